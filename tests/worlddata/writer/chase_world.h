#pragma once
// A world for `sweeplab spawns --chase` (docs/creatures.md, "The lure") on the synthetic
// place: creatures whose motion is the person's MotionTable (the weenie names it, DID 2), one
// at a spot on the pad's south-east it gets home to from every side, and one planted south of
// house A, whom the lure takes through the door into the room and who cannot find the door
// home (never_home).
#include <cstdint>
#include <filesystem>

namespace sweeplab::test::place {

inline constexpr std::uint32_t kChaseWcid = 7200u;
inline constexpr std::uint32_t kChaseSoundGuid = 0x7A9B4601u; // in the open: no finding
inline constexpr std::uint32_t kChaseHouseGuid = 0x7A9B4602u; // south of house A: never_home

// DIR/weenies/7200 Prowler.sql and DIR/landblocks/A9B4.sql.
void write_chase_world_sql(const std::filesystem::path& dir);

} // namespace sweeplab::test::place
