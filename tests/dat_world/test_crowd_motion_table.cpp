// A scene crowd over a DAT place runs the MotionTable it names (docs/scene-format.md, `crowd`
// `motion_table`): the place's build reads the table, the chasing members run it (the synthetic
// person's RunForward 4 m/s plus its root motion, 0.05 m a frame at 30 frames a second: 5.5 m/s
// at run rate 1) where a crowd without one runs the runner table's 4 m/s; a table the portal
// file lacks is the crowd's error, naming the file and the key.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include <glm/geometric.hpp>

#include "scene/crowd_creature.h"
#include "scene/loader.h"
#include "scene/scene_error.h"
#include "sim/lab_controller.h"
#include "tests/dat_world/world_lab_fixture.h"

using namespace sweeplab;
namespace place = sweeplab::test::place;

namespace {

std::string crowd_scene(const char* motion_table) {
    return std::string(R"({"format": "sweeplab-scene/1", "name": "crowd tables",
      "dat": {"landblocks": ["0xA9B4"]},
      "crowd": [
        {"count": 1, "min": [96, 49], "max": [96.5, 49.5], "moves": "chase", "motion_table": )") +
           motion_table + R"(},
        {"count": 1, "min": [96, 57], "max": [96.5, 57.5], "moves": "chase"}],
      "player": {"position": [82, 53, 0.005]}})";
}

scene::Scene load(const std::string& text) {
    scene::LoadOptions options;
    options.dat_dir = test::world_lab_dir().string();
    return scene::load_scene_text(text, "crowd-tables.json", options);
}

// The fastest planar speed over any 0.4 s (two of the monster's ticks) of the member's run.
float top_speed(const std::vector<glm::vec3>& at) {
    float best = 0.0f;
    for (std::size_t i = 12; i < at.size(); ++i)
        best = std::max(best, glm::length(glm::vec2(at[i] - at[i - 12])) / 0.4f);
    return best;
}

} // namespace

TEST_CASE("a crowd over a DAT place runs the MotionTable it names", "[world_lab][crowd][chase]") {
    app::LabController lab(load(crowd_scene(R"("0x09000A04")")), "crowd-tables.json");
    const scene::DatWorldDesc* desc = lab.sim().dat_world();
    REQUIRE(desc != nullptr);
    REQUIRE(desc->motion_tables.contains(place::kPersonMotionTable));
    const app::Crowd& crowd = lab.crowd();
    REQUIRE(crowd.chase_views().size() == 2);
    const std::uint32_t person = crowd.chase_views()[0].guid;
    const std::uint32_t runner = crowd.chase_views()[1].guid;
    CHECK(crowd.monster(person)->creature().config().table ==
          desc->motion_tables.at(place::kPersonMotionTable).get());
    CHECK(crowd.monster(runner)->creature().config().table == &scene::runner_motion_table());
    std::vector<glm::vec3> a, b;
    for (int f = 0; f < 120; ++f) {
        lab.step_frame(app::FrameInput{});
        for (const app::ChaseView& v : crowd.chase_views())
            (v.guid == person ? a : b).push_back(v.at);
    }
    CAPTURE(a.back().x, a.back().y, b.back().x, b.back().y);
    CHECK(crowd.chase_views()[0].state != app::ChaseState::Idle);
    CHECK(top_speed(a) == Approx(5.5f).epsilon(0.03));
    CHECK(top_speed(b) == Approx(4.0f).epsilon(0.03));
}

TEST_CASE("a crowd's MotionTable the portal file lacks is named", "[world_lab][crowd]") {
    const scene::Scene s = load(crowd_scene(R"("0x09000BAD")"));
    try {
        app::LabController lab(s, "crowd-tables.json");
        FAIL("the scene built");
    } catch (const scene::SceneError& e) {
        const std::string what = e.what();
        CHECK_THAT(what, Catch::Matchers::Contains("crowd-tables.json") &&
                             Catch::Matchers::Contains("crowd[0].motion_table") &&
                             Catch::Matchers::Contains("0x09000BAD"));
    }
}
