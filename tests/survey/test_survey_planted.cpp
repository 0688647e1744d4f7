// Every finding kind planted at a known place and found there and nowhere else
// (tests/survey/scenes, written by tools/scenes/gen_survey_scenes.py), and a sound place
// where nothing is found, with and without the jump.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics/world/world.h"
#include "survey/survey_walker.h"
#include "survey_fixtures.h"

using namespace sweeplab;
using namespace sweeplab::test::survey;
using app::survey::FindingKind;

namespace {

// The walk findings (--walks), each walk's kinds once.
app::survey::SurveyFile survey(const std::string& scene, std::vector<std::string> extra = {}) {
    extra.insert(extra.begin(), source(scene));
    extra.push_back("--walks");
    return app::survey::parse_survey_text(run(extra), scene);
}

// The default output: the defects.
app::survey::SurveyFile defects(const std::string& scene, std::vector<std::string> extra = {}) {
    extra.insert(extra.begin(), source(scene));
    return app::survey::parse_survey_text(run(extra), scene);
}

// How many walk findings of `kind` a --walks output has.
std::size_t count(const app::survey::SurveyFile& file, FindingKind kind) {
    std::size_t n = 0;
    for (const auto& f : file.findings)
        n += f.kind == kind ? 1 : 0;
    return n;
}

std::string line_of(const app::survey::SurveyFile& file, const app::survey::Finding& f) {
    return file.lines[static_cast<std::size_t>(&f - file.findings.data())];
}

} // namespace

TEST_CASE("survey planted: a sound room in its building gives nothing", "[survey][planted]") {
    for (const char* jump : {"", "--jump"}) {
        CAPTURE(jump);
        const auto file = survey("tests/survey/scenes/sound-room.json",
                                 std::string(jump).empty() ? std::vector<std::string>{}
                                                           : std::vector<std::string>{jump});
        CHECK(file.findings.empty());
        CHECK(file.summary.starts == 37);
        CHECK(file.summary.unplaced == 0);
    }
}

TEST_CASE("survey planted: through_wall where a building reaches past its land square",
          "[survey][planted]") {
    // The shell x in [-8, 6], y in [-1.5, 1.5] is filed under the west square (its origin at
    // x = -2); from the east square (x > 0) retail never tests it.
    for (bool jump : {false, true}) {
        const auto file =
            survey("tests/survey/scenes/planted-through-wall.json",
                   jump ? std::vector<std::string>{"--jump"} : std::vector<std::string>{});
        REQUIRE(file.findings.size() >= 20);
        for (const auto& f : file.findings) {
            CAPTURE(line_of(file, f));
            CHECK(f.kind == FindingKind::ThroughWall);
            CHECK(f.position.x > 0.9f);
            CHECK(f.position.x < 6.1f);
            CHECK(std::fabs(f.position.y) < 1.6f);
            CHECK((f.detail.find("object 1 polygon 2") != std::string::npos ||
                   f.detail.find("object 1 polygon 3") != std::string::npos));
        }
        // As defects: the shell walked through is one, with every walk that crossed it.
        const auto d =
            defects("tests/survey/scenes/planted-through-wall.json",
                    jump ? std::vector<std::string>{"--jump"} : std::vector<std::string>{});
        REQUIRE(d.defects.size() == 1);
        CHECK(d.defects[0].kind == FindingKind::ThroughWall);
        CHECK(d.defects[0].thing == "object 1");
        CHECK(d.defects[0].walks.size() == count(file, FindingKind::ThroughWall));
        CHECK(d.summary.defects[static_cast<std::size_t>(FindingKind::ThroughWall)] == 1);
    }
}

