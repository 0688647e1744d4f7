// The loader's error contract: every invalid file is rejected with FILE: JSON.PATH: problem.
#include <filesystem>

#include <catch2/catch.hpp>

#include "scene/loader.h"

using namespace sweeplab::scene;

namespace {

struct Case {
    const char* body;    // the scene JSON (the header is added when it starts with ',')
    const char* path;    // the JSON path the error must name
    const char* problem; // a fragment of the problem text
};

std::string scene_text(const char* body) {
    const std::string b = body;
    if (!b.empty() && b[0] == ',')
        return R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]})" +
               b + "}";
    return b;
}

constexpr const char* kRoom = R"("meshes": {"room": {"vertices": [[0,0,0],[1,0,0],[1,1,0],[0,1,0]],
                                     "polygons": [{"indices": [0,1,2,3]}]}})";

} // namespace

TEST_CASE("invalid scenes name the file, the JSON path and the problem", "[scene][errors]") {
    const std::string room = kRoom;
    const Case cases[] = {
        {R"({"name": "t", "player": {"position": [0,0,0]}})", "format", "is required"},
        {R"({"format": "sweeplab-scene/2", "name": "t", "player": {"position": [0,0,0]}})",
         "format", "sweeplab-scene/1"},
        {R"({"format": "sweeplab-scene/1", "player": {"position": [0,0,0]}})", "name",
         "is required"},
        {R"({"format": "sweeplab-scene/1", "name": "", "player": {"position": [0,0,0]}})", "name",
         "must not be empty"},
        {R"({"format": "sweeplab-scene/1", "name": "t"})", "player", "is required"},
        {", \"colour\": 1", "colour", "unknown key"},
        {", \"ground\": {\"z\": 0, \"extent\": 0}", "ground.extent", "must be > 0"},
        {", \"ground\": {\"z\": 0}, \"terrain\": {\"origin\": [0,0], \"spacing\": 1, \"heights\": "
         "[[0,0],[0,0]]}",
         "terrain", "together with ground"},
        {", \"terrain\": {\"origin\": [0,0], \"spacing\": 1, \"heights\": [[0,0]]}",
         "terrain.heights", "at least two rows"},
        {", \"terrain\": {\"origin\": [0,0], \"spacing\": 1, \"heights\": [[0,0],[0,0,0]]}",
         "terrain.heights[1]", "as many heights"},
        {", \"terrain\": {\"origin\": [0], \"spacing\": 1, \"heights\": [[0,0],[0,0]]}",
         "terrain.origin", "two numbers"},
        {", \"ground\": {\"extent\": 72, \"water\": [[3]]}", "ground.water[0]",
         "must be a square [col, row]"},
        {", \"ground\": {\"extent\": 72, \"water\": [[3, 6]]}", "ground.water[0][1]", "must be"},
        {", \"terrain\": {\"origin\": [0,0], \"spacing\": 1, \"heights\": [[0,0],[0,0]], "
         "\"water\": [[1, 0]]}",
         "terrain.water[0][0]", "must be"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"sphere\", \"position\": [0,0,0], \"radius\": "
         "-1}]",
         "objects[0].radius", "must be > 0"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"sphere\", \"position\": [0,0,0], \"radius\": 1, "
         "\"height\": 2}]",
         "objects[0].height", "unknown key"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"cone\", \"position\": [0,0,0]}]",
         "objects[0].kind", "must be one of"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"sphere\", \"position\": [0,0,0], \"radius\": 1},"
         "{\"id\": 1, \"kind\": \"sphere\", \"position\": [3,0,0], \"radius\": 1}]",
         "objects[1].id", "repeats"},
        {", \"objects\": [{\"id\": -1, \"kind\": \"sphere\", \"position\": [0,0,0], \"radius\": "
         "1}]",
         "objects[0].id", "at least 0"},
        {", \"objects\": [{\"id\": 4294967296, \"kind\": \"sphere\", \"position\": [0,0,0], "
         "\"radius\": 1}]",
         "objects[0].id", "at most"},
        {", \"objects\": [{\"id\": \"0xZZ\", \"kind\": \"sphere\", \"position\": [0,0,0], "
         "\"radius\": 1}]",
         "objects[0].id", "not hexadecimal"},
        {", \"objects\": [{\"id\": 1.5, \"kind\": \"sphere\", \"position\": [0,0,0], \"radius\": "
         "1}]",
         "objects[0].id", "whole number"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"box\", \"position\": [0,0,0], \"half_extents\": "
         "[1,0,1]}]",
         "objects[0].half_extents", "must be > 0"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"mesh\", \"position\": [0,0,0], \"mesh\": "
         "\"nope\"}]",
         "objects[0].mesh", "names no mesh"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"creature\", \"position\": [0,0,0], \"spheres\": "
         "[]}]",
         "objects[0].spheres", "at least one"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"cylsphere\", \"position\": [0,0,0], \"radius\": "
         "1}]",
         "objects[0].height", "is required"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"sphere\", \"position\": [0,0,1e999], \"radius\": "
         "1}]",
         "(parse)", "number overflow"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"sphere\", \"position\": [0,0,1e39], \"radius\": "
         "1}]",
         "objects[0].position[2]", "finite"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"sphere\", \"position\": [0,\"a\",0], \"radius\": "
         "1}]",
         "objects[0].position[1]", "must be a number"},
        {", \"objects\": [{\"id\": 1, \"kind\": \"sphere\", \"position\": [0,0,0], \"radius\": 1, "
         "\"ethereal\": 1}]",
         "objects[0].ethereal", "true or false"},
        {", \"crowd\": [{\"count\": 500, \"radius\": 1, \"min\": [-2,-2], \"max\": [2,2]}]",
         "crowd[0].count", "cannot place"},
        {", \"crowd\": [{\"count\": 5, \"min\": [2,2], \"max\": [-2,-2]}]", "crowd[0].max",
         "greater than min"},
        {", \"crowd\": [{\"count\": 5, \"min\": [0,0], \"max\": [9,9], \"clear\": [[0,0,0]]}]",
         "crowd[0].clear[0]", "must be > 0"},
        {", \"meshes\": {\"m\": {\"vertices\": [[0,0,0],[1,0,0],[1,1,0]], \"polygons\": "
         "[{\"indices\": [0,1,5]}]}}",
         "meshes.m.polygons[0].indices[2]", "out of range"},
        {", \"meshes\": {\"m\": {\"vertices\": [[0,0,0],[1,0,0],[2,0,0]], \"polygons\": "
         "[{\"indices\": [0,1,2]}]}}",
         "meshes.m.polygons[0]", "zero area"},
        {", \"meshes\": {\"m\": {\"vertices\": [[0,0,0],[1,0,0],[1,1,0.1],[0,1,0]], \"polygons\": "
         "[{\"indices\": [0,1,2,3]}]}}",
         "meshes.m.polygons[0]", "not planar"},
        {", \"meshes\": {\"m\": {\"vertices\": [[0,0,0],[2,0,0],[1,0.2,0],[1,2,0]], \"polygons\": "
         "[{\"indices\": [0,1,2,3]}]}}",
         "meshes.m.polygons[0]", "not convex"},
        {", \"meshes\": {\"m\": {\"vertices\": [[0,0,0],[1,0,0],[1,1,0]], \"polygons\": "
         "[{\"indices\": [0,1,1]}]}}",
         "meshes.m.polygons[0].indices", "repeats a vertex"},
        {", \"meshes\": {\"m\": {\"vertices\": [[0,0,0],[1,0,0],[1,1,0]], \"polygons\": "
         "[{\"indices\": [0,1,2], \"sides\": \"both\"}]}}",
         "meshes.m.polygons[0].sides", "single"},
        {", \"cells\": [{\"id\": 1, \"mesh\": \"x\", \"position\": [0,0,0]}]", "cells[0].mesh",
         "names no mesh"},
        {", \"player\": {\"position\": [0,0,0], \"cell\": 7}", "player.cell", "names no cell"},
        {", \"player\": {\"position\": [0,0,0], \"spheres\": []}", "player.spheres", "1 to 2"},
        {", \"camera\": {\"distance\": 0}", "camera.distance", "must be > 0"},
        {", \"camera\": {\"zoom\": 1}", "camera.zoom", "unknown key"},
        {", \"script\": [{\"forward\": 1}]", "script[0].frames", "is required"},
        {", \"script\": [{\"frames\": 0}]", "script[0].frames", "at least 1"},
        {", \"script\": [{\"frames\": 3, \"forward\": 2}]", "script[0].forward", "must be in"},
        {", \"script\": [{\"frames\": 3, \"fly\": true}]", "script[0].fly", "unknown key"},
        {", \"checks\": [{\"name\": \"x\", \"kind\": \"teleport\"}]", "checks[0].kind",
         "unknown check kind"},
        {", \"checks\": [{\"name\": \"x\", \"kind\": \"reach\", \"min\": [0,0,0]}]",
         "checks[0].max", "is required"},
        {", \"checks\": [{\"name\": \"x\", \"kind\": \"reach\", \"min\": [1,1,1], \"max\": "
         "[0,0,0]}]",
         "checks[0].max", ">= min"},
        {", \"checks\": [{\"name\": \"x\", \"kind\": \"grounded\", \"frames\": [5, 2]}]",
         "checks[0].frames", "last must not"},
        {", \"checks\": [{\"name\": \"x\", \"kind\": \"stay_in_cell\", \"cell\": 12}]",
         "checks[0].cell", "names no cell"},
        {", \"checks\": [{\"name\": \"x\", \"kind\": \"avoid\", \"min\": [0,0,0], \"max\": "
         "[1,1,1], \"by_frame\": 3}]",
         "checks[0].by_frame", "unknown key"},
        {"{\"format\": ", "(line 1, column 12)", "not valid JSON"},
        {"[1, 2]", "", "must be an object"},
    };
    for (const Case& c : cases) {
        INFO(c.body);
        try {
            (void)load_scene_text(scene_text(c.body), "bad.json");
            FAIL("accepted an invalid scene");
        } catch (const SceneError& e) {
            CHECK(e.file() == "bad.json");
            CHECK(e.path() == c.path);
            CHECK_THAT(e.problem(), Catch::Matchers::Contains(c.problem));
            CHECK_THAT(std::string(e.what()),
                       Catch::Matchers::StartsWith(std::string("bad.json: ")));
        }
    }
}

