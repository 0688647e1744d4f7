#include "render/scene_renderer.h"

#include <algorithm>
#include <cstddef>

#include <glm/gtc/matrix_transform.hpp>

#include "render/primitives.h"

namespace sweeplab::render {

namespace {

// Per-instance layout: a mat4 model (locations 3..6) then a vec4 colour (location 7).
struct Instance {
    glm::mat4 model;
    glm::vec4 color;
};

void vertex_attributes() {
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                          reinterpret_cast<void*>(offsetof(Vertex, position)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                          reinterpret_cast<void*>(offsetof(Vertex, normal)));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                          reinterpret_cast<void*>(offsetof(Vertex, color)));
}

void instance_attributes() {
    for (GLuint i = 0; i < 4; ++i) {
        glEnableVertexAttribArray(3 + i);
        glVertexAttribPointer(3 + i, 4, GL_FLOAT, GL_FALSE, sizeof(Instance),
                              reinterpret_cast<void*>(sizeof(glm::vec4) * i));
        glVertexAttribDivisor(3 + i, 1);
    }
    glEnableVertexAttribArray(7);
    glVertexAttribPointer(7, 4, GL_FLOAT, GL_FALSE, sizeof(Instance),
                          reinterpret_cast<void*>(offsetof(Instance, color)));
    glVertexAttribDivisor(7, 1);
}

} // namespace

SceneRenderer::~SceneRenderer() {
    for (Buffer* b : {&static_, &sphere_, &cylinder_}) {
        if (b->vbo) glDeleteBuffers(1, &b->vbo);
        if (b->vao) glDeleteVertexArrays(1, &b->vao);
    }
    if (instance_vbo_) glDeleteBuffers(1, &instance_vbo_);
    if (line_vbo_) glDeleteBuffers(1, &line_vbo_);
    if (line_vao_) glDeleteVertexArrays(1, &line_vao_);
}

bool SceneRenderer::init(std::string& error) {
    if (!lit_.load(shader_dir(), "lit", error)) return false;
    if (!line_.load(shader_dir(), "line", error)) return false;
    glGenBuffers(1, &instance_vbo_);
    upload(sphere_, unit_sphere(16, 24).vertices, true);
    upload(cylinder_, unit_cylinder(40).vertices, true);
    glGenVertexArrays(1, &line_vao_);
    glGenBuffers(1, &line_vbo_);
    glBindVertexArray(line_vao_);
    glBindBuffer(GL_ARRAY_BUFFER, line_vbo_);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(LineVertex),
                          reinterpret_cast<void*>(offsetof(LineVertex, position)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, sizeof(LineVertex),
                          reinterpret_cast<void*>(offsetof(LineVertex, color)));
    glBindVertexArray(0);
    return true;
}

void SceneRenderer::upload(Buffer& b, const std::vector<Vertex>& v, bool instanced) {
    if (!b.vao) glGenVertexArrays(1, &b.vao);
    if (!b.vbo) glGenBuffers(1, &b.vbo);
    glBindVertexArray(b.vao);
    glBindBuffer(GL_ARRAY_BUFFER, b.vbo);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(v.size() * sizeof(Vertex)), v.data(),
                 GL_STATIC_DRAW);
    vertex_attributes();
    if (instanced) {
        glBindBuffer(GL_ARRAY_BUFFER, instance_vbo_);
        instance_attributes();
    }
    glBindVertexArray(0);
    b.count = static_cast<GLsizei>(v.size());
}

void SceneRenderer::load(const scene::Scene& scene) {
    geometry_ = build_scene_geometry(scene);
    upload(static_, geometry_.triangles.vertices, false);
}

bool SceneRenderer::part_visible(const GeometryPart& p, const FrameDraw& frame) const {
    if (!frame.visible_cells) return true; // the outdoor mode: everything
    auto listed = [&](const std::vector<std::uint32_t>& ids) {
        return std::find(ids.begin(), ids.end(), p.id) != ids.end();
    };
    switch (p.kind) {
    case PartKind::Cell:
        return listed(*frame.visible_cells);
    case PartKind::Box:
        return frame.draw_outdoor || listed(frame.visible_objects);
    case PartKind::Ground:
    case PartKind::Shell:
        break;
    }
    return frame.draw_outdoor; // land and building shells: retail draws them with LScape
}

