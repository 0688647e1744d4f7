// scene/dat_trees: retail's DAT trees go into physics/bsp's flat layout in stored order, and
// the retail queries answer on them exactly as on the compiled tree of the same box.
// World::add_env_cell_prebuilt takes them as they are.
#include <catch2/catch.hpp>

#include <random>
#include <vector>

#include "dat/records/environment.h"
#include "dat/records/gfx_obj.h"
#include "physics/bsp/bsp_compiler.h"
#include "physics/bsp/cell_bsp.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/geometry/polygon.h"
#include "physics/world/world.h"
#include "scene/dat_trees.h"
#include "tests/dat/writer/geometry_writer.h"
#include "tests/physics/world_fixtures.h"

using namespace sweeplab;
using dat::testing::BspNodeSpec;
using dat::testing::GfxObjSpec;
using dat::testing::PolygonSpec;

namespace {

dat::CellStruct eor_cell() {
    const auto bytes =
        dat::testing::environment_record(0x0D00062Eu, {dat::testing::eor_box_cell()});
    return dat::parse_environment(bytes, {"client_portal.dat", 0x0D00062Eu, "Environment"})
        .cells[0];
}

// The compiled tree as the DAT would store it: its vertex stream as the vertex array, one
// polygon per table entry over its own vertices, the nodes with the tag their children give.
BspNodeSpec to_spec(const physics::PhysicsBsp& t, std::int32_t i) {
    const physics::PhysicsBspNode& n = t.node(i);
    if (n.kind == physics::BspNodeKind::Leaf) {
        std::vector<std::uint16_t> polys;
        for (std::uint32_t id : t.leaf_polygon_ids(n))
            polys.push_back(static_cast<std::uint16_t>(id));
        return dat::testing::bsp_leaf(i, polys, n.solid ? 1 : 0, n.bounding_sphere.center,
                                      n.bounding_sphere.radius);
    }
    std::vector<BspNodeSpec> children;
    if (n.pos != physics::kNoNode) children.push_back(to_spec(t, n.pos));
    if (n.neg != physics::kNoNode) children.push_back(to_spec(t, n.neg));
    const bool pos = n.pos != physics::kNoNode, neg = n.neg != physics::kNoNode;
    const std::uint32_t tag = pos && neg ? dat::kTagBPnN
                              : pos      ? dat::kTagBPnn
                              : neg      ? dat::kTagBpnN
                                         : dat::kTagBPOL;
    return dat::testing::bsp_node(tag, n.splitting_plane.normal, n.splitting_plane.d, children,
                                  n.bounding_sphere.center, n.bounding_sphere.radius);
}

dat::GfxObj as_gfx_obj(const physics::PhysicsBsp& t) {
    GfxObjSpec g;
    g.flags = dat::kGfxObjHasPhysics;
    for (const glm::vec3& v : t.vertices())
        g.vertices.vertices.push_back({v, {0, 0, 1}, {}});
    for (std::size_t i = 0; i < t.polygons().size(); ++i) {
        const physics::BspPolygon& p = t.polygons()[i];
        PolygonSpec s;
        s.id = static_cast<std::uint16_t>(i);
        for (std::uint32_t k = 0; k < p.vertex_count; ++k)
            s.vertex_ids.push_back(static_cast<std::uint16_t>(p.vertex_start + k));
        s.sides_type = static_cast<std::int32_t>(p.sides);
        g.physics_polygons.push_back(s);
    }
    g.physics_bsp = to_spec(t, 0);
    return dat::parse_gfx_obj(dat::testing::gfx_obj_record(g),
                              {"client_portal.dat", g.id, "GfxObj"});
}

} // namespace

