// Locations (docs/command-line.md, "Locations, as read and written"): parsing retail's /loc
// and ACE's /teleloc forms, validation, formatting, and the world frame <-> (landblock, local)
// conversions.
#include <cmath>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "scene/location.h"

using namespace sweeplab::scene;

namespace {

std::string error_of(const std::string& text) {
    try {
        (void)parse_location(text);
    } catch (const LocationError& e) {
        return e.what();
    }
    return "(no error)";
}

} // namespace

TEST_CASE("a /loc line parses with or without brackets, prefix and quaternion", "[location]") {
    const Location a = parse_location("0xA9B40105 [84.1 12.3 94.0] 1 0 0 0");
    CHECK(a.cell == 0xA9B40105u);
    CHECK(a.landblock() == 0xA9B4u);
    CHECK(a.cell_index() == 0x0105u);
    CHECK(a.indoor());
    REQUIRE(a.position);
    CHECK(a.position->x == 84.1f);
    CHECK(a.position->y == 12.3f);
    CHECK(a.position->z == 94.0f);
    CHECK(a.orientation.w == 1.0f);

    const Location b =
        parse_location("Your location is: 0xA9B4001B [84.100000 12.300000 94.000000] "
                       "0.707107 0.000000 0.000000 0.707107");
    CHECK(b.cell == 0xA9B4001Bu);
    CHECK_FALSE(b.indoor());
    CHECK(b.orientation.w == Approx(std::sqrt(0.5f)));
    CHECK(b.orientation.z == Approx(std::sqrt(0.5f)));
    CHECK(glm::length(b.orientation) == Approx(1.0f));

    const Location c = parse_location("/teleloc 7F0401AD 12.3199, -28.482, 0.005");
    CHECK(c.cell == 0x7F0401ADu);
    REQUIRE(c.position);
    CHECK(c.position->y == -28.482f); // indoor positions may lie anywhere
    CHECK(c.orientation == glm::quat(1.0f, 0.0f, 0.0f, 0.0f));

    const Location d = parse_location("@teleloc 0xa9b4001b");
    CHECK(d.cell == 0xA9B4001Bu);
    CHECK_FALSE(d.position);

    const std::vector<std::string> words = {"0xA9B4001B", "84", "12", "94"};
    const Location e = parse_location_words(words);
    CHECK(e.cell == 0xA9B4001Bu);
    REQUIRE(e.position);
    CHECK(*e.position == glm::vec3(84.0f, 12.0f, 94.0f));

    const std::vector<std::string> one = {"0xA9B4001B [1 2 3] 0 0 0 1"};
    CHECK(parse_location_words(one).orientation.z == 1.0f);
}

