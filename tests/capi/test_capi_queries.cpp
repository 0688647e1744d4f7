// The C API beyond the core, on the synthetic place (tests/dat/writer/synthetic_place.h):
// house A's room is [56, 64] x [56, 62] x [0, 3] m with its door in the south wall at x 60;
// the door walk starts at (60, 50) on the pad. Each query is checked where its answer is
// known: the cell of a point, the surface below, a swept sphere, a raw transition, objects
// added in the walk's way, moved and removed.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "capi_fixture.h"
#include "sweeplab/sweeplab.h"

using namespace sweeplab::test::capi;

namespace {

constexpr std::uint32_t kRoom = 0xA9B40100u;
constexpr std::uint32_t kFrame = 0xA9B40000u; // the landblock's frame, no cell

struct World {
    sl_world* w = nullptr;
    World() { REQUIRE(sl_world_open_dat(place_dir().c_str(), 0xA9B4001Bu, nullptr, &w) == SL_OK); }
    ~World() { sl_world_free(w); }
};

// The door walk in `w`: 120 frames north from (60, 50). Fills the last frame's result and
// the first object it hit (0: none).
sl_step_result door_walk(sl_world* w, std::uint32_t& first_hit) {
    sl_mover* m = nullptr;
    const sl_position start = at(kFrame, 60.0f, 50.0f, 0.0f);
    REQUIRE(sl_mover_create(w, nullptr, &start, &m, nullptr) == SL_OK);
    const sl_controls c = controls(1.0f);
    sl_step_result r{};
    first_hit = 0;
    for (int f = 0; f < 120; ++f) {
        REQUIRE(sl_mover_step(w, m, &c, 1.0f / 30.0f, &r) == SL_OK);
        if (first_hit == 0) first_hit = r.hit_object;
    }
    sl_mover_free(m);
    return r;
}

} // namespace

TEST_CASE("capi queries: the cell a point is in", "[capi]") {
    World world;
    std::uint32_t cell = 0;
    sl_position p = at(kFrame, 60.0f, 59.0f, 1.0f);
    REQUIRE(sl_world_find_cell(world.w, &p, &cell) == SL_OK);
    CHECK(cell == kRoom);
    p = at(0xA9B40013u, 60.0f, 50.0f, 1.0f); // any cell of the landblock names the frame
    REQUIRE(sl_world_find_cell(world.w, &p, &cell) == SL_OK);
    CHECK(cell == 0xA9B40013u);
    // The neighbour landblock to the east, in its own frame: its land square (0, 0).
    p = at(0xAAB40000u, 10.0f, 10.0f, 50.0f);
    REQUIRE(sl_world_find_cell(world.w, &p, &cell) == SL_OK);
    CHECK(cell == 0xAAB40001u);
    p = at(0x10100000u, 10.0f, 10.0f, 1.0f); // not loaded
    cell = 5;
    CHECK(sl_world_find_cell(world.w, &p, &cell) == SL_ERROR_NOT_FOUND);
    CHECK(cell == 5u);
}

TEST_CASE("capi queries: the surface below a point, outdoors and in a room", "[capi]") {
    World world;
    sl_mover* m = nullptr;
    const sl_position start = at(kFrame, 60.0f, 50.0f, 0.0f);
    sl_position placed{};
    REQUIRE(sl_mover_create(world.w, nullptr, &start, &m, &placed) == SL_OK);
    sl_mover_free(m);
    sl_surface s{};
    sl_position p = at(kFrame, 60.0f, 50.0f, 5.0f);
    REQUIRE(sl_world_surface_below(world.w, &p, 20.0f, &s) == SL_OK);
    CHECK(s.position.cell == 0xA9B40013u);
    CHECK(s.position.origin[2] == Approx(placed.origin[2]).margin(0.01));
    CHECK(s.normal[2] == Approx(1.0f).margin(1e-3));
    CHECK(s.walkable == 1u);
    CHECK(s.hit_object == 0u);
    p = at(kFrame, 60.0f, 59.0f, 2.5f);
    REQUIRE(sl_world_surface_below(world.w, &p, 10.0f, &s) == SL_OK);
    CHECK(s.position.cell == kRoom);
    CHECK(s.position.origin[2] == Approx(0.0f).margin(0.02));
    // Nothing within 1 m under a point 5 m up.
    p = at(kFrame, 60.0f, 50.0f, 5.0f + placed.origin[2]);
    CHECK(sl_world_surface_below(world.w, &p, 1.0f, &s) == SL_ERROR_NOT_FOUND);
    CHECK(sl_world_surface_below(world.w, &p, -1.0f, &s) == SL_ERROR_ARGUMENT);
}

