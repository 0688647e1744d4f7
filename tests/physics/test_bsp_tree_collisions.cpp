// BSPTREE::find_collisions and the members it dispatches to: every path and early return of
// the six-path dispatch, in retail order, primary sphere before secondary.
#include "collision_family_fixture.h"
#include "fixtures/bsp_fixtures.h"
#include "fixtures/bsp_trees.h"
#include "physics/bsp/bsp_tree.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/math/constants.h"
#include "physics/transition/transition.h"

#include <catch2/catch.hpp>

using namespace sweeplab::physics;
using namespace sweeplab::physics::testing;
using sweeplab::test::MeshBuilder;

namespace {

constexpr std::uint32_t kOwner = 0xB5u;

// The mover's spheres seen from an identity part at the origin (local == global).
void enter_identity_part(Transition& t) {
    t.sphere_path.cache_localspace_sphere(Position{kCell, Frame{}}, 1.0f);
}

// A grounded human moving from `curr` to `check`, standing on z = 0, not inside any cell
// (check_cell 0 makes CTransition::transitional_insert answer OK at once, so step_up's
// step_down probe finds nothing and step_up fails into step_up_slide).
std::unique_ptr<Transition> grounded(glm::vec3 curr, glm::vec3 check, std::uint32_t num = 2) {
    auto t = mover(curr, check, kGrounded, num);
    on_ground(*t);
    t->collision_info.init_last_known_contact_plane(kCell, Plane{{0, 0, 1}, 0}, false);
    t->sphere_path.check_cell = kNullCellId;
    enter_identity_part(*t);
    return t;
}

std::unique_ptr<Transition> airborne(glm::vec3 curr, glm::vec3 check,
                                     ObjectInfoState state = ObjectInfoState::Default,
                                     std::uint32_t num = 2) {
    auto t = mover(curr, check, state, num);
    enter_identity_part(*t);
    return t;
}

bool near(const glm::vec3& a, const glm::vec3& b, float eps = 1e-5f) {
    return glm::length(a - b) <= eps;
}

} // namespace

// ---- 1. placement / ethereal

TEST_CASE("find_collisions 1: placement is a static overlap test", "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    auto clear = airborne({0, 0, 0.5f}, {0, 0, 0.5f});
    clear->sphere_path.insert_type = InsertType::Placement;
    CHECK(bsptree::find_collisions(t, kOwner, *clear, 1.0f) == TransitionState::OK);

    auto sunk = airborne({0, 0, -0.2f}, {0, 0, -0.2f});
    sunk->sphere_path.insert_type = InsertType::Placement;
    CHECK(bsptree::find_collisions(t, kOwner, *sunk, 1.0f) == TransitionState::Collided);
    // Nothing but the answer: no normal, no offset.
    CHECK_FALSE(sunk->collision_info.collision_normal_valid);
    CHECK(feet(*sunk) == glm::vec3(0, 0, -0.2f));
}

TEST_CASE("find_collisions 1: the secondary sphere is tested too", "[bsp][collisions]") {
    // A ceiling slab whose underside is at 1.5: only the head (top 1.83) reaches it.
    MeshBuilder b;
    b.box({-5, -5, 1.5f}, {5, 5, 2.5f}, true);
    const PhysicsBsp t = sweeplab::test::compile_physics_tree(b);
    auto two = airborne({0, 0, 0}, {0, 0, 0});
    two->sphere_path.insert_type = InsertType::Placement;
    CHECK(bsptree::find_collisions(t, kOwner, *two, 1.0f) == TransitionState::Collided);
    auto one = airborne({0, 0, 0}, {0, 0, 0}, ObjectInfoState::Default, 1);
    one->sphere_path.insert_type = InsertType::Placement;
    CHECK(bsptree::find_collisions(t, kOwner, *one, 1.0f) == TransitionState::OK);
}