TEST_CASE("bad locations say what is wrong", "[location]") {
    struct Case {
        const char* text;
        const char* problem;
    };
    const Case cases[] = {
        {"", "no cell id"},
        {"here", "no cell id"},
        {"0xZZ", "is not a cell id"},
        {"0x123456789", "is not a cell id"},
        {"0xA9B40041 1 2 3", "cell 0x0041 is neither an outdoor land cell"},
        {"0xA9B40000", "cell 0x0000 is neither"},
        {"0xA9B400FF", "cell 0x00FF is neither"},
        {"0xA9B4FFFF", "LandBlock record, not a cell"},
        {"0xA9B4FFFE", "LandBlockInfo record"},
        {"0xFFB40001", "landblock 0xFFB4 lies off the map"},
        {"0xA9B4001B 1 2", "got 2 numbers"},
        {"0xA9B4001B 1 2 3 4", "got 4 numbers"},
        {"0xA9B4001B 1 2 3 1 0 0 0 5", "got 8 numbers"},
        {"0xA9B4001B 1 two 3", "\"two\" is not a number"},
        {"0xA9B4001B nan 2 3", "x is not a finite number"},
        {"0xA9B4001B 1 2 inf", "z is not a finite number"},
        {"0xA9B4001B 1 2 3 nan 0 0 0", "quaternion w is not a finite number"},
        {"0xA9B4001B 192 2 3", "x 192.000000 lies outside the landblock"},
        {"0xA9B4001B 1 -0.5 3", "y -0.500000 lies outside the landblock"},
        {"0xA9B4001B [1 2 3", "unmatched bracket"},
        {"0xA9B4001B [1 2] 3", "brackets must hold the three position numbers"},
        {"0xA9B4001B [1 2 3] [", "more than one \"[\""},
        {"0xA9B4001B 1 2 3 0 0 0 0", "zero length"},
        {"12 0xA9B4001B", "\"12\" before the cell id"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const std::string err = error_of(c.text);
        CHECK_THAT(err, Catch::Contains(c.problem));
        CHECK_THAT(err, Catch::StartsWith("location \"" + std::string(c.text) + "\": "));
    }
}

TEST_CASE("a formatted location parses back to the same floats", "[location]") {
    const glm::quat q = glm::normalize(glm::quat(0.3f, 0.1f, -0.2f, 0.9f));
    const std::string s = format_location(0xA9B40105u, {84.1f, 12.3f, 94.0f}, q);
    CHECK_THAT(s, Catch::StartsWith("0xA9B40105 [84.100000 12.300000 94.000000] "));
    const Location l = parse_location(s);
    CHECK(l.cell == 0xA9B40105u);
    CHECK(l.position->x == Approx(84.1f).margin(5e-7));
    CHECK(l.orientation.w == Approx(q.w).margin(2e-6));
    CHECK(l.orientation.z == Approx(q.z).margin(2e-6));
    CHECK(format_location(0x00000001u, {-0.0f, 0.0f, 1.0f}, {1.0f, 0.0f, -0.0f, 0.0f}) ==
          "0x00000001 [0.000000 0.000000 1.000000] 1.000000 0.000000 0.000000 0.000000");
}

TEST_CASE("yaw and quaternions: identity faces north, positive yaw turns left", "[location]") {
    CHECK(yaw_of(glm::quat(1.0f, 0.0f, 0.0f, 0.0f)) == Approx(0.0f).margin(1e-6));
    CHECK(yaw_of(quat_from_yaw(1.0f)) == Approx(1.0f));
    CHECK(yaw_of(quat_from_yaw(-2.5f)) == Approx(-2.5f));
    // A quarter turn left faces west: the forward axis +Y goes to -X.
    const glm::vec3 f = quat_from_yaw(1.5707963f) * glm::vec3(0.0f, 1.0f, 0.0f);
    CHECK(f.x == Approx(-1.0f));
    CHECK(f.y == Approx(0.0f).margin(1e-6));
}

TEST_CASE("the world frame is the first landblock's, the others at multiples of 192 m",
          "[location]") {
    const WorldFrame frame{0xA9B4u};
    CHECK(frame.landblock_offset(0xA9B4u) == glm::vec3(0.0f));
    CHECK(frame.landblock_offset(0xAAB4u) == glm::vec3(192.0f, 0.0f, 0.0f));
    CHECK(frame.landblock_offset(0xA8B3u) == glm::vec3(-192.0f, -192.0f, 0.0f));
    CHECK(frame.to_world(0xA9B5u, {1.0f, 2.0f, 3.0f}) == glm::vec3(1.0f, 194.0f, 3.0f));

    auto p = frame.to_landblock({-0.5f, 200.0f, 7.0f});
    REQUIRE(p);
    CHECK(p->landblock == 0xA8B5u);
    CHECK(p->local.x == 191.5f);
    CHECK(p->local.y == 8.0f);
    CHECK(p->local.z == 7.0f);
    // A hair below a block edge stays in the block below it, inside [0, 192).
    p = frame.to_landblock({-1e-9f, 0.0f, 0.0f});
    REQUIRE(p);
    CHECK(p->landblock == 0xA8B4u);
    CHECK(p->local.x < 192.0f);
    CHECK(p->local.x >= 0.0f);
    // Off the map.
    CHECK_FALSE(WorldFrame{0x0000u}.to_landblock({-1.0f, 5.0f, 0.0f}));
    CHECK_FALSE(WorldFrame{0xFEFEu}.to_landblock({5.0f, 192.0f, 0.0f}));
    CHECK_FALSE(frame.to_landblock({NAN, 0.0f, 0.0f}));

    // Round trip through every landblock of the 3 x 3.
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy) {
            const std::uint32_t lb = static_cast<std::uint32_t>(((0xA9 + dx) << 8) | (0xB4 + dy));
            const auto back = frame.to_landblock(frame.to_world(lb, {10.5f, 181.25f, 3.0f}));
            REQUIRE(back);
            CHECK(back->landblock == lb);
            CHECK(back->local == glm::vec3(10.5f, 181.25f, 3.0f));
        }
}

