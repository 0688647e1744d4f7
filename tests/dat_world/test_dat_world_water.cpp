// Water in a DAT place (docs/water.md): the synthetic place's pond (west landblock) and sea
// (the all-water landblock south-west), their water types from the LandBlocks' terrain words,
// the depth at the pond's middle and on its shore, a mover resting there, and the sea's edge.
#include <catch2/catch.hpp>

#include "physics/world/mover.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "tests/dat/writer/synthetic_place.h"

using namespace sweeplab;
using namespace sweeplab::test::place;

namespace {

scene::DatWorld place_world() {
    const test::datw::SceneDat dat = synthetic_place();
    scene::DatWorldRequest req;
    req.landblocks = {kCentre};
    return scene::build_dat_world(dat.area.cell_file(), dat.area.portal_file(), req);
}

} // namespace

TEST_CASE("dat water: the landblocks' and squares' water types from the terrain words",
          "[dat_world][water]") {
    const scene::DatWorld d = place_world();
    REQUIRE(d.desc.landblock(kSeaLandblock) != nullptr);
    CHECK(d.desc.landblock(kSeaLandblock)->water == physics::WaterType::EntirelyWater);
    CHECK(d.desc.landblock(0xA8B4)->water == physics::WaterType::PartiallyWater);
    CHECK(d.desc.landblock(kCentre)->water == physics::WaterType::NotWater);
    const physics::World& w = *d.world;
    // The pond's middle square (its four corners within two squares of the middle vertex).
    const physics::LandCell* middle = w.land_cell_at(kPondCentre.x + 1.0f, kPondCentre.y + 1.0f);
    REQUIRE(middle != nullptr);
    CHECK(middle->water == physics::WaterType::EntirelyWater);
    CHECK(w.water_depth_at(kPondCentre.x + 1.0f, kPondCentre.y + 1.0f) == 0.89999998f);
    // The shore square east of it, [-72, -48] x [72, 96]: its west corners are in the pond.
    const physics::LandCell* shore = w.land_cell_at(-60.0f, 80.0f);
    REQUIRE(shore != nullptr);
    CHECK(shore->water == physics::WaterType::PartiallyWater);
    CHECK(w.water_depth_at(-70.0f, 80.0f) == 0.44999999f);
    CHECK(w.water_depth_at(-50.0f, 80.0f) == 0.1f);
    CHECK(w.water_depth_at(80.0f, 80.0f) == 0.0f); // the pad
}

TEST_CASE("dat water: a mover rests 0.9 m under the pond's land, the sea stops a walker at its "
          "edge",
          "[dat_world][water]") {
    const scene::DatWorld d = place_world();
    const physics::World& w = *d.world;
    SECTION("at the pond's middle") {
        const glm::vec3 at = kPondCentre + glm::vec3(6.0f, 6.0f, 0.0f);
        float land = 0.0f;
        REQUIRE(w.terrain_height(at.x, at.y, land));
        physics::Mover m(w, physics::MoverConfig::player());
        REQUIRE(m.place({at.x, at.y, land + 1.0f}, 0.0f));
        for (int i = 0; i < 60; ++i)
            m.update(1.0f / 30.0f, physics::MoverInput{});
        CHECK(m.output().on_walkable);
        // 0.9 m under the land along its normal (the pond's floor slopes): World::rest_height.
        float rest = 0.0f, ground = 0.0f;
        REQUIRE(w.rest_height(m.output().position.x, m.output().position.y, rest));
        REQUIRE(w.terrain_height(m.output().position.x, m.output().position.y, ground));
        CHECK(ground - rest > 0.9f);
        CHECK_THAT(m.output().position.z, Catch::Matchers::WithinAbs(rest, 1e-3));
    }
    SECTION("walking south from the pond's landblock into the sea") {
        physics::Mover m(w, physics::MoverConfig::player());
        const glm::vec2 start{-150.0f, 6.0f};
        float land = 0.0f;
        REQUIRE(w.terrain_height(start.x, start.y, land));
        REQUIRE(m.place({start.x, start.y, land + 0.5f}, glm::radians(180.0f))); // facing -y
        physics::MoverInput in;
        in.forward = 1.0f;
        for (int i = 0; i < 300; ++i)
            m.update(1.0f / 30.0f, in);
        // Held where the foot sphere's lowest point would enter the sea.
        CHECK(m.output().position.y > 0.0f);
        CHECK(m.output().position.y < 1.0f);
        const physics::LandCell* c = w.land_cell(m.output().cell);
        REQUIRE(c != nullptr);
        CHECK((c->id >> 16u) == 0xA8B4u);
    }
}
