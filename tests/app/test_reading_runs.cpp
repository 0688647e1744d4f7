// Readings in whole runs (docs/readings.md): the scene key fps, the reading_parts / reading_agrees
// checks, and the Simulation's ghost avatars.
#include <catch2/catch.hpp>

#include <string>

#include <glm/geometric.hpp>

#include "physics/reading/reading.h"
#include "scene/checks.h"
#include "scene/loader.h"
#include "scene/scene_error.h"
#include "sim/compare.h"
#include "sim/headless_json.h"
#include "sim/script_player.h"
#include "sim/simulation.h"

using namespace sweeplab;

namespace {

// A flat 40 m ground; the avatar runs 2 s, jumps, then runs on. `extra` adds top-level keys.
std::string jump_scene(const std::string& extra) {
    return R"({"format": "sweeplab-scene/1", "name": "jump", "ground": {"z": 0, "extent": 40},
      "player": {"position": [0, 0, 0]},
      "script": [{"frames": 6, "forward": 1, "run": true},
                 {"frames": 1, "jump": true}, {"frames": 14}])" +
           extra + "}";
}

scene::Scene load(const std::string& text) {
    return scene::load_scene_text(text, "t.json");
}

std::string load_error(const std::string& text) {
    try {
        (void)load(text);
    } catch (const scene::SceneError& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST_CASE("scene fps: 30 by default, 1 to 240, one frame is 1/fps", "[reading][fps]") {
    CHECK(load(jump_scene("")).fps == 30.0f);
    const scene::Scene five = load(jump_scene(R"(, "fps": 5)"));
    CHECK(five.fps == 5.0f);
    CHECK(load_error(jump_scene(R"(, "fps": 0.5)")).find("fps: must be from 1 to 240") !=
          std::string::npos);
    CHECK(load_error(jump_scene(R"(, "fps": 241)")).find("fps") != std::string::npos);
    app::Simulation sim(five);
    const app::ScriptPlayer script(five);
    sim.step(script.input(1));
    CHECK(sim.output().time == Approx(0.2));
    CHECK(sim.frame_dt() == Approx(0.2f));
    // 5 fps runs the same 4 m/s: 1.2 s of running is about 4.8 m in 6 frames.
    for (long f = 2; f <= 6; ++f)
        sim.step(script.input(f));
    CHECK(sim.output().position.y == Approx(4.8f).margin(0.45f));
    // --fps overrides the scene.
    app::SimulationOptions o;
    o.fps = 60.0f;
    app::Simulation sixty(five, o);
    sixty.step(script.input(1));
    CHECK(sixty.output().time == Approx(1.0 / 60.0));
}

TEST_CASE("reading checks: parsed with their defaults, one ghost per reading", "[reading]") {
    const scene::Scene s = load(jump_scene(R"(, "checks": [
        {"name": "a", "kind": "reading_parts", "reading": "retail+ace.max_quantum"},
        {"name": "b", "kind": "reading_agrees", "reading": "gdle"},
        {"name": "c", "kind": "reading_parts", "reading": "retail+ace.max_quantum-ace.step_cap",
         "at_least": 0.05, "by_frame": 20}])"));
    REQUIRE(s.checks.size() == 3);
    CHECK(s.checks[0].kind == scene::CheckKind::ReadingParts);
    CHECK(s.checks[0].at_least == 0.001f);
    CHECK_FALSE(s.checks[0].by_frame);
    CHECK(s.checks[1].kind == scene::CheckKind::ReadingAgrees);
    CHECK(s.checks[1].at_most == 0.001f);
    CHECK(s.checks[2].at_least == 0.05f);
    CHECK(*s.checks[2].by_frame == 20);
    // a and c are the same set of switches: two ghosts, not three.
    CHECK(s.check_readings().size() == 2);
    app::Simulation sim(s);
    CHECK(sim.ghost_count() == 2);
    CHECK_FALSE(sim.has_compare());
    CHECK(load_error(jump_scene(R"(, "checks": [{"name": "a", "kind": "reading_agrees",
        "reading": "ace", "at_least": 1}])"))
              .find("at_least") != std::string::npos);
}

TEST_CASE("reading checks: parts passes once the ghost is far enough, agrees fails there",
          "[reading][checks]") {
    scene::Check parts;
    parts.name = std::string("parts");
    parts.kind = scene::CheckKind::ReadingParts;
    parts.reading = "ace";
    parts.reading_bits = 7;
    parts.at_least = 0.01f;
    parts.by_frame = 3;
    scene::Check agrees = parts;
    agrees.kind = scene::CheckKind::ReadingAgrees;
    agrees.at_most = 0.01f;
    auto run = [](const scene::Check& c, std::initializer_list<float> distances) {
        scene::CheckEvaluator e({c});
        int n = 0;
        for (float d : distances) {
            scene::FrameRecord f;
            f.frame = ++n;
            f.ghosts = {{99u, 5.0f, 5.0f}, {7u, d, 0.0f}};
            e.add_frame(f);
        }
        return e.finish()[0];
    };
    CHECK(run(parts, {0.0f, 0.02f, 0.0f}).state == scene::CheckState::Passed);
    const scene::CheckResult late = run(parts, {0.0f, 0.0f, 0.0f, 0.5f});
    CHECK(late.state == scene::CheckState::Failed);
    CHECK(late.first_failing_frame == 3);
    CHECK(run(agrees, {0.0f, 0.005f}).state == scene::CheckState::Passed);
    const scene::CheckResult parted = run(agrees, {0.0f, 0.02f});
    CHECK(parted.state == scene::CheckState::Failed);
    CHECK(parted.first_failing_frame == 2);
    // A run without that ghost cannot pass either kind.
    scene::CheckEvaluator none({agrees});
    scene::FrameRecord f;
    f.frame = 1;
    none.add_frame(f);
    CHECK(none.finish()[0].state == scene::CheckState::Failed);
}

TEST_CASE("ghosts: a retail ghost never parts - an ACE quantum ghost parts on a 5 fps jump",
          "[reading][ghost]") {
    const scene::Scene s = load(jump_scene(R"(, "fps": 5)"));
    const app::ScriptPlayer script(s);
    app::SimulationOptions same;
    same.compare = physics::Reading{};
    app::SimulationOptions ace;
    ace.compare = physics::Reading{}.with(physics::ReadingSwitch::AceMaxQuantum);
    app::Simulation a(s, same), b(s, ace);
    REQUIRE(a.has_compare());
    auto trace_a = std::make_unique<physics::FrameTrace>();
    auto trace_g = std::make_unique<physics::FrameTrace>();
    app::CompareTracker tracker("retail+ace.max_quantum");
    float farthest = 0.0f;
    for (long f = 1; f <= script.frames(); ++f) {
        a.step(script.input(f));
        b.step(script.input(f), trace_a.get(), trace_g.get());
        REQUIRE(a.output().ghosts.size() == 1);
        CHECK(a.output().ghosts[0].position == a.output().position);
        CHECK(a.output().ghosts[0].distance == 0.0f);
        // The avatar itself is the same in both runs: the ghost never touches it.
        CHECK(a.output().position == b.output().position);
        const app::GhostOutput& g = b.output().ghosts[0];
        CHECK(g.distance == glm::length(g.position - b.output().position));
        farthest = std::max(farthest, g.distance);
        tracker.add_frame(b.output(), *trace_a, *trace_g);
    }
    // Two 0.1 s quanta instead of one 0.2 s quantum: the arc of the jump differs.
    CHECK(farthest > 0.01f);
    const app::CompareResult& r = tracker.result();
    CHECK(r.first_frame > 0);
    CHECK(r.first_substep >= 1);
    CHECK_FALSE(r.branch.empty());
    CHECK(r.max_distance == farthest);
    // The headless line carries the ghost only when asked.
    const std::string line = app::frame_json(b.output(), nullptr, &b.output().ghosts[0]);
    CHECK(line.find("\"ghost\": {\"position\": ") != std::string::npos);
    CHECK(app::frame_json(b.output()).find("ghost") == std::string::npos);
}

TEST_CASE("ghost cameras: ace.adjust_to_plane parts the eyes in the cottage, never the feet",
          "[reading][ghost]") {
    const scene::Scene s =
        scene::load_scene_file(std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/cottage.json");
    app::SimulationOptions o;
    o.compare = physics::Reading{}.with(physics::ReadingSwitch::AceAdjustToPlane);
    app::Simulation sim(s, o);
    app::SimulationOptions retail_options;
    retail_options.compare = physics::Reading{};
    app::Simulation retail(s, retail_options);
    const app::ScriptPlayer script(s);
    float eyes = 0.0f;
    for (long f = 1; f <= script.frames(); ++f) {
        sim.step(script.input(f));
        retail.step(script.input(f));
        const app::GhostOutput& g = sim.output().ghosts[0];
        REQUIRE(g.distance == 0.0f); // only the viewer sweep reaches adjust_to_plane
        CHECK(g.eye_distance == glm::length(g.eye - sim.output().eye));
        eyes = std::max(eyes, g.eye_distance);
        // A retail ghost's camera is the avatar's, bit for bit.
        CHECK(retail.output().ghosts[0].eye == retail.output().eye);
    }
    CHECK(eyes > 0.1f);
    // "of": "eye" in a check.
    const scene::Scene c = load(jump_scene(R"(, "checks": [{"name": "e", "kind": "reading_parts",
        "reading": "ace", "of": "eye"}, {"name": "f", "kind": "reading_agrees", "reading": "ace"}])"));
    CHECK(c.checks[0].of_eye);
    CHECK_FALSE(c.checks[1].of_eye);
    CHECK(load_error(jump_scene(R"(, "checks": [{"name": "e", "kind": "reading_parts",
        "reading": "ace", "of": "head"}])"))
              .find("of: must be \"feet\" or \"eye\"") != std::string::npos);
}

TEST_CASE("ghosts: before the first frame a ghost stands on the avatar", "[reading][ghost]") {
    const scene::Scene s = load(jump_scene(""));
    app::SimulationOptions o;
    o.compare = physics::Reading{}.with(physics::ReadingSwitch::AceMaxQuantum);
    const app::Simulation sim(s, o);
    REQUIRE(sim.output().ghosts.size() == 1);
    CHECK(sim.output().ghosts[0].position == sim.output().position);
    CHECK(sim.output().ghosts[0].distance == 0.0f);
}
