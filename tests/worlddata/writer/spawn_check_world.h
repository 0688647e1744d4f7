#pragma once
// A world for the spawn check (docs/spawns.md) on the synthetic place: sound rows that must
// give no line, one planted row per kind at a known place, and rows the check exempts. Written
// as ACE SQL (weenie files and the centre landblock's file) or as one GDLE spawn map with the
// same rows (GDLE carries no weenies: the ACE weenie files go beside it).
// `make_synthetic_dat DIR` writes the SQL form into DIR/world-spawns, so
//
//   sweeplab spawns --dat DIR --world DIR/world-spawns
//
// shows one line of each kind.
#include <cstdint>
#include <filesystem>
#include <vector>

#include "tests/worlddata/writer/world_writer.h"

namespace sweeplab::test::place {

// The planted rows' guids (0x7A9B45nn) and the portals' class ids.
inline constexpr std::uint32_t kSoundOutdoorGuid = 0x7A9B4501u; // cell 0, on the pad
inline constexpr std::uint32_t kSoundCellGuid = 0x7A9B4502u;    // the right land cell
inline constexpr std::uint32_t kSoundIndoorGuid = 0x7A9B4503u;  // in house A's room
inline constexpr std::uint32_t kSoundPortalGuid = 0x7A9B4504u;  // a portal, sound Destination
inline constexpr std::uint32_t kSoundStatueGuid = 0x7A9B4505u;  // a statue standing on the pad
inline constexpr std::uint32_t kGeneratorGuid = 0x7A9B4510u;    // in the air: exempt
inline constexpr std::uint32_t kEtherealGuid = 0x7A9B4511u;     // in the air: exempt
inline constexpr std::uint32_t kChestInWallGuid = 0x7A9B4512u;  // storage in a wall: exempt
inline constexpr std::uint32_t kDroppedGuid = 0x7A9B4520u;      // names a cell the DAT lacks
inline constexpr std::uint32_t kMovedGuid = 0x7A9B4521u;        // inside the well
inline constexpr std::uint32_t kWrongIndoorGuid = 0x7A9B4522u;  // in the back room, names hall
inline constexpr std::uint32_t kWrongOutdoorGuid = 0x7A9B4523u; // names another land cell
inline constexpr std::uint32_t kUnderGroundGuid = 0x7A9B4524u;  // a statue 0.5 m sunk
inline constexpr std::uint32_t kFloatingGuid = 0x7A9B4525u;     // 2 m over the pad
inline constexpr std::uint32_t kBadPortalGuid = 0x7A9B4526u;    // Destination inside the well
inline constexpr std::uint32_t kSoundPortalWcid = 7101u, kBadPortalWcid = 7102u;
// Two more landblocks, so that shards have landblocks to split: a row naming a cell 0xA9B3
// lacks, and a villager 300 m over 0xA9B5's hills.
inline constexpr std::uint32_t kSouthDroppedGuid = 0x7A9B3001u;
inline constexpr std::uint32_t kNorthFloatingGuid = 0x7A9B5001u;

struct SpawnCheckWorld {
    std::vector<worldw::WeenieDef> weenies;
    worldw::LandblockFixture centre; // 0xA9B4's rows
    worldw::LandblockFixture south;  // 0xA9B3's
    worldw::LandblockFixture north;  // 0xA9B5's
};
[[nodiscard]] SpawnCheckWorld spawn_check_world();
// DIR/weenies/*.sql and DIR/landblocks/A9B3.sql, A9B4.sql, A9B5.sql.
void write_spawn_check_world_sql(const std::filesystem::path& dir);
// DIR/weenies/*.sql and DIR/spawns/worldspawns.json (GDLE's spawn maps of the same rows).
void write_spawn_check_world_json(const std::filesystem::path& dir);

} // namespace sweeplab::test::place
