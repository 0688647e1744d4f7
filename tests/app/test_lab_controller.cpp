// The lab's controller shows what the headless run says: stepping frames and sub-steps
// through LabController gives the same frames, bit for bit, as the headless runner's
// Simulation driven by the same script, and the sub-step cursor walks the frame's trace.
#include <catch2/catch.hpp>

#include <string>

#include "scene/loader.h"
#include "sim/headless_json.h"
#include "sim/lab_controller.h"
#include "sim/script_player.h"
#include "sim/simulation.h"

using namespace sweeplab;

namespace {

std::string scene_path(const char* name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

} // namespace

TEST_CASE("stepping frames in the lab matches the headless run of the same script", "[lab]") {
    for (const char* name : {"cottage", "crowd", "portal-platform"}) {
        INFO(name);
        app::LabController lab(scene_path(name));
        const scene::Scene scene = scene::load_scene_file(scene_path(name));
        app::Simulation headless(scene);
        const app::ScriptPlayer script(scene);
        const app::FrameInput keys; // script input: the keyboard is ignored
        for (long f = 1; f <= 120; ++f) {
            lab.step_frame(keys);
            headless.step(script.input(f));
            REQUIRE(app::frame_json(lab.output()) == app::frame_json(headless.output()));
            REQUIRE(lab.output().substeps == lab.trace().count);
        }
    }
}

TEST_CASE("the sub-step cursor walks the frame's trace, then moves to the next frame", "[lab]") {
    app::LabController lab(scene_path("crowd"));
    const app::FrameInput keys;
    for (int i = 0; i < 30; ++i)
        lab.step_frame(keys);
    const long frame = lab.output().frame;
    lab.step_substep(keys); // the next frame, its first sub-step
    CHECK(lab.paused);
    CHECK(lab.output().frame == frame + 1);
    const int n = static_cast<int>(lab.trace().count);
    REQUIRE(n >= 1);
    CHECK(lab.substep_cursor == 0);
    for (int k = 1; k < n; ++k) {
        lab.step_substep(keys);
        CHECK(lab.substep_cursor == k);
        CHECK(lab.output().frame == frame + 1);
    }
    lab.step_substep(keys);
    CHECK(lab.output().frame == frame + 2);
    CHECK(lab.substep_cursor == 0);
    // The last sub-step's current position is where the frame's feet end up.
    const physics::SubstepTrace& last = lab.trace().steps[lab.trace().count - 1];
    CHECK(last.curr_pos.x == Approx(lab.output().position.x).margin(1e-4));
    CHECK(last.curr_pos.y == Approx(lab.output().position.y).margin(1e-4));
}

TEST_CASE("the inspector's transition is the avatar's last one of the frame", "[lab]") {
    app::LabController lab(scene_path("portal-platform"));
    const app::FrameInput keys;
    for (int i = 0; i < 30; ++i)
        lab.step_frame(keys);
    const physics::Transition* t = lab.last_transition();
    REQUIRE(t != nullptr);
    CHECK(t->object_info.object_id == lab.sim().player().config().id);
    // Standing on the platform's cap: the contact plane is its flat top.
    CHECK(t->collision_info.contact_plane_valid);
    CHECK(t->collision_info.contact_plane.normal.z == Approx(1.0f));
}

TEST_CASE("a tick that runs several frames gives the keyboard's jump to the first", "[lab]") {
    // The window queues Space as a press (app/lab_window.cpp): one jump, however many 30 Hz
    // frames the window frame catches up on.
    app::LabController lab(scene_path("crowd"));
    lab.source = app::InputSource::Keyboard;
    app::FrameInput keys;
    keys.jump = true;
    const long start = lab.frame();
    REQUIRE(lab.tick(3.5 / 30.0, keys) == 3);
    const app::RewindEntry* first = lab.history().find(start + 1);
    REQUIRE(first != nullptr);
    CHECK(first->input.jump);
    for (long f = start + 2; f <= start + 3; ++f) {
        INFO(f);
        REQUIRE(lab.history().find(f) != nullptr);
        CHECK_FALSE(lab.history().find(f)->input.jump);
    }
}
