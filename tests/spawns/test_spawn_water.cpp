// The spawn check in water (docs/water.md): a row saved where retail rests it in the synthetic
// place's pond gives no line; one saved on the bare land of the shore is moved down by the
// depth there (0.1 m, within its 0.4 m step-down); one on
// the bare land of the pond's middle stays (0.9 m is past its step-down); one in the all-water
// landblock (the sea) has no valid position there.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "tests/dat/writer/synthetic_place.h"
#include "tests/spawns/spawn_fixtures.h"
#include "tests/worlddata/writer/world_writer.h"

namespace {

using namespace sweeplab;
using namespace sweeplab::test::place;
using spawns::SpawnKind;
using spawns::SpawnLine;

using test::spawns::kCreatureType;
using test::spawns::kVillagerWcid;
constexpr std::uint32_t kRestingGuid = 0x7A8B4701u, kOnTheLandGuid = 0x7A8B4702u,
                        kShoreGuid = 0x7A8B4703u, kSeaGuid = 0x7A8B3701u;

// The land cell id of a point in landblock lb's own frame.
std::uint32_t land_cell(std::uint32_t lb, const glm::vec3& p) {
    const auto sx = static_cast<std::uint32_t>(p.x / 24.0f),
               sy = static_cast<std::uint32_t>(p.y / 24.0f);
    return lb << 16u | (sx * 8u + sy + 1u);
}

} // namespace

TEST_CASE("spawns: a row in water is judged where retail rests it", "[spawns][water]") {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("sweeplab-spawns-water-" + std::to_string(::getpid()));
    write_synthetic_place(dir);
    // Where the pond's middle rests a lowest point, from the place itself.
    const test::datw::SceneDat dat = synthetic_place();
    scene::DatWorldRequest req;
    req.landblocks = {kCentre};
    const scene::DatWorld built =
        scene::build_dat_world(dat.area.cell_file(), dat.area.portal_file(), req);
    // Two of the pond's all-water squares (centre landblock frame), one row in each.
    const glm::vec3 ne = kPondCentre + glm::vec3(6.0f, 6.0f, 0.0f);
    const glm::vec3 sw = kPondCentre + glm::vec3(-6.0f, -6.0f, 0.0f);
    float rest = 0.0f, land = 0.0f, ne_rest = 0.0f;
    REQUIRE(built.world->rest_height(sw.x, sw.y, rest));
    REQUIRE(built.world->terrain_height(sw.x, sw.y, land));
    REQUIRE(built.world->rest_height(ne.x, ne.y, ne_rest));
    // In the pond's landblock (0xA8B4, 192 m west) and the sea's (0xA8B3, 192 m south of it).
    const glm::vec3 in_pond = sw + glm::vec3(192.0f, 0.0f, 0.0f);
    const glm::vec3 resting = ne + glm::vec3(192.0f, 0.0f, 0.0f);
    // The shore square east of the middle, in its east half: its nearest corner is dry, 0.1 m.
    const glm::vec3 shore{-50.0f, 80.0f, 0.0f};
    float shore_land = 0.0f, shore_rest = 0.0f;
    REQUIRE(built.world->terrain_height(shore.x, shore.y, shore_land));
    REQUIRE(built.world->rest_height(shore.x, shore.y, shore_rest));
    const glm::vec3 on_shore = shore + glm::vec3(192.0f, 0.0f, 0.0f);
    const glm::vec3 in_sea{96.0f, 96.0f, 0.0f};
    std::vector<test::worldw::Spawn> pond_rows = {
        test::worldw::spawn_row(kRestingGuid, kVillagerWcid, land_cell(0xA8B4, resting),
                                {resting.x, resting.y, ne_rest}),
        test::worldw::spawn_row(kOnTheLandGuid, kVillagerWcid, land_cell(0xA8B4, in_pond),
                                {in_pond.x, in_pond.y, land}),
        test::worldw::spawn_row(kShoreGuid, kVillagerWcid, land_cell(0xA8B4, on_shore),
                                {on_shore.x, on_shore.y, shore_land}),
    };
    float sea_land = 0.0f;
    REQUIRE(built.world->terrain_height(in_sea.x - 192.0f, in_sea.y - 192.0f, sea_land));
    std::vector<test::worldw::Spawn> sea_rows = {test::worldw::spawn_row(
        kSeaGuid, kVillagerWcid, land_cell(0xA8B3, in_sea), {in_sea.x, in_sea.y, sea_land})};
    test::worldw::write_text(dir / "world" / "7100 Villager.sql",
                             test::worldw::ace_weenie_sql(test::worldw::weenie_def(
                                 kVillagerWcid, kCreatureType, "Villager", kPersonSetup, 1.0f)));
    test::worldw::write_text(dir / "world" / "A8B4.sql",
                             test::worldw::ace_landblock_sql(0xA8B4, pond_rows));
    test::worldw::write_text(dir / "world" / "A8B3.sql",
                             test::worldw::ace_landblock_sql(0xA8B3, sea_rows));
    std::vector<SpawnLine> lines;
    (void)test::spawns::run({"--dat", dir.string(), "--world", (dir / "world").string()}, nullptr,
                            &lines);
    std::filesystem::remove_all(dir);
    std::map<std::uint32_t, const SpawnLine*> by_guid;
    for (const SpawnLine& l : lines)
        by_guid[l.guid] = &l;
    INFO("rest " << rest << ", land " << land);
    // Saved where retail rests it: no line.
    CHECK(by_guid.count(kRestingGuid) == 0);
    // Saved on the bare land of the shore: moved down by the depth there (its step-down
    // reaches it), along the land's normal, less the 5 mm a placement's step-down stops over
    // what it lands on (as on dry land).
    REQUIRE(by_guid.count(kShoreGuid) == 1);
    const SpawnLine& moved = *by_guid.at(kShoreGuid);
    CHECK(moved.kind == SpawnKind::Moved);
    REQUIRE(moved.figure);
    CHECK_THAT(*moved.figure, Catch::Matchers::WithinAbs(shore_land - shore_rest - 0.005, 1e-3));
    CHECK(shore_land - shore_rest > 0.1f);
    CHECK(shore_land - shore_rest < 0.11f);
    // Saved on the bare land of the pond's middle: 0.9 m is past its 0.4 m step-down, so the
    // placement leaves it where it was saved, on the water's surface: no line.
    CHECK(land - rest > 0.9f);
    CHECK(by_guid.count(kOnTheLandGuid) == 0);
    // In the sea no mover can stand: the placement finds no valid position.
    REQUIRE(by_guid.count(kSeaGuid) == 1);
    CHECK(by_guid.at(kSeaGuid)->kind == SpawnKind::Dropped);
}
