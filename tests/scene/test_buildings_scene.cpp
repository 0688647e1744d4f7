// The scene key "building": the loader's rules, the world builder's building (its land
// cell and the portals derived from the cells on it), and the shipped building scenes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "scene/loader.h"
#include "scene/scene_error.h"
#include "scene_fixture.h"

using namespace sweeplab;

namespace {

std::string mesh_scene(const std::string& object_keys) {
    return R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]},
      "meshes": {"m": {"vertices": [[0,0,0],[1,0,0],[1,1,0],[0,1,0]],
                       "polygons": [{"indices": [0,1,2,3]}]}},
      "objects": [{"id": 1, "kind": "mesh", "mesh": "m", "position": [0,0,0])" +
           object_keys + "}]}";
}

} // namespace

TEST_CASE("scene: the building key marks a mesh object as a building", "[scene][building]") {
    CHECK_FALSE(scene::load_scene_text(mesh_scene(""), "t.json").objects[0].building);
    CHECK(
        scene::load_scene_text(mesh_scene(R"(, "building": true)"), "t.json").objects[0].building);
    CHECK_THROWS_WITH(scene::load_scene_text(mesh_scene(R"(, "building": 1)"), "t.json"),
                      Catch::Matchers::Contains("objects[0].building"));
    CHECK_THROWS_WITH(
        scene::load_scene_text(mesh_scene(R"(, "building": true, "ethereal": true)"), "t.json"),
        Catch::Matchers::Contains("objects[0].building: a building is neither ethereal"));
    // Only a mesh may be a building.
    const std::string sphere =
        R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]},
            "objects": [{"id": 1, "kind": "sphere", "position": [0,0,0], "radius": 1,
                         "building": true}]})";
    CHECK_THROWS_WITH(scene::load_scene_text(sphere, "t.json"),
                      Catch::Matchers::Contains("objects[0].building") &&
                          Catch::Matchers::Contains("unknown key"));
}

TEST_CASE("scene: the cottage's shell is a building entered by the door and the window",
          "[scene][building]") {
    const test::LoadedScene s = test::load_shipped_scene("cottage");
    const physics::World& w = *s.world;
    REQUIRE(w.buildings().size() == 1);
    const physics::Building& b = w.buildings()[0];
    CHECK(w.objects().objects()[b.object].desc.id == 1u);
    CHECK(b.attached);
    CHECK(b.land_cell == w.land_cell_at(10.0f, 0.0f)->id);
    // Room A's door (its portal 0) and room B's window (its portal 1); the cellar has none.
    REQUIRE(b.portals.size() == 2);
    CHECK(b.portals[0].other_cell_id == w.internal_cell_id(0x0100));
    CHECK(b.portals[0].other_portal_id == 0);
    CHECK(b.portals[1].other_cell_id == w.internal_cell_id(0x0101));
    CHECK(b.portals[1].other_portal_id == 1);
    // Every cell of the house is on its stab lists, the cellar under it too.
    CHECK(b.portals[0].stab_list.size() == 3);
    // No cell lists the shell; the box in room A is still filed there.
    bool box_in_a = false;
    for (const physics::EnvCell& c : w.env_cells())
        for (std::uint32_t i : c.objects) {
            CHECK(w.objects().objects()[i].desc.id != 1u);
            box_in_a =
                box_in_a || (c.external_id == 0x0100 && w.objects().objects()[i].desc.id == 2u);
        }
    CHECK(box_in_a);
}

TEST_CASE("scene: the corridor's shell is a building entered at its west end",
          "[scene][building]") {
    const test::LoadedScene s = test::load_shipped_scene("corridor");
    REQUIRE(s.world->buildings().size() == 1);
    const physics::Building& b = s.world->buildings()[0];
    REQUIRE(b.portals.size() == 1);
    CHECK(b.portals[0].other_cell_id == s.world->internal_cell_id(0x0200));
    CHECK(b.portals[0].stab_list.size() == 4);
}

TEST_CASE("scene: the building scenes load with one building each", "[scene][building]") {
    for (const char* name : {"shell-inside", "window-alcove", "building-seam"}) {
        INFO(name);
        const test::LoadedScene s = test::load_shipped_scene(name);
        REQUIRE(s.world->buildings().size() == 1);
        CHECK(s.world->buildings()[0].attached);
    }
    // The seam building's origin square is not the square its east third lies in.
    const test::LoadedScene seam = test::load_shipped_scene("building-seam");
    const physics::World& w = *seam.world;
    CHECK(w.buildings()[0].land_cell == w.land_cell_at(22.0f, 10.0f)->id);
    CHECK(w.building_of(*w.land_cell_at(26.0f, 10.0f)) == nullptr);
}
