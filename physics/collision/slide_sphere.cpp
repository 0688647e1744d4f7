#include "physics/collision/slide_sphere.h"

#include <glm/geometric.hpp>

#include "physics/math/constants.h"
#include "physics/math/normalize.h"

namespace sweeplab::physics {

// CSphere::slide_sphere @ 0x00537440
TransitionState slide_sphere(const Sphere& check_sphere, SpherePath& sp, CollisionInfo& ci,
                             glm::vec3& collision_normal, const glm::vec3& curr_pos) {
    // Copies first: the arguments may alias sp.global_sphere / sp.global_curr_center, which
    // add_offset_to_check_pos moves.
    const glm::vec3 center = check_sphere.center;
    const float radius = check_sphere.radius;
    const glm::vec3 curr = curr_pos;

    // Exact zero compare, as retail: no normal at all means "back off halfway".
    if (collision_normal.x == 0.0f && collision_normal.y == 0.0f && collision_normal.z == 0.0f) {
        const glm::vec3 half = (curr - center) * 0.5f;
        sp.add_offset_to_check_pos(half, radius);
        return TransitionState::Adjusted;
    }

    ci.set_collision_normal(collision_normal);

    // The movement of this sub-step (check - curr), across landblocks (always 0 here).
    const glm::vec3 g_delta = sp.get_curr_pos_check_pos_block_offset() + (center - curr);
    const glm::vec3 plane_n =
        ci.contact_plane_valid ? ci.contact_plane.normal : ci.last_known_contact_plane.normal;

    // The crease: where the obstacle's face meets the ground.
    const glm::vec3 direction = glm::cross(collision_normal, plane_n);
    const float dir_len_sq = glm::dot(direction, direction);
    if (dir_len_sq >= kEpsilon) {
        const float along = glm::dot(direction, g_delta);
        const glm::vec3 offset = direction * along * (1.0f / dir_len_sq);
        if (glm::dot(offset, offset) < kEpsilon) return TransitionState::Collided;
        sp.add_offset_to_check_pos(offset - g_delta, radius);
        return TransitionState::Slid;
    }

    // n parallel to the plane normal. Facing the same way (a floor-like hit): keep only the
    // movement along the plane.
    if (glm::dot(collision_normal, plane_n) >= 0.0f) {
        const float into = glm::dot(g_delta, collision_normal);
        sp.add_offset_to_check_pos(-collision_normal * into, radius);
        return TransitionState::Slid;
    }

    // A ceiling-like hit: stop, with the normal against the movement. Retail writes it into
    // the caller's vector (ACE returns OK here; the decompile returns COLLIDED).
    collision_normal = -g_delta;
    if (!normalize_check_small(collision_normal)) ci.set_collision_normal(collision_normal);
    return TransitionState::Collided;
}

TransitionState slide_sphere(SpherePath& sp, CollisionInfo& ci, const glm::vec3& collision_normal,
                             const glm::vec3& curr_pos) {
    glm::vec3 normal = collision_normal;
    return slide_sphere(sp.global_sphere[0], sp, ci, normal, curr_pos);
}

} // namespace sweeplab::physics
