// A folder laid out as ACE's world database (base, then patches): a place opens only the
// files of its landblocks and of the weenies their rows name, found by their names, and gets
// what reading every file gives; a name that lies is found out by the content.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "tests/worlddata/world_compare.h"
#include "tests/worlddata/world_fixture.h"

using namespace sweeplab;
using namespace sweeplab::test;
namespace fs = std::filesystem;

namespace {

struct TempDir : WorldTempDir {
    TempDir() : WorldTempDir("sweeplab_world_index_") {}
};

const char* const kBaseLandblocks = "3-Core/6 LandBlockExtendedData/SQL";
const char* const kBaseWeenies = "3-Core/9 WeenieDefaults/SQL";
const char* const kPatchLandblocks = "Patches/6 LandBlockExtendedData";
const char* const kPatchWeenies = "Patches/9 WeenieDefaults";

std::vector<worldw::Spawn> rows_at(std::uint32_t lb, const std::vector<std::uint32_t>& wcids) {
    std::vector<worldw::Spawn> out;
    for (std::size_t i = 0; i < wcids.size(); ++i)
        out.push_back(worldw::spawn_row(0x70000000u | lb << 12u | static_cast<std::uint32_t>(i),
                                        wcids[i], lb << 16u | 0x0001u,
                                        {10.0f + static_cast<float>(i), 20.0f, 0.0f}));
    return out;
}

void landblock(const fs::path& dir, std::uint32_t lb, const std::vector<worldw::Spawn>& rows,
               const std::vector<worldw::Link>& links = {}) {
    char name[16];
    std::snprintf(name, sizeof name, "%04X.sql", lb);
    worldw::write_text(dir / name, worldw::ace_landblock_sql(lb, rows, links));
}

void weenie(const fs::path& file, std::uint32_t wcid, const char* name, float scale) {
    worldw::write_text(file, worldw::ace_weenie_sql(
                                 worldw::weenie_def(wcid, 10, name, 0x02000001u + wcid, scale)));
}

// What a reader must never open: it does not read as SQL.
const char* const kNotSql = "INSERT INTO `spell` VALUES ('never closed\n";

void write_ace(const fs::path& d) {
    const fs::path base = d / "base", patches = d / "patches";
    const fs::path lbs = base / kBaseLandblocks, ws = base / kBaseWeenies;
    landblock(lbs, 0xA9B4, door_and_npc(), {{0x7A9B4001u, 0x7A9B4002u}});
    landblock(lbs, 0xA9B5, rows_at(0xA9B5, {500, 500}));
    landblock(lbs, 0xA9B6, rows_at(0xA9B6, {501}));
    landblock(lbs, 0x0101, rows_at(0x0101, {9000}));
    weenie(ws / "Door/Misc/00412 Door.sql", 412, "Door", 1.0f);
    weenie(ws / "Creature/Human/07001 Town Crier.sql", 7001, "Town Crier", 1.1f);
    weenie(ws / "Creature/Human/07002 Guard.sql", 7002, "Guard", 1.2f);
    weenie(ws / "Creature/Human/00500 Villager.sql", 500, "Villager", 1.3f);
    weenie(ws / "Creature/Human/00501 Other Villager.sql", 501, "Other Villager", 1.4f);
    weenie(ws / "Misc/Misc/09000 Statue.sql", 9000, "Statue", 1.5f);
    weenie(ws / "Misc/Misc/09999 Unused.sql", 9999, "Unused", 1.6f);
    worldw::write_text(base / "1-Base/WorldBase.sql",
                       "CREATE TABLE `weenie` (`class_Id` int, `class_Name` text, `type` int);\n");
    for (const char* never :
         {"3-Core/2 SpellTableExtendedData/SQL/00001 Strength Self.sql",
          "3-Core/8 QuestDefDB/SQL/quest.sql", "3-Core/1 RegionDescExtendedData/SQL/region.sql",
          "3-Core/4 CraftTable/SQL/00001 recipe.sql"})
        worldw::write_text(base / never, kNotSql);
    // The patches: Holtburg without its guard, the door renamed, the villager rescaled.
    auto holtburg = door_and_npc();
    holtburg.resize(2);
    holtburg[0].origin.x = 70.0f;
    landblock(patches / kPatchLandblocks, 0xA9B4, holtburg);
    weenie(patches / kPatchWeenies / "Door/Misc/00412 Door.sql", 412, "Patched Door", 1.0f);
    weenie(patches / kPatchWeenies / "Creature/Human/00500 Villager.sql", 500, "Villager", 2.0f);
    worldw::write_text(patches / "Patches/2 SpellTableExtendedData/00002 Weakness.sql", kNotSql);
}

std::vector<std::string> folders(const fs::path& d) {
    return {(d / "base").string(), (d / "patches").string()};
}

// Every file read whole, in order: what the place must equal (the spell, quest, region and
// recipe files left out: they do not read).
worlddata::WorldData whole(const fs::path& d) {
    std::vector<std::string> files;
    for (const std::string& f : worlddata::world_data_files(folders(d)))
        if (f.find("SpellTable") == std::string::npos && f.find("QuestDef") == std::string::npos &&
            f.find("RegionDesc") == std::string::npos && f.find("CraftTable") == std::string::npos)
            files.push_back(f);
    return worlddata::load_world_data(files);
}

worlddata::WorldData load(const fs::path& d, const std::set<std::uint32_t>& landblocks,
                          int jobs = 1) {
    worlddata::WorldLoadOptions o;
    o.landblocks = landblocks;
    o.jobs = jobs;
    o.index_dir = (d / "index").string();
    return worlddata::load_world_data(folders(d), o);
}

// The paths of `files`, each relative to `d`.
std::vector<std::string> relative(const fs::path& d, const std::vector<std::string>& files) {
    std::vector<std::string> out;
    for (const std::string& f : files)
        out.push_back(fs::path(f).lexically_relative(d).generic_string());
    return out;
}

} // namespace

