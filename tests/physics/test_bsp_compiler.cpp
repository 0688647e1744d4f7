// BSP compiler: errors, determinism, structure, speed.
#include "fixtures/bsp_fixtures.h"
#include "physics/bsp/cell_bsp.h"
#include "physics/bsp/physics_bsp.h"

#include <catch2/catch.hpp>
#include <chrono>

using namespace sweeplab::physics;
using sweeplab::test::MeshBuilder;

namespace {

BspCompileError expect_error(const MeshInput& mesh, BspCompileOptions opt = {}) {
    const BspCompileResult r = compile_bsp(mesh, opt);
    REQUIRE_FALSE(r.ok());
    return *r.error;
}

} // namespace

TEST_CASE("compiler: every fixture compiles to a well-formed tree", "[bsp][compiler]") {
    for (const auto& f : sweeplab::test::all_fixtures()) {
        INFO(f.name);
        const BspCompileResult r = compile_bsp(f.mesh);
        REQUIRE(r.ok());
        CHECK(r.trees.physics.well_formed());
        CHECK_FALSE(r.trees.physics.empty());
        // Split fragments keep their source's plane bit for bit.
        for (const BspPolygon& p : r.trees.physics.polygons()) {
            const auto& src = f.mesh.polygons[p.source_polygon];
            std::vector<glm::vec3> verts;
            for (auto i : src.indices)
                verts.push_back(f.mesh.vertices[i]);
            const Plane q = make_plane(verts);
            CHECK(p.plane.normal == q.normal);
            CHECK(p.plane.d == q.d);
        }
    }
}

TEST_CASE("compiler: the same mesh gives byte-identical trees", "[bsp][compiler]") {
    for (const auto& f : sweeplab::test::all_fixtures()) {
        const auto a = compile_bsp(f.mesh);
        const auto b = compile_bsp(f.mesh);
        REQUIRE(a.ok());
        CHECK(a.trees.physics.serialize() == b.trees.physics.serialize());
        CHECK(a.trees.cell.serialize() == b.trees.cell.serialize());
    }
    const auto c1 = compile_bsp(sweeplab::test::box_room(true), {.cell_tree = true});
    const auto c2 = compile_bsp(sweeplab::test::box_room(true), {.cell_tree = true});
    CHECK(c1.trees.cell.serialize() == c2.trees.cell.serialize());
}

TEST_CASE("compiler: portals stay out of the physics tree but bound the cell", "[bsp][compiler]") {
    const MeshInput room = sweeplab::test::box_room(true);
    const auto r = compile_bsp(room, {.cell_tree = true});
    REQUIRE(r.ok());
    const std::uint32_t portal = static_cast<std::uint32_t>(room.polygons.size() - 1);
    for (const BspPolygon& p : r.trees.physics.polygons())
        CHECK(p.source_polygon != portal);
    // Floor, ceiling, four walls: the three -y wall pieces and the portal share one plane.
    CHECK(r.trees.cell.nodes().size() == 6);
    CHECK(r.trees.cell.well_formed());
    CHECK(point_inside_cell_bsp(r.trees.cell, 0, {3, 2, 1.5f}));
    CHECK_FALSE(point_inside_cell_bsp(r.trees.cell, 0, {3, -0.5f, 1.0f}));
    // Inside the box room the centre is in empty space; outside it is solid.
    CHECK_FALSE(point_intersects_solid(r.trees.physics, 0, {3, 2, 1.5f}));
    CHECK(point_intersects_solid(r.trees.physics, 0, {3, 2, -1.0f}));
}

TEST_CASE("compiler: a building shell is solid inside", "[bsp][compiler]") {
    MeshBuilder b;
    b.box({0, 0, 0}, {2, 2, 2}, true);
    const auto r = compile_bsp(b.build());
    REQUIRE(r.ok());
    CHECK(point_intersects_solid(r.trees.physics, 0, {1, 1, 1}));
    CHECK_FALSE(point_intersects_solid(r.trees.physics, 0, {3, 1, 1}));
    CHECK(sphere_intersects_solid(r.trees.physics, 0, Sphere{{1, 1, 1}, 0.1f}, true));
    CHECK_FALSE(sphere_intersects_solid(r.trees.physics, 0, Sphere{{1, 1, 1}, 0.1f}, false));
    // A shell has nothing in front of all its faces: no containment tree.
    const auto e = expect_error(b.build(), {.cell_tree = true});
    CHECK(e.problem == BspProblem::CellNotBounded);
    CHECK_FALSE(e.polygon_index.has_value());
}

