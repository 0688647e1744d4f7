#include <catch2/catch.hpp>

#include <array>
#include <cmath>

#include "physics/collision/collision_info.h"
#include "physics/collision/sphere_path.h"

using namespace sweeplab::physics;

namespace {

// The retail human body as other readings report it (docs/research/retail-reference.md,
// "Figures"): two spheres of
// radius 0.48 centred 0.475 m and 1.35 m above the feet. The setup comes from the DAT, which
// we do not have; the retail code only copies and scales whatever spheres it is given.
const std::array<Sphere, 2> kHumanSpheres{Sphere{{0.0f, 0.0f, 0.475f}, 0.48f},
                                          Sphere{{0.0f, 0.0f, 1.35f}, 0.48f}};

Position at(float x, float y, float z, float yaw = 0.0f, std::uint32_t cell = 0x0101u) {
    return Position{cell, Frame::from_yaw({x, y, z}, yaw)};
}

void check_vec(const glm::vec3& a, const glm::vec3& b) {
    CHECK(a.x == Approx(b.x).margin(1e-5));
    CHECK(a.y == Approx(b.y).margin(1e-5));
    CHECK(a.z == Approx(b.z).margin(1e-5));
}

SpherePath dirty_path() {
    SpherePath sp;
    sp.init_sphere(2, kHumanSpheres.data(), 1.0f);
    const Position p = at(1.0f, 2.0f, 3.0f);
    sp.init_path(0x0102u, &p, p);
    sp.set_check_pos(p, 0x0102u);
    sp.insert_type = InsertType::InitialPlacement;
    sp.step_down = sp.step_up = sp.collide = true;
    sp.hits_interior_cell = sp.bldg_check = sp.obstruction_ethereal = true;
    sp.backup_cell = 0x0103u;
    sp.walkable_allowance = 0.5f;
    static const std::array<glm::vec3, 3> tri{glm::vec3(0.0f), glm::vec3(1.0f, 0.0f, 0.0f),
                                              glm::vec3(0.0f, 1.0f, 0.0f)};
    sp.walkable.view.vertices = tri;
    sp.check_walkable = sp.cell_array_valid = sp.neg_step_up = sp.neg_poly_hit = true;
    sp.placement_allows_sliding = false;
    sp.walk_interp = 0.25f;
    sp.step_down_amt = 0.75f;
    return sp;
}

} // namespace

TEST_CASE("SPHEREPATH::init resets exactly retail's fields", "[sphere_path]") {
    SpherePath sp = dirty_path();
    sp.init();
    CHECK(sp.num_sphere == 0u);
    CHECK(sp.begin_cell == kNullCellId);
    CHECK_FALSE(sp.has_begin_pos);
    CHECK(sp.curr_cell == kNullCellId);
    CHECK(sp.check_cell == kNullCellId);
    CHECK(sp.insert_type == InsertType::Transition);
    CHECK_FALSE(sp.step_down);
    CHECK_FALSE(sp.step_up);
    CHECK_FALSE(sp.collide);
    CHECK_FALSE(sp.hits_interior_cell);
    CHECK_FALSE(sp.bldg_check);
    CHECK_FALSE(sp.obstruction_ethereal);
    CHECK(sp.backup_cell == kNullCellId);
    CHECK(sp.walkable_allowance == 0.0f);
    CHECK_FALSE(sp.walkable.valid());
    CHECK_FALSE(sp.check_walkable);
    CHECK_FALSE(sp.cell_array_valid);
    CHECK_FALSE(sp.neg_step_up);
    CHECK_FALSE(sp.neg_poly_hit);
    CHECK(sp.placement_allows_sliding);
    // Not reset by retail: set before they are read (set_collide, step_down setup).
    CHECK(sp.walk_interp == 0.25f);
    CHECK(sp.step_down_amt == 0.75f);
}

TEST_CASE("init_sphere + init_path place the human body's two spheres", "[sphere_path]") {
    SpherePath sp;
    sp.init();
    sp.init_sphere(2, kHumanSpheres.data(), 1.0f);
    REQUIRE(sp.num_sphere == 2u);
    CHECK(sp.local_sphere[0].radius == 0.48f);
    CHECK(sp.local_sphere[1].center.z == 1.35f);
    check_vec(sp.local_low_point, {0.0f, 0.0f, 0.475f - 0.48f});

    const Position begin = at(10.0f, 20.0f, 5.0f, 0.7f, 0x0105u);
    const Position end = at(11.0f, 20.0f, 5.0f, 0.7f, 0x0105u);
    sp.init_path(0x0105u, &begin, end);
    CHECK(sp.insert_type == InsertType::Transition);
    CHECK(sp.has_begin_pos);
    CHECK(sp.curr_cell == 0x0105u);
    CHECK(sp.begin_cell == 0x0105u);
    CHECK(sp.end_pos.frame.origin.x == 11.0f);
    check_vec(sp.global_curr_center[0], {10.0f, 20.0f, 5.475f});
    check_vec(sp.global_curr_center[1], {10.0f, 20.0f, 6.35f});

    sp.set_check_pos(end, 0x0105u);
    check_vec(sp.global_sphere[0].center, {11.0f, 20.0f, 5.475f});
    check_vec(sp.global_sphere[1].center, {11.0f, 20.0f, 6.35f});
    CHECK(sp.global_sphere[1].radius == 0.48f);
    check_vec(sp.global_low_point, {11.0f, 20.0f, 4.995f});
}

