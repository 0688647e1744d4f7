// Judging a retail trace against a scene (docs/trace.md): the cottage's doorways walked both
// ways and its land seam all match; each planted wrong pick is reported with the test that
// decided it (point_in_cell either way, a cell portal, a building portal, an outside portal);
// the portal-less vault diverges only under ace.portalless_cell; a cell the scene does not hold
// is refused with its line.
#include <catch2/catch.hpp>

#include <string>

#include "app/trace/trace_log.h"
#include "app/trace/trace_replay.h"
#include "tests/support/errors.h"
#include "trace_fixtures.h"

using namespace sweeplab;
using namespace sweeplab::test::trace;
using app::trace::DecidingTest;
using app::trace::LineVerdict;
using app::trace::TraceError;
using Kind = physics::CellPickTrace::PortalKind;
using sweeplab::testing::error_of;

namespace {

const LineVerdict& at_line(const std::vector<LineVerdict>& verdicts, long line) {
    for (const LineVerdict& v : verdicts)
        if (v.line.line == line) return v;
    FAIL("no verdict for line " << line);
    return verdicts.front();
}

} // namespace

TEST_CASE("trace replay: the cottage's doorways walked both ways, the cellar and a land seam "
          "all match",
          "[trace][replay]") {
    const scene::Scene cottage = shipped("cottage");
    const app::trace::TraceLog log = app::trace::read_trace_log(trace_file("cottage-doorways.log"));
    const std::vector<LineVerdict> v =
        app::trace::replay_trace(log, app::trace::TraceTarget{&cottage, nullptr, {}}, {});
    REQUIRE(v.size() == 19); // every [fcl] line judged, the noise skipped
    for (const LineVerdict& l : v) {
        INFO("line " << l.line.line);
        CHECK(l.match);
        CHECK(l.decided.test == DecidingTest::None);
        CHECK_FALSE(l.cells.empty());
    }
    // Across the front door's threshold: outdoors, then the front room from the land cell
    // through the building's portal; back out through the room's outside portal.
    CHECK(at_line(v, 7).port < 0x100u); // the cottage's own land cell, the outdoors
    CHECK(at_line(v, 8).port == 0xA9B40100u);
    CHECK(at_line(v, 8).cells.back() == 0xA9B40100u);
    CHECK(at_line(v, 21).cells.front() == 0xA9B40100u);
    CHECK(at_line(v, 21).port < 0x100u);
    // The inner doorway's portal seam, both ways; the cellar through the back room's floor.
    CHECK(at_line(v, 11).port == 0xA9B40101u);
    CHECK(at_line(v, 19).port == 0xA9B40100u);
    CHECK(at_line(v, 14).port == 0xA9B40102u);
    CHECK(at_line(v, 17).port == 0xA9B40101u);
    // The land seam at x = 0: two different squares of the cottage's land, both its outdoors.
    CHECK(at_line(v, 24).port != at_line(v, 25).port);
    CHECK(at_line(v, 24).cells.size() == 2);
}

