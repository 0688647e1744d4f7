// A cell without portals holds nothing (retail CEnvCell::point_in_cell): the loader refuses
// an avatar started in one and warns about every such cell (issue 17, item 5).
#include <catch2/catch.hpp>

#include <string>

#include "scene/loader.h"
#include "scene/scene_error.h"

using namespace sweeplab::scene;

namespace {

std::string scene_with(const std::string& player) {
    return R"({"format": "sweeplab-scene/1", "name": "t", "ground": {"z": 0, "extent": 10},
        "meshes": {"room": {"vertices": [[0,0,0],[1,0,0],[1,1,0],[0,1,0]],
                            "polygons": [{"indices": [0,1,2,3], "sides": "double"}]}},
        "cells": [{"id": 256, "mesh": "room", "position": [0,0,0],
                   "portals": [{"polygon": 0, "to": "outside"}]},
                  {"id": 7, "mesh": "room", "position": [5,5,0]}],
        "player": )" +
           player + "}";
}

} // namespace

TEST_CASE("cells without portals: the avatar started in one is refused, saying why",
          "[scene][loader][cells]") {
    try {
        (void)load_scene_text(scene_with(R"({"position": [5.5, 5.5, 0], "cell": 7})"), "t.json");
        FAIL("a player.cell without portals loaded");
    } catch (const SceneError& e) {
        const std::string what = e.what();
        INFO(what);
        CHECK(what.find("t.json") != std::string::npos);
        CHECK(what.find("player.cell") != std::string::npos);
        CHECK(what.find("cell 7, which has no portals") != std::string::npos);
        CHECK(what.find("CEnvCell::point_in_cell") != std::string::npos);
    }
}

TEST_CASE("cells without portals: every one is named in the scene's warnings",
          "[scene][loader][cells]") {
    const Scene s =
        load_scene_text(scene_with(R"({"position": [0.5, 0.5, 0], "cell": 256})"), "t.json");
    REQUIRE(s.warnings.size() == 1);
    CHECK(s.warnings[0].find("cell 7 has no portals") != std::string::npos);
    // A scene whose every cell has a portal warns about nothing.
    const Scene plain = load_scene_text(
        R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]}})",
        "p.json");
    CHECK(plain.warnings.empty());
}
