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
#include "physics/world/world.h"
#include "scene/loader.h"
#include "scene/location.h"
#include "survey/survey_defects.h"
#include "survey/survey_place.h"
#include "survey/survey_walker.h"
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
        // Into the walls, and on through them (nothing stops a walker at a bare cell's walls).
        CHECK((f.kind == app::survey::FindingKind::Embedded ||
               f.kind == app::survey::FindingKind::ThroughWall));
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
    REQUIRE_FALSE(finding_lines(whole).empty());
    // --walks shards merge into the --walks output, and their defects into the same counts.
    const std::string whole_walks = run({scene, "--headings", "4", "--walks"});
    std::vector<std::string> walk_files;
    for (int i = 0; i < 2; ++i)
        walk_files.push_back(write_temp(
            "sweeplab-survey-walks" + std::to_string(i) + ".jsonl",
            run({scene, "--headings", "4", "--walks", "--shard", std::to_string(i) + "/2"})));
    std::ostringstream merged_walks;
    (void)app::survey::merge_surveys(walk_files, merged_walks);
    CHECK(finding_lines(merged_walks.str()) == finding_lines(whole_walks));
    CHECK(stable_summary(merged_walks.str()) == stable_summary(whole_walks));
    CHECK_THAT(merge_error({walk_files[0], files[1]}), Contains("defect lines"));

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
    const std::string scene = source("assets/scenes/building-seam.json");
    // --walks: every walk finding's line.
    const std::string walks = run({scene, "--headings", "4", "--walks"});
    const app::survey::SurveyFile file = app::survey::parse_survey_text(walks, "seam.jsonl");
    REQUIRE_FALSE(file.findings.empty());
    CHECK(file.defects.empty());
    CHECK(file.summary.walk_lines);
    for (std::size_t i = 0; i < file.findings.size(); ++i)
        CHECK(app::survey::finding_json(file.findings[i], file.dat[i]) == file.lines[i]);
    CHECK(file.summary.options.headings == 4);
    CHECK(file.summary.findings[static_cast<std::size_t>(app::survey::FindingKind::ThroughWall)] ==
          file.findings.size());
    // The default: a line per defect, each its representative's finding line and its walks.
    const std::string out = run({scene, "--headings", "4"});
    const app::survey::SurveyFile d = app::survey::parse_survey_text(out, "seam-defects.jsonl");
    REQUIRE_FALSE(d.defects.empty());
    CHECK_FALSE(d.summary.walk_lines);
    std::size_t walked = 0;
    for (std::size_t i = 0; i < d.defects.size(); ++i) {
        CHECK(app::survey::defect_json(d.defects[i], d.dat[i]) == d.lines[i]);
        CHECK(d.defects[i].number == i + 1);
        walked += d.defects[i].walks.size();
    }
    CHECK(walked == file.findings.size());
    CHECK(d.summary.defects[static_cast<std::size_t>(app::survey::FindingKind::ThroughWall)] ==
          d.defects.size());
    CHECK(file.summary.defects == d.summary.defects);
}

TEST_CASE("survey on the synthetic DAT place: /loc starts, record names, defects only where "
          "a building reaches past its land square",
          "[survey][dat]") {
    app::survey::Summary s;
    const std::string out = run({"--dat", synthetic_dir().string(), "0xA9B4"}, &s);
    const app::survey::SurveyFile file = app::survey::parse_survey_text(out, "synthetic.jsonl");
    CHECK(s.target == "dat 0xA9B4");
    CHECK(s.starts > 64 * 36); // the outdoor grid and the four rooms' floors
    REQUIRE_FALSE(file.defects.empty());
    std::size_t walks = 0;
    for (const app::survey::Defect& d : file.defects) {
        // Tower C (a 5 m room turned 30 degrees, its SW corner at (96, 92)) reaches out of
        // the land square its shell is filed under into three others, and retail tests a
        // building only from the square of its origin: walkers there walk into its walls
        // and through them. Its shell is the one defect of each kind; nothing else is found.
        const app::survey::Finding& f = d.worst;
        CAPTURE(file.lines[d.number - 1]);
        CHECK((d.kind == app::survey::FindingKind::Embedded ||
               d.kind == app::survey::FindingKind::ThroughWall));
        CHECK_THAT(d.thing, Contains("GfxObj 0x01000102 (building shell)") ||
                                Contains("EnvCell 0xA9B40103 "));
        const scene::Location loc = scene::parse_location(f.start.location);
        CHECK(loc.landblock() == 0xA9B4);
        for (const app::survey::DefectWalk& w : d.walks)
            CHECK(scene::parse_location(w.start.location).landblock() == 0xA9B4);
        const float a = glm::radians(-test::place::kTowerYawDeg);
        const glm::vec2 p = glm::vec2(f.position) - glm::vec2(test::place::kTowerOrigin);
        const glm::vec2 local(p.x * std::cos(a) - p.y * std::sin(a),
                              p.x * std::sin(a) + p.y * std::cos(a));
        CHECK(local.x > -0.8f);
        CHECK(local.x < 5.8f);
        CHECK(local.y > -0.8f);
        CHECK(local.y < 5.8f);
        walks += d.walks.size();
    }
    CHECK(file.defects.size() <= 2);
    CHECK(walks == s.total_findings());
}

