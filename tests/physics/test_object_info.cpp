#include <catch2/catch.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/object_info.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/constants.h"

using namespace sweeplab::physics;

TEST_CASE("OBJECTINFO::init copies the object and adds the weenie bits", "[object_info]") {
    PhysicsObjDesc player;
    player.id = 0x50000001u;
    player.state = PhysicsState::Gravity | PhysicsState::EdgeSlide;
    player.scale = 1.0f;
    player.step_up_height = 0.6f;
    player.step_down_height = 1.5f;
    player.has_weenie = true;
    player.is_player = true;
    player.is_pk = true;

    ObjectInfo oi;
    oi.init(player, ObjectInfoState::Contact | ObjectInfoState::OnWalkable);
    CHECK(oi.object_id == 0x50000001u);
    CHECK(oi.step_up_height == 0.6f);
    CHECK(oi.step_down_height == 1.5f);
    CHECK_FALSE(oi.ethereal);
    CHECK(oi.step_down);
    CHECK(oi.has_state(ObjectInfoState::Contact));
    CHECK(oi.has_state(ObjectInfoState::IsPlayer));
    CHECK(oi.has_state(ObjectInfoState::IsPK));
    CHECK_FALSE(oi.has_state(ObjectInfoState::IsPKLite));
    CHECK_FALSE(oi.has_state(ObjectInfoState::IsImpenetrable));

    SECTION("a missile never steps down; an ethereal object is ethereal") {
        PhysicsObjDesc missile;
        missile.state = PhysicsState::Missile | PhysicsState::Ethereal;
        missile.is_player = true; // ignored without a weenie
        oi.init(missile, ObjectInfoState::Default);
        CHECK_FALSE(oi.step_down);
        CHECK(oi.ethereal);
        CHECK_FALSE(oi.has_state(ObjectInfoState::IsPlayer));
    }
    SECTION("reset is CTransition::init's part") {
        oi.target_id = 9u;
        oi.kill_velocity();
        CHECK(oi.velocity_killed);
        oi.reset();
        CHECK(oi.object_id == 0u);
        CHECK(oi.state == ObjectInfoState::Default);
        CHECK(oi.target_id == 0u);
        CHECK(oi.object_state == PhysicsState::None);
        CHECK_FALSE(oi.velocity_killed);
    }
}

TEST_CASE("walkable z and validity use FloorZ, inclusive", "[object_info]") {
    ObjectInfo oi;
    CHECK(oi.get_walkable_z() == kFloorZ);
    CHECK(oi.is_valid_walkable({0.0f, 0.0f, kFloorZ}));
    CHECK_FALSE(oi.is_valid_walkable({0.0f, 0.0f, 0.66f}));
}

TEST_CASE("missile_ignore follows retail's branch order", "[object_info]") {
    ObjectInfo oi;
    PhysicsObjDesc self;
    self.id = 1u;
    oi.init(self, ObjectInfoState::Default);

    PhysicsObjDesc other;
    other.id = 2u;
    other.state = PhysicsState::Missile;
    CHECK(oi.missile_ignore(other)); // anything hitting a missile ignores it
    other.state = PhysicsState::Ethereal;
    other.has_weenie = true;
    CHECK_FALSE(oi.missile_ignore(other)); // we are not a missile

    self.state = PhysicsState::Missile;
    oi.init(self, ObjectInfoState::Default);
    CHECK(oi.missile_ignore(other)); // ethereal weenie
    other.has_weenie = false;
    CHECK_FALSE(oi.missile_ignore(other));
    other.state = PhysicsState::None;
    other.has_weenie = true;
    other.is_creature = true;
    CHECK_FALSE(oi.missile_ignore(other)); // no target: creatures are hit
    oi.target_id = 3u;
    CHECK(oi.missile_ignore(other)); // a creature that is not the target
    oi.target_id = 2u;
    CHECK_FALSE(oi.missile_ignore(other)); // the target itself
}

