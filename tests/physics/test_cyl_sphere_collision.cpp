// CCylSphere family (acclient CCylSphere.c; docs/research/retail-reference.md): every dispatcher
// branch and early return, in retail order.
#include <catch2/catch.hpp>

#include <glm/geometric.hpp>

#include "collision_family_fixture.h"
#include "physics/collision/cyl_sphere_collision.h"
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

// The Holtburg portal platform (docs/research/retail-reference.md): r = 2.597 m, h = 0.256 m.
const CylSphere kPlatform{{5.0f, 0.0f, 0.0f}, 2.597f, 0.256f};
// A pillar, 2 m tall.
const CylSphere kPillar{{2.0f, 0.0f, 0.0f}, 0.5f, 2.0f};

constexpr ObjectInfoState kClip = ObjectInfoState::PathClipped | ObjectInfoState::PerfectClip;

} // namespace

TEST_CASE("CCylSphere collides_with_sphere: XY disc and Z band, epsilon shaved once",
          "[cyl_family]") {
    const Sphere s{{0, 0, 0}, 0.5f};
    const CylSphere c{{0, 0, 0}, 1.0f, 2.0f};
    CHECK(ccylsphere::collides_with_sphere(c, s, {1.5f, 0, 1}, 1.5f));
    CHECK_FALSE(ccylsphere::collides_with_sphere(c, s, {1.51f, 0, 1}, 1.5f));
    CHECK(ccylsphere::collides_with_sphere(c, s, {0, 0, 2.49f}, 1.5f));
    CHECK_FALSE(ccylsphere::collides_with_sphere(c, s, {0, 0, 2.4999f}, 1.5f)); // z band - eps
    CHECK_FALSE(ccylsphere::collides_with_sphere(c, s, {0, 0, -0.4999f}, 1.5f));

    // The foot sphere's bottom exactly on the platform top (feet 5 mm above the bottom of
    // the 0.48 sphere centred at 0.475), and 0.1 mm into it: not a collision.
    for (float sink : {0.0f, 0.0001f}) {
        auto t = mover({5, 0, 0.261f - sink}, {5, 0, 0.261f - sink}, kGrounded);
        t->sphere_path.insert_type = InsertType::Placement;
        CHECK(cylsphere_intersects(kPlatform, *t) == TS::OK);
    }
    auto t = mover({5, 0, 0.26f}, {5, 0, 0.26f}, kGrounded);
    t->sphere_path.insert_type = InsertType::Placement;
    CHECK(cylsphere_intersects(kPlatform, *t) == TS::Collided);
    // At the rim: radius + 0.48 - eps.
    auto rim = mover({5.0f - 3.0769f, 0, 0}, {5.0f - 3.0769f, 0, 0}, kGrounded);
    rim->sphere_path.insert_type = InsertType::Placement;
    CHECK(cylsphere_intersects(kPlatform, *rim) == TS::OK);
}

TEST_CASE("normal_of_collision: side, diagonal, caps", "[cyl_family]") {
    const float radsum = kPillar.radius - kEpsilon + 0.48f;
    glm::vec3 n;
    SECTION("from outside the disc, Z bands overlapping: definite side") {
        auto t = mover({0, 0, 0}, {1.2f, 0, 0}, kGrounded);
        const Sphere s0 = t->sphere_path.global_sphere[0];
        CHECK(ccylsphere::normal_of_collision(kPillar, t->sphere_path, s0,
                                              s0.center - kPillar.low_pt, radsum, 0, n));
        check_vec(n, {-2.0f, 0, 0});
    }
    SECTION("from outside and above the band, moving down: not definite") {
        auto t = mover({0.9f, 0, 2.5f}, {1.8f, 0, 1.9f}, kGrounded);
        const Sphere s0 = t->sphere_path.global_sphere[0];
        CHECK_FALSE(ccylsphere::normal_of_collision(kPillar, t->sphere_path, s0,
                                                    s0.center - kPillar.low_pt, radsum, 0, n));
        CHECK(n.z == 0.0f);
    }
    SECTION("from outside and above the band, no vertical movement: definite") {
        auto t = mover({0.9f, 0, 2.5f}, {1.8f, 0, 2.5f}, kGrounded);
        const Sphere s0 = t->sphere_path.global_sphere[0];
        CHECK(ccylsphere::normal_of_collision(kPillar, t->sphere_path, s0,
                                              s0.center - kPillar.low_pt, radsum, 0, n));
    }
    SECTION("from above the footprint: the top when descending or level") {
        for (float dz : {-0.3f, 0.0f}) {
            auto t = mover({2, 0, 2.5f}, {2, 0, 2.5f + dz}, kGrounded);
            const Sphere s0 = t->sphere_path.global_sphere[0];
            CHECK(ccylsphere::normal_of_collision(kPillar, t->sphere_path, s0,
                                                  s0.center - kPillar.low_pt, radsum, 0, n));
            check_vec(n, {0, 0, 1});
        }
    }
    SECTION("from below the footprint, rising: the bottom") {
        auto t = mover({2, 0, -1.0f}, {2, 0, -0.8f}, kGrounded);
        const Sphere s0 = t->sphere_path.global_sphere[0];
        CHECK(ccylsphere::normal_of_collision(kPillar, t->sphere_path, s0,
                                              s0.center - kPillar.low_pt, radsum, 0, n));
        check_vec(n, {0, 0, -1});
    }
}

