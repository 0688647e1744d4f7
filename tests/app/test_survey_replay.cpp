// The lab's Survey panel model (survey/survey_replay.h): a finding made by hand replayed
// in the lab stops at its frame - 1 where a plain Simulation of the same start and walk is,
// bit for bit, and the next frame is the finding's; DAT starts and positions in the loaded
// world's frame; what cannot be replayed says why.
#include <catch2/catch.hpp>

#include <string>

#include "app/scene_catalog.h"
#include "scene/loader.h"
#include "survey/survey_replay.h"
#include "survey/walk_script.h"

using namespace sweeplab;
using Catch::Matchers::Contains;
namespace survey = sweeplab::app::survey;

namespace {

// A start outside the cottage walking west into its shell, jumping on the way.
survey::Finding cottage_finding() {
    survey::Finding f;
    f.kind = survey::FindingKind::Embedded;
    f.start.index = 7;
    f.start.feet = {9.0f, 2.5f, 0.0f};
    f.heading = 90.0f; // west
    f.frame = 40;
    return f;
}

survey::WalkOptions walk_options() {
    survey::WalkOptions w;
    w.seconds = 2.0f;
    w.fps = 30;
    w.jump = true;
    return w;
}

void check_same(const app::FrameOutput& a, const app::FrameOutput& b) {
    CHECK(a.frame == b.frame);
    CHECK(a.position.x == b.position.x);
    CHECK(a.position.y == b.position.y);
    CHECK(a.position.z == b.position.z);
    CHECK(a.velocity.x == b.velocity.x);
    CHECK(a.velocity.y == b.velocity.y);
    CHECK(a.velocity.z == b.velocity.z);
    CHECK(a.yaw_deg == b.yaw_deg);
    CHECK(a.cell == b.cell);
    CHECK(a.contact == b.contact);
}

} // namespace

TEST_CASE("survey replay: the lab paused at frame - 1 where a plain run is", "[survey_panel]") {
    const std::string path = app::resolve_scene("cottage");
    app::LabController lab(path);
    const survey::Finding f = cottage_finding();
    const survey::WalkOptions walk = walk_options();
    for (int i = 0; i < 3; ++i) // the lab was somewhere else
        lab.step_frame(app::FrameInput{});

    REQUIRE(app::replay_finding(lab, walk, f, false).empty());
    CHECK(lab.paused);
    CHECK(lab.source == app::InputSource::Script);
    CHECK(lab.frame() == f.frame - 1);
    CHECK(lab.scene_path() == path);
    CHECK(lab.scene().player.position == f.start.feet);
    CHECK(lab.scene().player.yaw_deg == f.heading);
    CHECK_FALSE(lab.scene().player.cell);
    CHECK(lab.scene().checks.empty());
    CHECK(lab.script_frames() == walk.frames());
    CHECK(lab.sim().frame_rate() == 30.0);

    // The same start and walk through a plain Simulation, fed walk_input frame by frame.
    scene::Scene s = scene::load_scene_file(path);
    s.player.position = f.start.feet;
    s.player.yaw_deg = f.heading;
    s.player.cell.reset();
    app::Simulation sim(s);
    for (long frame = 1; frame < f.frame; ++frame)
        sim.step(survey::walk_input(walk, frame));
    check_same(lab.output(), sim.output());
    // N: the finding's frame.
    lab.step_frame(app::FrameInput{});
    sim.step(survey::walk_input(walk, f.frame));
    check_same(lab.output(), sim.output());
    CHECK(lab.paused);
    // The walk went somewhere: forward at a run, west.
    CHECK(sim.output().position.x < f.start.feet.x - 1.0f);
}

TEST_CASE("survey replay: the walk's readings and fps", "[survey_panel]") {
    app::LabController lab(app::resolve_scene("cottage"));
    survey::Finding f = cottage_finding();
    f.frame = 1; // frame - 1 = 0: the start, before any frame
    survey::WalkOptions walk = walk_options();
    walk.fps = 60;
    walk.reading = "ace";
    walk.compare = "gdle";
    REQUIRE(app::replay_finding(lab, walk, f, false).empty());
    CHECK(lab.frame() == 0);
    CHECK(lab.sim().frame_rate() == 60.0);
    CHECK(lab.script_frames() == 120);
    CHECK(std::string(physics::reading_name(lab.reading())) == "ace");
    REQUIRE(lab.compare_reading());
    CHECK(std::string(physics::reading_name(*lab.compare_reading())) == "gdle");

    SECTION("a reading that does not parse: the old scene stays") {
        walk.reading = "nonsense";
        const std::string error = app::replay_finding(lab, walk, cottage_finding(), false);
        CHECK_THAT(error, Contains("nonsense"));
        CHECK(lab.frame() == 0);
    }
    SECTION("frame 0 is no finding") {
        f.frame = 0;
        CHECK_THAT(app::replay_finding(lab, walk, f, false), Contains("frame 0"));
    }
    SECTION("a DAT finding on a scene without a DAT place") {
        f.start.location = "0xA9B40001 [10 20 30] 1 0 0 0";
        CHECK_THAT(app::replay_finding(lab, walk, f, true), Contains("DAT"));
    }
}

TEST_CASE("survey places: DAT starts and positions in the loaded world's frame", "[survey_panel]") {
    scene::Scene s;
    s.dat = scene::DatPlace{};
    s.dat->landblocks = {0xA9B4};
    survey::SurveyFile file;
    survey::Finding out, in, bad;
    out.start.location = "0xAAB40001 [10.5 20 30] 1 0 0 0"; // one landblock east
    out.position = {12.0f, 21.0f, 29.0f};
    in.start.location = "0xA9B30105 [1 2 3] 1 0 0 0"; // one south, indoors
    in.position = {1.0f, 2.0f, -4.0f};
    bad.start.location = "nowhere";
    file.findings = {out, in, bad};
    file.dat = {true, true, true};
    const app::FindingPlaces places;
    const std::vector<app::FindingPlace>& p = places.of(file, s);
    REQUIRE(p.size() == 3);
    REQUIRE(p[0].valid);
    CHECK(p[0].start == glm::vec3(202.5f, 20.0f, 30.0f));
    CHECK(p[0].position == glm::vec3(204.0f, 21.0f, 29.0f));
    CHECK(p[0].cell == 0u);
    CHECK(p[0].landblock == 0xAAB4u);
    REQUIRE(p[1].valid);
    CHECK(p[1].start == glm::vec3(1.0f, -190.0f, 3.0f));
    CHECK(p[1].position == glm::vec3(1.0f, -190.0f, -4.0f));
    CHECK(p[1].cell == 0xA9B30105u);
    CHECK_FALSE(p[2].valid);
    CHECK_THAT(p[2].error, Contains("nowhere"));
    // Kept while the frame is the same; placed again in another one.
    CHECK(&places.of(file, s) == &p);
    s.dat->landblocks = {0xAAB4};
    CHECK(places.of(file, s)[0].start == glm::vec3(10.5f, 20.0f, 30.0f));
    // A scene's finding is in the scene's own frame.
    survey::Finding own;
    own.start.feet = {1.0f, 2.0f, 3.0f};
    own.start.cell = 0x0102;
    own.position = {4.0f, 5.0f, 6.0f};
    const app::FindingPlace q = app::place_finding(s, own, false);
    CHECK(q.valid);
    CHECK(q.start == own.start.feet);
    CHECK(q.position == own.position);
    CHECK(q.cell == 0x0102u);
}
