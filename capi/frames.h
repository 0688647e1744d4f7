#pragma once
// The C API's positions and the port's one continuous world frame (docs/c-api.md, "Units and
// frames"): an sl_position is a cell id and an origin in that cell's landblock frame, as a
// /loc line gives it; the port's World is in the frame of the place's first landblock.
#include <cstdint>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "capi/handles.h"

namespace sweeplab::capi {

// A caller's position in the world frame: the point, its cell as the port's internal id (0:
// the port finds it by containment) and its rotation, normalised.
struct WorldPoint {
    glm::vec3 point{0.0f};
    std::uint32_t cell = 0;
    glm::quat rotation{1.0f, 0.0f, 0.0f, 0.0f};
};

// Checks and converts. SL_ERROR_ARGUMENT for NaN or infinite numbers, a zero quaternion or a
// landblock off the map; SL_ERROR_NOT_FOUND for an indoor cell the world does not hold.
// `rotation_needed` false: the rotation is not read (a point query), identity is used.
sl_status to_world(const sl_world& w, const sl_position& p, WorldPoint& out, const char* function,
                   const char* argument, bool rotation_needed = true);

// The sl_position of a world point in the port's internal cell: an indoor cell's full retail
// id with the point in its landblock's frame, outdoors the land cell under the point (as /loc
// names it); in a world with no landblock, the scene's cell id (0 outdoors) and the point.
void from_world(const sl_world& w, const glm::vec3& point, std::uint32_t internal_cell,
                const glm::quat& rotation, sl_position& out);

// The heading (radians, counter-clockwise about +Z, 0 facing +Y) of a rotation.
[[nodiscard]] float heading_of(const glm::quat& rotation);

} // namespace sweeplab::capi
