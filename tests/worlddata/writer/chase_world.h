#pragma once
// A world for `sweeplab spawns --chase` (docs/creatures.md, "The lure") on the synthetic
// place: creatures whose motion is the person's MotionTable (the weenie names it, DID 2) and
// whose Run is a Drudge Skulker's (70: run rate 1.713), one at a spot on the pad's south-east
// it gets home to from every side, one planted in house A's small room, whom the lure from
// the south draws out through the narrow door and who cannot get back in past its jamb
// (never_home, just outside the door), and one on top of a mesa 7.2 m high on the pad's north,
// whom the lure runs off its edge (a monster has no edge slide) and who cannot climb back
// (fell).
#include <cstdint>
#include <filesystem>

namespace sweeplab::test::place {

inline constexpr std::uint32_t kChaseWcid = 7200u;
inline constexpr std::uint32_t kChaseSoundGuid = 0x7A9B4601u; // in the open: no finding
inline constexpr std::uint32_t kChaseHouseGuid = 0x7A9B4602u; // in house A's room: never_home
inline constexpr std::uint32_t kChaseMesaWcid = 7201u;
// A prowler as ACE's monsters are: PhysicsState 0x408 (Gravity, ReportCollisions), without
// retail's default EdgeSlide (0x400000), so it walks off a ledge.
inline constexpr std::uint32_t kChaseNoEdgeWcid = 7202u;
inline constexpr std::uint32_t kChaseMesaGuid = 0x7A9B4603u;  // the mesa (kMesaSetup x 8)
inline constexpr std::uint32_t kChaseLedgeGuid = 0x7A9B4604u; // on the mesa: fell
inline constexpr float kChaseMesaScale = 8.0f;

// DIR/weenies/ (7200 Prowler, 7201 Mesa, 7202 Ledge Prowler) and DIR/landblocks/A9B4.sql.
void write_chase_world_sql(const std::filesystem::path& dir);

} // namespace sweeplab::test::place
