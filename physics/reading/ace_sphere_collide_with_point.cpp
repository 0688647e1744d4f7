// NOT RETAIL. ace.negated_time_of_collision (docs/readings.md).
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/math/constants.h"
#include "physics/reading/ace_readings.h"

namespace sweeplab::physics {

namespace {

// System.Numerics Vector3.Dot: a float sum, x first.
float dot(const glm::vec3& a, const glm::vec3& b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

} // namespace

// ACE Sphere.cs FindTimeOfCollision
double ace_find_time_of_collision(const glm::vec3& movement, const glm::vec3& disp, float radsum) {
    const float dist_sq = dot(movement, movement);
    if (dist_sq < kEpsilon) return -1.0;
    const float non_collide = dot(disp, disp) - radsum * radsum;
    if (non_collide < kEpsilon) return -1.0;
    const float similar = -dot(disp, movement);
    const float disc = similar * similar - non_collide * dist_sq;
    if (disc < 0.0f) return -1.0;
    const double c_dist = std::sqrt(double(disc));
    // Retail returns these roots; ACE multiplies each by -1.
    if (double(similar) - c_dist < 0.0) return -1.0 * (c_dist + double(similar)) / double(dist_sq);
    return -1.0 * (double(similar) - c_dist) / double(dist_sq);
}

// ACE Sphere.cs CollideWithPoint (PerfectClip, a time in [eps, 1])
TransitionState ace_sphere_point_adjusted(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                                          const Sphere& check_pos, const glm::vec3& movement,
                                          double time, float radsum) {
    const glm::vec3 collision_offset = movement * static_cast<float>(time) - movement;
    // Retail moves the check position by collision_offset; ACE by this, from the object's
    // centre to the impact, and divides it by radsum where retail divides by radsum + eps.
    const glm::vec3 old_disp = collision_offset + check_pos.center - self.center;
    const float inv_rad = 1.0f / radsum;
    ci.set_collision_normal(old_disp * inv_rad);
    sp.add_offset_to_check_pos(old_disp, check_pos.radius);
    return TransitionState::Adjusted;
}

} // namespace sweeplab::physics
