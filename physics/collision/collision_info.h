#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/collision/physics_state.h"
#include "physics/math/plane.h"

namespace sweeplab::physics {

// Retail COLLISIONINFO: what one transition touched. Objects are held by id (0 = none).
struct CollisionInfo {
    // Retail grows collide_object by 10 per overflow; we keep a fixed list so a resolve never
    // allocates. Past capacity the id is dropped (counted in collide_object_dropped) but
    // last_collided_object is still updated as retail would after growing.
    static constexpr std::size_t kMaxCollideObjects = 128;

    bool last_known_contact_plane_valid = false;
    Plane last_known_contact_plane{};
    bool last_known_contact_plane_is_water = false;
    bool contact_plane_valid = false;
    Plane contact_plane{};
    std::uint32_t contact_plane_cell_id = 0;
    std::uint32_t last_known_contact_plane_cell_id = 0;
    bool contact_plane_is_water = false;
    bool sliding_normal_valid = false;
    glm::vec3 sliding_normal{0.0f};
    bool collision_normal_valid = false;
    glm::vec3 collision_normal{0.0f};
    glm::vec3 adjust_offset{0.0f};
    std::uint32_t num_collide_object = 0;
    std::array<std::uint32_t, kMaxCollideObjects> collide_object{};
    std::uint32_t last_collided_object = 0;
    bool collided_with_environment = false;
    int frames_stationary_fall = 0;
    // Not retail: ids that did not fit in collide_object (diagnostic only).
    std::uint32_t collide_object_dropped = 0;

    // COLLISIONINFO::init @ 0x00509D60 (the same set CTransition::init clears inline).
    void init();
    // COLLISIONINFO::set_contact_plane @ 0x00509D80
    void set_contact_plane(const Plane& plane, bool is_water);
    // COLLISIONINFO::set_collision_normal @ 0x0050A000
    void set_collision_normal(const glm::vec3& normal);
    // COLLISIONINFO::set_sliding_normal @ 0x0050A060
    void set_sliding_normal(const glm::vec3& normal);
    // COLLISIONINFO::add_object @ 0x006B4E20
    void add_object(std::uint32_t object_id, TransitionState ts);

    // These three are CTransition members in retail that write only collision_info; they
    // live here so the mover can seed a transition without the CTransition type.
    // CTransition::init_contact_plane @ 0x0050E850
    void init_contact_plane(std::uint32_t cell_id, const Plane& plane, bool is_water);
    // CTransition::init_last_known_contact_plane @ 0x0050E8E0
    void init_last_known_contact_plane(std::uint32_t cell_id, const Plane& plane, bool is_water);
    // CTransition::init_sliding_normal @ 0x0050FF20
    void init_sliding_normal(const glm::vec3& normal);

    [[nodiscard]] bool has_collided_with(std::uint32_t object_id) const;
};

} // namespace sweeplab::physics
