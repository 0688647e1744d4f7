#include "render/scene_renderer.h"

#include <algorithm>
#include <cstddef>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace sweeplab::render {

SceneRenderer::~SceneRenderer() {
    if (static_.vbo) glDeleteBuffers(1, &static_.vbo);
    if (static_.vao) glDeleteVertexArrays(1, &static_.vao);
    if (line_vbo_) glDeleteBuffers(1, &line_vbo_);
    if (line_vao_) glDeleteVertexArrays(1, &line_vao_);
}

namespace {

// Mesa's llvmpipe mallocs and frees its vertex and bin memory every draw, and glibc hands
// the top of the heap back to the kernel whenever more than 128 KB of it is free: the next
// draw page-faults all of it in again. Under Xvfb that was half of a 1,000-creature frame
// (kernel page-fault time, 2.5x the frame rate when removed). Keeping up to 64 MB of freed
// heap costs nothing on a GPU driver, which does not allocate like that.
void keep_freed_heap() {
#if defined(__GLIBC__)
    static const bool once = mallopt(M_TRIM_THRESHOLD, 64 << 20) == 1;
    (void)once;
#endif
}

} // namespace

bool SceneRenderer::init(std::string& error) {
    keep_freed_heap();
    if (!lit_.load(shader_dir(), "lit", error)) return false;
    if (!lit_instanced_.load(shader_dir(), "lit_instanced", "lit", error)) return false;
    if (!line_.load(shader_dir(), "line", error)) return false;
    shapes_.init();
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

void SceneRenderer::upload_static(const std::vector<Vertex>& v) {
    if (!static_.vao) glGenVertexArrays(1, &static_.vao);
    if (!static_.vbo) glGenBuffers(1, &static_.vbo);
    glBindVertexArray(static_.vao);
    glBindBuffer(GL_ARRAY_BUFFER, static_.vbo);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(v.size() * sizeof(Vertex)), v.data(),
                 GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                          reinterpret_cast<void*>(offsetof(Vertex, position)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                          reinterpret_cast<void*>(offsetof(Vertex, normal)));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                          reinterpret_cast<void*>(offsetof(Vertex, color)));
    glBindVertexArray(0);
    static_.count = static_cast<GLsizei>(v.size());
}

void SceneRenderer::load(const scene::Scene& scene) {
    geometry_ = build_scene_geometry(scene);
    upload_static(geometry_.triangles.vertices);
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

void SceneRenderer::draw_static(const FrameDraw& frame, bool ground) {
    lit_.set("u_checker", ground);
    if (ground) {
        // Cell floors lie on the ground plane: push the ground back so floors win.
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(2.0f, 4.0f);
    }
    glBindVertexArray(static_.vao);
    for (const GeometryPart& p : geometry_.parts)
        if ((p.kind == PartKind::Ground) == ground && p.count > 0 && part_visible(p, frame))
            glDrawArrays(GL_TRIANGLES, static_cast<GLint>(p.first), static_cast<GLsizei>(p.count));
    glBindVertexArray(0);
    glDisable(GL_POLYGON_OFFSET_FILL);
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
    lit_.set("u_alpha", 1.0f);
    // Opaque surfaces in the order that lets llvmpipe's early depth test skip the most
    // shading (the picture does not depend on it): walls and boxes, then the shapes nearest
    // first, then the ground, most of which a crowd hides.
    draw_static(frame, false);
    lit_instanced_.use();
    lit_instanced_.set("u_view_proj", vp);
    lit_instanced_.set("u_eye", view.eye);
    lit_instanced_.set("u_alpha", 1.0f);
    lit_instanced_.set("u_checker", false);
    shapes_.draw(view, frame.spheres, frame.cylinders);
    instances_drawn_ = shapes_.drawn();
    lit_.use();
    draw_static(frame, true);

    std::vector<LineVertex>& lines = lines_;
    lines.assign(frame.lines.begin(), frame.lines.end());
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
        lit_instanced_.use();
        lit_instanced_.set("u_alpha", frame.avatar_alpha);
        if (frame.avatar_alpha < 1.0f) {
            glEnable(GL_BLEND);
            glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
            glDepthMask(GL_FALSE);
        }
        shapes_.draw(view, frame.avatar, {});
        instances_drawn_ += shapes_.drawn();
        glDepthMask(GL_TRUE);
        glDisable(GL_BLEND);
    }
}

} // namespace sweeplab::render
