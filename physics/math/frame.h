#pragma once
#include <cmath>
#include <cstdint>
#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "physics/math/constants.h"

namespace sweeplab::physics {

// Retail Frame: an origin and an orientation. sweeplab's world is one continuous space
// (no landblock origin), so the retail block offset between two positions is always zero.
struct Frame {
    glm::vec3 origin{0.0f};
    glm::quat orientation{1.0f, 0.0f, 0.0f, 0.0f};

    // Frame::localtoglobal
    [[nodiscard]] glm::vec3 local_to_global(const glm::vec3& p) const {
        return orientation * p + origin;
    }
    // Frame::localtoglobalvec
    [[nodiscard]] glm::vec3 local_to_global_vec(const glm::vec3& v) const {
        return orientation * v;
    }
    // Frame::globaltolocal
    [[nodiscard]] glm::vec3 global_to_local(const glm::vec3& p) const {
        return glm::inverse(orientation) * (p - origin);
    }
    // Frame::globaltolocalvec
    [[nodiscard]] glm::vec3 global_to_local_vec(const glm::vec3& v) const {
        return glm::inverse(orientation) * v;
    }

    // Frame::is_equal @ 0x00424C30: the origins within EPSILON inclusive
    // (Vector3Math::AreEqual, <=), the quaternions within EPSILON exclusive
    // (Frame::is_quaternion_equal, <).
    [[nodiscard]] bool is_equal(const Frame& rhs) const {
        const glm::vec3 d = origin - rhs.origin;
        if (!(std::fabs(d.x) <= kEpsilon && std::fabs(d.y) <= kEpsilon &&
              std::fabs(d.z) <= kEpsilon))
            return false;
        const glm::quat& p = orientation;
        const glm::quat& q = rhs.orientation;
        return std::fabs(p.w - q.w) < kEpsilon && std::fabs(p.x - q.x) < kEpsilon &&
               std::fabs(p.y - q.y) < kEpsilon && std::fabs(p.z - q.z) < kEpsilon;
    }

    // A yaw about +Z, counter-clockwise, in radians (yaw 0 faces +Y).
    static Frame from_yaw(const glm::vec3& origin, float yaw_radians) {
        return Frame{origin, glm::angleAxis(yaw_radians, glm::vec3(0.0f, 0.0f, 1.0f))};
    }
};

// Retail Position: the cell that holds a frame, and the frame. Cell 0 is "outside".
struct Position {
    std::uint32_t objcell_id = 0;
    Frame frame{};
};

} // namespace sweeplab::physics
