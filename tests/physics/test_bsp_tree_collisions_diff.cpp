// BSPTREE::find_collisions in a rotated, scaled part, and a seeded differential test of the
// dispatch against a brute-force scan of the same polygon table (10,000 random spheres per
// fixture and mode).
#include "collision_family_fixture.h"
#include "fixtures/bsp_fixtures.h"
#include "fixtures/lcg.h"
#include "physics/bsp/bsp_tree.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/math/constants.h"
#include "physics/transition/transition.h"

#include <catch2/catch.hpp>
#include <limits>
#include <numbers>
#include <vector>

using namespace sweeplab::physics;
using namespace sweeplab::physics::testing;
using sweeplab::test::MeshBuilder;

namespace {

constexpr std::uint32_t kOwner = 7u;

bool near(const glm::vec3& a, const glm::vec3& b, float eps = 1e-4f) {
    return glm::length(a - b) <= eps;
}

// ---- a part at (10, 5, 2), turned 90 degrees (local +x is world +y), scale 2

const Position kPart{kCell, Frame::from_yaw({10, 5, 2}, std::numbers::pi_v<float> / 2)};
constexpr float kScale = 2.0f;

PhysicsBsp part_slab() {
    MeshBuilder b;
    b.box({-5, -5, -1}, {5, 5, 0}, true); // world: z in [0, 2], y face at 15
    auto r = compile_bsp(b.build());
    REQUIRE(r.ok());
    return r.trees.physics;
}

std::unique_ptr<Transition> in_part(glm::vec3 curr, glm::vec3 check, ObjectInfoState state,
                                    std::uint32_t num) {
    auto t = mover(curr, check, state, num);
    t->sphere_path.cache_localspace_sphere(kPart, kScale);
    return t;
}

} // namespace

TEST_CASE("find_collisions in a part: offsets scaled and rotated, retail's plane d",
          "[bsp][collisions][frame]") {
    const PhysicsBsp t = part_slab();
    SECTION("step_down onto the scaled floor") {
        // Feet 0.05 m below the world floor at z = 2.
        auto m = in_part({10, 5, 2.3f}, {10, 5, 1.95f}, kGrounded, 2);
        SpherePath& sp = m->sphere_path;
        sp.step_down = true;
        sp.step_down_amt = 0.5f;
        sp.walk_interp = 1.0f;
        sp.walkable_allowance = kFloorZ;
        CHECK(bsptree::find_collisions(t, kOwner, *m, kScale) == TransitionState::Adjusted);
        // Local probe 0.25 (0.5 / scale); tangent after 0.0275 local = 0.055 world.
        CHECK(near(feet(*m), {10, 5, 2.005f}));
        CHECK(sp.walk_interp == Approx(0.89f).margin(1e-5));
        const CollisionInfo& ci = m->collision_info;
        CHECK(near(ci.contact_plane.normal, {0, 0, 1}));
        // Plane::localtoglobal carries the local foot point out unscaled (d = -2), then the
        // caller scales all of d: retail's -4, where the world floor's own d is -2.
        CHECK(ci.contact_plane.d == Approx(-4.0f));
        CHECK(sp.walkable_scale == kScale);
        CHECK(sp.walkable_pos.frame.origin == kPart.frame.origin);
    }
    SECTION("airborne: the struck face's normal in the world") {
        // Moving -y into the face whose local normal is +x (world +y, at y = 15).
        auto m = in_part({10, 15.6f, 1.0f}, {10, 15.3f, 1.0f}, ObjectInfoState::Default, 2);
        CHECK(bsptree::find_collisions(t, kOwner, *m, kScale) == TransitionState::Adjusted);
        CHECK(m->sphere_path.collide);
        CHECK(near(m->sphere_path.step_up_normal, {0, 1, 0}));
    }
    SECTION("collide_with_pt: the back-off offset in world units") {
        auto m = in_part({10, 16, 1.0f}, {10, 15.2f, 1.0f},
                         ObjectInfoState::PathClipped | ObjectInfoState::PerfectClip, 1);
        CHECK(bsptree::find_collisions(t, kOwner, *m, kScale) == TransitionState::Adjusted);
        CHECK(near(m->collision_info.collision_normal, {0, 1, 0}));
        // Tangent where the foot (world radius 0.48) is 0.48 from y = 15; bisection keeps it
        // outside and within 0.02 of the 0.8 m movement.
        const glm::vec3 f = feet(*m);
        CHECK(f.y >= 15.48f - 1e-3f);
        CHECK(f.y <= 15.48f + 0.02f * 0.8f);
        CHECK(f.x == Approx(10.0f));
        CHECK(f.z == Approx(1.0f));
    }
}

