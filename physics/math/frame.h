#pragma once
#include <cstdint>
#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

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