TEST_CASE("trace replay: each planted wrong pick names the test that decided it",
          "[trace][replay]") {
    const scene::Scene cottage = shipped("cottage");
    const app::trace::TraceLog log = app::trace::read_trace_log(trace_file("cottage-planted.log"));
    const std::vector<LineVerdict> v =
        app::trace::replay_trace(log, app::trace::TraceTarget{&cottage, nullptr, {}}, {});
    REQUIRE(v.size() == 9);
    for (const long line : {7L, 8L, 9L, 15L})
        CHECK(at_line(v, line).match);

    SECTION("point_in_cell true: at the threshold the front room holds the foot sphere's centre "
            "and the first indoor cell wins") {
        const LineVerdict& l = at_line(v, 10);
        CHECK_FALSE(l.match);
        CHECK(l.line.picked == 0xA9B40031u);
        CHECK(l.port == 0xA9B40100u);
        CHECK(l.decided.test == DecidingTest::PointInCell);
        CHECK(l.decided.cell == 0xA9B40100u);
        CHECK(l.decided.result);
    }
    SECTION("point_in_cell false: retail's back room is in the array but does not hold the point") {
        const LineVerdict& l = at_line(v, 11);
        CHECK(l.port == 0xA9B40100u);
        CHECK(l.cells.front() == 0xA9B40101u);
        CHECK(l.decided.test == DecidingTest::PointInCell);
        CHECK(l.decided.cell == 0xA9B40101u);
        CHECK_FALSE(l.decided.result);
        CHECK(l.decided.text == "point_in_cell(0xA9B40101) is false: the point is not in "
                                "retail's pick");
    }
    SECTION("a cell portal: the doorway into the back room is not crossed from mid-room") {
        const LineVerdict& l = at_line(v, 12);
        CHECK(l.port == 0xA9B40100u);
        CHECK(l.decided.test == DecidingTest::Portal);
        CHECK(l.decided.kind == Kind::Cell);
        CHECK(l.decided.cell == 0xA9B40101u);
        CHECK(l.decided.from == 0xA9B40100u);
        CHECK(l.decided.portal == 1);
        CHECK_FALSE(l.decided.skipped);
        CHECK(l.decided.text ==
              "portal 1 of 0xA9B40100 is not crossed: no sphere meets 0xA9B40101");
    }
    SECTION("a building portal: the front door, tested from the building's land cell, is out "
            "of reach") {
        const LineVerdict& l = at_line(v, 13);
        CHECK(l.port < 0x100u);
        CHECK(l.decided.test == DecidingTest::Portal);
        CHECK(l.decided.kind == Kind::Building);
        CHECK(l.decided.cell == 0xA9B40100u);
        CHECK(l.decided.from < 0x100u); // the land cell holding the building
    }
    SECTION("an outside portal: 2.5 m into the room no sphere is near the door's plane") {
        const LineVerdict& l = at_line(v, 14);
        CHECK(l.port == 0xA9B40100u);
        CHECK(l.cells.size() == 1);
        CHECK(l.decided.test == DecidingTest::Portal);
        CHECK(l.decided.kind == Kind::Outside);
        CHECK(l.decided.cell == 0xA9B40031u);
        CHECK(l.decided.from == 0xA9B40100u);
        CHECK(l.decided.portal == 0);
    }
}

TEST_CASE("trace replay: the portal-less vault diverges only under ace.portalless_cell",
          "[trace][replay][reading]") {
    const scene::Scene vault = scene::load_scene_file(trace_file("portalless-vault.json"));
    const app::trace::TraceLog log = app::trace::read_trace_log(trace_file("portalless-vault.log"));
    const app::trace::TraceTarget target{&vault, nullptr, {}};
    // Retail (and GDLE, which reads CEnvCell::point_in_cell as retail does): the vault holds
    // nothing, so the search seeded there picks no cell, as the trace says.
    for (const char* r : {"retail", "gdle", "ace-ace.portalless_cell"}) {
        INFO(r);
        const std::vector<LineVerdict> v = app::trace::replay_trace(log, target, reading(r));
        for (const LineVerdict& l : v)
            CHECK(l.match);
        // The scene names its landblock (0xA9B4): the port's outdoor picks carry retail's ids.
        CHECK(at_line(v, 7).port == 0xA9B40001u);
        CHECK(at_line(v, 8).port == 0xA9B40009u);
    }
    for (const char* r : {"retail+ace.portalless_cell", "ace"}) {
        INFO(r);
        const std::vector<LineVerdict> v = app::trace::replay_trace(log, target, reading(r));
        REQUIRE(v.size() == 3);
        const LineVerdict& l = at_line(v, 6);
        CHECK_FALSE(l.match);
        CHECK(l.line.picked == 0u);
        CHECK(l.port == 0xA9B40170u); // the scene's full id, as it is
        CHECK(l.decided.test == DecidingTest::PointInCell);
        CHECK(l.decided.cell == 0xA9B40170u);
        CHECK(l.decided.result);
        // Outdoors the vault is never in the array (no building enters it): no change.
        CHECK(at_line(v, 7).match);
        CHECK(at_line(v, 8).match);
    }
}