TEST_CASE("world index: a place opens its landblocks' files and their rows' weenies' only",
          "[worlddata]") {
    TempDir t;
    write_ace(t.path);
    const std::set<std::uint32_t> place = {0xA9B4, 0xA9B5, 0xA9B3};
    const worlddata::WorldData first = load(t.path, place);
    const std::vector<std::string> expected = {
        "base/3-Core/6 LandBlockExtendedData/SQL/A9B4.sql",
        "base/3-Core/6 LandBlockExtendedData/SQL/A9B5.sql",
        "patches/Patches/6 LandBlockExtendedData/A9B4.sql",
        "base/3-Core/9 WeenieDefaults/SQL/Creature/Human/00500 Villager.sql",
        "base/3-Core/9 WeenieDefaults/SQL/Creature/Human/07001 Town Crier.sql",
        "base/3-Core/9 WeenieDefaults/SQL/Door/Misc/00412 Door.sql",
        "patches/Patches/9 WeenieDefaults/Creature/Human/00500 Villager.sql",
        "patches/Patches/9 WeenieDefaults/Door/Misc/00412 Door.sql",
    };
    CHECK(relative(t.path, first.files) == expected);
    // Opened: the one file with no ACE name (indexed by its content), then the files read.
    std::vector<std::string> opened = {"base/1-Base/WorldBase.sql"};
    opened.insert(opened.end(), expected.begin(), expected.end());
    CHECK(relative(t.path, first.opened) == opened);
    const worlddata::WorldData all = whole(t.path);
    check_same_place(first, all, place);
    // The patches replaced the base's landblock and weenies.
    CHECK(first.landblock(0xA9B4)->rows.size() == 2);
    CHECK(first.landblock(0xA9B4)->rows[0].pos.origin.x == 70.0f);
    CHECK(first.landblock(0xA9B4)->links.empty());
    CHECK(first.weenie(412)->name == "Patched Door");
    CHECK(first.weenie(500)->default_scale == 2.0f);
    CHECK(first.weenie(7002) == nullptr); // the base's guard: no row names it now
    // The second time the index is known: only the files read are opened.
    const worlddata::WorldData second = load(t.path, place);
    CHECK(second.opened == second.files);
    check_same_place(second, all, place);
    // On threads, the same.
    check_same_place(load(t.path, place, 3), all, place);
}

