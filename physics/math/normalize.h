#pragma once
#include <cmath>
#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "physics/math/constants.h"

namespace sweeplab::physics {

// AC1Legacy::Vector3::normalize_check_small @ 0x00452460. Returns true (and leaves v alone)
// when |v| < F_EPSILON; otherwise normalises v in place and returns false. Retail multiplies
// by 1/|v| rather than dividing each component, so we do too.
inline bool normalize_check_small(glm::vec3& v) {
    const float length = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    if (length >= kEpsilon) {
        const float inv = 1.0f / length;
        v.x = inv * v.x;
        v.y = inv * v.y;
        v.z = inv * v.z;
        return false;
    }
    return true;
}

} // namespace sweeplab::physics
