// The ACE reading's switches read from ACE's function code (docs/readings.md, "ACE"): each
// pins what ACE's lines give on inputs worked by hand from them, beside what retail gives.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>

#include <glm/geometric.hpp>

#include "collision_family_fixture.h"
#include "physics/collision/cyl_sphere_collision.h"
#include "physics/collision/sphere_collision.h"
#include "physics/geometry/polygon.h"
#include "physics/math/constants.h"
#include "physics/reading/reading.h"

using namespace sweeplab::physics;
using namespace sweeplab::physics::testing;
using TS = TransitionState;

namespace {

Reading only(ReadingSwitch s) {
    return Reading{}.with(s);
}

Reading ace_profile() {
    return *parse_reading("ace");
}

void check_vec(const glm::vec3& a, const glm::vec3& b, float margin = 1e-4f) {
    CHECK(a.x == Approx(b.x).margin(margin));
    CHECK(a.y == Approx(b.y).margin(margin));
    CHECK(a.z == Approx(b.z).margin(margin));
}

constexpr ObjectInfoState kClip = ObjectInfoState::PathClipped | ObjectInfoState::PerfectClip;

// A square of side 2 in z = 0 facing +z, its vertices counter-clockwise from (-1, -1).
struct Square {
    std::array<glm::vec3, 4> v{glm::vec3{-1, -1, 0}, glm::vec3{1, -1, 0}, glm::vec3{1, 1, 0},
                               glm::vec3{-1, 1, 0}};
    PolygonView view() const { return PolygonView{Plane{{0, 0, 1}, 0}, Sides::Single, v}; }
};

// A pillar 2 m tall, r 0.5 m, as test_cyl_sphere_collision.cpp's.
const CylSphere kPillar{{2.0f, 0.0f, 0.0f}, 0.5f, 2.0f};

} // namespace

TEST_CASE("ace.negated_time_of_collision: FindTimeOfCollision returns each root negated",
          "[reading][ace]") {
    // |disp + t m| = 1 with m = (4, 0, 0): distSq 16, nonCollide 8, similar -disp.m, root 4.
    const glm::vec3 m(4, 0, 0);
    // Approaching from x = -3: similar 12, the roots 0.5 and 1.0. Retail: 0.5. ACE takes the
    // else branch (12 - 4 >= 0): -1 * (12 - 4) / 16 = -0.5.
    CHECK(csphere::find_time_of_collision(m, {-3, 0, 0}, 1.0f) == Approx(0.5));
    // Receding from x = 3: similar -12, the roots -1.0 and -0.5. Retail: -0.5. ACE (12 + 4 <
    // 0 is false, -12 - 4 < 0): -1 * (4 + -12) / 16 = +0.5.
    CHECK(csphere::find_time_of_collision(m, {3, 0, 0}, 1.0f) == Approx(-0.5));
    {
        const ReadingScope scope(only(ReadingSwitch::AceNegatedTimeOfCollision));
        CHECK(csphere::find_time_of_collision(m, {-3, 0, 0}, 1.0f) == Approx(-0.5));
        CHECK(csphere::find_time_of_collision(m, {3, 0, 0}, 1.0f) == Approx(0.5));
        // The early outs are retail's: inside, not moving, missing.
        CHECK(csphere::find_time_of_collision(m, {-0.5f, 0, 0}, 1.0f) == -1.0);
        CHECK(csphere::find_time_of_collision({0.01f, 0, 0}, {-3, 0, 0}, 1.0f) == -1.0);
        CHECK(csphere::find_time_of_collision(m, {-3, 2, 0}, 1.0f) == -1.0);
    }
}

