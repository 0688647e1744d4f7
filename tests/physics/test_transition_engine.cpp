// CTransition unit tests (branches and early returns) and the zero-allocation proof for the
// four mover families driven through the real engine.
#include <catch2/catch.hpp>

#include <cmath>

#include "alloc_counter.h"
#include "physics/math/constants.h"
#include "physics/transition/transition.h"
#include "physics/world/mover.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

std::unique_ptr<Transition> path(const glm::vec3& from, const glm::vec3& to, float radius,
                                 ObjectInfoState state) {
    auto t = std::make_unique<Transition>();
    t->init();
    t->object_info.state = state;
    const Sphere s{{0.0f, 0.0f, radius}, radius};
    t->init_sphere(1, &s, 1.0f);
    const Position a{1u, Frame{from, {1, 0, 0, 0}}};
    const Position b{1u, Frame{to, {1, 0, 0, 0}}};
    t->init_path(1u, &a, b);
    return t;
}

} // namespace

TEST_CASE("calc_num_steps: radius-sized steps, the viewer rule, zero offset", "[transition]") {
    glm::vec3 off, per;
    int n = -1;
    auto t = path({0, 0, 0}, {1.0f, 0, 0}, 0.48f, ObjectInfoState::Default);
    t->calc_num_steps(off, per, n);
    CHECK(n == 3); // ceil(1 / 0.48)
    CHECK(per.x == Approx(1.0f / 3.0f));
    auto v = path({0, 0, 0}, {1.0f, 0, 0}, 0.3f, ObjectInfoState::IsViewer);
    v->calc_num_steps(off, per, n);
    CHECK(n == 4); // floor(1 / 0.3) + 1, each step exactly r
    CHECK(per.x == Approx(0.3f));
    auto s = path({0, 0, 0}, {0.1f, 0, 0}, 0.48f, ObjectInfoState::Default);
    s->calc_num_steps(off, per, n);
    CHECK(n == 1);
    auto z = path({0, 0, 0}, {0, 0, 0}, 0.48f, ObjectInfoState::Default);
    z->calc_num_steps(off, per, n);
    CHECK(n == 0);
    z->sphere_path.has_begin_pos = false; // placement: one step, no offset
    z->calc_num_steps(off, per, n);
    CHECK(n == 1);
    CHECK(per == glm::vec3(0.0f));
}

TEST_CASE("adjust_offset: plane projection, crease slide, sliding normal only", "[transition]") {
    auto t = path({0, 0, 0}, {1, 0, 0}, 0.48f, ObjectInfoState::Default);
    t->sphere_path.set_check_pos(t->sphere_path.curr_pos, 1u);
    CollisionInfo& ci = t->collision_info;
    // Into a floor: the normal part is removed.
    ci.set_contact_plane(Plane{{0, 0, 1}, 0}, false);
    CHECK(t->adjust_offset({1, 0, -1}) == glm::vec3(1, 0, 0));
    // Away from a floor: snapped to the plane (z from x, y).
    const glm::vec3 up = t->adjust_offset({1, 0, 1});
    CHECK(up.z == Approx(0.0f).margin(1e-6));
    // Into a wall while on a floor: only the crease direction survives.
    ci.set_sliding_normal({-1, 0, 0});
    const glm::vec3 crease = t->adjust_offset({1, 1, 0});
    CHECK(crease.x == Approx(0.0f).margin(1e-6));
    CHECK(crease.y == Approx(1.0f));
    // Moving away from the wall clears the sliding normal.
    ci.set_sliding_normal({-1, 0, 0});
    t->adjust_offset({-1, 0, 0});
    CHECK_FALSE(ci.sliding_normal_valid);
    // Sliding normal without a plane: projected off the wall.
    ci.contact_plane_valid = false;
    ci.set_sliding_normal({-1, 0, 0});
    CHECK(t->adjust_offset({1, 1, 0}) == glm::vec3(0, 1, 0));
}

TEST_CASE("find_transitional_position: null begin cell, no world, tiny offset", "[transition]") {
    auto t = path({0, 0, 0}, {1, 0, 0}, 0.48f, ObjectInfoState::Default);
    t->sphere_path.begin_cell = 0;
    CHECK_FALSE(t->find_transitional_position());
    // No world: no cell holds the check position, so check_other_cells answers COLLIDED
    // (adjust_to_outside finds no land) and every step is held at the start.
    auto u = path({0, 0, 0}, {1, 0, 0}, 0.48f, ObjectInfoState::Default);
    CHECK(u->find_transitional_position());
    CHECK(u->sphere_path.curr_pos.frame.origin.x == Approx(0.0f));
    CHECK(u->num_substeps == 3);
}

TEST_CASE("validate_transition: a blocked step stays put with a collision normal", "[transition]") {
    auto t = path({0, 0, 0}, {1, 0, 0}, 0.48f, ObjectInfoState::Default);
    t->sphere_path.set_check_pos(t->sphere_path.end_pos, 1u);
    bool redo = true;
    CHECK(t->validate_transition(TransitionState::Collided, redo) == TransitionState::OK);
    CHECK_FALSE(redo);
    CHECK(t->sphere_path.check_pos.frame.origin == glm::vec3(0.0f));
    CHECK(t->collision_info.collision_normal_valid);
    CHECK(t->collision_info.collision_normal == glm::vec3(0, 0, 1));
    CHECK(t->collision_info.sliding_normal_valid == true);
}

