// Containment against CGAL: the cell-containment BSP (point_inside_cell_bsp) and the physics
// BSP's point_intersects_solid, compared on seeded random points with CGAL's point location
// in the convex hull of the same vertices (CGAL::convex_hull_3 + Side_of_triangle_mesh).
#include "../physics/fixtures/bsp_fixtures.h"
#include "physics/bsp/cell_bsp.h"
#include "physics/bsp/physics_bsp.h"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Side_of_triangle_mesh.h>
#include <CGAL/Surface_mesh.h>
#include <CGAL/convex_hull_3.h>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <string>

using namespace sweeplab::physics;
using sweeplab::test::MeshBuilder;

namespace {

using K = CGAL::Exact_predicates_inexact_constructions_kernel;
using Point = K::Point_3;
using Mesh = CGAL::Surface_mesh<Point>;

class Hull {
  public:
    explicit Hull(const MeshInput& m) {
        std::vector<Point> pts;
        for (const glm::vec3& v : m.vertices)
            pts.emplace_back(v.x, v.y, v.z);
        CGAL::convex_hull_3(pts.begin(), pts.end(), mesh_);
        side_ = std::make_unique<CGAL::Side_of_triangle_mesh<Mesh, K>>(mesh_);
    }
    CGAL::Bounded_side at(const glm::vec3& p) const {
        return (*side_)(
            Point(static_cast<double>(p.x), static_cast<double>(p.y), static_cast<double>(p.z)));
    }

  private:
    Mesh mesh_;
    std::unique_ptr<CGAL::Side_of_triangle_mesh<Mesh, K>> side_;
};

class Lcg {
  public:
    explicit Lcg(std::uint32_t seed) : s_(seed) {}
    float range(float lo, float hi) {
        s_ = s_ * 1664525u + 1013904223u;
        return lo + (hi - lo) * (static_cast<float>(s_ >> 8) / 16777216.0f);
    }

  private:
    std::uint32_t s_;
};

// Random points around the mesh, skipping any within 1 mm of a polygon plane where the two
// tests legitimately differ (EPSILON band, boundary).
template <typename Fn>
int for_points(const MeshInput& m, std::uint32_t seed, int count, Fn fn) {
    glm::vec3 lo{std::numeric_limits<float>::max()}, hi{-std::numeric_limits<float>::max()};
    for (const glm::vec3& v : m.vertices) {
        lo = glm::min(lo, v);
        hi = glm::max(hi, v);
    }
    lo -= glm::vec3{0.5f};
    hi += glm::vec3{0.5f};
    std::vector<Plane> planes;
    for (const MeshPolygon& p : m.polygons) {
        std::vector<glm::vec3> verts;
        for (auto i : p.indices)
            verts.push_back(m.vertices[i]);
        planes.push_back(make_plane(verts));
    }
    Lcg rng(seed);
    int tested = 0;
    for (int i = 0; i < count; ++i) {
        const glm::vec3 p{rng.range(lo.x, hi.x), rng.range(lo.y, hi.y), rng.range(lo.z, hi.z)};
        bool near = false;
        for (const Plane& q : planes)
            near = near || std::fabs(q.dot_product(p)) < 0.001f;
        if (near) continue;
        fn(p);
        ++tested;
    }
    return tested;
}

// A convex room with slanted walls: a hexagonal prism, faces inward; with `portal` one whole
// wall is a portal, which leaves a hole in the physics mesh.
MeshInput hex_room(bool portal) {
    MeshBuilder b;
    std::vector<glm::vec3> ring;
    for (int i = 0; i < 6; ++i) {
        const float a = static_cast<float>(i) * 3.14159265f / 3.0f + 0.2f;
        ring.push_back({3.0f * std::cos(a) + 1.0f, 2.0f * std::sin(a) - 0.5f, 0.0f});
    }
    const glm::vec3 up{0, 0, 2.5f};
    b.poly({ring[0], ring[1], ring[2], ring[3], ring[4], ring[5]}); // floor
    b.poly({ring[5] + up, ring[4] + up, ring[3] + up, ring[2] + up, ring[1] + up, ring[0] + up});
    for (int i = 0; i < 6; ++i) {
        const glm::vec3 a = ring[static_cast<std::size_t>(i)];
        const glm::vec3 c = ring[static_cast<std::size_t>((i + 1) % 6)];
        b.poly({a, a + up, c + up, c}, /*solid=*/!portal || i != 2);
    }
    return b.build();
}

} // namespace