TEST_CASE("cyl branch 1: placement or ethereal is detection only", "[cyl_family]") {
    for (int mode = 0; mode < 2; ++mode) {
        auto setup = [&](const glm::vec3& at) {
            auto t = mover(at, at, kGrounded);
            if (mode == 0)
                t->sphere_path.insert_type = InsertType::Placement;
            else
                t->sphere_path.obstruction_ethereal = true;
            t->sphere_path.step_down = t->sphere_path.check_walkable = t->sphere_path.collide =
                true;
            return t;
        };
        CHECK(cylsphere_intersects(kPillar, *setup({1.2f, 0, 0})) == TS::Collided);
        // Head only: a cylinder hanging at head height.
        const CylSphere lamp{{1.2f, 0, 1.2f}, 0.3f, 0.2f};
        CHECK(cylsphere_intersects(lamp, *setup({0.5f, 0, 0})) == TS::Collided);
        CHECK(cylsphere_intersects(kPillar, *setup({0, 0, 0})) == TS::OK);
    }
}

TEST_CASE("cyl branch 2: step_sphere_down rests on the flat top", "[cyl_family]") {
    auto make = [](float amt, float interp) {
        auto t = mover({3.0f, 0, 0.1f}, {3.0f, 0, 0.1f}, kGrounded);
        t->sphere_path.step_down = true;
        t->sphere_path.step_down_amt = amt;
        t->sphere_path.walk_interp = interp;
        return t;
    };
    auto t = make(0.4f, 1.0f);
    REQUIRE(cylsphere_intersects(kPlatform, *t) == TS::Adjusted);
    const CollisionInfo& ci = t->collision_info;
    CHECK(ci.contact_plane_valid);
    CHECK(ci.contact_plane_is_water); // retail literal 1
    CHECK(ci.contact_plane_cell_id == kCell);
    check_vec(ci.contact_plane.normal, {0, 0, 1});
    CHECK(ci.contact_plane.d == Approx(-0.256f).margin(1e-5));
    // The foot sphere's bottom rests on the top: feet at 0.256 + 0.48 - 0.475.
    CHECK(feet(*t).z == Approx(0.261f).margin(1e-5));
    CHECK(t->sphere_path.walk_interp == Approx(1.0f - 0.161f / 0.4f).margin(1e-5));

    auto far = mover({-3, 0, 0}, {-3, 0, 0}, kGrounded);
    far->sphere_path.step_down = true;
    CHECK(cylsphere_intersects(kPlatform, *far) == TS::OK); // neither sphere overlaps
    CHECK(cylsphere_intersects(kPlatform, *make(0.4f, 0.0f)) == TS::Collided);  // no step
    CHECK(cylsphere_intersects(kPlatform, *make(0.05f, 1.0f)) == TS::Collided); // too high
}

TEST_CASE("cyl branch 3: the walkable probe blocks on occupancy", "[cyl_family]") {
    auto make = [](const glm::vec3& at) {
        auto t = mover(at, at, kGrounded);
        t->sphere_path.check_walkable = true;
        t->sphere_path.collide = true;
        return t;
    };
    CHECK(cylsphere_intersects(kPillar, *make({1.2f, 0, 0})) == TS::Collided);
    const CylSphere lamp{{1.2f, 0, 1.2f}, 0.3f, 0.2f};
    CHECK(cylsphere_intersects(lamp, *make({0.5f, 0, 0})) == TS::Collided);
    CHECK(cylsphere_intersects(kPillar, *make({0, 0, 0})) == TS::OK);
}

