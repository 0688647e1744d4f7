// Rewind restores everything a frame depends on: the projectiles in flight
// and the A/B split's uncollided camera are in the snapshot, their shots are fired again on
// the replay, and RecordedOutput compares the projectiles and the free eye bit for bit, so
// DIVERGED catches a projectile or a free eye that re-simulates differently.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "sim/lab_controller.h"
#include "sim/sim_state.h"

using sweeplab::app::FrameInput;
using sweeplab::app::InputSource;
using sweeplab::app::LabController;
using sweeplab::app::RecordedOutput;

namespace {

std::string scene_path(const char* name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

// How many projectiles are in the air (fired, not yet at rest).
int in_flight(const LabController& lab) {
    int n = 0;
    for (const auto& p : lab.projectiles().views())
        n += p.active && !p.stopped ? 1 : 0;
    return n;
}

// The keyboard of the split-view test: turning, the camera swinging round and zooming, so
// the free camera's damping always has somewhere to go.
FrameInput swinging_keys(long frame) {
    FrameInput k;
    const float t = static_cast<float>(frame);
    k.forward = (frame / 40) % 2 == 0 ? 1.0f : 0.0f;
    k.turn = 30.0f * std::sin(t * 0.05f);
    k.camera_yaw = 120.0f * std::sin(t * 0.031f);
    k.camera_pitch = 20.0f + 15.0f * std::sin(t * 0.07f);
    k.camera_distance = 4.0f + 2.0f * std::sin(t * 0.043f);
    return k;
}

} // namespace

TEST_CASE("rewind while projectiles fly: the re-run reproduces frames and projectiles exactly",
          "[rewind][projectile]") {
    LabController lab(scene_path("thin-wall"));
    const FrameInput keys;
    std::vector<RecordedOutput> first; // first[f - 1]: after frame f
    const std::vector<long> shots{5, 60, 95, 98, 250};
    for (long f = 1; f <= 400; ++f) {
        for (long s : shots)
            if (s == f) lab.fire_projectile(); // before frame f
        lab.step_frame(keys);
        first.push_back(lab.recorded());
    }
    REQUIRE(first[99].projectiles_active != 0u);

    // 10 s back, to frame 100: the shots of frames 95 and 98 are still in the air.
    REQUIRE(lab.rewind_to(100));
    CHECK(in_flight(lab) >= 1);
    CHECK(sweeplab::app::same_output(lab.recorded(), first[99]));
    for (long f = 101; f <= 400; ++f) {
        lab.step_forward(keys);
        INFO("frame " << f << ": "
                      << sweeplab::app::first_difference(lab.recorded(), first[f - 1]));
        REQUIRE(lab.frame() == f);
        REQUIRE(sweeplab::app::same_output(lab.recorded(), first[f - 1]));
    }
    CHECK_FALSE(lab.diverged());

    // Into the middle of a flight and before a later shot: the replay fires it again.
    REQUIRE(lab.rewind_to(96));
    CHECK(in_flight(lab) >= 1);
    CHECK(sweeplab::app::same_output(lab.recorded(), first[95]));
    REQUIRE(lab.rewind_to(300)); // forward through the history: re-simulated, compared
    CHECK_FALSE(lab.diverged());
    CHECK(sweeplab::app::same_output(lab.recorded(), first[299]));
    // Before any shot: nothing in the air; the replay fires all of them in order.
    REQUIRE(lab.rewind_to(3));
    CHECK(lab.recorded().projectiles_active == 0u);
    REQUIRE(lab.rewind_to(400));
    CHECK_FALSE(lab.diverged());
    CHECK(sweeplab::app::same_output(lab.recorded(), first[399]));

    // Frame by frame backwards through a flight.
    for (long f = 399; f >= 90; --f) {
        REQUIRE(lab.step_back());
        INFO("frame " << f);
        REQUIRE(sweeplab::app::same_output(lab.recorded(), first[f - 1]));
    }
}

TEST_CASE("a shot fired in the past branches the history", "[rewind][projectile]") {
    LabController lab(scene_path("thin-wall"));
    const FrameInput keys;
    for (int f = 0; f < 120; ++f)
        lab.step_frame(keys);
    REQUIRE(lab.rewind_to(50));
    REQUIRE(lab.in_past());
    lab.fire_projectile();
    CHECK_FALSE(lab.in_past()); // the recorded future is gone
    CHECK(lab.history_last() == 50);
    lab.step_frame(keys);
    CHECK(in_flight(lab) == 1);
    REQUIRE(lab.rewind_to(50)); // the new branch is the history now
    CHECK(lab.recorded().projectiles_active == 0u);
    REQUIRE(lab.rewind_to(51));
    CHECK(in_flight(lab) == 1);
    CHECK_FALSE(lab.diverged());
}

TEST_CASE("a perturbed projectile shows DIVERGED", "[rewind][projectile]") {
    LabController lab(scene_path("thin-wall"));
    const FrameInput keys;
    for (int f = 0; f < 100; ++f)
        lab.step_frame(keys);
    // Turn away from the wall so the shot flies over open ground for a while.
    lab.source = InputSource::Keyboard;
    FrameInput turn;
    turn.turn = 90.0f;
    for (int f = 0; f < 30; ++f)
        lab.step_frame(turn);
    lab.fire_projectile(); // before frame 131
    std::vector<glm::vec3> flight;
    for (int f = 0; f < 30; ++f) {
        lab.step_frame(keys);
        flight.push_back(lab.projectiles().views()[0].center);
    }
    REQUIRE(lab.rewind_to(131));
    REQUIRE(in_flight(lab) == 1);
    CHECK_FALSE(lab.diverged());
    // Perturb the state without branching: a big creature across the rest of the flight,
    // put straight into the crowd (not through the controller's edit calls, which would drop
    // the recorded future). The avatar stands behind it and the camera passes through
    // creatures: the avatar's output cannot tell.
    const glm::vec3 dir = glm::normalize(flight[1] - flight[0]);
    const glm::vec3 ahead = flight[0] + dir * 4.0f;
    lab.crowd().add(glm::vec3(ahead.x, ahead.y, 0.0f), 1.5f);
    for (int f = 0; f < 20; ++f)
        lab.step_forward(keys);
    CHECK(lab.diverged());
    CHECK(lab.diverged_frame() > 131);
    // The creature put in is a difference of its own (rewind compares where the creatures
    // stand); the projectile's flight parts from the recorded one too.
    CHECK(std::string(lab.diverged_what()) == "creatures");
    REQUIRE(lab.frame() == 151);
    CHECK(glm::length(lab.projectiles().views()[0].center - flight[20]) > 0.01f);
}

TEST_CASE("the split view's free eye matches after a rewind - a perturbed one diverges",
          "[rewind][camera]") {
    LabController lab(scene_path("cottage"));
    lab.source = InputSource::Keyboard;
    std::vector<RecordedOutput> first;
    for (long f = 1; f <= 400; ++f) {
        lab.step_frame(swinging_keys(f));
        first.push_back(lab.recorded());
    }
    // The free eye does move away from the collided one (the boom reaches through walls).
    bool apart = false;
    for (const RecordedOutput& r : first)
        apart |= glm::length(r.free_eye - r.eye) > 0.5f;
    CHECK(apart);
    REQUIRE(lab.rewind_to(100));
    CHECK(sweeplab::app::same_output(lab.recorded(), first[99]));
    for (long f = 101; f <= 400; ++f) {
        lab.step_forward(FrameInput{}); // the history's input is used, not this
        INFO("frame " << f << ": "
                      << sweeplab::app::first_difference(lab.recorded(), first[f - 1]));
        REQUIRE(sweeplab::app::same_output(lab.recorded(), first[f - 1]));
    }
    CHECK_FALSE(lab.diverged());

    // Perturbed: the free camera forgets its last eye (it snaps instead of damping).
    REQUIRE(lab.rewind_to(200));
    sweeplab::app::SimulationAccess::free_camera(lab.sim()).reset();
    lab.step_forward(FrameInput{});
    CHECK(lab.diverged());
    CHECK(lab.diverged_frame() == 201);
    CHECK(std::string(lab.diverged_what()) == "free eye");
}
