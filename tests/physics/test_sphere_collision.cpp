// CSphere family (acclient CSphere.c; docs/research/retail-reference.md): every dispatcher branch
// and early return, in retail order.
#include <catch2/catch.hpp>

#include <cmath>

#include <glm/geometric.hpp>

#include "collision_family_fixture.h"
#include "physics/collision/slide_sphere.h"
#include "physics/collision/sphere_collision.h"
#include "physics/math/constants.h"

using namespace sweeplab::physics;
using namespace sweeplab::physics::testing;
using TS = TransitionState;

namespace {

void check_vec(const glm::vec3& a, const glm::vec3& b, float margin = 1e-4f) {
    CHECK(a.x == Approx(b.x).margin(margin));
    CHECK(a.y == Approx(b.y).margin(margin));
    CHECK(a.z == Approx(b.z).margin(margin));
}

// A creature-sized body sphere level with the mover's foot sphere.
Sphere body_at(float x, float y, float r = 0.5f) {
    return Sphere{{x, y, kFootZ}, r};
}

} // namespace

TEST_CASE("collides_with_sphere is 3-D and inclusive - the dispatcher shaves epsilon once",
          "[sphere_family]") {
    CHECK(csphere::collides_with_sphere({1.0f, 0.0f, 0.0f}, 1.0f));
    CHECK(csphere::collides_with_sphere({0.0f, 0.6f, 0.8f}, 1.0f));
    CHECK_FALSE(csphere::collides_with_sphere({0.0f, 0.61f, 0.8f}, 1.0f));

    // Exactly touching, and 0.1 mm inside: not a collision (resting flush settles).
    for (float gap : {0.0f, -0.0001f}) {
        auto t = mover({0, 0, 0}, {0, 0, 0}, ObjectInfoState::Default);
        t->sphere_path.insert_type = InsertType::Placement;
        CHECK(sphere_intersects(body_at(0.98f + gap, 0.0f), *t, false) == TS::OK);
    }
    // 1 mm inside: a collision.
    auto t = mover({0, 0, 0}, {0, 0, 0}, ObjectInfoState::Default);
    t->sphere_path.insert_type = InsertType::Placement;
    CHECK(sphere_intersects(body_at(0.979f, 0.0f), *t, false) == TS::Collided);
}

TEST_CASE("find_time_of_collision solves the swept quadratic with retail's early outs",
          "[sphere_family]") {
    // From 3 m away, moving 4 m straight in, radius 1: contact after 2 m.
    CHECK(csphere::find_time_of_collision({4, 0, 0}, {-3, 0, 0}, 1.0f) == Approx(0.5));
    // Off-axis: |(-3 + 4t, 0.6)| = 1 -> t = (3 - 0.8) / 4.
    CHECK(csphere::find_time_of_collision({4, 0, 0}, {-3, 0.6f, 0}, 1.0f) ==
          Approx(0.55).epsilon(1e-5));
    CHECK(csphere::find_time_of_collision({4, 0, 0}, {-0.5f, 0, 0}, 1.0f) == -1.0);  // inside
    CHECK(csphere::find_time_of_collision({0.01f, 0, 0}, {-3, 0, 0}, 1.0f) == -1.0); // still
    CHECK(csphere::find_time_of_collision({4, 0, 0}, {-3, 2, 0}, 1.0f) == -1.0);     // misses
    CHECK(csphere::find_time_of_collision({-4, 0, 0}, {-3, 0, 0}, 1.0f) < 0.0);      // moves away
    CHECK(csphere::find_time_of_collision({1, 0, 0}, {-3, 0, 0}, 1.0f) == Approx(2.0)); // late
}