TEST_CASE("land cells number the squares column by column", "[location]") {
    const WorldFrame frame{0xA9B4u};
    CHECK(frame.outdoor_cell_at({0.0f, 0.0f, 0.0f}) == 0xA9B40001u);
    CHECK(frame.outdoor_cell_at({0.0f, 25.0f, 0.0f}) == 0xA9B40002u);
    CHECK(frame.outdoor_cell_at({25.0f, 0.0f, 0.0f}) == 0xA9B40009u);
    CHECK(frame.outdoor_cell_at({84.1f, 12.3f, 0.0f}) == 0xA9B40019u);
    CHECK(frame.outdoor_cell_at({191.9f, 191.9f, 0.0f}) == 0xA9B40040u);
    CHECK(frame.outdoor_cell_at({192.0f + 1.0f, -1.0f, 0.0f}) == 0xAAB30008u);
    CHECK(land_cell_centre(0xA9B40001u) == glm::vec3(12.0f, 12.0f, 0.0f));
    CHECK(land_cell_centre(0xA9B40019u) == glm::vec3(84.0f, 12.0f, 0.0f));
    CHECK(land_cell_centre(0xA9B40040u) == glm::vec3(180.0f, 180.0f, 0.0f));
}

TEST_CASE("the location of a world position names the cell that holds it", "[location]") {
    const WorldFrame frame{0xA9B4u};
    const glm::quat id{1.0f, 0.0f, 0.0f, 0.0f};
    // Outdoors the land cell comes from the position, in the landblock that holds it.
    CHECK(frame.location_text(0, {200.0f, 12.3f, 94.0f}, id) ==
          "0xAAB40001 [8.000000 12.300000 94.000000] 1.000000 0.000000 0.000000 0.000000");
    // Indoors the cell's landblock frame is used, wherever the point lies.
    CHECK(frame.location_text(0xA9B50105u, {84.0f, 12.0f, 94.0f}, id) ==
          "0xA9B50105 [84.000000 -180.000000 94.000000] 1.000000 0.000000 0.000000 0.000000");
    CHECK_FALSE(WorldFrame{0x0000u}.location_text(0, {-5.0f, 0.0f, 0.0f}, id));
    // What it prints parses back to the same place.
    const auto text = frame.location_text(0, {-20.25f, 30.5f, 1.0f}, quat_from_yaw(0.5f));
    REQUIRE(text);
    const Location l = parse_location(*text);
    CHECK(frame.to_world(l.landblock(), *l.position) == glm::vec3(-20.25f, 30.5f, 1.0f));
    CHECK(yaw_of(l.orientation) == Approx(0.5f).margin(1e-5));
}

TEST_CASE("command-line words that can start a location", "[location]") {
    CHECK(looks_like_cell_id("0xA9B40105"));
    CHECK(looks_like_cell_id("0xa9b4"));
    CHECK(looks_like_cell_id("A9B40105"));
    CHECK_FALSE(looks_like_cell_id("scene.json"));
    CHECK_FALSE(looks_like_cell_id("crowd"));
    CHECK_FALSE(looks_like_cell_id("0x"));
    CHECK_FALSE(looks_like_cell_id("A9B4010"));
}
