// The loader accepts every valid file: the shipped scenes and each optional section.
#include <catch2/catch.hpp>

#include <filesystem>

#include "physics/world/world.h"
#include "scene/loader.h"
#include "scene/scene_writer.h"
#include "scene/world_builder.h"

using namespace sweeplab::scene;

namespace {

std::string minimal(const std::string& extra = "") {
    return R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0, 0, 0]})" +
           extra + "}";
}

} // namespace

TEST_CASE("every shipped scene loads", "[scene][loader]") {
    const std::filesystem::path dir = std::filesystem::path(SWEEPLAB_SOURCE_DIR) / "assets/scenes";
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".json") continue;
        INFO(entry.path().string());
        const Scene s = load_scene_file(entry.path().string());
        CHECK_FALSE(s.name.empty());
        CHECK_FALSE(s.summary.empty());
        ++count;
    }
    CHECK(count >= 3);
}

TEST_CASE("a minimal scene gets the documented defaults", "[scene][loader]") {
    const Scene s = load_scene_text(minimal(), "min.json");
    CHECK(s.name == "t");
    CHECK_FALSE(s.ground.has_value());
    REQUIRE(s.player.spheres.size() == 2);
    CHECK(s.player.spheres[0].radius == Approx(0.48f));
    CHECK(s.player.step_up_height == Approx(kDefaultStepUpHeight));
    CHECK(s.camera.distance == Approx(4.0f));
    CHECK(s.camera.pitch_deg == Approx(20.0f));
    CHECK(s.camera.collide);
    CHECK(s.script.empty());
}

TEST_CASE("ids accept numbers and hex strings", "[scene][loader]") {
    const Scene s = load_scene_text(
        minimal(
            R"(, "objects": [{"id": "0x0100", "kind": "sphere", "position": [0,0,1], "radius": 1},
                               {"id": 4294967295, "kind": "sphere", "position": [5,0,1], "radius": 1}])"),
        "ids.json");
    REQUIRE(s.objects.size() == 2);
    CHECK(s.objects[0].id == 0x100u);
    CHECK(s.objects[1].id == 0xFFFFFFFFu);
}

TEST_CASE("script steps keep omitted keys from the previous step", "[scene][loader]") {
    const Scene s = load_scene_text(minimal(R"(, "camera": {"distance": 6, "pitch": 30},
                  "script": [{"frames": 10, "forward": 1, "run": true, "jump": true},
                             {"frames": 5, "turn": 90, "camera_yaw": 45}])"),
                                    "script.json");
    REQUIRE(s.script.size() == 2);
    CHECK(s.script[0].camera_distance == Approx(6.0f));
    CHECK(s.script[0].camera_pitch == Approx(30.0f));
    CHECK(s.script[0].jump);
    CHECK(s.script[1].forward == Approx(1.0f));
    CHECK(s.script[1].run);
    CHECK_FALSE(s.script[1].jump); // a jump belongs to the step that asks for it
    CHECK(s.script[1].turn == Approx(90.0f));
    CHECK(s.script[1].camera_yaw == Approx(45.0f));
    CHECK(s.script_frames() == 15);
}

TEST_CASE("crowd generation is deterministic, non-overlapping and respects clear circles",
          "[scene][loader][crowd]") {
    const std::string text = minimal(
        R"(, "crowd": [{"count": 60, "radius": 0.5, "min": [-10,-10], "max": [10,10], "z": 1,
                        "seed": 3, "clear": [[0, 0, 3]]}])");
    const Scene a = load_scene_text(text, "c.json");
    const Scene b = load_scene_text(text, "c.json");
    REQUIRE(a.objects.size() == 60);
    for (std::size_t i = 0; i < a.objects.size(); ++i) {
        const Object& o = a.objects[i];
        CHECK(o.id == kFirstCrowdId + i);
        CHECK(o.creature);
        CHECK(o.position == b.objects[i].position);
        CHECK(o.position.z == Approx(1.5f));
        CHECK(o.position.x >= -10.0f);
        CHECK(o.position.x <= 10.0f);
        CHECK(std::hypot(o.position.x, o.position.y) >= 3.5f - 1e-4f);
        for (std::size_t j = 0; j < i; ++j) {
            const Object& p = a.objects[j];
            CHECK(std::hypot(o.position.x - p.position.x, o.position.y - p.position.y) >=
                  1.0f - 1e-4f);
        }
    }
    const Scene other = load_scene_text(
        minimal(R"(, "crowd": [{"count": 60, "radius": 0.5, "min": [-10,-10], "max": [10,10],
                                "seed": 4, "clear": [[0, 0, 3]]}])"),
        "c.json");
    CHECK(other.objects[0].position != a.objects[0].position);
}