TEST_CASE("dat trees: to_physics_bsp keeps the stored preorder, polygon order and leaf lists") {
    const dat::CellStruct c = eor_cell();
    const physics::PhysicsBsp t =
        scene::to_physics_bsp(c.physics_bsp, c.physics_polygons, c.vertices);
    CHECK(t.well_formed());
    REQUIRE(t.nodes().size() == c.physics_bsp.nodes.size());
    for (std::size_t i = 0; i < t.nodes().size(); ++i) {
        const dat::DatBspNode& d = c.physics_bsp.nodes[i];
        const physics::PhysicsBspNode& n = t.nodes()[i];
        INFO("node " << i);
        CHECK((n.kind == physics::BspNodeKind::Leaf) == d.is_leaf());
        CHECK(n.pos == d.pos);
        CHECK(n.neg == d.neg);
        CHECK(n.bounding_sphere.radius == d.sphere.radius);
        if (d.is_leaf()) {
            CHECK(n.solid == (d.solid != 0));
            const auto ids = t.leaf_polygon_ids(n);
            const auto want = c.physics_bsp.polygon_ids_of(d);
            CHECK(std::vector<std::uint32_t>(ids.begin(), ids.end()) ==
                  std::vector<std::uint32_t>(want.begin(), want.end()));
        } else {
            CHECK(n.splitting_plane.d == d.plane.d);
        }
    }
    CHECK(t.node(0).splitting_plane.d == 1.8f);
    REQUIRE(t.polygons().size() == 6);
    for (std::size_t i = 0; i < 6; ++i) {
        const dat::DatPolygon& d = c.physics_polygons.polygons[i];
        const physics::PolygonView v = t.polygon(static_cast<std::int32_t>(i));
        CHECK(v.plane.normal == d.plane.normal);
        CHECK(v.plane.d == d.plane.d);
        CHECK(v.sides == physics::Sides::Single);
        const auto ids = c.physics_polygons.vertex_ids_of(d);
        REQUIRE(v.vertices.size() == ids.size());
        for (std::size_t k = 0; k < ids.size(); ++k)
            CHECK(v.vertices[k] == c.vertices.vertices[ids[k]].origin);
        CHECK(t.polygons()[i].source_polygon == i);
    }
    // Outward-facing convex polygons: the polygon cull is available as for a compiled shell.
    CHECK(t.polygon_bounds_valid());
    CHECK(scene::sides_from_retail(0) == physics::Sides::Single);
    CHECK(scene::sides_from_retail(1) == physics::Sides::Double);
    CHECK(scene::sides_from_retail(2) == physics::Sides::Both);
    CHECK(scene::sides_from_retail(3) == physics::Sides::Both);
    CHECK_THROWS_AS(scene::to_physics_bsp(c.cell_bsp, c.physics_polygons, c.vertices),
                    std::invalid_argument);
    CHECK_THROWS_AS(scene::to_cell_bsp(c.physics_bsp), std::invalid_argument);
}

TEST_CASE("dat trees: to_cell_bsp keeps the chain - a LEAF is the zero plane") {
    const dat::CellStruct c = eor_cell();
    const physics::CellBsp t = scene::to_cell_bsp(c.cell_bsp);
    CHECK(t.well_formed());
    REQUIRE(t.nodes().size() == 7);
    CHECK(t.node(0).splitting_plane.d == -1.8f);
    CHECK(t.node(0).pos == 1);
    CHECK(t.node(6).splitting_plane.normal == glm::vec3(0.0f));
    CHECK(t.node(6).pos == physics::kNoNode);
    // The box x in [-4, 4], y in [-0.6, 0.6], z in [1.8, 5.4].
    CHECK(physics::point_inside_cell_bsp(t, 0, {0, 0, 3}));
    CHECK(physics::point_inside_cell_bsp(t, 0, {3.9f, 0.5f, 1.81f}));
    CHECK_FALSE(physics::point_inside_cell_bsp(t, 0, {0, 0, 1.7f}));
    CHECK_FALSE(physics::point_inside_cell_bsp(t, 0, {4.1f, 0, 3}));
    CHECK_FALSE(physics::point_inside_cell_bsp(t, 0, {0, 0.7f, 3}));
    using physics::CellContainment;
    CHECK(physics::sphere_intersects_cell_bsp(t, 0, {{0, 0, 3}, 0.2f}) == CellContainment::Partial);
    CHECK(physics::sphere_intersects_cell_bsp(t, 0, {{0, 0, 1.8f}, 0.2f}) ==
          CellContainment::Partial);
    CHECK(physics::sphere_intersects_cell_bsp(t, 0, {{0, 0, 1.0f}, 0.2f}) ==
          CellContainment::Outside);
}

