// The spawn check's lines (spawns/spawn_report.h): positions, lines and the summary written
// and read back; what is not a spawn check's output refused with the file and line.
#include <catch2/catch.hpp>

#include "spawns/spawn_report.h"

using namespace sweeplab::spawns;

TEST_CASE("spawns report: a position as the contract writes it, read back", "[spawns]") {
    const SpawnPos p{0xA9B40100u,
                     {84.102898f, 131.542007f, 66.0f},
                     glm::quat(-0.707107f, 0.0f, 0.0f, -0.707107f)};
    CHECK(position_text(p) ==
          "0xA9B40100 [84.102898 131.542007 66.000000] -0.707107 0.000000 0.000000 -0.707107");
    CHECK(teleloc_text(p) ==
          "/teleloc 0xA9B40100 [84.102898 131.542007 66.000000] -0.707107 0 0 -0.707107");
    const std::optional<SpawnPos> back = parse_position_text(position_text(p));
    REQUIRE(back);
    CHECK(back->cell == p.cell);
    CHECK(back->origin == p.origin);
    CHECK_FALSE(parse_position_text("0xA9B40100 [1 2] 1 0 0 0"));
    CHECK_FALSE(parse_position_text("0xA9B40100 [1 2 3] 1 0 0 0 trailing"));
    CHECK(short_number(132.022) == "132.022");
    CHECK(short_number(-0.0) == "0");
    CHECK(short_number(3.0) == "3");
}

TEST_CASE("spawns report: a line and the summary round-trip", "[spawns]") {
    SpawnLine l;
    l.kind = SpawnKind::Moved;
    l.guid = 0x7A9B4000u;
    l.wcid = 412;
    l.name = "Door \"front\"";
    l.type = "Door";
    l.setup = 0x0200027Cu;
    l.landblock = 0xA9B4u;
    l.saved = SpawnPos{0xA9B40100u, {84.1f, 131.5f, 66.0f}, glm::quat(1, 0, 0, 0)};
    l.placed = SpawnPos{0xA9B40100u, {84.1f, 132.0f, 66.0f}, glm::quat(1, 0, 0, 0)};
    l.cell = 0xA9B40100u;
    l.figure = 0.48;
    l.hit = "EnvCell 0xA9B40100 Environment 0x0D000123 structure 0 polygon 3";
    l.detail = "placement moved it 0.480 m";
    l.teleloc = teleloc_text(l.saved);
    l.fix = "UPDATE `landblock_instance` SET `origin_Y` = 132 WHERE `guid` = 0x7A9B4000;";
    const std::string text = spawn_line_json(l);
    CHECK(text.rfind("{\"kind\": \"moved\", \"guid\": \"0x7A9B4000\", \"wcid\": 412, ", 0) == 0);
    SpawnSummary s;
    s.target = "dat 0xA9B4";
    s.reading = "ace";
    s.rows = 10;
    s.landblocks = 1;
    s.judged = 9;
    s.skipped = {1, 0, 0};
    s.findings = {0, 1, 0, 0, 0, 0};
    s.shard = 1;
    s.shards = 4;
    s.wall_s = 0.5;
    const SpawnFile f = read_spawn_text(text + "\n" + spawn_summary_json(s) + "\n", "x.jsonl");
    REQUIRE(f.lines.size() == 1);
    CHECK(spawn_line_json(f.lines[0]) == text);
    CHECK(f.summary.reading == "ace");
    CHECK(f.summary.shard == 1);
    CHECK(f.summary.shards == 4);
    CHECK(f.summary.findings == s.findings);
    CHECK(f.summary.skipped == s.skipped);
    CHECK(spawn_summary_json(f.summary) == spawn_summary_json(s));
}

TEST_CASE("spawns report: what is not a check's output names the file and line", "[spawns]") {
    using Catch::Contains;
    CHECK_THROWS_WITH(read_spawn_text("{\"kind\": \"moved\"}\n", "a.jsonl"),
                      Catch::Contains("a.jsonl: line 1:"));
    CHECK_THROWS_WITH(read_spawn_text("not json\n", "b.jsonl"),
                      Catch::Contains("b.jsonl: line 1: not JSON"));
    CHECK_THROWS_WITH(read_spawn_text("", "c.jsonl"), Catch::Contains("no summary line"));
    CHECK_THROWS_WITH(read_spawn_text("{\"kind\": \"sideways\", \"guid\": \"0x1\"}\n", "d.jsonl"),
                      Catch::Contains("\"sideways\" is unknown"));
}
