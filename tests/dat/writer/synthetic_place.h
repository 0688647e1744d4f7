#pragma once
// A synthetic retail place to look at and to test with, since no retail data may ship: the
// 3 x 3 landblocks around 0xA9B4 written as client_cell_1.dat + client_portal.dat.
//
// - Land: rolling hills through a non-linear Region height table, a flat packed-dirt pad in
//   the centre landblock, a pond (water) with a sandy shore, rock and snow on the tops, grass
//   of three kinds elsewhere, and two roads (road bits) crossing the area.
// - Three buildings on the pad, each a GfxObj shell (physics BSP, drawing polygons, door
//   openings) and EnvCells (CellStructs with portals to the outside and between rooms):
//   house A (one room), house B (two rooms, a doorway between them, a table as the back
//   room's cell static) and tower C (one tall room, turned 30 degrees).
// - Landblock stabs: a well (a GfxObj with a BSP), the portal platform Setup 0x020019E3 (one
//   drawing part and a cylsphere r 2.597 h 0.256, as End-of-Retail's), lamp posts (a Setup
//   of two parts with BSPs) and boulders (a Setup of spheres) on the pad and on the hills.
//
// The buildings are written through the DAT world builder's scene writer
// (tests/dat_world/scene_to_dat.h); the land, the Region and the neighbours' stabs here.
#include <cstdint>
#include <filesystem>
#include <string>

#include <glm/vec3.hpp>

#include "tests/dat_world/scene_to_dat.h"

