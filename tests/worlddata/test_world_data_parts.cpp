// The world data read on several threads (load_world_data with jobs > 1) against the same
// files read in turn: every field of every row and weenie the same, through each case of the
// replace rule across files, and the same first error.
#include <catch2/catch.hpp>

#include <filesystem>

#include "tests/worlddata/world_fixture.h"

using namespace sweeplab;
using namespace sweeplab::test;
namespace fs = std::filesystem;

namespace {

struct TempDir : WorldTempDir {
    TempDir() : WorldTempDir("sweeplab_world_parts_") {}
};

std::string weenie_row(std::uint32_t wcid, const std::string& class_name, int type) {
    return "INSERT INTO `weenie` (`class_Id`, `class_Name`, `type`) VALUES (" +
           std::to_string(wcid) + ", '" + class_name + "', " + std::to_string(type) + ");\n";
}

std::string property(const char* table, std::uint32_t wcid, int type, const std::string& value) {
    return std::string("INSERT INTO `") + table + "` (`object_Id`, `type`, `value`) VALUES (" +
           std::to_string(wcid) + ", " + std::to_string(type) + ", " + value + ");\n";
}

std::string name_row(std::uint32_t wcid, const std::string& name) {
    return property("weenie_properties_string", wcid, 1, "'" + name + "'");
}

std::string scale_row(std::uint32_t wcid, float scale) {
    return property("weenie_properties_float", wcid, 39, std::to_string(scale));
}

std::vector<worldw::Spawn> rows_at(std::uint32_t lb, int n, float x) {
    std::vector<worldw::Spawn> out;
    for (int i = 0; i < n; ++i) {
        worldw::Spawn s;
        s.guid = 0x70000000u | lb << 12u | static_cast<std::uint32_t>(i);
        s.wcid = 500;
        s.cell = lb << 16u | 0x0001u;
        s.origin = {x + static_cast<float>(i), 10.0f, 0.0f};
        out.push_back(s);
    }
    return out;
}

// Every field load_world_data gives.
void check_same(const worlddata::WorldData& a, const worlddata::WorldData& b) {
    CHECK(a.files == b.files);
    CHECK(a.rows_read == b.rows_read);
    REQUIRE(a.landblocks.size() == b.landblocks.size());
    for (const auto& [id, la] : a.landblocks) {
        INFO("landblock " << id);
        const worlddata::LandblockSpawns* lb = b.landblock(id);
        REQUIRE(lb != nullptr);
        CHECK(la.landblock == lb->landblock);
        CHECK(la.file == lb->file);
        REQUIRE(la.rows.size() == lb->rows.size());
        for (std::size_t i = 0; i < la.rows.size(); ++i) {
            const worlddata::SpawnRow &r = la.rows[i], &s = lb->rows[i];
            CHECK(r.guid == s.guid);
            CHECK(r.wcid == s.wcid);
            CHECK(r.pos.cell == s.pos.cell);
            CHECK(r.pos.origin == s.pos.origin);
            CHECK(r.pos.angles == s.pos.angles);
            CHECK(r.link_child == s.link_child);
            CHECK(r.source.file == s.source.file);
            CHECK(r.source.line == s.source.line);
        }
        REQUIRE(la.links.size() == lb->links.size());
        for (std::size_t i = 0; i < la.links.size(); ++i) {
            CHECK(la.links[i].parent == lb->links[i].parent);
            CHECK(la.links[i].child == lb->links[i].child);
        }
    }
    REQUIRE(a.weenies.size() == b.weenies.size());
    for (const auto& [wcid, w] : a.weenies) {
        INFO("weenie " << wcid);
        const worlddata::Weenie* v = b.weenie(wcid);
        REQUIRE(v != nullptr);
        CHECK(w.wcid == v->wcid);
        CHECK(w.class_name == v->class_name);
        CHECK(w.type == v->type);
        CHECK(w.setup == v->setup);
        CHECK(w.default_scale == v->default_scale);
        CHECK(w.motion_table == v->motion_table);
        CHECK(w.visual_awareness == v->visual_awareness);
        CHECK(w.home_radius == v->home_radius);
        CHECK(w.physics_state == v->physics_state);
        CHECK(w.ethereal == v->ethereal);
        CHECK(w.open == v->open);
        CHECK(w.name == v->name);
        CHECK(w.destination.has_value() == v->destination.has_value());
        if (w.destination && v->destination) {
            CHECK(w.destination->cell == v->destination->cell);
            CHECK(w.destination->origin == v->destination->origin);
        }
        CHECK(w.generator == v->generator);
        CHECK(w.file == v->file);
    }
}

worlddata::WorldData load(const fs::path& dir, int jobs,
                          const std::set<std::uint32_t>& landblocks = {}) {
    worlddata::WorldLoadOptions o;
    o.jobs = jobs;
    o.landblocks = landblocks;
    // Every file named on its own: each is read whole (a folder's files are read only for the
    // weenies its rows name, test_world_index.cpp), so every case of the rule is met.
    return worlddata::load_world_data(
        worlddata::world_data_files({(dir / "base").string(), (dir / "patches").string()}), o);
}

// A base and patches that take every path of the replace rule.
void write_world(const fs::path& d) {
    worldw::WeenieDef door;
    door.wcid = 412;
    door.class_name = "door";
    door.type = 19;
    door.name = "Door";
    door.setup = 0x0200027Cu;
    door.scale = 2.0f;
    door.ethereal = false;
    worldw::write_text(d / "base" / "weenies" / "412.sql", worldw::ace_weenie_sql(door));
    worldw::write_text(d / "base" / "weenies" / "500.sql", weenie_row(500, "villager", 10) +
                                                               name_row(500, "Villager") +
                                                               scale_row(500, 1.5f));
    worldw::write_text(d / "base" / "weenies" / "501.sql", weenie_row(501, "guard", 10) +
                                                               name_row(501, "Guard") +
                                                               scale_row(501, 3.0f));
    worldw::write_text(d / "base" / "landblocks" / "A9B4.sql",
                       worldw::ace_landblock_sql(0xA9B4, door_and_npc()));
    worldw::write_text(d / "base" / "landblocks" / "A9B5.sql",
                       worldw::ace_landblock_sql(0xA9B5, rows_at(0xA9B5, 4, 20.0f)));
    worldw::write_text(d / "base" / "landblocks" / "A9B6.sql",
                       worldw::ace_landblock_sql(0xA9B6, rows_at(0xA9B6, 2, 30.0f)));
    // Property rows alone: an earlier weenie's name set empty (not left as it was), and a
    // class id no file begins.
    worldw::write_text(d / "patches" / "1 properties.sql",
                       name_row(500, "") + property("weenie_properties_d_i_d", 600, 1, "33554432"));
    // A property before the weenie row: for an earlier file's class id (reading in turn adds
    // it to the earlier weenie, then the weenie row starts anew), and for a new one (kept).
    worldw::write_text(d / "patches" / "2 reordered.sql",
                       scale_row(501, 9.0f) + weenie_row(501, "guard2", 12) +
                           name_row(501, "Guard Two") + scale_row(601, 4.0f) +
                           weenie_row(601, "statue", 1));
    // A later file's landblock: the JSON replaces A9B4's rows; a DELETE alone empties A9B5.
    worldw::write_text(d / "patches" / "3 A9B4.json",
                       worldw::gdle_spawn_map(worldw::LandblockFixture{
                           0xA9B4, rows_at(0xA9B4, 2, 50.0f), {{0x7A9B4000u, 0x7A9B4001u}}}));
    worldw::write_text(d / "patches" / "4 A9B5.sql",
                       "DELETE FROM `landblock_instance` WHERE `landblock` = 0xA9B5;\n");
    // A whole weenie replaced.
    door.name = "Patched Door";
    door.scale.reset();
    worldw::write_text(d / "patches" / "5 412.sql", worldw::ace_weenie_sql(door));
}

} // namespace

