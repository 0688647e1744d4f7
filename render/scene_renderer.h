#pragma once
// Draws a scene: static parts uploaded once, spheres and cylinders instanced per frame
// (culled and by level of detail, see instanced_shapes.h), debug lines, and the avatar last
// with its translucency.
#include <optional>
#include <string>
#include <vector>

#include <glm/mat4x4.hpp>

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

    bool init(std::string& error);
    void load(const scene::Scene& scene);
    void draw(const RenderView& view, const FrameDraw& frame);
    // Spheres and cylinders the last draw() sent to the GPU after culling (the benchmark).
    std::size_t instances_drawn() const { return instances_drawn_; }

  private:
    struct Buffer {
        GLuint vao = 0, vbo = 0;
        GLsizei count = 0;
    };
    void upload_static(const std::vector<Vertex>& v);
    bool part_visible(const GeometryPart& p, const FrameDraw& frame) const;
    // The ground's parts, or every other static part; with lit_ bound.
    void draw_static(const FrameDraw& frame, bool ground);

    Shader lit_, lit_instanced_, line_;
    Buffer static_{};
    InstancedShapes shapes_;
    GLuint line_vao_ = 0, line_vbo_ = 0;
    std::vector<LineVertex> lines_; // the frame's lines and the portals, reused every frame
    std::size_t instances_drawn_ = 0;
    SceneGeometry geometry_;
};

} // namespace sweeplab::render