// ---- differential

namespace {

using sweeplab::test::Lcg;

constexpr int kSamples = 10000;

struct Scan {
    std::vector<glm::vec3> overlap; // normals of polygons the sphere overlaps
    std::vector<glm::vec3> into;    // ... and moves into (pos_hits_sphere true)
};

Scan scan(const PhysicsBsp& t, const Sphere& s, const glm::vec3& movement) {
    Scan out;
    for (std::size_t i = 0; i < t.polygons().size(); ++i) {
        const PolygonView p = t.polygon(static_cast<std::int32_t>(i));
        glm::vec3 contact{0.0f};
        if (!polygon_hits_sphere_slow_but_sure(p, s, contact)) continue;
        out.overlap.push_back(p.plane.normal);
        if (glm::dot(p.plane.normal, movement) < 0.0f) out.into.push_back(p.plane.normal);
    }
    return out;
}

bool any_of(const std::vector<glm::vec3>& normals, const glm::vec3& n) {
    for (const glm::vec3& m : normals) {
        if (near(m, n)) return true;
    }
    return false;
}

bool brute_hits(const PhysicsBsp& t, const Sphere& s) {
    for (std::size_t i = 0; i < t.polygons().size(); ++i) {
        if (hits_sphere(t.polygon(static_cast<std::int32_t>(i)), s)) return true;
    }
    return false;
}

bool brute_walkable(const PhysicsBsp& t, const Sphere& s) {
    const glm::vec3 up{0, 0, 1};
    for (std::size_t i = 0; i < t.polygons().size(); ++i) {
        const PolygonView p = t.polygon(static_cast<std::int32_t>(i));
        if (walkable_hits_sphere(p, kFloorZ, s, up) && check_small_walkable(p, s, up)) return true;
    }
    return false;
}

// Two spheres in an identity part: local == global, check_cell 0 (no world).
void place(Transition& t, const Sphere& s0, const Sphere& s1, const glm::vec3& movement,
           ObjectInfoState state) {
    t.init();
    t.object_info.state = state;
    t.object_info.step_up_height = 0.4f;
    SpherePath& sp = t.sphere_path;
    sp.num_sphere = 2;
    // check_pos at the origin with the spheres as its local spheres, so restore_check_pos
    // (step_up's failure path) rebuilds the same global spheres.
    sp.local_sphere = {s0, s1};
    sp.check_pos = Position{kCell, Frame{}};
    sp.localspace_sphere = {s0, s1};
    sp.global_sphere = {s0, s1};
    sp.localspace_curr_center = {s0.center - movement, s1.center - movement};
    sp.global_curr_center = sp.localspace_curr_center;
    sp.localspace_pos = Position{kCell, Frame{}};
    sp.localspace_z = {0, 0, 1};
    sp.check_cell = kNullCellId;
    sp.walk_interp = 1.0f;
}

struct Bounds {
    glm::vec3 lo{std::numeric_limits<float>::max()};
    glm::vec3 hi{-std::numeric_limits<float>::max()};
};

Bounds bounds_of(const MeshInput& m) {
    Bounds b;
    for (const glm::vec3& v : m.vertices) {
        b.lo = glm::min(b.lo, v);
        b.hi = glm::max(b.hi, v);
    }
    b.lo -= glm::vec3{1.0f};
    b.hi += glm::vec3{1.0f};
    return b;
}

} // namespace

