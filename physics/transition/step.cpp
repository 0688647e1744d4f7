// CTransition stepping: check_walkable, step_up, step_down and SPHEREPATH::step_up_slide.
#include "physics/collision/slide_sphere.h"
#include "physics/math/constants.h"
#include "physics/transition/bsp_bridge.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics {

// CTransition::check_walkable @ 0x0050AFF0
bool Transition::check_walkable(float zval) {
    SpherePath& sp = sphere_path;
    if (!has_state(ObjectInfoState::OnWalkable)) return true;
    // SPHEREPATH::check_walkables @ 0x0050C3E0: no walkable -> true; else halve the stored
    // check sphere's radius in place (persistent, as retail) and test the polygon.
    if (!sp.walkable.valid()) return true;
    sp.walkable_check_pos.radius *= 0.5f;
    if (physics::check_walkable(sp.walkable.view, sp.walkable_check_pos, sp.walkable_up))
        return true;
    // Local copies (ACE clobbers the path's backup here; retail and GDLE do not).
    const Position backup = sp.check_pos;
    const std::uint32_t backup_cell = sp.check_cell;
    float step_down_height = object_info.step_down_height;
    sp.walkable_allowance = zval;
    sp.check_walkable = true;
    const float radius = sp.global_sphere[0].radius;
    if (sp.num_sphere < 2 && step_down_height > 2.0f * radius) step_down_height = radius * 0.5f;
    if (step_down_height > 2.0f * radius) step_down_height *= 0.5f;
    sp.add_offset_to_check_pos(glm::vec3(0.0f, 0.0f, -step_down_height));
    const TransitionState ts = transitional_insert(1);
    sp.check_walkable = false;
    sp.set_check_pos(backup, backup_cell);
    // A walkable below makes the probe collide.
    return ts != TransitionState::OK;
}

// CTransition::step_up @ 0x0050B610
bool Transition::step_up(const glm::vec3& collision_normal) {
    SpherePath& sp = sphere_path;
    collision_info.contact_plane_valid = false;
    collision_info.contact_plane_is_water = false;
    sp.step_up = true;
    sp.step_up_normal = collision_normal;
    float step_down_height = 0.04f;
    float zval = kLandingZ;
    if (has_state(ObjectInfoState::OnWalkable)) {
        zval = object_info.get_walkable_z();
        step_down_height = object_info.step_up_height;
    }
    sp.walkable_allowance = zval;
    sp.save_check_pos();
    // With step_up set, step_down probes down from the blocked position without lowering it.
    const bool ok = step_down(step_down_height, zval);
    sp.step_up = false;
    note(ok ? "CTransition::step_up/stepped" : "CTransition::step_up/failed", TransitionState::OK);
    sp.walkable.reset();
    if (!ok) sp.restore_check_pos();
    return ok;
}

// CTransition::step_down @ 0x0050B2A0
bool Transition::step_down(float step_down_height, float zval) {
    SpherePath& sp = sphere_path;
    CollisionInfo& ci = collision_info;
    sp.neg_poly_hit = false;
    sp.step_down = true;
    sp.step_down_amt = step_down_height;
    sp.walk_interp = 1.0f;
    if (!sp.step_up) {
        sp.cell_array_valid = false;
        const glm::vec3 offset(0.0f, 0.0f, -step_down_height);
        sp.check_pos.frame.origin += offset;
        sp.cache_global_sphere(&offset);
    }
    TransitionState ts = transitional_insert(5);
    sp.step_down = false;
    if (ts == TransitionState::OK && ci.contact_plane_valid && ci.contact_plane.normal.z >= zval &&
        (!has_state(ObjectInfoState::EdgeSlide) || sp.step_up || check_walkable(zval))) {
        // An overlap check at the new height.
        const InsertType backup = sp.insert_type;
        sp.insert_type = InsertType::Placement;
        ts = transitional_insert(1);
        sp.insert_type = backup;
        // Trace only: the walkable the step rested on, before the caller clears it.
        if (tracing() && ts == TransitionState::OK) trace_note_walkable(*trace, sp);
        return ts == TransitionState::OK;
    }
    return false;
}

// SPHEREPATH::step_up_slide @ 0x0050C3B0
TransitionState Transition::step_up_slide() {
    SpherePath& sp = sphere_path;
    sp.step_up_slide_prologue(collision_info);
    // Retail passes &step_up_normal, which slide_sphere may overwrite.
    const Sphere check = sp.global_sphere[0];
    const glm::vec3 curr = sp.global_curr_center[0];
    return note("SPHEREPATH::step_up_slide",
                slide_sphere(check, sp, collision_info, sp.step_up_normal, curr));
}

} // namespace sweeplab::physics
