#include "app/lab/debug_overlay.h"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "app/frame_builder.h"
#include "app/lab/line_debug_renderer.h"
#include "physics/camera/chase_camera.h"
#include "physics/debug_draw.h"
#include "physics/world/world.h"

namespace sweeplab::app {

namespace {

void line(std::vector<render::LineVertex>& lines, const glm::vec3& a, const glm::vec3& b,
          const glm::vec4& color) {
    lines.push_back({a, color});
    lines.push_back({b, color});
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
        // Outdoors: 0 in a scene, a retail land cell id (0xXXYY0001-0040) in a DAT world
        // (a scene's own cells have small ids).
        if (cell == 0 || (sim.dat_world() != nullptr && !physics::is_indoor_cell(cell)))
            return o.draw_outdoor;
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
    // The avatar is an object of its cell too (retail draws it with that cell's objects);
    // so is its ghost.
    if (avatar_shown && !shown(o.cell)) out.avatar.clear();
    if (!out.ghosts.empty() && !o.ghosts.empty() && !shown(o.ghosts.front().cell))
        out.ghosts.clear();
    out.visible_cells = o.visible_cells;
    out.draw_outdoor = o.draw_outdoor;
}

// The compare ghost's tint: neither the avatar's blue nor a creature's orange.
constexpr glm::vec4 kGhostColor{0.55f, 1.0f, 0.25f, 1.0f};

// The compare ghost (docs/readings.md, ghosts): the avatar's body at the ghost's feet and heading,
// tinted and drawn translucent; a little larger than the avatar so that while the two agree it
// shows as a shell around it instead of vanishing inside it.
void add_ghost(const LabState& state, render::FrameDraw& out) {
    const Simulation& sim = state.lab->sim();
    if (!state.view.show_avatar || !sim.has_compare() || sim.output().ghosts.empty()) return;
    const GhostOutput& g = sim.output().ghosts.front();
    render::FrameDraw body;
    add_avatar(sim.scene(), {g.position, g.yaw_deg, 1.0f}, body);
    for (render::SphereInstance s : body.avatar) {
        s.radius *= 1.03f;
        s.color = kGhostColor;
        out.ghosts.push_back(s);
    }
    out.ghost_alpha = 0.35f;
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

void add_camera_overlay(const LabState& state, std::vector<render::LineVertex>& lines,
                        bool view_from_eye) {
    const FrameOutput& o = state.lab->output();
    physics::ChaseCameraFrame camera;
    camera.pivot = o.pivot;
    camera.sought = o.sought;
    camera.eye = o.eye;
    LineDebugRenderer r(lines);
    physics::draw_camera(r, camera, state.debug, view_from_eye);
}

void build_frame_draw(const LabState& state, render::FrameDraw& out) {
    const FrameOutput& o = state.lab->output();
    if (state.view.show_objects) add_scene_shapes(state.lab->scene(), out);
    if (state.view.show_avatar)
        add_avatar(state.lab->scene(), {o.position, o.yaw_deg, 1.0f - o.translucency}, out);
    add_ghost(state, out);
    const VisibilityView& vis = visibility_view();
    if (vis.retail) apply_visibility(state.lab->sim(), out, state.view.show_avatar);
    // The overlay: the physics library reports the shapes, the renderer makes them lines.
    physics::DebugDrawSettings settings = state.debug;
    settings.substep_cursor = state.lab->substep_cursor;
    LineDebugRenderer r(out.lines);
    const Simulation& sim = state.lab->sim();
    physics::draw_cells(r, sim.portal_graph(), sim.visibility(), settings);
    physics::draw_trace(r, state.lab->trace(), settings);
    physics::draw_node_spheres(r, sim.world(), state.lab->trace(), settings);
    // The chase view looks from the eye; with CollideCamera off there is no sweep to show.
    if (sim.camera_collide) add_camera_overlay(state, out.lines, true);
    if (state.view.show_axes) {
        const glm::vec3 origin(0.0f, 0.0f, 0.01f);
        line(out.lines, origin, origin + glm::vec3(1, 0, 0), {1, 0.2f, 0.2f, 1});
        line(out.lines, origin, origin + glm::vec3(0, 1, 0), {0.2f, 1, 0.2f, 1});
        line(out.lines, origin, origin + glm::vec3(0, 0, 1), {0.3f, 0.4f, 1, 1});
    }
    out.show_portals = state.view.show_portals;
}

} // namespace sweeplab::app
