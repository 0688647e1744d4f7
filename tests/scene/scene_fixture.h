#pragma once
// A shipped scene loaded and built into a physics world, for the scenario tests.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "physics/world/world.h"
#include "scene/loader.h"
#include "scene/world_builder.h"

namespace sweeplab::test {

inline constexpr float kDt = 1.0f / 30.0f;

struct LoadedScene {
    std::unique_ptr<physics::World> world;
    scene::Scene scene;
};

// assets/scenes/NAME.json, loaded and built (the test fails if either step does).
inline LoadedScene load_shipped_scene(const char* name) {
    LoadedScene r;
    r.scene = scene::load_scene_file(std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name +
                                     ".json");
    auto built = scene::build_world(r.scene);
    REQUIRE(built.ok());
    r.world = std::move(built.world);
    return r;
}

} // namespace sweeplab::test
