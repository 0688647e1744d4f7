#include "render/scene_renderer.h"

#include <algorithm>
#include <cstddef>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace sweeplab::render {

SceneRenderer::~SceneRenderer() {
    for (Buffer* b : {&static_, &dat_}) {
        if (b->vbo) glDeleteBuffers(1, &b->vbo);
        if (b->vao) glDeleteVertexArrays(1, &b->vao);
    }
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

// The six planes of a view-projection matrix (Gribb & Hartmann), for box culling.
struct Frustum {
    glm::vec4 planes[6];
    explicit Frustum(const glm::mat4& m) {
        for (int i = 0; i < 3; ++i) {
            planes[2 * i] = glm::vec4(m[0][3] + m[0][i], m[1][3] + m[1][i], m[2][3] + m[2][i],
                                      m[3][3] + m[3][i]);
            planes[2 * i + 1] = glm::vec4(m[0][3] - m[0][i], m[1][3] - m[1][i], m[2][3] - m[2][i],
                                          m[3][3] - m[3][i]);
        }
    }
    // False only when the box lies wholly outside one plane.
    [[nodiscard]] bool may_see(const glm::vec3& lo, const glm::vec3& hi) const {
        for (const glm::vec4& p : planes) {
            const glm::vec3 far(p.x >= 0.0f ? hi.x : lo.x, p.y >= 0.0f ? hi.y : lo.y,
                                p.z >= 0.0f ? hi.z : lo.z);
            if (p.x * far.x + p.y * far.y + p.z * far.z + p.w < 0.0f) return false;
        }
        return true;
    }
};

// The lit shader's fog (start, range, most): a scene's rooms fade from 40 m; a DAT world's
// landblocks are 192 m wide and the view reaches the far plane (500 m).
constexpr glm::vec3 kSceneFog{40.0f, 80.0f, 0.6f};
constexpr glm::vec3 kDatFog{220.0f, 400.0f, 0.6f};
// Retail's land cells are 24 m squares: a faint line on their edges.
constexpr float kLandGrid = 24.0f;

} // namespace

