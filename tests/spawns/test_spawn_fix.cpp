// --fix-sql (docs/spawns.md, "Fixes"): the file the check writes, applied to the fixture's own
// rows and weenies, makes the same check report no moved, wrong_cell or destination line
// for them.
#include <cstdio>
#include <fstream>
#include <regex>

#include <catch2/catch.hpp>

#include "tests/spawns/spawn_fixtures.h"

namespace {

using namespace sweeplab::test::spawns;
using namespace sweeplab::test::place;
using sweeplab::spawns::SpawnKind;
using sweeplab::spawns::SpawnLine;
namespace worldw = sweeplab::test::worldw;

std::uint32_t number(const std::string& v) {
    return static_cast<std::uint32_t>(std::stoul(v, nullptr, 0));
}

// One UPDATE's assignments applied to a cell and an origin.
void assign(const std::string& set, std::uint32_t& cell, glm::vec3& origin) {
    static const std::regex column("`(\\w+)` = ([-0-9.xA-Fa-f]+)");
    for (std::sregex_iterator it(set.begin(), set.end(), column), end; it != end; ++it) {
        const std::string name = (*it)[1], value = (*it)[2];
        if (name == "obj_Cell_Id") cell = number(value);
        if (name == "origin_X") origin.x = std::stof(value);
        if (name == "origin_Y") origin.y = std::stof(value);
        if (name == "origin_Z") origin.z = std::stof(value);
    }
}

// The statements of the --fix-sql file applied to the fixture, as a database would.
void apply_fixes(const std::string& sql, SpawnCheckWorld& w) {
    static const std::regex instance(
        "UPDATE `landblock_instance` SET (.*) WHERE `guid` = (0x[0-9A-F]+);");
    static const std::regex position("UPDATE `weenie_properties_position` SET (.*) WHERE "
                                     "`object_Id` = ([0-9]+) AND `position_Type` = 2;");
    std::istringstream in(sql);
    std::string line;
    std::size_t applied = 0;
    while (std::getline(in, line)) {
        std::smatch m;
        if (std::regex_match(line, m, instance)) {
            for (worldw::LandblockFixture* lb : {&w.south, &w.centre, &w.north})
                for (worldw::Spawn& s : lb->spawns)
                    if (s.guid == number(m[2])) {
                        assign(m[1], s.cell, s.origin);
                        ++applied;
                    }
        } else if (std::regex_match(line, m, position)) {
            for (worldw::WeenieDef& d : w.weenies)
                if (d.wcid == number(m[2])) {
                    assign(m[1], d.destination->cell, d.destination->origin);
                    ++applied;
                }
        } else {
            REQUIRE((line.empty() || line.rfind("--", 0) == 0));
        }
    }
    CHECK(applied > 0);
}

} // namespace

TEST_CASE("spawns: --fix-sql applied to the rows leaves no moved or wrong_cell for them",
          "[spawns]") {
    const auto sql = place_dir() / "fixes.sql";
    std::vector<SpawnLine> lines;
    sweeplab::spawns::SpawnSummary summary;
    (void)check("sql", {}, &summary, &lines);
    sweeplab::spawns::write_fix_sql(sql.string(), lines, summary);
    std::ifstream f(sql);
    std::stringstream text;
    text << f.rdbuf();
    REQUIRE(text.str().rfind("-- sweeplab spawns dat world --reading retail: 5 fixes", 0) == 0);

    SpawnCheckWorld w = spawn_check_world();
    apply_fixes(text.str(), w);
    const auto fixed = place_dir() / "fixed";
    for (const worldw::WeenieDef& d : w.weenies)
        worldw::write_text(fixed / "weenies" / (std::to_string(d.wcid) + ".sql"),
                           worldw::ace_weenie_sql(d));
    for (const worldw::LandblockFixture* lb : {&w.south, &w.centre, &w.north}) {
        char name[16];
        std::snprintf(name, sizeof name, "%04X.sql", lb->landblock);
        worldw::write_text(fixed / "landblocks" / name,
                           worldw::ace_landblock_sql(lb->landblock, lb->spawns));
    }
    std::vector<SpawnLine> after;
    (void)check("fixed", {}, nullptr, &after);
    for (const SpawnLine& l : after) {
        INFO(sweeplab::spawns::spawn_line_json(l));
        CHECK(l.kind != SpawnKind::Moved);
        CHECK(l.kind != SpawnKind::WrongCell);
        CHECK(l.kind != SpawnKind::Destination);
        CHECK(l.kind != SpawnKind::UnderGround);
    }
    // What has no fix stays: the dropped rows and the floating ones.
    const auto kinds = kinds_by_guid(after);
    CHECK(kinds.at(kDroppedGuid) == SpawnKind::Dropped);
    CHECK(kinds.at(kFloatingGuid) == SpawnKind::Floating);
}
