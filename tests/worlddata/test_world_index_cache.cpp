// A folder whose names are not ACE's (a server's own copy) goes through its index: built once
// by reading each file, kept in the index folder, reused, and refreshed for a file whose size
// or modification time changed, a new file and a removed one.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/worlddata/world_compare.h"
#include "tests/worlddata/world_fixture.h"
#include "worlddata/world_index.h"

using namespace sweeplab;
using namespace sweeplab::test;
namespace fs = std::filesystem;

namespace {

// The tests' folder indexes go under the temporary folder, never into the user's cache.
const bool kCacheSet = [] {
    const std::string cache = (fs::temp_directory_path() / "sweeplab_tests_cache").string();
    return ::setenv("XDG_CACHE_HOME", cache.c_str(), 1) == 0;
}();

struct TempDir : WorldTempDir {
    TempDir() : WorldTempDir("sweeplab_world_cache_") {}
};

worldw::WeenieDef def(std::uint32_t wcid, const char* name) {
    return worldw::weenie_def(wcid, 10, name, 0x02000001u + wcid, 1.0f);
}

// A server's folder: a landblock a file, weenies two files, a file holding nothing.
void write_server(const fs::path& s) {
    worldw::write_text(
        s / "holtburg.sql",
        worldw::ace_landblock_sql(0xA9B4, door_and_npc(), {{{0x7A9B4001u, 0x7A9B4002u}}}));
    std::vector<worldw::Spawn> out = {
        worldw::spawn_row(0x7A9B5000u, 500, 0xA9B50001u, {1.0f, 2.0f, 3.0f})};
    worldw::write_text(s / "outskirts.sql", worldw::ace_landblock_sql(0xA9B5, out));
    worldw::write_text(s / "defs" / "doors.sql", worldw::ace_weenie_sql(def(412, "Door")));
    worldw::write_text(s / "defs" / "people.sql", worldw::ace_weenie_sql(def(7001, "Crier")) +
                                                      worldw::ace_weenie_sql(def(7002, "Guard")) +
                                                      worldw::ace_weenie_sql(def(500, "Villager")));
    worldw::write_text(s / "notes.sql", "CREATE TABLE `notes` (`text` text);\n");
}

worlddata::WorldData load(const fs::path& d, const std::set<std::uint32_t>& landblocks) {
    worlddata::WorldLoadOptions o;
    o.landblocks = landblocks;
    o.index_dir = (d / "index").string();
    return worlddata::load_world_data({(d / "server").string()}, o);
}

worlddata::WorldData whole(const fs::path& d) {
    return worlddata::load_world_data(worlddata::world_data_files({(d / "server").string()}));
}

std::vector<std::string> names(const std::vector<std::string>& files) {
    std::vector<std::string> out;
    for (const std::string& f : files)
        out.push_back(fs::path(f).filename().string());
    return out;
}

std::string index_text(const fs::path& d) {
    std::string all;
    for (const auto& e : fs::directory_iterator(d / "index")) {
        std::ifstream f(e.path());
        std::stringstream s;
        s << f.rdbuf();
        all += s.str();
    }
    return all;
}

} // namespace

TEST_CASE("world index cache: a folder without ACE's names is indexed once and reused",
          "[worlddata]") {
    REQUIRE(kCacheSet);
    TempDir t;
    write_server(t.path / "server");
    using V = std::vector<std::string>;
    const worlddata::WorldData first = load(t.path, {0xA9B4});
    // Every file opened once to index it, then the place's files read.
    CHECK(names(first.opened) == V{"doors.sql", "people.sql", "holtburg.sql", "notes.sql",
                                   "outskirts.sql", "holtburg.sql", "doors.sql", "people.sql"});
    CHECK(names(first.files) == V{"holtburg.sql", "doors.sql", "people.sql"});
    check_same_place(first, whole(t.path), {0xA9B4});
    // One index file, in the folder given.
    CHECK(std::distance(fs::directory_iterator(t.path / "index"), fs::directory_iterator()) == 1);
    // Reused: only the files read are opened.
    const worlddata::WorldData second = load(t.path, {0xA9B4});
    CHECK(second.opened == second.files);
    const worlddata::WorldData b5 = load(t.path, {0xA9B5});
    CHECK(names(b5.opened) == V{"outskirts.sql", "people.sql"});
    check_same_place(b5, whole(t.path), {0xA9B5});
}