TEST_CASE("terrain, cells with portals on both sides, and every check kind load",
          "[scene][loader]") {
    const Scene s = load_scene_text(
        R"({"format": "sweeplab-scene/1", "name": "t",
            "terrain": {"origin": [0, 0], "spacing": 24, "heights": [[0, 1, 2], [1, 2, 3]]},
            "meshes": {"room": {"vertices": [[0,0,0],[1,0,0],[1,1,0],[0,1,0]],
                                "polygons": [{"indices": [0,1,2,3], "sides": "double"}]}},
            "cells": [{"id": 256, "mesh": "room", "position": [0,0,0],
                       "portals": [{"polygon": 0, "to": "0x0101"}]},
                      {"id": "0x0101", "mesh": "room", "position": [0,0,1], "yaw": 90,
                       "portals": [{"polygon": 0, "to": 256}, {"polygon": 0, "to": "outside"}]}],
            "objects": [{"id": 9, "kind": "creature", "position": [0,0,0],
                         "spheres": [{"center": [0,0,0.5], "radius": 0.5}]}],
            "player": {"position": [0,0,0], "cell": 256, "spheres": [{"center": [0,0,0.3], "radius": 0.3}]},
            "checks": [
              {"name": "a", "kind": "max_penetration", "at_most": 0.01},
              {"name": "b", "kind": "camera_max_penetration", "at_most": 0.01},
              {"name": "c", "kind": "reach", "min": [0,0,0], "max": [1,1,1], "by_frame": 30},
              {"name": "d", "kind": "avoid", "min": [0,0,0], "max": [1,1,1]},
              {"name": "e", "kind": "stay_in_cell", "cell": 256, "frames": [1, 10]},
              {"name": "f", "kind": "camera_in_cell", "cell": 256, "while_player_in": 257},
              {"name": "g", "kind": "grounded", "frames": [2, 3]},
              {"name": "h", "kind": "collides_with", "id": 9, "at_most_times": 1}]})",
        "full.json");
    REQUIRE(s.terrain.has_value());
    CHECK(s.terrain->heights[1][2] == Approx(3.0f));
    REQUIRE(s.cells.size() == 2);
    CHECK(s.cells[1].portals[1].to_outside);
    CHECK(s.meshes[0].polygons[0].sides == Sides::Double);
    CHECK(s.player.cell == 256u);
    REQUIRE(s.checks.size() == 8);
    CHECK(s.checks[2].by_frame == 30);
    CHECK(s.checks[5].while_player_in == 257u);
    CHECK(s.checks[7].at_most_times == 1);
}

TEST_CASE("water squares load, build the land's water and write back", "[scene][loader]") {
    const std::string text =
        R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0, 0, 0]},
            "ground": {"z": 0, "extent": 72, "water": [[3, 3], [4, 3]]}})";
    const Scene s = load_scene_text(text, "water.json");
    REQUIRE(s.ground.has_value());
    REQUIRE(s.ground->water.size() == 2);
    CHECK(s.ground->water[1] == glm::ivec2(4, 3));
    const BuiltWorld built = build_world(s);
    REQUIRE(built.ok());
    // Squares [3, 3] and [4, 3] are x in [0, 48], y in [0, 24]: all water; [2, 3] partly.
    CHECK(built.world->land_cell_at(10.0f, 10.0f)->water ==
          sweeplab::physics::WaterType::EntirelyWater);
    CHECK(built.world->land_cell_at(-10.0f, 10.0f)->water ==
          sweeplab::physics::WaterType::PartiallyWater);
    CHECK(built.world->land_cell_at(-40.0f, 10.0f)->water ==
          sweeplab::physics::WaterType::NotWater);
    const Scene again = load_scene_text(write_scene_json(s), "again.json");
    REQUIRE(again.ground.has_value());
    CHECK(again.ground->water == s.ground->water);
}
