// Buildings as retail files them (CBuildingObj): under the one land cell beneath the origin,
// on no indoor cell's list, entered through their portals, tested from the land only, with
// collided_with_environment on a hit (step-down probes included).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "physics/math/constants.h"
#include "physics/transition/transition.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using namespace sweeplab::test;

namespace {

constexpr float kDt = 1.0f / 30.0f;
constexpr float kPi = 3.14159265f;
constexpr std::uint32_t kRoom = 0x100u;
const glm::vec3 kHouse{10.0f, 10.0f, 0.0f};

// A closed box shell (solid inside) centred at `center`.
BuildingDesc box_building(std::uint32_t id, const glm::vec3& center, const glm::vec3& half) {
    BuildingDesc b;
    b.shell.id = id;
    b.shell.pos.frame.origin = center;
    b.shell.state = PhysicsState::Static;
    b.shell.bsp = compile_shell(box_mesh(half));
    return b;
}

// Flat land [-48, 48]^2 in 24 m squares (seams at x = -24, 0, 24) and a 12 x 6 x 3 m
// building over x 16..28, y 7..13: its origin (22, 10) lies in the square x 0..24 (A), its
// east third in the square x 24..48 (B).
void straddle_world(World& w) {
    w.add_ground(0.0f, 48.0f);
    w.add_building(box_building(500, {22.0f, 10.0f, 1.5f}, {6.0f, 3.0f, 1.5f}));
    w.finalize();
}

// A 6 x 6 x 3 m room round kHouse whose +Y wall (face 3, portal 0) opens outside, and a
// shell that is a box over x -1.5..3.2, y -3.2..3.2 about kHouse: its -X face stands inside
// the room. (Land squares are 20 m here, seams at 0 and +-20: the house is clear of them.)
void house_world(World& w, bool building_portal = true, std::int32_t portal_id = 0) {
    w.add_ground(0.0f, 40.0f);
    const std::array<PortalDesc, 1> portals{PortalDesc{3, true, 0}};
    Frame frame;
    frame.origin = kHouse;
    REQUIRE_FALSE(w.add_env_cell(kRoom, room_mesh({-3, -3, 0}, {3, 3, 3}), frame, portals));
    BuildingDesc b = box_building(500, kHouse + glm::vec3(0.85f, 0.0f, 1.6f), {2.35f, 3.2f, 1.6f});
    if (building_portal)
        b.portals.push_back(BuildingPortalDesc{kRoom, portal_id, false, true, {kRoom}});
    w.add_building(b);
    // An ordinary static box inside the room: filed into the room as before.
    add_box(w, 7, kHouse + glm::vec3(-2.5f, -2.5f, 0.25f), {0.25f, 0.25f, 0.25f});
    w.finalize();
}

bool in_array(const CellArray& a, std::uint32_t id) {
    for (std::uint32_t k = 0; k < a.num_cells; ++k)
        if (a.cells[k].cell_id == id) return true;
    return false;
}

// A transition moving a 0.48 m sphere 0.5 m along -y until its centre is at `center`.
std::unique_ptr<Transition> probe(const World& w, const glm::vec3& center, ObjectInfoState state) {
    auto t = std::make_unique<Transition>();
    t->init();
    t->world = &w;
    t->object_info.state = state;
    const Sphere s{{0.0f, 0.0f, 0.48f}, 0.48f};
    t->init_sphere(1, &s, 1.0f);
    const std::uint32_t cell = w.land_cell_at(center.x, center.y)->id;
    const Position p{cell, Frame{center - glm::vec3(0, 0, 0.48f), {1, 0, 0, 0}}};
    const Position from{cell, Frame{p.frame.origin + glm::vec3(0, 0.5f, 0), {1, 0, 0, 0}}};
    t->init_path(cell, &from, p);
    t->sphere_path.set_check_pos(p, cell);
    return t;
}

// What CTransition::step_down sets before its insert (0.5 m, the whole step left).
void step_down_probe(Transition& t) {
    t.sphere_path.step_down = true;
    t.sphere_path.step_down_amt = 0.5f;
    t.sphere_path.walk_interp = 1.0f;
    t.sphere_path.walkable_allowance = kLandingZ;
}

} // namespace

TEST_CASE("buildings: filed under the one land cell beneath the origin", "[world][building]") {
    World w;
    straddle_world(w);
    REQUIRE(w.buildings().size() == 1);
    const Building& b = w.buildings()[0];
    const LandCell* a = w.land_cell_at(22.0f, 10.0f);
    const LandCell* east = w.land_cell_at(26.0f, 10.0f);
    REQUIRE(a != nullptr);
    REQUIRE(east != nullptr);
    REQUIRE(a != east);
    CHECK(b.land_cell == a->id);
    CHECK(b.attached);
    CHECK(w.building_of(*a) == &b);
    // The square holding the east third of the shell does not list it, nor does any other.
    CHECK(w.building_of(*east) == nullptr);
    int listed = 0;
    for (const LandCell& l : w.land_cells())
        listed += w.building_of(l) != nullptr ? 1 : 0;
    CHECK(listed == 1);
    // The shell is a shadow object flagged as a building (for the lab and the measures).
    const ShadowObject* shell = w.objects().find(500);
    REQUIRE(shell != nullptr);
    CHECK(shell->building);
    CHECK(&w.objects().objects()[b.object] == shell);
}