TEST_CASE("ace.negated_time_of_collision: an approaching PerfectClip hit is COLLIDED, a "
          "receding one moves by the object-to-impact vector",
          "[reading][ace]") {
    // The foot (r 0.48) against a ball of r 0.5 at foot height: radsum 0.98 - eps shaved.
    const float radsum = 0.98f - kEpsilon;
    auto run = [&](Reading r, const glm::vec3& ball, std::unique_ptr<Transition>& t) {
        const ReadingScope scope(r);
        t = mover({0, 0, 0}, {2, 0, 0}, kClip, 1);
        SpherePath& sp = t->sphere_path;
        return csphere::collide_with_point(Sphere{ball, 0.5f}, t->object_info, sp,
                                           t->collision_info, sp.global_sphere[0], radsum, 0);
    };
    std::unique_ptr<Transition> t;
    SECTION("approaching: the ball at x = 2.5 (old disp -2.5, movement 2)") {
        // similar 5, nonCollide 6.25 - 0.9604, root 1.96: the time (5 - 1.96) / 4 = 0.76.
        // Retail: ADJUSTED to x = 2 + (0.76 - 1) * 2 = 1.52, the normal -x.
        REQUIRE(run(Reading{}, {2.5f, 0, kFootZ}, t) == TS::Adjusted);
        check_vec(feet(*t), {1.52f, 0, 0});
        check_vec(t->collision_info.collision_normal, {-1, 0, 0});
        // ACE: -0.76 < eps, COLLIDED with nothing written.
        CHECK(run(only(ReadingSwitch::AceNegatedTimeOfCollision), {2.5f, 0, kFootZ}, t) ==
              TS::Collided);
        CHECK(feet(*t) == glm::vec3(2, 0, 0));
        CHECK_FALSE(t->collision_info.collision_normal_valid);
        // So is every PerfectClip sphere hit through the dispatcher, under the whole profile.
        const ReadingScope scope(ace_profile());
        auto u = mover({0, 0, 0}, {2, 0, 0}, kClip, 1);
        CHECK(sphere_intersects(Sphere{{2.5f, 0, kFootZ}, 0.5f}, *u, false) == TS::Collided);
        CHECK(feet(*u) == glm::vec3(2, 0, 0));
    }
    SECTION("receding: the ball at x = -1.5 (old disp 1.5)") {
        // similar -3, root 1.96. Retail: (1.96 - 3) / 4 = -0.26, COLLIDED.
        CHECK(run(Reading{}, {-1.5f, 0, kFootZ}, t) == TS::Collided);
        CHECK(feet(*t) == glm::vec3(2, 0, 0));
        // ACE: -1 * (1.96 - 3) / 4 = 0.26, in [eps, 1]: collisionOffset = 0.26 m - m =
        // (-1.48, 0, 0); old_disp = that + check centre - ball centre = (2.02, 0, 0), added to
        // the check position (x 2 + 2.02), the normal 2.02 / radsum along +x.
        REQUIRE(run(only(ReadingSwitch::AceNegatedTimeOfCollision), {-1.5f, 0, kFootZ}, t) ==
                TS::Adjusted);
        check_vec(feet(*t), {4.02f, 0, 0});
        check_vec(t->collision_info.collision_normal, {1, 0, 0}); // retail normalises it
        // With ace.raw_collision_normal (as in the profile) the normal is kept raw: / radsum.
        REQUIRE(run(ace_profile(), {-1.5f, 0, kFootZ}, t) == TS::Adjusted);
        check_vec(t->collision_info.collision_normal, {2.02f / radsum, 0, 0});
    }
}

TEST_CASE("ace.walkable_edge_exit: a centre beyond a vertex is refused at the first edge",
          "[reading][ace]") {
    const Square sq;
    const glm::vec3 up(0, 0, 1);
    // Projected to (1.1, 1.1, 0), r 0.3. Retail: outside the east edge past its end, then
    // the north edge: outside, before its start, and 0.1414 m from its first vertex (1, 1):
    // a hit. ACE: the east edge (diff -0.2, |cross|^2 r^2 = 0.36 >= 0.04, along 4.2 > 4)
    // returns false.
    const Sphere corner{{1.1f, 1.1f, 0.5f}, 0.3f};
    // Within the east edge's segment, and off the square altogether.
    const Sphere side{{1.1f, 0.0f, 0.5f}, 0.3f};
    const Sphere far{{2.0f, 2.0f, 0.5f}, 0.3f};
    CHECK(check_walkable(sq.view(), corner, up));
    CHECK(check_small_walkable(sq.view(), corner, up)); // r^2 / 4 = 0.0225 >= 0.02
    for (const Reading r : {only(ReadingSwitch::AceWalkableEdgeExit), ace_profile()}) {
        const ReadingScope scope(r);
        CHECK_FALSE(check_walkable(sq.view(), corner, up));
        CHECK_FALSE(check_small_walkable(sq.view(), corner, up));
        CHECK(check_walkable(sq.view(), side, up));
        CHECK(check_small_walkable(sq.view(), side, up));
        CHECK_FALSE(check_walkable(sq.view(), far, up));
    }
    CHECK(check_walkable(sq.view(), side, up));
    CHECK_FALSE(check_walkable(sq.view(), far, up));
}

