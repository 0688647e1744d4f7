#pragma once
// The turned place: one building of three rooms on flat land, written at any turning and
// position in landblock 0xA9B4's frame, for the tests that physics does not depend on where a
// frame points. The building's own frame is fixed; only where it stands changes:
//
//   north room  [0, 10] x [5, 10]  doorways south to the hall and to the east room
//   hall        [0, 5]  x [0, 5]   the front door south, x in [1.9, 3.1]; doorways east, north
//   east room   [5, 10] x [0, 5]   doorways west to the hall, north to the north room
//
// Every floor is at z = 0, the land's height everywhere. The hall's cell frame turns with the
// building; the east and north rooms' frames are turned a further -90 degrees (a building at 30
// degrees has rooms at 30 and -60), each at the middle of its room's floor. Each room's
// physics tree is split through the room's middle (datw::cell_struct_split_through_middle),
// its first plane along the cell's x, as a stored retail tree may be.
#include <array>
#include <cstdint>
#include <filesystem>

#include <glm/vec3.hpp>

#include "tests/dat_world/scene_to_dat.h"

namespace sweeplab::test::place {

struct TurnedPlace {
    float yaw_deg = 0.0f;
    // The building's south-west corner (its frame's origin) in landblock 0xA9B4's frame.
    glm::vec3 origin{90.0f, 90.0f, 0.0f};
    bool split_cells = true; // false: the compiled trees (planes on the walls)
};

inline constexpr std::uint32_t kTurnedLandblock = 0xA9B4;
inline constexpr std::uint32_t kTurnedHall = 0xA9B40100u, kTurnedEast = 0xA9B40101u,
                               kTurnedNorth = 0xA9B40102u;
// A person as retail's human Setup is shaped (two 0.48 m spheres at 0.475 and 1.35 m).
inline constexpr std::uint32_t kTurnedPersonSetup = 0x02000A04u;
inline constexpr float kTurnedRoomTurnDeg = -90.0f; // the east and north rooms' cell frames

struct TurnedRoom {
    std::uint32_t cell;
    glm::vec3 lo, hi; // in the building's frame
};
inline constexpr std::array<TurnedRoom, 3> kTurnedRooms{{
    {kTurnedHall, {0.0f, 0.0f, 0.0f}, {5.0f, 5.0f, 3.0f}},
    {kTurnedEast, {5.0f, 0.0f, 0.0f}, {10.0f, 5.0f, 3.0f}},
    {kTurnedNorth, {0.0f, 5.0f, 0.0f}, {10.0f, 10.0f, 3.0f}},
}};
// Outside, 2.5 m in front of the front door (building frame).
inline constexpr glm::vec3 kTurnedFrontStep{2.5f, -2.5f, 0.0f};
// The copies the invariance tests write: the turnings, and one whose building straddles the
// edge between landblocks 0xA9B4 and 0xAAB4 (x = 192 runs through the hall and the north room).
inline constexpr std::array<float, 7> kTurnedYaws{0.0f,   30.0f,  45.0f, 90.0f,
                                                  135.0f, -60.0f, 180.0f};
inline constexpr TurnedPlace kStraddlingPlace{30.0f, {189.0f, 60.0f, 0.0f}, true};

// The copy turned `yaw_deg` about the middle of the 24 m land square [72, 96] x [72, 96]: the
// building stands in that one square at every turning (retail tests a building only from the
// land square of its origin, so a building reaching into the next square is a defect there).
[[nodiscard]] TurnedPlace turned_in_one_square(float yaw_deg, bool split_cells = true);

// Building frame <-> landblock 0xA9B4's frame.
[[nodiscard]] glm::vec3 turned_to_landblock(const TurnedPlace& p, const glm::vec3& b);
[[nodiscard]] glm::vec3 turned_to_building(const TurnedPlace& p, const glm::vec3& l);
// A heading given in the building's frame (degrees about z) as the landblock's.
[[nodiscard]] float turned_yaw(const TurnedPlace& p, float building_yaw_deg);

[[nodiscard]] datw::SceneDat turned_place(const TurnedPlace& p);
// Writes client_cell_1.dat and client_portal.dat into `dir` (created when missing).
void write_turned_place(const std::filesystem::path& dir, const TurnedPlace& p);

} // namespace sweeplab::test::place
