#include "physics/collision/radial_pushout.h"

#include <glm/geometric.hpp>

#include "physics/math/normalize.h"

namespace sweeplab::physics {

// Not retail: the pre-port response (docs/research/retail-reference.md).
TransitionState radial_pushout(const Sphere& obstacle, SpherePath& sp, CollisionInfo& ci,
                               std::uint32_t sphere_num) {
    const Sphere mover = sp.global_sphere[sphere_num];
    const glm::vec3 curr = sp.global_curr_center[sphere_num];
    const float shell = mover.radius + obstacle.radius + kRadialPushoutGap;

    glm::vec3 normal = mover.center - obstacle.center;
    if (normalize_check_small(normal)) {
        normal = curr - obstacle.center;
        if (normalize_check_small(normal)) return TransitionState::Collided;
    }

    // Wall-slide: remove the part of the movement that goes into the obstacle.
    glm::vec3 movement = mover.center - curr;
    const float inward = glm::dot(movement, normal);
    if (inward < 0.0f) movement -= normal * inward;
    glm::vec3 target = curr + movement;

    // Fixed de-penetration to the shell, straight away from the obstacle's centre.
    glm::vec3 radial = target - obstacle.center;
    const float dist = glm::length(radial);
    if (dist < shell) {
        if (normalize_check_small(radial)) radial = normal;
        target = obstacle.center + radial * shell;
    }

    ci.set_collision_normal(normal);
    sp.add_offset_to_check_pos(target - mover.center);
    return TransitionState::Slid;
}

} // namespace sweeplab::physics
