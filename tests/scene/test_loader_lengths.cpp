// Every length a scene gives is at most one retail landblock, 192 m (docs/divergences.md,
// "Scene lengths are bounded at 192 m"): past it float steps through the step-down probe lose
// centimetres.
#include <catch2/catch.hpp>

#include <string>

#include "scene/loader.h"
#include "scene/scene_error.h"

using namespace sweeplab::scene;

namespace {

std::string error_of(const std::string& body) {
    try {
        (void)load_scene_text(R"({"format": "sweeplab-scene/1", "name": "t")" + body + "}",
                              "t.json");
    } catch (const SceneError& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST_CASE("loader: lengths above 192 m are refused, 192 m is accepted", "[scene][loader]") {
    const std::string player = R"(, "player": {"position": [0, 0, 0]})";
    struct Case {
        std::string body, path;
    };
    const Case refused[] = {
        {R"(, "player": {"position": [0, 0, 0], "step_down_height": 1000000})",
         "player.step_down_height"},
        {R"(, "player": {"position": [0, 0, 0], "step_up_height": 192.5})",
         "player.step_up_height"},
        {R"(, "player": {"position": [0, 0, 0], "spheres": [{"center": [0, 0, 1], "radius": 200}]})",
         "player.spheres[0].radius"},
        {R"(, "objects": [{"id": 1, "kind": "sphere", "position": [0, 0, 0], "radius": 1e6}])" +
             player,
         "objects[0].radius"},
        {R"(, "objects": [{"id": 1, "kind": "cylsphere", "position": [0, 0, 0], "radius": 1, "height": 3e38}])" +
             player,
         "objects[0].height"},
        {R"(, "objects": [{"id": 1, "kind": "box", "position": [0, 0, 0], "half_extents": [1, 500, 1]}])" +
             player,
         "objects[0].half_extents"},
        {R"(, "camera": {"distance": 1000})" + player, "camera.distance"},
        {R"(, "script": [{"frames": 1, "camera_distance": 193}])" + player,
         "script[0].camera_distance"},
    };
    for (const Case& c : refused) {
        const std::string e = error_of(c.body);
        INFO(c.body << "\n-> " << e);
        CHECK(e.find("t.json: " + c.path + ": must be at most 192 m") == 0);
    }
    CHECK(error_of(R"(, "player": {"position": [0, 0, 0], "step_down_height": 192})") == "");
    CHECK(
        error_of(
            R"(, "objects": [{"id": 1, "kind": "sphere", "position": [0, 0, 0], "radius": 192}])" +
            player) == "");
}