TEST_CASE("world index cache: a changed, added or removed file is noticed", "[worlddata]") {
    TempDir t;
    const fs::path s = t.path / "server";
    write_server(s);
    using V = std::vector<std::string>;
    (void)load(t.path, {0xA9B4});
    SECTION("a file's size changes") {
        worldw::write_text(s / "defs" / "doors.sql", worldw::ace_weenie_sql(def(412, "Big Door")));
        const worlddata::WorldData d = load(t.path, {0xA9B4});
        CHECK(names(d.opened) == V{"doors.sql", "holtburg.sql", "doors.sql", "people.sql"});
        CHECK(d.weenie(412)->name == "Big Door");
        check_same_place(d, whole(t.path), {0xA9B4});
    }
    SECTION("a file's modification time alone changes, and what it holds") {
        // Same size: 412 becomes 413 (and the door's row finds no weenie).
        const fs::path doors = s / "defs" / "doors.sql";
        const auto when = fs::last_write_time(doors);
        worldw::write_text(doors, worldw::ace_weenie_sql(def(413, "Door")));
        fs::last_write_time(doors, when + std::chrono::seconds(5));
        const worlddata::WorldData d = load(t.path, {0xA9B4});
        CHECK(names(d.opened) == V{"doors.sql", "holtburg.sql", "people.sql"});
        CHECK(d.weenie(412) == nullptr);
        check_same_place(d, whole(t.path), {0xA9B4});
        CHECK(load(t.path, {0xA9B4}).opened.size() == 2); // the new entry kept
    }
    SECTION("a file added") {
        auto rows = door_and_npc();
        rows.resize(1);
        worldw::write_text(s / "zz patch.sql", worldw::ace_landblock_sql(0xA9B4, rows));
        const worlddata::WorldData d = load(t.path, {0xA9B4});
        CHECK(names(d.opened) == V{"zz patch.sql", "holtburg.sql", "zz patch.sql", "doors.sql"});
        CHECK(d.landblock(0xA9B4)->rows.size() == 1);
        check_same_place(d, whole(t.path), {0xA9B4});
    }
    SECTION("a file removed") {
        fs::remove(s / "holtburg.sql");
        CHECK(index_text(t.path).find("holtburg.sql") != std::string::npos);
        const worlddata::WorldData d = load(t.path, {0xA9B4});
        CHECK(d.opened.empty());
        CHECK(d.landblocks.empty());
        CHECK(index_text(t.path).find("holtburg.sql") == std::string::npos);
    }
}

TEST_CASE("world index cache: where the index lives", "[worlddata]") {
    CHECK(worlddata::world_index_dir("/some/where") == "/some/where");
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    REQUIRE(xdg != nullptr);
    CHECK(worlddata::world_index_dir("") == std::string(xdg) + "/sweeplab/world-index");
}

TEST_CASE("world index cache: bad data in a file being indexed is named FILE:LINE:COLUMN",
          "[worlddata]") {
    TempDir t;
    write_server(t.path / "server");
    const fs::path bad = t.path / "server" / "defs" / "broken.sql";
    worldw::write_text(bad, "\n  INSERT INTO `weenie` VALUES (\n");
    try {
        (void)load(t.path, {0xA9B4});
        FAIL("no error");
    } catch (const worlddata::WorldDataError& e) {
        CHECK(e.file() == bad.string());
        CHECK(e.line() >= 2);
    }
}
