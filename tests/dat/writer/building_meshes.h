#pragma once
// The synthetic places' buildings as scene meshes, in a building's own frame: rooms (inward
// meshes with door and doorway portals) and the outward shell around them. Shared by the
// synthetic place (synthetic_place.h) and its turned copies (turned_place.h).
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

#include "scene/scene.h"

namespace sweeplab::test::place {

inline constexpr float kWall = 0.15f; // the shell stands this far outside the cells
inline constexpr float kDoorTop = 2.2f;

// A door or doorway in a wall: [u0, u1] along it, from the floor up to `top`. `to` is the
// scene cell it leads to (0: outside).
struct Opening {
    float u0 = 0.0f, u1 = 0.0f;
    std::uint32_t to = 0;
};

struct RoomWalls {
    std::vector<Opening> south, east, north, west; // u runs along +x (south, north) or +y
};

// An indoor cell's inward mesh for the room [lo, hi] (in the cell's frame) and its portals;
// the cell's frame is `origin` turned `yaw_deg` about z (the landblock's frame).
[[nodiscard]] scene::Cell room(scene::Scene& s, std::uint32_t id, const glm::vec3& lo,
                               const glm::vec3& hi, const RoomWalls& w, const glm::vec3& origin,
                               float yaw_deg);

// The same room given in its building's frame ([lo, hi] there), its cell's frame at the
// middle of the room's floor turned `turn_deg` from the building's: the walls stand where
// they stand, only the frame the cell's mesh and trees are written in turns.
[[nodiscard]] scene::Cell room_turned(scene::Scene& s, std::uint32_t id, const glm::vec3& lo,
                                      const glm::vec3& hi, const RoomWalls& w,
                                      const glm::vec3& building_origin, float building_yaw_deg,
                                      float turn_deg);

// The outward shell around the footprint [0, size.x] x [0, size.y] (walls up to size.z):
// walls kWall outside the cells, the doors' openings with their jambs and lintels, and a
// pitched roof (or a flat one).
[[nodiscard]] scene::Mesh shell(const glm::vec3& size, const std::vector<Opening>& south_doors,
                                bool pitched);

// Adds `m` to the scene as a building object at `origin` turned `yaw_deg`.
void add_building(scene::Scene& s, const scene::Mesh& m, const glm::vec3& origin, float yaw_deg);

} // namespace sweeplab::test::place
