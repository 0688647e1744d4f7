// The ACE reading's switches (physics/reading/reading.h, docs/readings.md): each departure
// changes the outcome with its switch on and leaves retail's without it.
#include <catch2/catch.hpp>

#include <glm/geometric.hpp>

#include "collision_family_fixture.h"
#include "fixtures/bsp_fixtures.h"
#include "fixtures/bsp_trees.h"
#include "physics/bsp/bsp_tree.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/collision/cyl_sphere_collision.h"
#include "physics/geometry/polygon.h"
#include "physics/reading/reading.h"
#include "physics/transition/transition.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using namespace sweeplab::physics::testing;
using TS = TransitionState;

namespace {

Reading ace(ReadingSwitch s) {
    return Reading{}.with(s);
}

// One sphere of `radius` from `from` to `to`, no world (every step is held at the start).
std::unique_ptr<Transition> straight_path(const glm::vec3& from, const glm::vec3& to,
                                          float radius) {
    auto t = std::make_unique<Transition>();
    t->init();
    t->object_info.state = ObjectInfoState::Default;
    const Sphere s{{0.0f, 0.0f, radius}, radius};
    t->init_sphere(1, &s, 1.0f);
    const Position a{1u, Frame{from, {1, 0, 0, 0}}};
    const Position b{1u, Frame{to, {1, 0, 0, 0}}};
    t->init_path(1u, &a, b);
    return t;
}

std::int32_t top_face(const PhysicsBsp& t) {
    for (std::size_t i = 0; i < t.polygons().size(); ++i)
        if (t.polygons()[i].plane.normal.z > 0.99f) return static_cast<std::int32_t>(i);
    return kNoPolygon;
}

// A unit square in z = 0 facing +z (as test_polygon.cpp's).
struct Square {
    std::array<glm::vec3, 4> v{glm::vec3{-1, -1, 0}, glm::vec3{1, -1, 0}, glm::vec3{1, 1, 0},
                               glm::vec3{-1, 1, 0}};
    PolygonView view() const {
        PolygonView p;
        p.vertices = std::span<const glm::vec3>(v.data(), v.size());
        p.plane = Plane{{0, 0, 1}, 0};
        return p;
    }
};

} // namespace

TEST_CASE("ace.max_quantum's source names ACE's PhysicsGlobals and update_object", "[reading]") {
    const ReadingSwitchInfo& i = reading_switch_info(ReadingSwitch::AceMaxQuantum);
    CHECK(std::string(i.source) == "ACE PhysicsGlobals.cs MaxQuantum; PhysicsObj.cs update_object");
    for (const ReadingSwitchInfo& s : reading_switches()) {
        if (std::string_view(s.name).substr(0, 4) != "ace.") continue;
        INFO(s.name);
        CHECK(std::string_view(s.source).substr(0, 4) == "ACE ");
        CHECK(std::string_view(s.source).find(".cs ") != std::string_view::npos);
    }
}

TEST_CASE("ace.step_cap: more than 1000 sub-steps fail before the first", "[reading][ace]") {
    // r = 0.01 m over 10.005 m: 1001 sub-steps; 9.985 m: 999.
    for (const bool on : {false, true}) {
        const ReadingScope scope(on ? ace(ReadingSwitch::AceStepCap) : Reading{});
        INFO("switch " << on);
        auto longer = straight_path({0, 0, 0}, {10.005f, 0, 0}, 0.01f);
        if (on) {
            CHECK_FALSE(longer->find_transitional_position());
            CHECK(longer->num_substeps == 0);
        } else {
            CHECK(longer->find_transitional_position());
            CHECK(longer->num_substeps == 1001);
        }
        auto shorter = straight_path({0, 0, 0}, {9.985f, 0, 0}, 0.01f);
        CHECK(shorter->find_transitional_position());
        CHECK(shorter->num_substeps == 999);
    }
}

TEST_CASE("ace.step_cap: a fast 5 mm projectile stays put for one 0.2 s quantum",
          "[reading][ace]") {
    // 50 m/s (retail's velocity cap) for 0.2 s is 10 m; over a 5 mm sphere that is 2000
    // sub-steps: retail flies them, ACE's transition fails and the object does not move.
    for (const bool on : {false, true}) {
        World w;
        w.add_ground(0.0f, 200.0f);
        w.finalize();
        MoverConfig c = MoverConfig::projectile();
        c.spheres = {Sphere{{0.0f, 0.0f, 0.0f}, 0.005f}};
        c.state = PhysicsState::Missile; // no gravity: a straight line
        c.reading = on ? ace(ReadingSwitch::AceStepCap) : Reading{};
        Mover m(w, c);
        REQUIRE(m.place({0.0f, 0.0f, 5.0f}, 0.0f));
        m.set_velocity({50.0f, 0.0f, 0.0f});
        m.update(0.2f, MoverInput{});
        INFO("switch " << on << " x " << m.output().position.x);
        if (on)
            CHECK(m.output().position.x == Approx(0.0f).margin(1e-4));
        else
            CHECK(m.output().position.x == Approx(10.0f).margin(0.01));
    }
}

