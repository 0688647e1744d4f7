// The spawn check does not depend on where a frame points: the turned place
// (tests/dat/writer/turned_place.h, rooms' trees split through the middle) written at seven
// turnings and once astride a landblock edge, the same rows (given in the building's frame)
// in each, the same findings.
#include <catch2/catch.hpp>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/trigonometric.hpp>

#include "tests/dat/writer/turned_place.h"
#include "tests/spawns/spawn_fixtures.h"
#include "tests/worlddata/writer/world_writer.h"

namespace {

using namespace sweeplab;
using namespace sweeplab::test::place;
using spawns::SpawnKind;
using spawns::SpawnLine;

using test::spawns::kCreatureType;
using test::spawns::kVillagerWcid;

struct Row {
    std::uint32_t guid, cell;
    glm::vec3 at; // building frame
};
// Sound rows at floor level in each room (a quarter of the way in: clear of the split planes),
// one saved in the hall at a point of the east room, one 30 cm under the north room's floor.
const Row kRows[] = {
    {0x7A9B4601u, kTurnedHall, {1.25f, 1.25f, 0.0f}},
    {0x7A9B4602u, kTurnedEast, {6.25f, 1.25f, 0.0f}},
    {0x7A9B4603u, kTurnedNorth, {2.5f, 6.25f, 0.0f}},
    {0x7A9B4604u, kTurnedHall, {8.75f, 3.75f, 0.0f}},
    {0x7A9B4605u, kTurnedNorth, {7.5f, 8.75f, -0.3f}},
};

struct Finding {
    SpawnKind kind;
    std::uint32_t cell = 0;
    double figure = 0.0;
};

std::map<std::uint32_t, Finding> check_copy(const TurnedPlace& p, int k) {
    const auto dir =
        std::filesystem::temp_directory_path() /
        ("sweeplab-spawns-turned-" + std::to_string(::getpid()) + "-" + std::to_string(k));
    write_turned_place(dir, p);
    test::worldw::write_text(
        dir / "world" / "7100 Villager.sql",
        test::worldw::ace_weenie_sql(test::worldw::weenie_def(
            kVillagerWcid, kCreatureType, "Villager", kTurnedPersonSetup, 1.0f)));
    std::vector<test::worldw::Spawn> rows;
    for (const Row& r : kRows) {
        test::worldw::Spawn s =
            test::worldw::spawn_row(r.guid, kVillagerWcid, r.cell, turned_to_landblock(p, r.at));
        s.angles = glm::angleAxis(glm::radians(turned_yaw(p, 0.0f)), glm::vec3(0, 0, 1));
        rows.push_back(s);
    }
    test::worldw::write_text(dir / "world" / "A9B4.sql",
                             test::worldw::ace_landblock_sql(kTurnedLandblock, rows));
    std::vector<SpawnLine> lines;
    (void)test::spawns::run({"--dat", dir.string(), "--world", (dir / "world").string()}, nullptr,
                            &lines);
    std::filesystem::remove_all(dir);
    std::map<std::uint32_t, Finding> out;
    for (const SpawnLine& l : lines)
        out[l.guid] = Finding{l.kind, l.cell, l.figure.value_or(0.0)};
    return out;
}

} // namespace

TEST_CASE("spawns: the turned place's findings are the same in every turning", "[spawns]") {
    std::vector<TurnedPlace> ps;
    for (float yaw : kTurnedYaws)
        ps.push_back(TurnedPlace{yaw, TurnedPlace{}.origin, true});
    ps.push_back(kStraddlingPlace);
    const std::map<std::uint32_t, Finding> reference = check_copy(ps.front(), 0);
    // The sound rows give no line; the hall row at the east room's point is in the wrong cell;
    // the row under the north room's floor is lifted onto it (moved 0.305 m).
    REQUIRE(reference.size() == 2);
    REQUIRE(reference.count(0x7A9B4604u) == 1);
    CHECK(reference.at(0x7A9B4604u).kind == SpawnKind::WrongCell);
    CHECK(reference.at(0x7A9B4604u).cell == kTurnedEast);
    REQUIRE(reference.count(0x7A9B4605u) == 1);
    CHECK(reference.at(0x7A9B4605u).kind == SpawnKind::Moved);
    CHECK_THAT(reference.at(0x7A9B4605u).figure, Catch::Matchers::WithinAbs(0.305, 0.002));
    for (std::size_t k = 1; k < ps.size(); ++k) {
        const std::map<std::uint32_t, Finding> got = check_copy(ps[k], static_cast<int>(k));
        INFO("yaw " << ps[k].yaw_deg << " origin (" << ps[k].origin.x << ", " << ps[k].origin.y
                    << ")");
        REQUIRE(got.size() == reference.size());
        for (const auto& [guid, f] : reference) {
            INFO("guid " << guid);
            REQUIRE(got.count(guid) == 1);
            CHECK(got.at(guid).kind == f.kind);
            CHECK(got.at(guid).cell == f.cell);
            CHECK_THAT(got.at(guid).figure, Catch::Matchers::WithinAbs(f.figure, 1e-3));
        }
    }
}
