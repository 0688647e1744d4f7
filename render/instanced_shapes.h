#pragma once
// Spheres and cylinders drawn instanced, culled to the view frustum on the CPU and sorted
// into level-of-detail buckets by their size on screen. Under llvmpipe the vertex and
// triangle-setup work is single-threaded and was most of a 1,000-creature frame (a
// 720-triangle sphere each, most a few pixels wide), so a distant sphere is drawn with a
// coarser mesh whose silhouette is within half a pixel of the full one, and a sphere outside
// the view is not drawn at all.
//
// The instancing is batched ("pseudo-instancing"): each level's mesh is stored as kBatch
// copies, every vertex carrying its copy number, and the copy's position, scale and colour
// are read from a uniform block; one glDrawElements draws up to kBatch instances. Mesa's
// draw module runs glDraw*Instanced as one whole pipeline pass per instance (about 25 us of
// CPU each under llvmpipe, whatever the mesh), so 300 spheres in view cost 8 ms that way and
// a fraction of a millisecond batched. A GPU driver draws either form at the same speed.
#include <array>
#include <cstddef>
#include <vector>

#include <glm/mat4x4.hpp>

#include "render/frame_draw.h"
#include "render/gl.h"

namespace sweeplab::render {

// What a vertex of a unit shape carries: the colour comes from its instance.
struct ShapeVertex {
    glm::vec3 position;
    glm::vec3 normal;
    float copy = 0.0f; // which instance of the batch (the uniform block's index)
};

// A unit shape as an indexed mesh (shared vertices: a sphere of 16 x 24 is 425 vertices
// instead of 2,160).
struct IndexedMesh {
    std::vector<ShapeVertex> vertices;
    std::vector<unsigned short> indices; // triangles, counter-clockwise from outside
};

IndexedMesh indexed_unit_sphere(int stacks, int slices);
IndexedMesh indexed_unit_cylinder(int slices);

// Per-instance data as uploaded: the unit shape scaled per axis, then moved. Spheres and
// cylinders need no rotation, so no matrix (and no inverse in the shader). The layout is
// std140's for `struct { vec3 position; vec3 scale; vec4 color; }` (lit_instanced.vert).
struct ShapeInstance {
    glm::vec3 position;
    float pad0 = 0.0f;
    glm::vec3 scale;
    float pad1 = 0.0f;
    glm::vec4 color;
};
static_assert(sizeof(ShapeInstance) == 48, "std140 layout of lit_instanced.vert's Shape");

// Instances per draw: the uniform block holds this many (48 bytes each, 12 KB of the 16 KB
// every GL 3.3 driver allows).
inline constexpr int kBatch = 256;

// Which level of detail a shape of `radius_px` on-screen pixels is drawn with: the coarsest
// whose silhouette stays within half a pixel of a true circle. 0 is the finest.
int sphere_lod(float radius_px);
int cylinder_lod(float radius_px);

class InstancedShapes {
  public:
    InstancedShapes() = default;
    InstancedShapes(const InstancedShapes&) = delete;
    InstancedShapes& operator=(const InstancedShapes&) = delete;
    ~InstancedShapes();

    // `block_binding` is the uniform buffer binding lit_instanced's Shapes block reads.
    void init(GLuint block_binding);
    // Draws with the bound program (lit_instanced); the view supplies the frustum and the
    // pixel scale for the levels of detail.
    void draw(const RenderView& view, const std::vector<SphereInstance>& spheres,
              const std::vector<CylinderInstance>& cylinders);

    // The instances the last draw() sent to the GPU, after culling (for the benchmark).
    std::size_t drawn() const { return drawn_; }

  private:
    static constexpr int kSphereLods = 4;
    static constexpr int kCylinderLods = 3;
    struct Bucket {
        GLuint vao = 0, vbo = 0, ebo = 0;
        GLsizei indices_per_copy = 0;
        std::vector<ShapeInstance> pending; // kept between frames: no per-frame allocation
    };
    struct Batch {
        const Bucket* bucket;
        std::size_t first; // in staging_
        std::size_t count;
    };
    void make_bucket(Bucket& b, const IndexedMesh& mesh);
    void stage(Bucket& b);

    std::array<Bucket, kSphereLods> sphere_{};
    std::array<Bucket, kCylinderLods> cylinder_{};
    GLuint ubo_ = 0, binding_ = 0;
    std::size_t align_ = 1;              // GL_UNIFORM_BUFFER_OFFSET_ALIGNMENT, in instances
    std::vector<ShapeInstance> staging_; // every batch of one draw(), uploaded at once
    std::vector<Batch> batches_;
    std::size_t drawn_ = 0;
};

} // namespace sweeplab::render
