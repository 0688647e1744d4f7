// PhysicsBsp::sphere_misses_polygons (the polygon-box cull in front of the BSP sphere walks)
// and SpherePath's localspace memo: both must be invisible, answering exactly what the
// uncached code answers.
#include <catch2/catch.hpp>

#include <cstring>
#include <limits>
#include <vector>

#include "fixtures/bsp_fixtures.h"
#include "fixtures/lcg.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/collision/sphere_path.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;

namespace {

// Every polygon of the tree, tested directly (no walk, no bounding spheres).
bool any_polygon_hits(const PhysicsBsp& tree, const Sphere& s) {
    for (std::size_t i = 0; i < tree.polygons().size(); ++i) {
        glm::vec3 contact(0.0f);
        if (polygon_hits_sphere_slow_but_sure(tree.polygon(static_cast<std::int32_t>(i)), s,
                                              contact))
            return true;
    }
    return false;
}

std::vector<std::shared_ptr<const PhysicsBsp>> trees() {
    std::vector<std::shared_ptr<const PhysicsBsp>> out;
    out.push_back(sweeplab::test::compile_shell(sweeplab::test::box_mesh({0.1f, 10.2f, 1.5f})));
    out.push_back(sweeplab::test::compile_shell(sweeplab::test::box_mesh({1, 2, 3})));
    for (const auto& f : sweeplab::test::all_fixtures())
        out.push_back(sweeplab::test::compile_shell(f.mesh));
    return out;
}

} // namespace

TEST_CASE("polygon cull: a culled sphere touches no polygon and the walks find nothing",
          "[bsp][cull]") {
    sweeplab::test::Lcg rng(20261129u);
    std::size_t culled = 0, total = 0;
    for (const auto& tree : trees()) {
        REQUIRE(tree->polygon_bounds_valid());
        for (int k = 0; k < 4000; ++k) {
            const Sphere s{{rng.range(-14, 14), rng.range(-14, 14), rng.range(-6, 8)},
                           rng.range(0.05f, 1.5f)};
            ++total;
            if (!tree->sphere_misses_polygons(s)) continue;
            ++culled;
            REQUIRE_FALSE(any_polygon_hits(*tree, s));
            // The walks behind the cull would have found nothing either; their outputs stay.
            std::int32_t poly = kNoPolygon;
            glm::vec3 contact(7.0f);
            CHECK_FALSE(
                sphere_intersects_poly(*tree, tree->root(), s, glm::vec3(0, 0, -1), poly, contact));
            CHECK(poly == kNoPolygon);
            CHECK_FALSE(hits_walkable(*tree, tree->root(), 0.5f, s, glm::vec3(0, 0, 1)));
            Sphere valid = s;
            float interp = 1.0f;
            bool changed = false;
            find_walkable(*tree, tree->root(), 0.5f, interp, valid, poly, glm::vec3(0, 0, -1),
                          glm::vec3(0, 0, 1), changed);
            CHECK_FALSE(changed);
            CHECK(interp == 1.0f);
        }
    }
    // Not vacuous: most random spheres are far from these small shapes.
    CHECK(culled > total / 4);
}

TEST_CASE("polygon cull: spheres that touch a polygon are never culled", "[bsp][cull]") {
    sweeplab::test::Lcg rng(7u);
    for (const auto& tree : trees()) {
        for (std::size_t i = 0; i < tree->polygons().size(); ++i) {
            const PolygonView poly = tree->polygon(static_cast<std::int32_t>(i));
            for (const glm::vec3& v : poly.vertices) {
                // On a vertex, and just off it along the plane's normal.
                const float r = rng.range(0.01f, 1.0f);
                CHECK_FALSE(tree->sphere_misses_polygons(Sphere{v, r}));
                CHECK_FALSE(
                    tree->sphere_misses_polygons(Sphere{v + poly.plane.normal * (0.99f * r), r}));
            }
        }
    }
}

