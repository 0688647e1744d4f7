// A large SQL file given on its own (the compiled release file) read by chunks: the same world
// data as reading it whole for the landblocks asked for and the weenies their rows name, its
// chunk index kept and refreshed, and the same errors.
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
    TempDir() : WorldTempDir("sweeplab_world_chunks_") {}
};

std::vector<worldw::Spawn> rows_at(std::uint32_t lb, const std::vector<std::uint32_t>& wcids) {
    std::vector<worldw::Spawn> out;
    for (std::size_t i = 0; i < wcids.size(); ++i)
        out.push_back(worldw::spawn_row(0x70000000u | lb << 12u | static_cast<std::uint32_t>(i),
                                        wcids[i], lb << 16u | 0x0001u,
                                        {10.0f + static_cast<float>(i), 20.0f, 0.0f}));
    return out;
}

std::vector<worldw::LandblockFixture> landblocks() {
    return {{0xA9B4, door_and_npc(), {{0x7A9B4001u, 0x7A9B4002u}}},
            {0xA9B5, rows_at(0xA9B5, {500, 500}), {}},
            {0xA9B6, rows_at(0xA9B6, {501}), {}},
            {0x0101, rows_at(0x0101, {9000}), {}}};
}

std::vector<worldw::WeenieDef> weenies() {
    std::vector<worldw::WeenieDef> out;
    for (const std::uint32_t wcid : {412u, 7001u, 7002u, 500u, 501u, 9000u, 9999u})
        out.push_back(
            worldw::weenie_def(wcid, 10, "w", 0x02000001u + wcid, 1.0f + 0.01f * float(wcid % 7)));
    return out;
}

// One statement a landblock or weenie, after a CREATE TABLE that the last INSERT (without a
// column list) needs, as a server's own dump may be.
std::string statement_dump() {
    std::string text;
    for (const auto& lb : landblocks())
        text += worldw::ace_landblock_sql(lb.landblock, lb.spawns, lb.links);
    for (const auto& w : weenies())
        text += worldw::ace_weenie_sql(w);
    text += "CREATE TABLE `weenie_properties_float` (`id` int, `object_Id` int, `type` int, "
            "`value` double);\n";
    text += "INSERT INTO `spell` VALUES (1, 'a spell; never read');\n";
    text += "INSERT INTO `weenie_properties_float` VALUES (1, 500, 39, 4.5);\n";
    return text;
}

worlddata::WorldLoadOptions chunked(const fs::path& d, const std::set<std::uint32_t>& lbs) {
    worlddata::WorldLoadOptions o;
    o.landblocks = lbs;
    o.index_dir = (d / "index").string();
    o.chunk_files_from = 0;
    o.chunk_bytes = 1; // a statement a chunk
    return o;
}

} // namespace

TEST_CASE("world chunks: a dump read by chunks gives what reading it whole gives", "[worlddata]") {
    TempDir t;
    const fs::path release = t.path / "release.sql";
    const fs::path dump = t.path / "dump.sql";
    worldw::write_text(release, worldw::ace_release_sql(landblocks(), weenies()));
    worldw::write_text(dump, statement_dump());
    for (const fs::path& file : {release, dump}) {
        INFO(file.filename().string());
        const worlddata::WorldData whole = worlddata::load_world_data({file.string()});
        for (const std::set<std::uint32_t>& place :
             {std::set<std::uint32_t>{0xA9B4}, std::set<std::uint32_t>{0xA9B5, 0x0101},
              std::set<std::uint32_t>{}}) {
            for (const int jobs : {1, 2}) {
                auto o = chunked(t.path, place);
                o.jobs = jobs;
                check_same_place(worlddata::load_world_data({file.string()}, o), whole, place);
            }
        }
    }
    // The dump's chunks: only the place's statements are read.
    const worlddata::WorldData b5 =
        worlddata::load_world_data({dump.string()}, chunked(t.path, {0xA9B5}));
    CHECK(b5.rows_read == 2); // A9B5's two rows, not the others'
    CHECK(b5.weenie(500)->default_scale == 4.5f);
    CHECK(b5.weenie(412) == nullptr);
}

