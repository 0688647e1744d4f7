// The gdle.* reading switches (docs/readings.md, "GDLE"): each departs from retail where GDLE
// (bDekaru/ClassicDereth, Source/PhatSDK) does, and only when it is in force.
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

Reading gdle(ReadingSwitch s) {
    return Reading{}.with(s);
}

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// A mover armed for the collide re-test (as land_on_sphere / land_on_cylinder leave it).
std::unique_ptr<Transition> armed(const glm::vec3& curr, const glm::vec3& check,
                                  std::uint32_t num = 2) {
    auto t = mover(curr, check, ObjectInfoState::Default, num);
    t->sphere_path.set_collide(glm::vec3(0, 0, 1));
    t->sphere_path.walkable_allowance = kLandingZ;
    return t;
}

// The Holtburg portal platform (docs/research/retail-reference.md): r = 2.597 m, h = 0.256 m.
const CylSphere kPlatform{{5.0f, 0.0f, 0.0f}, 2.597f, 0.256f};

} // namespace

TEST_CASE("gdle.slide_division: the crowd slide divides twice and tests x^2 only",
          "[reading][gdle]") {
    SECTION("a mostly-y skid of (-0.0027, 0.0162): SLID in retail, COLLIDED under GDLE") {
        // docs/readings.md, gdle.slide_division: |skid|^2 = 2.7e-4 >= eps, but x^2 = 7.3e-6 < eps.
        const glm::vec3 skid(-0.0027f, 0.0162f, 0.0f);
        const glm::vec3 dir = glm::normalize(skid);
        const glm::vec3 n(-dir.y, dir.x, 0.0f);
        const Sphere creature{glm::vec3(0.0f, 0.0f, kFootZ) - n * 1.0f, 0.5f};
        auto run = [&](Reading r) {
            auto t = mover({0, 0, 0}, skid - n * 0.05f, kGrounded);
            on_ground(*t);
            return sphere_intersects(creature, *t, true, r);
        };
        CHECK(run(Reading{}) == TS::Slid);
        CHECK(run(gdle(ReadingSwitch::GdleSlideDivision)) == TS::Collided);
    }
    SECTION("a collision normal off the horizontal: GDLE's skid is 1/|dir|^2 longer") {
        // A creature sphere above the foot: the normal points down, |cross(n, +Z)|^2 < 1.
        const Sphere creature{{0.75f, 0.55f, kFootZ + 0.45f}, 0.5f};
        const glm::vec3 move(0.1f, 0.0f, 0.0f);
        auto run = [&](Reading r, glm::vec3& feet_out) {
            const ReadingScope scope(r);
            auto t = mover({0, 0, 0}, move, kGrounded);
            on_ground(*t);
            const TS ts = csphere::slide_sphere_from(
                creature, t->sphere_path, t->collision_info,
                t->sphere_path.global_sphere[0].center - creature.center, 0);
            feet_out = feet(*t);
            return ts;
        };
        glm::vec3 retail_feet(0.0f), gdle_feet(0.0f); // GCC 12 -O3: maybe-uninitialized
        REQUIRE(run(Reading{}, retail_feet) == TS::Slid);
        REQUIRE(run(gdle(ReadingSwitch::GdleSlideDivision), gdle_feet) == TS::Slid);
        const glm::vec3 n = glm::normalize(glm::vec3(0.0f, 0.0f, kFootZ) - creature.center);
        const float dir_len_sq = 1.0f - n.z * n.z;
        REQUIRE(dir_len_sq < 0.9f);
        // Retail's skid is the projection of the move; GDLE's is that over |dir|^2 again.
        CHECK(glm::length(gdle_feet) == Approx(glm::length(retail_feet) / dir_len_sq));
        CHECK(glm::length(retail_feet) <= glm::length(move));
    }
}

TEST_CASE("gdle.creature_gate: the sphere re-test lands on creatures, never on statics",
          "[reading][gdle]") {
    // Falling from (0.3, 0, 0.5) to (0.3, 0, 0): the foot sphere sinks into a ball below.
    const Sphere ball{{0.0f, 0.0f, -0.4f}, 0.5f};
    auto run = [&](Reading r, bool is_creature) {
        auto t = armed({0.3f, 0, 0.5f}, {0.3f, 0, 0.0f});
        const TS ts = sphere_intersects(ball, *t, is_creature, r);
        return std::pair{ts, t->collision_info.contact_plane_valid};
    };
    // Retail: OK for a creature (nothing to stand on), a tilted landing on a static.
    CHECK(run(Reading{}, true) == std::pair{TS::OK, false});
    CHECK(run(Reading{}, false) == std::pair{TS::Adjusted, true});
    // GDLE: the other way round.
    CHECK(run(gdle(ReadingSwitch::GdleCreatureGate), true) == std::pair{TS::Adjusted, true});
    CHECK(run(gdle(ReadingSwitch::GdleCreatureGate), false) == std::pair{TS::OK, false});
}

