// The retail trace's text (docs/trace.md, "The format"): a good `[fcl]` line, the noise around
// it, its keys in any order, every malformed line refused with its file and line, and a file
// that does not read or holds no trace line.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "app/trace/trace_log.h"
#include "tests/support/errors.h"

using namespace sweeplab;
using app::trace::parse_trace_text;
using app::trace::TraceError;
using app::trace::TraceLog;
using sweeplab::testing::error_of;

namespace {

std::string parse_error(const std::string& text) {
    return error_of<TraceError>([&] { (void)parse_trace_text(text, "run.log"); });
}

} // namespace

TEST_CASE("trace log: a good line gives its seed, position in metres and retail's pick",
          "[trace][log]") {
    const TraceLog log = parse_trace_text(
        "[fcl] seed=0xA9B40031 px=155.3717 py=16.0283 pz=94.0050 picked=0xA9B40170\n", "run.log");
    CHECK(log.path == "run.log");
    REQUIRE(log.lines.size() == 1);
    const app::trace::TraceLine& l = log.lines[0];
    CHECK(l.line == 1);
    CHECK(l.seed == 0xA9B40031u);
    CHECK(l.landblock() == 0xA9B4u);
    CHECK(l.position.x == 155.3717f);
    CHECK(l.position.y == 16.0283f);
    CHECK(l.position.z == 94.0050f);
    CHECK(l.picked == 0xA9B40170u);
    CHECK(app::trace::cell_hex(l.picked) == "0xA9B40170");
}

TEST_CASE("trace log: other lines are noise, skipped, and still counted in the line numbers",
          "[trace][log]") {
    const TraceLog log =
        parse_trace_text("Breakpoint 1, 0x0052b4e0 in ?? ()\n"
                         "\n"
                         "[fcl] seed=0xA9B40100 px=1 py=2 pz=3 picked=0xA9B40100\r\n"
                         "seed=0xA9B40100 px=garbage without the marker\n"
                         "12:01:07.250 [fcl] seed=0xa9b40101 px=-4.5 py=0 pz=1e1 "
                         "picked=0x00000000",
                         "run.log");
    REQUIRE(log.lines.size() == 2);
    CHECK(log.lines[0].line == 3);
    CHECK(log.lines[0].position.z == 3.0f); // the CR of a CRLF line is a blank
    // A prefix before the marker (a time stamp) is the logger's, lower-case hex is fine, and
    // picked=0 says retail found no cell.
    CHECK(log.lines[1].line == 5);
    CHECK(log.lines[1].seed == 0xA9B40101u);
    CHECK(log.lines[1].position == glm::vec3(-4.5f, 0.0f, 10.0f));
    CHECK(log.lines[1].picked == 0u);
}

TEST_CASE("trace log: the keys in any order, and other key=value words ignored", "[trace][log]") {
    const TraceLog a =
        parse_trace_text("[fcl] seed=0xA9B40031 px=1.5 py=2.5 pz=3.5 picked=0xA9B40039", "a.log");
    const TraceLog b = parse_trace_text(
        "[fcl] picked=0xA9B40039 pz=3.5 thread=7 py=2.5 seed=0xA9B40031 note px=1.5", "b.log");
    REQUIRE(a.lines.size() == 1);
    REQUIRE(b.lines.size() == 1);
    CHECK(a.lines[0].seed == b.lines[0].seed);
    CHECK(a.lines[0].position == b.lines[0].position);
    CHECK(a.lines[0].picked == b.lines[0].picked);
}

