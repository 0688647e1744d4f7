#include "physics/collision/collision_info.h"

#include "physics/math/normalize.h"
#include "physics/reading/reading.h"

namespace sweeplab::physics {

// COLLISIONINFO::init @ 0x00509D60
void CollisionInfo::init() {
    // Exactly retail's set. Planes, normals, water bits and the last-known cell id keep their
    // previous values: every retail read of them is guarded by a *_valid flag cleared here
    // or is preceded by a write (init_contact_plane / set_contact_plane).
    last_known_contact_plane_valid = false;
    contact_plane_valid = false;
    sliding_normal_valid = false;
    collision_normal_valid = false;
    num_collide_object = 0;
    last_collided_object = 0;
    collided_with_environment = false;
    contact_plane_cell_id = 0;
    frames_stationary_fall = 0;
    // The modern diagnostic that shadows num_collide_object.
    collide_object_dropped = 0;
}

// COLLISIONINFO::set_contact_plane @ 0x00509D80
void CollisionInfo::set_contact_plane(const Plane& plane, bool is_water) {
    contact_plane_valid = true;
    contact_plane = plane;
    contact_plane_is_water = is_water;
}

// COLLISIONINFO::set_collision_normal @ 0x0050A000
void CollisionInfo::set_collision_normal(const glm::vec3& normal) {
    // ACE stores the raw normal; retail stores it normalised, or zero when too small.
    collision_normal_valid = true;
    collision_normal = normal;
    if (reading_has(ReadingSwitch::AceRawCollisionNormal)) [[unlikely]] {
        // ACE normalises a copy only to test its length: the stored normal stays raw.
        glm::vec3 copy = normal;
        if (normalize_check_small(copy)) collision_normal = glm::vec3(0.0f);
        return;
    }
    if (normalize_check_small(collision_normal)) collision_normal = glm::vec3(0.0f);
}

// COLLISIONINFO::set_sliding_normal @ 0x0050A060
void CollisionInfo::set_sliding_normal(const glm::vec3& normal) {
    // Sliding is horizontal: retail drops z, then normalises (ACE keeps x, y un-normalised).
    sliding_normal_valid = true;
    sliding_normal = glm::vec3(normal.x, normal.y, 0.0f);
    if (reading_has(ReadingSwitch::AceRawSlidingNormal)) [[unlikely]] {
        // ACE keeps (x, y, 0) raw and tests the length of the whole normal, z included.
        glm::vec3 copy = normal;
        if (normalize_check_small(copy)) sliding_normal = glm::vec3(0.0f);
        return;
    }
    if (normalize_check_small(sliding_normal)) sliding_normal = glm::vec3(0.0f);
}

// COLLISIONINFO::add_object @ 0x006B4E20
void CollisionInfo::add_object(std::uint32_t object_id, TransitionState ts) {
    // An object already listed changes nothing, not even last_collided_object.
    if (has_collided_with(object_id)) return;
    if (num_collide_object < kMaxCollideObjects)
        collide_object[num_collide_object++] = object_id;
    else
        ++collide_object_dropped;
    if (ts != TransitionState::OK) last_collided_object = object_id;
}

// CTransition::init_contact_plane @ 0x0050E850
void CollisionInfo::init_contact_plane(std::uint32_t cell_id, const Plane& plane, bool is_water) {
    last_known_contact_plane_valid = true;
    last_known_contact_plane = plane;
    last_known_contact_plane_is_water = is_water;
    last_known_contact_plane_cell_id = cell_id;
    contact_plane_valid = true;
    contact_plane = plane;
    contact_plane_is_water = is_water;
    contact_plane_cell_id = cell_id;
}

// CTransition::init_last_known_contact_plane @ 0x0050E8E0
void CollisionInfo::init_last_known_contact_plane(std::uint32_t cell_id, const Plane& plane,
                                                  bool is_water) {
    last_known_contact_plane_valid = true;
    last_known_contact_plane = plane;
    last_known_contact_plane_is_water = is_water;
    // Retail writes contact_plane_cell_id here, not last_known_contact_plane_cell_id. Kept:
    // validate_transition later copies last_known_contact_plane_cell_id, which is then stale.
    contact_plane_cell_id = cell_id;
}

// CTransition::init_sliding_normal @ 0x0050FF20
void CollisionInfo::init_sliding_normal(const glm::vec3& normal) {
    sliding_normal_valid = true;
    sliding_normal = glm::vec3(normal.x, normal.y, 0.0f);
    // Reading ace.raw_sliding_normal: ACE's Transition.InitSlidingNormal keeps z.
    if (reading_has(ReadingSwitch::AceRawSlidingNormal)) [[unlikely]]
        sliding_normal = normal;
    if (normalize_check_small(sliding_normal)) sliding_normal = glm::vec3(0.0f);
}

bool CollisionInfo::has_collided_with(std::uint32_t object_id) const {
    for (std::uint32_t i = 0; i < num_collide_object; ++i)
        if (collide_object[i] == object_id) return true;
    return false;
}

} // namespace sweeplab::physics