TEST_CASE("buildings: a square keeps its first building - off the land none is filed",
          "[world][building]") {
    World w;
    w.add_ground(0.0f, 48.0f);
    w.add_building(box_building(500, {5.0f, 5.0f, 1.0f}, {1.0f, 1.0f, 1.0f}));
    w.add_building(box_building(501, {15.0f, 15.0f, 1.0f}, {1.0f, 1.0f, 1.0f}));
    w.add_building(box_building(502, {100.0f, 0.0f, 1.0f}, {1.0f, 1.0f, 1.0f}));
    w.finalize();
    const auto bs = w.buildings();
    REQUIRE(bs.size() == 3);
    CHECK(bs[0].attached);
    // CSortCell::add_building: the square already has one.
    CHECK(bs[1].land_cell == bs[0].land_cell);
    CHECK_FALSE(bs[1].attached);
    CHECK(w.building_of(*w.land_cell_at(15.0f, 15.0f)) == &bs[0]);
    CHECK(bs[2].land_cell == 0u);
    CHECK_FALSE(bs[2].attached);

    // The second one is never tested: a mover walks through it.
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({15.0f, 12.0f, 0.0f}, 0.0f));
    MoverInput in;
    in.forward = 1.0f;
    for (int i = 0; i < 45; ++i)
        m.update(kDt, in);
    CHECK(m.output().position.y > 16.5f);
}

TEST_CASE("buildings: no indoor cell lists the shell - ordinary statics are still filed",
          "[world][building]") {
    World w;
    house_world(w);
    const EnvCell* room = w.env_cell(w.internal_cell_id(kRoom));
    REQUIRE(room != nullptr);
    const auto objs = w.objects().objects();
    bool shell_listed = false, box_listed = false;
    for (std::uint32_t i : room->objects) {
        shell_listed = shell_listed || objs[i].desc.id == 500;
        box_listed = box_listed || objs[i].desc.id == 7;
    }
    CHECK_FALSE(shell_listed);
    CHECK(box_listed);
}

TEST_CASE("buildings: the land enters the building's cells through its portals",
          "[world][building]") {
    const Sphere outside{kHouse + glm::vec3(0.0f, 3.3f, 1.0f), 0.48f}; // 0.18 m into the room
    const Sphere far{kHouse + glm::vec3(0.0f, 8.0f, 1.0f), 0.48f};
    for (int variant = 0; variant < 3; ++variant) {
        World w;
        // 0: the portal; 1: no building portal; 2: a portal whose other_portal_id < 0.
        house_world(w, variant != 1, variant == 2 ? -1 : 0);
        const std::uint32_t room = w.internal_cell_id(kRoom);
        const Position p{w.land_cell_at(outside.center.x, outside.center.y)->id,
                         Frame{outside.center, {1, 0, 0, 0}}};
        CellArray a;
        std::uint32_t curr = 0;
        w.find_cell_list(p, 1, &outside, a, &curr, nullptr);
        INFO("variant " << variant);
        CHECK(in_array(a, p.objcell_id));
        CHECK(in_array(a, room) == (variant == 0));
        CHECK(curr == p.objcell_id); // the centre is still outdoors
        CellArray b;
        w.find_cell_list(Position{p.objcell_id, Frame{far.center, {1, 0, 0, 0}}}, 1, &far, b, &curr,
                         nullptr);
        CHECK_FALSE(in_array(b, room));
    }
}

TEST_CASE("buildings: found only while the footprint reaches the building's square",
          "[world][building]") {
    World w;
    straddle_world(w);
    const std::uint32_t a = w.land_cell_at(22.0f, 10.0f)->id;
    // Against the north face (y = 13) at x = 24.2: the footprint reaches square A.
    {
        auto t = probe(w, {24.2f, 13.3f, 1.0f}, ObjectInfoState::Default);
        t->build_cell_array(nullptr);
        CHECK(in_array(t->cell_array, a));
        CHECK(t->find_collisions(a) != TransitionState::OK);
        CHECK(t->collision_info.collided_with_environment);
    }
    // At x = 26 the footprint is all in square B, which lists no building.
    {
        auto t = probe(w, {26.0f, 13.3f, 1.0f}, ObjectInfoState::Default);
        t->build_cell_array(nullptr);
        CHECK_FALSE(in_array(t->cell_array, a));
        for (std::uint32_t k = 0; k < t->cell_array.num_cells; ++k)
            CHECK(t->find_collisions(t->cell_array.cells[k].cell_id) == TransitionState::OK);
        CHECK_FALSE(t->collision_info.collided_with_environment);
    }
}

