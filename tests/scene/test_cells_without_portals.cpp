// A cell without portals holds nothing (retail CEnvCell::point_in_cell): the loader refuses
// an avatar started in one and warns about every such cell. A cell whose outside portal lies
// on no building cannot be entered from outdoors (retail enters a cell from the land only
// through a building's portals): warned about too.
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
    // Cell 256's outside portal lies on no building (the next test case): warned too.
    REQUIRE(s.warnings.size() == 2);
    CHECK(s.warnings[0].find("cell 7 has no portals") != std::string::npos);
    CHECK(s.warnings[1].find("cell 256 has an outside portal") != std::string::npos);
    // A scene whose every cell has a portal warns about nothing.
    const Scene plain = load_scene_text(
        R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]}})",
        "p.json");
    CHECK(plain.warnings.empty());
}

TEST_CASE("cells on no building: an outside portal no building enters is named in the warnings",
          "[scene][loader][cells]") {
    // Two rooms with an outside portal each; a building shell under the first one only.
    const std::string text =
        R"({"format": "sweeplab-scene/1", "name": "t", "ground": {"z": 0, "extent": 30},
        "meshes": {"room": {"vertices": [[0,0,0],[1,0,0],[1,1,0],[0,1,0]],
                            "polygons": [{"indices": [0,1,2,3], "sides": "double"}]},
                   "shell": {"vertices": [[-2,-2,0],[2,-2,0],[2,2,0],[-2,2,0]],
                             "polygons": [{"indices": [0,1,2,3], "sides": "double"}]}},
        "cells": [{"id": 256, "mesh": "room", "position": [0,0,0],
                   "portals": [{"polygon": 0, "to": "outside"}]},
                  {"id": 300, "mesh": "room", "position": [10,10,0],
                   "portals": [{"polygon": 0, "to": "outside"}]}],
        "objects": [{"id": 1, "kind": "mesh", "mesh": "shell", "position": [0.5,0.5,0],
                     "building": true}],
        "player": {"position": [20, 20, 0]}})";
    const Scene s = load_scene_text(text, "t.json");
    REQUIRE(s.warnings.size() == 1);
    CHECK(s.warnings[0] ==
          "cell 300 has an outside portal (portal 0) on no building: the land enters a cell "
          "only through a building's portals (retail "
          "CBuildingObj::find_building_transit_cells), so it cannot be entered from outdoors");
}