TEST_CASE("find_collisions 1: ethereal obstruction wins over every later path",
          "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    // Foot moving down into the floor with check_walkable, step_down and collide all set:
    // path 1 still answers, with no side effects.
    auto m = airborne({0, 0, 0.5f}, {0, 0, -0.1f});
    SpherePath& sp = m->sphere_path;
    sp.obstruction_ethereal = true;
    sp.check_walkable = true;
    sp.step_down = true;
    sp.collide = true;
    sp.walkable_allowance = kLandingZ;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Collided);
    CHECK_FALSE(sp.walkable.valid());
    CHECK_FALSE(m->collision_info.contact_plane_valid);
}

TEST_CASE("find_collisions 1: bldg_check inside an interior cell drops the centre test",
          "[bsp][collisions]") {
    // A small sphere deep inside a solid 1 m cube touches no face: only the leaf's solid
    // flag (the centre check) reports it.
    MeshBuilder b;
    b.box({-0.5f, -0.5f, -0.5f}, {0.5f, 0.5f, 0.5f}, true);
    const PhysicsBsp t = sweeplab::test::compile_physics_tree(b);
    auto m = airborne({0, 0, 0}, {0, 0, 0}, ObjectInfoState::Default, 1);
    SpherePath& sp = m->sphere_path;
    sp.localspace_sphere[0] = Sphere{{0, 0, 0}, 0.1f};
    sp.insert_type = InsertType::Placement;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Collided);
    sp.bldg_check = true;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Collided);
    sp.hits_interior_cell = true;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
}

// ---- 2. check_walkable

TEST_CASE("find_collisions 2: check_walkable reports a walkable within reach",
          "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    auto m = airborne({0, 0, -0.1f}, {0, 0, -0.1f});
    SpherePath& sp = m->sphere_path;
    sp.check_walkable = true;
    sp.step_down = true; // path 2 comes first
    sp.walkable_allowance = kFloorZ;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Collided);
    // The probe never moves or records anything.
    CHECK(feet(*m) == glm::vec3(0, 0, -0.1f));
    CHECK_FALSE(sp.walkable.valid());
    CHECK_FALSE(m->collision_info.contact_plane_valid);

    // An allowance above the floor's normal z: not walkable.
    sp.walkable_allowance = 1.0f;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);

    auto high = airborne({0, 0, 0.5f}, {0, 0, 0.5f});
    high->sphere_path.check_walkable = true;
    high->sphere_path.walkable_allowance = kFloorZ;
    CHECK(bsptree::find_collisions(t, kOwner, *high, 1.0f) == TransitionState::OK);
}

// ---- 3. step_down

TEST_CASE("find_collisions 3: step_down rests the sphere on the floor", "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    // Feet lowered 0.1 m into the floor by CTransition::step_down.
    auto m = airborne({0, 0, 0.3f}, {0, 0, -0.1f}, kGrounded);
    SpherePath& sp = m->sphere_path;
    sp.step_down = true;
    sp.collide = true; // path 3 comes first
    sp.step_down_amt = 0.5f;
    sp.walk_interp = 1.0f;
    sp.walkable_allowance = kFloorZ;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Adjusted);
    // Lifted back along the probe until tangent (foot centre 0.375 -> 0.48): 0.21 of the
    // 0.5 probe was undone, so 0.79 of the walk remains.
    CHECK(feet(*m).z == Approx(0.005f).margin(1e-5));
    CHECK(sp.walk_interp == Approx(0.79f).margin(1e-5));
    CHECK(sp.global_sphere[0].center.z == Approx(0.48f).margin(1e-5));
    CHECK_FALSE(sp.cell_array_valid);
    const CollisionInfo& ci = m->collision_info;
    CHECK(ci.contact_plane_valid);
    CHECK_FALSE(ci.contact_plane_is_water);
    CHECK(near(ci.contact_plane.normal, {0, 0, 1}));
    CHECK(ci.contact_plane.d == Approx(0.0f).margin(1e-6));
    CHECK(ci.contact_plane_cell_id == sp.check_pos.objcell_id);
    REQUIRE(sp.walkable.valid());
    CHECK(sp.walkable.owner_id == kOwner);
    CHECK(sp.walkable.view.plane.normal.z > 0.99f);
    CHECK(sp.walkable_check_pos.center.z == Approx(0.48f).margin(1e-5));
    CHECK(near(sp.walkable_up, {0, 0, 1}));
}

