#include "tests/worlddata/writer/spawn_check_world.h"

#include <cstdio>
#include <string>

namespace sweeplab::test::place {

namespace {

// The synthetic place's records (tests/dat/writer/synthetic_place.h).
constexpr std::uint32_t kPersonSetup = 0x02000A04u, kBoulderSetup = 0x02000A03u,
                        kPlatformSetup = 0x020019E3u, kStatueSetup = 0x02000A05u;
constexpr std::uint32_t kLand = 0xA9B40000u, kHouseARoom = 0xA9B40100u, kHouseBHall = 0xA9B40101u;
// ACE's WeenieTypes.
constexpr std::int32_t kCreature = 10, kPortal = 7, kGeneric = 1, kStorage = 57;
constexpr auto weenie = worldw::weenie_def;
constexpr auto spawn = worldw::spawn_row;

} // namespace

SpawnCheckWorld spawn_check_world() {
    SpawnCheckWorld w;
    w.weenies = {
        weenie(7100, kCreature, "Villager", kPersonSetup, 1.0f),
        weenie(kSoundPortalWcid, kPortal, "Portal to the Pad", kPlatformSetup, 1.0f),
        weenie(kBadPortalWcid, kPortal, "Portal into the Well", kPlatformSetup, 1.0f),
        weenie(7103, kGeneric, "Linkable Monster Generator", kBoulderSetup, 0.2f),
        weenie(7104, kCreature, "Wisp", kPersonSetup, 0.5f),
        weenie(7105, kStorage, "Wall Chest", kBoulderSetup, 0.3f),
        weenie(7106, kGeneric, "Statue", kStatueSetup, 1.0f),
    };
    w.weenies[1].destination = worldw::Destination{kLand, {52.0f, 70.0f, 0.0f}, {1, 0, 0, 0}};
    w.weenies[2].destination = worldw::Destination{kLand, {70.0f, 82.0f, 0.0f}, {1, 0, 0, 0}};
    w.weenies[3].generator = true;
    w.weenies[4].ethereal = true;
    w.centre.landblock = 0xA9B4u;
    w.centre.spawns = {
        spawn(kSoundOutdoorGuid, 7100, kLand, {52.0f, 52.0f, 0.0f}, "Villager"),
        spawn(kSoundCellGuid, 7100, 0xA9B40023u, {110.0f, 52.0f, 0.0f}, "Villager"),
        spawn(kSoundIndoorGuid, 7100, kHouseARoom, {58.0f, 60.0f, 0.0f}, "Villager"),
        spawn(kSoundPortalGuid, kSoundPortalWcid, kLand, {112.0f, 100.0f, 0.0f}, "Portal"),
        spawn(kGeneratorGuid, 7103, kLand, {100.0f, 110.0f, 5.0f}, "Generator"),
        spawn(kEtherealGuid, 7104, kLand, {90.0f, 110.0f, 3.0f}, "Wisp"),
        spawn(kChestInWallGuid, 7105, kHouseBHall, {76.0f, 59.0f, 0.0f}, "Wall Chest"),
        spawn(kDroppedGuid, 7100, 0xA9B40150u, {80.0f, 59.0f, 0.0f}, "Villager"),
        spawn(kMovedGuid, 7100, kLand, {70.0f, 82.0f, 0.0f}, "Villager"),
        spawn(kWrongIndoorGuid, 7100, kHouseBHall, {86.5f, 57.5f, 0.0f}, "Villager"),
        spawn(kWrongOutdoorGuid, 7100, 0xA9B40001u, {110.0f, 60.0f, 0.0f}, "Villager"),
        spawn(kUnderGroundGuid, 7106, kLand, {52.0f, 100.0f, -0.5f}, "Statue"),
        spawn(kSoundStatueGuid, 7106, kLand, {56.0f, 108.0f, 0.0f}, "Statue"),
        spawn(kFloatingGuid, 7100, kLand, {60.0f, 100.0f, 2.0f}, "Villager"),
        spawn(kBadPortalGuid, kBadPortalWcid, kLand, {112.0f, 80.0f, 0.0f}, "Portal"),
    };
    w.south.landblock = 0xA9B3u;
    w.south.spawns = {
        spawn(kSouthDroppedGuid, 7100, 0xA9B30170u, {90.0f, 90.0f, 0.0f}, "Villager")};
    w.north.landblock = 0xA9B5u;
    w.north.spawns = {
        spawn(kNorthFloatingGuid, 7100, 0xA9B50000u, {96.0f, 96.0f, 300.0f}, "Villager")};
    return w;
}

void write_spawn_check_world_sql(const std::filesystem::path& dir) {
    const SpawnCheckWorld w = spawn_check_world();
    for (const worldw::WeenieDef& d : w.weenies)
        worldw::write_text(dir / "weenies" / (std::to_string(d.wcid) + " " + d.name + ".sql"),
                           worldw::ace_weenie_sql(d));
    for (const worldw::LandblockFixture* lb : {&w.south, &w.centre, &w.north}) {
        char name[16];
        std::snprintf(name, sizeof name, "%04X.sql", lb->landblock);
        worldw::write_text(dir / "landblocks" / name,
                           worldw::ace_landblock_sql(lb->landblock, lb->spawns));
    }
}

void write_spawn_check_world_json(const std::filesystem::path& dir) {
    const SpawnCheckWorld w = spawn_check_world();
    for (const worldw::WeenieDef& d : w.weenies)
        worldw::write_text(dir / "weenies" / (std::to_string(d.wcid) + " " + d.name + ".sql"),
                           worldw::ace_weenie_sql(d));
    const std::vector<worldw::LandblockFixture> maps = {w.south, w.centre, w.north};
    worldw::write_text(dir / "spawns" / "worldspawns.json", worldw::gdle_worldspawns(maps));
}

} // namespace sweeplab::test::place
