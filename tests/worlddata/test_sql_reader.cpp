// ACE's SQL world database: every form its public files use, written by the test-side writer
// (tests/worlddata/writer) and read back (docs/world-objects.md, "ACE SQL").
#include <catch2/catch.hpp>

#include "tests/worlddata/world_fixture.h"

using namespace sweeplab;
using namespace sweeplab::test;

namespace {

void check_rows(const worlddata::WorldData& d) {
    const worlddata::LandblockSpawns* lb = d.landblock(0xA9B4);
    REQUIRE(lb != nullptr);
    REQUIRE(lb->rows.size() == 3);
    const worlddata::SpawnRow& door = lb->rows[0];
    CHECK(door.guid == 0x7A9B4000u);
    CHECK(door.wcid == 412);
    CHECK(door.pos.cell == 0xA9B40100u);
    CHECK(door.pos.origin.x == 84.102898f);
    CHECK(door.pos.origin.y == 131.542007f);
    CHECK(door.pos.origin.z == 66.0f);
    CHECK(door.pos.angles.w == -0.707107f);
    CHECK(door.pos.angles.z == -0.707107f);
    CHECK_FALSE(door.link_child);
    CHECK(lb->rows[1].wcid == 7001);
    CHECK(lb->rows[2].link_child);
    CHECK(lb->rows[2].pos.origin.x == 90.0f);
}

} // namespace

TEST_CASE("world sql: a landblock file in every style ACE's files use", "[worlddata]") {
    const auto rows = door_and_npc();
    const std::vector<worldw::Link> links = {{0x7A9B4001u, 0x7A9B4002u}};
    for (int variant = 0; variant < 32; ++variant) {
        worldw::SqlStyle s;
        s.hex = (variant & 1) != 0;
        s.last_modified = (variant & 2) != 0;
        s.multi_row = (variant & 4) != 0;
        s.comments = (variant & 8) != 0;
        s.backticks = (variant & 16) != 0;
        s.upper_bools = variant % 3 != 0;
        INFO("variant " << variant);
        const auto d = read_text(worldw::ace_landblock_sql(0xA9B4, rows, links, s));
        check_rows(d);
        REQUIRE(d.landblock(0xA9B4)->links.size() == 1);
        CHECK(d.landblock(0xA9B4)->links[0].parent == 0x7A9B4001u);
        CHECK(d.landblock(0xA9B4)->links[0].child == 0x7A9B4002u);
        CHECK(d.rows_read == 3);
    }
}

TEST_CASE("world sql: a row's line is the line it starts on", "[worlddata]") {
    const auto d = read_text(worldw::ace_landblock_sql(0xA9B4, door_and_npc()));
    const auto& rows = d.landblock(0xA9B4)->rows;
    // Two comment lines, the DELETE, a blank line, the INSERT's head: the first row on line 6.
    CHECK(rows[0].source.line == 6);
    CHECK(rows[1].source.line == 7);
    CHECK(rows[2].source.line == 8);
}

TEST_CASE("world sql: a weenie file's properties", "[worlddata]") {
    worldw::WeenieDef w;
    w.wcid = 412;
    w.class_name = "door-o'brien";
    w.type = 19;
    w.name = "Door";
    w.setup = 0x0200027Cu;
    w.scale = 1.25f;
    w.physics_state = 0x1004u;
    w.ethereal = false;
    w.open = true;
    w.destination = worldw::Destination{0x0007012Fu, {10.0f, -20.0f, 0.005f}, {1, 0, 0, 0}};
    w.generator = true;
    w.motion_table = 0x09000A04u;
    w.visual_awareness = 25.0f;
    w.home_radius = 40.5f;
    w.attributes = {{1, 40, 5}, {3, 30, 12}, {6, 200, 0}};
    w.run_skill = std::array<std::uint32_t, 3>{40, 7, 3};
    for (bool hex : {true, false}) {
        worldw::SqlStyle s;
        s.hex = hex;
        const auto d = read_text(worldw::ace_weenie_sql(w, s));
        const worlddata::Weenie* r = d.weenie(412);
        REQUIRE(r != nullptr);
        CHECK(r->class_name == "door-o'brien");
        CHECK(r->type == 19);
        CHECK(r->name == "Door");
        CHECK(r->setup == 0x0200027Cu);
        CHECK(r->default_scale == 1.25f);
        CHECK(r->physics_state == 0x1004u);
        CHECK(r->ethereal == false);
        CHECK(r->open == true);
        REQUIRE(r->destination.has_value());
        CHECK(r->destination->cell == 0x0007012Fu);
        CHECK(r->destination->origin.y == -20.0f);
        CHECK(r->generator);
        CHECK(r->motion_table == 0x09000A04u);
        CHECK(r->visual_awareness == 25.0f);
        CHECK(r->home_radius == 40.5f);
        // The attributes by id (index id - 1), Run's levels (Jump's row skipped).
        REQUIRE(r->attributes[2].has_value());
        CHECK(r->attributes[2]->init_level == 30);
        CHECK(r->attributes[2]->raised == 12);
        CHECK(r->attributes[0]->init_level == 40);
        CHECK(r->attributes[5]->init_level == 200);
        CHECK_FALSE(r->attributes[1].has_value());
        REQUIRE(r->run_skill.has_value());
        CHECK(r->run_skill->init_level == 40);
        CHECK(r->run_skill->raised == 7);
        CHECK(r->run_skill->advance == 3);
    }
}

