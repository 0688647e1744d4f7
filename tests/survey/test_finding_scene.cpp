// Save as scene on a survey finding (docs/recordings.md, "From a survey finding"): the first
// finding of each planted kind written with finding_scene and write_scene_json, loaded back
// and run as `sweeplab --headless FILE` runs it (with --dat DIR for a DAT finding): its one
// check fails, because the defect is there. For a contrast, the same check built for a sound
// start of the same scene, away from the defect, passes.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>

#include "scene/checks.h"
#include "scene/loader.h"
#include "scene/scene_writer.h"
#include "sim/headless_json.h"
#include "sim/script_player.h"
#include "sim/simulation.h"
#include "survey/finding_scene.h"
#include "survey_fixtures.h"

using namespace sweeplab;
using namespace sweeplab::test::survey;
using app::survey::Finding;
using app::survey::FindingKind;

namespace {

// The scene written to a file and loaded back, as Save as scene and a replay do.
std::string write(const scene::Scene& s, const std::string& name) {
    const std::string path = (std::filesystem::temp_directory_path() / name).string();
    std::ofstream(path, std::ios::binary) << scene::write_scene_json(s);
    return path;
}

// `sweeplab --headless PATH [--dat DIR] --reading R` without printing: the checks' results.
// The survey's reading runs the avatar; a reading check's ghost comes from the check itself.
std::vector<scene::CheckResult> run_file(const std::string& path,
                                         const app::survey::WalkOptions& walk,
                                         const std::optional<std::string>& dat = std::nullopt) {
    scene::LoadOptions load;
    load.dat_dir = dat;
    const scene::Scene scene = scene::load_scene_file(path, load);
    app::SimulationOptions options;
    options.reading = physics::parse_reading(walk.reading, nullptr).value();
    app::Simulation sim(scene, options);
    const app::ScriptPlayer script(scene);
    scene::CheckEvaluator checks(scene.checks);
    for (long f = 1; f <= script.frames(); ++f) {
        sim.step(script.input(f));
        checks.add_frame(app::frame_record(sim.output()));
    }
    return checks.finish();
}

struct Case {
    const char* scene;
    std::vector<std::string> options;
    FindingKind kind;
    scene::CheckKind check;
    // A sound start of the same scene, away from the defect: feet and heading.
    glm::vec3 sound_feet;
    float sound_heading;
};

} // namespace

TEST_CASE("finding scene: each kind's file fails its check, a sound start passes it",
          "[survey][finding-scene]") {
    const Case cases[] = {
        // The building reaches x 6; east of it, walking east.
        {"tests/survey/scenes/planted-through-wall.json",
         {},
         FindingKind::ThroughWall,
         scene::CheckKind::Avoid,
         {8.0f, 4.0f, 0.0f},
         270.0f},
        // The room's walls at x, y = +-3; far off, walking north parallel to them.
        {"tests/survey/scenes/planted-embedded.json",
         {},
         FindingKind::Embedded,
         scene::CheckKind::MaxPenetration,
         {-9.0f, -9.0f, 0.0f},
         0.0f},
        // The cage round (2, 2); open ground, walking north.
        {"tests/survey/scenes/planted-stuck.json",
         {},
         FindingKind::Stuck,
         scene::CheckKind::Reach,
         {-6.0f, -6.0f, 0.0f},
         0.0f},
        // The raised floor beside the hole (x -5..-1, y 3..7), walking north into the wall.
        // The run keeps reporting cell 0x0100 below the floor (the transition found no cell),
        // so the check is where the feet left the cell, not a cell check.
        {"tests/survey/scenes/planted-left-cell.json",
         {"--jump"},
         FindingKind::LeftCell,
         scene::CheckKind::Avoid,
         {-8.0f, 3.5f, 5.0f},
         0.0f},
        // The creature at (3, 0.15); walking south, away from it.
        {"assets/scenes/reading-gdle-slide-division.json",
         {"--compare", "gdle"},
         FindingKind::Parts,
         scene::CheckKind::ReadingAgrees,
         {0.0f, -5.0f, 0.0f},
         180.0f},
    };
    for (const Case& c : cases) {
        CAPTURE(c.scene);
        std::vector<std::string> args{source(c.scene)};
        args.insert(args.end(), c.options.begin(), c.options.end());
        const app::survey::SurveyFile file = app::survey::parse_survey_text(run(args), c.scene);
        const auto it = std::find_if(file.findings.begin(), file.findings.end(),
                                     [&](const Finding& f) { return f.kind == c.kind; });
        REQUIRE(it != file.findings.end());
        const Finding& f = *it;
        CAPTURE(file.lines[static_cast<std::size_t>(it - file.findings.begin())]);
        const app::survey::WalkOptions& walk = file.summary.options;
        const scene::Scene surveyed = scene::load_scene_file(source(c.scene));

        const scene::Scene s = app::survey::finding_scene(surveyed, f, walk);
        REQUIRE(s.checks.size() == 1);
        CHECK(s.checks[0].kind == c.check);
        const std::string kind = app::survey::kind_name(c.kind);
        const std::vector<scene::CheckResult> bad =
            run_file(write(s, "finding-" + kind + ".json"), walk);
        REQUIRE(bad.size() == 1);
        CAPTURE(bad[0].detail);
        CHECK(bad[0].state == scene::CheckState::Failed);

        // The same kind of check for a sound start (an avoid box stays where the defect
        // was): it passes.
        Finding sound = f;
        sound.start.feet = c.sound_feet;
        sound.heading = c.sound_heading;
        const scene::Scene ok = app::survey::finding_scene(surveyed, sound, walk);
        REQUIRE(ok.checks.size() == 1);
        const std::vector<scene::CheckResult> good =
            run_file(write(ok, "finding-" + kind + "-sound.json"), walk);
        REQUIRE(good.size() == 1);
        CAPTURE(good[0].detail);
        CHECK(good[0].state == scene::CheckState::Passed);
    }
}

TEST_CASE("finding scene: a DAT finding's file has a dat key and fails with --dat DIR",
          "[survey][finding-scene][dat]") {
    const std::string dir = synthetic_dir().string();
    const app::survey::SurveyFile file = app::survey::parse_survey_text(
        run({"--dat", dir, "0xA9B4", "--spacing", "8"}), "synthetic.jsonl");
    REQUIRE_FALSE(file.findings.empty());
    const Finding& f = file.findings.front();
    CAPTURE(file.lines.front());
    scene::Scene surveyed;
    surveyed.dat = scene::DatPlace{{0xA9B4}, 1, dir, {}, nullptr};
    const scene::Scene s = app::survey::finding_scene(surveyed, f, file.summary.options);
    const std::string path = write(s, "finding-dat.json");
    std::ifstream in(path);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text.find("\"dat\"") != std::string::npos);
    const std::vector<scene::CheckResult> results = run_file(path, file.summary.options, dir);
    REQUIRE(results.size() == 1);
    CAPTURE(results[0].name, results[0].detail);
    CHECK(results[0].state == scene::CheckState::Failed);
}
