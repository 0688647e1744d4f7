#pragma once
// Spheres and cylinders drawn instanced, culled to the view frustum on the CPU and sorted
// into level-of-detail buckets by their size on screen, each bucket one indexed instanced
// draw, nearest instances first. Under llvmpipe the vertex shading and triangle setup run
// on the one thread that issues the draws (only fragments are shaded in parallel), so a
// sphere a few pixels wide is drawn with a coarser mesh whose silhouette is within half a
// pixel of the full one, and a shape outside the view is not sent at all.
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
// cylinders need no rotation, so no matrix (and no inverse in the shader).
struct ShapeInstance {
    glm::vec3 position;
    glm::vec3 scale;
    glm::vec4 color;
};

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

    void init();
    // Draws with the bound program (lit_instanced); the view supplies the frustum and the
    // pixel scale for the levels of detail.
    void draw(const RenderView& view, const std::vector<SphereInstance>& spheres,
              const std::vector<CylinderInstance>& cylinders);

    // The instances the last draw() sent to the GPU, after culling (for the benchmark).
    std::size_t drawn() const { return drawn_; }

  private:
    static constexpr int kSphereLods = 4;
    static constexpr int kCylinderLods = 3;
    struct Pending {
        float depth; // along the view axis
        ShapeInstance shape;
    };
    struct Bucket {
        GLuint vao = 0, vbo = 0, ebo = 0, instances = 0;
        GLsizei index_count = 0;
        std::vector<Pending> pending; // kept between frames: no per-frame allocation
    };
    void make_bucket(Bucket& b, const IndexedMesh& mesh);
    void flush(Bucket& b);

    std::array<Bucket, kSphereLods> sphere_{};
    std::array<Bucket, kCylinderLods> cylinder_{};
    std::vector<ShapeInstance> upload_;
    std::size_t drawn_ = 0;
};

} // namespace sweeplab::render
