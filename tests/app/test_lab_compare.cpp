// The lab's compare ghost (docs/readings.md, ghosts): LabController runs it as the headless
// Simulation does, rewind re-runs it bit for bit and DIVERGED covers it, a new ghost reading
// starts it from the avatar's state (before and after a rewind across the change), and the
// first parting is one call away; the plots' feet and eye series come from the history.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "physics/world/trace.h"
#include "scene/loader.h"
#include "sim/compare.h"
#include "sim/headless_json.h"
#include "sim/lab_controller.h"
#include "sim/script_player.h"
#include "sim/sim_state.h"
#include "sim/simulation.h"

using namespace sweeplab;
using physics::Reading;
using physics::ReadingSwitch;

namespace {

// Running jumps at 5 fps on flat ground: retail steps a 0.2 s frame as one quantum, ACE's
// max quantum as two, so every airborne frame parts the two feet (by decimetres).
const char* const kJumps = R"({
  "format": "sweeplab-scene/1", "name": "jumps", "summary": "running jumps at 5 fps",
  "fps": 5, "ground": {"z": 0, "extent": 80},
  "player": {"position": [0, 0, 0], "yaw": 0},
  "script": [{"frames": 1, "forward": 1, "run": true},
             {"frames": 4, "forward": 1, "run": true, "jump": true},
             {"frames": 4, "forward": 1, "run": true, "turn": 20},
             {"frames": 4, "forward": 1, "run": true, "jump": true},
             {"frames": 4, "forward": 1, "run": true, "turn": -20},
             {"frames": 4, "forward": 1, "run": true, "jump": true},
             {"frames": 20, "forward": 1, "run": true, "turn": 10}]
})";

scene::Scene jumps() {
    return scene::load_scene_text(kJumps, "jumps.json");
}

std::string scene_path(const char* name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

Reading reading(const char* text) {
    const std::optional<Reading> r = physics::parse_reading(text);
    REQUIRE(r);
    return *r;
}

app::SimulationOptions compare_options(const char* text) {
    app::SimulationOptions o;
    o.compare = reading(text);
    return o;
}

bool same_bits(const glm::vec3& a, const glm::vec3& b) {
    return std::bit_cast<std::uint32_t>(a.x) == std::bit_cast<std::uint32_t>(b.x) &&
           std::bit_cast<std::uint32_t>(a.y) == std::bit_cast<std::uint32_t>(b.y) &&
           std::bit_cast<std::uint32_t>(a.z) == std::bit_cast<std::uint32_t>(b.z);
}

glm::vec3 ghost_feet(const app::LabController& lab) {
    REQUIRE(lab.sim().has_compare());
    REQUIRE_FALSE(lab.output().ghosts.empty());
    return lab.output().ghosts.front().position;
}

} // namespace

TEST_CASE("the lab's compare ghost runs as the headless simulation's", "[lab][compare]") {
    for (const char* name : {"crowd", "cottage"}) {
        INFO(name);
        const app::SimulationOptions options = compare_options("ace");
        app::LabController lab(scene_path(name), options);
        const scene::Scene scene = scene::load_scene_file(scene_path(name));
        app::Simulation headless(scene, options);
        const app::ScriptPlayer script(scene);
        auto avatar = std::make_unique<physics::FrameTrace>();
        auto ghost = std::make_unique<physics::FrameTrace>();
        app::CompareTracker tracker("ace");
        const app::FrameInput keys;
        for (long f = 1; f <= 150; ++f) {
            lab.step_frame(keys);
            avatar->clear();
            ghost->clear();
            headless.step(script.input(f), avatar.get(), ghost.get());
            tracker.add_frame(headless.output(), *avatar, *ghost);
            REQUIRE(app::frame_json(lab.output(), nullptr, &lab.output().ghosts.front()) ==
                    app::frame_json(headless.output(), nullptr, &headless.output().ghosts.front()));
            REQUIRE(same_bits(ghost_feet(lab), headless.output().ghosts.front().position));
            REQUIRE(lab.ghost_trace().count == ghost->count);
        }
        const app::CompareResult* r = lab.compare_result();
        REQUIRE(r != nullptr);
        CHECK(r->reading == "ace");
        CHECK(r->first_frame == tracker.result().first_frame);
        CHECK(r->first_substep == tracker.result().first_substep);
        CHECK(r->branch == tracker.result().branch);
        CHECK(r->max_distance == tracker.result().max_distance);
        if (std::string(name) == "crowd") CHECK(r->max_distance > 0.0f); // ~7 µm apart
    }
}