TEST_CASE("survey on hilly land: the land's creases and slopes are retail's own, no defect",
          "[survey][dat][land]") {
    // 0xA8B4 is all rolling hills (the synthetic place's pad is in 0xA9B4): the walker's
    // spheres overlap the next, steeper triangle at creases and the slope under the foot on
    // every hill, while retail's land test holds the foot's lowest point on the triangle
    // under it. That is land_crease, counted apart; it is no defect and no finding.
    app::survey::Summary s;
    const std::string out =
        run({"--dat", synthetic_dir().string(), "0xA8B4", "--spacing", "6"}, &s);
    const app::survey::SurveyFile file = app::survey::parse_survey_text(out, "hills.jsonl");
    for (const app::survey::Defect& d : file.defects) {
        CAPTURE(file.lines[d.number - 1]);
        CHECK(d.thing.rfind("land cell", 0) != 0);
    }
    CHECK(s.land_crease_walks > 50);
    CHECK(s.land_crease_deepest > app::survey::kEmbeddedDepth);
    CHECK(s.land_crease_deepest < 0.2f);
    // --walks lists them, each naming its land cell, none deeper than the summary says.
    app::survey::Summary w;
    const std::string walks =
        run({"--dat", synthetic_dir().string(), "0xA8B4", "--spacing", "6", "--walks"}, &w);
    const app::survey::SurveyFile listed = app::survey::parse_survey_text(walks, "hills-walks");
    std::uint64_t creases = 0;
    for (const app::survey::Finding& f : listed.findings)
        if (f.kind == app::survey::FindingKind::LandCrease) {
            ++creases;
            CHECK(f.thing.rfind("land cell 0x", 0) == 0);
            CHECK(f.figure <= w.land_crease_deepest);
        }
    CHECK(creases == s.land_crease_walks);
    CHECK(w.land_crease_walks == s.land_crease_walks);
}

TEST_CASE("survey land_sink: retail's land test holds only the foot's lowest point",
          "[survey][land]") {
    // A slope rising 0.5 m per metre in y (normal z 0.894), walkable.
    physics::World world;
    world.add_terrain(glm::vec2(0.0f), 24.0f, {{0.0f, 0.0f}, {12.0f, 12.0f}});
    world.finalize();
    const float r = 0.48f;
    const float ground = 6.0f; // at y = 12
    using app::survey::land_sink;
    // Resting: the lowest point on the plane; the sphere overlaps the slope by r (1 - n.z),
    // retail's own.
    const auto rest = land_sink(world, {{12.0f, 12.0f, ground + r}, r}, true);
    CHECK(rest.sink == Approx(0.0f).margin(1e-4));
    CHECK(rest.allowed);
    const auto shallow = land_sink(world, {{12.0f, 12.0f, ground + r - 0.015f}, r}, true);
    CHECK(shallow.allowed);
    // 5 cm below the plane the test would have pushed it out: a defect.
    const auto deep = land_sink(world, {{12.0f, 12.0f, ground + r - 0.05f}, r}, true);
    CHECK(deep.sink == Approx(0.05f * 0.894f).margin(2e-3));
    CHECK_FALSE(deep.allowed);
    // A face too steep to walk (normal z 0.447, rising 2 m per metre) is not pushed out of
    // while on walkable ground; in the air it is.
    physics::World steep;
    steep.add_terrain(glm::vec2(0.0f), 24.0f, {{0.0f, 0.0f}, {48.0f, 48.0f}});
    steep.finalize();
    const physics::Sphere sunk{{12.0f, 12.0f, 24.0f + r - 0.2f}, r};
    CHECK(land_sink(steep, sunk, true).allowed);
    CHECK_FALSE(land_sink(steep, sunk, false).allowed);
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