TEST_CASE("cell portals must exist and be listed on both sides", "[scene][errors]") {
    const std::string base = std::string(R"({"format": "sweeplab-scene/1", "name": "t", )") + kRoom;
    auto load = [&](const std::string& cells) {
        return load_scene_text(
            base + ", \"cells\": " + cells + R"(, "player": {"position": [0,0,0]}})", "cells.json");
    };
    CHECK_THROWS_WITH(
        load(
            R"([{"id": 1, "mesh": "room", "position": [0,0,0], "portals": [{"polygon": 0, "to": 2}]}])"),
        Catch::Matchers::Contains("cells[0].portals[0].to: names no cell"));
    CHECK_THROWS_WITH(
        load(
            R"([{"id": 1, "mesh": "room", "position": [0,0,0], "portals": [{"polygon": 0, "to": 2}]},
                               {"id": 2, "mesh": "room", "position": [0,0,0]}])"),
        Catch::Matchers::Contains("lists no portal back"));
    CHECK_THROWS_WITH(
        load(
            R"([{"id": 1, "mesh": "room", "position": [0,0,0], "portals": [{"polygon": 3, "to": "outside"}]}])"),
        Catch::Matchers::Contains("cells[0].portals[0].polygon: is out of range"));
    CHECK_THROWS_WITH(load(R"([{"id": 0, "mesh": "room", "position": [0,0,0]}])"),
                      Catch::Matchers::Contains("cells[0].id: must not be 0"));
    CHECK_THROWS_WITH(
        load(
            R"([{"id": 1, "mesh": "room", "position": [0,0,0]}, {"id": 1, "mesh": "room", "position": [0,0,0]}])"),
        Catch::Matchers::Contains("cells[1].id: repeats"));
}

TEST_CASE("a directory given as a scene is named as one", "[scene][errors]") {
    const std::string dir = std::filesystem::temp_directory_path().string();
    CHECK_THROWS_WITH(load_scene_file(dir), Catch::Matchers::StartsWith(dir + ": ") &&
                                                Catch::Matchers::Contains("is a directory"));
}

TEST_CASE("a polygon whose normal overflows a float is named", "[scene][errors]") {
    const std::string text =
        std::string(
            R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]},)") +
        R"("meshes": {"m": {"vertices": [[0,0,0],[3e30,0,0],[3e30,3e30,0]],)" +
        R"("polygons": [{"indices": [0,1,2]}]}}})";
    CHECK_THROWS_WITH(load_scene_text(text, "huge.json"),
                      Catch::Matchers::Contains("huge.json: meshes.m.polygons[0]: has coordinates "
                                                "too large"));
}

TEST_CASE("a missing file is named", "[scene][errors]") {
    CHECK_THROWS_WITH(load_scene_file("/nonexistent/x.json"),
                      Catch::Matchers::StartsWith("/nonexistent/x.json: ") &&
                          Catch::Matchers::Contains("cannot open"));
}
