// `sweeplab spawns --chase` (docs/spawns.md, "--chase"; docs/creatures.md, "The lure") on the
// synthetic place: the creature planted in house A's room is lured out of its narrow door and
// found never_home just outside it, with where it stuck and its teleloc; the one on the mesa runs
// off its edge and is found fell; the one in the open gives no line; without --chase the check
// writes no lure kind and its summary reads as before.
#include <catch2/catch.hpp>

#include <cmath>

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
            // Stuck just outside house A's door (its south wall at y 56, the door x 59.4-60.6),
            // outdoors, lured from the south.
            CHECK((l.cell & 0xFFFFu) < 0x100u);
            REQUIRE(l.placed.has_value());
            CHECK(l.placed->origin.y < 56.0f);
            CHECK(l.placed->origin.y > 54.0f);
            CHECK(std::abs(l.placed->origin.x - 60.0f) < 1.0f);
            CHECK(*l.figure > 2.0);
            CHECK(l.teleloc.rfind("/teleloc 0xA9B40100 [60", 0) == 0);
            CHECK(l.detail.find("lured from the 180 degree side") != std::string::npos);
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
