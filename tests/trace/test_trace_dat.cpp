// Judging a retail trace against DAT files (docs/trace.md, `sweeplab trace --dat`): the
// synthetic place (tests/dat/writer/synthetic_place.h) written in-process, a trace in its
// landblocks' own frames (doorways both ways, a portal seam, a land seam, a landblock seam
// from both sides), a planted wrong pick, and the cells and landblocks the DATs do not hold.
#include <catch2/catch.hpp>

#include <string>

#include "app/trace/trace_log.h"
#include "app/trace/trace_replay.h"
#include "tests/support/errors.h"
#include "trace_fixtures.h"

using namespace sweeplab;
using namespace sweeplab::test::trace;
namespace place = sweeplab::test::place;
using app::trace::DecidingTest;
using app::trace::LineVerdict;
using app::trace::TraceError;
using sweeplab::testing::error_of;

TEST_CASE("trace replay on the synthetic DAT place: doorways, seams and landblocks in their own "
          "frames all match",
          "[trace][dat]") {
    const dat::DatFolder folder = dat::DatFolder::open(synthetic_dir());
    const app::trace::TraceLog log = app::trace::read_trace_log(trace_file("synthetic-place.log"));
    const std::vector<LineVerdict> v =
        app::trace::replay_trace(log, app::trace::TraceTarget{nullptr, &folder, {}}, {});
    REQUIRE(v.size() == 15);
    for (const LineVerdict& l : v) {
        INFO("line " << l.line.line);
        CHECK(l.match);
        CHECK(l.port == l.line.picked); // a DAT place's land cells carry retail's ids
    }
    // House A's door from outdoors: the land cell, then the room through the building portal.
    const std::vector<std::uint32_t> door{0xA9B40013u, place::kHouseARoom};
    CHECK(v[1].cells == door);
    // The land seam at x = 72: both squares in the array, the one under the point picked.
    const std::vector<std::uint32_t> seam{0xA9B40013u, 0xA9B4001Bu};
    CHECK(v[4].cells == seam);
    CHECK(v[5].port == 0xA9B4001Bu);
    // House B's doorway: the hall and the back room both in the array from either side.
    CHECK(v[7].cells.size() == 2);
    CHECK(v[8].port == place::kHouseBBack);
    CHECK(v[10].port == place::kHouseBHall);
    // The landblock seam: 0xA9B4's frame at x = 192.1 is 0xAAB4's at x = 0.1, the same place.
    CHECK(v[12].port == 0xAAB40008u);
    CHECK(v[12].world_position.x == Approx(v[13].world_position.x + 192.0f).margin(1e-4));
    CHECK(v[13].port == 0xAAB40008u);
    CHECK(v[14].port == 0xA9B40040u);
}

TEST_CASE("trace replay on the synthetic DAT place: a planted wrong pick and the land cell that "
          "decides it",
          "[trace][dat]") {
    const dat::DatFolder folder = dat::DatFolder::open(synthetic_dir());
    // Retail said the east square, 0.1 m west of the seam: the point is not in it.
    const std::vector<LineVerdict> v =
        judge_dat(folder, "[fcl] seed=0xA9B40013 px=71.9 py=50 pz=0 picked=0xA9B4001B\n"
                          "[fcl] seed=0xA9B40101 px=79 py=59 pz=0 picked=0xA9B40102\n");
    REQUIRE(v.size() == 2);
    CHECK_FALSE(v[0].match);
    CHECK(v[0].port == 0xA9B40013u);
    CHECK(v[0].decided.test == DecidingTest::PointInCell);
    CHECK(v[0].decided.cell == 0xA9B4001Bu);
    CHECK_FALSE(v[0].decided.result);
    // Retail said the back room from 3 m inside the hall: the doorway's portal is not crossed.
    CHECK_FALSE(v[1].match);
    CHECK(v[1].port == place::kHouseBHall);
    CHECK(v[1].decided.test == DecidingTest::Portal);
    CHECK(v[1].decided.cell == place::kHouseBBack);
    CHECK(v[1].decided.from == place::kHouseBHall);
}

TEST_CASE("trace replay on the synthetic DAT place: a cell or landblock not in the DATs is "
          "refused, naming it",
          "[trace][dat]") {
    const dat::DatFolder folder = dat::DatFolder::open(synthetic_dir());
    CHECK(error_of<TraceError>([&] {
              (void)judge_dat(folder, "[fcl] seed=0xA9B40013 px=1 py=1 pz=0 picked=0xA9B40013\n"
                                      "[fcl] seed=0x12340013 px=1 py=1 pz=0 picked=0x12340013\n");
          }) == "test.log: line 2: seed 0x12340013: its landblock is not in client_cell_1.dat");
    CHECK(error_of<TraceError>([&] {
              (void)judge_dat(folder, "[fcl] seed=0xA9B40177 px=1 py=1 pz=0 picked=0\n");
          }) == "test.log: line 1: seed 0xA9B40177: not in the DATs");
    CHECK(error_of<TraceError>([&] {
              (void)judge_dat(folder, "[fcl] seed=0xA9B40100 px=60 py=58 pz=0 picked=0xA9B40104\n");
          }) == "test.log: line 1: picked 0xA9B40104: not in the DATs");
    // Lines of several landblocks are judged a landblock at a time; the lowest bad line is
    // named all the same.
    CHECK(error_of<TraceError>([&] {
              (void)judge_dat(folder, "[fcl] seed=0xAAB40001 px=1 py=1 pz=0 picked=0xAAB40120\n"
                                      "[fcl] seed=0xA9B40100 px=60 py=58 pz=0 picked=0xA9B40104\n");
          }) == "test.log: line 1: picked 0xAAB40120: not in the DATs");
}