TEST_CASE("branch 1: placement or ethereal obstruction is detection only", "[sphere_family]") {
    for (int mode = 0; mode < 2; ++mode) {
        auto setup = [&](const glm::vec3& at) {
            auto t = mover(at, at, kGrounded);
            if (mode == 0)
                t->sphere_path.insert_type = InsertType::Placement;
            else
                t->sphere_path.obstruction_ethereal = true;
            // Branch 1 comes before step_down, check_walkable and collide.
            t->sphere_path.step_down = t->sphere_path.check_walkable = t->sphere_path.collide =
                true;
            return t;
        };
        auto foot = setup({0, 0, 0});
        CHECK(sphere_intersects(body_at(0.9f, 0.0f), *foot, true) == TS::Collided);
        CHECK(feet(*foot) == glm::vec3(0, 0, 0));
        auto head = setup({0, 0, 0});
        CHECK(sphere_intersects(Sphere{{0.9f, 0, kHeadZ}, 0.5f}, *head, true) == TS::Collided);
        auto clear = setup({0, 0, 0});
        CHECK(sphere_intersects(body_at(2.0f, 0.0f), *clear, true) == TS::OK);
    }
    // INITIAL_PLACEMENT is not branch 1: it falls through to the sweep (airborne -> land).
    auto t = mover({0, 0, 0}, {0, 0, 0}, ObjectInfoState::Default);
    t->sphere_path.insert_type = InsertType::InitialPlacement;
    CHECK(sphere_intersects(body_at(0.9f, 0.0f), *t, false) == TS::Adjusted);
}

TEST_CASE("branch 2: the step-down probe never stands on a creature", "[sphere_family]") {
    // The mover is pushed down into a static ball below it.
    auto t = mover({0, 0, 0.5f}, {0.3f, 0, 0.0f}, kGrounded);
    SpherePath& sp = t->sphere_path;
    sp.step_down = true;
    sp.step_down_amt = 0.5f;
    sp.walk_interp = 1.0f;
    sp.walkable_allowance = kFloorZ;
    const Sphere ball{{0.3f, 0.0f, -0.6f}, 0.6f};
    auto creature = mover({0, 0, 0.5f}, {0.3f, 0, 0.0f}, kGrounded);
    creature->sphere_path = sp;
    CHECK(sphere_intersects(ball, *creature, true) == TS::OK);
    CHECK_FALSE(creature->collision_info.contact_plane_valid);

    // Not a creature: rest on the dome top. disp = (0, 0, 1.075), radsum + eps = 1.08.
    REQUIRE(sphere_intersects(ball, *t, false) == TS::Adjusted);
    const CollisionInfo& ci = t->collision_info;
    CHECK(ci.contact_plane_valid);
    CHECK(ci.contact_plane_is_water); // retail literal 1
    CHECK(ci.contact_plane_cell_id == kCell);
    check_vec(ci.contact_plane.normal, {0, 0, 1});
    // Contact point on the ball's top: z = -0.6 + 0.6 = 0.
    CHECK(ci.contact_plane.d == Approx(0.0f).margin(1e-5));
    CHECK(feet(*t).z == Approx(0.005f).margin(1e-5)); // raised by 1.08 - 1.075
    CHECK(sp.walk_interp == Approx(1.0f - 0.005f / 0.5f).margin(1e-5));
}

TEST_CASE("step_sphere_down early returns", "[sphere_family]") {
    const Sphere ball{{0.0f, 0.0f, -0.6f}, 0.6f};
    auto base = [&](std::uint32_t num) {
        auto t = mover({0, 0, 0.5f}, {0, 0, 0}, kGrounded, num);
        t->sphere_path.step_down = true;
        t->sphere_path.step_down_amt = 0.5f;
        t->sphere_path.walk_interp = 1.0f;
        t->sphere_path.walkable_allowance = kFloorZ;
        return t;
    };
    SECTION("the foot misses and there is no head") {
        auto t = base(1);
        CHECK(sphere_intersects(Sphere{{3, 0, 0}, 0.5f}, *t, false) == TS::OK);
    }
    SECTION("neither sphere overlaps") {
        auto t = base(2);
        CHECK(sphere_intersects(Sphere{{3, 0, 0}, 0.5f}, *t, false) == TS::OK);
    }
    SECTION("a zero step is COLLIDED") {
        auto t = base(2);
        t->sphere_path.walk_interp = 0.0f;
        CHECK(sphere_intersects(ball, *t, false) == TS::Collided);
    }
    SECTION("a rise beyond the step is COLLIDED") {
        auto t = base(2);
        t->sphere_path.step_down_amt = 0.01f;
        CHECK(sphere_intersects(Sphere{{0, 0, -0.2f}, 0.6f}, *t, false) == TS::Collided);
    }
    SECTION("the dome is too steep to stand on here") {
        auto t = base(2);
        // Far out on the dome's flank: the contact normal is nearly horizontal.
        CHECK(sphere_intersects(Sphere{{1.0f, 0, 0.3f}, 0.6f}, *t, false) == TS::OK);
        CHECK_FALSE(t->collision_info.contact_plane_valid);
        CHECK(feet(*t) == glm::vec3(0, 0, 0));
    }
    SECTION("head-only overlap with the foot off the dome: COLLIDED, never NaN") {
        auto t = base(2);
        // A mover whose head sphere sits off the foot's vertical (XY 0.6 m ahead): only the
        // head overlaps and the foot's XY is outside the dome, where retail takes sqrt < 0.
        t->sphere_path.global_sphere[1].center = {0.6f, 0.0f, kHeadZ};
        const Sphere high{{1.6f, 0.0f, kHeadZ}, 0.6f};
        CHECK(sphere_intersects(high, *t, false) == TS::Collided);
        CHECK_FALSE(std::isnan(feet(*t).z));
        CHECK_FALSE(t->collision_info.contact_plane_valid);
    }
}