TEST_CASE("find_collisions 3: step_down with nothing below is OK and silent", "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    auto m = airborne({0, 0, 1.0f}, {0, 0, 1.0f}, kGrounded);
    SpherePath& sp = m->sphere_path;
    sp.step_down = true;
    sp.step_down_amt = 0.5f;
    sp.walk_interp = 1.0f;
    sp.walkable_allowance = kFloorZ;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
    CHECK(feet(*m) == glm::vec3(0, 0, 1.0f));
    CHECK(sp.walk_interp == 1.0f);
    CHECK_FALSE(m->collision_info.contact_plane_valid);
    CHECK_FALSE(sp.walkable.valid());
}

// ---- 4. collide (landing re-test)

TEST_CASE("find_collisions 4: collide lands on the walkable along the movement",
          "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    // Falling 0.4 m, feet 0.1 m into the floor at the check position.
    auto m = airborne({0, 0, 0.3f}, {0, 0, -0.1f});
    SpherePath& sp = m->sphere_path;
    sp.collide = true;
    sp.walk_interp = 1.0f;
    sp.walkable_allowance = kLandingZ;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Adjusted);
    // Back along the 0.4 m movement until tangent: 0.2625 of it undone.
    CHECK(feet(*m).z == Approx(0.005f).margin(1e-5));
    CHECK(sp.walk_interp == Approx(0.7375f).margin(1e-5));
    const CollisionInfo& ci = m->collision_info;
    CHECK(ci.contact_plane_valid);
    CHECK(near(ci.contact_plane.normal, {0, 0, 1}));
    CHECK(ci.contact_plane_cell_id == kCell);
    CHECK(sp.walkable.valid());
    CHECK(sp.walkable.owner_id == kOwner);
    // The collide flag is the transition's to clear, not ours.
    CHECK(sp.collide);
}

TEST_CASE("find_collisions 4: collide with no walkable in reach is OK", "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    auto m = airborne({0, 0, 1.3f}, {0, 0, 1.0f});
    SpherePath& sp = m->sphere_path;
    sp.collide = true;
    sp.walk_interp = 1.0f;
    sp.walkable_allowance = kLandingZ;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
    CHECK(feet(*m) == glm::vec3(0, 0, 1.0f));
    CHECK_FALSE(m->collision_info.contact_plane_valid);
    // A vertical wall is never walkable: collide against it is OK too.
    const PhysicsBsp wall = sweeplab::test::block_tree(0.0f, 3.0f);
    auto w = airborne({0.4f, 0, 0}, {0.6f, 0, 0});
    w->sphere_path.collide = true;
    w->sphere_path.walk_interp = 1.0f;
    w->sphere_path.walkable_allowance = kLandingZ;
    CHECK(bsptree::find_collisions(wall, kOwner, *w, 1.0f) == TransitionState::OK);
}

// ---- 5. contact

TEST_CASE("find_collisions 5: the foot walks into a curb: step_sphere_up", "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::block_tree(0.0f, 0.3f);
    auto m = grounded({0.4f, 0, 0}, {0.6f, 0.2f, 0});
    SpherePath& sp = m->sphere_path;
    const TransitionState ts = bsptree::find_collisions(t, kOwner, *m, 1.0f);
    // CTransition::step_up ran (step_up_normal is its record) and failed here (no cell to
    // step into), so SPHEREPATH::step_up_slide slid the feet along the curb face.
    CHECK(near(sp.step_up_normal, {-1, 0, 0}));
    CHECK_FALSE(sp.step_up);
    CHECK(ts == TransitionState::Slid);
    CHECK(near(feet(*m), {0.4f, 0.2f, 0}));
    CHECK(near(m->collision_info.collision_normal, {-1, 0, 0}));
    CHECK_FALSE(m->collision_info.contact_plane_valid); // step_up cleared it
    CHECK_FALSE(sp.neg_poly_hit);
}

