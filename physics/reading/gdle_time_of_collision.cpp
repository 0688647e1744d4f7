// NOT RETAIL. gdle.float_time_of_collision (docs/readings.md).
#include <cmath>

#include "physics/math/constants.h"
#include "physics/reading/gdle_readings.h"

namespace sweeplab::physics {

// GDLE BSPData.cpp CSphere::find_time_of_collision
double gdle_find_time_of_collision(const glm::vec3& movement, const glm::vec3& disp, float radsum) {
    // Each sum is formed in float (float operands, left to right) and only then widened;
    // retail keeps them on the x87 stack (sphere_primitives.cpp keeps them in double).
    const float len_sq_f =
        movement.x * movement.x + movement.y * movement.y + movement.z * movement.z;
    const float dm_f = disp.z * movement.z + disp.y * movement.y + movement.x * disp.x;
    const float non_collide_f =
        disp.x * disp.x + disp.y * disp.y + disp.z * disp.z - radsum * radsum;
    const double len_sq = len_sq_f;
    const double similar = -double(dm_f);
    const double non_collide = non_collide_f;
    const double disc = similar * similar - non_collide * len_sq;
    // GDLE's literals: F_EPSILON (0.0002f) for the start, 0.00019999999 for the length.
    if (non_collide < double(kEpsilon) || len_sq < 0.00019999999 || disc < 0.0) return -1.0;
    const double root = std::sqrt(disc);
    if (similar - root < 0.0) return (root - double(dm_f)) / len_sq;
    return (similar - root) / len_sq;
}

} // namespace sweeplab::physics