TEST_CASE("branch 3: the walkable probe blocks on occupancy", "[sphere_family]") {
    auto make = [] {
        auto t = mover({0, 0, 0}, {0, 0, 0}, kGrounded);
        t->sphere_path.check_walkable = true;
        t->sphere_path.collide = true; // branch 3 is tested before the collide flag
        return t;
    };
    CHECK(sphere_intersects(body_at(0.9f, 0.0f), *make(), true) == TS::Collided);
    CHECK(sphere_intersects(Sphere{{0.9f, 0, kHeadZ}, 0.5f}, *make(), true) == TS::Collided);
    CHECK(sphere_intersects(body_at(2.0f, 0.0f), *make(), true) == TS::OK);
}

TEST_CASE("branch 4 grounded: a tall creature is slid along the crease", "[sphere_family]") {
    auto t = mover({0, 0, 0}, {0.1f, 0, 0}, kGrounded);
    on_ground(*t);
    const Sphere creature = body_at(1.0f, 0.2f);
    REQUIRE(sphere_intersects(creature, *t, true) == TS::Slid);
    // n = (-1, -0.2, 0)/|.|, crease = cross(n, +Z); movement (0.1, 0, 0) projected on it.
    const glm::vec3 n = glm::normalize(glm::vec3(-1.0f, -0.2f, 0.0f));
    const glm::vec3 dir(n.y, -n.x, 0.0f);
    check_vec(feet(*t), dir * glm::dot(glm::vec3(0.1f, 0, 0), dir));
    CHECK(t->collision_info.collision_normal_valid);
    check_vec(t->collision_info.collision_normal, n);
    // The slide moves tangentially, never into the creature.
    CHECK(glm::length(t->sphere_path.global_sphere[0].center - creature.center) >
          glm::length(glm::vec3(0.1f, 0, kFootZ) - creature.center));
}

TEST_CASE("slide_sphere (OBJECTINFO overload): the lost compare reads the whole offset",
          "[sphere_family]") {
    // docs/readings.md, gdle.slide_division: an offset of (-0.0027, 0.0162) is SLID here (|.|^2
    // = 2.7e-4 >= eps) and COLLIDED under GDLE's x^2-only reading.
    const glm::vec3 skid(-0.0027f, 0.0162f, 0.0f);
    const glm::vec3 dir = glm::normalize(skid);
    const glm::vec3 n(-dir.y, dir.x, 0.0f); // crease cross(n, +Z) == dir
    const glm::vec3 foot(0.0f, 0.0f, kFootZ);
    const Sphere creature{foot - n * 1.0f, 0.5f};
    const glm::vec3 move = skid - n * 0.05f;
    auto t = mover({0, 0, 0}, move, kGrounded);
    on_ground(*t);
    REQUIRE(sphere_intersects(creature, *t, true) == TS::Slid);
    check_vec(feet(*t), skid, 2e-5f);

    // A projected offset below sqrt(eps) is COLLIDED (head-on push).
    auto head_on = mover({0, 0, 0}, {0.05f, 0, 0}, kGrounded);
    on_ground(*head_on);
    CHECK(sphere_intersects(body_at(1.0f, 0.01f), *head_on, true) == TS::Collided);
    CHECK(feet(*head_on) == glm::vec3(0.05f, 0, 0));
}