TEST_CASE("differential: find_collisions against a brute-force polygon scan",
          "[bsp][collisions][differential]") {
    auto tr = std::make_unique<Transition>();
    Transition& t = *tr;
    std::uint32_t seed = 0xB5700u;
    for (const auto& f : sweeplab::test::all_fixtures()) {
        INFO(f.name);
        const auto compiled = compile_bsp(f.mesh);
        REQUIRE(compiled.ok());
        const PhysicsBsp& tree = compiled.trees.physics;
        const Bounds b = bounds_of(f.mesh);
        Lcg rng(seed++);
        int airborne_hits = 0, contact_neg = 0, contact_into = 0, placed = 0, walkable = 0;
        for (int i = 0; i < kSamples; ++i) {
            const float r = rng.range(0.05f, 1.0f);
            const Sphere s0{
                {rng.range(b.lo.x, b.hi.x), rng.range(b.lo.y, b.hi.y), rng.range(b.lo.z, b.hi.z)},
                r};
            const Sphere s1{s0.center + glm::vec3(0, 0, rng.range(0.3f, 1.5f)), r};
            const glm::vec3 move{rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)};
            INFO("sample " << i << " s0 " << s0.center.x << "," << s0.center.y << "," << s0.center.z
                           << " r " << r);
            const Scan foot = scan(tree, s0, move);
            const Scan head = scan(tree, s1, move);

            // Path 6 (airborne): any foot overlap -> set_collide with a struck normal (one it
            // moves into when there is one); else any head overlap -> Collided; else OK.
            place(t, s0, s1, move, ObjectInfoState::Default);
            const TransitionState air = bsptree::find_collisions(tree, kOwner, t, 1.0f);
            if (!foot.overlap.empty()) {
                REQUIRE(air == TransitionState::Adjusted);
                REQUIRE(t.sphere_path.collide);
                REQUIRE(any_of(foot.into.empty() ? foot.overlap : foot.into,
                               t.sphere_path.step_up_normal));
                ++airborne_hits;
            } else if (!head.overlap.empty()) {
                REQUIRE(air == TransitionState::Collided);
                REQUIRE(any_of(head.into.empty() ? head.overlap : head.into,
                               t.collision_info.collision_normal));
            } else {
                REQUIRE(air == TransitionState::OK);
                REQUIRE_FALSE(t.sphere_path.collide);
                REQUIRE_FALSE(t.collision_info.collision_normal_valid);
            }

            // Path 5 (contact): foot into -> step-up (clears the contact plane); head into ->
            // slide (keeps it); head overlap -> deferred, neg_step_up 0; foot overlap ->
            // deferred, neg_step_up 1; else OK.
            place(t, s0, s1, move, kGrounded);
            on_ground(t);
            t.collision_info.init_last_known_contact_plane(kCell, Plane{{0, 0, 1}, 0}, false);
            const TransitionState contact = bsptree::find_collisions(tree, kOwner, t, 1.0f);
            const SpherePath& sp = t.sphere_path;
            if (!foot.into.empty() || !head.into.empty()) {
                REQUIRE(contact != TransitionState::OK);
                REQUIRE_FALSE(sp.neg_poly_hit);
                REQUIRE(t.collision_info.contact_plane_valid == foot.into.empty());
                if (contact == TransitionState::Slid) {
                    REQUIRE(any_of(foot.into.empty() ? head.into : foot.into,
                                   t.collision_info.collision_normal));
                }
                ++contact_into;
            } else if (!head.overlap.empty() || !foot.overlap.empty()) {
                REQUIRE(contact == TransitionState::OK);
                REQUIRE(sp.neg_poly_hit);
                REQUIRE(sp.neg_step_up == head.overlap.empty());
                REQUIRE(any_of(head.overlap.empty() ? foot.overlap : head.overlap,
                               -sp.neg_collision_normal));
                ++contact_neg;
            } else {
                REQUIRE(contact == TransitionState::OK);
                REQUIRE_FALSE(sp.neg_poly_hit);
                REQUIRE(sp.check_pos.frame.origin == glm::vec3(0.0f));
            }

            // Path 1 without the centre check: Collided exactly when a polygon is hit.
            place(t, s0, s1, move, ObjectInfoState::Default);
            t.sphere_path.insert_type = InsertType::Placement;
            t.sphere_path.bldg_check = true;
            t.sphere_path.hits_interior_cell = true;
            const bool solid = brute_hits(tree, s0) || brute_hits(tree, s1);
            REQUIRE((bsptree::find_collisions(tree, kOwner, t, 1.0f) ==
                     TransitionState::Collided) == solid);
            placed += solid ? 1 : 0;

            // Path 2: Collided exactly when a walkable polygon is within reach of the foot.
            place(t, s0, s1, move, kGrounded);
            t.sphere_path.check_walkable = true;
            t.sphere_path.walkable_allowance = kFloorZ;
            const bool walk = brute_walkable(tree, s0);
            REQUIRE((bsptree::find_collisions(tree, kOwner, t, 1.0f) ==
                     TransitionState::Collided) == walk);
            walkable += walk ? 1 : 0;
        }
        INFO("airborne " << airborne_hits << ", contact into " << contact_into << ", neg "
                         << contact_neg << ", placement " << placed << ", walkable " << walkable);
        // The samples must reach every branch.
        CHECK(airborne_hits > kSamples / 50);
        CHECK(contact_into > kSamples / 100);
        CHECK(contact_neg > kSamples / 100);
        if (f.name != "thin wall" && f.name != "door frame") CHECK(walkable > 50);
    }
}
