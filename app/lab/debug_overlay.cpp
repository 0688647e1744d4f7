#include "app/lab/debug_overlay.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include <glm/geometric.hpp>
#include <glm/gtc/constants.hpp>

#include "app/frame_builder.h"

namespace sweeplab::app {

namespace {

constexpr glm::vec4 kSubstep{1.0f, 0.85f, 0.2f, 1.0f};
constexpr glm::vec4 kCurrentSubstep{1.0f, 0.3f, 0.9f, 1.0f};
constexpr glm::vec4 kContactNormal{0.2f, 1.0f, 0.3f, 1.0f};
constexpr glm::vec4 kCollisionNormal{1.0f, 0.25f, 0.2f, 1.0f};
constexpr glm::vec4 kSlidingNormal{0.3f, 0.6f, 1.0f, 1.0f};
constexpr glm::vec4 kPivot{1.0f, 1.0f, 1.0f, 1.0f};
constexpr glm::vec4 kSought{1.0f, 0.6f, 0.1f, 1.0f};
constexpr glm::vec4 kViewer{0.1f, 0.9f, 0.9f, 1.0f};
constexpr glm::vec4 kCameraCell{1.0f, 0.9f, 0.15f, 1.0f};
constexpr glm::vec4 kVisibleCell{0.25f, 0.95f, 0.35f, 1.0f};
constexpr glm::vec4 kVisitedPortal{1.0f, 0.25f, 0.85f, 1.0f};

void line(std::vector<render::LineVertex>& lines, const glm::vec3& a, const glm::vec3& b,
          const glm::vec4& color) {
    lines.push_back({a, color});
    lines.push_back({b, color});
}

void add_substeps(const LabState& state, render::FrameDraw& out) {
    const physics::FrameTrace& trace = state.lab->trace();
    const int cursor = state.lab->substep_cursor;
    for (std::uint32_t i = 0; i < trace.count; ++i) {
        const physics::SubstepTrace& s = trace.steps[i];
        const bool current = static_cast<int>(i) == cursor;
        const glm::vec4 color = current ? kCurrentSubstep : kSubstep;
        for (std::uint32_t k = 0; k < s.num_sphere && k < 2; ++k)
            add_sphere_outline(out.lines, s.spheres[k].center, s.spheres[k].radius, color);
        if (i > 0) line(out.lines, trace.steps[i - 1].curr_pos, s.curr_pos, kSubstep);
        if (!current && cursor >= 0) continue;
        const glm::vec3 at = s.spheres[0].center;
        if (s.contact_plane_valid)
            line(out.lines, at, at + s.contact_normal * 0.8f, kContactNormal);
        if (s.collision_normal_valid)
            line(out.lines, at, at + s.collision_normal * 0.8f, kCollisionNormal);
        if (s.sliding_normal_valid)
            line(out.lines, at, at + s.sliding_normal * 0.8f, kSlidingNormal);
    }
}

// The chase view looks from the eye, so the eye's own markers are drawn only when the sought
// eye and the collided eye differ (the sweep stopped short): then the sought eye and the
// swept path are in view behind the wall's line of sight.
void add_camera(const FrameOutput& o, render::FrameDraw& out) {
    add_cross(out.lines, o.pivot, 0.15f, kPivot);
    if (glm::length(o.sought - o.eye) < 1.0f) return; // else drawn across the whole view
    add_cross(out.lines, o.sought, 0.15f, kSought);
    line(out.lines, o.eye, o.sought, kSought);
    add_sphere_outline(out.lines, o.sought, physics::kViewerSphereRadius, kViewer);
}

void add_box_outline(std::vector<render::LineVertex>& lines, const glm::vec3& lo,
                     const glm::vec3& hi, const glm::vec4& color) {
    for (int axis = 0; axis < 3; ++axis) {
        const int u = (axis + 1) % 3, v = (axis + 2) % 3;
        for (int k = 0; k < 4; ++k) {
            glm::vec3 a = lo, b = lo;
            a[u] = b[u] = (k & 1) ? hi[u] : lo[u];
            a[v] = b[v] = (k & 2) ? hi[v] : lo[v];
            b[axis] = hi[axis];
            line(lines, a, b, color);
        }
    }
}

// Retail visibility: only what the decision says. The scene's dynamic shapes follow their
// objects: add_scene_shapes emits, object by object, one sphere for a sphere, one cylinder
// for a cylsphere and one sphere per body sphere for a creature; an object standing in a
// cell is drawn when that cell is, an outdoor one when the land is.
void apply_visibility(const Simulation& sim, render::FrameDraw& out, bool avatar_shown) {
    const FrameOutput& o = sim.output();
    const scene::Scene& s = sim.scene();
    const std::vector<std::uint32_t>& cells = sim.object_cells();
    auto shown = [&](std::uint32_t cell) {
        if (cell == 0) return o.draw_outdoor;
        return std::find(o.visible_cells.begin(), o.visible_cells.end(), cell) !=
               o.visible_cells.end();
    };
    std::size_t sphere = 0, cylinder = 0, keep_sphere = 0, keep_cylinder = 0;
    for (std::size_t i = 0; i < s.objects.size(); ++i) {
        const scene::Object& obj = s.objects[i];
        const bool vis = shown(i < cells.size() ? cells[i] : 0);
        if (vis && obj.kind == scene::ObjectKind::Box) out.visible_objects.push_back(obj.id);
        std::size_t n_sph = 0, n_cyl = 0;
        if (obj.kind == scene::ObjectKind::Sphere) n_sph = 1;
        if (obj.kind == scene::ObjectKind::Creature) n_sph = obj.spheres.size();
        if (obj.kind == scene::ObjectKind::CylSphere) n_cyl = 1;
        for (std::size_t k = 0; k < n_sph && sphere < out.spheres.size(); ++k, ++sphere)
            if (vis) out.spheres[keep_sphere++] = out.spheres[sphere];
        for (std::size_t k = 0; k < n_cyl && cylinder < out.cylinders.size(); ++k, ++cylinder)
            if (vis) out.cylinders[keep_cylinder++] = out.cylinders[cylinder];
    }
    if (sphere == out.spheres.size()) out.spheres.resize(keep_sphere);
    if (cylinder == out.cylinders.size()) out.cylinders.resize(keep_cylinder);
    // The avatar is an object of its cell too (retail draws it with that cell's objects).
    if (avatar_shown && !shown(o.cell)) out.avatar.clear();
    out.visible_cells = o.visible_cells;
    out.draw_outdoor = o.draw_outdoor;
}

} // namespace

VisibilityView& visibility_view() {
    // SWEEPLAB_VISIBILITY=all starts the window in "draw everything" (screenshots, A/B).
    static VisibilityView view = [] {
        VisibilityView v;
        const char* env = std::getenv("SWEEPLAB_VISIBILITY");
        if (env != nullptr && std::string(env) == "all") v.retail = false;
        return v;
    }();
    return view;
}

void add_visibility_overlay(const Simulation& sim, std::vector<render::LineVertex>& lines) {
    const physics::CellVisibility& v = sim.visibility();
    const physics::PortalGraph& g = sim.portal_graph();
    const glm::vec3 inset(0.04f); // off the walls, so the lines are not buried in them
    for (std::uint32_t i = 0; i < v.num_cells; ++i) {
        const std::uint32_t c = g.cell_index(v.cells[i]);
        if (c == physics::PortalGraph::kNone) continue;
        const physics::PortalGraph::Cell& cell = g.cells()[c];
        const bool camera = v.inside_building && i == 0;
        add_box_outline(lines, cell.bounds_min + inset, cell.bounds_max - inset,
                        camera ? kCameraCell : kVisibleCell);
    }
    for (const physics::VisitedPortal& p : v.visited_portals()) {
        const physics::PortalGraph::Portal& portal = g.portals()[p.portal];
        // Nudged to the side the eye looked from, in front of the portal's own outline.
        const glm::vec3 nudge = portal.plane.normal * (p.from_cell == 0 ? -0.02f : 0.02f);
        for (std::uint32_t k = 0; k < portal.num_points; ++k)
            line(lines, portal.points[k] + nudge,
                 portal.points[(k + 1) % portal.num_points] + nudge, kVisitedPortal);
    }
}

void add_sphere_outline(std::vector<render::LineVertex>& lines, const glm::vec3& c, float r,
                        const glm::vec4& color) {
    constexpr int kSegments = 24;
    for (int axis = 0; axis < 3; ++axis)
        for (int i = 0; i < kSegments; ++i) {
            const float a0 = 2.0f * glm::pi<float>() * static_cast<float>(i) / kSegments;
            const float a1 = 2.0f * glm::pi<float>() * static_cast<float>(i + 1) / kSegments;
            glm::vec3 p0(0.0f), p1(0.0f);
            p0[(axis + 1) % 3] = std::cos(a0) * r;
            p0[(axis + 2) % 3] = std::sin(a0) * r;
            p1[(axis + 1) % 3] = std::cos(a1) * r;
            p1[(axis + 2) % 3] = std::sin(a1) * r;
            line(lines, c + p0, c + p1, color);
        }
}

void add_cross(std::vector<render::LineVertex>& lines, const glm::vec3& c, float size,
               const glm::vec4& color) {
    for (int axis = 0; axis < 3; ++axis) {
        glm::vec3 d(0.0f);
        d[axis] = size;
        line(lines, c - d, c + d, color);
    }
}

void build_frame_draw(const LabState& state, render::FrameDraw& out) {
    const FrameOutput& o = state.lab->output();
    if (state.view.show_objects) add_scene_shapes(state.lab->scene(), out);
    if (state.view.show_avatar)
        add_avatar(state.lab->scene(), {o.position, o.yaw_deg, 1.0f - o.translucency}, out);
    const VisibilityView& vis = visibility_view();
    if (vis.retail) apply_visibility(state.lab->sim(), out, state.view.show_avatar);
    if (vis.overlay) add_visibility_overlay(state.lab->sim(), out.lines);
    if (state.view.show_substeps) add_substeps(state, out);
    if (state.view.show_camera && state.lab->sim().camera_collide) add_camera(o, out);
    if (state.view.show_axes) {
        const glm::vec3 origin(0.0f, 0.0f, 0.01f);
        line(out.lines, origin, origin + glm::vec3(1, 0, 0), {1, 0.2f, 0.2f, 1});
        line(out.lines, origin, origin + glm::vec3(0, 1, 0), {0.2f, 1, 0.2f, 1});
        line(out.lines, origin, origin + glm::vec3(0, 0, 1), {0.3f, 0.4f, 1, 1});
    }
    out.show_portals = state.view.show_portals;
}

} // namespace sweeplab::app