TEST_CASE("slide_sphere (OBJECTINFO overload): normal parallel to the ground", "[sphere_family]") {
    // Ground plane tilted so that it is parallel to the collision normal.
    auto t = mover({0, 0, 0}, {0.1f, 0, 0}, kGrounded);
    const glm::vec3 n = glm::normalize(glm::vec3(-1.0f, 0.0f, 0.0f));
    t->collision_info.set_contact_plane(Plane{n, 0.0f}, false);
    // dot(plane N, disp) >= 0 (mover on the plane's side): slide off the normal part.
    const Sphere creature = body_at(1.0f, 0.0f);
    CHECK(csphere::slide_sphere_from(creature, t->sphere_path, t->collision_info,
                                     glm::vec3(-0.9f, 0, 0), 0) == TS::Slid);
    check_vec(feet(*t), {0, 0, 0});
    // dot(plane N, disp) < 0: COLLIDED.
    auto u = mover({0, 0, 0}, {0.1f, 0, 0}, kGrounded);
    u->collision_info.set_contact_plane(Plane{-n, 0.0f}, false);
    CHECK(csphere::slide_sphere_from(creature, u->sphere_path, u->collision_info,
                                     glm::vec3(-0.9f, 0, 0), 0) == TS::Collided);
    // A degenerate normal (current centre on the object's centre): COLLIDED.
    auto w = mover({1.0f, 0, 0}, {1.1f, 0, 0}, kGrounded);
    on_ground(*w);
    CHECK(csphere::slide_sphere_from(creature, w->sphere_path, w->collision_info,
                                     glm::vec3(0.1f, 0, 0), 0) == TS::Collided);
}

TEST_CASE("branch 4 grounded: the head leg slides with the HEAD sphere", "[sphere_family]") {
    auto t = mover({0, 0, 0}, {0.1f, 0, 0}, kGrounded);
    on_ground(*t);
    // Level with the head only: the foot misses.
    const Sphere high{{1.0f, 0.2f, kHeadZ}, 0.5f};
    REQUIRE(sphere_intersects(high, *t, true) == TS::Slid);
    // The normal comes from the head's current centre (horizontal), not the foot's.
    const glm::vec3 n = glm::normalize(glm::vec3(-1.0f, -0.2f, 0.0f));
    check_vec(t->collision_info.collision_normal, n);
    const glm::vec3 dir(n.y, -n.x, 0.0f);
    check_vec(feet(*t), dir * glm::dot(glm::vec3(0.1f, 0, 0), dir));
    // Degenerate head normal: COLLIDED.
    auto d = mover({0, 0, 0}, {0.1f, 0, 0}, kGrounded);
    on_ground(*d);
    CHECK(sphere_intersects(Sphere{{0, 0, kHeadZ}, 0.3f}, *d, true) == TS::Collided);
}

TEST_CASE("branch 4 path-clipped: collide_with_point", "[sphere_family]") {
    const Sphere ball = body_at(1.0f, 0.0f);
    SECTION("non-PerfectClip: a hard stop with the normal") {
        auto t = mover({0, 0, 0}, {0.3f, 0, 0}, ObjectInfoState::PathClipped, 1);
        CHECK(sphere_intersects(ball, *t, false) == TS::Collided);
        check_vec(t->collision_info.collision_normal, {-1, 0, 0});
        CHECK(feet(*t) == glm::vec3(0.3f, 0, 0));
    }
    SECTION("non-PerfectClip with a degenerate normal sets none") {
        auto t = mover({1.0f, 0, 0}, {1.1f, 0, 0}, ObjectInfoState::PathClipped, 1);
        CHECK(sphere_intersects(ball, *t, false) == TS::Collided);
        CHECK_FALSE(t->collision_info.collision_normal_valid);
    }
    SECTION("PerfectClip: back to the exact time of impact") {
        auto t = mover({-1.0f, 0, 0}, {0.3f, 0, 0},
                       ObjectInfoState::PathClipped | ObjectInfoState::PerfectClip, 1);
        REQUIRE(sphere_intersects(ball, *t, false) == TS::Adjusted);
        // Contact at centre distance radsum + eps = 0.98: feet at x = 0.02.
        CHECK(feet(*t).x == Approx(0.02f).margin(1e-4));
        check_vec(t->collision_info.collision_normal, {-1, 0, 0});
    }
    SECTION("PerfectClip: already overlapping at the start -> COLLIDED") {
        auto t = mover({0.1f, 0, 0}, {0.3f, 0, 0},
                       ObjectInfoState::PathClipped | ObjectInfoState::PerfectClip, 1);
        CHECK(sphere_intersects(ball, *t, false) == TS::Collided);
        CHECK(feet(*t) == glm::vec3(0.3f, 0, 0));
    }
}