TEST_CASE("world chunks: the chunk index is kept, reused and refreshed", "[worlddata]") {
    TempDir t;
    const fs::path dump = t.path / "dump.sql";
    worldw::write_text(dump, statement_dump());
    const auto o = chunked(t.path, {0xA9B4});
    // Cut into chunks, then read twice: the landblock's chunks, then with its weenies'.
    const worlddata::WorldData first = worlddata::load_world_data({dump.string()}, o);
    CHECK(first.opened.size() == 3);
    const worlddata::WorldData second = worlddata::load_world_data({dump.string()}, o);
    CHECK(second.opened.size() == 2);
    // A patch appended: the size changes, the file is cut again.
    auto rows = door_and_npc();
    rows.resize(1);
    worldw::write_text(dump, statement_dump() + worldw::ace_landblock_sql(0xA9B4, rows));
    const worlddata::WorldData third = worlddata::load_world_data({dump.string()}, o);
    CHECK(third.opened.size() == 3);
    CHECK(third.landblock(0xA9B4)->rows.size() == 4); // within one file rows accumulate
    const worlddata::WorldData whole = worlddata::load_world_data({dump.string()});
    check_same_place(third, whole, {0xA9B4});
    CHECK(third.rows_read == 4);
    // Small files given on their own are read whole (the default threshold).
    worlddata::WorldLoadOptions small;
    small.index_dir = o.index_dir;
    small.landblocks = {0xA9B4};
    CHECK(worlddata::load_world_data({dump.string()}, small).rows_read == whole.rows_read);
    CHECK(whole.rows_read == 8);
}

TEST_CASE("world chunks: bad data gives the error reading it whole gives", "[worlddata]") {
    TempDir t;
    const fs::path dump = t.path / "dump.sql";
    worldw::write_text(dump, statement_dump() + "INSERT INTO `landblock_instance` VALUES (1, 2;\n");
    std::string whole, chunks;
    try {
        (void)worlddata::load_world_data({dump.string()});
    } catch (const worlddata::WorldDataError& e) {
        whole = e.what();
    }
    try {
        (void)worlddata::load_world_data({dump.string()}, chunked(t.path, {0xA9B4}));
    } catch (const worlddata::WorldDataError& e) {
        chunks = e.what();
    }
    CHECK_FALSE(whole.empty());
    CHECK(chunks == whole);
}

TEST_CASE("world chunks: a dump and then a patches folder", "[worlddata]") {
    TempDir t;
    const fs::path dump = t.path / "dump.sql";
    worldw::write_text(dump, statement_dump());
    const fs::path patches = t.path / "patches";
    auto holtburg = door_and_npc();
    holtburg.resize(2);
    worldw::write_text(patches / "Patches/6 LandBlockExtendedData/A9B4.sql",
                       worldw::ace_landblock_sql(0xA9B4, holtburg));
    worldw::write_text(
        patches / "Patches/9 WeenieDefaults/Door/00412 Door.sql",
        worldw::ace_weenie_sql(worldw::weenie_def(412, 19, "Patched Door", 0x0200027Cu, 2.0f)));
    worldw::write_text(
        patches / "Patches/9 WeenieDefaults/Creature/00500 Villager.sql",
        worldw::ace_weenie_sql(worldw::weenie_def(500, 10, "Patched Villager", 0x02000001u, 1.0f)));
    const std::vector<std::string> paths = {dump.string(), patches.string()};
    std::vector<std::string> files = {dump.string()};
    for (const std::string& f : worlddata::world_data_files({patches.string()}))
        files.push_back(f);
    const worlddata::WorldData whole = worlddata::load_world_data(files);
    for (const std::set<std::uint32_t>& place :
         {std::set<std::uint32_t>{0xA9B4}, std::set<std::uint32_t>{0xA9B5},
          std::set<std::uint32_t>{}}) {
        for (const int jobs : {1, 2}) {
            INFO("jobs " << jobs << ", " << place.size() << " landblocks");
            // Read whole (below the size for chunks): the dump is opened once.
            worlddata::WorldLoadOptions o;
            o.landblocks = place;
            o.jobs = jobs;
            o.index_dir = (t.path / "index").string();
            const worlddata::WorldData d = worlddata::load_world_data(paths, o);
            check_same_place(d, whole, place);
            CHECK(std::count(d.opened.begin(), d.opened.end(), dump.string()) == 1);
            // By chunks.
            auto c = chunked(t.path, place);
            c.jobs = jobs;
            check_same_place(worlddata::load_world_data(paths, c), whole, place);
        }
    }
    CHECK(whole.weenie(412)->name == "Patched Door");
}