TEST_CASE("rewind re-runs the ghost bit for bit - DIVERGED covers it", "[lab][compare][rewind]") {
    app::LabController lab(jumps(), "", compare_options("retail+ace.max_quantum"));
    const app::FrameInput keys;
    std::vector<glm::vec3> first;
    for (int f = 0; f < 40; ++f) {
        lab.step_frame(keys);
        first.push_back(ghost_feet(lab));
    }
    const app::CompareResult* r = lab.compare_result();
    REQUIRE(r != nullptr);
    REQUIRE(r->first_frame > 0); // the scene parts them
    REQUIRE(r->first_frame < 10);
    CHECK(r->max_distance > 0.1f);

    REQUIRE(lab.rewind_to(3));
    CHECK(same_bits(ghost_feet(lab), first[2]));
    for (long f = 4; f <= 40; ++f) {
        lab.step_forward(keys);
        INFO("frame " << f);
        REQUIRE(same_bits(ghost_feet(lab), first[static_cast<std::size_t>(f - 1)]));
    }
    CHECK_FALSE(lab.diverged());
    // Counted once: the replay left the tracker's answer as it was.
    CHECK(lab.compare_result()->first_frame == r->first_frame);

    // A nudge to the ghost alone: the avatar re-runs exactly, the ghost does not.
    REQUIRE(lab.rewind_to(20));
    app::SimulationAccess::ghost(lab.sim(), 0).set_velocity({0.0f, 0.0f, 1.0f});
    lab.step_forward(keys);
    CHECK(lab.diverged());
    CHECK(lab.diverged_frame() == 21);
    CHECK(std::string(lab.diverged_what()) == "ghost position");
}

TEST_CASE("Go to first parting lands on its frame and sub-step", "[lab][compare]") {
    app::LabController lab(jumps(), "", compare_options("retail+ace.max_quantum"));
    const app::FrameInput keys;
    for (int f = 0; f < 30; ++f)
        lab.step_frame(keys);
    const app::CompareResult r = *lab.compare_result();
    REQUIRE(r.first_frame > 0);
    REQUIRE(lab.goto_first_parting());
    CHECK(lab.paused);
    CHECK(lab.frame() == r.first_frame);
    CHECK(lab.output().ghosts.front().distance > app::kPartingDistance);
    // Both traces are that frame's, and the cursor is on the parting sub-step.
    const app::SubstepParting p = app::first_parting_substep(lab.trace(), lab.ghost_trace());
    CHECK(p.index + 1 == r.first_substep);
    CHECK(lab.substep_cursor ==
          std::min(static_cast<int>(p.index), static_cast<int>(lab.trace().count) - 1));
    CHECK_FALSE(lab.diverged());
    // Without a ghost there is nothing to go to.
    lab.set_compare(std::nullopt);
    CHECK(lab.compare_result() == nullptr);
    CHECK_FALSE(lab.goto_first_parting());
}

TEST_CASE("a new ghost reading starts the ghost from the avatar's state", "[lab][compare]") {
    app::LabController lab(jumps(), "", compare_options("retail+ace.max_quantum"));
    const app::FrameInput keys;
    for (int f = 0; f < 8; ++f)
        lab.step_frame(keys);
    REQUIRE(lab.output().ghosts.front().distance > 0.01f); // parted by now

    lab.set_compare(reading("retail+ace.step_cap"));
    REQUIRE(lab.compare_reading());
    CHECK(*lab.compare_reading() == reading("retail+ace.step_cap"));
    CHECK(same_bits(ghost_feet(lab), lab.output().position));
    CHECK(lab.output().ghosts.front().distance == 0.0f);
    CHECK(lab.compare_result()->first_frame == 0); // counted from here
    physics::MoverState avatar, ghost;
    lab.sim().player().save_state(avatar);
    lab.sim().ghost(0).save_state(ghost);
    CHECK(same_bits(ghost.velocity, avatar.velocity));
    CHECK(ghost.update_time == avatar.update_time);
    CHECK(ghost.reading == reading("retail+ace.step_cap"));

    // The next frame: the ghost is a mover restored from the avatar's state and run under
    // its reading with the same input.
    auto snap = std::make_unique<physics::MoverSnapshot>();
    lab.sim().player().snapshot(*snap);
    snap->state.reading = reading("retail+ace.max_quantum");
    physics::Mover twin(lab.sim().world(), lab.sim().player().config());
    twin.restore(*snap);
    const app::FrameInput in = lab.next_input(keys);
    lab.set_compare(reading("retail+ace.max_quantum")); // and back: from the same state
    physics::MoverInput mi;
    mi.forward = in.forward;
    mi.strafe = in.strafe;
    mi.turn = in.turn;
    mi.run = in.run;
    mi.jump = in.jump;
    twin.update(lab.sim().frame_dt(), mi);
    lab.step_frame(keys);
    CHECK(same_bits(ghost_feet(lab), twin.output().position));

    // None removes it; a reading again starts it from the avatar.
    lab.set_compare(std::nullopt);
    CHECK_FALSE(lab.sim().has_compare());
    CHECK(lab.sim().ghost_count() == 0);
    lab.step_frame(keys);
    lab.set_compare(reading("ace"));
    CHECK(same_bits(ghost_feet(lab), lab.output().position));
}

