#include "tests/worlddata/writer/synthetic_world.h"

#include <string>
#include <vector>

#include "tests/worlddata/writer/world_writer.h"

namespace sweeplab::test::place {

namespace {

// The synthetic place's records (tests/dat/writer/synthetic_place.h).
constexpr std::uint32_t kLampSetup = 0x02000A02u, kBoulderSetup = 0x02000A03u,
                        kPersonSetup = 0x02000A04u;
constexpr std::uint32_t kCentre = 0xA9B4u, kHouseBBack = 0xA9B40102u;

constexpr auto weenie = worldw::weenie_def;
constexpr auto spawn = worldw::spawn_row;

} // namespace

void write_synthetic_world(const std::filesystem::path& dir) {
    std::vector<worldw::WeenieDef> ws = {
        weenie(7001, 10, "Town Crier", kPersonSetup, 1.0f),
        weenie(7002, 10, "Ghost", kPersonSetup, 1.0f),
        weenie(7003, 57, "Storage Chest", kBoulderSetup, 0.3f),
        weenie(7004, 19, "Door Post", kLampSetup, 1.0f),
        weenie(7010, 10, "Drudge Skulker", kPersonSetup, 0.8f),
        weenie(7005, 1, "Lost Lantern", kLampSetup, 0.5f),
    };
    ws[1].ethereal = true;
    for (const worldw::WeenieDef& w : ws)
        worldw::write_text(dir / "weenies" / (std::to_string(w.wcid) + " " + w.name + ".sql"),
                           worldw::ace_weenie_sql(w));
    std::vector<worldw::Spawn> rows = {
        spawn(kCrierGuid, 7001, 0xA9B40000u, {60.0f, 55.3f, 0.005f}, "Town Crier"),
        spawn(kGhostGuid, 7002, 0xA9B40000u, {79.0f, 55.3f, 0.005f}, "Ghost"),
        spawn(kChestGuid, 7003, kHouseBBack, {86.0f, 60.5f, 0.005f}, "Storage Chest"),
        spawn(kPostGuid, 7004, 0xA9B40000u, {100.0f, 60.0f, 0.005f}, "Door Post"),
        spawn(kStrayGuid, 9999, 0xA9B40000u, {100.0f, 52.0f, 0.005f}, "Unknown"),
        // EnvCell 0x0150 of a landblock with four: the server drops it (no such cell).
        spawn(kLostGuid, 7005, 0xA9B40150u, {84.0f, 48.0f, 0.005f}, "Lost Lantern"),
    };
    for (std::uint32_t i = 0; i < 12; ++i)
        rows.push_back(spawn(kFirstDrudgeGuid + i, 7010, 0xA9B40000u,
                             {66.0f + 3.0f * static_cast<float>(i % 4),
                              78.0f + 3.0f * static_cast<float>(i / 4), 0.005f},
                             "Drudge Skulker"));
    worldw::SqlStyle style;
    style.multi_row = false; // ACE's landblock files: one INSERT a row
    worldw::write_text(dir / "landblocks" / "A9B4.sql",
                       worldw::ace_landblock_sql(kCentre, rows, {}, style));
}

} // namespace sweeplab::test::place
