// CTransition sliding: edge_slide, cliff_slide and SPHEREPATH::precipice_slide.
#include <glm/geometric.hpp>

#include "physics/collision/slide_sphere.h"
#include "physics/geometry/polygon.h"
#include "physics/math/normalize.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics {

// CTransition::edge_slide @ 0x0050B3D0
bool Transition::edge_slide(TransitionState& ts, float step_down_height, float zval) {
    SpherePath& sp = sphere_path;
    CollisionInfo& ci = collision_info;
    if (!has_state(ObjectInfoState::OnWalkable) || !has_state(ObjectInfoState::EdgeSlide)) {
        // Plain "walk off the edge".
        sp.walkable.reset();
        sp.restore_check_pos();
        ci.contact_plane_valid = false;
        ci.contact_plane_is_water = false;
        sp.cell_array_valid = true;
        ts = note("CTransition::edge_slide/walk_off", TransitionState::OK);
        return true;
    }
    if (ci.contact_plane_valid && ci.contact_plane.normal.z < zval) {
        // Landed on something too steep: slide along the crease (restore first, as retail;
        // ACE slides first and then loses the slide to the restore).
        const Plane plane = ci.contact_plane;
        sp.walkable.reset();
        sp.restore_check_pos();
        ts = note("CTransition::edge_slide/cliff_slide", cliff_slide(plane));
        ci.contact_plane_valid = false;
        ci.contact_plane_is_water = false;
        return false;
    }
    if (sp.walkable.valid()) {
        // A precipice: slide along the edge of the polygon we stand on.
        sp.restore_check_pos();
        ci.contact_plane_valid = false;
        ci.contact_plane_is_water = false;
        ts = note("CTransition::edge_slide/precipice_slide", precipice_slide());
        return ts == TransitionState::Collided;
    }
    if (ci.contact_plane_valid) {
        // A walkable plane without a polygon (terrain): walk on.
        sp.walkable.reset();
        sp.restore_check_pos();
        sp.cell_array_valid = true;
        ci.contact_plane_valid = false;
        ci.contact_plane_is_water = false;
        ts = note("CTransition::edge_slide/terrain_walk_on", TransitionState::OK);
        return true;
    }
    // No contact at all: probe from the pre-step position for the walkable we stand on.
    sp.add_offset_to_check_pos(sp.global_curr_center[0] - sp.global_sphere[0].center);
    step_down(step_down_height, zval);
    ci.contact_plane_valid = false;
    ci.contact_plane_is_water = false;
    sp.restore_check_pos();
    if (sp.walkable.valid()) {
        sp.cache_localspace_sphere(sp.walkable_pos, sp.walkable_scale);
        sp.set_walkable_check_pos(sp.localspace_sphere[0]);
        ts = note("CTransition::edge_slide/probe_precipice_slide", precipice_slide());
        return ts == TransitionState::Collided;
    }
    sp.walkable.reset();
    sp.cell_array_valid = true;
    ts = note("CTransition::edge_slide/no_walkable", TransitionState::Collided);
    return true;
}

// CTransition::cliff_slide @ 0x0050A6D0
TransitionState Transition::cliff_slide(const Plane& contact_plane) {
    SpherePath& sp = sphere_path;
    CollisionInfo& ci = collision_info;
    glm::vec3 c = glm::cross(contact_plane.normal, ci.last_known_contact_plane.normal);
    c.z = 0.0f;
    glm::vec3 n(-c.y, c.x, 0.0f); // horizontal, perpendicular to the crease
    if (normalize_check_small(n)) return TransitionState::OK;
    const glm::vec3 m = sp.get_curr_pos_check_pos_block_offset() +
                        (sp.global_sphere[0].center - sp.global_curr_center[0]);
    const float a = glm::dot(n, m);
    // Literal retail (decompile, ACE and GDLE agree): the a <= 0 branch adds n * a.
    if (a <= 0.0f) {
        sp.add_offset_to_check_pos(n * a);
        ci.set_collision_normal(n);
    } else {
        sp.add_offset_to_check_pos(n * -a);
        ci.set_collision_normal(-n);
    }
    return TransitionState::Adjusted;
}

// SPHEREPATH::precipice_slide @ 0x0050CC80
TransitionState Transition::precipice_slide() {
    SpherePath& sp = sphere_path;
    glm::vec3 edge(0.0f);
    if (!sp.walkable.valid() ||
        !find_crossed_edge(sp.walkable.view, sp.walkable_check_pos, sp.walkable_up, edge)) {
        sp.walkable.reset();
        return TransitionState::Collided;
    }
    sp.walkable.reset();
    sp.step_up = false;
    glm::vec3 n = sp.precipice_slide_normal(edge);
    const Sphere check = sp.global_sphere[0];
    const glm::vec3 curr = sp.global_curr_center[0];
    return slide_sphere(check, sp, collision_info, n, curr);
}

} // namespace sweeplab::physics