TEST_CASE("a rewind across a ghost change re-runs the change", "[lab][compare][rewind]") {
    app::LabController lab(jumps(), "", compare_options("retail+ace.max_quantum"));
    const app::FrameInput keys;
    std::vector<glm::vec3> ghost;
    std::vector<bool> compare;
    auto record = [&] {
        compare.push_back(lab.sim().has_compare());
        ghost.push_back(lab.sim().has_compare() ? ghost_feet(lab) : glm::vec3(-1.0f));
    };
    for (int f = 0; f < 10; ++f) {
        lab.step_frame(keys);
        record();
    }
    lab.set_compare(reading("ace")); // before frame 11
    for (int f = 10; f < 20; ++f) {
        lab.step_frame(keys);
        record();
    }
    lab.set_compare(std::nullopt); // before frame 21
    for (int f = 20; f < 25; ++f) {
        lab.step_frame(keys);
        record();
    }
    lab.set_compare(reading("gdle")); // before frame 26
    for (int f = 25; f < 35; ++f) {
        lab.step_frame(keys);
        record();
    }
    REQUIRE(lab.rewind_to(4));
    CHECK(*lab.compare_reading() == reading("retail+ace.max_quantum"));
    for (long f = 5; f <= 35; ++f) {
        lab.step_forward(keys);
        INFO("frame " << f);
        const auto i = static_cast<std::size_t>(f - 1);
        REQUIRE(lab.sim().has_compare() == compare[i]);
        if (compare[i]) REQUIRE(same_bits(ghost_feet(lab), ghost[i]));
    }
    CHECK(*lab.compare_reading() == reading("gdle"));
    CHECK_FALSE(lab.diverged());

    // An edit in the past drops the recorded future: the ghost changed at frame 11 and
    // frame 21 no longer comes.
    REQUIRE(lab.rewind_to(15));
    lab.set_compare(reading("gdle"));
    CHECK(lab.history_last() == 15);
    CHECK(same_bits(ghost_feet(lab), lab.output().position));
}

TEST_CASE("the avatar's reading changes live and restart keeps it", "[lab][compare]") {
    app::LabController lab(jumps(), "", compare_options("ace"));
    const app::FrameInput keys;
    for (int f = 0; f < 5; ++f)
        lab.step_frame(keys);
    lab.set_reading(reading("gdle"));
    CHECK(lab.reading() == reading("gdle"));
    CHECK(lab.sim().player().config().reading == reading("gdle"));
    CHECK(lab.compare_result()->first_frame == 0);
    lab.set_radial_pushout(true);
    CHECK(lab.reading() == reading("gdle+lab.radial_pushout"));
    CHECK(lab.radial_pushout());
    lab.restart();
    CHECK(lab.frame() == 0);
    CHECK(lab.reading() == reading("gdle+lab.radial_pushout"));
    CHECK(*lab.compare_reading() == reading("ace"));
    lab.set_radial_pushout(false);
    CHECK(lab.reading() == reading("gdle"));
}

TEST_CASE("a ghost the checks still need keeps running for them", "[lab][compare]") {
    // The jumps with a check on ACE's reading: --compare ace shares its mover with it.
    std::string text = kJumps;
    text.insert(text.rfind('}'), R"(, "checks": [{"name": "ace parts", "kind": "reading_parts",
        "reading": "ace", "at_least": 0.1}])");
    app::LabController lab(scene::load_scene_text(text, "jumps.json"), "", compare_options("ace"));
    const app::FrameInput keys;
    REQUIRE(lab.sim().ghost_count() == 1);
    lab.step_frame(keys);
    lab.set_compare(reading("retail+ace.step_cap"));
    REQUIRE(lab.sim().ghost_count() == 2);
    CHECK(lab.sim().ghost(1).config().reading == reading("ace"));
    CHECK(same_bits(ghost_feet(lab), lab.output().position));
    lab.set_compare(std::nullopt); // the step-cap ghost goes, the checks' ace ghost stays
    CHECK_FALSE(lab.sim().has_compare());
    REQUIRE(lab.sim().ghost_count() == 1);
    CHECK(lab.sim().ghost(0).config().reading == reading("ace"));
    lab.set_compare(reading("ace")); // a compare ghost of its own, from the avatar
    CHECK(lab.sim().ghost_count() == 2);
    while (lab.frame() < lab.script_frames())
        lab.step_frame(keys);
    const std::vector<scene::CheckResult> checks = lab.checks().finish();
    REQUIRE(checks.size() == 1);
    CHECK(checks[0].state == scene::CheckState::Passed);
}

