#include "app/lab/lab_state.h"

#include <algorithm>
#include <cstdlib>

namespace sweeplab::app {

namespace {

using S = physics::DebugDrawSettings;

constexpr DebugDrawItem kItems[] = {
    {"sweep", "substeps", "sub-step spheres", &S::substep_spheres,
     "The avatar's spheres at every transition sub-step of the frame and the path through "
     "them (the scrubbed sub-step in magenta)"},
    {"sweep", "contact_plane", "contact plane", &S::contact_plane,
     "COLLISIONINFO::contact_plane: its normal and a patch of the plane under the sphere"},
    {"sweep", "collision_normal", "collision normal", &S::collision_normal,
     "COLLISIONINFO::collision_normal"},
    {"sweep", "sliding_normal", "sliding normal", &S::sliding_normal,
     "COLLISIONINFO::sliding_normal (horizontal: the wall the mover slides along)"},
    {"sweep", "crease", "crease direction", &S::crease,
     "The direction a slide keeps: cross(collision normal, contact normal) as "
     "CSphere::slide_sphere, else cross(contact normal, sliding normal) as "
     "CTransition::adjust_offset"},
    {"sweep", "collide_polygon", "BSP polygon hit", &S::collide_polygon,
     "The BSP polygon each sub-step collided with (red outline)"},
    {"sweep", "walkable_polygon", "walkable polygon", &S::walkable_polygon,
     "The walkable polygon each sub-step stood on (green outline)"},
    {"bsp", "node_spheres", "node spheres", &S::node_spheres,
     "Bounding spheres of the physics BSP nodes of the cells and objects near the sweep"},
    {"bsp", "node_touched", "touched only", &S::node_spheres_touched_only,
     "Retail's early out: skip a node (and its subtree) whose sphere misses the sphere "
     "around the frame's sub-steps"},
    {"cells", "cell_bounds", "cell bounds", &S::cell_bounds,
     "The cells the portal walk reached: the camera's (yellow) and the others (green)"},
    {"cells", "portals", "visited portals", &S::portals,
     "The portals the walk looked through (magenta)"},
    {"camera", "pivot", "pivot", &S::camera_pivot, "The head pivot the boom hangs from"},
    {"camera", "sought_eye", "sought eye", &S::sought_eye,
     "The damped desired eye and the part of the boom the sweep cut off (shown from the "
     "eye when the sweep stopped 1 m or more short)"},
    {"camera", "swept_viewer", "swept sphere", &S::swept_viewer,
     "The 0.3 m viewer sphere at the sought eye; from above also the tube it swept"},
    {"camera", "final_eye", "final eye", &S::final_eye,
     "Where the sweep left the eye (not drawn in the chase view, which looks from it)"},
};

} // namespace

Boom scene_boom(const scene::Scene& s) {
    return {s.camera.yaw_deg, s.camera.pitch_deg, s.camera.distance, s.camera.pivot_height};
}

std::span<const DebugDrawItem> debug_draw_items() {
    return kItems;
}

void apply_debug_draw_spec(const std::string& spec, physics::DebugDrawSettings& settings) {
    std::size_t start = 0;
    while (start <= spec.size()) {
        const std::size_t end = std::min(spec.find(',', start), spec.size());
        std::string key = spec.substr(start, end - start);
        start = end + 1;
        if (key.empty()) continue;
        const bool on = key.front() != '-';
        if (!on) key.erase(0, 1);
        if (key.rfind("depth=", 0) == 0) {
            settings.node_depth = std::atoi(key.c_str() + 6);
            continue;
        }
        for (const DebugDrawItem& item : kItems)
            if (key == "all" || key == "none" || key == item.key)
                settings.*item.flag = key == "none" ? false : on;
    }
}

physics::DebugDrawSettings initial_debug_draw() {
    physics::DebugDrawSettings settings;
    if (const char* env = std::getenv("SWEEPLAB_DEBUG_DRAW")) apply_debug_draw_spec(env, settings);
    return settings;
}

} // namespace sweeplab::app
