// An object entering the world (physics/world/enter_world.h): the cell adjustment, the
// placement transition with the object's spheres or the dummy sphere, the ring search's
// distance pinned from retail's find_placement_pos, the refused spawns, ethereal obstacles,
// and ACE's landblock drop.
#include <catch2/catch.hpp>

#include <glm/geometric.hpp>

#include "physics/world/enter_world.h"
#include "physics/world/world.h"

using namespace sweeplab::physics;

namespace {

// Two flat landblocks, 0xA9B4 (y 0..192) and 0xA9B5 (y 192..384), at z = 0.
std::unique_ptr<World> flat_land(const std::vector<ObjectDesc>& obstacles = {}) {
    auto w = std::make_unique<World>();
    std::vector<float> z(9 * 17, 0.0f);
    w->add_land({0.0f, 0.0f}, {0xA9 * 8, 0xB4 * 8}, 8, 16, z, {});
    for (const ObjectDesc& o : obstacles)
        w->add_object(o);
    w->finalize();
    return w;
}

ObjectDesc sphere_obstacle(const glm::vec3& centre, float r, PhysicsState state) {
    ObjectDesc d;
    d.id = 0x7A9B4100u;
    d.pos.frame = Frame::from_yaw(glm::vec3(0.0f), 0.0f);
    d.state = state;
    d.spheres = {Sphere{centre, r}};
    return d;
}

PlacementObject half_metre_ball() {
    PlacementObject o;
    o.desc.id = 0x7A9B4001u;
    o.desc.has_weenie = true;
    o.spheres = {Sphere{{0.0f, 0.0f, 0.5f}, 0.5f}};
    return o;
}

Position at(const World& w, const glm::vec3& p) {
    Position pos;
    pos.frame = Frame::from_yaw(p, 0.0f);
    const LandCell* land = w.land_cell_at(p.x, p.y);
    pos.objcell_id = land != nullptr ? land->id : 0xA9B40001u;
    return pos;
}

} // namespace

TEST_CASE("enter_world: a clear spot is kept, in the land cell of its x and y", "[enter_world]") {
    auto w = flat_land();
    EnterWorld place(*w);
    Position p = at(*w, {50.0f, 60.0f, 0.0f});
    p.objcell_id = 0xA9B40001u; // a wrong land cell: AdjustPosition takes the one under x, y
    const EnterWorldResult r = place.enter_world(half_metre_ball(), p);
    REQUIRE(r.entered());
    CHECK(r.adjusted_cell == w->land_cell_at(50.0f, 60.0f)->id);
    CHECK(r.pos.objcell_id == r.adjusted_cell);
    CHECK(glm::length(r.pos.frame.origin - glm::vec3(50.0f, 60.0f, 0.0f)) < 1e-4f);
}

TEST_CASE("enter_world: an object without spheres is placed with the 0.1 m dummy sphere",
          "[enter_world]") {
    auto w = flat_land();
    EnterWorld place(*w);
    PlacementObject o;
    o.desc.scale = 5.0f; // the dummy sphere is never scaled
    const EnterWorldResult r = place.enter_world(o, at(*w, {50.0f, 60.0f, 0.0f}));
    REQUIRE(r.entered());
    CHECK(glm::length(r.pos.frame.origin - glm::vec3(50.0f, 60.0f, 0.0f)) < 1e-4f);
    // The same spot, one obstacle of 0.15 m beside it: the dummy sphere (r 0.1) clears it at
    // 0.26 m and is placed as it stands; a 0.5 m ball would not be.
    auto w2 = flat_land({sphere_obstacle({50.26f, 60.0f, 0.1f}, 0.15f, PhysicsState::Static)});
    EnterWorld place2(*w2);
    CHECK(place2.enter_world(o, at(*w2, {50.0f, 60.0f, 0.0f})).pos.frame.origin.x == 50.0f);
}

