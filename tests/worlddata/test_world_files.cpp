// Reading world data from files and folders: the order, the replace rule (a later file's
// landblock and weenie replace an earlier one's), GDLE JSON beside ACE SQL.
#include <catch2/catch.hpp>

#include <filesystem>

#include "tests/worlddata/world_fixture.h"

using namespace sweeplab;
using namespace sweeplab::test;
namespace fs = std::filesystem;

namespace {

struct TempDir : WorldTempDir {
    TempDir() : WorldTempDir("sweeplab_world_") {}
};

worldw::LandblockFixture holtburg() {
    return worldw::LandblockFixture{0xA9B4, door_and_npc(), {{0x7A9B4001u, 0x7A9B4002u}}};
}

} // namespace

TEST_CASE("world files: a later file's landblock replaces an earlier one's", "[worlddata]") {
    TempDir t;
    auto rows = door_and_npc();
    worldw::write_text(t.path / "base" / "A9B4.sql", worldw::ace_landblock_sql(0xA9B4, rows));
    rows.resize(1);
    rows[0].origin.x = 99.0f;
    worldw::write_text(t.path / "patches" / "A9B4.sql", worldw::ace_landblock_sql(0xA9B4, rows));
    const auto d =
        worlddata::load_world_data({(t.path / "base").string(), (t.path / "patches").string()});
    const auto* lb = d.landblock(0xA9B4);
    REQUIRE(lb != nullptr);
    REQUIRE(lb->rows.size() == 1);
    CHECK(lb->rows[0].pos.origin.x == 99.0f);
    CHECK(d.files.size() == 2);
    CHECK(lb->file == 1);
    // Given the other way round, the base wins.
    const auto r =
        worlddata::load_world_data({(t.path / "patches").string(), (t.path / "base").string()});
    CHECK(r.landblock(0xA9B4)->rows.size() == 3);
}

TEST_CASE("world files: a later weenie replaces an earlier one of the same class id",
          "[worlddata]") {
    TempDir t;
    worldw::WeenieDef w;
    w.wcid = 412;
    w.class_name = "door";
    w.type = 19;
    w.name = "Door";
    w.setup = 0x0200027Cu;
    w.scale = 2.0f;
    worldw::write_text(t.path / "a" / "412.sql", worldw::ace_weenie_sql(w));
    w.scale.reset();
    w.name = "Patched Door";
    worldw::write_text(t.path / "b" / "412 Door.sql", worldw::ace_weenie_sql(w));
    // A row naming it: a folder's weenies are read for the rows that name them.
    worldw::write_text(t.path / "a" / "A9B4.sql",
                       worldw::ace_landblock_sql(0xA9B4, door_and_npc()));
    const auto d = worlddata::load_world_data({(t.path / "a").string(), (t.path / "b").string()});
    const worlddata::Weenie* r = d.weenie(412);
    REQUIRE(r != nullptr);
    CHECK(r->name == "Patched Door");
    CHECK_FALSE(r->default_scale.has_value()); // nothing of the earlier weenie is left
}

TEST_CASE("world files: a folder is read recursively in path order, .sql and .json only",
          "[worlddata]") {
    TempDir t;
    worldw::write_text(t.path / "2" / "A9B4.sql",
                       worldw::ace_landblock_sql(0xA9B4, door_and_npc()));
    worldw::write_text(t.path / "1" / "z" / "A9B4.json", worldw::gdle_spawn_map(holtburg()));
    worldw::write_text(t.path / "1" / "readme.txt", "not world data");
    const auto files = worlddata::world_data_files({t.path.string()});
    REQUIRE(files.size() == 2);
    CHECK(files[0].find("A9B4.json") != std::string::npos);
    CHECK(files[1].find("A9B4.sql") != std::string::npos);
    const auto d = worlddata::load_world_data({t.path.string()});
    CHECK(d.landblock(0xA9B4)->file == 1); // the SQL, read last, replaced the JSON
}

TEST_CASE("world files: GDLE JSON gives the rows the SQL gives", "[worlddata]") {
    const auto lb = holtburg();
    const auto sql = read_text(worldw::ace_landblock_sql(0xA9B4, lb.spawns, lb.links));
    for (int form = 0; form < 4; ++form) {
        INFO("form " << form);
        const std::vector<worldw::LandblockFixture> list = {lb};
        const std::string text = form == 0   ? worldw::gdle_spawn_map(lb, true)
                                 : form == 1 ? worldw::gdle_spawn_map(lb, false)
                                 : form == 2 ? worldw::gdle_worldspawns(list)
                                             : worldw::gdle_worldspawns(list, false);
        const auto json = read_text(text, "spawns.json");
        const auto* a = sql.landblock(0xA9B4);
        const auto* b = json.landblock(0xA9B4);
        REQUIRE(b != nullptr);
        REQUIRE(a->rows.size() == b->rows.size());
        for (std::size_t i = 0; i < a->rows.size(); ++i) {
            CHECK(a->rows[i].guid == b->rows[i].guid);
            CHECK(a->rows[i].wcid == b->rows[i].wcid);
            CHECK(a->rows[i].pos.cell == b->rows[i].pos.cell);
            CHECK(a->rows[i].pos.origin == b->rows[i].pos.origin);
            CHECK(a->rows[i].pos.angles == b->rows[i].pos.angles);
        }
        REQUIRE(b->links.size() == 1);
        CHECK(b->links[0].parent == 0x7A9B4001u);
        CHECK(b->links[0].child == 0x7A9B4002u);
    }
}

TEST_CASE("world files: GDLE's 12-bit ids, null links and a spawnMaps file", "[worlddata]") {
    const std::string text =
        "{\"key\": 2847145984, \"desc\": \"a yard\", \"value\": {\"weenies\": [{\"id\": 5, "
        "\"wcid\": 7, \"pos\": {\"objcell_id\": 2847146012, \"frame\": {\"origin\": {\"x\": 1, "
        "\"y\": 2, \"z\": 3}, \"angles\": {\"w\": 1, \"x\": 0, \"y\": 0, \"z\": -0.0}}}}], "
        "\"links\": null}}";
    const auto d = read_text(text, "A9B4.json");
    const auto* lb = d.landblock(0xA9B4);
    REQUIRE(lb != nullptr);
    REQUIRE(lb->rows.size() == 1);
    CHECK(lb->rows[0].guid == 0x7A9B4005u);
    CHECK(lb->rows[0].pos.cell == 0xA9B4001Cu);
    CHECK(lb->links.empty());
}

TEST_CASE("world files: a path that does not exist is named", "[worlddata]") {
    try {
        (void)worlddata::load_world_data({"/nonexistent/world"});
        FAIL("no error");
    } catch (const worlddata::WorldDataError& e) {
        CHECK(std::string(e.what()) == "/nonexistent/world:1:1: no such file or folder");
    }
}