namespace {

// 20 frames with the compare ghost, then 5 without it, then a rewind to frame 5 (the frames
// ahead stay in the plot): the series of `field` the frames reported, 0 once the ghost is gone.
// `max_eye` receives the compare result's max_eye_distance while the ghost still runs.
std::vector<float> ghost_series(app::LabController& lab, float app::GhostOutput::*field,
                                float& max_eye) {
    const app::FrameInput keys;
    std::vector<float> seen;
    for (int f = 0; f < 20; ++f) {
        lab.step_frame(keys);
        seen.push_back(lab.output().ghosts.front().*field);
    }
    REQUIRE(lab.compare_result() != nullptr);
    max_eye = lab.compare_result()->max_eye_distance;
    lab.set_compare(std::nullopt);
    for (int f = 20; f < 25; ++f) {
        lab.step_frame(keys);
        seen.push_back(0.0f);
    }
    REQUIRE(lab.rewind_to(5));
    return seen;
}

// `plotted` (compare_distances or compare_eye_distances) gives back `seen` from the history,
// whole and from frame 10 into a short buffer.
template <typename Plotted>
void check_plotted(const app::LabController& lab, Plotted plotted, const std::vector<float>& seen,
                   std::array<float, 40>& out) {
    REQUIRE(plotted(lab.history(), 1, 25, std::span<float>(out)) == 25);
    for (std::size_t i = 0; i < 25; ++i) {
        INFO("frame " << i + 1);
        CHECK(out[i] == seen[i]);
    }
    std::array<float, 4> few{};
    CHECK(plotted(lab.history(), 10, 25, std::span<float>(few)) == 4);
    CHECK(few[0] == seen[9]);
}

} // namespace

TEST_CASE("the plot's distances come from the rewind history", "[lab][compare][rewind]") {
    app::LabController lab(jumps(), "", compare_options("retail+ace.max_quantum"));
    float max_eye = 0.0f;
    const std::vector<float> seen = ghost_series(lab, &app::GhostOutput::distance, max_eye);
    std::array<float, 40> out{};
    check_plotted(lab, app::compare_distances, seen, out);
    CHECK(*std::max_element(seen.begin(), seen.end()) > 0.1f);
}

TEST_CASE("the eye plot's distances come from the rewind history", "[lab][compare][rewind]") {
    // The jumps part the feet, so the two chase cameras (the same boom on each) part too.
    app::LabController lab(jumps(), "", compare_options("retail+ace.max_quantum"));
    float max_eye = 0.0f;
    const std::vector<float> seen = ghost_series(lab, &app::GhostOutput::eye_distance, max_eye);
    const float max_seen = *std::max_element(seen.begin(), seen.end());
    CHECK(max_seen > 0.1f);
    CHECK(max_eye == max_seen);
    std::array<float, 40> out{};
    check_plotted(lab, app::compare_eye_distances, seen, out);
    // The eyes' series, not the feet's: the two differ on some frame.
    std::array<float, 40> feet{};
    REQUIRE(app::compare_distances(lab.history(), 1, 25, feet) == 25);
    CHECK_FALSE(std::equal(out.begin(), out.begin() + 20, feet.begin()));
}

TEST_CASE("saving the state reuses the ghosts' storage", "[lab][compare][rewind]") {
    app::LabController lab(jumps(), "", compare_options("ace"));
    const app::FrameInput keys;
    lab.step_frame(keys);
    app::SimState s;
    app::save_state(lab.sim(), s);
    REQUIRE(s.ghosts.size() == 1);
    CHECK(s.has_compare);
    const physics::MoverSnapshot* storage = s.ghosts.data();
    lab.step_frame(keys);
    app::save_state(lab.sim(), s);
    CHECK(s.ghosts.data() == storage);
    CHECK(same_bits(s.ghosts[0].state.out.position, ghost_feet(lab)));

    // RecordedOutput compares the ghosts' feet.
    app::RecordedOutput a = app::recorded_output(lab.output());
    app::RecordedOutput b = a;
    CHECK(a.ghost_count == 1);
    b.ghosts[0].x = std::nextafter(b.ghosts[0].x, 1e9f);
    CHECK(std::string(app::first_difference(a, b)) == "ghost position");
    CHECK_FALSE(app::same_output(a, b));
}