TEST_CASE("capi queries: a swept sphere stops at house A's wall and not in open air", "[capi]") {
    World world;
    sl_sweep_result r{};
    const sl_position from = at(kFrame, 57.0f, 50.0f, 1.0f);
    const sl_position to = at(kFrame, 57.0f, 59.0f, 1.0f);
    REQUIRE(sl_sweep_sphere(world.w, &from, &to, 0.1f, &r) == SL_OK);
    CHECK(r.hit == 1u);
    CHECK(r.hit_environment + r.hit_object > 0u);
    CHECK(r.position.origin[1] < 56.0f);
    CHECK(r.position.origin[1] > 55.0f);
    CHECK(r.fraction < 0.7f);
    CHECK(r.normal[1] == Approx(-1.0f).margin(1e-3));
    const sl_position a = at(kFrame, 40.0f, 40.0f, 5.0f);
    const sl_position b = at(kFrame, 40.0f, 45.0f, 5.0f);
    REQUIRE(sl_sweep_sphere(world.w, &a, &b, 0.1f, &r) == SL_OK);
    CHECK(r.hit == 0u);
    CHECK(r.fraction == 1.0f);
    CHECK(r.position.origin[1] == Approx(45.0f));
}

TEST_CASE("capi queries: a raw transition of the human into the wall slides or stops there",
          "[capi]") {
    World world;
    sl_transition_desc d{};
    d.struct_size = sizeof d;
    d.num_spheres = 2;
    const float spheres[2][4] = {{0.0f, 0.0f, 0.48f, 0.48f}, {0.0f, 0.0f, 1.35f, 0.48f}};
    std::memcpy(d.spheres, spheres, sizeof spheres);
    d.step_up_height = 0.4f;
    d.step_down_height = 0.4f;
    d.flags = SL_MOVE_CONTACT | SL_MOVE_ON_WALKABLE;
    sl_mover* m = nullptr;
    sl_position placed{};
    const sl_position start = at(kFrame, 57.0f, 54.0f, 0.0f);
    REQUIRE(sl_mover_create(world.w, nullptr, &start, &m, &placed) == SL_OK);
    sl_mover_free(m);
    d.start = placed;
    d.end = placed;
    d.end.origin[1] = 57.0f;
    sl_transition_result r{};
    REQUIRE(sl_transition(world.w, &d, &r) == SL_OK);
    CHECK(r.moved == 1u);
    CHECK(r.position.origin[1] < 56.0f - 0.47f);
    CHECK(r.collision_normal_valid == 1u);
    CHECK(r.collision_normal[1] == Approx(-1.0f).margin(1e-3));
    CHECK(r.state != SL_TRANSITION_INVALID);
    CHECK(r.contact_plane_valid == 1u);
    CHECK(r.contact_plane[2] == Approx(1.0f).margin(1e-3));
    CHECK(r.substeps > 1u);
    CHECK(r.distance > 1.0f);
    // A placement at a spot inside the wall comes out clear of it.
    d.flags = SL_MOVE_PLACEMENT;
    d.start = at(kFrame, 57.0f, 55.8f, 0.0f); // the sphere 0.3 m into the wall
    REQUIRE(sl_transition(world.w, &d, &r) == SL_OK);
    CHECK(r.moved == 1u);
    CHECK(r.distance > 0.3f);
    d.flags = 0x400u;
    CHECK(sl_transition(world.w, &d, &r) == SL_ERROR_ARGUMENT);
    CHECK(std::string(sl_last_error()) == "sl_transition: desc->flags has unknown bits");
}

TEST_CASE("capi queries: an object added in the door walk's way is hit, and once removed is not",
          "[capi]") {
    World world;
    std::uint32_t hit = 0;
    sl_step_result r = door_walk(world.w, hit);
    CHECK(r.position.cell == kRoom);
    CHECK(hit == 0u);

    sl_object_desc d{};
    d.struct_size = sizeof d;
    d.id = 0x70000042u;
    d.cylinder_radius = 0.5f;
    d.cylinder_height = 2.0f;
    sl_object_handle h{};
    sl_placement_result pr{};
    const sl_position post = at(kFrame, 60.0f, 53.0f, 0.0f);
    REQUIRE(sl_world_add_object(world.w, &d, &post, &h, &pr) == SL_OK);
    CHECK(h.id == 0x70000042u);
    CHECK(pr.outcome == SL_PLACED);
    CHECK(pr.moved_by <= 0.001f);
    r = door_walk(world.w, hit);
    CHECK(hit == 0x70000042u);
    CHECK(r.position.cell != kRoom);
    CHECK(r.position.origin[1] < 53.0f);

    // Moved out of the way: the walk enters again.
    const sl_position aside = at(kFrame, 70.0f, 45.0f, 0.0f);
    REQUIRE(sl_world_move_object(world.w, h, &aside, &pr) == SL_OK);
    CHECK(pr.outcome == SL_PLACED);
    r = door_walk(world.w, hit);
    CHECK(r.position.cell == kRoom);
    CHECK(hit == 0u);

    // Back in the way, then removed.
    REQUIRE(sl_world_move_object(world.w, h, &post, &pr) == SL_OK);
    (void)door_walk(world.w, hit);
    CHECK(hit == 0x70000042u);
    REQUIRE(sl_world_remove_object(world.w, h) == SL_OK);
    r = door_walk(world.w, hit);
    CHECK(r.position.cell == kRoom);
    CHECK(hit == 0u);
    CHECK(sl_world_remove_object(world.w, h) == SL_ERROR_NOT_FOUND);
    CHECK(std::string(sl_last_error()) ==
          "sl_world_remove_object: object 0x70000042 was removed or dropped");
    sl_object_handle stranger{99u, 1u};
    CHECK(sl_world_move_object(world.w, stranger, &post, &pr) == SL_ERROR_NOT_FOUND);
}