TEST_CASE("branch 4 airborne: land_on_sphere arms the collide re-test", "[sphere_family]") {
    auto t = mover({0, 0, 0.5f}, {0.1f, 0, 0.3f}, ObjectInfoState::Default);
    const Sphere ball{{0.1f, 0.0f, 0.0f}, 0.5f};
    REQUIRE(sphere_intersects(ball, *t, false) == TS::Adjusted);
    const SpherePath& sp = t->sphere_path;
    CHECK(sp.collide);
    CHECK(sp.walk_interp == 1.0f);
    CHECK(sp.walkable_allowance == kLandingZ);
    check_vec(sp.step_up_normal, glm::normalize(glm::vec3(-0.1f, 0, 0.975f)));
    CHECK(sp.backup_check_pos.frame.origin == glm::vec3(0.1f, 0, 0.3f));
    // Head-only hit while airborne: collide_with_point on sphere 1.
    auto h = mover({0, 0, 0}, {0.1f, 0, 0}, ObjectInfoState::Default);
    CHECK(sphere_intersects(Sphere{{1.0f, 0, kHeadZ}, 0.5f}, *h, false) == TS::Collided);
    check_vec(h->collision_info.collision_normal, {-1, 0, 0});
    // A degenerate landing normal: COLLIDED, nothing armed.
    auto d = mover({0, 0, 0}, {0.0f, 0, 0.01f}, ObjectInfoState::Default);
    CHECK(sphere_intersects(Sphere{{0, 0, kFootZ}, 0.5f}, *d, false) == TS::Collided);
    CHECK_FALSE(d->sphere_path.collide);
}

TEST_CASE("branch 5: the collide re-test lands on a tilted plane, never on a creature",
          "[sphere_family]") {
    // Falling from (0.3, 0, 0.5) to (0.3, 0, 0): the foot sphere sinks into a ball below.
    auto make = [] {
        auto t = mover({0.3f, 0, 0.5f}, {0.3f, 0, 0.0f}, ObjectInfoState::Default);
        t->sphere_path.set_collide(glm::vec3(0, 0, 1));
        t->sphere_path.walkable_allowance = kLandingZ;
        return t;
    };
    const Sphere ball{{0.0f, 0.0f, -0.4f}, 0.5f};
    auto creature = make();
    CHECK(sphere_intersects(ball, *creature, true) == TS::OK);
    CHECK_FALSE(creature->collision_info.contact_plane_valid);

    auto t = make();
    REQUIRE(sphere_intersects(ball, *t, false) == TS::Adjusted);
    const CollisionInfo& ci = t->collision_info;
    CHECK(ci.contact_plane_is_water);
    CHECK(ci.contact_plane_cell_id == kCell);
    // The foot centre ends at distance 0.98 from the ball centre, on the line x = 0.3.
    const glm::vec3 foot = t->sphere_path.global_sphere[0].center;
    CHECK(glm::length(foot - ball.center) == Approx(0.98f).margin(1e-4));
    CHECK(foot.x == Approx(0.3f).margin(1e-5));
    // Tilted: the normal is the ball-to-foot direction.
    check_vec(ci.contact_plane.normal, glm::normalize(foot - ball.center), 1e-3f);
    CHECK(ci.contact_plane.normal.x > 0.25f);
    CHECK(t->sphere_path.walk_interp < 1.0f);
    CHECK(t->sphere_path.walk_interp >= 0.0f);
}

