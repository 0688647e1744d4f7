// Recordings (docs/recordings.md): the lab's controller driven by an input sequence as a
// person would drive it, recorded, saved, loaded back as a scene and replayed as the
// headless runner replays it: every frame's feet equal the lab's bit for bit and every
// generated check passes; a check edited to say what should have happened fails. On a JSON
// scene, a crowd, a jump, a compare ghost and a DAT place.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "dat/dat_folder.h"
#include "scene/checks.h"
#include "scene/loader.h"
#include "scene/location_scene.h"
#include "scene/scene_writer.h"
#include "sim/dat_places.h"
#include "sim/headless_json.h"
#include "sim/lab_controller.h"
#include "sim/recording.h"
#include "sim/script_player.h"
#include "sim/simulation.h"
#include "sim/teleport.h"
#include "tests/dat/writer/synthetic_place.h"

using namespace sweeplab;
using Catch::Matchers::Contains;

namespace {

std::string shipped(const std::string& name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

// A person at the keys: forward, a turn, a strafe, a jump, walking, the mouse on the boom.
app::FrameInput keys(long f) {
    app::FrameInput in;
    in.forward = f % 70 < 50 ? 1.0f : -0.5f;
    in.turn = f > 20 && f < 40 ? 45.0f : 0.0f;
    in.strafe = f > 60 && f < 75 ? 1.0f : 0.0f;
    in.run = f % 50 > 10;
    in.jump = f == 30 || f == 31; // held two frames: two steps
    in.camera_yaw = static_cast<float>(f) * 0.7f;
    in.camera_pitch = 20.0f + static_cast<float>(f % 9) * 0.33f;
    in.camera_distance = 4.0f - static_cast<float>(f % 5) * 0.1f;
    return in;
}

struct Replay {
    std::vector<glm::vec3> feet; // frame 1 first
    std::vector<glm::vec3> ghost;
    bool all_passed = false;
    std::vector<scene::CheckResult> checks;
};

// What `sweeplab --headless FILE` does with the file, without printing.
Replay replay(const std::string& path, const std::optional<std::string>& dat_dir = std::nullopt) {
    scene::LoadOptions load;
    load.dat_dir = dat_dir;
    const scene::Scene scene = scene::load_scene_file(path, load);
    app::Simulation sim(scene);
    const app::ScriptPlayer script(scene);
    scene::CheckEvaluator checks(scene.checks);
    Replay r;
    for (long f = 1; f <= script.frames(); ++f) {
        sim.step(script.input(f));
        r.feet.push_back(sim.output().position);
        if (!sim.output().ghosts.empty()) r.ghost.push_back(sim.output().ghosts[0].position);
        checks.add_frame(app::frame_record(sim.output()));
    }
    r.checks = checks.finish();
    r.all_passed = checks.all_passed();
    return r;
}

std::string temp(const std::string& name) {
    return (std::filesystem::temp_directory_path() / name).string();
}

// Records `frames` frames of keys() in the lab and returns the lab's feet per frame.
std::vector<glm::vec3> record(app::LabController& lab, long frames,
                              std::vector<glm::vec3>* ghost = nullptr) {
    lab.source = app::InputSource::Keyboard;
    lab.start_recording();
    std::vector<glm::vec3> feet;
    for (long f = 1; f <= frames; ++f) {
        lab.step_frame(keys(f));
        feet.push_back(lab.output().position);
        if (ghost != nullptr && !lab.output().ghosts.empty())
            ghost->push_back(lab.output().ghosts[0].position);
    }
    lab.stop_recording();
    return feet;
}

void check_bit_for_bit(const std::vector<glm::vec3>& lab, const Replay& r) {
    REQUIRE(r.feet.size() == lab.size());
    for (std::size_t i = 0; i < lab.size(); ++i) {
        CAPTURE(i + 1);
        REQUIRE(r.feet[i] == lab[i]);
    }
}

} // namespace

TEST_CASE("recording: script steps run together, a jump starts its own step", "[recording]") {
    std::vector<app::FrameInput> in(5);
    in[2].jump = true;
    in[3].jump = true;
    in[4].forward = 0.25f;
    const auto steps = app::script_steps(in);
    REQUIRE(steps.size() == 4);
    CHECK(steps[0].frames == 2);
    CHECK(steps[1].jump);
    CHECK(steps[2].jump);
    CHECK(steps[3].forward == 0.25f);
    CHECK(app::default_recording_name().size() ==
          std::string("recording-20261201-203000.json").size());
}

TEST_CASE("recording: every shipped scene written back loads to the same scene",
          "[recording][writer]") {
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes")) {
        CAPTURE(entry.path().string());
        const scene::Scene a = scene::load_scene_file(entry.path().string());
        const std::string text = scene::write_scene_json(a);
        const scene::Scene b = scene::load_scene_text(text, "written.json");
        CHECK(scene::write_scene_json(b) == text);
        CHECK(b.objects.size() == a.objects.size());
        CHECK(b.script_frames() == a.script_frames());
        CHECK(b.checks.size() == a.checks.size());
    }
    // Floats come back as the same floats.
    for (float v : {0.1f, 1.0f / 3.0f, -7.25e-6f, 123456.789f, 1e-30f, 3.4e38f})
        CHECK(static_cast<float>(std::stod(scene::shortest_float(v))) == v);
}