TEST_CASE("ace.raw_collision_normal: stored as given, zero only when short", "[reading][ace]") {
    CollisionInfo retail;
    retail.set_collision_normal({3.0f, 0.0f, 4.0f});
    CHECK(retail.collision_normal.x == Approx(0.6f));
    const ReadingScope scope(ace(ReadingSwitch::AceRawCollisionNormal));
    CollisionInfo ci;
    ci.set_collision_normal({3.0f, 0.0f, 4.0f});
    CHECK(ci.collision_normal_valid);
    CHECK(ci.collision_normal == glm::vec3(3.0f, 0.0f, 4.0f));
    ci.set_collision_normal({0.0001f, 0.0f, 0.0001f}); // |n| < EPSILON
    CHECK(ci.collision_normal_valid);
    CHECK(ci.collision_normal == glm::vec3(0.0f));
}

TEST_CASE("ace.raw_sliding_normal: (x, y, 0) raw - the length test sees z - init keeps z",
          "[reading][ace]") {
    CollisionInfo retail;
    retail.set_sliding_normal({3.0f, 4.0f, 10.0f});
    CHECK(retail.sliding_normal.x == Approx(0.6f));
    retail.set_sliding_normal({0.0001f, 0.0001f, 5.0f});
    CHECK(retail.sliding_normal == glm::vec3(0.0f));
    retail.init_sliding_normal({0.0f, 3.0f, 4.0f});
    CHECK(retail.sliding_normal == glm::vec3(0.0f, 1.0f, 0.0f));

    const ReadingScope scope(ace(ReadingSwitch::AceRawSlidingNormal));
    CollisionInfo ci;
    ci.set_sliding_normal({3.0f, 4.0f, 10.0f});
    CHECK(ci.sliding_normal_valid);
    CHECK(ci.sliding_normal == glm::vec3(3.0f, 4.0f, 0.0f));
    // The whole normal is long, so the tiny horizontal part is kept, raw.
    ci.set_sliding_normal({0.0001f, 0.0001f, 5.0f});
    CHECK(ci.sliding_normal == glm::vec3(0.0001f, 0.0001f, 0.0f));
    ci.set_sliding_normal({0.0001f, 0.0f, 0.0001f});
    CHECK(ci.sliding_normal == glm::vec3(0.0f));
    ci.init_sliding_normal({0.0f, 3.0f, 4.0f});
    CHECK(ci.sliding_normal.y == Approx(0.6f));
    CHECK(ci.sliding_normal.z == Approx(0.8f));
}

TEST_CASE("ace.adjust_to_plane: never succeeds where retail backs off", "[reading][ace]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    struct Case {
        glm::vec3 curr;
        glm::vec3 check;
    };
    // A tangent time of 0.625; a start within one radius (time 1, still intersecting); a
    // start within one radius moving away (time 1, free at the end).
    for (const Case& c : {Case{{0, 0, 1}, {0, 0, 0.2f}}, Case{{0, 0, 0.45f}, {0, 0, 0.1f}},
                          Case{{0, 0, 0.45f}, {0, 0, 2.0f}}}) {
        INFO("from " << c.curr.z << " to " << c.check.z);
        glm::vec3 contact(0.0f);
        Sphere retail{c.check, 0.5f};
        CHECK(adjust_to_plane(t, retail, c.curr, top_face(t), contact));
        const ReadingScope scope(ace(ReadingSwitch::AceAdjustToPlane));
        Sphere a{c.check, 0.5f};
        CHECK_FALSE(adjust_to_plane(t, a, c.curr, top_face(t), contact));
    }
}

TEST_CASE("ace.adjust_to_plane: a touch time other than 1 leaves the sphere untouched",
          "[reading][ace]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    glm::vec3 contact(0.0f);
    const ReadingScope scope(ace(ReadingSwitch::AceAdjustToPlane));
    Sphere a{{0, 0, 0.2f}, 0.5f};
    CHECK_FALSE(adjust_to_plane(t, a, {0, 0, 1}, top_face(t), contact));
    CHECK(a.center.z == 0.2f);
    // Time 1, still intersecting at the end: the sphere is left at the end of the movement.
    Sphere b{{0, 0, 0.1f}, 0.5f};
    CHECK_FALSE(adjust_to_plane(t, b, {0, 0, 0.45f}, top_face(t), contact));
    CHECK(b.center.z == Approx(0.1f));
}

