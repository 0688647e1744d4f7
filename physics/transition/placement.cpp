// CTransition placement: find_placement_position, find_placement_pos, placement_insert and
// the two placement validators.
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/math/constants.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics {

// CTransition::placement_insert @ 0x0050B1D0
TransitionState Transition::placement_insert() {
    SpherePath& sp = sphere_path;
    if (sp.check_cell == kNullCellId) return TransitionState::Collided;
    TransitionState ts = insert_into_cell(sp.check_cell, 3);
    if (ts == TransitionState::OK) ts = check_other_cells(sp.check_cell);
    return ts;
}

// CTransition::validate_placement @ 0x0050B210
TransitionState Transition::validate_placement(TransitionState ts, bool adjust) {
    SpherePath& sp = sphere_path;
    // Bounded: retail recurses until the adjustment settles; every level is one insert.
    for (int depth = 0; depth < 32; ++depth) {
        if (sp.check_cell == kNullCellId) return TransitionState::Collided;
        if (ts == TransitionState::OK) {
            sp.curr_pos = sp.check_pos;
            sp.curr_cell = sp.check_cell;
            sp.cache_global_curr_center();
            return ts;
        }
        if ((ts != TransitionState::Adjusted && ts != TransitionState::Slid) || !adjust) return ts;
        ts = placement_insert();
        adjust = false;
    }
    return ts;
}

// CTransition::validate_placement_transition @ 0x0050ADC0
TransitionState Transition::validate_placement_transition(TransitionState ts, bool& redo) {
    SpherePath& sp = sphere_path;
    redo = false;
    if (sp.check_cell == kNullCellId) return TransitionState::Collided;
    if (ts == TransitionState::OK) {
        sp.curr_pos = sp.check_pos;
        sp.curr_cell = sp.check_cell;
        sp.cache_global_curr_center();
    } else if ((ts == TransitionState::Collided || ts == TransitionState::Adjusted ||
                ts == TransitionState::Slid) &&
               sp.placement_allows_sliding) {
        collision_info.init();
    }
    return ts;
}

// CTransition::find_placement_position @ 0x0050C170
bool Transition::find_placement_position() {
    SpherePath& sp = sphere_path;
    CollisionInfo& ci = collision_info;
    sp.set_check_pos(sp.curr_pos, sp.curr_cell);
    sp.insert_type = InsertType::InitialPlacement;
    TransitionState ts = TransitionState::Collided;
    if (sp.check_cell != kNullCellId) {
        ts = insert_into_cell(sp.check_cell, 3);
        if (ts == TransitionState::OK) ts = check_other_cells(sp.check_cell);
    }
    if (validate_placement(ts, true) != TransitionState::OK) return false;
    sp.insert_type = InsertType::Placement;
    if (!find_placement_pos()) return false;
    if (object_info.step_down) {
        float h = object_info.step_down_height;
        sp.walkable_allowance = kLandingZ;
        sp.save_check_pos();
        const InsertType backup = sp.insert_type;
        sp.insert_type = InsertType::Transition;
        const float r = sp.global_sphere[0].radius;
        if (sp.num_sphere < 2 && 2.0f * r < h) h = r * 0.5f;
        bool ok;
        if (2.0f * r >= h)
            ok = step_down(h, kLandingZ);
        else
            ok = step_down(h * 0.5f, kLandingZ) || step_down(h * 0.5f, kLandingZ);
        if (!ok) {
            sp.restore_check_pos();
            ci.contact_plane_valid = false;
            ci.contact_plane_is_water = false;
        }
        sp.insert_type = backup;
        sp.walkable.reset();
    }
    return validate_placement(TransitionState::OK, true) == TransitionState::OK;
}

// CTransition::find_placement_pos @ 0x0050BA50
bool Transition::find_placement_pos() {
    SpherePath& sp = sphere_path;
    CollisionInfo& ci = collision_info;
    bool redo = false;
    sp.set_check_pos(sp.curr_pos, sp.curr_cell);
    ci.sliding_normal_valid = false;
    ci.contact_plane_valid = false;
    ci.contact_plane_is_water = false;
    if (validate_placement_transition(transitional_insert(3), redo) == TransitionState::OK)
        return true;
    if (!sp.placement_allows_sliding) return false;
    // Rings out to 4 m (2 m for tiny spheres), ever denser in angle.
    float rad = sp.local_sphere[0].radius;
    float adjust_rad = 4.0f;
    bool small = false;
    if (rad < 0.125f) {
        small = true;
        adjust_rad = 2.0f;
    } else if (rad < 0.48f) {
        rad = 0.48f;
    }
    float k = 4.0f / rad;
    if (small) k *= 0.5f;
    if (!(k > 1.0f)) return false;
    const int steps = static_cast<int>(std::min(std::ceil(k), 64.0f));
    const float dist_step = adjust_rad / static_cast<float>(steps);
    const float rad_step = dist_step / rad * 3.1415999f;
    float dist = 0.0f, ang = 0.0f;
    for (int i = 0; i < steps; ++i) {
        dist += dist_step;
        ang += rad_step;
        const int m = 2 * static_cast<int>(std::min(std::ceil(ang), 512.0f));
        const float deg = 360.0f / static_cast<float>(m);
        for (int j = 0; j < m; ++j) {
            sp.set_check_pos(sp.curr_pos, sp.curr_cell);
            // Frame::set_heading + get_vector_heading: heading 0 faces +Y, clockwise.
            const float h = glm::radians(deg * static_cast<float>(j));
            const glm::vec3 off = glm::vec3(std::sin(h), std::cos(h), 0.0f) * dist;
            sp.global_offset = adjust_offset(off);
            if (glm::length(sp.global_offset) >= kEpsilon) {
                sp.add_offset_to_check_pos(sp.global_offset);
                ci.sliding_normal_valid = false;
                ci.contact_plane_valid = false;
                ci.contact_plane_is_water = false;
                if (validate_placement_transition(transitional_insert(3), redo) ==
                    TransitionState::OK)
                    return true;
            }
        }
    }
    return false;
}

} // namespace sweeplab::physics