TEST_CASE("survey planted: embedded at the walls of a room with no building", "[survey][planted]") {
    const auto file = survey("tests/survey/scenes/planted-embedded.json");
    REQUIRE(count(file, FindingKind::Embedded) >= 20);
    for (const auto& f : file.findings) {
        CAPTURE(line_of(file, f));
        // A walk keeps walking once in the wall, and outdoors nothing stops it at a bare
        // cell's walls: it goes on through them.
        CHECK((f.kind == FindingKind::Embedded || f.kind == FindingKind::ThroughWall));
        CHECK(f.thing == "cell 0x0100");
        // Within half a metre of the room's walls (x, y in [-3, 3]).
        const float out = std::max(std::fabs(f.position.x), std::fabs(f.position.y));
        CHECK(out > 2.4f);
        CHECK(out < 3.5f);
    }
    // As defects: the room, once per kind.
    const auto d = defects("tests/survey/scenes/planted-embedded.json");
    REQUIRE(d.defects.size() == 2);
    CHECK(d.defects[0].kind == FindingKind::ThroughWall); // the more severe first
    CHECK(d.defects[1].kind == FindingKind::Embedded);
    for (const auto& defect : d.defects) {
        CHECK(defect.thing == "cell 0x0100");
        CHECK(defect.walks.size() == count(file, defect.kind));
    }
}

TEST_CASE("survey planted: stuck in a cage, at that start only", "[survey][planted]") {
    const auto file = survey("tests/survey/scenes/planted-stuck.json");
    REQUIRE(file.findings.size() == 1);
    const auto& f = file.findings[0];
    CHECK(f.kind == FindingKind::Stuck);
    CHECK(f.start.feet.x == 2.0f);
    CHECK(f.start.feet.y == 2.0f);
    CHECK(f.detail.find("every one of the 8 headings") != std::string::npos);
    const auto d = defects("tests/survey/scenes/planted-stuck.json");
    REQUIRE(d.defects.size() == 1);
    CHECK(d.defects[0].kind == FindingKind::Stuck);
    CHECK(d.defects[0].walks.size() == 1);
}

TEST_CASE("survey planted: left_cell through a hole in a raised floor, jumping in only",
          "[survey][planted]") {
    // Walking, EdgeSlide holds the walker at the hole's rim; a jump takes it in, and the
    // transition finds no cell below the floor (the fall out of the world).
    CHECK(survey("tests/survey/scenes/planted-left-cell.json").findings.empty());
    const auto file = survey("tests/survey/scenes/planted-left-cell.json", {"--jump"});
    REQUIRE_FALSE(file.findings.empty());
    for (const auto& f : file.findings) {
        CAPTURE(line_of(file, f));
        CHECK(f.kind == FindingKind::LeftCell);
        CHECK(f.cell == 0x0100);
        // In the hole: x in [-5, -1], y in [3, 7], at the floor's height.
        CHECK(f.position.x > -5.0f);
        CHECK(f.position.x < -1.0f);
        CHECK(f.position.y > 3.0f);
        CHECK(f.position.y < 7.0f);
        CHECK(f.position.z < 5.0f);
    }
    const auto d = defects("tests/survey/scenes/planted-left-cell.json", {"--jump"});
    REQUIRE(d.defects.size() == 1);
    CHECK(d.defects[0].kind == FindingKind::LeftCell);
    CHECK(d.defects[0].thing == "cell 0x0100");
    CHECK(d.defects[0].walks.size() == file.findings.size());
}

TEST_CASE("survey planted: parts where GDLE's slide division departs, at the creature",
          "[survey][planted]") {
    const auto retail = survey("assets/scenes/reading-gdle-slide-division.json");
    CHECK(retail.findings.empty());
    const auto file =
        survey("assets/scenes/reading-gdle-slide-division.json", {"--compare", "gdle"});
    REQUIRE_FALSE(file.findings.empty());
    for (const auto& f : file.findings) {
        CAPTURE(line_of(file, f));
        CHECK(f.kind == FindingKind::Parts);
        CHECK(f.distance > 0.01f);
        CHECK(f.first_substep >= 1);
        CHECK_FALSE(f.branch.empty());
        // At the creature (object 1, a 0.5 m sphere at (3, 0.15)).
        CHECK(std::hypot(f.position.x - 3.0f, f.position.y - 0.15f) < 1.5f);
    }
    // Under ACE's reading the same walks agree.
    CHECK(survey("assets/scenes/reading-gdle-slide-division.json", {"--compare", "ace"})
              .findings.empty());
}

