// Rewind (the lab's step back and forward): the lab controller records the last 30 s; going
// back 10 s and re-simulating reproduces the recorded frames exactly, and diverged() turns on
// when the state is perturbed.
#include <catch2/catch.hpp>

#include <bit>
#include <string>
#include <vector>

#include "sim/lab_controller.h"
#include "sim/sim_state.h"

using sweeplab::app::FrameInput;
using sweeplab::app::LabController;
using sweeplab::app::RecordedOutput;

namespace {

std::string scene_path(const char* name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

struct Seen {
    RecordedOutput out;
    std::vector<glm::vec3> creatures;
};

Seen seen(const LabController& lab) {
    Seen s{sweeplab::app::recorded_output(lab.output()), {}};
    for (const auto& c : lab.crowd().creatures())
        if (c.present) s.creatures.push_back(c.position);
    return s;
}

bool same_bits(const glm::vec3& a, const glm::vec3& b) {
    return std::bit_cast<std::uint32_t>(a.x) == std::bit_cast<std::uint32_t>(b.x) &&
           std::bit_cast<std::uint32_t>(a.y) == std::bit_cast<std::uint32_t>(b.y) &&
           std::bit_cast<std::uint32_t>(a.z) == std::bit_cast<std::uint32_t>(b.z);
}

} // namespace

TEST_CASE("rewind 10 s of a scripted scene, re-simulate, match the recorded frames", "[rewind]") {
    LabController lab(scene_path("cottage"));
    const FrameInput keys;
    std::vector<Seen> first;
    for (int f = 0; f < 400; ++f) {
        lab.step_frame(keys);
        first.push_back(seen(lab));
    }
    REQUIRE(lab.frame() == 400);
    CHECK(lab.history_last() == 400);
    CHECK_FALSE(lab.in_past());

    REQUIRE(lab.rewind_to(100)); // 300 frames = 10 s back
    CHECK(lab.frame() == 100);
    CHECK(lab.in_past());
    CHECK(sweeplab::app::same_output(seen(lab).out, first[99].out));
    REQUIRE(lab.last_transition() != nullptr);
    CHECK(
        same_bits(lab.last_transition()->sphere_path.curr_pos.frame.origin, lab.output().position));
    for (long f = 101; f <= 400; ++f) {
        lab.step_forward(keys);
        INFO("frame " << f);
        REQUIRE(lab.frame() == f);
        REQUIRE(sweeplab::app::same_output(seen(lab).out, first[f - 1].out));
    }
    CHECK_FALSE(lab.diverged());
    // One past the history records a new frame.
    lab.step_forward(keys);
    CHECK(lab.frame() == 401);
    CHECK(lab.history_last() == 401);

    // Step back frame by frame.
    REQUIRE(lab.step_back());
    CHECK(lab.frame() == 400);
    CHECK(sweeplab::app::same_output(seen(lab).out, first[399].out));
    CHECK_FALSE(lab.diverged());
}

TEST_CASE("the history holds 30 s and no more", "[rewind]") {
    LabController lab(scene_path("portal-platform"));
    const FrameInput keys;
    for (int f = 0; f < 1000; ++f)
        lab.step_frame(keys);
    CHECK(lab.history_last() == 1000);
    CHECK(lab.history_first() == 100); // the state after frame 100 (before frame 101)
    CHECK(lab.rewind_to(100));
    CHECK_FALSE(lab.rewind_to(50));
    CHECK(lab.rewind_to(1000));
    CHECK_FALSE(lab.diverged());
}

TEST_CASE("diverged() turns on when a re-simulated frame is not the recorded one", "[rewind]") {
    LabController lab(scene_path("cottage"));
    const FrameInput keys;
    for (int f = 0; f < 200; ++f)
        lab.step_frame(keys);
    REQUIRE(lab.rewind_to(120));
    CHECK_FALSE(lab.diverged());
    // Perturb the avatar: a little upward velocity it never had.
    sweeplab::app::SimulationAccess::player(lab.sim()).set_velocity({0.0f, 0.0f, 2.0f});
    for (int f = 0; f < 10; ++f)
        lab.step_forward(keys);
    CHECK(lab.diverged());
    CHECK(lab.diverged_frame() == 121);
    // Going back clears the badge; the recording itself is unchanged.
    REQUIRE(lab.rewind_to(110));
    CHECK_FALSE(lab.diverged());
    REQUIRE(lab.rewind_to(200));
    CHECK_FALSE(lab.diverged());
}

TEST_CASE("rewind with wandering creatures reproduces them too", "[rewind][crowd]") {
    LabController lab(scene_path("crowd"));
    const FrameInput keys;
    const glm::vec3 at = lab.output().position;
    REQUIRE(lab.add_creatures(12, at + glm::vec3(6.0f, 6.0f, 0.0f), 4.0f, 0.5f, 7) == 12);
    lab.set_wander(true);
    std::vector<Seen> first;
    for (int f = 0; f < 60; ++f) {
        lab.step_frame(keys);
        first.push_back(seen(lab));
    }
    // A creature added and one removed mid-run: the replay re-applies both edits.
    const std::uint32_t late = lab.add_creature(at + glm::vec3(-3.0f, 5.0f, 0.0f), 0.4f, 3);
    REQUIRE(lab.remove_creature(lab.crowd().creatures()[2].id));
    for (int f = 60; f < 150; ++f) {
        lab.step_frame(keys);
        first.push_back(seen(lab));
    }
    CHECK(lab.crowd().mover(late) != nullptr);
    REQUIRE(lab.rewind_to(30));
    CHECK(lab.crowd().size() == 12);
    for (long f = 31; f <= 150; ++f) {
        lab.step_forward(keys);
        const Seen now = seen(lab);
        const Seen& then = first[static_cast<std::size_t>(f - 1)];
        INFO("frame " << f);
        REQUIRE(sweeplab::app::same_output(now.out, then.out));
        REQUIRE(now.creatures.size() == then.creatures.size());
        for (std::size_t k = 0; k < now.creatures.size(); ++k)
            REQUIRE(same_bits(now.creatures[k], then.creatures[k]));
    }
    CHECK_FALSE(lab.diverged());
    CHECK(lab.crowd().size() == 12); // 12 + 1 - 1
}