TEST_CASE("compiler: degenerate, non-planar and non-convex polygons name the polygon",
          "[bsp][compiler]") {
    MeshBuilder ok;
    ok.rect({0, 0, 0}, {1, 0, 0}, {0, 1, 0});
    SECTION("fewer than three indices") {
        MeshInput m = ok.build();
        m.polygons.push_back(MeshPolygon{{0, 1}, Sides::Single, true});
        const auto e = expect_error(m);
        CHECK(e.polygon_index == 1u);
        CHECK(e.problem == BspProblem::TooFewVertices);
    }
    SECTION("fewer than three distinct vertices") {
        MeshInput m = ok.build();
        m.polygons.push_back(MeshPolygon{{0, 0, 1, 1}, Sides::Single, true});
        const auto e = expect_error(m);
        CHECK(e.polygon_index == 1u);
        CHECK(e.problem == BspProblem::TooFewVertices);
        CHECK(e.message.find("distinct") != std::string::npos);
    }
    SECTION("zero area") {
        MeshBuilder b;
        b.rect({0, 0, 0}, {1, 0, 0}, {0, 1, 0}).poly({{0, 0, 0}, {1, 0, 0}, {2, 0, 0}});
        const auto e = expect_error(b.build());
        CHECK(e.polygon_index == 1u);
        CHECK(e.problem == BspProblem::ZeroArea);
    }
    SECTION("index out of range") {
        MeshInput m = ok.build();
        m.polygons.push_back(MeshPolygon{{0, 1, 99}, Sides::Single, true});
        CHECK(expect_error(m).problem == BspProblem::IndexOutOfRange);
    }
    SECTION("non-planar beyond 1 mm") {
        MeshBuilder b;
        b.poly({{0, 0, 0}, {1, 0, 0}, {1, 1, 0.005f}, {0, 1, 0}});
        const auto e = expect_error(b.build());
        CHECK(e.polygon_index == 0u);
        CHECK(e.problem == BspProblem::NonPlanar);
        CHECK(e.message.find("mm") != std::string::npos);
    }
    SECTION("within 1 mm is planar enough") {
        MeshBuilder b;
        b.poly({{0, 0, 0}, {1, 0, 0}, {1, 1, 0.0008f}, {0, 1, 0}});
        CHECK(compile_bsp(b.build()).ok());
    }
    SECTION("non-convex") {
        MeshBuilder b;
        b.rect({0, 0, 0}, {1, 0, 0}, {0, 1, 0});
        b.poly({{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {1, 0.5f, 0}, {0, 2, 0}});
        const auto e = expect_error(b.build());
        CHECK(e.polygon_index == 1u);
        CHECK(e.problem == BspProblem::NonConvex);
    }
    SECTION("self-crossing star") {
        MeshBuilder b;
        std::vector<glm::vec3> star;
        for (int i = 0; i < 5; ++i) {
            const float a = static_cast<float>(i) * 2.0f * 2.0f * 3.14159265f / 5.0f;
            star.push_back({std::cos(a), std::sin(a), 0});
        }
        b.poly(star);
        CHECK(expect_error(b.build()).problem == BspProblem::NonConvex);
    }
    SECTION("NaN vertex") {
        MeshBuilder b;
        b.poly({{0, 0, 0}, {1, 0, 0}, {std::nanf(""), 1, 0}});
        CHECK(expect_error(b.build()).problem == BspProblem::NotFinite);
    }
}

TEST_CASE("compiler: hundreds of polygons compile well under a second", "[bsp][compiler]") {
    MeshBuilder b;
    // A 10 x 10 x 3 grid of boxes with varying heights: 1800 polygons.
    for (int i = 0; i < 10; ++i) {
        for (int j = 0; j < 10; ++j) {
            for (int k = 0; k < 3; ++k) {
                const glm::vec3 lo{static_cast<float>(i) * 1.5f, static_cast<float>(j) * 1.5f,
                                   static_cast<float>(k) * 1.1f};
                b.box(lo, lo + glm::vec3{1.0f, 0.7f + 0.02f * static_cast<float>(i), 0.9f}, true);
            }
        }
    }
    const auto t0 = std::chrono::steady_clock::now();
    const auto r = compile_bsp(b.build());
    const auto ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0);
    REQUIRE(r.ok());
    CHECK(r.trees.physics.well_formed());
    INFO("compile took " << ms.count() << " ms for " << r.trees.physics.polygons().size()
                         << " polygons");
    CHECK(ms.count() < 1000.0);
}