TEST_CASE("dat trees: retail queries on a DAT tree answer as on the compiled tree of the box") {
    const physics::MeshInput mesh = sweeplab::test::box_mesh({1.5f, 1.0f, 0.75f});
    const physics::BspCompileResult compiled = physics::compile_bsp(mesh);
    REQUIRE(compiled.ok());
    const physics::PhysicsBsp& ref = compiled.trees.physics;
    const dat::GfxObj g = as_gfx_obj(ref);
    const physics::PhysicsBsp t =
        scene::to_physics_bsp(g.physics_bsp, g.physics_polygons, g.vertices);
    REQUIRE(t.nodes().size() == ref.nodes().size());
    REQUIRE(t.polygons().size() == ref.polygons().size());
    for (std::size_t i = 0; i < ref.polygons().size(); ++i) {
        CHECK(t.polygons()[i].plane.normal == ref.polygons()[i].plane.normal);
        CHECK(t.polygons()[i].plane.d == ref.polygons()[i].plane.d);
    }
    // Same tables, so the same bytes, once the compiler's source_polygon (the mesh polygon a
    // table entry came from, which a DAT does not record) is read as the table index.
    std::vector<physics::BspPolygon> renumbered(ref.polygons().begin(), ref.polygons().end());
    for (std::size_t i = 0; i < renumbered.size(); ++i)
        renumbered[i].source_polygon = static_cast<std::uint32_t>(i);
    const physics::PhysicsBsp ref_indexed(
        std::vector<physics::PhysicsBspNode>(ref.nodes().begin(), ref.nodes().end()), renumbered,
        std::vector<std::uint32_t>(ref.leaf_polygons().begin(), ref.leaf_polygons().end()),
        std::vector<glm::vec3>(ref.vertices().begin(), ref.vertices().end()));
    CHECK(t.serialize() == ref_indexed.serialize());

    std::mt19937 rng(15);
    std::uniform_real_distribution<float> pos(-2.5f, 2.5f), rad(0.05f, 1.2f), mv(-0.6f, 0.6f);
    const glm::vec3 up(0, 0, 1);
    for (int k = 0; k < 4000; ++k) {
        const physics::Sphere s{{pos(rng), pos(rng), pos(rng)}, rad(rng)};
        const glm::vec3 move(mv(rng), mv(rng), mv(rng));
        INFO("sphere " << k);
        CHECK(physics::point_intersects_solid(t, 0, s.center) ==
              physics::point_intersects_solid(ref, 0, s.center));
        std::int32_t pa = -2, pb = -2;
        glm::vec3 ca(0.0f), cb(0.0f);
        CHECK(physics::sphere_intersects_poly(t, 0, s, move, pa, ca) ==
              physics::sphere_intersects_poly(ref, 0, s, move, pb, cb));
        CHECK(pa == pb);
        CHECK(ca == cb);
        for (bool center : {false, true})
            CHECK(physics::sphere_intersects_solid(t, 0, s, center) ==
                  physics::sphere_intersects_solid(ref, 0, s, center));
        bool sa = false, sb = false;
        pa = pb = -2;
        CHECK(physics::sphere_intersects_solid_poly(t, 0, s, s.radius, sa, pa, true) ==
              physics::sphere_intersects_solid_poly(ref, 0, s, s.radius, sb, pb, true));
        CHECK(sa == sb);
        CHECK(pa == pb);
        CHECK(physics::hits_walkable(t, 0, 0.7f, s, up) ==
              physics::hits_walkable(ref, 0, 0.7f, s, up));
        physics::Sphere va = s, vb = s;
        float wa = 1.0f, wb = 1.0f;
        bool cha = false, chb = false;
        pa = pb = -2;
        physics::find_walkable(t, 0, 0.7f, wa, va, pa, move, up, cha);
        physics::find_walkable(ref, 0, 0.7f, wb, vb, pb, move, up, chb);
        CHECK(cha == chb);
        CHECK(pa == pb);
        CHECK(wa == wb);
        CHECK(va.center == vb.center);
    }
}