TEST_CASE("world data parts: several threads give what reading in turn gives", "[worlddata]") {
    TempDir t;
    write_world(t.path);
    const worlddata::WorldData serial = load(t.path, 1);
    // What reading in turn gives, so that the comparison is with the replace rule.
    REQUIRE(serial.files.size() == 11);
    CHECK(serial.weenie(500)->name.empty());
    CHECK(serial.weenie(500)->default_scale == 1.5f);
    CHECK(serial.weenie(501)->class_name == "guard2");
    CHECK(serial.weenie(501)->name == "Guard Two");
    CHECK_FALSE(serial.weenie(501)->default_scale.has_value()); // the reset dropped the 9
    CHECK(serial.weenie(601)->default_scale == 4.0f);
    CHECK(serial.weenie(601)->class_name == "statue");
    CHECK(serial.weenie(600)->setup == 33554432u);
    CHECK(serial.weenie(600)->file == 6);
    CHECK(serial.weenie(412)->name == "Patched Door");
    CHECK_FALSE(serial.weenie(412)->default_scale.has_value());
    CHECK(serial.landblock(0xA9B4)->rows.size() == 2);
    CHECK(serial.landblock(0xA9B4)->links.size() == 1);
    CHECK(serial.landblock(0xA9B5)->rows.empty());
    CHECK(serial.landblock(0xA9B6)->rows.size() == 2);
    for (const int jobs : {2, 3, 16}) {
        INFO(jobs << " jobs");
        check_same(serial, load(t.path, jobs));
        check_same(load(t.path, 1, {0xA9B4, 0xA9B6}), load(t.path, jobs, {0xA9B4, 0xA9B6}));
    }
}

TEST_CASE("world data parts: the first failing file in order is the error", "[worlddata]") {
    TempDir t;
    write_world(t.path);
    worldw::write_text(t.path / "base" / "landblocks" / "A9B5.sql",
                       "INSERT INTO `landblock_instance` VALUES (1, 2;\n");
    worldw::write_text(t.path / "patches" / "5 412.sql", "INSERT INTO `weenie` VALUES (\n");
    auto error = [&](int jobs) -> std::string {
        try {
            (void)load(t.path, jobs);
        } catch (const worlddata::WorldDataError& e) {
            return e.what();
        }
        return "";
    };
    const std::string serial = error(1);
    CHECK(serial.find("A9B5.sql:1:") != std::string::npos);
    CHECK(error(2) == serial);
    CHECK(error(5) == serial);
}