TEST_CASE("branch 5 early returns", "[sphere_family]") {
    auto make = [](const glm::vec3& curr, const glm::vec3& check, std::uint32_t num = 2) {
        auto t = mover(curr, check, ObjectInfoState::Default, num);
        t->sphere_path.set_collide(glm::vec3(0, 0, 1));
        t->sphere_path.walkable_allowance = kLandingZ;
        return t;
    };
    SECTION("a one-sphere mover whose sphere misses: OK (seed; GDLE solves anyway)") {
        auto t = make({0, 0, 0.5f}, {0, 0, 0}, 1);
        CHECK(sphere_intersects(Sphere{{3, 0, 0}, 0.5f}, *t, false) == TS::OK);
    }
    SECTION("neither sphere overlaps: OK") {
        auto t = make({0, 0, 0.5f}, {0, 0, 0});
        CHECK(sphere_intersects(Sphere{{3, 0, 0}, 0.5f}, *t, false) == TS::OK);
    }
    SECTION("no movement: COLLIDED") {
        auto t = make({0, 0, 0}, {0, 0, 0});
        CHECK(sphere_intersects(Sphere{{0, 0, -0.4f}, 0.5f}, *t, false) == TS::Collided);
    }
    SECTION("head-only overlap, foot line misses: COLLIDED, never NaN") {
        // Moving along +Y at x = 0: the foot's line passes 1.38 m from the ball's centre.
        auto t = make({0, -0.5f, 0}, {0, 0, 0});
        CHECK(sphere_intersects(Sphere{{0.8f, 0, 1.6f}, 0.5f}, *t, false) == TS::Collided);
        CHECK_FALSE(std::isnan(feet(*t).x));
    }
    SECTION("the time of impact is before the sub-step: COLLIDED") {
        // Already deep inside at the current position too.
        auto t = make({0, 0, 0.05f}, {0, 0, 0});
        CHECK(sphere_intersects(Sphere{{0, 0, -0.3f}, 0.5f}, *t, false) == TS::Collided);
    }
    SECTION("a flank too steep to rest on: OK, nothing set") {
        // Sideways into a ball level with the foot: the normal is horizontal.
        auto t = make({-0.5f, 0, 0}, {0.1f, 0, 0});
        CHECK(sphere_intersects(body_at(1.0f, 0.0f), *t, false) == TS::OK);
        CHECK_FALSE(t->collision_info.contact_plane_valid);
        CHECK(feet(*t) == glm::vec3(0.1f, 0, 0));
    }
}

TEST_CASE("the core slide_sphere: zero normal, crease, parallel cases", "[slide_sphere]") {
    SECTION("an exactly-zero normal backs off halfway: ADJUSTED") {
        auto t = mover({0, 0, 0}, {0.2f, 0, 0}, kGrounded);
        CHECK(slide_sphere(t->sphere_path, t->collision_info, glm::vec3(0.0f),
                           t->sphere_path.global_curr_center[0]) == TS::Adjusted);
        check_vec(feet(*t), {0.1f, 0, 0});
        CHECK_FALSE(t->collision_info.collision_normal_valid);
    }
    SECTION("the last known plane stands in for a missing contact plane") {
        auto t = mover({0, 0, 0}, {0.1f, 0.1f, 0}, kGrounded);
        t->collision_info.last_known_contact_plane = Plane{{0, 0, 1}, 0};
        CHECK(slide_sphere(t->sphere_path, t->collision_info, glm::vec3(-1, 0, 0),
                           t->sphere_path.global_curr_center[0]) == TS::Slid);
        check_vec(feet(*t), {0, 0.1f, 0});
    }
    SECTION("normal facing the plane's way: the normal part is removed") {
        auto t = mover({0, 0, 0}, {0.1f, 0, -0.1f}, kGrounded);
        on_ground(*t);
        CHECK(slide_sphere(t->sphere_path, t->collision_info, glm::vec3(0, 0, 1),
                           t->sphere_path.global_curr_center[0]) == TS::Slid);
        check_vec(feet(*t), {0.1f, 0, 0});
    }
    SECTION("normal against the plane: COLLIDED, caller's vector overwritten") {
        auto t = mover({0, 0, 0}, {0.1f, 0, 0.1f}, kGrounded);
        on_ground(*t);
        glm::vec3 n(0, 0, -1);
        const Sphere s = t->sphere_path.global_sphere[0];
        CHECK(slide_sphere(s, t->sphere_path, t->collision_info, n,
                           t->sphere_path.global_curr_center[0]) == TS::Collided);
        const glm::vec3 back = glm::normalize(glm::vec3(-0.1f, 0, -0.1f));
        check_vec(n, back);
        check_vec(t->collision_info.collision_normal, back);
        CHECK(feet(*t) == glm::vec3(0.1f, 0, 0.1f));
    }
    SECTION("a projected offset under sqrt(eps): COLLIDED") {
        auto t = mover({0, 0, 0}, {0.1f, 0.001f, 0}, kGrounded);
        on_ground(*t);
        CHECK(slide_sphere(t->sphere_path, t->collision_info, glm::vec3(-1, 0, 0),
                           t->sphere_path.global_curr_center[0]) == TS::Collided);
    }
}