TEST_CASE("cell BSP containment matches CGAL for convex cells", "[oracle][cgal]") {
    const std::vector<std::pair<const char*, MeshInput>> cells{
        {"box room", sweeplab::test::box_room(true)},
        {"hex room", hex_room(false)},
        {"hex room with a portal wall", hex_room(true)}};
    std::uint32_t seed = 7;
    for (const auto& [name, mesh] : cells) {
        INFO(name);
        const auto r = compile_bsp(mesh, {.cell_tree = true});
        REQUIRE(r.ok());
        const Hull hull(mesh);
        int inside = 0;
        const int n = for_points(mesh, seed++, 10000, [&](const glm::vec3& p) {
            const bool cgal = hull.at(p) == CGAL::ON_BOUNDED_SIDE;
            INFO(p.x << "," << p.y << "," << p.z);
            REQUIRE(point_inside_cell_bsp(r.trees.cell, r.trees.cell.root(), p) == cgal);
            // A point inside the cell is in empty space in the physics tree, and vice versa,
            // unless a whole wall is a portal (then the room is open on that side).
            if (std::string(name).find("portal") == std::string::npos) {
                REQUIRE(point_intersects_solid(r.trees.physics, r.trees.physics.root(), p) != cgal);
            }
            inside += cgal ? 1 : 0;
        });
        CHECK(n > 5000);
        CHECK(inside > 500);
    }
}

TEST_CASE("cell BSP of a non-convex cell contains the cell's hull", "[oracle][cgal]") {
    const MeshInput l = sweeplab::test::l_corridor();
    const auto r = compile_bsp(l, {.cell_tree = true});
    REQUIRE(r.ok());
    const Hull hull(l);
    for_points(l, 99, 10000, [&](const glm::vec3& p) {
        if (hull.at(p) == CGAL::ON_BOUNDED_SIDE) {
            REQUIRE(point_inside_cell_bsp(r.trees.cell, 0, p));
        }
        // The retail schema can only express the supporting planes' box.
        const bool in_box = p.x > 0 && p.x < 6 && p.y > 0 && p.y < 6 && p.z > 0 && p.z < 3;
        REQUIRE(point_inside_cell_bsp(r.trees.cell, 0, p) == in_box);
    });
}

TEST_CASE("physics BSP solid region matches CGAL for convex solids", "[oracle][cgal]") {
    MeshBuilder shell;
    shell.box({-1, -2, 0}, {3, 1, 4}, true);
    const std::vector<std::pair<const char*, MeshInput>> solids{
        {"thin wall", sweeplab::test::thin_wall()},
        {"ramp", sweeplab::test::ramp()},
        {"building shell", shell.build()}};
    std::uint32_t seed = 21;
    for (const auto& [name, mesh] : solids) {
        INFO(name);
        const auto r = compile_bsp(mesh);
        REQUIRE(r.ok());
        const Hull hull(mesh);
        int inside = 0;
        for_points(mesh, seed++, 10000, [&](const glm::vec3& p) {
            const bool cgal = hull.at(p) == CGAL::ON_BOUNDED_SIDE;
            INFO(p.x << "," << p.y << "," << p.z);
            REQUIRE(point_intersects_solid(r.trees.physics, 0, p) == cgal);
            // The centre check of sphere_intersects_solid sees the same solid.
            if (cgal) REQUIRE(sphere_intersects_solid(r.trees.physics, 0, Sphere{p, 0.001f}, true));
            inside += cgal ? 1 : 0;
        });
        CHECK(inside > 100);
    }
}
