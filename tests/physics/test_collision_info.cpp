#include <catch2/catch.hpp>

#include <cmath>

#include "physics/collision/collision_info.h"

using namespace sweeplab::physics;

namespace {

CollisionInfo dirty_collision_info() {
    CollisionInfo ci;
    ci.init_contact_plane(0x1234u, Plane{{0.0f, 0.0f, 1.0f}, -2.0f}, true);
    ci.set_sliding_normal({1.0f, 0.0f, 0.0f});
    ci.set_collision_normal({0.0f, 1.0f, 0.0f});
    ci.add_object(7u, TransitionState::Collided);
    ci.add_object(8u, TransitionState::OK);
    ci.collided_with_environment = true;
    ci.frames_stationary_fall = 3;
    ci.adjust_offset = {1.0f, 2.0f, 3.0f};
    return ci;
}

} // namespace

TEST_CASE("COLLISIONINFO::init clears exactly retail's fields", "[collision_info]") {
    CollisionInfo ci = dirty_collision_info();
    ci.init();
    CHECK_FALSE(ci.last_known_contact_plane_valid);
    CHECK_FALSE(ci.contact_plane_valid);
    CHECK_FALSE(ci.sliding_normal_valid);
    CHECK_FALSE(ci.collision_normal_valid);
    CHECK(ci.num_collide_object == 0u);
    CHECK(ci.last_collided_object == 0u);
    CHECK_FALSE(ci.collided_with_environment);
    CHECK(ci.contact_plane_cell_id == 0u);
    CHECK(ci.frames_stationary_fall == 0);
    // Retail leaves these: they are guarded by the flags above or rewritten before use.
    CHECK(ci.contact_plane_is_water);
    CHECK(ci.last_known_contact_plane_cell_id == 0x1234u);
    CHECK(ci.adjust_offset.z == 3.0f);
    CHECK_FALSE(ci.has_collided_with(7u));
}

TEST_CASE("set_contact_plane stores the plane, the valid flag and the water bit",
          "[collision_info]") {
    CollisionInfo ci;
    ci.contact_plane_cell_id = 42u;
    ci.set_contact_plane(Plane{{0.0f, 0.6f, 0.8f}, -1.5f}, true);
    CHECK(ci.contact_plane_valid);
    CHECK(ci.contact_plane_is_water);
    CHECK(ci.contact_plane.normal.y == 0.6f);
    CHECK(ci.contact_plane.d == -1.5f);
    CHECK(ci.contact_plane_cell_id == 42u); // the caller sets the cell id separately
    ci.set_contact_plane(Plane{{0.0f, 0.0f, 1.0f}, 0.0f}, false);
    CHECK_FALSE(ci.contact_plane_is_water);
}

TEST_CASE("set_collision_normal normalises like retail, not like ACE", "[collision_info]") {
    CollisionInfo ci;
    ci.set_collision_normal({3.0f, 0.0f, 4.0f});
    CHECK(ci.collision_normal_valid);
    CHECK(ci.collision_normal.x == Approx(0.6f));
    CHECK(ci.collision_normal.y == 0.0f);
    CHECK(ci.collision_normal.z == Approx(0.8f));

    SECTION("too small: valid but zero") {
        ci.set_collision_normal({0.0001f, 0.0f, 0.0001f}); // |n| ~ 1.4e-4 < 2e-4
        CHECK(ci.collision_normal_valid);
        CHECK(ci.collision_normal == glm::vec3(0.0f));
    }
    SECTION("at epsilon: normalised") {
        ci.set_collision_normal({0.0f, 0.0f, 0.0002f});
        CHECK(ci.collision_normal.z == Approx(1.0f));
    }
    SECTION("zero vector") {
        ci.set_collision_normal(glm::vec3(0.0f));
        CHECK(ci.collision_normal_valid);
        CHECK(ci.collision_normal == glm::vec3(0.0f));
    }
}

TEST_CASE("set_sliding_normal drops z then normalises", "[collision_info]") {
    CollisionInfo ci;
    ci.set_sliding_normal({3.0f, 4.0f, 10.0f});
    CHECK(ci.sliding_normal_valid);
    CHECK(ci.sliding_normal.x == Approx(0.6f));
    CHECK(ci.sliding_normal.y == Approx(0.8f));
    CHECK(ci.sliding_normal.z == 0.0f);

    SECTION("a vertical normal has no horizontal part: zero, still valid") {
        ci.set_sliding_normal({0.0f, 0.0f, 1.0f});
        CHECK(ci.sliding_normal_valid);
        CHECK(ci.sliding_normal == glm::vec3(0.0f));
    }
    SECTION("a tiny horizontal part under a big z is zeroed") {
        ci.set_sliding_normal({0.0001f, 0.0001f, 5.0f});
        CHECK(ci.sliding_normal == glm::vec3(0.0f));
    }
    SECTION("init_sliding_normal behaves the same") {
        CollisionInfo other;
        other.init_sliding_normal({-2.0f, 0.0f, 7.0f});
        CHECK(other.sliding_normal_valid);
        CHECK(other.sliding_normal.x == Approx(-1.0f));
        CHECK(other.sliding_normal.z == 0.0f);
    }
}

TEST_CASE("add_object keeps unique ids and the last non-OK collision", "[collision_info]") {
    CollisionInfo ci;
    ci.add_object(5u, TransitionState::Collided);
    ci.add_object(6u, TransitionState::OK);
    CHECK(ci.num_collide_object == 2u);
    CHECK(ci.last_collided_object == 5u); // OK does not update it
    ci.add_object(9u, TransitionState::Slid);
    CHECK(ci.last_collided_object == 9u);
    ci.add_object(5u, TransitionState::Adjusted); // already listed: nothing changes
    CHECK(ci.num_collide_object == 3u);
    CHECK(ci.last_collided_object == 9u);
    CHECK(ci.collide_object[0] == 5u);
    CHECK(ci.collide_object[1] == 6u);
    CHECK(ci.collide_object[2] == 9u);

    SECTION("past capacity the id is dropped but still becomes the last collided") {
        CollisionInfo full;
        for (std::uint32_t i = 0; i < CollisionInfo::kMaxCollideObjects; ++i)
            full.add_object(100u + i, TransitionState::OK);
        full.add_object(5000u, TransitionState::Collided);
        CHECK(full.num_collide_object == CollisionInfo::kMaxCollideObjects);
        CHECK(full.collide_object_dropped == 1u);
        CHECK(full.last_collided_object == 5000u);
    }
}

TEST_CASE("init_contact_plane and retail's init_last_known_contact_plane cell quirk",
          "[collision_info]") {
    const Plane ground{{0.0f, 0.0f, 1.0f}, -1.0f};
    CollisionInfo ci;
    ci.init_contact_plane(0x11u, ground, false);
    CHECK(ci.contact_plane_valid);
    CHECK(ci.last_known_contact_plane_valid);
    CHECK(ci.contact_plane_cell_id == 0x11u);
    CHECK(ci.last_known_contact_plane_cell_id == 0x11u);

    CollisionInfo lk;
    lk.init();
    lk.init_last_known_contact_plane(0x22u, ground, true);
    CHECK(lk.last_known_contact_plane_valid);
    CHECK(lk.last_known_contact_plane_is_water);
    CHECK_FALSE(lk.contact_plane_valid);
    // Retail writes the live contact cell, not the last-known one.
    CHECK(lk.contact_plane_cell_id == 0x22u);
    CHECK(lk.last_known_contact_plane_cell_id == 0u);
}