TEST_CASE("recording: a walk in a JSON scene replays bit for bit and passes its checks",
          "[recording]") {
    app::LabController lab(shipped("cottage"));
    const std::vector<glm::vec3> feet = record(lab, 150);
    const std::string path = temp("sweeplab-rec-cottage.json");
    REQUIRE(lab.save_recording(path).empty());
    const Replay r = replay(path);
    check_bit_for_bit(feet, r);
    CHECK(r.all_passed);
    REQUIRE(r.checks.size() == 3);
    CHECK(r.checks[0].name == "ends here");
    CHECK_THAT(r.checks[1].name, Contains("ends in cell 0x"));
    CHECK(r.checks[2].name == "no penetration");
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    CHECK_THAT(text.str(), Contains("\"recorded\": {\"by\": \"sweeplab ") &&
                               Contains("\"frames\": 150") && Contains("cottage.json"));

    // The bug report's "what should have happened": the walk should end somewhere else.
    scene::Scene edited = scene::load_scene_file(path);
    edited.checks[0].min += glm::vec3(5.0f);
    edited.checks[0].max += glm::vec3(5.0f);
    const std::string edited_path = temp("sweeplab-rec-cottage-edited.json");
    std::ofstream(edited_path) << scene::write_scene_json(edited);
    CHECK_FALSE(replay(edited_path).all_passed);
}

TEST_CASE("recording: a crowd, a jump and rewinding while recording", "[recording]") {
    app::LabController lab(shipped("crowd"));
    lab.source = app::InputSource::Keyboard;
    lab.start_recording();
    std::vector<glm::vec3> feet;
    for (long f = 1; f <= 60; ++f)
        lab.step_frame(keys(f));
    // Back ten frames and on with other keys: the recording is cut there and goes on.
    REQUIRE(lab.rewind_to(50));
    lab.discard_future();
    for (long f = 51; f <= 120; ++f) {
        app::FrameInput in = keys(f);
        in.turn = -30.0f;
        lab.step_frame(in);
    }
    lab.stop_recording();
    REQUIRE(lab.recorder()->frames() == 120);
    const std::string path = temp("sweeplab-rec-crowd.json");
    REQUIRE(lab.save_recording(path).empty());
    // The lab's run from the start with the recorded input.
    const Replay r = replay(path);
    CHECK(r.all_passed);
    REQUIRE(r.feet.size() == 120);
    CHECK(r.feet.back() == lab.output().position);
}

TEST_CASE("recording: with a compare ghost, its reading's check as seen", "[recording]") {
    app::LabController lab(shipped("reading-gdle-slide-division"));
    lab.set_compare(physics::parse_reading("gdle", nullptr));
    std::vector<glm::vec3> ghost;
    const std::vector<glm::vec3> feet = record(lab, 120, &ghost);
    const std::string path = temp("sweeplab-rec-ghost.json");
    REQUIRE(lab.save_recording(path).empty());
    const Replay r = replay(path);
    check_bit_for_bit(feet, r);
    CHECK(r.all_passed);
    REQUIRE(r.checks.size() == 4);
    CHECK_THAT(r.checks[3].name, Contains("gdle"));
    REQUIRE(r.ghost.size() == ghost.size());
    CHECK(r.ghost == ghost);
}

TEST_CASE("recording: on a DAT place, from where the avatar was teleported", "[recording][dat]") {
    const auto dir = std::filesystem::temp_directory_path() / "sweeplab-rec-synthetic";
    test::place::write_synthetic_place(dir);
    const dat::DatFolder folder = dat::DatFolder::open(dir);
    app::LabController lab(
        scene::location_scene(folder, scene::parse_location(test::place::kOutdoorLocation)), "");
    // Into house B's hall, then record a walk from there.
    const app::LocationPlan plan =
        app::plan_location(*lab.sim().dat_world(), lab.sim().world(), test::place::kIndoorLocation);
    REQUIRE(plan.target);
    app::teleport(lab, *plan.target, app::FrameInput{});
    const std::vector<glm::vec3> feet = record(lab, 90);
    const std::string path = temp("sweeplab-rec-dat.json");
    REQUIRE(lab.save_recording(path).empty());
    const scene::Scene saved = scene::load_scene_file(path, {dir.string(), {}});
    REQUIRE(saved.dat);
    CHECK(saved.dat->landblocks == std::vector<std::uint32_t>{test::place::kCentre});
    CHECK(saved.player.cell == std::optional<std::uint32_t>(test::place::kHouseBHall));
    const Replay r = replay(path, dir.string());
    check_bit_for_bit(feet, r);
    CHECK(r.all_passed);
}

TEST_CASE("recording: an unwritable path is one line and the recording is kept", "[recording]") {
    app::LabController lab(shipped("thin-wall"));
    (void)record(lab, 10);
    const std::string error = lab.save_recording("/nonexistent-dir/rec.json");
    CHECK_THAT(error, Contains("/nonexistent-dir/rec.json") && Contains("cannot write"));
    CHECK(error.find('\n') == std::string::npos);
    REQUIRE(lab.recorder() != nullptr);
    CHECK(lab.recorder()->frames() == 10);
    CHECK(lab.save_recording(temp("sweeplab-rec-kept.json")).empty());
}