TEST_CASE("enter_world: an overlapping object is moved by retail's ring search", "[enter_world]") {
    // find_placement_pos for r 0.5: 8 rings of 0.5 m; ring 3 (1.5 m) at heading 0 (+y) is the
    // first spot clear of a 1 m sphere centred 1 m up over the saved origin.
    auto w = flat_land({sphere_obstacle({50.0f, 60.0f, 1.0f}, 1.0f, PhysicsState::Static)});
    EnterWorld place(*w);
    const EnterWorldResult r = place.enter_world(half_metre_ball(), at(*w, {50.0f, 60.0f, 0.0f}));
    REQUIRE(r.entered());
    CHECK(r.pos.frame.origin.x == Approx(50.0f).margin(1e-4));
    CHECK(r.pos.frame.origin.y == Approx(61.5f).margin(1e-4));
    CHECK(r.pos.frame.origin.z == Approx(0.0f).margin(1e-4));
}

TEST_CASE("enter_world: no spot within the 4 m rings refuses the object", "[enter_world]") {
    auto w = flat_land({sphere_obstacle({50.0f, 60.0f, 0.0f}, 6.0f, PhysicsState::Static)});
    EnterWorld place(*w);
    const EnterWorldResult r = place.enter_world(half_metre_ball(), at(*w, {50.0f, 60.0f, 0.0f}));
    CHECK_FALSE(r.entered());
    CHECK(r.error != SetPositionError::OK);
}

TEST_CASE("enter_world: off the loaded land there is no cell (retail's lost cell)",
          "[enter_world]") {
    auto w = flat_land();
    EnterWorld place(*w);
    Position p = at(*w, {50.0f, 500.0f, 0.0f});
    p.objcell_id = 0xA9B40008u;
    const EnterWorldResult r = place.enter_world(half_metre_ball(), p);
    CHECK(r.lost_cell);
    CHECK_FALSE(r.entered());
    CHECK(r.adjusted_cell == 0);
}

TEST_CASE("enter_world: an ethereal obstacle that is not static blocks nothing", "[enter_world]") {
    auto w = flat_land({sphere_obstacle({50.0f, 60.0f, 1.0f}, 1.0f, PhysicsState::Ethereal)});
    EnterWorld place(*w);
    const EnterWorldResult r = place.enter_world(half_metre_ball(), at(*w, {50.0f, 60.0f, 0.0f}));
    REQUIRE(r.entered());
    CHECK(r.pos.frame.origin.y == 60.0f);
}

TEST_CASE("enter_world: storage and corpses are forced into their cell", "[enter_world]") {
    auto w = flat_land({sphere_obstacle({50.0f, 60.0f, 1.0f}, 1.0f, PhysicsState::Static)});
    EnterWorld place(*w);
    PlacementObject chest = half_metre_ball();
    chest.force_into_cell = true;
    const EnterWorldResult r = place.enter_world(chest, at(*w, {50.0f, 60.0f, 0.0f}));
    REQUIRE(r.entered());
    CHECK(r.forced);
    CHECK(r.pos.frame.origin.y == 60.0f);
}

TEST_CASE("enter_world: ace.spawn_landblock_drop drops a spawn moved into the next landblock",
          "[enter_world][reading]") {
    // Saved 0.5 m south of 0xA9B5; the ring moves it 1.5 m north, across y = 192.
    auto w = flat_land({sphere_obstacle({50.0f, 191.5f, 1.0f}, 1.0f, PhysicsState::Static)});
    EnterWorld place(*w);
    const Position p = at(*w, {50.0f, 191.5f, 0.0f});
    const EnterWorldResult retail = place.enter_world(half_metre_ball(), p);
    REQUIRE(retail.entered());
    CHECK(retail.pos.frame.origin.y == Approx(193.0f).margin(1e-4));
    CHECK(retail.pos.objcell_id >> 16u == 0xA9B5u);
    const EnterWorldResult ace = place.enter_world(
        half_metre_ball(), p, Reading{}.with(ReadingSwitch::AceSpawnLandblockDrop));
    CHECK_FALSE(ace.entered());
    CHECK(ace.left_landblock);
    CHECK(ace.error == SetPositionError::NoValidPosition);
}
