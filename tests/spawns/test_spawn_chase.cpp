// `sweeplab spawns --chase` (docs/spawns.md, "--chase"; docs/creatures.md, "The lure") on the
// synthetic place: the creature planted south of house A is lured into the room and found
// never_home there, with where it stuck and its teleloc; the one on the mesa runs off its
// edge and is found fell; the one in the open gives no line;
// without --chase the check writes no lure kind and its summary reads as before.
#include <catch2/catch.hpp>

#include "tests/spawns/spawn_fixtures.h"

using namespace sweeplab::test::spawns;
using namespace sweeplab::test::place;
using sweeplab::spawns::SpawnKind;
using sweeplab::spawns::SpawnLine;
using sweeplab::spawns::SpawnSummary;

TEST_CASE("spawns --chase: a planted creature never gets home, a sound one does",
          "[spawns][chase]") {
    std::vector<SpawnLine> lines;
    SpawnSummary s;
    const std::string out = check("chase", {"--chase"}, &s, &lines);
    CHECK(s.chase);
    bool planted = false;
    for (const SpawnLine& l : lines) {
        INFO(sweeplab::spawns::spawn_line_json(l));
        CHECK(l.guid != kChaseSoundGuid); // the sound one: no line at all
        if (l.guid == kChaseHouseGuid && l.kind == SpawnKind::NeverHome) {
            planted = true;
            CHECK(l.cell == kHouseARoom); // stuck in house A's room
            REQUIRE(l.placed.has_value());
            CHECK(l.placed->cell == kHouseARoom);
            CHECK(*l.figure > 2.0);
            CHECK(l.teleloc.rfind("/teleloc 0xA9B40000 [60", 0) == 0);
            CHECK(l.detail.find("did not get home") != std::string::npos);
        }
    }
    CHECK(planted);
    CHECK(s.findings[static_cast<std::size_t>(SpawnKind::NeverHome)] >= 1);
    // The one on the mesa runs off its edge and falls 7.2 m: fell, where it landed.
    bool fell = false;
    for (const SpawnLine& l : lines) {
        if (l.guid != kChaseLedgeGuid || l.kind != SpawnKind::Fell) continue;
        fell = true;
        REQUIRE(l.placed.has_value());
        CHECK(*l.figure > 5.0);
        CHECK(l.detail.find("below its spawn") != std::string::npos);
    }
    CHECK(fell);
    CHECK(s.findings[static_cast<std::size_t>(SpawnKind::Fell)] >= 1);
    CHECK(out.find("\"chase\": true") != std::string::npos);
    CHECK(out.find("\"never_home\": ") != std::string::npos);
    // Read back: the lines and the summary as written.
    const sweeplab::spawns::SpawnFile f = sweeplab::spawns::read_spawn_text(out, "chase.jsonl");
    CHECK(f.summary.chase);
    CHECK(f.lines.size() == lines.size());

    // Without --chase: no lure, and no lure kinds in the summary (it reads as before).
    std::vector<SpawnLine> plain;
    SpawnSummary p;
    const std::string plain_out = check("chase", {}, &p, &plain);
    CHECK_FALSE(p.chase);
    for (const SpawnLine& l : plain)
        CHECK(l.kind != SpawnKind::NeverHome);
    CHECK(plain_out.find("never_home") == std::string::npos);
    CHECK(plain_out.find("\"chase\"") == std::string::npos);
}
