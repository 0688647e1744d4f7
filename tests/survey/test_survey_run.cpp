// The survey run (docs/survey.md): the starts and their numbering, output that does not
// depend on --jobs, shards that --merge back into the unsharded output, --merge's refusals,
// the DAT place's findings, and no allocation in a walk's frames.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include <glm/trigonometric.hpp>

#include "alloc_counter.h"
#include "app/survey/survey_place.h"
#include "app/survey/survey_walker.h"
#include "scene/loader.h"
#include "scene/location.h"
#include "survey_fixtures.h"

using namespace sweeplab;
using namespace sweeplab::test::survey;
using Catch::Matchers::Contains;

namespace {

// One 24 m land square and a 4 x 2.4 m cell whose floor is its one walkable polygon.
const char* kSmallScene = R"({"format": "sweeplab-scene/1", "name": "small",
  "ground": {"z": 0, "extent": 12},
  "meshes": {"room": {"vertices": [[0,-1.2,0],[4,-1.2,0],[4,1.2,0],[0,1.2,0],[0,1.2,3],[4,1.2,3],
      [4,-1.2,3],[0,-1.2,3]],
    "polygons": [{"indices": [0,1,2,3]}, {"indices": [4,5,6,7]}, {"indices": [0,7,6,1]},
      {"indices": [2,5,4,3]}, {"indices": [0,3,4,7]}, {"indices": [6,5,2,1]}]}},
  "cells": [{"id": "0x0100", "mesh": "room", "position": [0,0,0],
    "portals": [{"polygon": 4, "to": "outside"}]}],
  "player": {"position": [-6, 0, 0]}})";

std::string write_temp(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / name;
    std::ofstream(path) << text;
    return path.string();
}

