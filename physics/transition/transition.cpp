// CTransition: initialisation, the movement loop and validate_transition.
#include "physics/transition/transition.h"

#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "physics/math/constants.h"
#include "physics/math/normalize.h"
#include "physics/reading/reading.h"
#include "physics/world/trace.h"

namespace sweeplab::physics {

namespace {

// Not retail: a bound on sub-steps so a non-finite or absurd offset cannot hang the loop
// (retail has none; ACE stops at 1000). Far above any real movement (50 m/s x 0.2 s over a
// 5 cm sphere is 200 steps). docs/divergences.md, "Transition engine".
constexpr int kMaxSteps = 4096;
// Reading ace.step_cap: ACE's FindTransitionalPosition fails a transition of more sub-steps.
constexpr int kAceMaxSteps = 1000;

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// Position::operator== as validate_transition uses it: same cell and Frame::is_equal (a
// move of exactly EPSILON is no move).
bool same_position(const Position& a, const Position& b) {
    return a.objcell_id == b.objcell_id && a.frame.is_equal(b.frame);
}

} // namespace

// CTransition::init @ 0x00509DD0
void Transition::init() {
    TransitionScratch::init();
    num_substeps = 0;
}

// CTransition::init_object -> OBJECTINFO::init @ 0x0050CF30
void Transition::init_object(const PhysicsObjDesc& object, ObjectInfoState object_state) {
    object_info.init(object, object_state);
}

// CTransition::init_sphere @ 0x00509E50
void Transition::init_sphere(std::uint32_t num_sphere, const Sphere* sphere, float scale) {
    sphere_path.init_sphere(num_sphere, sphere, scale);
}

// CTransition::init_path @ 0x00509E60
void Transition::init_path(std::uint32_t begin_cell, const Position* begin_pos,
                           const Position& end_pos) {
    sphere_path.init_path(begin_cell, begin_pos, end_pos);
}

// CTransition::init_contact_plane @ 0x0050E850
void Transition::init_contact_plane(std::uint32_t cell_id, const Plane& plane, bool is_water) {
    collision_info.init_contact_plane(cell_id, plane, is_water);
}

// CTransition::init_last_known_contact_plane @ 0x0050E8E0
void Transition::init_last_known_contact_plane(std::uint32_t cell_id, const Plane& plane,
                                               bool is_water) {
    collision_info.init_last_known_contact_plane(cell_id, plane, is_water);
}

// CTransition::init_sliding_normal @ 0x0050FF20
void Transition::init_sliding_normal(const glm::vec3& normal) {
    collision_info.init_sliding_normal(normal);
}

// CTransition::find_valid_position @ 0x0050C310
bool Transition::find_valid_position() {
    if (sphere_path.insert_type != InsertType::Transition) return find_placement_position();
    const bool ok = find_transitional_position();
    // Not retail: the last move into a far BSP object's space the object passes deferred
    // (SpherePath::localspace_deferred), written, so the record reads as retail leaves it.
    sphere_path.localspace_materialize();
    return ok;
}

// CTransition::calc_num_steps @ 0x0050A0B0
void Transition::calc_num_steps(glm::vec3& offset, glm::vec3& offset_per_step,
                                int& num_steps) const {
    const SpherePath& sp = sphere_path;
    if (!sp.has_begin_pos) {
        offset = glm::vec3(0.0f);
        offset_per_step = glm::vec3(0.0f);
        num_steps = 1;
        return;
    }
    // Position::get_offset: the block offset is zero in a continuous world.
    offset = sp.end_pos.frame.origin - sp.begin_pos.frame.origin;
    const float dist = glm::length(offset);
    const float radius = sp.local_sphere[0].radius;
    if (!finite(offset) || !(radius > 0.0f)) {
        // Not retail: a NaN offset or a zero sphere would divide by zero below.
        offset_per_step = glm::vec3(0.0f);
        num_steps = 0;
        return;
    }
    if (has_state(ObjectInfoState::IsViewer)) {
        // The viewer steps exactly one radius at a time and overshoots; the loop trims the
        // last step.
        if (dist <= kEpsilon) {
            offset_per_step = glm::vec3(0.0f);
            num_steps = 0;
        } else {
            const float k = dist / radius;
            offset_per_step = offset * (1.0f / k);
            num_steps = static_cast<int>(std::min(std::floor(k), float(kMaxSteps))) + 1;
        }
        return;
    }
    float k = dist / radius;
    if (k > 1.0f) {
        k = std::min(std::ceil(k), float(kMaxSteps));
        offset_per_step = offset * (1.0f / k);
        num_steps = static_cast<int>(k);
    } else if (offset.x != 0.0f || offset.y != 0.0f || offset.z != 0.0f) {
        offset_per_step = offset;
        num_steps = 1;
    } else {
        offset_per_step = glm::vec3(0.0f);
        num_steps = 0;
    }
}

// CTransition::adjust_offset @ 0x0050A370
glm::vec3 Transition::adjust_offset(const glm::vec3& offset) {
    CollisionInfo& ci = collision_info;
    SpherePath& sp = sphere_path;
    glm::vec3 new_offset = offset;
    bool slide = false;
    if (ci.sliding_normal_valid) {
        if (glm::dot(new_offset, ci.sliding_normal) < 0.0f)
            slide = true;
        else
            ci.sliding_normal_valid = false;
    }
    if (ci.contact_plane_valid) {
        const glm::vec3& n = ci.contact_plane.normal;
        const float along = glm::dot(new_offset, n);
        if (slide) {
            // Moving into a wall while on a floor: keep only the crease direction.
            glm::vec3 dir = glm::cross(n, ci.sliding_normal);
            if (normalize_check_small(dir))
                new_offset = glm::vec3(0.0f);
            else
                new_offset = dir * glm::dot(dir, new_offset);
        } else if (along <= 0.0f) {
            new_offset -= n * along;
        } else if (std::fabs(n.z) > kEpsilon) {
            // Plane::snap_to_plane @ 0x00509C50: keep x, y; z so the offset lies in the plane.
            new_offset.z = -(n.x * new_offset.x + n.y * new_offset.y + ci.contact_plane.d) / n.z +
                           ci.contact_plane.d / n.z;
        }
        if (!ci.contact_plane_is_water && ci.contact_plane_cell_id != 0) {
            // Lift the check sphere out of the plane if it sank in (block offset is zero).
            const float r = sp.global_sphere[0].radius;
            const float h = ci.contact_plane.dot_product(sp.global_sphere[0].center);
            if (h < r - kEpsilon && std::fabs(n.z) > kEpsilon) {
                const float dz = (r - h) / n.z;
                if (r > std::fabs(dz)) sp.add_offset_to_check_pos(glm::vec3(0.0f, 0.0f, dz));
            }
        }
    } else if (slide) {
        new_offset -= ci.sliding_normal * glm::dot(new_offset, ci.sliding_normal);
    }
    return new_offset;
}

// CTransition::find_transitional_position @ 0x0050BDF0
bool Transition::find_transitional_position() {
    SpherePath& sp = sphere_path;
    CollisionInfo& ci = collision_info;
    if (sp.begin_cell == kNullCellId) return false;
    TransitionState ts = TransitionState::OK;
    glm::vec3 offset, offset_per_step;
    int num_steps = 0;
    calc_num_steps(offset, offset_per_step, num_steps);
    if (reading_has(ReadingSwitch::AceStepCap)) [[unlikely]] {
        // ACE gives up before touching the path (its sight objects are exempt; there are none
        // here).
        if (num_steps > kAceMaxSteps) return false;
    }
    if (has_state(ObjectInfoState::FreeRotate))
        sp.curr_pos.frame.orientation = sp.end_pos.frame.orientation;
    sp.set_check_pos(sp.curr_pos, sp.curr_cell);
    if (num_steps <= 0) {
        if (!has_state(ObjectInfoState::FreeRotate))
            sp.curr_pos.frame.orientation = sp.end_pos.frame.orientation;
        sp.set_check_pos(sp.curr_pos, sp.curr_cell);
        sp.cell_array_valid = true;
        sp.hits_interior_cell = false;
        build_cell_array(nullptr);
        return true;
    }
    const bool viewer = has_state(ObjectInfoState::IsViewer);
    const float offset_len = glm::length(offset);
    const float radius = sp.local_sphere[0].radius;
    for (int i = 0; i < num_steps; ++i) {
        ++num_substeps;
        if (viewer && i == num_steps - 1 && offset_len > kEpsilon) {
            // The exact remainder of the last (overshooting) viewer step.
            offset_per_step =
                offset * ((offset_len - radius * static_cast<float>(num_steps - 1)) / offset_len);
        }
        sp.global_offset = adjust_offset(offset_per_step);
        if (!viewer && glm::dot(sp.global_offset, sp.global_offset) < kEpsilon * kEpsilon)
            return i != 0 && ts == TransitionState::OK;
        if (!has_state(ObjectInfoState::FreeRotate)) {
            const float t = static_cast<float>(i + 1) / static_cast<float>(num_steps);
            sp.check_pos.frame.orientation =
                glm::slerp(sp.begin_pos.frame.orientation, sp.end_pos.frame.orientation, t);
        }
        ci.sliding_normal_valid = false;
        ci.contact_plane_valid = false;
        ci.contact_plane_is_water = false;
        bool redo = false;
        if (sp.insert_type != InsertType::Transition) {
            ts = validate_placement_transition(transitional_insert(3), redo);
            if (ts == TransitionState::OK) return true;
            if (!sp.placement_allows_sliding) return false;
            // Retail adds the offset after the insert (literal).
            sp.add_offset_to_check_pos(sp.global_offset);
        } else {
            sp.check_pos.frame.origin += sp.global_offset;
            sp.cell_array_valid = false;
            sp.cache_global_sphere(&sp.global_offset);
            const glm::vec3 check_before = sp.check_pos.frame.origin;
            const TransitionState inserted = transitional_insert(3);
            ts = validate_transition(inserted, redo);
            if (trace != nullptr) trace_substep(*trace, *this, check_before, inserted);
            if (ci.frames_stationary_fall != 0) break;
        }
        if (ci.collision_normal_valid && has_state(ObjectInfoState::PathClipped)) break;
    }
    return ts == TransitionState::OK;
}

// CTransition::validate_transition @ 0x0050AA70
TransitionState Transition::validate_transition(TransitionState ts, bool& redo) {
    SpherePath& sp = sphere_path;
    CollisionInfo& ci = collision_info;
    redo = false; // retail never sets it
    bool moved = ts == TransitionState::OK && !same_position(sp.check_pos, sp.curr_pos);
    if (ts == TransitionState::OK) {
        sp.curr_pos = sp.check_pos;
        sp.curr_cell = sp.check_cell;
        sp.cache_global_curr_center();
        sp.set_check_pos(sp.curr_pos, sp.curr_cell);
    } else if (ts == TransitionState::Collided || ts == TransitionState::Adjusted ||
               ts == TransitionState::Slid) {
        if (ci.last_known_contact_plane_valid) {
            object_info.kill_velocity();
            const Plane& lk = ci.last_known_contact_plane;
            if (sp.global_sphere[0].radius + kEpsilon >
                std::fabs(lk.dot_product(sp.global_curr_center[0]))) {
                ci.set_contact_plane(lk, ci.last_known_contact_plane_is_water);
                ci.contact_plane_cell_id = ci.last_known_contact_plane_cell_id;
                // Still standing on the last plane: counts as moved for the fall counter.
                if (has_state(ObjectInfoState::OnWalkable)) moved = true;
            }
        }
        if (!ci.collision_normal_valid) ci.set_collision_normal(glm::vec3(0.0f, 0.0f, 1.0f));
        sp.set_check_pos(sp.curr_pos, sp.curr_cell);
        build_cell_array(nullptr);
        ts = TransitionState::OK;
    }
    if (ci.collision_normal_valid) ci.set_sliding_normal(ci.collision_normal);
    if (!has_state(ObjectInfoState::IsViewer) &&
        has(object_info.object_state, PhysicsState::Gravity)) {
        if (moved) {
            ci.frames_stationary_fall = 0;
        } else if (ci.frames_stationary_fall == 0) {
            ci.frames_stationary_fall = 1;
        } else if (ci.frames_stationary_fall == 1) {
            ci.frames_stationary_fall = 2;
        } else {
            // Three frames without moving under gravity: make a floor under the sphere.
            ci.frames_stationary_fall = 3;
            Plane floor;
            floor.normal = glm::vec3(0.0f, 0.0f, 1.0f);
            floor.d = sp.global_sphere[0].radius - sp.global_sphere[0].center.z;
            ci.set_contact_plane(floor, false);
            ci.contact_plane_cell_id = sp.check_pos.objcell_id;
            if (!has_state(ObjectInfoState::Contact)) {
                ci.set_collision_normal(glm::vec3(0.0f, 0.0f, 1.0f));
                ci.collided_with_environment = true;
            }
        }
    }
    ci.last_known_contact_plane_valid = ci.contact_plane_valid;
    if (ci.contact_plane_valid) {
        ci.last_known_contact_plane = ci.contact_plane;
        ci.last_known_contact_plane_cell_id = ci.contact_plane_cell_id;
        ci.last_known_contact_plane_is_water = ci.contact_plane_is_water;
        object_info.state |= ObjectInfoState::Contact;
        if (object_info.is_valid_walkable(ci.contact_plane.normal))
            object_info.state |= ObjectInfoState::OnWalkable;
        else
            object_info.state &= ~ObjectInfoState::OnWalkable;
    } else {
        object_info.state &= ~(ObjectInfoState::Contact | ObjectInfoState::OnWalkable);
    }
    return ts;
}

// OBJECTINFO::validate_walkable @ 0x0050D010
TransitionState Transition::validate_walkable(const Sphere& check_pos, const Plane& contact_plane,
                                              bool is_water, float water_depth,
                                              std::uint32_t land_cell_id) {
    return object_info.validate_walkable(check_pos, contact_plane, is_water, water_depth,
                                         sphere_path, collision_info, land_cell_id);
}

} // namespace sweeplab::physics