TEST_CASE("world index: every landblock reads each landblock file and needed weenie once",
          "[worlddata]") {
    TempDir t;
    write_ace(t.path);
    for (const int jobs : {1, 2}) {
        const worlddata::WorldData every = load(t.path, {}, jobs);
        check_same_place(every, whole(t.path), {});
        std::vector<std::string> sorted = every.opened;
        std::sort(sorted.begin(), sorted.end());
        CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()); // once each
        // Every landblock file, the weenies rows name (not 7002 nor 9999), nothing else.
        CHECK(every.files.size() == 5 + 7);
        for (const std::string& f : every.opened) {
            CHECK(f.find("Unused") == std::string::npos);
            CHECK(f.find("Guard") == std::string::npos);
        }
    }
}

TEST_CASE("world index: a file whose name says one landblock or weenie but holds another",
          "[worlddata]") {
    TempDir t;
    const fs::path base = t.path / "base";
    // A9B4.sql holds A9B5's rows; 00412 Door.sql holds weenie 413.
    landblock(base / kBaseLandblocks / "tmp", 0xA9B5, rows_at(0xA9B5, {500}));
    fs::create_directories(base / kBaseLandblocks);
    fs::rename(base / kBaseLandblocks / "tmp" / "A9B5.sql", base / kBaseLandblocks / "A9B4.sql");
    fs::remove_all(base / kBaseLandblocks / "tmp");
    landblock(base / kBaseLandblocks, 0xA9B6, rows_at(0xA9B6, {412, 413}));
    weenie(base / kBaseWeenies / "Door/00412 Door.sql", 413, "Not a Door", 1.0f);
    weenie(base / kBaseWeenies / "Creature/00500 Villager.sql", 500, "Villager", 1.0f);
    worldw::write_text(t.path / "patches" / "empty.sql", "");
    const worlddata::WorldData all = whole(t.path);
    REQUIRE(all.landblock(0xA9B5) != nullptr);
    // The weenie the name does not give is found by reading the file that lied.
    const worlddata::WorldData b6 = load(t.path, {0xA9B6});
    check_same_place(b6, all, {0xA9B6});
    CHECK(b6.weenie(413)->name == "Not a Door");
    CHECK(b6.weenie(412) == nullptr);
    // A9B4's file holds no A9B4: none is placed.
    const worlddata::WorldData b4 = load(t.path, {0xA9B4});
    check_same_place(b4, all, {0xA9B4});
    CHECK(b4.landblocks.empty());
    // Read once, the file is known by its content: A9B5 comes from it.
    const worlddata::WorldData b5 = load(t.path, {0xA9B5});
    check_same_place(b5, all, {0xA9B5});
    REQUIRE(b5.landblock(0xA9B5) != nullptr);
    CHECK(b5.weenie(500)->name == "Villager");
}

TEST_CASE("world index: bad data in a file a place reads is named FILE:LINE:COLUMN",
          "[worlddata]") {
    TempDir t;
    write_ace(t.path);
    const fs::path bad = t.path / "base" / kBaseLandblocks / "A9B5.sql";
    worldw::write_text(bad, "DELETE FROM `landblock_instance` WHERE `landblock` = 0xA9B5;\n"
                            "INSERT INTO `landblock_instance` VALUES (1, 2;\n");
    try {
        (void)load(t.path, {0xA9B5});
        FAIL("no error");
    } catch (const worlddata::WorldDataError& e) {
        CHECK(e.file() == bad.string());
        CHECK(e.line() == 2);
    }
    CHECK_NOTHROW(load(t.path, {0xA9B4})); // a place without that file does not open it
}

TEST_CASE("world index: a folder given inside ACE's layout keeps its names", "[worlddata]") {
    TempDir t;
    write_ace(t.path);
    worlddata::WorldLoadOptions o;
    o.landblocks = {0xA9B5};
    o.index_dir = (t.path / "index").string();
    const fs::path lbs = t.path / "base" / kBaseLandblocks;
    const fs::path ws = t.path / "base" / kBaseWeenies;
    const worlddata::WorldData d = worlddata::load_world_data({lbs.string(), ws.string()}, o);
    CHECK(d.opened == d.files); // nothing indexed by its content
    CHECK(relative(t.path, d.files) ==
          std::vector<std::string>{
              "base/3-Core/6 LandBlockExtendedData/SQL/A9B5.sql",
              "base/3-Core/9 WeenieDefaults/SQL/Creature/Human/00500 Villager.sql"});
    CHECK_FALSE(fs::exists(t.path / "index")); // and no index file
}