void SceneRenderer::draw_instances(const Buffer& shape, const std::vector<glm::mat4>& models,
                                   const std::vector<glm::vec4>& colors) {
    if (models.empty()) return;
    std::vector<Instance> inst(models.size());
    for (std::size_t i = 0; i < models.size(); ++i)
        inst[i] = {models[i], colors[i]};
    glBindBuffer(GL_ARRAY_BUFFER, instance_vbo_);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(inst.size() * sizeof(Instance)),
                 inst.data(), GL_STREAM_DRAW);
    glBindVertexArray(shape.vao);
    glDrawArraysInstanced(GL_TRIANGLES, 0, shape.count, static_cast<GLsizei>(inst.size()));
    glBindVertexArray(0);
}

void SceneRenderer::draw(const RenderView& view, const FrameDraw& frame) {
    glViewport(view.x, view.y, view.width, view.height);
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_CULL_FACE);
    glCullFace(GL_BACK);
    glDisable(GL_BLEND);
    const glm::mat4 vp = view.proj * view.view;

    lit_.use();
    lit_.set("u_view_proj", vp);
    lit_.set("u_eye", view.eye);
    lit_.set("u_model", glm::mat4(1.0f));
    lit_.set("u_alpha", 1.0f);
    lit_.set("u_instanced", false);
    glBindVertexArray(static_.vao);
    for (const GeometryPart& p : geometry_.parts) {
        if (!part_visible(p, frame) || p.count == 0) continue;
        const bool ground = p.kind == PartKind::Ground;
        lit_.set("u_checker", ground);
        // Cell floors lie on the ground plane: push the ground back so floors win.
        if (ground) {
            glEnable(GL_POLYGON_OFFSET_FILL);
            glPolygonOffset(2.0f, 4.0f);
        }
        glDrawArrays(GL_TRIANGLES, static_cast<GLint>(p.first), static_cast<GLsizei>(p.count));
        if (ground) glDisable(GL_POLYGON_OFFSET_FILL);
    }
    glBindVertexArray(0);
    lit_.set("u_checker", false);
    lit_.set("u_instanced", true);

    std::vector<glm::mat4> models;
    std::vector<glm::vec4> colors;
    auto spheres = [&](const std::vector<SphereInstance>& list) {
        models.clear();
        colors.clear();
        for (const SphereInstance& s : list) {
            models.push_back(
                glm::scale(glm::translate(glm::mat4(1.0f), s.center), glm::vec3(s.radius)));
            colors.push_back(s.color);
        }
        draw_instances(sphere_, models, colors);
    };
    spheres(frame.spheres);
    models.clear();
    colors.clear();
    for (const CylinderInstance& c : frame.cylinders) {
        models.push_back(glm::scale(glm::translate(glm::mat4(1.0f), c.base),
                                    glm::vec3(c.radius, c.radius, c.height)));
        colors.push_back(c.color);
    }
    draw_instances(cylinder_, models, colors);

    std::vector<LineVertex> lines = frame.lines;
    if (frame.show_portals)
        lines.insert(lines.end(), geometry_.portal_outlines.begin(),
                     geometry_.portal_outlines.end());
    if (!lines.empty()) {
        line_.use();
        line_.set("u_view_proj", vp);
        glBindVertexArray(line_vao_);
        glBindBuffer(GL_ARRAY_BUFFER, line_vbo_);
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(lines.size() * sizeof(LineVertex)),
                     lines.data(), GL_STREAM_DRAW);
        glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(lines.size()));
        glBindVertexArray(0);
    }

    if (!frame.avatar.empty() && frame.avatar_alpha > 0.0f) {
        lit_.use();
        lit_.set("u_alpha", frame.avatar_alpha);
        if (frame.avatar_alpha < 1.0f) {
            glEnable(GL_BLEND);
            glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
            glDepthMask(GL_FALSE);
        }
        spheres(frame.avatar);
        glDepthMask(GL_TRUE);
        glDisable(GL_BLEND);
        lit_.set("u_alpha", 1.0f);
    }
}

} // namespace sweeplab::render