TEST_CASE("survey planted: a cellar's outside portal below the ground lifts the walker "
          "through the cellar's ceiling",
          "[survey][planted]") {
    // Retail's terrain test lifts a walker that meets the land from below onto it in one
    // sub-step, so nothing is ever left under the ground: the lift itself crosses the
    // ceiling from inside, which through_wall reports there (cellar x in [2, 8], y in [0, 4]).
    const auto file = survey("tests/survey/scenes/planted-under-ground.json", {"--jump"});
    REQUIRE_FALSE(file.findings.empty());
    for (const auto& f : file.findings) {
        CAPTURE(line_of(file, f));
        CHECK(f.kind == FindingKind::ThroughWall);
        CHECK(f.position.x > 2.0f);
        CHECK(f.position.x < 9.0f);
        CHECK(f.position.y > -0.5f);
        CHECK(f.position.y < 4.5f);
    }
}

TEST_CASE("survey under_ground: outdoors only, more than 5 cm below the terrain",
          "[survey][under_ground]") {
    // The faithful engine lifts every walker that meets the land from below (the case above),
    // so no place plants this one: its test is checked on the terrain directly.
    physics::World world;
    world.add_terrain(glm::vec2(0.0f), 24.0f, {{0.0f, 0.0f}, {2.4f, 2.4f}}); // rises 0.1 per m in y
    world.finalize();
    const physics::LandCell* land = world.land_cell_at(12.0f, 12.0f);
    REQUIRE(land != nullptr);
    const std::uint32_t cell = land->id;
    using app::survey::under_ground_depth;
    CHECK_FALSE(under_ground_depth(world, cell, {12.0f, 12.0f, 1.2f}));  // on it
    CHECK_FALSE(under_ground_depth(world, cell, {12.0f, 12.0f, 1.16f})); // 4 cm below
    const auto depth = under_ground_depth(world, cell, {12.0f, 12.0f, 1.13f});
    REQUIRE(depth);
    CHECK(*depth == Approx(0.07f).margin(1e-5));
    CHECK_FALSE(under_ground_depth(world, 0, {12.0f, 12.0f, -5.0f}));           // no cell
    CHECK_FALSE(under_ground_depth(world, 0xFF000100u, {12.0f, 12.0f, -5.0f})); // indoors
    CHECK_FALSE(under_ground_depth(world, cell, {100.0f, 12.0f, -5.0f}));       // off the land
}

TEST_CASE("survey planted: parts is looked for after a walk's first finding",
          "[survey][planted][parts]") {
    // Two grid points lie on a bare room's wall: their walks are embedded from frame 1, go
    // out through the wall, and part from the gdle ghost at the creature later on.
    const std::string scene = "tests/survey/scenes/planted-parts-beside.json";
    const auto file = survey(scene, {"--compare", "gdle"});
    std::size_t beside = 0;
    for (const auto& p : file.findings) {
        if (p.kind != FindingKind::Parts) continue;
        CAPTURE(line_of(file, p));
        CHECK(std::hypot(p.position.x - 3.0f, p.position.y - 0.15f) < 1.5f);
        for (const auto& f : file.findings)
            if (f.start.index == p.start.index && f.heading == p.heading &&
                f.kind == FindingKind::Embedded && f.frame < p.frame)
                ++beside;
    }
    CHECK(beside >= 2);
    // As defects: the parting at the creature, and the room.
    const auto d = defects(scene, {"--compare", "gdle"});
    std::size_t parts = 0;
    for (const auto& defect : d.defects) {
        CAPTURE(d.lines[defect.number - 1]);
        if (defect.kind == FindingKind::Parts) {
            ++parts;
            CHECK(defect.thing.rfind("object 1; ", 0) == 0);
        } else {
            CHECK(defect.thing == "cell 0x0100");
        }
    }
    CHECK(parts >= 1);
    // Without the ghost, only the room.
    for (const auto& defect : defects(scene).defects)
        CHECK(defect.thing == "cell 0x0100");
}
