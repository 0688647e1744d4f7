// Each finding of the fuzzers and the soak, pinned by name (docs/robustness.md, "Findings").
// The raw fuzz inputs replay in test_soak_regressions.cpp as well.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <span>
#include <string>

#include "physics/bsp/bsp_compiler.h"
#include "physics/world/mover.h"
#include "physics/world/penetration.h"
#include "scene/loader.h"
#include "scene/world_builder.h"

using namespace sweeplab;

namespace {

scene::BuiltWorld build(const std::string& extra) {
    const scene::Scene sc = scene::load_scene_text(
        R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0, 0, 0]})" + extra +
            "}",
        "t.json");
    return scene::build_world(sc);
}

} // namespace

// fuzz_physics finding (fuzz/regressions/physics/place-nan-and-object-at-1e30): Mover::place
// took a NaN spot as given, so every later frame reported a NaN position.
TEST_CASE("mover: place() refuses NaN and infinite spots and stays put", "[soak][findings]") {
    const scene::BuiltWorld built = build(R"(, "ground": {"z": 0, "extent": 30})");
    REQUIRE(built.ok());
    physics::Mover m(*built.world, physics::MoverConfig::player());
    REQUIRE(m.place({1.0f, 2.0f, 0.0f}, 0.0f));
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    CHECK_FALSE(m.place({1e30f, 1e30f, nan}, 0.0f));
    CHECK_FALSE(m.place({inf, 0.0f, 0.0f}, 0.0f));
    CHECK_FALSE(m.place({0.0f, 0.0f, 0.0f}, nan));
    CHECK(m.output().position.x == 1.0f);
    CHECK(m.output().position.y == 2.0f);
    m.update(1.0f / 30.0f, physics::MoverInput{1.0f, 0.0f, 0.0f, true, false});
    CHECK(std::isfinite(m.output().position.x));
    CHECK(std::isfinite(m.output().position.z));
}

// fuzz_physics finding (same input): an object at x = 1e30 (a finite number the loader
// accepts) made ShadowRegistry::finalize cast 5e29 buckets to int, undefined behaviour
// (UBSan: "outside the range of representable values of type 'int'").
TEST_CASE("shadow registry: objects 1e30 m apart build and query", "[soak][findings]") {
    const scene::BuiltWorld built = build(
        R"(, "ground": {"z": 0, "extent": 30}, "objects": [
             {"id": 1, "kind": "sphere", "position": [1e30, 2, 0.2], "radius": 0.05},
             {"id": 3, "kind": "sphere", "position": [2, 0, 0.5], "radius": 0.5}])");
    REQUIRE(built.ok());
    physics::Mover m(*built.world, physics::MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    for (int i = 0; i < 30; ++i)
        m.update(1.0f / 30.0f, physics::MoverInput{0.0f, 1.0f, 0.0f, false, false});
    CHECK(std::isfinite(m.output().position.x));
    CHECK(m.output().position.x < 1.1f); // the sphere at x = 2 still blocks the strafe
}
// Soak finding (cottage, seed 2422219454, frame 58003 of the 100k soak): landing on room B's
// floor left the foot sphere's centre 0.48 m above z = 0 to float precision, i.e. just
// inside reach of the cellar's ceiling (z = 0, facing down into the cellar) from behind, and
// max_penetration counted that as a sphere embedded in solid: 0.96 m. The centre is in room
// B's open space, so behind the cellar's ceiling is not solid there.
TEST_CASE("penetration: resting on room B's floor is not inside the cellar's ceiling",
          "[soak][regressions]") {
    const scene::Scene sc =
        scene::load_scene_file(std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/cottage.json");
    const scene::BuiltWorld built = scene::build_world(sc);
    REQUIRE(built.ok());
    const physics::World& w = *built.world;
    for (const float z : {0x1.eb851cp-2f, 0.4799f, 0.475f}) {
        const physics::Sphere foot{{0x1.c4e6c6p+3f, 0x1.4753f2p+0f, z}, 0.48f};
        INFO("centre z " << z);
        REQUIRE(w.external_cell_id(w.find_cell(foot.center)) == 0x0101u);
        CHECK(physics::max_penetration(w, std::span<const physics::Sphere>(&foot, 1)) <=
              0.48f - z + 1e-4f);
    }
    // A centre that crossed the cellar's floor into the ground is still deep in the solid.
    const physics::Sphere sunk{{16.0f, 2.0f, -2.7f}, 0.48f};
    CHECK(physics::max_penetration(w, std::span<const physics::Sphere>(&sunk, 1)) > 0.48f);
}

// fuzz_physics finding (fuzz/regressions/physics/set-velocity-nan): Mover::set_velocity stored
// a NaN velocity as given; with no quantum run that frame (no cell) the output reported it.
TEST_CASE("mover: set_velocity refuses NaN and infinite velocities", "[soak][findings]") {
    const scene::BuiltWorld built = build(R"(, "ground": {"z": 0, "extent": 30})");
    REQUIRE(built.ok());
    physics::Mover m(*built.world, physics::MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 1.0f}, 0.0f));
    m.set_velocity({1.0f, 2.0f, 3.0f});
    m.set_velocity({std::numeric_limits<float>::quiet_NaN(), 24.0f, 0.0f});
    m.set_velocity({0.0f, std::numeric_limits<float>::infinity(), 0.0f});
    m.update(1.0f / 30.0f, physics::MoverInput{});
    CHECK(std::isfinite(m.output().physics_velocity.x));
    CHECK(std::isfinite(m.output().physics_velocity.y));
    CHECK(m.output().position.y > 0.0f); // moving with the last finite velocity
}

// fuzz_physics finding (fuzz/regressions/physics/turn-nan): a NaN turn rate survived the
// clamp to +-720 deg/s and made the orientation NaN: heading NaN, and the avatar never moved
// again.
TEST_CASE("mover: a NaN turn rate turns nothing", "[soak][findings]") {
    const scene::BuiltWorld built = build(R"(, "ground": {"z": 0, "extent": 30})");
    REQUIRE(built.ok());
    physics::Mover m(*built.world, physics::MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    const float nan = std::numeric_limits<float>::quiet_NaN();
    m.update(1.0f / 30.0f, physics::MoverInput{1.0f, 0.0f, nan, true, false});
    CHECK(std::isfinite(m.yaw()));
    for (int i = 0; i < 30; ++i)
        m.update(1.0f / 30.0f, physics::MoverInput{1.0f, 0.0f, 0.0f, true, false});
    CHECK(m.output().position.y > 3.0f);
}

// fuzz_physics finding (fuzz/regressions/physics/compile-area-overflow): a triangle with a
// vertex at x = 4.5e30 has an infinite area, which passed the zero-area test, and
// compile_bsp returned it with a zero plane normal.
TEST_CASE("compile_bsp refuses a polygon whose area overflows a float", "[soak][findings]") {
    physics::MeshInput mesh;
    mesh.vertices = {{-2.5f, 0.0f, -0.06f}, {4.5e30f, -0.75f, 0.0f}, {10.0f, 3.0f, 56.6f}};
    mesh.polygons.push_back(physics::MeshPolygon{{1, 2, 0}, physics::Sides::Single, true});
    const physics::BspCompileResult r = physics::compile_bsp(mesh);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->problem == physics::BspProblem::NotFinite);
}
