// A survey walk is the lab's walk: the start placed as a scene's player start is placed and
// the walk's input as its script, run by the Simulation the window and the headless runner
// step, reaches the finding's position at the finding's frame bit for bit. This is what lets
// the Survey panel and "Save as scene" replay a finding.
#include <catch2/catch.hpp>

#include "scene/loader.h"
#include "sim/script_player.h"
#include "sim/simulation.h"
#include "survey/survey_place.h"
#include "survey/survey_walker.h"
#include "survey/walk_script.h"
#include "survey_fixtures.h"

using namespace sweeplab;
using namespace sweeplab::test::survey;

namespace {

// Runs the finding's walk in a Simulation of `scene` and returns the feet at its frame.
glm::vec3 simulated_feet(const scene::Scene& base, const app::survey::Finding& f,
                         const app::survey::WalkOptions& options, std::uint32_t start_cell) {
    scene::Scene scene = base;
    scene.player.position = f.start.feet;
    scene.player.yaw_deg = f.heading;
    scene.player.cell.reset();
    if (start_cell != 0) scene.player.cell = start_cell;
    scene.script = app::survey::walk_script(options);
    scene.checks.clear();
    app::SimulationOptions sim_options;
    sim_options.fps = static_cast<float>(options.fps);
    app::Simulation sim(scene, sim_options);
    const app::ScriptPlayer script(scene);
    for (long frame = 1; frame <= f.frame; ++frame)
        sim.step(script.input(frame));
    return sim.output().position;
}

} // namespace

TEST_CASE("survey walk = the Simulation's walk, bit for bit, outdoors and indoors",
          "[survey][parity]") {
    for (const char* name : {"assets/scenes/building-seam.json", "assets/scenes/cottage.json"}) {
        CAPTURE(name);
        const scene::Scene scene = scene::load_scene_file(source(name));
        const auto place = app::survey::scene_place(scene, 6.0f);
        app::survey::WalkOptions options;
        options.headings = 3;
        options.jump = true; // the jump frame too
        app::survey::Walker walker(*place, options, physics::Reading{}, std::nullopt);
        // The last starts are the cells' floors (indoors), the first ones the land.
        for (std::size_t start :
             {std::size_t{0}, place->starts.size() / 2, place->starts.size() - 1}) {
            CAPTURE(start);
            app::survey::StartResult result;
            walker.walk_start(start, start, result);
            REQUIRE(result.placed);
            // A finding is the walk's state at its frame; make one where there is none by
            // walking the start again as the stuck report does: compare the last frame.
            app::survey::Finding f;
            f.start.feet = place->starts[start].feet;
            f.heading = options.heading(1);
            f.frame = options.frames();
            physics::Mover mover(*place->world, place->config);
            mover.place(f.start.feet, glm::radians(f.heading), place->starts[start].internal_cell);
            const float dt = static_cast<float>(1.0 / options.fps);
            for (long frame = 1; frame <= f.frame; ++frame) {
                const app::FrameInput in = app::survey::walk_input(options, frame);
                physics::MoverInput mi;
                mi.forward = in.forward;
                mi.run = in.run;
                mi.jump = in.jump;
                mover.update(dt, mi);
            }
            f.position = mover.output().position;
            CHECK(simulated_feet(scene, f, options, place->starts[start].cell) == f.position);
            for (const app::survey::Finding& found : result.findings)
                CHECK(simulated_feet(scene, found, options, place->starts[start].cell) ==
                      found.position);
        }
    }
}

TEST_CASE("survey findings replay in the Simulation at their frame", "[survey][parity]") {
    const scene::Scene scene = scene::load_scene_file(source("assets/scenes/building-seam.json"));
    const auto place = app::survey::scene_place(scene, 4.0f);
    app::survey::WalkOptions options;
    app::survey::Walker walker(*place, options, physics::Reading{}, std::nullopt);
    int checked = 0;
    for (std::size_t start = 0; start < place->starts.size() && checked < 6; ++start) {
        app::survey::StartResult result;
        walker.walk_start(start, start, result);
        for (const app::survey::Finding& f : result.findings) {
            CAPTURE(start, f.heading, f.frame);
            CHECK(simulated_feet(scene, f, options, place->starts[start].cell) == f.position);
            ++checked;
        }
    }
    CHECK(checked >= 6);
}