TEST_CASE("validate_transition: three stationary frames under gravity make a floor",
          "[transition]") {
    auto t = path({0, 0, 5}, {0, 0, 5}, 0.48f, ObjectInfoState::Default);
    t->object_info.object_state = PhysicsState::Gravity;
    bool redo = false;
    for (int i = 0; i < 3; ++i) {
        t->sphere_path.set_check_pos(t->sphere_path.curr_pos, 1u);
        t->validate_transition(TransitionState::OK, redo);
    }
    CHECK(t->collision_info.frames_stationary_fall == 3);
    CHECK(t->collision_info.contact_plane_valid);
    CHECK(t->collision_info.contact_plane.dot_product({0, 0, 5}) == Approx(0.0f).margin(1e-5));
    CHECK(t->has_state(ObjectInfoState::Contact));
}

TEST_CASE("terrain split and land cells", "[world]") {
    // Pinned values of CLandBlockStruct::ConstructPolygons' hash.
    int sw_ne = 0;
    for (std::uint32_t x = 0; x < 16; ++x)
        for (std::uint32_t y = 0; y < 16; ++y)
            sw_ne += terrain_cut_sw_ne(x, y) ? 1 : 0;
    CHECK(sw_ne > 64);
    CHECK(sw_ne < 192);
    World w;
    w.add_terrain({0, 0}, 24.0f, {{0, 0, 0}, {0, 10, 0}, {0, 0, 0}});
    w.finalize();
    REQUIRE(w.land_cells().size() == 4);
    const LandCell* c = w.land_cell_at(30.0f, 30.0f);
    REQUIRE(c != nullptr);
    CHECK(w.land_cell(c->id) == c);
    CHECK_FALSE(is_indoor_cell(c->id));
    CHECK(w.point_in_cell(c->id, {30.0f, 30.0f, 0.0f}));
    Plane p;
    REQUIRE(w.terrain_plane(24.0f, 24.0f, p));
    // The peak vertex (24, 24, 10) lies on the plane.
    CHECK(p.dot_product({24.0f, 24.0f, 10.0f}) == Approx(0.0f).margin(1e-3));
    CHECK(w.external_cell_id(c->id) == 0u);
}

TEST_CASE("shadow registry: a crowd of 10000 keeps the candidate set small", "[world]") {
    World w;
    w.add_ground(0.0f, 200.0f);
    std::uint32_t id = 1000;
    for (int i = 0; i < 100; ++i)
        for (int j = 0; j < 100; ++j) {
            ObjectDesc d;
            d.id = id++;
            d.creature = true;
            d.state = PhysicsState::None;
            d.pos.frame.origin = {-150.0f + 3.0f * float(i), -150.0f + 3.0f * float(j), 0.0f};
            d.spheres.push_back(Sphere{{0, 0, 0.5f}, 0.5f});
            w.add_object(d);
        }
    w.finalize();
    std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> out{};
    bool overflow = false;
    const std::size_t n = w.objects().query({0, 0, 0}, {1, 1, 2}, out, overflow);
    CHECK_FALSE(overflow);
    CHECK(n <= 4);
}

TEST_CASE("the four mover families resolve with zero allocation after warm-up",
          "[transition][alloc]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    sweeplab::test::add_box(w, 10, {0.0f, 5.5f, 1.5f}, {10.0f, 0.5f, 1.5f});
    sweeplab::test::add_stairs(w, 20, -6.0f, 3, 0.2f, 0.4f);
    ObjectDesc creature;
    creature.id = 99;
    creature.creature = true;
    creature.state = PhysicsState::None;
    creature.pos.frame.origin = {3.0f, 3.0f, 0.0f};
    creature.spheres.push_back(Sphere{{0, 0, 0.5f}, 0.5f});
    w.add_object(creature);
    ObjectDesc pillar;
    pillar.id = 98;
    pillar.pos.frame.origin = {-3.0f, 3.0f, 0.0f};
    pillar.cylspheres.push_back(CylSphereShape{{0, 0, 0}, 0.4f, 2.0f});
    w.add_object(pillar);
    w.finalize();

    Mover player(w, MoverConfig::player());
    Mover remote(w, MoverConfig::remote());
    Mover projectile(w, MoverConfig::projectile());
    Mover viewer(w, MoverConfig::viewer());
    REQUIRE(player.place({0, 2, 0}, glm::radians(-45.0f)));
    REQUIRE(remote.place({2, 0, 0}, 0.0f));
    projectile.place({0, -2, 1.5f}, 0.0f);
    viewer.place({0, 0, 1.6f}, 0.0f);
    static FrameTrace trace;
    MoverInput walk;
    walk.forward = 1.0f;
    walk.turn = 30.0f;
    auto frame = [&](int i) {
        MoverInput in = walk;
        in.jump = (i % 40) == 5;
        player.update(1.0f / 30.0f, in, &trace);
        remote.update(1.0f / 30.0f, walk, nullptr);
        projectile.set_velocity({0.0f, 20.0f, 2.0f});
        projectile.update(1.0f / 30.0f, MoverInput{}, nullptr);
        const float a = 0.1f * float(i);
        Position eye = viewer.position();
        eye.frame.origin = {4.0f * std::cos(a), 4.0f * std::sin(a), 1.6f};
        viewer.move_to(eye, &trace);
    };
    for (int i = 0; i < 60; ++i)
        frame(i); // warm-up
    AllocationCounter::start();
    for (int i = 60; i < 300; ++i)
        frame(i);
    CHECK(AllocationCounter::stop() == 0u);
    CHECK(trace.count > 0u);
}