TEST_CASE("find_collisions 5: the head walks into a lintel: slide_sphere", "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::block_tree(1.1f, 2.0f);
    auto m = grounded({0.4f, 0, 0}, {0.6f, 0.2f, 0});
    SpherePath& sp = m->sphere_path;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Slid);
    CHECK(near(feet(*m), {0.4f, 0.2f, 0}));
    CHECK(near(m->collision_info.collision_normal, {-1, 0, 0}));
    // No step-up was tried: the contact plane survives and step_up_normal is untouched.
    CHECK(m->collision_info.contact_plane_valid);
    CHECK(sp.step_up_normal == glm::vec3(0.0f));
}

TEST_CASE("find_collisions 5: the foot before the head", "[bsp][collisions]") {
    // A wall that both spheres walk into: the foot's step-up answers.
    const PhysicsBsp t = sweeplab::test::block_tree(0.0f, 2.0f);
    auto m = grounded({0.4f, 0, 0}, {0.6f, 0.2f, 0});
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Slid);
    CHECK(near(m->sphere_path.step_up_normal, {-1, 0, 0}));
    CHECK_FALSE(m->collision_info.contact_plane_valid);
}

TEST_CASE("find_collisions 5: negative hits are deferred, the head's first", "[bsp][collisions]") {
    // Backing away (-x) from faces the spheres still overlap. At x = 0.55 each sphere
    // overlaps only the block's -x face (not the edge-sharing top or bottom face), so the
    // struck polygon is unambiguous.
    const glm::vec3 curr{0.65f, 0.2f, 0}, check{0.55f, 0.2f, 0};
    SECTION("head only: neg_step_up = 0") {
        const PhysicsBsp t = sweeplab::test::block_tree(1.1f, 2.0f);
        auto m = grounded(curr, check);
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
        CHECK(m->sphere_path.neg_poly_hit);
        CHECK_FALSE(m->sphere_path.neg_step_up);
        // set_neg_poly_hit stores the reversed normal.
        CHECK(near(m->sphere_path.neg_collision_normal, {1, 0, 0}));
        CHECK(feet(*m) == check);
    }
    SECTION("foot only: neg_step_up = 1") {
        const PhysicsBsp t = sweeplab::test::block_tree(0.0f, 0.7f);
        auto m = grounded(curr, check);
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
        CHECK(m->sphere_path.neg_poly_hit);
        CHECK(m->sphere_path.neg_step_up);
        CHECK(near(m->sphere_path.neg_collision_normal, {1, 0, 0}));
    }
    SECTION("both: the head's wins") {
        const PhysicsBsp t = sweeplab::test::block_tree(0.0f, 2.0f);
        auto m = grounded(curr, check);
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
        CHECK(m->sphere_path.neg_poly_hit);
        CHECK_FALSE(m->sphere_path.neg_step_up);
    }
    SECTION("a one-sphere mover never records the foot's") {
        const PhysicsBsp t = sweeplab::test::block_tree(0.0f, 0.7f);
        auto m = grounded(curr, check, 1);
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
        CHECK_FALSE(m->sphere_path.neg_poly_hit);
    }
    SECTION("nothing touched") {
        const PhysicsBsp t = sweeplab::test::block_tree(0.0f, 2.0f);
        auto m = grounded({-0.5f, 0, 0}, {-0.4f, 0, 0});
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
        CHECK_FALSE(m->sphere_path.neg_poly_hit);
        CHECK_FALSE(m->collision_info.collision_normal_valid);
    }
}

// ---- 6. airborne

TEST_CASE("find_collisions 6: the falling foot hits the floor: set_collide", "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    auto m = airborne({0, 0, 0.3f}, {0, 0, -0.1f});
    SpherePath& sp = m->sphere_path;
    sp.walkable_allowance = kFloorZ;
    sp.walk_interp = 0.5f;
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Adjusted);
    CHECK(sp.collide);
    CHECK(near(sp.step_up_normal, {0, 0, 1}));
    CHECK(sp.walkable_allowance == kLandingZ);
    CHECK(sp.walk_interp == 1.0f);
    CHECK(sp.backup_check_pos.frame.origin == glm::vec3(0, 0, -0.1f));
    // Nothing moves yet: the landing is the next insert's path 4.
    CHECK(feet(*m) == glm::vec3(0, 0, -0.1f));
    CHECK_FALSE(m->collision_info.collision_normal_valid);
}