TEST_CASE("trace replay: a scene's cell ids match in full, its bare cell words any landblock's",
          "[trace][replay]") {
    const scene::Scene cottage = shipped("cottage");
    const std::vector<LineVerdict> v =
        judge(cottage, "[fcl] seed=0x00000100 px=12.1 py=1 pz=0 picked=0x00000100\n"
                       "[fcl] seed=0xA9B50100 px=12.1 py=1 pz=0 picked=0xA9B50100\n"
                       "[fcl] seed=0xA9B50100 px=12.1 py=1 pz=0 picked=0xA9B40100\n");
    CHECK(v[0].match);
    CHECK(v[0].port == 0x00000100u);
    // The port's pick is shown with the seed's landblock.
    CHECK(v[1].match);
    CHECK(v[1].port == 0xA9B50100u);
    // Both name the cottage's front room: the same cell.
    CHECK(v[2].match);
    // A scene whose cells carry full ids matches them only in full.
    const scene::Scene vault = scene::load_scene_file(trace_file("portalless-vault.json"));
    CHECK(error_of<TraceError>([&] {
              (void)judge(vault, "[fcl] seed=0xA9B50170 px=10 py=10 pz=0 picked=0\n");
          }) == "test.log: line 1: seed 0xA9B50170: not in the scene");
}

TEST_CASE("trace replay: a cell the scene does not hold is refused, naming the line and the cell",
          "[trace][replay]") {
    const scene::Scene cottage = shipped("cottage");
    const std::string good = "[fcl] seed=0xA9B40100 px=12.1 py=1 pz=0 picked=0xA9B40100\n";
    CHECK(error_of<TraceError>([&] {
              (void)judge(cottage, good + "[fcl] seed=0xA9B40105 px=12 py=1 pz=0 picked=0\n");
          }) == "test.log: line 2: seed 0xA9B40105: not in the scene");
    CHECK(error_of<TraceError>([&] {
              (void)judge(cottage, good + good +
                                       "[fcl] seed=0xA9B40100 px=12 py=1 pz=0 picked=0xA9B40107\n");
          }) == "test.log: line 3: picked 0xA9B40107: not in the scene");
    CHECK(error_of<TraceError>([&] {
              (void)judge(cottage, "[fcl] seed=0xA9B40031 px=500 py=1 pz=0 picked=0xA9B40031\n");
          }) == "test.log: line 1: seed 0xA9B40031: the position is off the scene's land");
    // The lowest bad line is the one named, whichever world judged it.
    CHECK(error_of<TraceError>([&] {
              (void)judge(cottage, "[fcl] seed=0xA9B40109 px=12 py=1 pz=0 picked=0\n"
                                   "[fcl] seed=0xA9B40108 px=12 py=1 pz=0 picked=0\n");
          }) == "test.log: line 1: seed 0xA9B40109: not in the scene");
}

TEST_CASE("trace replay: a pick of no cell matches only a search that found none",
          "[trace][replay]") {
    const scene::Scene cottage = shipped("cottage");
    const std::vector<LineVerdict> v =
        judge(cottage, "[fcl] seed=0xA9B40100 px=12.1 py=1 pz=0 picked=0x00000000\n");
    REQUIRE(v.size() == 1);
    CHECK_FALSE(v[0].match);
    CHECK(v[0].decided.test == DecidingTest::PointInCell);
    CHECK(v[0].decided.cell == 0xA9B40100u);
    CHECK(v[0].decided.result);
    CHECK(v[0].decided.text ==
          "point_in_cell(0xA9B40100) is true; retail found no cell holding the point");
}