TEST_CASE("init_sphere scales, clamps to two spheres, and placement has no begin",
          "[sphere_path]") {
    const std::array<Sphere, 3> three{Sphere{{0.1f, 0.0f, 1.0f}, 0.5f},
                                      Sphere{{0.0f, 0.0f, 2.0f}, 0.5f},
                                      Sphere{{0.0f, 0.0f, 3.0f}, 0.5f}};
    SpherePath sp;
    sp.init_sphere(3, three.data(), 2.0f);
    CHECK(sp.num_sphere == 2u);
    CHECK(sp.local_sphere[0].radius == 1.0f);
    check_vec(sp.local_sphere[1].center, {0.0f, 0.0f, 4.0f});
    check_vec(sp.local_low_point, {0.2f, 0.0f, 1.0f});

    const Position end = at(1.0f, 1.0f, 1.0f);
    sp.init_path(0x0101u, nullptr, end);
    CHECK(sp.insert_type == InsertType::Placement);
    CHECK_FALSE(sp.has_begin_pos);
    check_vec(sp.global_curr_center[0], {1.2f, 1.0f, 3.0f});

    // The viewer / projectile shape: one sphere centred on the path position.
    const Sphere viewer{{0.0f, 0.0f, 0.0f}, 0.3f};
    sp.init_sphere(1, &viewer, 1.0f);
    CHECK(sp.num_sphere == 1u);
    check_vec(sp.local_low_point, {0.0f, 0.0f, -0.3f});
}

TEST_CASE("add_offset_to_check_pos translates check_pos and the global spheres", "[sphere_path]") {
    SpherePath sp;
    sp.init_sphere(2, kHumanSpheres.data(), 1.0f);
    const Position p = at(0.0f, 0.0f, 0.0f, 1.0f);
    sp.init_path(0x0101u, &p, p);
    sp.set_check_pos(p, 0x0101u);
    sp.cell_array_valid = true;
    sp.add_offset_to_check_pos({0.5f, -0.25f, 0.1f});
    CHECK_FALSE(sp.cell_array_valid);
    check_vec(sp.check_pos.frame.origin, {0.5f, -0.25f, 0.1f});
    check_vec(sp.global_sphere[0].center, {0.5f, -0.25f, 0.575f});
    check_vec(sp.global_sphere[1].center, {0.5f, -0.25f, 1.45f});
    check_vec(sp.global_low_point, {0.5f, -0.25f, 0.095f});
    // The curr centres do not move.
    check_vec(sp.global_curr_center[0], {0.0f, 0.0f, 0.475f});

    sp.cell_array_valid = true;
    sp.add_offset_to_check_pos({0.0f, 0.0f, -0.1f}, 0.48f);
    CHECK_FALSE(sp.cell_array_valid);
    check_vec(sp.global_sphere[0].center, {0.5f, -0.25f, 0.475f});
}

TEST_CASE("set_collide backs up the check position and arms the collide pass", "[sphere_path]") {
    SpherePath sp;
    sp.init_sphere(2, kHumanSpheres.data(), 1.0f);
    const Position p = at(3.0f, 4.0f, 5.0f, 0.0f, 0x0107u);
    sp.init_path(0x0107u, &p, p);
    sp.set_check_pos(p, 0x0107u);
    sp.walk_interp = 0.3f;
    sp.set_collide({0.0f, 0.6f, 0.8f});
    CHECK(sp.collide);
    CHECK(sp.backup_cell == 0x0107u);
    CHECK(sp.backup_check_pos.objcell_id == 0x0107u);
    check_vec(sp.backup_check_pos.frame.origin, {3.0f, 4.0f, 5.0f});
    check_vec(sp.step_up_normal, {0.0f, 0.6f, 0.8f}); // stored as given, not normalised
    CHECK(sp.walk_interp == 1.0f);

    // restore_check_pos brings the backup back and rebuilds the global spheres.
    sp.add_offset_to_check_pos({1.0f, 0.0f, 0.0f});
    sp.check_cell = 0x0200u;
    sp.cell_array_valid = true;
    sp.restore_check_pos();
    CHECK(sp.check_cell == 0x0107u);
    CHECK_FALSE(sp.cell_array_valid);
    check_vec(sp.global_sphere[0].center, {3.0f, 4.0f, 5.475f});
}