namespace sweeplab::test::place {

inline constexpr std::uint32_t kCentre = 0xA9B4;

// The land: the height byte and the terrain word of global vertex (gx, gy) (retail X =
// landblock x * 8 + i), and the Region's table (byte -> metres).
[[nodiscard]] std::uint8_t height_byte(int gx, int gy);
[[nodiscard]] std::uint16_t terrain_word(int gx, int gy);
// The terrain word landblock `lb` stores for its vertex at global (gx, gy): terrain_word's,
// but water (WaterDeepSea) at every vertex of the sea (kSeaLandblock), its edges included.
[[nodiscard]] std::uint16_t block_terrain_word(std::uint32_t lb, int gx, int gy);
[[nodiscard]] float height_table(int i);

// Terrain types used (LandDefs::TerrainType).
inline constexpr std::uint32_t kGrassland = 0x01, kLushGrass = 0x03, kPackedDirt = 0x07,
                               kPatchyGrassland = 0x09, kSandYellow = 0x0A, kSemiBarrenRock = 0x0E,
                               kSnow = 0x0F, kWaterStandingFresh = 0x11, kWaterDeepSea = 0x14;

// The pad: centre-landblock vertices 2..5 on both axes, flat at z = 0 (every square of
// [48, 120] x [48, 120] m is flat packed dirt).
inline constexpr float kPadMin = 48.0f, kPadMax = 120.0f, kPadZ = 0.0f;
// The pond's centre (centre-landblock frame; it lies in the west neighbour): water within
// ~50 m of it. Its middle squares are all water (a mover rests 0.9 m under the land there),
// its shore partly (0.45 or 0.1 m; docs/water.md).
inline constexpr glm::vec3 kPondCentre{-96.0f, 72.0f, 0.0f};
// The south-west neighbour is all water at every vertex of its own (the sea): an all-water
// landblock, which stops every mover but the camera and missiles at its edge.
inline constexpr std::uint32_t kSeaLandblock = 0xA8B3;

// The cells, by retail full id (scene_to_dat numbers them in this order).
inline constexpr std::uint32_t kHouseARoom = 0xA9B40100u;
inline constexpr std::uint32_t kHouseBHall = 0xA9B40101u;
inline constexpr std::uint32_t kHouseBBack = 0xA9B40102u;
inline constexpr std::uint32_t kTowerRoom = 0xA9B40103u;

// House A: one room [56, 64] x [56, 62] x [0, 3] m (centre-landblock frame), its door in
// the south wall at x in [59.4, 60.6], up to 2.2 m. The shell's walls stand 0.15 m outside.
inline constexpr glm::vec3 kHouseAMin{56.0f, 56.0f, 0.0f}, kHouseAMax{64.0f, 62.0f, 3.0f};
// House B: [76, 88] x [56, 62], the hall west of x = 82, the back room east of it.
inline constexpr glm::vec3 kHouseBMin{76.0f, 56.0f, 0.0f}, kHouseBMax{88.0f, 62.0f, 3.0f};
// Tower C: a 5 x 5 x 5 m room whose south-west corner is at (96, 92), turned 30 degrees.
inline constexpr glm::vec3 kTowerOrigin{96.0f, 92.0f, 0.0f};
inline constexpr float kTowerYawDeg = 30.0f;

// Record ids.
inline constexpr std::uint32_t kWellGfx = 0x01000A00u;
inline constexpr std::uint32_t kPlatformGfx = 0x01000A01u; // drawing only
inline constexpr std::uint32_t kPostGfx = 0x01000A02u;
inline constexpr std::uint32_t kLampGfx = 0x01000A03u;
inline constexpr std::uint32_t kTableGfx = 0x01000A04u;
inline constexpr std::uint32_t kPlatformSetup = 0x020019E3u;
inline constexpr std::uint32_t kLampSetup = 0x02000A02u;
inline constexpr std::uint32_t kBoulderSetup = 0x02000A03u;
// A person as retail's human Setup is shaped (foot and head spheres of 0.48 m at 0.475 and
// 1.35 m, steps of 0.4 m), no parts: what the server's NPCs and creatures stand on in the
// world-data fixtures (tests/worlddata/writer/synthetic_world.h). No stab uses it.
inline constexpr std::uint32_t kPersonSetup = 0x02000A04u;
// The person's motion: a MotionTable as retail's creatures have (tests/dat/writer/
// motion_writer.h creature_motion_table: walk 1.25 m/s, run 4 m/s, turn 1.5 rad/s) whose
// cycles play one 20-frame animation of 0.05 m root motion a frame.
inline constexpr std::uint32_t kPersonMotionTable = 0x09000A04u;
inline constexpr std::uint32_t kPersonRunAnimation = 0x03000A04u;
// What the person plays standing and turning in place: no root motion.
inline constexpr std::uint32_t kPersonStillAnimation = 0x03000A05u;
// A statue: a 0.4 m sphere 1.2 m up (what placement tests) and a cylsphere from its base 2 m
// tall (what it collides with): one whose saved origin is under the ground enters the world
// there and stands sunk (the spawn check's under_ground fixture). No stab uses it.
inline constexpr std::uint32_t kStatueSetup = 0x02000A05u;
// A mesa: the well's box (1.6 x 1.6 x 0.9 m, its BSP) as a Setup of one part, which a weenie
// scales into a block to stand a creature on (the lure check's ledge fixture). No stab uses it.
inline constexpr std::uint32_t kMesaSetup = 0x02000A06u;
inline constexpr float kMesaHalf = 0.8f, kMesaHeight = 0.9f; // unscaled
inline constexpr float kPlatformRadius = 2.597f, kPlatformHeight = 0.256f;
inline constexpr glm::vec3 kPlatformAt{104.0f, 70.0f, 0.0f};
inline constexpr glm::vec3 kWellAt{70.0f, 82.0f, 0.0f};

// Two locations a user opens: outdoors south of house B looking north at its door, and in
// house B's hall looking east through the doorway at the back room and its table.
inline constexpr const char* kOutdoorLocation = "0xA9B4001B [82.0 50.0 0.0] 1 0 0 0";
inline constexpr const char* kIndoorLocation =
    "0xA9B40101 [80.0 59.0 0.0] 0.7071068 0 0 -0.7071068";

// The whole place, the files' writers ready to write. `radius` landblocks of land around the
// centre (1: the 3 x 3 place above); the landblocks past the first ring carry the same hills
// and nothing else (the spawn check's scaling benchmark spreads its rows over more
// landblocks than two jobs can split evenly into nine).
[[nodiscard]] datw::SceneDat synthetic_place(int radius = 1);
// Writes client_cell_1.dat and client_portal.dat into `dir` (created when missing).
void write_synthetic_place(const std::filesystem::path& dir, int radius = 1);

} // namespace sweeplab::test::place
