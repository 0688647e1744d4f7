// The spawn check on the synthetic place (docs/spawns.md): every kind planted at a known row
// and found there only, sound and exempt rows giving no line, the same lines from GDLE JSON,
// sharded or not, under --reading ace, and with --all.
#include <catch2/catch.hpp>

#include <set>

#include "tests/spawns/spawn_fixtures.h"

namespace {

using namespace sweeplab::test::spawns;
using namespace sweeplab::test::place;
using sweeplab::spawns::SpawnKind;
using sweeplab::spawns::SpawnLine;
using sweeplab::spawns::SpawnSummary;

const SpawnLine& line_of(const std::vector<SpawnLine>& lines, std::uint32_t guid, SpawnKind k) {
    for (const SpawnLine& l : lines)
        if (l.guid == guid && l.kind == k) return l;
    FAIL("no " << sweeplab::spawns::spawn_kind_name(k) << " line for guid " << guid);
    return lines.front();
}

} // namespace

TEST_CASE("spawns: each planted kind is found at its row and nowhere else", "[spawns]") {
    std::vector<SpawnLine> lines;
    SpawnSummary s;
    (void)check("sql", {}, &s, &lines);
    const std::map<std::uint64_t, SpawnKind> expected = {
        {kSouthDroppedGuid, SpawnKind::Dropped},
        {kDroppedGuid, SpawnKind::Dropped},
        {kMovedGuid, SpawnKind::Moved},
        {kWrongIndoorGuid, SpawnKind::WrongCell},
        {kWrongOutdoorGuid, SpawnKind::WrongCell},
        {kUnderGroundGuid, SpawnKind::UnderGround},
        {kFloatingGuid, SpawnKind::Floating},
        {kNorthFloatingGuid, SpawnKind::Floating},
        {kBadPortalGuid + (1ull << 32), SpawnKind::Destination},
    };
    CHECK(kinds_by_guid(lines) == expected);
    CHECK(s.rows == 17);
    CHECK(s.landblocks == 3);
    CHECK(s.skipped == std::array<std::uint64_t, 3>{1, 1, 1});
    CHECK(s.judged == 14);
    CHECK(s.findings == std::array<std::uint64_t, 10>{2, 1, 2, 1, 2, 1, 0, 0, 0, 0});
    CHECK(s.total_findings() == 9);
}

TEST_CASE("spawns: what each line says of its row", "[spawns]") {
    std::vector<SpawnLine> lines;
    (void)check("sql", {}, nullptr, &lines);
    SECTION("moved: out of the well by one ring step, the well named, the fix writes it back") {
        const SpawnLine& l = line_of(lines, kMovedGuid, SpawnKind::Moved);
        REQUIRE(l.figure);
        // find_placement_pos's first ring: 4/3 m (the person Setup's sphere spacing).
        CHECK_THAT(*l.figure, Catch::Matchers::WithinAbs(4.0 / 3.0, 0.002));
        CHECK(l.hit.find("GfxObj 0x01000A00") != std::string::npos);
        REQUIRE(l.placed);
        CHECK(l.fix.find("UPDATE `landblock_instance` SET") == 0);
        CHECK(l.fix.find("WHERE `guid` = 0x7A9B4521;") != std::string::npos);
        CHECK(l.teleloc == "/teleloc 0xA9B40000 [70.000000 82.000000 0.000000] 1 0 0 0");
    }
    SECTION("wrong_cell: the hall names a point of the back room; the land cell of x, y") {
        CHECK(line_of(lines, kWrongIndoorGuid, SpawnKind::WrongCell).cell == kHouseBBack);
        CHECK(line_of(lines, kWrongIndoorGuid, SpawnKind::WrongCell).fix ==
              "UPDATE `landblock_instance` SET `obj_Cell_Id` = 0xA9B40102 WHERE `guid` = "
              "0x7A9B4522;");
        CHECK(line_of(lines, kWrongOutdoorGuid, SpawnKind::WrongCell).cell == 0xA9B40023u);
    }
    SECTION("dropped: the reason, no placed position and no fix") {
        const SpawnLine& l = line_of(lines, kDroppedGuid, SpawnKind::Dropped);
        CHECK(l.detail.find("0xA9B40150") != std::string::npos);
        CHECK_FALSE(l.placed);
        CHECK(l.fix.empty());
    }
    SECTION("under_ground: the statue's base 0.5 m down; the fix raises it") {
        const SpawnLine& l = line_of(lines, kUnderGroundGuid, SpawnKind::UnderGround);
        REQUIRE(l.figure);
        CHECK_THAT(*l.figure, Catch::Matchers::WithinAbs(0.5, 0.01));
        CHECK(l.fix.find("`origin_Z` = 0") != std::string::npos);
    }
    SECTION("floating: 2 m over the pad, no fix; 300 m over the hills: nothing within 50 m") {
        const SpawnLine& l = line_of(lines, kFloatingGuid, SpawnKind::Floating);
        REQUIRE(l.figure);
        CHECK_THAT(*l.figure, Catch::Matchers::WithinAbs(2.0, 0.02));
        CHECK(l.fix.empty());
        CHECK(*line_of(lines, kNorthFloatingGuid, SpawnKind::Floating).figure == 50.0);
    }
    SECTION("destination: the human moved out of the well, the fix names the weenie") {
        const SpawnLine& l = line_of(lines, kBadPortalGuid, SpawnKind::Destination);
        CHECK(l.wcid == kBadPortalWcid);
        CHECK(l.detail.rfind("moved:", 0) == 0);
        CHECK(l.fix.find("UPDATE `weenie_properties_position`") == 0);
        CHECK(l.fix.find("`object_Id` = 7102 AND `position_Type` = 2") != std::string::npos);
    }
}