TEST_CASE("ace_gdle.retest_no_early_exit: a one-sphere mover that misses still solves - sqrt(<0) "
          "is OK and never NaN",
          "[reading][gdle]") {
    const Reading g = gdle(ReadingSwitch::AceGdleRetestNoEarlyExit);
    SECTION("a one-sphere mover rising away above a ball: OK in retail, COLLIDED under GDLE") {
        // The foot centre (1.675 m above the ball's centre) misses; GDLE solves backwards
        // along the rise and finds a time far before the sub-step.
        const Sphere ball{{0.0f, 0.0f, 0.0f}, 0.5f};
        auto t = armed({0, 0, 0.9f}, {0, 0, 1.2f}, 1);
        CHECK(sphere_intersects(ball, *t, false) == TS::OK);
        auto u = armed({0, 0, 0.9f}, {0, 0, 1.2f}, 1);
        CHECK(sphere_intersects(ball, *u, false, g) == TS::Collided);
        CHECK(feet(*u) == glm::vec3(0, 0, 1.2f));
    }
    SECTION("a one-sphere mover far from the ball: the discriminant is negative, OK") {
        auto t = armed({0, 0, 0.5f}, {0, 0, 0}, 1);
        CHECK(sphere_intersects(Sphere{{3, 0, 0}, 0.5f}, *t, false, g) == TS::OK);
        CHECK(feet(*t) == glm::vec3(0, 0, 0));
        CHECK_FALSE(t->collision_info.contact_plane_valid);
    }
    SECTION("head-only overlap, foot line misses: retail's guard COLLIDED, GDLE's NaN OK") {
        const Sphere high{{0.8f, 0, 1.6f}, 0.5f};
        auto t = armed({0, -0.5f, 0}, {0, 0, 0});
        CHECK(sphere_intersects(high, *t, false) == TS::Collided);
        auto u = armed({0, -0.5f, 0}, {0, 0, 0});
        CHECK(sphere_intersects(high, *u, false, g) == TS::OK);
        CHECK(finite(feet(*u)));
        CHECK(finite(u->sphere_path.global_sphere[0].center));
        CHECK(std::isfinite(u->sphere_path.walk_interp));
        CHECK_FALSE(u->collision_info.contact_plane_valid);
    }
    SECTION("a two-sphere mover is unchanged when both spheres miss") {
        auto t = armed({0, 0, 0.9f}, {0, 0, 1.2f});
        CHECK(sphere_intersects(Sphere{{0, 0, 0}, 0.5f}, *t, false, g) == TS::OK);
    }
}

TEST_CASE("gdle.cyl_retest_as_sphere: landing on a platform cap meets a sphere at its base",
          "[reading][gdle]") {
    auto run = [](Reading r, const glm::vec3& curr, const glm::vec3& check) {
        const ReadingScope scope(r);
        auto t = armed(curr, check);
        const TS ts = cylsphere_intersects(kPlatform, *t);
        return std::pair{ts, std::move(t)};
    };
    const Reading g = gdle(ReadingSwitch::GdleCylRetestAsSphere);
    SECTION("retail lands on the flat cap; GDLE's sphere solve is before the sub-step") {
        auto [ts, t] = run(Reading{}, {3, 0, 0.5f}, {3, 0, 0.1f});
        REQUIRE(ts == TS::Adjusted);
        CHECK(feet(*t).z == Approx(0.261f).margin(1e-5));
        // The foot centre is 2.08 m from low_pt, inside the 3.077 m sphere: GDLE's time of
        // impact is 4.4 sub-steps back, COLLIDED.
        auto [gts, u] = run(g, {3, 0, 0.5f}, {3, 0, 0.1f});
        CHECK(gts == TS::Collided);
        CHECK(feet(*u) == glm::vec3(3, 0, 0.1f));
    }
    SECTION("on a stump GDLE rests on a dome round the base point, retail on the flat cap") {
        const CylSphere stump{{0.0f, 0.0f, 0.0f}, 0.3f, 0.3f};
        auto land = [&](Reading r) {
            const ReadingScope scope(r);
            auto t = armed({0.1f, 0, 0.5f}, {0.1f, 0, 0.25f});
            REQUIRE(cylsphere_intersects(stump, *t) == TS::Adjusted);
            return t;
        };
        auto t = land(Reading{});
        CHECK(feet(*t).z == Approx(0.3f + 0.48f - kFootZ).margin(1e-5));
        CHECK(t->collision_info.contact_plane.normal == glm::vec3(0, 0, 1));
        auto u = land(g);
        // The foot centre ends radsum + eps = 0.78 m from low_pt, on the line x = 0.1.
        const glm::vec3 foot = u->sphere_path.global_sphere[0].center;
        CHECK(glm::length(foot - stump.low_pt) == Approx(0.78f).margin(1e-4));
        CHECK(feet(*u).z < feet(*t).z - 0.005f);
        CHECK(u->collision_info.contact_plane.normal.x == Approx(0.1f / 0.78f).margin(1e-3));
    }
}