TEST_CASE("world sql: attribute and skill rows with no column list, in ACE's schema order",
          "[worlddata]") {
    const std::string sql =
        "INSERT INTO `weenie` VALUES (7, 'drudge', 10, '2021-01-01 00:00:00');\n"
        "INSERT INTO `weenie_properties_attribute` VALUES (1, 7, 3, 30, 4, 0), (2, 7, 1, 40, 0, "
        "0);\n"
        "INSERT INTO `weenie_properties_skill` VALUES (3, 7, 22, 0, 2, 0, 15, 0, 0), "
        "(4, 7, 24, 6, 3, 0, 40, 0, 269.73);\n";
    const auto d = read_text(sql);
    const worlddata::Weenie* r = d.weenie(7);
    REQUIRE(r != nullptr);
    REQUIRE(r->attributes[2].has_value());
    CHECK(r->attributes[2]->init_level == 30);
    CHECK(r->attributes[2]->raised == 4);
    CHECK(r->attributes[0]->init_level == 40);
    REQUIRE(r->run_skill.has_value());
    CHECK(r->run_skill->init_level == 40);
    CHECK(r->run_skill->raised == 6);
    CHECK(r->run_skill->advance == 3);
}

TEST_CASE("world sql: a weenie without the optional properties leaves them unset", "[worlddata]") {
    worldw::WeenieDef w;
    w.wcid = 5;
    w.class_name = "plain";
    w.name = "Plain";
    const auto d = read_text(worldw::ace_weenie_sql(w));
    const worlddata::Weenie* r = d.weenie(5);
    REQUIRE(r != nullptr);
    CHECK_FALSE(r->setup.has_value());
    CHECK_FALSE(r->default_scale.has_value());
    CHECK_FALSE(r->ethereal.has_value());
    CHECK_FALSE(r->destination.has_value());
    CHECK_FALSE(r->generator);
    CHECK_FALSE(r->motion_table.has_value());
    CHECK_FALSE(r->visual_awareness.has_value());
    CHECK_FALSE(r->home_radius.has_value());
    CHECK_FALSE(r->run_skill.has_value());
    CHECK_FALSE(r->attributes[2].has_value());
}

TEST_CASE("world sql: the compiled release file (mysqldump, no column lists)", "[worlddata]") {
    worldw::LandblockFixture lb{0xA9B4, door_and_npc(), {}};
    worldw::WeenieDef door;
    door.wcid = 412;
    door.class_name = "door";
    door.type = 19;
    door.name = "Holtburg's Door";
    door.setup = 0x0200027Cu;
    door.scale = 0.9f;
    const std::vector<worldw::LandblockFixture> lbs = {lb};
    const std::vector<worldw::WeenieDef> ws = {door};
    const auto d = read_text(worldw::ace_release_sql(lbs, ws));
    check_rows(d);
    const worlddata::Weenie* r = d.weenie(412);
    REQUIRE(r != nullptr);
    CHECK(r->name == "Holtburg's Door");
    CHECK(r->setup == 0x0200027Cu);
    CHECK(r->default_scale == 0.9f);
    CHECK(r->type == 19);
}

TEST_CASE("world sql: statements it does not read are skipped, strings and comments kept whole",
          "[worlddata]") {
    const std::string text = "SET @x = 'a;b'; /* a ; in a comment */\n"
                             "CREATE DATABASE `ace_world`; USE ace_world;\n"
                             "INSERT INTO `other` (`a`) VALUES ('it''s; not a row');\n"
                             "UPDATE weenie SET class_Name = 'x' WHERE class_Id = 1;\n"
                             "INSERT INTO `ace_world`.`landblock_instance` (`guid`, "
                             "`weenie_Class_Id`, `obj_Cell_Id`, `origin_X`, `origin_Y`, "
                             "`origin_Z`, `angles_W`, `angles_X`, `angles_Y`, `angles_Z`, "
                             "`is_Link_Child`) VALUES (0x7A9B4005, 1, 0xA9B40000, 1.5, 2.5e0, "
                             "-.5, 1, 0, 0, 0, FALSE) -- trailing\n;";
    const auto d = read_text(text);
    const auto* lb = d.landblock(0xA9B4);
    REQUIRE(lb != nullptr);
    REQUIRE(lb->rows.size() == 1);
    CHECK(lb->rows[0].pos.origin == glm::vec3(1.5f, 2.5f, -0.5f));
    CHECK(lb->rows[0].pos.cell == 0xA9B40000u);
}

TEST_CASE("world sql: only the landblocks asked for are kept", "[worlddata]") {
    auto rows = door_and_npc();
    std::string text = worldw::ace_landblock_sql(0xA9B4, rows);
    for (auto& r : rows) {
        r.cell = (0xA9B5u << 16u) | (r.cell & 0xFFFFu);
        r.guid += 0x1000u;
    }
    text += worldw::ace_landblock_sql(0xA9B5, rows);
    worlddata::WorldLoadOptions opt;
    opt.landblocks = {0xA9B5};
    const auto d = read_text(text, "t.sql", opt);
    CHECK(d.landblock(0xA9B4) == nullptr);
    REQUIRE(d.landblock(0xA9B5) != nullptr);
    CHECK(d.landblock(0xA9B5)->rows.size() == 3);
    CHECK(d.rows_read == 6);
}