TEST_CASE("find_collisions 6: an overlap while moving away still sets collide",
          "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    auto m = airborne({0, 0, -0.2f}, {0, 0, -0.1f});
    CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Adjusted);
    CHECK(m->sphere_path.collide);
    CHECK(near(m->sphere_path.step_up_normal, {0, 0, 1}));
}

TEST_CASE("find_collisions 6: the head alone is a hard collision", "[bsp][collisions]") {
    MeshBuilder b;
    b.box({-5, -5, 1.5f}, {5, 5, 2.5f}, true); // ceiling underside at 1.5
    const PhysicsBsp t = sweeplab::test::compile_physics_tree(b);
    SECTION("rising into it") {
        auto m = airborne({0, 0, 0}, {0, 0, 0.1f});
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Collided);
        CHECK(m->collision_info.collision_normal_valid);
        CHECK(near(m->collision_info.collision_normal, {0, 0, -1}));
        CHECK_FALSE(m->sphere_path.collide);
    }
    SECTION("falling away from it (negative hit)") {
        auto m = airborne({0, 0, 0.1f}, {0, 0, 0.05f});
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Collided);
        CHECK(near(m->collision_info.collision_normal, {0, 0, -1}));
    }
    SECTION("a one-sphere mover has no head") {
        auto m = airborne({0, 0, 0}, {0, 0, 0.1f}, ObjectInfoState::Default, 1);
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
    }
    SECTION("clear of it") {
        auto m = airborne({0, 0, -1}, {0, 0, -0.9f});
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::OK);
        CHECK_FALSE(m->collision_info.collision_normal_valid);
    }
}

TEST_CASE("find_collisions 6: path-clipped movers go to collide_with_pt", "[bsp][collisions]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    SECTION("without PERFECT_CLIP: the normal and a hard stop") {
        auto m = airborne({0, 0, 1}, {0, 0, -0.3f}, ObjectInfoState::PathClipped, 1);
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Collided);
        CHECK(near(m->collision_info.collision_normal, {0, 0, 1}));
        CHECK(feet(*m) == glm::vec3(0, 0, -0.3f));
        CHECK_FALSE(m->sphere_path.collide);
    }
    SECTION("with PERFECT_CLIP: back to the last free point") {
        auto m = airborne({0, 0, 1}, {0, 0, -0.3f},
                          ObjectInfoState::PathClipped | ObjectInfoState::PerfectClip, 1);
        CHECK(bsptree::find_collisions(t, kOwner, *m, 1.0f) == TransitionState::Adjusted);
        CHECK(near(m->collision_info.collision_normal, {0, 0, 1}));
        // Tangent at feet z = 0.005 (foot centre 0.48); bisection stops within 0.02 of the
        // 1.3 m movement above it, and never inside.
        CHECK(feet(*m).z >= 0.0048f);
        CHECK(feet(*m).z <= 0.005f + 0.02f * 1.3f);
        CHECK(m->sphere_path.global_sphere[0].center.z == Approx(feet(*m).z + kFootZ));
    }
    SECTION("retail never tests a path-clipped head") {
        MeshBuilder b;
        b.box({-5, -5, 1.5f}, {5, 5, 2.5f}, true);
        const PhysicsBsp ceiling = sweeplab::test::compile_physics_tree(b);
        auto m = airborne({0, 0, 0}, {0, 0, 0.1f}, ObjectInfoState::PathClipped);
        CHECK(bsptree::find_collisions(ceiling, kOwner, *m, 1.0f) == TransitionState::OK);
        CHECK_FALSE(m->collision_info.collision_normal_valid);
    }
}

TEST_CASE("find_collisions: an empty tree answers OK on every path", "[bsp][collisions]") {
    const PhysicsBsp empty;
    auto m = airborne({0, 0, 0.3f}, {0, 0, -0.1f});
    CHECK(bsptree::find_collisions(empty, kOwner, *m, 1.0f) == TransitionState::OK);
    m->sphere_path.insert_type = InsertType::Placement;
    CHECK(bsptree::find_collisions(empty, kOwner, *m, 1.0f) == TransitionState::OK);
}