TEST_CASE("capi queries: an object put inside a wall is moved out by the ring search", "[capi]") {
    World world;
    sl_object_desc d{};
    d.struct_size = sizeof d;
    d.num_spheres = 1;
    d.spheres[0][2] = 0.5f;
    d.spheres[0][3] = 0.5f;
    sl_object_handle h{};
    sl_placement_result pr{};
    const sl_position in_wall = at(kFrame, 57.0f, 55.8f, 0.0f); // 0.3 m into the wall
    REQUIRE(sl_world_add_object(world.w, &d, &in_wall, &h, &pr) == SL_OK);
    CHECK(h.id != 0u);
    REQUIRE(pr.outcome == SL_MOVED);
    CHECK(pr.moved_by > 0.3f);
    CHECK(std::string(pr.why).empty());
    // No shape at all is refused.
    d.num_spheres = 0;
    CHECK(sl_world_add_object(world.w, &d, &in_wall, &h, &pr) == SL_ERROR_ARGUMENT);
    CHECK(std::string(sl_last_error()) ==
          "sl_world_add_object: desc has no shape (num_spheres 0 and no cylinder)");
}

TEST_CASE("capi queries: the reading per world and per mover", "[capi]") {
    World world;
    REQUIRE(sl_world_set_reading(world.w, SL_READING_GDLE) == SL_OK);
    sl_mover* m = nullptr;
    const sl_position start = at(kFrame, 60.0f, 50.0f, 0.0f);
    REQUIRE(sl_mover_create(world.w, nullptr, &start, &m, nullptr) == SL_OK);
    REQUIRE(sl_mover_set_reading(m, SL_READING_ACE) == SL_OK);
    const sl_controls c = controls(1.0f);
    sl_step_result r{};
    REQUIRE(sl_mover_step(world.w, m, &c, 1.0f / 30.0f, &r) == SL_OK);
    CHECK(r.position.origin[1] > 50.0f);
    sl_mover_free(m);
}

TEST_CASE("capi queries: an object on the wall's plane is dropped, saying why", "[capi]") {
    World world;
    sl_object_desc d{};
    d.struct_size = sizeof d;
    d.num_spheres = 1;
    d.spheres[0][2] = 0.5f;
    d.spheres[0][3] = 0.5f;
    sl_object_handle h{};
    sl_placement_result pr{};
    // Straddling the stored plane of the wall: retail's placement insert takes the sphere for
    // clear and the placement check refuses it (docs/world-objects.md, "Placement in a
    // stored tree, in a turned room").
    const sl_position on_plane = at(kFrame, 57.0f, 56.0f, 0.0f);
    REQUIRE(sl_world_add_object(world.w, &d, &on_plane, &h, &pr) == SL_OK);
    CHECK(pr.outcome == SL_DROPPED);
    CHECK(std::string(pr.why) == "it collides where it is put");
    CHECK(sl_world_remove_object(world.w, h) == SL_ERROR_NOT_FOUND);
}

TEST_CASE("capi queries: an object's handle names nothing in another world", "[capi]") {
    World a;
    World b;
    sl_object_desc d{};
    d.struct_size = sizeof d;
    d.cylinder_radius = 0.3f;
    d.cylinder_height = 1.0f;
    sl_object_handle in_a{};
    sl_object_handle in_b{};
    const sl_position p = at(kFrame, 40.0f, 40.0f, 0.0f);
    REQUIRE(sl_world_add_object(a.w, &d, &p, &in_a, nullptr) == SL_OK);
    REQUIRE(sl_world_add_object(b.w, &d, &p, &in_b, nullptr) == SL_OK);
    CHECK(in_a.index == in_b.index); // each world's first object
    CHECK(in_a.id != in_b.id);       // assigned ids are unique in the process
    CHECK(sl_world_remove_object(b.w, in_a) == SL_ERROR_NOT_FOUND);
    CHECK(std::string(sl_last_error()).find("is not an object of this world") != std::string::npos);
    CHECK(sl_world_remove_object(a.w, in_a) == SL_OK);
}
