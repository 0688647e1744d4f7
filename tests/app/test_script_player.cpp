#include <catch2/catch.hpp>

#include "scene/loader.h"
#include "sim/script_player.h"

using namespace sweeplab;

TEST_CASE("the script player holds each step for its frames and pads with no input", "[script]") {
    const scene::Scene s = scene::load_scene_text(
        R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]},
            "camera": {"distance": 5, "pitch": 30, "yaw": 10},
            "script": [{"frames": 2, "forward": 1, "jump": true, "run": true},
                       {"frames": 3, "turn": 45, "camera_yaw": 90}]})",
        "s.json");
    const app::ScriptPlayer p(s);
    CHECK(p.frames() == 5);
    CHECK(p.input(1).forward == 1.0f);
    CHECK(p.input(1).jump);
    CHECK_FALSE(p.input(2).jump); // the jump starts on the step's first frame only
    CHECK(p.input(2).run);
    CHECK(p.input(2).camera_yaw == 10.0f);
    CHECK(p.input(3).turn == 45.0f);
    CHECK(p.input(3).forward == 1.0f); // kept from the previous step
    CHECK(p.input(5).camera_yaw == 90.0f);
    const app::FrameInput pad = p.input(6);
    CHECK(pad.forward == 0.0f);
    CHECK(pad.turn == 0.0f);
    CHECK_FALSE(pad.run);
    CHECK(pad.camera_yaw == 90.0f);
    CHECK(pad.camera_distance == 5.0f);
}