TEST_CASE("buildings: collided_with_environment on a hit, step-down probes included",
          "[world][building]") {
    World w;
    straddle_world(w);
    const std::uint32_t a = w.land_cell_at(22.0f, 10.0f)->id;
    const glm::vec3 at_face{22.0f, 13.3f, 1.0f};
    // A step-down probe sunk 0.18 m into the roof (z = 3): step_sphere_down lands it.
    const glm::vec3 on_roof{22.0f, 10.0f, 3.3f};
    {
        auto t = probe(w, on_roof, ObjectInfoState::Default);
        step_down_probe(*t);
        CHECK(t->find_collisions(a) != TransitionState::OK);
        CHECK(t->collision_info.collided_with_environment);
    }
    {
        auto t = probe(w, at_face, ObjectInfoState::Contact);
        CHECK(t->find_collisions(a) != TransitionState::OK);
        CHECK_FALSE(t->collision_info.collided_with_environment);
    }
    // The same box as an ordinary static object: a step-down probe does not mark it
    // (CPhysicsObj::FindObjCollisions skips that while step_down).
    World o;
    o.add_ground(0.0f, 48.0f);
    add_box(o, 500, {22.0f, 10.0f, 1.5f}, {6.0f, 3.0f, 1.5f});
    o.finalize();
    {
        auto t = probe(o, on_roof, ObjectInfoState::Default);
        step_down_probe(*t);
        CHECK(t->find_collisions(a) != TransitionState::OK);
        CHECK_FALSE(t->collision_info.collided_with_environment);
    }
}

TEST_CASE("buildings: a mover from the square without the origin", "[world][building]") {
    World w;
    straddle_world(w);
    MoverInput in;
    in.forward = 1.0f;
    // Near the seam the building is found: stopped at the north face.
    Mover near(w, MoverConfig::player());
    REQUIRE(near.place({24.2f, 16.0f, 0.0f}, kPi));
    for (int i = 0; i < 60; ++i)
        near.update(kDt, in);
    CHECK(near.output().position.y == Approx(13.48f).margin(0.05f));
    // 2 m east of it the face is not solid: the mover walks into the shell.
    Mover deep(w, MoverConfig::player());
    REQUIRE(deep.place({26.0f, 16.0f, 0.0f}, kPi));
    for (int i = 0; i < 45; ++i)
        deep.update(kDt, in);
    CHECK(deep.output().position.y < 12.0f);
}

TEST_CASE("buildings: a shell face inside a room is not met from inside", "[world][building]") {
    World w;
    house_world(w);
    const std::uint32_t room = w.internal_cell_id(kRoom);
    Mover m(w, MoverConfig::player());
    // Facing -X (yaw 90): across the shell's -X face at x = 8.5 to the room's wall.
    REQUIRE(m.place(kHouse + glm::vec3(1.0f, 0.0f, 0.0f), 0.5f * kPi, room));
    MoverInput in;
    in.forward = 1.0f;
    for (int i = 0; i < 45; ++i)
        m.update(kDt, in);
    CHECK(m.output().cell == room);
    // Wholly past the shell's face (x = 8.5), held by the room's own wall (x = 7) a step
    // short of touching it.
    CHECK(m.output().position.x < kHouse.x - 1.5f - 0.48f);
    CHECK(m.output().position.x >= kHouse.x - 3.0f + 0.48f);
}

TEST_CASE("buildings: the penetration measures count a shell only where retail tests it",
          "[world][building]") {
    World w;
    house_world(w);
    const ShadowObject* shell = w.objects().find(500);
    REQUIRE(shell != nullptr);
    const auto index = static_cast<std::uint32_t>(shell - w.objects().objects().data());
    // In the room on the shell's -X face: not tested (no land cell in reach).
    CHECK_FALSE(w.shell_in_reach(index, Sphere{kHouse + glm::vec3(-1.3f, 0.0f, 1.0f), 0.48f}));
    // Outdoors beside it: tested.
    CHECK(w.shell_in_reach(index, Sphere{kHouse + glm::vec3(3.5f, 0.0f, 1.0f), 0.48f}));
    // In the room at the open wall: the land beyond it is in reach, so is the shell.
    CHECK(w.shell_in_reach(index, Sphere{kHouse + glm::vec3(0.0f, 2.8f, 1.0f), 0.48f}));
    // An ordinary object is always counted.
    const ShadowObject* box = w.objects().find(7);
    CHECK(w.shell_in_reach(static_cast<std::uint32_t>(box - w.objects().objects().data()),
                           Sphere{kHouse, 0.48f}));
}