TEST_CASE("trace log: a malformed line is refused, naming the file, its line and the key",
          "[trace][log]") {
    const std::string good = "[fcl] seed=0xA9B40031 px=1 py=2 pz=3 picked=0xA9B40031\n";
    CHECK(parse_error(good + "[fcl] seed=0xA9B40031 px=1.5x py=2 pz=3 picked=0xA9B40031\n") ==
          "run.log: line 2: [fcl]: px: not a number: \"1.5x\"");
    CHECK(parse_error(good + good + "[fcl] seed=0xA9B40031 px=1 py=nan pz=3 picked=0\n") ==
          "run.log: line 3: [fcl]: py: not a number: \"nan\"");
    CHECK(parse_error("[fcl] seed=0xA9B40031 px=1 py=2 pz=1e40 picked=0xA9B40031") ==
          "run.log: line 1: [fcl]: pz: not a number: \"1e40\"");
    CHECK(parse_error("[fcl] seed=A9B40031 px=1 py=2 pz=3 picked=0xA9B40031") ==
          "run.log: line 1: [fcl]: seed: not a cell id 0xXXYYCCCC: \"A9B40031\"");
    CHECK(parse_error("[fcl] seed=0xA9B40031 px=1 py=2 pz=3 picked=0x1A9B40031") ==
          "run.log: line 1: [fcl]: picked: not a cell id 0xXXYYCCCC: \"0x1A9B40031\"");
    CHECK(parse_error("[fcl] seed=0xA9B40050 px=1 py=2 pz=3 picked=0xA9B40031") ==
          "run.log: line 1: [fcl]: seed: 0xA9B40050: cell 0x0050 is neither an outdoor land cell "
          "(0x0001-0x0040) nor an indoor cell (0x0100 and up)");
    CHECK(parse_error("[fcl] seed=0xA9B40031 px=1 py=2 pz=3 picked=0xA9B4FFFF") ==
          "run.log: line 1: [fcl]: picked: 0xA9B4FFFF: cell 0xFFFF names the landblock's "
          "LandBlock record, not a cell (0x0001-0x0040 outdoor, 0x0100 and up indoor)");
    CHECK(parse_error("[fcl] seed=0x00000000 px=1 py=2 pz=3 picked=0xA9B40031")
              .find("run.log: line 1: [fcl]: seed: 0x00000000: cell 0x0000") == 0);
    CHECK(parse_error("[fcl] seed=0xA9B40031 px=1 px=2 py=2 pz=3 picked=0xA9B40031") ==
          "run.log: line 1: [fcl]: px: given twice");
}

TEST_CASE("trace log: a line without one of its five keys names the key missing", "[trace][log]") {
    CHECK(parse_error("[fcl] seed=0xA9B40031 px=1 py=2 picked=0xA9B40031") ==
          "run.log: line 1: [fcl]: no pz=");
    CHECK(parse_error("noise\n[fcl] px=1 py=2 pz=3 picked=0xA9B40031") ==
          "run.log: line 2: [fcl]: no seed=");
    CHECK(parse_error("[fcl] seed=0xA9B40031 px=1 py=2 pz=3") ==
          "run.log: line 1: [fcl]: no picked=");
    CHECK(parse_error("[fcl]") == "run.log: line 1: [fcl]: no seed=");
}

TEST_CASE("trace log: a text without a trace line, and a file that does not read, are refused",
          "[trace][log]") {
    CHECK(parse_error("") == "run.log: no [fcl] line in it");
    CHECK(parse_error("Breakpoint 1\nContinuing.\n") == "run.log: no [fcl] line in it");
    const auto dir = std::filesystem::temp_directory_path() / "sweeplab-trace-log-test";
    std::filesystem::create_directories(dir);
    const std::string missing = (dir / "missing.log").string();
    CHECK(error_of<TraceError>([&] { (void)app::trace::read_trace_log(missing); }) ==
          missing + ": cannot read");
    const std::string file = (dir / "one.log").string();
    std::ofstream(file) << "x\n[fcl] seed=0xA9B40031 px=1 py=2 pz=3 picked=0xA9B40031\n";
    const TraceLog log = app::trace::read_trace_log(file);
    CHECK(log.path == file);
    REQUIRE(log.lines.size() == 1);
    CHECK(log.lines[0].line == 2);
}
