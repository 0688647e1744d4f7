#include "physics/collision/object_info.h"

#include <cmath>

#include <glm/geometric.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/constants.h"
#include "physics/reading/reading.h"

namespace sweeplab::physics {

// The part of CTransition::init @ 0x00509DD0 that touches object_info: object = null,
// state = 0, targetID = 0. The copied object bits and the kill request are what the null
// pointer stands for here, so they go too.
void ObjectInfo::reset() {
    object_id = 0;
    object_state = PhysicsState::None;
    state = ObjectInfoState::Default;
    target_id = 0;
    velocity_killed = false;
}

// OBJECTINFO::init @ 0x0050CF30
void ObjectInfo::init(const PhysicsObjDesc& object, ObjectInfoState object_state_bits) {
    object_id = object.id;
    object_state = object.state;
    state = object_state_bits;
    scale = object.scale;
    step_up_height = object.step_up_height;
    step_down_height = object.step_down_height;
    ethereal = has(object.state, PhysicsState::Ethereal);
    // Missiles never step down.
    step_down = !has(object.state, PhysicsState::Missile);
    if (object.has_weenie) {
        if (object.is_impenetrable) state |= ObjectInfoState::IsImpenetrable;
        if (object.is_player) state |= ObjectInfoState::IsPlayer;
        if (object.is_pk) state |= ObjectInfoState::IsPK;
        if (object.is_pklite) state |= ObjectInfoState::IsPKLite;
    }
}

// OBJECTINFO::get_walkable_z @ 0x0050CF20 (CPhysicsObj::get_walkable_z: PhysicsGlobals::floor_z)
float ObjectInfo::get_walkable_z() const {
    return kFloorZ;
}

// OBJECTINFO::is_valid_walkable @ 0x0050CF10 (CPhysicsObj::is_valid_walkable @ 0x0050F530)
bool ObjectInfo::is_valid_walkable(const glm::vec3& normal) const {
    return normal.z >= kFloorZ;
}

// OBJECTINFO::kill_velocity @ 0x0050CFE0
void ObjectInfo::kill_velocity() {
    velocity_killed = true;
}

namespace {

// Reading ace.viewer_walkable (ACE ObjectInfo.cs ValidateWalkable): a viewer above the plane
// is let through only when its path began indoors; outdoors ACE goes on to adjust it. True
// when the viewer is let through. Not ACE: where ACE would go on with an infinite or NaN
// angle (a step parallel to the plane) and send the eye to infinity, it is let through, so
// no position is ever NaN.
bool ace_viewer_above_plane(float dist, const Sphere& check_pos, const Plane& plane,
                            const SpherePath& path) {
    if (!(dist > -kEpsilon)) return false;
    if (path.has_begin_pos && (path.begin_pos.objcell_id & 0xFFFFu) >= 0x100u) return true;
    const glm::vec3 offset = check_pos.center - path.global_curr_center[0];
    return !std::isfinite(dist / glm::dot(offset, plane.normal));
}

} // namespace

// OBJECTINFO::validate_walkable @ 0x0050D010
TransitionState ObjectInfo::validate_walkable(const Sphere& check_pos, const Plane& contact_plane,
                                              bool is_water, float water_depth, SpherePath& path,
                                              CollisionInfo& collisions,
                                              std::uint32_t land_cell_id) const {
    TransitionState ts = TransitionState::OK;
    if (has(state, ObjectInfoState::IsViewer)) {
        const float dist = contact_plane.dot_product(check_pos.center) - check_pos.radius;
        if (reading_has(ReadingSwitch::AceViewerWalkable)) [[unlikely]] {
            if (ace_viewer_above_plane(dist, check_pos, contact_plane, path))
                return TransitionState::OK;
        } else if (dist > -kEpsilon) {
            return TransitionState::OK;
        }
        const glm::vec3 offset = check_pos.center - path.global_curr_center[0];
        const float angle = dist / glm::dot(offset, contact_plane.normal);
        // Retail's order: only an indoor viewer (begin cell low word >= 0x100) is let through
        // when the plane is crossed outside this step; ACE also gates the first test on it.
        if ((angle <= 0.0f || angle > 1.0f) && path.has_begin_pos &&
            (path.begin_pos.objcell_id & 0xFFFFu) >= 0x100u)
            return TransitionState::OK;
        path.add_offset_to_check_pos(offset * -angle);
        collisions.set_collision_normal(contact_plane.normal);
        collisions.collided_with_environment = true;
        return TransitionState::Adjusted;
    }

    const glm::vec3 low = check_pos.center - glm::vec3(0.0f, 0.0f, check_pos.radius);
    const float dist = contact_plane.dot_product(low) + water_depth;
    if (dist >= -kEpsilon) {
        if (dist > kEpsilon) return TransitionState::OK;
        const bool valid = is_valid_walkable(contact_plane.normal);
        if (path.step_down || !has(state, ObjectInfoState::OnWalkable) || valid) {
            collisions.set_contact_plane(contact_plane, is_water);
            collisions.contact_plane_cell_id = land_cell_id;
        }
        if (!has(state, ObjectInfoState::Contact) && !path.step_down) {
            collisions.set_collision_normal(contact_plane.normal);
            collisions.collided_with_environment = true;
        }
        return TransitionState::OK;
    }

    if (path.check_walkable) return TransitionState::Collided;
    const float zdist = dist / contact_plane.normal.z;
    const bool valid = is_valid_walkable(contact_plane.normal);
    if (path.step_down || !has(state, ObjectInfoState::OnWalkable) || valid) {
        collisions.set_contact_plane(contact_plane, is_water);
        collisions.contact_plane_cell_id = land_cell_id;
        if (path.step_down) {
            const float interp =
                (1.0f - (-1.0f / (path.step_down_amt * path.walk_interp)) * zdist) *
                path.walk_interp;
            if (interp >= path.walk_interp || interp < -0.1f) return TransitionState::Collided;
            path.walk_interp = interp;
        }
        path.add_offset_to_check_pos(glm::vec3(0.0f, 0.0f, -zdist));
        ts = TransitionState::Adjusted;
    }
    if (!has(state, ObjectInfoState::Contact) && !path.step_down) {
        collisions.set_collision_normal(contact_plane.normal);
        collisions.collided_with_environment = true;
        return ts;
    }
    return ts;
}

} // namespace sweeplab::physics