TEST_CASE("cyl branch 4 grounded: a tall pillar is slid round", "[cyl_family]") {
    const CylSphere pillar{{1.0f, 0.2f, 0.0f}, 0.3f, 3.0f};
    auto t = mover({0, 0, 0}, {0.5f, 0, 0}, kGrounded);
    on_ground(*t);
    REQUIRE(cylsphere_intersects(pillar, *t) == TS::Slid);
    const glm::vec3 n = glm::normalize(glm::vec3(-1.0f, -0.2f, 0.0f));
    const glm::vec3 dir(n.y, -n.x, 0.0f);
    check_vec(feet(*t), dir * glm::dot(glm::vec3(0.5f, 0, 0), dir));
    check_vec(t->collision_info.collision_normal, n);
}

TEST_CASE("cyl branch 4 grounded: the head leg uses the HEAD disp (ACE passes the foot's)",
          "[cyl_family]") {
    // A slab hanging over the mover's head; the mover steps up-slope, so the head rises
    // into it from inside the footprint. With the head disp the cap is the BOTTOM (-Z), the
    // crease degenerates against the ground and the slide stops; ACE's foot disp would pick
    // the top (+Z) and slide.
    const CylSphere slab{{0.0f, 0.0f, 1.6f}, 1.0f, 0.5f};
    auto t = mover({0, 0, 0}, {0.1f, 0, 0.05f}, kGrounded);
    on_ground(*t);
    REQUIRE(cylsphere_intersects(slab, *t) == TS::Collided);
    check_vec(t->collision_info.collision_normal, glm::normalize(glm::vec3(-0.1f, 0.0f, -0.05f)));
    CHECK(feet(*t) == glm::vec3(0.1f, 0, 0.05f));
}

TEST_CASE("cyl branch 4 path-clipped: collide_with_point", "[cyl_family]") {
    SECTION("non-PerfectClip: a hard stop with the side normal") {
        auto t = mover({0, 0, 0}, {1.2f, 0, 0}, ObjectInfoState::PathClipped, 1);
        CHECK(cylsphere_intersects(kPillar, *t) == TS::Collided);
        check_vec(t->collision_info.collision_normal, {-1, 0, 0});
        CHECK(feet(*t) == glm::vec3(1.2f, 0, 0));
    }
    SECTION("PerfectClip, definite side: stop at the grown radius") {
        auto t = mover({0, 0, 0}, {1.2f, 0, 0}, kClip, 1);
        REQUIRE(cylsphere_intersects(kPillar, *t) == TS::Adjusted);
        check_vec(feet(*t), {1.02f, 0, 0});
        check_vec(t->collision_info.collision_normal, {-1, 0, 0});
    }
    SECTION("PerfectClip, definite cap: stop on the top") {
        auto t = mover({2, 0, 2.5f}, {2, 0, 1.9f}, kClip, 1);
        REQUIRE(cylsphere_intersects(kPillar, *t) == TS::Adjusted);
        check_vec(feet(*t), {2, 0, 2.005f});
        check_vec(t->collision_info.collision_normal, {0, 0, 1});
    }
    SECTION("PerfectClip, diagonal onto the cap") {
        auto t = mover({0.9f, 0, 2.5f}, {1.8f, 0, 1.9f}, kClip, 1);
        REQUIRE(cylsphere_intersects(kPillar, *t) == TS::Adjusted);
        check_vec(feet(*t), {1.6425f, 0, 2.005f});
        check_vec(t->collision_info.collision_normal, {0, 0, 1});
    }
    SECTION("PerfectClip, diagonal that misses the cap: the side") {
        auto t = mover({0.2f, 0, 2.2f}, {1.2f, 0, 1.9f}, kClip, 1);
        REQUIRE(cylsphere_intersects(kPillar, *t) == TS::Adjusted);
        check_vec(feet(*t), {1.02f, 0, 1.954f});
        check_vec(t->collision_info.collision_normal, {-1, 0, 0});
    }
    SECTION("PerfectClip, cap hit without vertical movement: COLLIDED") {
        auto t = mover({2, 0, 1.9f}, {2.1f, 0, 1.9f}, kClip, 1);
        CHECK(cylsphere_intersects(kPillar, *t) == TS::Collided);
    }
    SECTION("a degenerate normal: COLLIDED, no normal set") {
        // Only reachable with a radius sum near zero: a needle and a 0.1 mm sphere whose
        // current centre is 0.15 mm off the axis (outside the disc, yet shorter than eps).
        const CylSphere needle{{2, 0, 0}, 0.0f, 2.0f};
        auto t = mover({0, 0, 0}, {0, 0, 0}, kClip, 1);
        t->sphere_path.global_sphere[0] = Sphere{{2.00005f, 0.0f, 1.0f}, 0.0001f};
        t->sphere_path.global_curr_center[0] = {2.00015f, 0.0f, 1.0f};
        CHECK(cylsphere_intersects(needle, *t) == TS::Collided);
        CHECK_FALSE(t->collision_info.collision_normal_valid);
    }
}

