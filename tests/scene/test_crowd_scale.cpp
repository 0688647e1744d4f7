#include <catch2/catch.hpp>

#include "scene/loader.h"

using namespace sweeplab::scene;

TEST_CASE("a 100,000-member crowd generates quickly (no quadratic scan)", "[scene][crowd]") {
    const Scene s = load_scene_text(
        R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]},
            "crowd": [{"count": 100000, "radius": 0.1, "min": [-200,-200], "max": [200,200]}]})",
        "big.json");
    CHECK(s.objects.size() == 100000);
    CHECK(s.objects.back().id == kFirstCrowdId + 99999);
}

TEST_CASE("crowd clear lists are bounded", "[scene][crowd]") {
    std::string clear = "[";
    for (int i = 0; i < 65; ++i)
        clear += std::string(i ? "," : "") + "[0,0,1]";
    clear += "]";
    CHECK_THROWS_WITH(
        load_scene_text(
            R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]},
            "crowd": [{"count": 1, "min": [-9,-9], "max": [9,9], "clear": )" +
                clear + "}]}",
            "c.json"),
        Catch::Matchers::Contains("crowd[0].clear: holds more than 64"));
}
