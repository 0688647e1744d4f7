// A scene that names its `landblock` (docs/scene-format.md) gives the player a location as
// retail's /loc writes it: the landblock's frame, a bare cell word as that landblock's cell.
#include <catch2/catch.hpp>

#include "app/dat_run.h"
#include "scene/loader.h"
#include "sim/simulation.h"

using namespace sweeplab;

namespace {

scene::Scene holtburg(bool landblock) {
    return scene::load_scene_text(
        std::string(R"({"format": "sweeplab-scene/1", "name": "t", "ground": {"extent": 48},)") +
            (landblock ? R"("landblock": "0xA9B4", )" : "") +
            R"("player": {"position": [10, 10, 0]}})",
        "t.json");
}

} // namespace

TEST_CASE("landblock: the player's location is the landblock's", "[app][landblock]") {
    app::FrameOutput f;
    f.position = {10.0f, 12.5f, 0.0f};
    f.cell = 0xA9B40001u;
    CHECK(app::player_location(holtburg(true), f) ==
          "0xA9B40001 [10.000000 12.500000 0.000000] 1.000000 0.000000 0.000000 0.000000");
    // West of the landblock's corner: the neighbour's square, in its own frame.
    f.position = {-10.0f, 12.5f, 0.0f};
    f.cell = 0xA8B40039u;
    CHECK(app::player_location(holtburg(true), f) ==
          "0xA8B40039 [182.000000 12.500000 0.000000] 1.000000 0.000000 0.000000 0.000000");
    // A scene cell named by its bare cell word is that landblock's.
    f.position = {10.0f, 12.5f, 0.0f};
    f.cell = 0x0100u;
    CHECK(app::player_location(holtburg(true), f) ==
          "0xA9B40100 [10.000000 12.500000 0.000000] 1.000000 0.000000 0.000000 0.000000");
    // Without the key a scene has no location.
    CHECK_FALSE(app::player_location(holtburg(false), f).has_value());
}

TEST_CASE("landblock: the frame output shows the land cell by its retail id", "[app][landblock]") {
    const scene::Scene named = holtburg(true);
    app::Simulation sim(named);
    sim.step(app::FrameInput{});
    CHECK(sim.output().cell == 0xA9B40001u);
    CHECK(sim.output().camera_cell == 0xA9B40001u);
    // A scene without the key shows outdoors as 0.
    const scene::Scene plain = holtburg(false);
    app::Simulation other(plain);
    other.step(app::FrameInput{});
    CHECK(other.output().cell == 0u);
}
