#pragma once
// Draws a scene: static parts uploaded once, spheres and cylinders instanced per frame,
// debug lines, and the avatar last with its translucency.
#include <optional>
#include <string>
#include <vector>

#include <glm/mat4x4.hpp>

#include "render/frame_draw.h"
#include "render/gl.h"
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

  private:
    struct Buffer {
        GLuint vao = 0, vbo = 0;
        GLsizei count = 0;
    };
    void upload(Buffer& b, const std::vector<Vertex>& v, bool instanced);
    void draw_instances(const Buffer& shape, const std::vector<glm::mat4>& models,
                        const std::vector<glm::vec4>& colors);
    bool part_visible(const GeometryPart& p, const FrameDraw& frame) const;

    Shader lit_, line_;
    Buffer static_{}, sphere_{}, cylinder_{};
    GLuint instance_vbo_ = 0;
    GLuint line_vao_ = 0, line_vbo_ = 0;
    SceneGeometry geometry_;
};

} // namespace sweeplab::render