TEST_CASE("dat trees: make_polygon_plane agrees with physics::make_plane to float noise") {
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> u(-50.0f, 50.0f);
    for (int k = 0; k < 500; ++k) {
        // A convex planar polygon: points on a circle in a random plane.
        const glm::vec3 o(u(rng), u(rng), u(rng));
        const glm::vec3 a = glm::normalize(glm::vec3(u(rng), u(rng), u(rng)) + glm::vec3(0.01f));
        const glm::vec3 b = glm::normalize(glm::cross(a, glm::vec3(0.3f, 0.5f, 0.8f)));
        const glm::vec3 c = glm::cross(a, b);
        std::vector<glm::vec3> pts;
        const int n = 3 + k % 6;
        for (int i = 0; i < n; ++i) {
            const float t = 6.2831853f * static_cast<float>(i) / static_cast<float>(n);
            pts.push_back(o + 2.0f * (std::cos(t) * b + std::sin(t) * c));
        }
        const auto mine = dat::make_polygon_plane(pts);
        const physics::Plane theirs = physics::make_plane(pts);
        REQUIRE(mine);
        CHECK(glm::length(mine->normal - theirs.normal) < 1e-5f);
        CHECK(std::fabs(mine->d - theirs.d) < 1e-4f);
    }
}

TEST_CASE("World::add_env_cell_prebuilt: the DAT trees as given, ids and bounds as add_env_cell") {
    physics::World w;
    const std::vector<physics::PortalDesc> none;
    REQUIRE_FALSE(w.add_env_cell(0x0100u, sweeplab::test::room_mesh({-3, -3, 0}, {3, 3, 4}),
                                 physics::Frame{}, none));
    const dat::CellStruct c = eor_cell();
    physics::CellPortal portal;
    portal.plane = physics::Plane{{1, 0, 0}, -4.0f};
    portal.other_cell_id = 0x0100u;
    portal.polygon = 3;
    physics::Frame f;
    f.origin = glm::vec3(100.0f, 0.0f, 0.0f);
    auto err = w.add_env_cell_prebuilt(
        0x0101u, scene::to_physics_bsp(c.physics_bsp, c.physics_polygons, c.vertices),
        scene::to_cell_bsp(c.cell_bsp), f, {portal}, {-4.0f, -0.6f, 1.8f}, {4.0f, 0.6f, 5.4f});
    REQUIRE_FALSE(err);
    w.finalize();
    REQUIRE(w.env_cells().size() == 2);
    const physics::EnvCell& cell = w.env_cells()[1];
    CHECK(cell.id == physics::kIndoorIdBase + 1);
    CHECK(w.env_cell(cell.id) == &cell); // cell.cpp's id scheme and ours agree
    CHECK(w.env_cells()[0].id == physics::kIndoorIdBase);
    CHECK(w.internal_cell_id(0x0101u) == cell.id);
    CHECK(cell.portals[0].other_cell_id == w.env_cells()[0].id);
    CHECK(cell.bounds_min == glm::vec3(96.0f, -0.6f, 1.8f));
    CHECK(cell.bounds_max == glm::vec3(104.0f, 0.6f, 5.4f));
    // Not opened: the solid leaf stays solid.
    CHECK(cell.physics_bsp.node(12).solid);
    CHECK(w.point_in_cell(cell.id, {100.0f, 0.0f, 3.0f}));
    CHECK_FALSE(w.point_in_cell(cell.id, {100.0f, 0.0f, 1.0f}));

    physics::World bad;
    err = bad.add_env_cell_prebuilt(1, physics::PhysicsBsp{}, physics::CellBsp{}, physics::Frame{},
                                    {}, {1, 0, 0}, {0, 1, 1});
    REQUIRE(err);
    CHECK(*err == "the cell's bounds are empty or not finite");
    std::vector<physics::CellBspNode> loop(1);
    loop[0].pos = 0; // a child before its parent
    err = bad.add_env_cell_prebuilt(1, physics::PhysicsBsp{}, physics::CellBsp(loop),
                                    physics::Frame{}, {}, {0, 0, 0}, {1, 1, 1});
    REQUIRE(err);
    CHECK(*err == "the cell BSP is not well formed");
    CHECK(bad.env_cells().empty());
}