TEST_CASE("ace.adjust_sphere_sign: a short step flips the radius (6.25, not 3.75)",
          "[reading][ace]") {
    const Square sq;
    const Sphere s{{0, 0, 0}, 0.5f};
    // Front side, |m| = 0.4 <= r: retail's target +r, ACE's -r.
    CHECK(adjust_sphere_to_poly(sq.view(), s, {0, 0, 2}, {0, 0, -0.4f}) == Approx(3.75));
    // A long step from behind: retail -r (1.5), ACE +r (2.5).
    CHECK(adjust_sphere_to_poly(sq.view(), s, {0, 0, -2}, {0, 0, 1}) == Approx(1.5));
    const ReadingScope scope(ace(ReadingSwitch::AceAdjustSphereSign));
    CHECK(adjust_sphere_to_poly(sq.view(), s, {0, 0, 2}, {0, 0, -0.4f}) == Approx(6.25));
    CHECK(adjust_sphere_to_poly(sq.view(), s, {0, 0, -2}, {0, 0, 1}) == Approx(2.5));
    // The early answers are retail's.
    CHECK(adjust_sphere_to_poly(sq.view(), s, {0, 0, 0.3f}, {0, 0, -1}) == 1.0);
    CHECK(adjust_sphere_to_poly(sq.view(), s, {0, 0, 2}, {1, 0, 0}) == 0.0);
}

TEST_CASE("ace.cyl_head_foot_disp: the head rising into a slab's bottom slides on its top",
          "[reading][ace]") {
    // test_cyl_sphere_collision.cpp's case: a slab over the head, the mover steps up-slope.
    // Retail (head disp): the bottom cap, -Z, the crease degenerates and the step stops.
    // ACE (foot disp, 1.1 m lower): the top cap, +Z, and the head slides.
    const CylSphere slab{{0.0f, 0.0f, 1.6f}, 1.0f, 0.5f};
    auto r = mover({0, 0, 0}, {0.1f, 0, 0.05f}, kGrounded);
    on_ground(*r);
    REQUIRE(cylsphere_intersects(slab, *r) == TS::Collided);
    CHECK(feet(*r) == glm::vec3(0.1f, 0, 0.05f));

    const ReadingScope scope(ace(ReadingSwitch::AceCylHeadFootDisp));
    auto a = mover({0, 0, 0}, {0.1f, 0, 0.05f}, kGrounded);
    on_ground(*a);
    CHECK(cylsphere_intersects(slab, *a) != TS::Collided);
    CHECK(feet(*a) != glm::vec3(0.1f, 0, 0.05f));
}

TEST_CASE("ace.placement_skips_ethereal: placed inside a static ethereal sphere",
          "[reading][ace]") {
    for (const bool on : {false, true}) {
        World w;
        w.add_ground(0.0f, 20.0f);
        ObjectDesc d;
        d.id = 41;
        d.pos.frame.origin = {0.0f, 0.0f, 1.0f};
        d.state = PhysicsState::Static | PhysicsState::Ethereal;
        d.spheres = {Sphere{glm::vec3(0.0f), 1.0f}};
        w.add_object(d);
        w.finalize();
        MoverConfig c = MoverConfig::player();
        c.reading = on ? ace(ReadingSwitch::AcePlacementSkipsEthereal) : Reading{};
        Mover m(w, c);
        REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
        const glm::vec3 p = m.output().position;
        INFO("switch " << on << " at " << p.x << ", " << p.y << ", " << p.z);
        if (on)
            CHECK(glm::length(glm::vec2(p.x, p.y)) == Approx(0.0f).margin(1e-4));
        else
            CHECK(glm::length(glm::vec2(p.x, p.y)) > 1.0f); // moved clear of the sphere
    }
}

TEST_CASE("ace.portalless_cell: a cell without portals holds a point only under ACE",
          "[reading][ace]") {
    // A sealed 4 x 4 x 3 m room on open land: no portal leads in or out.
    World w;
    w.add_ground(0.0f, 20.0f);
    REQUIRE_FALSE(
        w.add_env_cell(0x100u, sweeplab::test::room_mesh({-2, -2, 0}, {2, 2, 3}), Frame{}, {}));
    w.finalize();
    const std::uint32_t vault = w.internal_cell_id(0x100u);
    REQUIRE(vault != 0);
    const glm::vec3 inside{0.0f, 0.0f, 0.475f}, outside{5.0f, 0.0f, 0.475f};
    const Sphere spheres[1] = {Sphere{inside, 0.48f}};
    const Position seed{vault, Frame{{0.0f, 0.0f, 0.0f}, {1, 0, 0, 0}}};
    for (const bool on : {false, true}) {
        INFO("switch " << on);
        const ReadingScope scope(on ? ace(ReadingSwitch::AcePortallessCell) : Reading{});
        // CEnvCell::point_in_cell: retail returns false before the BSP for a cell without
        // portals (as GDLE does); ACE's EnvCell.point_in_cell asks the BSP.
        CHECK(w.point_in_cell(vault, inside) == on);
        CHECK_FALSE(w.point_in_cell(vault, outside));
        // So a search seeded in the vault picks the vault under ACE and nothing under retail.
        CellArray array;
        std::uint32_t picked = 1;
        w.find_cell_list(seed, 1, spheres, array, &picked, nullptr);
        CHECK(array.num_cells == 1);
        CHECK(picked == (on ? vault : 0u));
        // The world's containment search (placement's start) agrees.
        CHECK(w.find_cell(inside) == (on ? vault : w.land_cell_at(0.0f, 0.0f)->id));
    }
}
