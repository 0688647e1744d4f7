// The Survey panel's replay on the synthetic DAT place (tests/dat/writer/synthetic_place.h):
// a DAT finding's start is its /loc in its landblock's frame, placed in the loaded world's
// frame (the lab opened around the same landblock or a neighbour), and a finding in a
// landblock that is not loaded opens the place around its start first.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "dat/dat_folder.h"
#include "scene/dat_world_builder.h"
#include "scene/location_scene.h"
#include "survey/survey_replay.h"
#include "survey/walk_script.h"
#include "tests/dat/writer/synthetic_place.h"

using namespace sweeplab;
namespace survey = sweeplab::app::survey;

namespace {

std::filesystem::path place_dir() {
    const auto dir = std::filesystem::temp_directory_path() / "sweeplab-survey-replay-place";
    test::place::write_synthetic_place(dir);
    return dir;
}

// On the centre landblock's flat pad, walking east (heading 270).
survey::Finding pad_finding() {
    survey::Finding f;
    f.kind = survey::FindingKind::Embedded;
    f.start.index = 275;
    f.start.location = "0xA9B4001C [92.000000 92.000000 0.000000] -0.707107 0 0 0.707107";
    f.heading = 270.0f;
    f.frame = 26;
    return f;
}

} // namespace

TEST_CASE("survey replay on a DAT place", "[survey_panel]") {
    const auto dir = place_dir();
    const dat::DatFolder folder = dat::DatFolder::open(dir);
    const survey::WalkOptions walk;
    const survey::Finding f = pad_finding();
    const scene::Location start = scene::parse_location(f.start.location);

    // The survey's own world: the start's landblock is the frame.
    scene::Scene own = scene::location_scene(folder, start);
    own.player.yaw_deg = f.heading;
    own.player.cell.reset();
    app::Simulation sim(own);
    for (long frame = 1; frame <= f.frame; ++frame)
        sim.step(survey::walk_input(walk, frame));
    const glm::vec3 end = sim.output().position;
    CHECK(end.x > 92.5f); // it went east

    SECTION("the lab around the start's landblock: the same run, bit for bit") {
        app::LabController lab(
            scene::location_scene(folder, scene::parse_location(test::place::kOutdoorLocation)),
            "");
        REQUIRE(app::replay_finding(lab, walk, f, true).empty());
        CHECK(lab.frame() == f.frame - 1);
        lab.step_frame(app::FrameInput{});
        CHECK(lab.output().position == end);
        CHECK(lab.output().cell == sim.output().cell);
    }
    SECTION("the lab around a neighbour: the start 192 m over, the same walk") {
        app::LabController lab(scene::location_scene(folder, scene::parse_location("0xA8B30001")),
                               "");
        REQUIRE(lab.sim().dat_world()->landblock(0xA9B4) != nullptr);
        const app::ReplayPlan plan = app::plan_replay(lab, walk, f, true);
        REQUIRE(plan.scene);
        CHECK_FALSE(plan.new_place);
        CHECK(plan.scene->player.position == glm::vec3(92.0f + 192.0f, 92.0f + 192.0f, 0.0f));
        app::run_replay(lab, plan);
        lab.step_frame(app::FrameInput{});
        const glm::vec3 at = lab.output().position - glm::vec3(192.0f, 192.0f, 0.0f);
        CHECK(at.x == Approx(end.x).margin(1e-3));
        CHECK(at.y == Approx(end.y).margin(1e-3));
        CHECK(at.z == Approx(end.z).margin(1e-3));
        // The markers: the start and the position in the same frame.
        survey::Finding g = f;
        g.position = end;
        const app::FindingPlace p = app::place_finding(lab.scene(), g, true);
        CHECK(p.position == glm::vec3(end.x + 192.0f, end.y + 192.0f, end.z));
    }
    SECTION("a finding as the reader gives it: its start's cell and exact feet") {
        app::LabController lab(
            scene::location_scene(folder, scene::parse_location(test::place::kOutdoorLocation)),
            "");
        survey::Finding read = f;
        read.start.cell = 0xA9B4001Cu;
        read.start.feet = {92.0f, 92.0f, 0.0f};
        const app::ReplayPlan plan = app::plan_replay(lab, walk, read, true);
        REQUIRE(plan.scene);
        CHECK(plan.scene->player.position == read.start.feet);
        read.start.feet.x = 92.25f; // not the /loc's: the exact feet win
        CHECK(app::place_finding(lab.scene(), read, true).start.x == 92.25f);
    }
    SECTION("a finding in a landblock that is not loaded: the place around its start") {
        app::LabController lab(scene::location_scene(folder, scene::parse_location("0xA8B30001")),
                               "");
        REQUIRE(lab.sim().dat_world()->landblock(0xAAB5) == nullptr);
        survey::Finding far = f;
        const float z = scene::land_cell_centre_height(folder, 0xAAB50001);
        far.start.location = scene::format_location(0xAAB50001, {12.0f, 12.0f, z},
                                                    glm::quat(1.0f, 0.0f, 0.0f, 0.0f));
        far.frame = 3;
        REQUIRE(app::replay_finding(lab, walk, far, true).empty());
        REQUIRE(lab.scene().dat);
        CHECK(lab.scene().dat->landblocks.front() == 0xAAB5u);
        CHECK(lab.scene_path().empty());
        CHECK(lab.frame() == 2);
        CHECK(lab.scene().player.position == glm::vec3(12.0f, 12.0f, z));
    }
}