TEST_CASE("spawns: GDLE spawn maps give the SQL form's lines", "[spawns]") {
    CHECK(lines_of(check("json")) == lines_of(check("sql")));
}

TEST_CASE("spawns: shards merge into the lines of one run", "[spawns]") {
    const std::string one = check("sql", {"--jobs", "1"});
    std::vector<std::string> files;
    for (int i = 0; i < 3; ++i) {
        const std::string part = check("sql", {"--shard", std::to_string(i) + "/3", "--jobs", "2"});
        const auto f = place_dir() / ("shard" + std::to_string(i) + ".jsonl");
        std::ofstream(f) << part;
        files.push_back(f.string());
        CHECK(lines_of(part).size() < lines_of(one).size());
    }
    std::ostringstream merged;
    const SpawnSummary s = sweeplab::spawns::merge_spawns(files, merged);
    CHECK(lines_of(merged.str()) == lines_of(one));
    CHECK(s.rows == 17);
    CHECK(s.landblocks == 3);
    CHECK(s.total_findings() == 9);
    SECTION("a shard given twice, or one missing, is refused") {
        std::ostringstream out;
        CHECK_THROWS_WITH(sweeplab::spawns::merge_spawns({files[0], files[0], files[1]}, out),
                          Catch::Contains("given twice"));
        CHECK_THROWS_WITH(sweeplab::spawns::merge_spawns({files[0], files[1]}, out),
                          Catch::Contains("is missing"));
    }
}

TEST_CASE("spawns: --all gives every row a line, and jobs do not change the lines", "[spawns]") {
    std::vector<SpawnLine> lines;
    (void)check("sql", {"--all", "--jobs", "2"}, nullptr, &lines);
    // 17 rows and the one destination line.
    CHECK(lines.size() == 18);
    std::size_t ok = 0, skipped = 0;
    for (const SpawnLine& l : lines) {
        ok += l.kind == SpawnKind::Ok ? 1u : 0u;
        skipped += l.kind == SpawnKind::Skipped ? 1u : 0u;
    }
    CHECK(ok == 6); // the five sound rows and the bad portal itself
    CHECK(skipped == 3);
    CHECK(line_of(lines, kGeneratorGuid, SpawnKind::Skipped).skipped ==
          sweeplab::spawns::SkipReason::Generator);
    CHECK(line_of(lines, kEtherealGuid, SpawnKind::Skipped).skipped ==
          sweeplab::spawns::SkipReason::Ethereal);
    CHECK(line_of(lines, kChestInWallGuid, SpawnKind::Skipped).skipped ==
          sweeplab::spawns::SkipReason::ForcedIntoCell);
    CHECK(lines_of(check("sql", {"--jobs", "1"})) == lines_of(check("sql", {"--jobs", "2"})));
    // The landblocks are judged most rows first, but the lines still come out in the
    // contract's order (landblock, then guid), whatever order they were judged in.
    std::set<std::uint32_t> landblocks;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        landblocks.insert(lines[i].landblock);
        if (i > 0) CHECK_FALSE(sweeplab::spawns::line_before(lines[i], lines[i - 1]));
    }
    CHECK(landblocks.size() == 3);
}

TEST_CASE("spawns: an AREA limits the landblocks, and the ace reading says what ACE does",
          "[spawns]") {
    std::vector<SpawnLine> lines;
    SpawnSummary s;
    (void)check("sql", {"0xA9B5"}, &s, &lines);
    CHECK(s.landblocks == 1);
    CHECK(kinds_by_guid(lines) ==
          std::map<std::uint64_t, SpawnKind>{{kNorthFloatingGuid, SpawnKind::Floating}});
    // On this place ACE's spawn additions change nothing (no dungeon landblock, nothing
    // pushed over a landblock edge; ethereal rows are exempt either way).
    std::vector<SpawnLine> ace;
    (void)check("sql", {"--reading", "ace"}, &s, &ace);
    CHECK(s.reading == "ace");
    CHECK(kinds_by_guid(ace) == kinds_by_guid([] {
              std::vector<SpawnLine> r;
              (void)check("sql", {}, nullptr, &r);
              return r;
          }()));
}