TEST_CASE("cyl branch 4 airborne: land_on_cylinder arms the re-test - head hits stop",
          "[cyl_family]") {
    auto t = mover({2, 0, 2.5f}, {2, 0, 1.9f}, ObjectInfoState::Default);
    REQUIRE(cylsphere_intersects(kPillar, *t) == TS::Adjusted);
    CHECK(t->sphere_path.collide);
    CHECK(t->sphere_path.walkable_allowance == kLandingZ);
    check_vec(t->sphere_path.step_up_normal, {0, 0, 1});
    CHECK(t->sphere_path.walk_interp == 1.0f);

    const CylSphere lamp{{1.2f, 0, 1.2f}, 0.3f, 1.0f};
    auto h = mover({0, 0, 0}, {0.5f, 0, 0}, ObjectInfoState::Default);
    CHECK(cylsphere_intersects(lamp, *h) == TS::Collided);
    check_vec(h->collision_info.collision_normal, {-1, 0, 0});
    CHECK_FALSE(h->sphere_path.collide);
}

TEST_CASE("cyl branch 5: the collide re-test lands exactly on the cap", "[cyl_family]") {
    auto make = [](const glm::vec3& curr, const glm::vec3& check) {
        auto t = mover(curr, check, ObjectInfoState::Default);
        t->sphere_path.set_collide(glm::vec3(0, 0, 1));
        t->sphere_path.walkable_allowance = kLandingZ;
        return t;
    };
    auto t = make({3, 0, 0.5f}, {3, 0, 0.1f});
    REQUIRE(cylsphere_intersects(kPlatform, *t) == TS::Adjusted);
    const CollisionInfo& ci = t->collision_info;
    CHECK(ci.contact_plane_is_water);
    CHECK(ci.contact_plane_cell_id == kCell);
    check_vec(ci.contact_plane.normal, {0, 0, 1});
    CHECK(ci.contact_plane.d == Approx(-0.256f).margin(1e-5));
    CHECK(feet(*t).z == Approx(0.261f).margin(1e-5));
    CHECK(t->sphere_path.walk_interp == Approx(1.0f - 0.4025f).margin(1e-4));

    // Rewound off the disc: OK, nothing set.
    auto off = make({1.0f, 0, 0.5f}, {2.0f, 0, 0.1f});
    CHECK(cylsphere_intersects(kPlatform, *off) == TS::OK);
    CHECK_FALSE(off->collision_info.contact_plane_valid);
    // No vertical movement: COLLIDED.
    CHECK(cylsphere_intersects(kPlatform, *make({2.5f, 0, 0.1f}, {3, 0, 0.1f})) == TS::Collided);
    // Rising into it: the solved time is negative, COLLIDED.
    CHECK(cylsphere_intersects(kPlatform, *make({3, 0, -0.1f}, {3, 0, 0.1f})) == TS::Collided);
    // Neither sphere overlaps: OK.
    CHECK(cylsphere_intersects(kPlatform, *make({-3, 0, 0.5f}, {-3, 0, 0.1f})) == TS::OK);
}

TEST_CASE("the Position wrapper globalises the cylinder and caches localspace", "[cyl_family]") {
    // low_pt 1 m ahead (+Y local) of an object at (5, 0, 0) turned 90 deg left, scale 2:
    // world low_pt (3, 0, 0), radius 2, height 1.
    const Position p{kCell, Frame::from_yaw({5, 0, 0}, 1.5707964f)};
    const CylSphere local{{0, 1, 0}, 1.0f, 0.5f};
    auto hit = mover({3, 0, 0}, {3, 0, 0}, kGrounded);
    hit->sphere_path.insert_type = InsertType::Placement;
    CHECK(cylsphere_intersects(local, p, 2.0f, *hit) == TS::Collided);
    CHECK(hit->sphere_path.localspace_pos.frame.origin == p.frame.origin);
    auto miss = mover({0.5f, 0, 0}, {0.5f, 0, 0}, kGrounded);
    miss->sphere_path.insert_type = InsertType::Placement;
    CHECK(cylsphere_intersects(local, p, 2.0f, *miss) == TS::OK);
    auto above = mover({3, 0, 1.0051f}, {3, 0, 1.0051f}, kGrounded);
    above->sphere_path.insert_type = InsertType::Placement;
    CHECK(cylsphere_intersects(local, p, 2.0f, *above) == TS::OK);
}
