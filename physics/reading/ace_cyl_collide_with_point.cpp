// NOT RETAIL. ace.cyl_diagonal_point (docs/readings.md).
#include <cmath>

#include "physics/math/constants.h"
#include "physics/reading/ace_readings.h"

namespace sweeplab::physics {

// ACE CylSphere.cs CollideWithPoint, the not-definite (diagonal) branch
TransitionState ace_cyl_diagonal_point(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                                       const Sphere& check_pos, const glm::vec3& curr,
                                       const glm::vec3& movement, const glm::vec3& old_disp,
                                       float radsum) {
    // ACE's LengthSquared2D sums in float and returns a double; Dot2D is a float.
    const double xy_move_len_sq = double(movement.x * movement.x + movement.y * movement.y);
    const float xy_diff = -(movement.x * old_disp.x + movement.y * old_disp.y);
    const double old_len_sq = double(old_disp.x * old_disp.x + old_disp.y * old_disp.y);
    const double diff_sq =
        double(xy_diff * xy_diff) - (old_len_sq - double(radsum * radsum)) * xy_move_len_sq;

    if (std::fabs(movement.z) < kEpsilon) return TransitionState::Collided;
    glm::vec3 normal;
    float time = 0.0f;
    // Retail times the cap from old_disp.z (the start's height over the base); ACE from the
    // movement's own z, which makes both times below -1.
    if (movement.z > 0.0f) {
        normal = glm::vec3(0.0f, 0.0f, -1.0f);
        time = (movement.z + check_pos.radius) / movement.z * -1.0f;
    } else {
        normal = glm::vec3(0.0f, 0.0f, 1.0f);
        time = (check_pos.radius + cyl.height - movement.z) / movement.z;
    }
    glm::vec3 scaled = movement * time;
    const glm::vec3 at_cap = scaled + old_disp;
    if (double(at_cap.x * at_cap.x + at_cap.y * at_cap.y) >= double(radsum * radsum)) {
        if (std::fabs(xy_move_len_sq) < double(kEpsilon)) return TransitionState::Collided;
        // ACE takes the root before this test; taken here only when it is a number.
        if (diff_sq >= 0.0 && xy_move_len_sq > double(kEpsilon)) {
            const auto diff = static_cast<float>(std::sqrt(diff_sq));
            const float dot2d = movement.x * old_disp.x + movement.y * old_disp.y;
            if (xy_diff - diff < 0.0f)
                time = static_cast<float>(double(diff - dot2d) / xy_move_len_sq);
            else
                time = static_cast<float>(double(xy_diff - diff) / xy_move_len_sq);
            scaled = movement * time;
        }
        normal = (scaled + curr - cyl.low_pt) / radsum;
        normal.z = 0.0f;
    }
    if (time < 0.0f || time > 1.0f) return TransitionState::Collided;
    // Retail places the sphere at curr + t m; ACE subtracts the scaled movement.
    const glm::vec3 offset = curr - scaled - check_pos.center;
    sp.add_offset_to_check_pos(offset, check_pos.radius);
    ci.set_collision_normal(normal);
    return TransitionState::Adjusted;
}

} // namespace sweeplab::physics
