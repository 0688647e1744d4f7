#pragma once
// Draws a scene: static parts uploaded once, spheres and cylinders instanced per frame
// (culled and by level of detail, see instanced_shapes.h), debug lines, and the avatar last
// with its translucency. A DAT world (set_dat_world) is drawn with it: its land, cells,
// objects and Setup shapes, uploaded once into one buffer and culled part by part.
#include <optional>
#include <string>
#include <vector>

#include <glm/mat4x4.hpp>

#include "render/dat_geometry.h"
#include "render/frame_draw.h"
#include "render/gl.h"
#include "render/instanced_shapes.h"
#include "render/scene_geometry.h"
#include "render/shader.h"

namespace sweeplab::render {

class SceneRenderer {
  public:
    SceneRenderer() = default;
    SceneRenderer(const SceneRenderer&) = delete;
    SceneRenderer& operator=(const SceneRenderer&) = delete;
    ~SceneRenderer();

    // Loads the shaders from `shader_dir` (app::shader_dir(): the app decides where they are).
    bool init(const std::string& shader_dir, std::string& error);
    // A scene's own geometry; forgets any DAT world (set it again after a load).
    void load(const scene::Scene& scene);
    // The DAT world a scene with `dat` was built on (app::Simulation::dat_world()): drawn
    // from now on with the scene, until the next load() or clear_dat_world().
    void set_dat_world(const scene::DatWorldDesc& desc);
    void clear_dat_world();
    [[nodiscard]] bool has_dat_world() const { return dat_.count > 0; }
    void draw(const RenderView& view, const FrameDraw& frame);
    // Spheres and cylinders the last draw() sent to the GPU after culling (the benchmark).
    std::size_t instances_drawn() const { return instances_drawn_; }
    // DAT parts (land, cells, objects) the last draw() drew after visibility and culling.
    std::size_t dat_parts_drawn() const { return dat_parts_drawn_; }

  private:
    struct Buffer {
        GLuint vao = 0, vbo = 0;
        GLsizei count = 0;
    };
    static void upload(Buffer& b, const std::vector<Vertex>& v);
    bool part_visible(const GeometryPart& p, const FrameDraw& frame) const;
    // The ground's parts, or every other static part; with lit_ bound.
    void draw_static(const FrameDraw& frame, bool ground);
    // The land's water surfaces (the scene's and the DAT world's), translucent, after every
    // opaque thing; only where the land is drawn.
    void draw_water(const FrameDraw& frame, const RenderView& view, const glm::mat4& view_proj);
    // The DAT world's land (with land_, left bound) or its cells and objects (lit_ bound),
    // culled against the view and drawn nearest first.
    void draw_dat(const FrameDraw& frame, const RenderView& view, const glm::mat4& view_proj,
                  bool land);
    bool dat_part_visible(const DatPart& p, const FrameDraw& frame) const;
    bool dat_cell_shown(std::uint32_t cell, const FrameDraw& frame) const;
    static bool world_object_hidden(std::int32_t world_object, const FrameDraw& frame);
    // The frame's shapes and the DAT world's that the visibility decision keeps.
    void gather_shapes(const FrameDraw& frame);
    void set_fog(const Shader& s) const;

    Shader lit_, lit_instanced_, line_, land_;
    Buffer static_{};
    Buffer dat_{};
    Buffer water_{}, dat_water_{};
    DatGeometry dat_geometry_;
    std::vector<SphereInstance> spheres_; // the frame's and the DAT world's, reused
    std::vector<CylinderInstance> cylinders_;
    std::size_t dat_parts_drawn_ = 0;
    struct PartOrder {
        float distance2, volume; // from the eye to the part's box; the box's volume
        std::size_t part;
    };
    std::vector<PartOrder> dat_order_; // this frame's DAT parts, nearest first, reused
    InstancedShapes shapes_;
    GLuint line_vao_ = 0, line_vbo_ = 0;
    std::vector<LineVertex> lines_; // the frame's lines and the portals, reused every frame
    std::size_t instances_drawn_ = 0;
    SceneGeometry geometry_;
};

} // namespace sweeplab::render