TEST_CASE("validate_walkable on a flat floor", "[object_info]") {
    const Plane floor{{0.0f, 0.0f, 1.0f}, 0.0f};
    SpherePath sp;
    const Sphere s0{{0.0f, 0.0f, 0.48f}, 0.48f};
    sp.init_sphere(1, &s0, 1.0f);
    const Position p{0x0101u, Frame{}};
    sp.init_path(0x0101u, &p, p);
    sp.set_check_pos(p, 0x0101u);

    ObjectInfo oi;
    PhysicsObjDesc body;
    oi.init(body, ObjectInfoState::Default);

    SECTION("above the plane: OK, nothing touched") {
        CollisionInfo ci;
        const Sphere above{{0.0f, 0.0f, 0.6f}, 0.48f};
        CHECK(oi.validate_walkable(above, floor, false, 0.0f, sp, ci, 0x21u) ==
              TransitionState::OK);
        CHECK_FALSE(ci.contact_plane_valid);
    }
    SECTION("resting on it without contact: contact plane and a collision normal") {
        CollisionInfo ci;
        CHECK(oi.validate_walkable(s0, floor, true, 0.0f, sp, ci, 0x21u) == TransitionState::OK);
        CHECK(ci.contact_plane_valid);
        CHECK(ci.contact_plane_is_water);
        CHECK(ci.contact_plane_cell_id == 0x21u);
        CHECK(ci.collision_normal_valid);
        CHECK(ci.collided_with_environment);
    }
    SECTION("sunk 0.1 m: pushed up, ADJUSTED") {
        CollisionInfo ci;
        oi.state = ObjectInfoState::Contact;
        const Sphere sunk{{0.0f, 0.0f, 0.38f}, 0.48f};
        CHECK(oi.validate_walkable(sunk, floor, false, 0.0f, sp, ci, 0x21u) ==
              TransitionState::Adjusted);
        CHECK(sp.check_pos.frame.origin.z == Approx(0.1f));
        CHECK_FALSE(ci.collision_normal_valid); // in contact: no collision normal
    }
    SECTION("sunk while checking walkability: COLLIDED") {
        CollisionInfo ci;
        sp.check_walkable = true;
        const Sphere sunk{{0.0f, 0.0f, 0.38f}, 0.48f};
        CHECK(oi.validate_walkable(sunk, floor, false, 0.0f, sp, ci, 0x21u) ==
              TransitionState::Collided);
    }
    SECTION("stepping down scales walk_interp") {
        CollisionInfo ci;
        sp.step_down = true;
        sp.step_down_amt = 0.5f;
        sp.walk_interp = 1.0f;
        const Sphere sunk{{0.0f, 0.0f, 0.38f}, 0.48f}; // zdist -0.1
        CHECK(oi.validate_walkable(sunk, floor, false, 0.0f, sp, ci, 0x21u) ==
              TransitionState::Adjusted);
        CHECK(sp.walk_interp == Approx(0.8f));
    }
}

TEST_CASE("validate_walkable for a viewer pulls the sphere back to the plane", "[object_info]") {
    const Plane floor{{0.0f, 0.0f, 1.0f}, 0.0f};
    SpherePath sp;
    const Sphere v{{0.0f, 0.0f, 0.0f}, 0.3f};
    sp.init_sphere(1, &v, 1.0f);
    const Position curr{0x0021u, Frame{{0.0f, 0.0f, 1.0f}, {1.0f, 0.0f, 0.0f, 0.0f}}};
    const Position check{0x0021u, Frame{{0.0f, 0.0f, 0.0f}, {1.0f, 0.0f, 0.0f, 0.0f}}};
    sp.init_path(0x0021u, &curr, check);
    sp.set_check_pos(check, 0x0021u);
    ObjectInfo oi;
    oi.init(PhysicsObjDesc{}, ObjectInfoState::IsViewer | ObjectInfoState::PathClipped);
    CollisionInfo ci;
    // dist = -0.3, offset (0,0,-1), angle 0.3: moved back by 0.3.
    CHECK(oi.validate_walkable(sp.global_sphere[0], floor, false, 0.0f, sp, ci, 0x21u) ==
          TransitionState::Adjusted);
    CHECK(sp.check_pos.frame.origin.z == Approx(0.3f));
    CHECK(ci.collision_normal_valid);
}
