// Water on the land (physics/world/land_water.h, docs/water.md): the terrain types that are
// water, each square's and each landblock's water type, the depth at each point, movers
// resting at that depth below the land, and the all-water landblock that stops all but the
// camera and missiles.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "physics/world/land_water.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"

using namespace sweeplab::physics;

namespace {

// Two flat landblocks side by side at z = 0 (16 x 8 squares of 24 m from block 0xA9B4): the
// first with a pond whose vertices (2..4, 2..4) are water (its four middle squares all water,
// the ring around them partly), the second all water.
World pond_and_sea() {
    World w;
    const int width = 16, height = 8;
    std::vector<float> z(static_cast<std::size_t>((width + 1) * (height + 1)), 0.0f);
    w.add_land({0.0f, 0.0f}, {0xA9 * 8, 0xB4 * 8}, width, height, z, {});
    // The first block's own terrain: the pond only (its east edge is dry); the sea's: water.
    auto pond = [](int x, int y) { return x >= 2 && x <= 4 && y >= 2 && y <= 4; };
    std::vector<std::uint8_t> corners(static_cast<std::size_t>(width * height), 0);
    for (int j = 0; j < height; ++j)
        for (int i = 0; i < width; ++i) {
            const bool sea = i >= 8;
            auto v = [&](int x, int y) { return sea || pond(x, y); };
            corners[static_cast<std::size_t>(j * width + i)] = static_cast<std::uint8_t>(
                (v(i, j) ? kWaterSW : 0u) | (v(i + 1, j) ? kWaterSE : 0u) |
                (v(i, j + 1) ? kWaterNW : 0u) | (v(i + 1, j + 1) ? kWaterNE : 0u));
        }
    w.set_land_water(corners);
    w.finalize();
    return w;
}

// Where a player placed at (x, y) on the land stands after a second of standing still.
glm::vec3 rest(const World& w, float x, float y) {
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({x, y, 1.0f}, 0.0f));
    for (int i = 0; i < 60; ++i)
        m.update(1.0f / 30.0f, MoverInput{});
    CHECK(m.output().contact);
    return m.output().position;
}

} // namespace

TEST_CASE("water: TERRAIN_SURF_CHAR's water types are 16 to 20", "[world][water]") {
    for (std::uint32_t t = 0; t < 32; ++t)
        CHECK(terrain_type_is_water(t) == (t >= 16 && t <= 20));
    // A terrain word: road bits 0-1, type bits 2-6, scenery above.
    CHECK(terrain_word_is_water(static_cast<std::uint16_t>(0x11u << 2u | 1u)));
    CHECK_FALSE(terrain_word_is_water(static_cast<std::uint16_t>(0x0Au << 2u | 0x0800u)));
}

TEST_CASE("water: CalcCellWater, any corner has water, all four all water", "[world][water]") {
    CHECK(calc_cell_water(0) == WaterType::NotWater);
    CHECK(calc_cell_water(kWaterNE) == WaterType::PartiallyWater);
    CHECK(calc_cell_water(kWaterSW | kWaterSE | kWaterNW) == WaterType::PartiallyWater);
    CHECK(calc_cell_water(kWaterSW | kWaterSE | kWaterNW | kWaterNE) == WaterType::EntirelyWater);
}

TEST_CASE("water: each square's and each landblock's type, and the depth at each point",
          "[world][water]") {
    const World w = pond_and_sea();
    auto cell = [&](int i, int j) {
        return w.land_cell_at(24.0f * static_cast<float>(i) + 1.0f,
                              24.0f * static_cast<float>(j) + 1.0f);
    };
    CHECK(cell(0, 0)->water == WaterType::NotWater);
    CHECK(cell(2, 2)->water == WaterType::EntirelyWater);
    CHECK(cell(3, 3)->water == WaterType::EntirelyWater);
    CHECK(cell(1, 2)->water == WaterType::PartiallyWater);
    CHECK(cell(4, 4)->water == WaterType::PartiallyWater);
    CHECK(cell(5, 2)->water == WaterType::NotWater);
    CHECK(cell(0, 0)->block_water == WaterType::PartiallyWater);
    CHECK(cell(9, 0)->block_water == WaterType::EntirelyWater);
    CHECK(cell(8, 7)->water == WaterType::EntirelyWater);
    // All water: 0.9 m anywhere in the square.
    CHECK(w.water_depth_at(60.0f, 60.0f) == 0.89999998f);
    // Square (1, 2) has its east corners in the pond: 0.45 m in its east half, 0.1 m west.
    CHECK(w.water_depth_at(42.0f, 54.0f) == 0.44999999f);
    CHECK(w.water_depth_at(30.0f, 54.0f) == 0.1f);
    // The half-way line belongs to the far corner (ACE's reading of the lost compare).
    CHECK(w.water_depth_at(36.0f, 54.0f) == 0.44999999f);
    // Square (4, 4): only its south-west corner (4, 4) is water.
    CHECK(w.water_depth_at(100.0f, 100.0f) == 0.44999999f);
    CHECK(w.water_depth_at(110.0f, 100.0f) == 0.1f);
    CHECK(w.water_depth_at(100.0f, 110.0f) == 0.1f);
    CHECK(w.water_depth_at(10.0f, 10.0f) == 0.0f);
    float z = 0.0f;
    REQUIRE(w.rest_height(60.0f, 60.0f, z));
    CHECK(z == -0.89999998f);
}

