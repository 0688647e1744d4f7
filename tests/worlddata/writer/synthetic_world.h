#pragma once
// The synthetic place's world objects (tests/dat/writer/synthetic_place.h), as a server's
// world data would hold them: ACE weenie files and the centre landblock's file, written by
// the test-side writer. `make_synthetic_dat DIR` writes them into DIR/world, so
//
//   sweeplab --dat DIR --world DIR/world 0xA9B4001B [82 50 0]
//
// opens the place with its crowd, a door post, a chest, a ghost, a weenie no file defines and
// a row placement drops (its cell is not in the DAT).
#include <cstdint>
#include <filesystem>

namespace sweeplab::test::place {

// The guids (0x7A9B4nnn) of the rows a test or a screenshot looks for.
inline constexpr std::uint32_t kCrierGuid = 0x7A9B4001u;       // in house A's doorway, outside
inline constexpr std::uint32_t kGhostGuid = 0x7A9B4002u;       // ethereal, in house B's doorway
inline constexpr std::uint32_t kChestGuid = 0x7A9B4003u;       // storage: forced into its cell
inline constexpr std::uint32_t kPostGuid = 0x7A9B4004u;        // a two-part door post
inline constexpr std::uint32_t kStrayGuid = 0x7A9B4005u;       // names a weenie no file defines
inline constexpr std::uint32_t kLostGuid = 0x7A9B4006u;        // dropped: its cell is no DAT cell
inline constexpr std::uint32_t kFirstDrudgeGuid = 0x7A9B4010u; // 12 creatures on the pad

// Writes DIR/weenies/*.sql and DIR/landblocks/A9B4.sql.
void write_synthetic_world(const std::filesystem::path& dir);

} // namespace sweeplab::test::place