bool SceneRenderer::init(const std::string& shader_dir, std::string& error) {
    keep_freed_heap();
    if (!lit_.load(shader_dir, "lit", error)) return false;
    if (!lit_instanced_.load(shader_dir, "lit_instanced", "lit", error)) return false;
    if (!line_.load(shader_dir, "line", error)) return false;
    if (!land_.load(shader_dir, "land", error)) return false;
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

void SceneRenderer::upload(Buffer& b, const std::vector<Vertex>& v) {
    if (!b.vao) glGenVertexArrays(1, &b.vao);
    if (!b.vbo) glGenBuffers(1, &b.vbo);
    glBindVertexArray(b.vao);
    glBindBuffer(GL_ARRAY_BUFFER, b.vbo);
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
    b.count = static_cast<GLsizei>(v.size());
}

void SceneRenderer::load(const scene::Scene& scene) {
    geometry_ = build_scene_geometry(scene);
    upload(static_, geometry_.triangles.vertices);
    upload(water_, geometry_.water.vertices);
    clear_dat_world();
}

void SceneRenderer::set_dat_world(const scene::DatWorldDesc& desc) {
    dat_geometry_ = build_dat_geometry(desc);
    // One static buffer for the whole area, uploaded once: nothing of it moves per frame.
    upload(dat_, dat_geometry_.triangles.vertices);
    upload(dat_water_, dat_geometry_.water.vertices);
}

void SceneRenderer::clear_dat_world() {
    dat_geometry_ = DatGeometry{};
    dat_.count = 0;
    dat_water_.count = 0;
}

void SceneRenderer::draw_water(const FrameDraw& frame, const RenderView& view,
                               const glm::mat4& view_proj) {
    if ((water_.count == 0 && dat_water_.count == 0) || !frame.draw_outdoor) return;
    lit_.use();
    lit_.set("u_view_proj", view_proj);
    lit_.set("u_eye", view.eye);
    lit_.set("u_alpha", 1.0f);
    lit_.set("u_checker", false);
    set_fog(lit_);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    glDisable(GL_CULL_FACE); // seen from under the water too
    for (const Buffer* b : {&water_, &dat_water_}) {
        if (b->count == 0) continue;
        glBindVertexArray(b->vao);
        glDrawArrays(GL_TRIANGLES, 0, b->count);
    }
    glBindVertexArray(0);
    glEnable(GL_CULL_FACE);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
}

bool SceneRenderer::world_object_hidden(std::int32_t world_object, const FrameDraw& frame) {
    if (world_object < 0) return false;
    const std::vector<std::int32_t>& ids = frame.hidden_world_objects;
    return std::find(ids.begin(), ids.end(), world_object) != ids.end();
}

bool SceneRenderer::dat_cell_shown(std::uint32_t cell, const FrameDraw& frame) const {
    if (!frame.visible_cells) return true;
    if (cell == 0) return frame.draw_outdoor;
    const std::vector<std::uint32_t>& ids = *frame.visible_cells;
    return std::find(ids.begin(), ids.end(), cell) != ids.end();
}

bool SceneRenderer::dat_part_visible(const DatPart& p, const FrameDraw& frame) const {
    // Cells and their statics with the visible cells; the land, the stabs and the building
    // shells with the outdoors (retail draws those with LScape). A world object drawn where
    // it is now (FrameDraw::hidden_world_objects) is left out where it was placed.
    return dat_cell_shown(p.cell, frame) && !world_object_hidden(p.world_object, frame);
}

void SceneRenderer::draw_dat(const FrameDraw& frame, const RenderView& view,
                             const glm::mat4& view_proj, bool land) {
    if (dat_.count == 0) return;
    const Frustum frustum(view_proj);
    // Nearest first, so llvmpipe's early depth test skips the pixels nearer parts hide: a
    // shell before the cells inside it (indoors, where both boxes hold the eye, the smaller
    // box first), near hills before far ones.
    dat_order_.clear();
    for (std::size_t i = 0; i < dat_geometry_.parts.size(); ++i) {
        const DatPart& p = dat_geometry_.parts[i];
        if ((p.kind == DatPartKind::Land) != land) continue;
        if (!dat_part_visible(p, frame) || !frustum.may_see(p.min, p.max)) continue;
        const glm::vec3 gap = glm::max(glm::max(p.min - view.eye, view.eye - p.max), 0.0f);
        const glm::vec3 size = p.max - p.min;
        dat_order_.push_back({glm::dot(gap, gap), size.x * size.y * size.z, i});
    }
    std::sort(dat_order_.begin(), dat_order_.end(), [](const PartOrder& a, const PartOrder& b) {
        return a.distance2 != b.distance2 ? a.distance2 < b.distance2 : a.volume < b.volume;
    });
    if (land) {
        land_.use();
        land_.set("u_view_proj", view_proj);
        land_.set("u_eye", view.eye);
        land_.set("u_fog", kDatFog);
        land_.set("u_grid", kLandGrid);
        land_.set("u_road", glm::vec3(dat_palette::kRoad));
        land_.set("u_road_edge", kRoadEdge);
        // Cell floors lie on the land: push the land back so floors win.
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(2.0f, 4.0f);
    }
    glBindVertexArray(dat_.vao);
    for (const PartOrder& o : dat_order_) {
        const DatPart& p = dat_geometry_.parts[o.part];
        glDrawArrays(GL_TRIANGLES, static_cast<GLint>(p.first), static_cast<GLsizei>(p.count));
        ++dat_parts_drawn_;
    }
    glBindVertexArray(0);
    glDisable(GL_POLYGON_OFFSET_FILL);
}

void SceneRenderer::gather_shapes(const FrameDraw& frame) {
    spheres_.assign(frame.spheres.begin(), frame.spheres.end());
    cylinders_.assign(frame.cylinders.begin(), frame.cylinders.end());
    const DatGeometry& g = dat_geometry_;
    for (std::size_t i = 0; i < g.spheres.size(); ++i)
        if (dat_cell_shown(g.sphere_cells[i], frame) &&
            !world_object_hidden(g.sphere_world_objects[i], frame))
            spheres_.push_back(g.spheres[i]);
    for (std::size_t i = 0; i < g.cylinders.size(); ++i)
        if (dat_cell_shown(g.cylinder_cells[i], frame) &&
            !world_object_hidden(g.cylinder_world_objects[i], frame))
            cylinders_.push_back(g.cylinders[i]);
}

void SceneRenderer::set_fog(const Shader& s) const {
    s.set("u_fog", dat_.count > 0 ? kDatFog : kSceneFog);
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

    dat_parts_drawn_ = 0;

    lit_.use();
    lit_.set("u_view_proj", vp);
    lit_.set("u_eye", view.eye);
    lit_.set("u_alpha", 1.0f);
    set_fog(lit_);
    // Opaque surfaces in the order that lets llvmpipe's early depth test skip the most
    // shading (the picture does not depend on it): walls and boxes, then the shapes nearest
    // first, then the ground, most of which a crowd hides.
    draw_static(frame, false);
    draw_dat(frame, view, vp, false);
    lit_instanced_.use();
    lit_instanced_.set("u_view_proj", vp);
    lit_instanced_.set("u_eye", view.eye);
    lit_instanced_.set("u_alpha", 1.0f);
    lit_instanced_.set("u_checker", false);
    set_fog(lit_instanced_);
    if (dat_geometry_.spheres.empty() && dat_geometry_.cylinders.empty()) {
        shapes_.draw(view, frame.spheres, frame.cylinders);
    } else {
        gather_shapes(frame);
        shapes_.draw(view, spheres_, cylinders_);
    }
    instances_drawn_ = shapes_.drawn();
    lit_.use();
    draw_static(frame, true);
    draw_dat(frame, view, vp, true); // with land_ bound

    std::vector<LineVertex>& lines = lines_;
    lines.assign(frame.lines.begin(), frame.lines.end());
    if (frame.show_portals) {
        lines.insert(lines.end(), geometry_.portal_outlines.begin(),
                     geometry_.portal_outlines.end());
        lines.insert(lines.end(), dat_geometry_.portal_outlines.begin(),
                     dat_geometry_.portal_outlines.end());
    }
    const auto draw_lines = [&](const std::vector<LineVertex>& pairs) {
        if (pairs.empty()) return;
        line_.use();
        line_.set("u_view_proj", vp);
        glBindVertexArray(line_vao_);
        glBindBuffer(GL_ARRAY_BUFFER, line_vbo_);
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(pairs.size() * sizeof(LineVertex)),
                     pairs.data(), GL_STREAM_DRAW);
        glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(pairs.size()));
        glBindVertexArray(0);
    };
    draw_lines(lines);

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
    if (!frame.ghosts.empty() && frame.ghost_alpha > 0.0f) {
        lit_instanced_.use();
        lit_instanced_.set("u_alpha", frame.ghost_alpha);
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(GL_FALSE);
        shapes_.draw(view, frame.ghosts, {});
        instances_drawn_ += shapes_.drawn();
        glDepthMask(GL_TRUE);
        glDisable(GL_BLEND);
    }
    draw_water(frame, view, vp);
    if (!frame.overlay_lines.empty()) { // through walls and roofs, as the markers are
        glDisable(GL_DEPTH_TEST);
        draw_lines(frame.overlay_lines);
        glEnable(GL_DEPTH_TEST);
    }
    if (!frame.markers.empty() && frame.marker_alpha > 0.0f) {
        lit_instanced_.use();
        lit_instanced_.set("u_alpha", frame.marker_alpha);
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glDisable(GL_DEPTH_TEST);
        shapes_.draw(view, frame.markers, {});
        instances_drawn_ += shapes_.drawn();
        glEnable(GL_DEPTH_TEST);
        glDisable(GL_BLEND);
    }
}

} // namespace sweeplab::render
