// Each finding of the fuzzers and the soak, pinned by name (docs/robustness.md, "Findings").
// The raw fuzz inputs replay in test_soak_regressions.cpp as well.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <span>
#include <string>

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
