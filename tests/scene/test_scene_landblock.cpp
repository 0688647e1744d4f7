// A scene's `landblock` (docs/scene-format.md): its land cells named as retail names that
// landblock's, the key written back, and the bad values refused.
#include <catch2/catch.hpp>

#include <string>

#include "physics/world/world.h"
#include "scene/loader.h"
#include "scene/scene_writer.h"
#include "scene/world_builder.h"

using namespace sweeplab;
using namespace sweeplab::scene;

namespace {

std::string with_land(const std::string& extra) {
    return R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [10, 10, 0]})" +
           extra + "}";
}

std::uint32_t land_id(const physics::World& w, float x, float y) {
    const physics::LandCell* c = w.land_cell_at(x, y);
    REQUIRE(c != nullptr);
    return c->id;
}

std::string refusal(const std::string& text) {
    try {
        (void)load_scene_text(text, "lb.json");
    } catch (const SceneError& e) {
        return e.path() + ": " + e.problem();
    }
    return "accepted";
}

} // namespace

TEST_CASE("landblock: a ground's squares are named as that landblock's", "[scene][landblock]") {
    const Scene s =
        load_scene_text(with_land(R"(, "ground": {"extent": 48}, "landblock": "0xA9B4")"), "lb");
    REQUIRE(s.landblock == 0xA9B4u);
    const BuiltWorld b = build_world(s);
    REQUIRE(b.ok());
    // 24 m squares from (-48, -48): the square holding (10, 10) is the landblock's first.
    CHECK(land_id(*b.world, 10, 10) == 0xA9B40001u);
    CHECK(land_id(*b.world, 30, 10) == 0xA9B40009u);  // one square east: x & 7 = 1
    CHECK(land_id(*b.world, 10, 30) == 0xA9B40002u);  // one square north
    CHECK(land_id(*b.world, -10, 10) == 0xA8B40039u); // the western neighbour's x & 7 = 7
    CHECK(land_id(*b.world, 30, -10) == 0xA9B30010u); // the southern neighbour's y & 7 = 7
    // Each id finds its square back.
    CHECK(b.world->land_cell(0xA8B40039u) == b.world->land_cell_at(-10, 10));
    // Without the key the squares are numbered from the scene's south-west corner.
    const BuiltWorld plain =
        build_world(load_scene_text(with_land(R"(, "ground": {"extent": 48})"), "p"));
    CHECK(land_id(*plain.world, -40, -40) == 0x00000001u);
    CHECK(land_id(*plain.world, 10, 10) == 0x00000013u);
}

TEST_CASE("landblock: a terrain's squares are named from its origin", "[scene][landblock]") {
    const Scene s = load_scene_text(
        with_land(
            R"(, "terrain": {"origin": [0, 0], "spacing": 24, "heights": [[0, 0, 0], [0, 1, 0], [0, 0, 0]]}, "landblock": "0x1020")"),
        "lb");
    const BuiltWorld b = build_world(s);
    REQUIRE(b.ok());
    CHECK(land_id(*b.world, 1, 1) == 0x10200001u);
    CHECK(land_id(*b.world, 47, 47) == 0x1020000Au);
}

TEST_CASE("landblock: written back by the scene writer", "[scene][landblock]") {
    const Scene s =
        load_scene_text(with_land(R"(, "ground": {"extent": 48}, "landblock": "0xA9B4")"), "lb");
    const std::string text = write_scene_json(s, nullptr);
    CHECK(text.find("\"landblock\": \"0xA9B4\"") != std::string::npos);
    CHECK(load_scene_text(text, "again").landblock == 0xA9B4u);
}

TEST_CASE("landblock: bad values are refused", "[scene][landblock]") {
    CHECK(refusal(with_land(R"(, "landblock": "0xA9B40001")")) ==
          "landblock: must be a landblock 0xXXYY (four hex digits), not a cell id");
    CHECK(refusal(with_land(R"(, "landblock": "0xFFB4")")) ==
          "landblock: lies off the map (landblock coordinates are 0x00 to 0xFE)");
    // 48 m west of landblock 0x00's corner is off the map.
    CHECK(refusal(with_land(R"(, "ground": {"extent": 48}, "landblock": "0x00B4")"))
              .find("landblock: the land reaches off retail's map") == 0);
    CHECK(refusal(with_land(R"(, "landblock": "0x00B4")")) == "accepted");
}