TEST_CASE("save_check_pos, set_neg_poly_hit, adjust_check_pos, walkable setters", "[sphere_path]") {
    SpherePath sp;
    sp.init_sphere(1, kHumanSpheres.data(), 1.0f);
    const Position p = at(1.0f, 1.0f, 1.0f, 0.0f, 0x0110u);
    sp.init_path(0x0110u, &p, p);
    sp.set_check_pos(p, 0x0110u);
    sp.save_check_pos();
    CHECK(sp.backup_cell == 0x0110u);
    CHECK_FALSE(sp.collide); // save_check_pos does not arm collide

    sp.set_neg_poly_hit(true, {0.0f, 1.0f, 0.0f});
    CHECK(sp.neg_poly_hit);
    CHECK(sp.neg_step_up);
    check_vec(sp.neg_collision_normal, {0.0f, -1.0f, 0.0f});

    sp.adjust_check_pos(0x0021u);
    CHECK(sp.check_pos.objcell_id == 0x0021u);
    check_vec(sp.check_pos.frame.origin, {1.0f, 1.0f, 1.0f}); // block offset is always zero
    CHECK(sp.get_curr_pos_check_pos_block_offset() == glm::vec3(0.0f));

    const Sphere s{{0.0f, 0.0f, 0.5f}, 0.48f};
    sp.set_walkable_check_pos(s);
    CHECK(sp.walkable_check_pos.radius == 0.48f);
    static const std::array<glm::vec3, 3> tri{glm::vec3(0.0f), glm::vec3(1.0f, 0.0f, 0.0f),
                                              glm::vec3(0.0f, 1.0f, 0.0f)};
    PolygonRef poly;
    poly.view.vertices = tri;
    poly.polygon_index = 4;
    sp.set_walkable(s, poly, {0.0f, 0.0f, 1.0f}, p, 2.0f);
    CHECK(sp.walkable.valid());
    CHECK(sp.walkable.polygon_index == 4);
    CHECK(sp.walkable_scale == 2.0f);
    CHECK(sp.get_walkable_pos().objcell_id == 0x0110u);

    sp.walkable_allowance = 0.0871557f;
    CHECK(sp.is_walkable_allowable(0.1f));
    CHECK_FALSE(sp.is_walkable_allowable(0.0871557f)); // strictly greater
}

TEST_CASE("cache_localspace_sphere expresses the spheres in an object's frame", "[sphere_path]") {
    SpherePath sp;
    sp.init_sphere(2, kHumanSpheres.data(), 1.0f);
    const Position curr = at(0.0f, 0.0f, 0.0f);
    const Position check = at(1.0f, 0.0f, 0.0f);
    sp.init_path(0x0101u, &curr, check);
    sp.set_check_pos(check, 0x0101u);
    // An object at (1, 2, 0) turned 90 degrees, scaled 2.
    const Position obj = at(1.0f, 2.0f, 0.0f, 1.5707964f);
    sp.cache_localspace_sphere(obj, 2.0f);
    CHECK(sp.localspace_sphere[0].radius == Approx(0.24f));
    // World (1, 0, 0.475) is 2 m along the object's -Y... in its frame: (-2, 0, 0.475) / 2.
    check_vec(sp.localspace_sphere[0].center, {-1.0f, 0.0f, 0.2375f});
    check_vec(sp.localspace_curr_center[0], {-1.0f, 0.5f, 0.2375f});
    check_vec(sp.localspace_z, {0.0f, 0.0f, 1.0f});
    check_vec(sp.localspace_low_point, {-1.0f, 0.0f, 0.2375f - 0.24f});
    CHECK(sp.localspace_pos.frame.origin.y == 2.0f);
}

TEST_CASE("step_up_slide prologue and the precipice normal", "[sphere_path]") {
    SpherePath sp;
    CollisionInfo ci;
    ci.set_contact_plane(Plane{{0.0f, 0.0f, 1.0f}, 0.0f}, true);
    sp.step_up = true;
    sp.step_up_slide_prologue(ci);
    CHECK_FALSE(ci.contact_plane_valid);
    CHECK_FALSE(ci.contact_plane_is_water);
    CHECK_FALSE(sp.step_up);

    sp.init_sphere(1, kHumanSpheres.data(), 1.0f);
    const Position curr = at(0.0f, 0.0f, 0.0f);
    const Position check = at(1.0f, 0.0f, 0.0f);
    sp.init_path(0x0101u, &curr, check);
    sp.set_check_pos(check, 0x0101u);
    sp.walkable_pos = at(0.0f, 0.0f, 0.0f, 1.5707964f); // polygon owner turned 90 degrees
    // Local +Y edge normal becomes world -X, against the +X movement: kept.
    check_vec(sp.precipice_slide_normal({0.0f, 1.0f, 0.0f}), {-1.0f, 0.0f, 0.0f});
    // Local -Y becomes world +X, along the movement: flipped.
    check_vec(sp.precipice_slide_normal({0.0f, -1.0f, 0.0f}), {-1.0f, 0.0f, 0.0f});
}