TEST_CASE("gdle.cyl_radsum: (R + r) - eps where retail has (R - eps) + r", "[reading][gdle]") {
    // Find a cylinder radius for which the two sums round apart (they agree for most).
    const float r = kHuman[0].radius;
    float radius = 0.0f;
    for (int k = 1; k < 400 && radius == 0.0f; ++k) {
        const float R = 0.01f * static_cast<float>(k);
        if ((R + r) - kEpsilon > R - kEpsilon + r) radius = R;
    }
    REQUIRE(radius > 0.0f);
    const float gdle_sum = (radius + r) - kEpsilon;
    // A foot sphere exactly gdle_sum from the axis: inside GDLE's disc, outside retail's.
    const CylSphere cyl{{0.0f, 0.0f, 0.0f}, radius, 2.0f};
    auto run = [&](Reading reading) {
        auto t = mover({gdle_sum, 0, 0}, {gdle_sum, 0, 0}, kGrounded);
        t->sphere_path.insert_type = InsertType::Placement;
        REQUIRE(t->sphere_path.global_sphere[0].center.x == gdle_sum);
        const ReadingScope scope(reading);
        return cylsphere_intersects(cyl, *t);
    };
    CHECK(run(Reading{}) == TS::OK);
    CHECK(run(gdle(ReadingSwitch::GdleCylRadsum)) == TS::Collided);
}

TEST_CASE("ace_gdle.signed_walkable: a plane facing away from up is never walkable",
          "[reading][gdle]") {
    const std::array<glm::vec3, 4> down{glm::vec3{-1, 1, 0}, glm::vec3{1, 1, 0},
                                        glm::vec3{1, -1, 0}, glm::vec3{-1, -1, 0}};
    const PolygonView flipped{make_plane(down), Sides::Single, down};
    REQUIRE(flipped.plane.normal.z < -0.99f);
    const std::array<glm::vec3, 4> upward{down[3], down[2], down[1], down[0]};
    const PolygonView floor{make_plane(upward), Sides::Single, upward};
    const glm::vec3 up{0, 0, 1};
    const Sphere s{{0, 0, 3}, 0.5f};
    // Retail tests |N.up|: the downward plane projects and is walkable.
    CHECK(check_walkable(flipped, s, up));
    CHECK(check_small_walkable(flipped, s, up));
    {
        const ReadingScope scope(gdle(ReadingSwitch::AceGdleSignedWalkable));
        CHECK_FALSE(check_walkable(flipped, s, up));
        CHECK_FALSE(check_small_walkable(flipped, s, up));
        // An upward floor is unchanged.
        CHECK(check_walkable(floor, s, up));
        CHECK(check_small_walkable(floor, s, up));
    }
    CHECK(check_walkable(flipped, s, up));
}

TEST_CASE("gdle.float_time_of_collision: the dot products in float", "[reading][gdle]") {
    // A long movement towards a far sphere: the float sums lose bits the double ones keep.
    const glm::vec3 movement(31.7f, 23.3f, 0.41f);
    const glm::vec3 disp(-30.1f, -22.9f, -0.37f);
    const float radsum = 0.98f;
    const double retail = csphere::find_time_of_collision(movement, disp, radsum);
    REQUIRE(retail > 0.0);
    REQUIRE(retail < 1.0);
    // Retail (default reading) is the double evaluation.
    const glm::dvec3 m(movement), d(disp);
    const double b = -glm::dot(d, m);
    const double c = glm::dot(d, d) - double(radsum) * double(radsum);
    const double a = glm::dot(m, m);
    CHECK(retail == Approx((b - std::sqrt(b * b - c * a)) / a).epsilon(1e-12));
    double g = 0.0;
    {
        const ReadingScope scope(gdle(ReadingSwitch::GdleFloatTimeOfCollision));
        g = csphere::find_time_of_collision(movement, disp, radsum);
        // The early outs are GDLE's too: starting inside, not moving, missing.
        CHECK(csphere::find_time_of_collision({4, 0, 0}, {-0.5f, 0, 0}, 1.0f) == -1.0);
        CHECK(csphere::find_time_of_collision({0.01f, 0, 0}, {-3, 0, 0}, 1.0f) == -1.0);
        CHECK(csphere::find_time_of_collision({4, 0, 0}, {-3, 2, 0}, 1.0f) == -1.0);
        CHECK(csphere::find_time_of_collision({4, 0, 0}, {-3, 0, 0}, 1.0f) == Approx(0.5));
    }
    CHECK(g != retail);
    CHECK(g == Approx(retail).margin(1e-3));
    CHECK(csphere::find_time_of_collision(movement, disp, radsum) == retail);
}

TEST_CASE("the gdle profile holds every gdle.* and ace_gdle.* switch and no other",
          "[reading][gdle]") {
    const Reading g = *parse_reading("gdle");
    for (const ReadingSwitchInfo& s : reading_switches()) {
        const std::string_view name = s.name;
        const bool is_gdle = name.substr(0, 5) == "gdle." || name.substr(0, 9) == "ace_gdle.";
        CHECK(g.has(s.id) == is_gdle);
        if (is_gdle) CHECK(std::string_view(s.source).substr(0, 5) == "GDLE ");
        // A shared switch names ACE's file too.
        if (name.substr(0, 9) == "ace_gdle.")
            CHECK(std::string_view(s.source).find("; ACE ") != std::string_view::npos);
    }
}