TEST_CASE("ace_gdle.retest_no_early_exit: ACE's one-sphere miss solves (in the ace profile)",
          "[reading][ace]") {
    auto armed = [](const glm::vec3& curr, const glm::vec3& check) {
        auto t = mover(curr, check, ObjectInfoState::Default, 1);
        t->sphere_path.set_collide(glm::vec3(0, 0, 1));
        t->sphere_path.walkable_allowance = kLandingZ;
        return t;
    };
    const Sphere ball{{0, 0, 0}, 0.5f};
    // Rising from feet z 0.9 to 1.2: the foot centre 1.675 m above the ball misses. ACE has
    // no exit for one sphere: movement (0, 0, -0.3), lenSq 0.09, diff 0.5025, t = sqrt(
    // 0.25250625 - (2.805625 - 0.9604) 0.09) + 0.5025 = 0.7965, time 8.85, timecheck -7.85
    // < -0.1: COLLIDED. Retail: OK.
    auto t = armed({0, 0, 0.9f}, {0, 0, 1.2f});
    CHECK(sphere_intersects(ball, *t, false) == TS::OK);
    for (const Reading r : {only(ReadingSwitch::AceGdleRetestNoEarlyExit), ace_profile()}) {
        const ReadingScope scope(r);
        auto u = armed({0, 0, 0.9f}, {0, 0, 1.2f});
        CHECK(sphere_intersects(ball, *u, false) == TS::Collided);
        CHECK(feet(*u) == glm::vec3(0, 0, 1.2f));
        // Far off the ball the discriminant is negative: ACE's Math.Sqrt gives NaN, every
        // test fails, IsWalkableAllowable(NaN) is false: OK, nothing set.
        auto w = armed({0, 0, 0.5f}, {0, 0, 0});
        CHECK(sphere_intersects(Sphere{{3, 0, 0}, 0.5f}, *w, false) == TS::OK);
        CHECK(feet(*w) == glm::vec3(0, 0, 0));
        CHECK_FALSE(w->collision_info.contact_plane_valid);
    }
}

TEST_CASE("ace.cyl_diagonal_point: a diagonal hit is timed by movement.z and placed at "
          "curr - t m",
          "[reading][ace]") {
    // From feet (0.9, 0, 2.5) to (1.8, 0, 1.9) onto the pillar at x = 2 (test_cyl_sphere_
    // collision.cpp's "diagonal onto the cap"): curr centre (0.9, 0, 2.975), movement
    // (0.9, 0, -0.6), old_disp (-1.1, 0, 2.975), radsum 0.98.
    auto t = mover({0.9f, 0, 2.5f}, {1.8f, 0, 1.9f}, kClip, 1);
    REQUIRE(cylsphere_intersects(kPillar, *t) == TS::Adjusted);
    // Retail: the top cap at (0.48 + 2 - 2.975) / -0.6 = 0.825, inside the disc.
    check_vec(feet(*t), {1.6425f, 0, 2.005f});
    check_vec(t->collision_info.collision_normal, {0, 0, 1});
    for (const Reading r : {only(ReadingSwitch::AceCylDiagonalPoint), ace_profile()}) {
        const ReadingScope scope(r);
        auto u = mover({0.9f, 0, 2.5f}, {1.8f, 0, 1.9f}, kClip, 1);
        // ACE line 125: (0.48 + 2 + 0.6) / -0.6 = -5.133; movement * that is 5.72 m off the
        // axis, so the side: xyDiff 0.99, diffSq 0.9801 - (1.21 - 0.9604) 0.81 = 0.777924,
        // diff 0.882, time (0.99 - 0.882) / 0.81 = 0.1333, scaled (0.12, 0, -0.08). Line 151:
        // the centre goes to curr - scaled = (0.78, 0, 3.055), the feet 0.475 m lower; the
        // normal (0.12 - 1.1, 0, 0) / 0.98.
        REQUIRE(cylsphere_intersects(kPillar, *u) == TS::Adjusted);
        check_vec(feet(*u), {0.78f, 0, 2.58f});
        check_vec(u->collision_info.collision_normal, {-1, 0, 0});
    }
    // A definite hit is retail's under the switch (only the diagonal branch departs).
    const ReadingScope scope(only(ReadingSwitch::AceCylDiagonalPoint));
    auto cap = mover({2, 0, 2.5f}, {2, 0, 1.9f}, kClip, 1);
    REQUIRE(cylsphere_intersects(kPillar, *cap) == TS::Adjusted);
    check_vec(feet(*cap), {2, 0, 2.005f});
}
