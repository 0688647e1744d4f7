// BSPTREE::adjust_to_plane and BSPTREE::placement_insert.
#include "fixtures/bsp_fixtures.h"
#include "fixtures/bsp_trees.h"
#include "physics/bsp/bsp_tree.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/collision/sphere_path.h"

#include <catch2/catch.hpp>

using namespace sweeplab::physics;
using sweeplab::test::MeshBuilder;

namespace {

std::int32_t top_face(const PhysicsBsp& t) {
    for (std::size_t i = 0; i < t.polygons().size(); ++i) {
        if (t.polygons()[i].plane.normal.z > 0.99f) return static_cast<std::int32_t>(i);
    }
    return kNoPolygon;
}

SpherePath one_sphere_path(glm::vec3 center, float radius) {
    SpherePath p;
    p.num_sphere = 1;
    p.localspace_sphere[0] = Sphere{center, radius};
    return p;
}

} // namespace

TEST_CASE("adjust_to_plane: tangent solve, then bisection back to free space", "[bsp][tree]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    Sphere check{{0, 0, 0.2f}, 0.5f};
    glm::vec3 contact{0.0f};
    REQUIRE(adjust_to_plane(t, check, {0, 0, 1}, top_face(t), contact));
    // The last free time: never intersecting, within the 0.02 bisection window.
    CHECK(check.center.z >= 0.4998f);
    CHECK(check.center.z <= 0.5f + 0.02f * 0.8f);
    glm::vec3 c2{0.0f};
    std::int32_t struck = kNoPolygon;
    CHECK_FALSE(sphere_intersects_poly(t, t.root(), check, {0, 0, -0.8f}, struck, c2));
}

TEST_CASE("adjust_to_plane: a start already within a radius bisects from [0, 1]", "[bsp][tree]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    // Start 0.45 above the top (inside one radius): adjust_sphere_to_poly answers 1.
    Sphere check{{0, 0, 0.1f}, 0.5f};
    glm::vec3 contact{0.0f};
    REQUIRE(adjust_to_plane(t, check, {0, 0, 0.45f}, top_face(t), contact));
    // Even time 0 intersects, so ltime stays 0: back at the start.
    CHECK(check.center.z == Approx(0.45f));
}

TEST_CASE("placement_insert: a clear sphere is OK and untouched", "[bsp][tree]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    SpherePath p = one_sphere_path({0, 0, 2}, 0.5f);
    CHECK(placement_insert(t, p) == TransitionState::OK);
    CHECK(p.check_pos.frame.origin == glm::vec3{0.0f});
}

TEST_CASE("placement_insert: a penetrating sphere is pushed out along the face", "[bsp][tree]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    SpherePath p = one_sphere_path({0, 0, 0.2f}, 0.5f);
    CHECK(placement_insert(t, p) == TransitionState::Adjusted);
    CHECK(p.check_pos.frame.origin.z == Approx(0.3f));
}

TEST_CASE("placement_insert: a buried centre comes out on the front side", "[bsp][tree]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    // Centre inside the solid: center_solid and the back-side flip cancel (target +r).
    SpherePath p = one_sphere_path({0, 0, -0.4f}, 0.5f);
    CHECK(placement_insert(t, p) == TransitionState::Adjusted);
    CHECK(p.check_pos.frame.origin.z == Approx(0.9f));
}

TEST_CASE("placement_insert: two spheres, the second one pushes both", "[bsp][tree]") {
    const PhysicsBsp t = sweeplab::test::slab_tree();
    SpherePath p = one_sphere_path({0, 0, 1.2f}, 0.5f);
    p.num_sphere = 2;
    p.localspace_sphere[1] = Sphere{{0, 0, 0.2f}, 0.5f};
    CHECK(placement_insert(t, p) == TransitionState::Adjusted);
    CHECK(p.check_pos.frame.origin.z == Approx(0.3f));
}