TEST_CASE("polygon cull: off for malformed polygons and non-finite spheres", "[bsp][cull]") {
    // One leaf holding one triangle, wound backwards about its normal.
    auto one_triangle = [](std::vector<glm::vec3> verts, const glm::vec3& normal) {
        PhysicsBspNode leaf;
        leaf.kind = BspNodeKind::Leaf;
        leaf.polygon_count = 1;
        leaf.bounding_sphere = Sphere{glm::vec3(0.0f), 100.0f};
        BspPolygon p;
        p.plane = Plane{normal, 0.0f};
        p.vertex_count = static_cast<std::uint32_t>(verts.size());
        return PhysicsBsp({leaf}, {p}, {0u}, std::move(verts));
    };
    const PhysicsBsp ccw = one_triangle({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, {0, 0, 1});
    CHECK(ccw.polygon_bounds_valid());
    CHECK(ccw.sphere_misses_polygons(Sphere{{5, 5, 0}, 1.0f}));
    const PhysicsBsp cw = one_triangle({{0, 0, 0}, {0, 1, 0}, {1, 0, 0}}, {0, 0, 1});
    CHECK_FALSE(cw.polygon_bounds_valid());
    CHECK_FALSE(cw.sphere_misses_polygons(Sphere{{5, 5, 0}, 1.0f}));
    // Collinear (a zero-area sliver) and two-vertex polygons.
    CHECK_FALSE(one_triangle({{0, 0, 0}, {1, 0, 0}, {2, 0, 0}}, {0, 0, 1}).polygon_bounds_valid());
    CHECK_FALSE(one_triangle({{0, 0, 0}, {1, 0, 0}}, {0, 0, 1}).polygon_bounds_valid());
    // A zero normal (every contact point "inside") and vertices off the plane.
    CHECK_FALSE(one_triangle({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, {0, 0, 0}).polygon_bounds_valid());
    CHECK_FALSE(one_triangle({{0, 0, 1}, {1, 0, 0}, {0, 1, 0}}, {0, 0, 1}).polygon_bounds_valid());
    CHECK_FALSE(PhysicsBsp().polygon_bounds_valid());
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    CHECK_FALSE(ccw.sphere_misses_polygons(Sphere{{nan, 5, 0}, 1.0f}));
    CHECK_FALSE(ccw.sphere_misses_polygons(Sphere{{5, 5, 0}, nan}));
    CHECK_FALSE(ccw.sphere_misses_polygons(Sphere{{inf, 5, 0}, 1.0f}));
    CHECK_FALSE(ccw.sphere_misses_polygons(Sphere{{5, 5, 0}, inf}));
}

TEST_CASE("localspace memo: reused centres are the bits a fresh path computes", "[sphere_path]") {
    sweeplab::test::Lcg rng(99u);
    const Sphere body[2] = {Sphere{{0, 0, 0.475f}, 0.48f}, Sphere{{0, 0, 1.35f}, 0.48f}};
    SpherePath memo;
    memo.init_sphere(2, body, 1.0f);
    auto random_pos = [&] {
        return Position{0x0101u,
                        Frame::from_yaw({rng.range(-20, 20), rng.range(-20, 20), rng.range(-1, 3)},
                                        rng.range(-3.2f, 3.2f))};
    };
    Position objects[3] = {random_pos(), random_pos(), random_pos()};
    objects[2].frame.orientation = glm::quat(1, 0, 0, 0);
    for (int k = 0; k < 3000; ++k) {
        // Move check_pos or curr_pos now and then, so calls mix reuse and recomputation.
        if (k % 5 == 0) memo.check_pos = random_pos();
        if (k % 7 == 0) memo.curr_pos = random_pos();
        if (k % 11 == 0) memo.check_pos.frame.origin.x += 1e-6f;
        if (k == 1500) memo.init_sphere(1, body, 1.3f);
        const Position& p = objects[k % 3];
        const float scale = k % 4 == 0 ? 2.0f : 1.0f;
        memo.cache_localspace_sphere(p, scale);
        SpherePath fresh;
        fresh.init_sphere(memo.num_sphere, body, k >= 1500 ? 1.3f : 1.0f);
        fresh.check_pos = memo.check_pos;
        fresh.curr_pos = memo.curr_pos;
        fresh.cache_localspace_sphere(p, scale);
        for (std::uint32_t i = 0; i < memo.num_sphere; ++i) {
            REQUIRE(std::memcmp(&memo.localspace_sphere[i], &fresh.localspace_sphere[i],
                                sizeof(Sphere)) == 0);
            REQUIRE(std::memcmp(&memo.localspace_curr_center[i], &fresh.localspace_curr_center[i],
                                sizeof(glm::vec3)) == 0);
        }
        REQUIRE(std::memcmp(&memo.localspace_low_point, &fresh.localspace_low_point,
                            sizeof(glm::vec3)) == 0);
        REQUIRE(std::memcmp(&memo.localspace_z, &fresh.localspace_z, sizeof(glm::vec3)) == 0);
    }
}