TEST_CASE("water: a mover rests the water's depth below the land", "[world][water]") {
    const World w = pond_and_sea();
    CHECK_THAT(rest(w, 60.0f, 60.0f).z, Catch::Matchers::WithinAbs(-0.9, 1e-4));
    CHECK_THAT(rest(w, 42.0f, 54.0f).z, Catch::Matchers::WithinAbs(-0.45, 1e-4));
    CHECK_THAT(rest(w, 30.0f, 54.0f).z, Catch::Matchers::WithinAbs(-0.1, 1e-4));
    CHECK_THAT(rest(w, 10.0f, 10.0f).z, Catch::Matchers::WithinAbs(0.0, 1e-4));
}

TEST_CASE("water: a walk into the pond wades down, into the all-water landblock it stops at "
          "its edge",
          "[world][water]") {
    const World w = pond_and_sea();
    SECTION("into the pond from the west, at y = 60: dry, 0.1, 0.45 m down, then held at the "
            "0.45 m drop into the all-water square until a jump takes it in, 0.9 m down") {
        Mover m(w, MoverConfig::player());
        REQUIRE(m.place({2.0f, 60.0f, 0.0f}, glm::radians(-90.0f))); // heading east
        MoverInput in;
        in.forward = 1.0f;
        float deepest = 0.0f;
        for (int i = 0; i < 600; ++i) {
            m.update(1.0f / 30.0f, in);
            const glm::vec3 p = m.output().position;
            // Where it stands it is exactly the depth there below the land.
            if (m.output().on_walkable)
                CHECK_THAT(p.z, Catch::Matchers::WithinAbs(-w.water_depth_at(p.x, p.y), 1e-3));
            deepest = std::min(deepest, p.z);
        }
        // The player's step-down (0.4 m) does not reach the all-water square's 0.9 m from the
        // 0.45 m before it: EdgeSlide holds it at that edge (x = 48), as at any ledge.
        CHECK(m.output().position.x < 48.0f);
        CHECK(m.output().position.x > 47.0f);
        CHECK_THAT(deepest, Catch::Matchers::WithinAbs(-0.45, 1e-3));
        in.jump = true;
        for (int i = 0; i < 90; ++i) {
            m.update(1.0f / 30.0f, in);
            in.jump = false;
        }
        CHECK(m.output().position.x > 50.0f);
        CHECK(m.output().on_walkable);
        CHECK_THAT(m.output().position.z, Catch::Matchers::WithinAbs(-0.9, 1e-3));
    }
    SECTION("east into the sea: held at x = 192, where the foot's lowest point would enter") {
        Mover m(w, MoverConfig::player());
        REQUIRE(m.place({180.0f, 20.0f, 0.0f}, glm::radians(-90.0f)));
        MoverInput in;
        in.forward = 1.0f;
        for (int i = 0; i < 240; ++i)
            m.update(1.0f / 30.0f, in);
        CHECK(m.output().position.x < 192.0f);
        CHECK(m.output().position.x > 190.0f);
        CHECK(w.land_cell(m.output().cell)->block_water == WaterType::PartiallyWater);
    }
    SECTION("the camera's viewer sphere goes on into it") {
        Mover m(w, MoverConfig::viewer());
        REQUIRE(m.place({180.0f, 20.0f, 1.0f}, 0.0f));
        Position target;
        target.objcell_id = m.output().cell;
        target.frame = Frame::from_yaw({200.0f, 20.0f, 1.0f}, 0.0f);
        CHECK(m.move_to(target));
        CHECK(m.output().position.x > 199.0f);
    }
    SECTION("a missile flies on into it") {
        Mover m(w, MoverConfig::projectile());
        REQUIRE(m.place({180.0f, 20.0f, 0.05f}, glm::radians(-90.0f)));
        MoverInput in;
        in.forward = 1.0f;
        for (int i = 0; i < 240; ++i)
            m.update(1.0f / 30.0f, in);
        CHECK(m.output().position.x > 193.0f);
        // In the sea it rests 0.9 m down, as anything does.
        CHECK_THAT(m.output().position.z, Catch::Matchers::WithinAbs(-0.85, 1e-3));
    }
}