std::string merge_error(const std::vector<std::string>& files) {
    std::ostringstream out;
    try {
        (void)app::survey::merge_surveys(files, out);
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST_CASE("survey starts: each land square's grid x then y, then each cell's floors",
          "[survey][starts]") {
    const scene::Scene scene = scene::load_scene_text(kSmallScene, "small.json");
    const auto place = app::survey::scene_place(scene, 4.0f);
    REQUIRE(place->starts.size() == 37);
    CHECK(place->starts[0].feet == glm::vec3(-10.0f, -10.0f, 0.0f));
    CHECK(place->starts[1].feet == glm::vec3(-10.0f, -6.0f, 0.0f));
    CHECK(place->starts[6].feet == glm::vec3(-6.0f, -10.0f, 0.0f));
    CHECK(place->starts[35].feet == glm::vec3(10.0f, 10.0f, 0.0f));
    for (std::size_t i = 0; i < 36; ++i) {
        CHECK(place->starts[i].cell == 0);
        CHECK(place->starts[i].internal_cell == 0);
    }
    // The floor's centroid, 1 cm up, in its cell.
    CHECK(place->starts[36].feet == glm::vec3(2.0f, 0.0f, 0.01f));
    CHECK(place->starts[36].cell == 0x0100);
    CHECK(place->starts[36].internal_cell == place->world->internal_cell_id(0x0100));
    // A spacing that does not divide the square: 7 m gives 3.5, 10.5, 17.5 (24.5 is outside).
    const auto coarse = app::survey::scene_place(scene, 7.0f);
    CHECK(coarse->starts.size() == 10);
    CHECK(coarse->starts[0].feet == glm::vec3(-8.5f, -8.5f, 0.0f));
    CHECK(coarse->starts[8].feet == glm::vec3(5.5f, 5.5f, 0.0f));
}

TEST_CASE("survey: a sound scene gives no finding and counts every walk", "[survey]") {
    app::survey::Summary s;
    const std::string out = run({source("assets/scenes/cottage.json")}, &s);
    CHECK(finding_lines(out).empty());
    CHECK(s.starts > 0);
    CHECK(s.unplaced == 0);
    CHECK(s.walks == s.starts * 8);
    CHECK(s.frames == s.walks * 60); // no walk ended early
    CHECK(s.total_findings() == 0);
    CHECK_THAT(out, Contains("\"shard\": \"0/1\"") && Contains("\"frames_per_s\": "));
}

TEST_CASE("survey: a room standing in the open without its building is walked into",
          "[survey][embedded]") {
    // Retail tests a cell only from inside it (or from a building's portals): outdoors,
    // nothing stops a walker at a bare cell's walls, and it ends up in them.
    app::survey::Summary s;
    const std::string out = run({write_temp("sweeplab-survey-small.json", kSmallScene)}, &s);
    const app::survey::SurveyFile file = app::survey::parse_survey_text(out, "small.jsonl");
    CHECK(s.starts == 37);
    CHECK(s.walks == 37 * 8);
    REQUIRE_FALSE(file.findings.empty());
    for (const app::survey::Finding& f : file.findings) {
        CAPTURE(file.lines[static_cast<std::size_t>(&f - file.findings.data())]);
        CHECK(f.kind == app::survey::FindingKind::Embedded);
        // At the room's walls, within a sphere's radius.
        CHECK(f.position.x > -0.6f);
        CHECK(f.position.x < 4.6f);
        CHECK(std::fabs(f.position.y) < 1.8f);
    }
}

TEST_CASE("survey: the output does not depend on --jobs", "[survey][jobs]") {
    const std::string scene = source("assets/scenes/building-seam.json");
    const std::string one = run({scene, "--jobs", "1", "--headings", "6"});
    const std::string three = run({scene, "--jobs", "3", "--headings", "6"});
    REQUIRE_FALSE(finding_lines(one).empty());
    CHECK(finding_lines(one) == finding_lines(three));
    CHECK(stable_summary(one) == stable_summary(three));
    const std::string dat = synthetic_dir().string();
    const std::string dat_one = run({"--dat", dat, "0xA9B4", "--jobs", "1", "--spacing", "8"});
    const std::string dat_two = run({"--dat", dat, "0xA9B4", "--jobs", "2", "--spacing", "8"});
    REQUIRE_FALSE(finding_lines(dat_one).empty());
    CHECK(finding_lines(dat_one) == finding_lines(dat_two));
    CHECK(stable_summary(dat_one) == stable_summary(dat_two));
}

TEST_CASE("survey: shards merge into the unsharded output", "[survey][merge]") {
    const std::string scene = source("assets/scenes/building-seam.json");
    const std::string whole = run({scene, "--headings", "4"});
    std::vector<std::string> files;
    for (int i = 0; i < 3; ++i) {
        const std::string shard = std::to_string(i) + "/3";
        files.push_back(write_temp("sweeplab-survey-shard" + std::to_string(i) + ".jsonl",
                                   run({scene, "--headings", "4", "--shard", shard})));
    }
    std::ostringstream merged;
    // In any order on the command line.
    const app::survey::Summary m =
        app::survey::merge_surveys({files[2], files[0], files[1]}, merged);
    CHECK(finding_lines(merged.str()) == finding_lines(whole));
    CHECK(stable_summary(merged.str()) == stable_summary(whole));
    CHECK(m.shards == 1);

    CHECK_THAT(merge_error({files[0], files[1]}), Contains("shard 2/3 is missing"));
    CHECK_THAT(merge_error({files[0], files[1], files[1], files[2]}),
               Contains(files[1]) && Contains("given twice"));
    const std::string other = write_temp("sweeplab-survey-other.jsonl",
                                         run({scene, "--headings", "2", "--shard", "1/3"}));
    CHECK_THAT(merge_error({files[0], other, files[2]}),
               Contains(other) && Contains("another survey"));
    const std::string fours = write_temp("sweeplab-survey-fours.jsonl",
                                         run({scene, "--headings", "4", "--shard", "1/4"}));
    CHECK_THAT(merge_error({files[0], fours}), Contains(fours) && Contains("/4"));
    CHECK_THAT(merge_error({write_temp("sweeplab-survey-junk.jsonl", "{\"kind\": 3}\n")}),
               Contains("sweeplab-survey-junk.jsonl: line 1"));
    CHECK_THAT(
        merge_error({write_temp("sweeplab-survey-cut.jsonl", finding_lines(whole)[0] + "\n")}),
        Contains("no summary line"));
    CHECK_THAT(merge_error({"/nonexistent/x.jsonl"}), Contains("/nonexistent/x.jsonl"));
}

TEST_CASE("survey: a read-back output is what was written", "[survey][report]") {
    const std::string out = run({source("assets/scenes/building-seam.json"), "--headings", "4"});
    const app::survey::SurveyFile file = app::survey::parse_survey_text(out, "seam.jsonl");
    REQUIRE_FALSE(file.findings.empty());
    for (std::size_t i = 0; i < file.findings.size(); ++i)
        CHECK(app::survey::finding_json(file.findings[i], file.dat[i]) == file.lines[i]);
    CHECK(file.summary.options.headings == 4);
    CHECK(file.summary.findings[static_cast<std::size_t>(app::survey::FindingKind::ThroughWall)] ==
          file.findings.size());
}

TEST_CASE("survey on the synthetic DAT place: /loc starts, record names, findings only where "
          "a building reaches past its land square",
          "[survey][dat]") {
    app::survey::Summary s;
    const std::string out = run({"--dat", synthetic_dir().string(), "0xA9B4"}, &s);
    const app::survey::SurveyFile file = app::survey::parse_survey_text(out, "synthetic.jsonl");
    CHECK(s.target == "dat 0xA9B4");
    CHECK(s.starts > 64 * 36); // the outdoor grid and the four rooms' floors
    REQUIRE_FALSE(file.findings.empty());
    for (const app::survey::Finding& f : file.findings) {
        // Tower C (a 5 m room turned 30 degrees, its SW corner at (96, 92)) reaches out of
        // the land square its shell is filed under into three others, and retail tests a
        // building only from the square of its origin: walkers there walk into its walls.
        // Nothing else is found.
        CAPTURE(file.lines[static_cast<std::size_t>(&f - file.findings.data())]);
        const scene::Location loc = scene::parse_location(f.start.location);
        CHECK(loc.landblock() == 0xA9B4);
        CHECK(f.kind == app::survey::FindingKind::Embedded);
        const float a = glm::radians(-test::place::kTowerYawDeg);
        const glm::vec2 d = glm::vec2(f.position) - glm::vec2(test::place::kTowerOrigin);
        const glm::vec2 local(d.x * std::cos(a) - d.y * std::sin(a),
                              d.x * std::sin(a) + d.y * std::cos(a));
        CHECK(local.x > -0.8f);
        CHECK(local.x < 5.8f);
        CHECK(local.y > -0.8f);
        CHECK(local.y < 5.8f);
    }
}

TEST_CASE("survey walker: no allocation in a walk after warm-up", "[survey][alloc]") {
    const scene::Scene scene = scene::load_scene_file(source("assets/scenes/cottage.json"));
    const auto place = app::survey::scene_place(scene, 4.0f);
    app::survey::WalkOptions options;
    options.compare = "gdle";
    app::survey::Walker walker(place->scene.dat ? *place : *place, options, physics::Reading{},
                               physics::parse_reading("gdle", nullptr));
    app::survey::StartResult result;
    result.findings.reserve(16);
    const std::size_t start = place->starts.size() - 1; // a floor of the cellar
    walker.walk_start(start, 0, result);                // warm-up
    REQUIRE(result.walks == 8);
    REQUIRE(result.findings.empty());
    test::AllocationCounter::start();
    walker.walk_start(start, 0, result);
    walker.walk_start(0, 0, result);
    const std::size_t allocations = test::AllocationCounter::stop();
    CHECK(result.walks == 8);
    CHECK(allocations == 0);
}