TEST_CASE("radial push-out is a switch, off by default", "[sphere_family][radial]") {
    const Reading on = Reading{}.with(ReadingSwitch::RadialPushout);
    // Pushing straight into a creature from flush contact: the inward part of the movement
    // is dropped and the sphere forced out to the 0.98 + 1 cm shell.
    const Sphere creature = body_at(1.0f, 0.0f);
    auto t = mover({0.02f, 0, 0}, {0.07f, 0, 0}, kGrounded);
    on_ground(*t);
    REQUIRE(sphere_intersects(creature, *t, true, on) == TS::Slid);
    CHECK(glm::length(t->sphere_path.global_sphere[0].center - creature.center) ==
          Approx(0.99f).margin(1e-4));
    CHECK(feet(*t).x == Approx(0.01f).margin(1e-4));
    check_vec(t->collision_info.collision_normal, {-1, 0, 0});
    // An oblique push keeps its tangential part.
    auto o = mover({0, 0, 0}, {0.1f, 0, 0}, kGrounded);
    on_ground(*o);
    REQUIRE(sphere_intersects(body_at(1.0f, 0.2f), *o, true, on) == TS::Slid);
    CHECK(feet(*o).y < -0.01f);
    // Without epsilon: exactly touching + 0.1 mm counts as an overlap here.
    auto flush = mover({-0.5f, 0, 0}, {0.0201f, 0, 0}, kGrounded);
    on_ground(*flush);
    CHECK(sphere_intersects(body_at(1.0f, 0.0f), *flush, true, on) == TS::Slid);
    auto retail = mover({-0.5f, 0, 0}, {0.0201f, 0, 0}, kGrounded);
    on_ground(*retail);
    CHECK(sphere_intersects(body_at(1.0f, 0.0f), *retail, true) == TS::OK);
    // The default options are retail.
    CHECK_FALSE(Reading{}.has(ReadingSwitch::RadialPushout));
    CHECK_FALSE(reading_has(ReadingSwitch::RadialPushout)); // the scope ended with the call
}

TEST_CASE("the Position wrapper globalises the object's sphere with its scale", "[sphere_family]") {
    // A sphere 1 m ahead (+Y local) of an object at (5, 0, 0) turned 90 deg left, scale 2:
    // world centre (5 - 2, 0, 2*0.475), radius 1.
    const Position p{kCell, Frame::from_yaw({5, 0, 0}, 1.5707964f)};
    const Sphere local{{0, 1, kFootZ}, 0.5f};
    auto hit = mover({3.0f, 0, 0}, {3.0f, 0, 0}, kGrounded);
    hit->sphere_path.insert_type = InsertType::Placement;
    CHECK(sphere_intersects(local, p, 2.0f, *hit, false) == TS::Collided);
    auto near = mover({1.55f, 0, -kFootZ}, {1.55f, 0, -kFootZ}, kGrounded, 1);
    near->sphere_path.insert_type = InsertType::Placement;
    // Foot centre (1.55, 0, 0) vs (3, 0, 0.95): |d| = 1.733 > 1.48.
    CHECK(sphere_intersects(local, p, 2.0f, *near, false) == TS::OK);
}
