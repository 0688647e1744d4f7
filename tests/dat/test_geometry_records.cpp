// dat/records vertex_array, polygon, bsp_stream: round trips through the test writer,
// retail's make_plane figures and every malformed input (Environment and GfxObj:
// test_geometry_objects.cpp).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "dat/records/bsp_stream.h"
#include "dat/records/polygon.h"
#include "dat/records/vertex_array.h"
#include "tests/dat/geometry_record_fixtures.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;

TEST_CASE("vertex array: ids, origins, normals and UVs round-trip - types 0 and 1 are read",
          "[dat][geometry]") {
    ByteWriter w;
    write_vertex_array(w, square_vertices());
    Reader r(w.data(), env_name());
    const VertexArray va = read_vertex_array(r);
    CHECK(r.at_end());
    REQUIRE(va.vertices.size() == 4);
    CHECK(va.vertices[1].id == 1);
    CHECK(va.vertices[2].origin == glm::vec3(1, 1, 2));
    CHECK(va.vertices[2].normal == glm::vec3(0, 0, 1));
    REQUIRE(va.uvs_of(va.vertices[2]).size() == 2);
    CHECK(va.uvs_of(va.vertices[2])[1] == glm::vec2(0, 1));
    CHECK(va.uvs_of(va.vertices[1])[0] == glm::vec2(0.5f, 0.25f));
    CHECK(va.uvs_of(va.vertices[0]).empty());

    VertexArraySpec bad = square_vertices();
    bad.vertex_type = 2;
    ByteWriter b;
    write_vertex_array(b, bad);
    const std::string m = error_of([&] {
        Reader rb(b.data(), env_name());
        (void)read_vertex_array(rb);
    });
    CHECK(contains(m, "vertex array type 2 is not supported"));
}

TEST_CASE("vertex array: type 0 is the header alone, as retail's CVertexArray::UnPack reads it",
          "[dat][geometry]") {
    // Retail reads CSWVertex entries only for type 1: a type-0 array's count is read and no
    // vertex follows, whatever it says.
    for (const std::uint32_t count : {0u, 5u, 0xFFFFFFFFu}) {
        VertexArraySpec none;
        none.vertex_type = 0;
        none.count = count;
        ByteWriter w;
        write_vertex_array(w, none);
        w.u32(0xABCD1234u); // what follows the array
        REQUIRE(w.data().size() == 12);
        Reader r(w.data(), env_name());
        const VertexArray va = read_vertex_array(r);
        INFO("count " << count);
        CHECK(va.vertex_type == 0);
        CHECK(va.vertices.empty());
        CHECK(va.uvs.empty());
        CHECK(r.u32() == 0xABCD1234u);
        CHECK(r.at_end());
    }
}

TEST_CASE("polygon: the UV index arrays follow stippling and sides_type as retail reads them",
          "[dat][geometry]") {
    PolygonSpec base;
    base.vertex_ids = {0, 1, 2, 3};
    std::vector<PolygonSpec> polys;
    PolygonSpec p = base; // NoPos, single: no UVs
    polys.push_back(p);
    p = base; // UVs on the positive side only
    p.stippling = 0;
    p.pos_uv = {1, 2, 3, 4};
    polys.push_back(p);
    p.sides_type = 2; // separate negative side: both arrays
    p.neg_uv = {5, 6, 7, 8};
    p.neg_surface = 7;
    polys.push_back(p);
    p.stippling = kStipplingNoNeg; // ... unless NoNeg
    polys.push_back(p);
    p.stippling = kStipplingNoPos; // negative only
    polys.push_back(p);
    p = base; // both sides sharing the positive side
    p.stippling = 0;
    p.sides_type = 1;
    p.pos_surface = 3;
    p.neg_surface = 9;
    p.pos_uv = {4, 3, 2, 1};
    polys.push_back(p);
    for (std::size_t i = 0; i < polys.size(); ++i)
        polys[i].id = static_cast<std::uint16_t>(10 + i);

    bool at_end = false;
    const PolygonTable t = read_one_table(square_vertices(), polys, at_end);
    CHECK(at_end);
    REQUIRE(t.size() == 6);
    CHECK(t.polygons[0].id == 10);
    CHECK(t.pos_uvs_of(t.polygons[0]).empty());
    CHECK(t.neg_uvs_of(t.polygons[0]).empty());
    CHECK(t.pos_uvs_of(t.polygons[1])[3] == 4);
    CHECK(t.neg_uvs_of(t.polygons[1]).empty());
    CHECK(t.neg_uvs_of(t.polygons[2])[0] == 5);
    CHECK(t.polygons[2].neg_surface == 7);
    CHECK(t.neg_uvs_of(t.polygons[3]).empty());
    CHECK(t.pos_uvs_of(t.polygons[3]).size() == 4);
    CHECK(t.pos_uvs_of(t.polygons[4]).empty());
    CHECK(t.neg_uvs_of(t.polygons[4])[3] == 8);
    CHECK(t.polygons[5].neg_surface == 3); // retail copies the positive surface
    CHECK(t.neg_uvs_of(t.polygons[5])[0] == 4);
    CHECK(t.vertex_ids_of(t.polygons[5])[2] == 2);
    CHECK(t.polygons[5].sides_type == 1);
}

TEST_CASE("make_plane: retail's fan normal and d = -mean(n . v)", "[dat][geometry]") {
    // The unit square at z = 2, counter-clockwise from above.
    const std::vector<glm::vec3> sq = {{0, 0, 2}, {1, 0, 2}, {1, 1, 2}, {0, 1, 2}};
    auto p = make_polygon_plane(sq);
    REQUIRE(p);
    CHECK(p->normal == glm::vec3(0, 0, 1));
    CHECK(p->d == -2.0f);
    const std::vector<glm::vec3> rev(sq.rbegin(), sq.rend());
    p = make_polygon_plane(rev);
    REQUIRE(p);
    CHECK(p->normal == glm::vec3(0, 0, -1));
    CHECK(p->d == 2.0f);
    // A non-planar quad: fan sum (-2, -2, 8), so n = (-1, -1, 4) / sqrt(18) and d is minus the
    // mean of n . v over all four vertices (not the distance of vertex 0).
    const std::vector<glm::vec3> bent = {{0, 0, 0}, {2, 0, 0}, {2, 2, 1}, {0, 2, 0}};
    p = make_polygon_plane(bent);
    REQUIRE(p);
    const double s = std::sqrt(18.0);
    CHECK(p->normal.x == Approx(-1.0 / s).epsilon(1e-7));
    CHECK(p->normal.y == Approx(-1.0 / s).epsilon(1e-7));
    CHECK(p->normal.z == Approx(4.0 / s).epsilon(1e-7));
    CHECK(p->d == Approx((0.0 + 2.0 + 0.0 + 2.0) / s / 4.0).epsilon(1e-6));
    // A tilted triangle far from the origin: d from the vertex mean.
    const std::vector<glm::vec3> tri = {{100, 50, 3}, {101, 50, 4}, {100, 51, 3}};
    p = make_polygon_plane(tri);
    REQUIRE(p);
    CHECK(p->normal.x == Approx(-std::sqrt(0.5)).epsilon(1e-7));
    CHECK(p->normal.y == Approx(0.0).margin(1e-7));
    CHECK(p->normal.z == Approx(std::sqrt(0.5)).epsilon(1e-7));
    CHECK(p->d == Approx((100.0 - 3.0) * std::sqrt(0.5)).epsilon(1e-6));
    // Collinear or repeated points give no plane.
    CHECK_FALSE(make_polygon_plane(std::vector<glm::vec3>{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}));
    CHECK_FALSE(make_polygon_plane(std::vector<glm::vec3>{{1, 0, 0}, {1, 0, 0}, {1, 0, 0}}));
    CHECK_FALSE(make_polygon_plane(std::vector<glm::vec3>{}));
}

TEST_CASE("polygon: too few points, a vertex id past the array and a zero normal are refused",
          "[dat][geometry]") {
    PolygonSpec p;
    p.id = 77;
    p.vertex_ids = {};
    bool at_end = false;
    std::string m = error_of([&] { (void)read_one_table(square_vertices(), {p}, at_end); });
    CHECK(contains(m, "client_portal.dat: 0x0D00062E Environment: polygon 0 (id 77"));
    CHECK(contains(m, "0 points, a polygon needs at least 3"));
    p.vertex_ids = {0, 1};
    m = error_of([&] { (void)read_one_table(square_vertices(), {p}, at_end); });
    CHECK(contains(m, "2 points"));

    PolygonSpec ok;
    ok.vertex_ids = {0, 1, 2};
    p.vertex_ids = {0, 1, 4};
    m = error_of([&] { (void)read_one_table(square_vertices(), {ok, p}, at_end); });
    CHECK(contains(m, "polygon 1 (id 77"));
    CHECK(contains(m, "vertex id 4 is out of range (the vertex array has 4)"));

    p.vertex_ids = {0, 2, 0};
    m = error_of([&] { (void)read_one_table(square_vertices(), {p}, at_end); });
    CHECK(contains(m, "its vertices give no plane (zero normal)"));
}

TEST_CASE("polygon: a degenerate drawing polygon is kept without a plane (PlaneRule::Keep)",
          "[dat][geometry]") {
    PolygonSpec ok;
    ok.vertex_ids = {0, 1, 2};
    PolygonSpec flat;
    flat.vertex_ids = {0, 2, 0};
    bool at_end = false;
    const PolygonTable t =
        read_one_table(square_vertices(), {ok, flat, ok}, at_end, PlaneRule::Keep);
    CHECK(at_end);
    REQUIRE(t.size() == 3);
    CHECK(t.polygons[0].has_plane);
    CHECK_FALSE(t.polygons[1].has_plane);
    CHECK(t.polygons[1].plane.normal == glm::vec3(0.0f));
    CHECK(t.polygons[2].has_plane);
    // The same bytes as physics polygons are refused.
    CHECK_THROWS_AS(read_one_table(square_vertices(), {ok, flat, ok}, at_end), DatError);
}

TEST_CASE("BSP: every internal tag reads the children it names, in stored preorder",
          "[dat][geometry]") {
    // Physics tree using every internal tag; leaves carry polygon lists.
    const glm::vec3 c(0.0f);
    auto L = [&](std::int32_t i, std::vector<std::uint16_t> polys = {}) {
        // Solid is read before the move: argument order is unspecified (clang moves first).
        const int solid = polys.empty() ? 0 : 1;
        return bsp_leaf(i, std::move(polys), solid, c, 1.0f);
    };
    BspNodeSpec root =
        bsp_node(kTagBPIN, {1, 0, 0}, 0.5f,
                 {bsp_node(kTagBPnn, {0, 1, 0}, 0, {L(0, {0})}, c, 2.0f),
                  bsp_node(kTagBPnN, {0, 0, 1}, 0,
                           {bsp_node(kTagBpIN, {1, 0, 0}, 1, {L(1)}, c, 3.0f),
                            bsp_node(kTagBpnN, {1, 0, 0}, 2, {L(2, {1, 2})}, c, 4.0f)},
                           c, 5.0f)},
                 c, 6.0f);
    root.children[0].children.push_back(BspNodeSpec{}); // ignored: BPnn has no negative child
    root.children[0].children.pop_back();
    BspNodeSpec tail =
        bsp_node(kTagBPIn, {0, -1, 0}, 0, {bsp_node(kTagBPOL, {0, 1, 0}, 0, {}, c, 7.0f)}, c, 8.0f);
    BspNodeSpec fl = bsp_node(kTagBPFL, {0, 0, -1}, 0, {}, c, 9.0f);
    root.children[1].children[0].children.push_back(tail); // BpIN reads one child only...
    root.children[1].children[0].children.pop_back();      // ...so the spec holds one
    BspNodeSpec top =
        bsp_node(kTagBPnN, {0, 0, 1}, 3,
                 {root, bsp_node(kTagBPnN, {1, 0, 0}, 0, {tail, fl}, c, 10.0f)}, c, 11.0f);
    ByteWriter w;
    write_bsp(w, top, TreeKind::Physics);
    Reader r(w.data(), env_name());
    const DatBspTree t = read_bsp_tree(r, BspTreeKind::Physics, 3, "physics BSP");
    CHECK(r.at_end());
    // Preorder: top, root, BPnn, L0, BPnN, BpIN, L1, BpnN, L2, BPnN, BPIn, BPOL, BPFL.
    const std::uint32_t tags[] = {kTagBPnN, kTagBPIN, kTagBPnn, kTagLeaf, kTagBPnN,
                                  kTagBpIN, kTagLeaf, kTagBpnN, kTagLeaf, kTagBPnN,
                                  kTagBPIn, kTagBPOL, kTagBPFL};
    REQUIRE(t.nodes.size() == 13);
    for (std::size_t i = 0; i < 13; ++i)
        CHECK(bsp_tag_name(t.nodes[i].tag) == bsp_tag_name(tags[i]));
    CHECK(t.nodes[0].pos == 1);
    CHECK(t.nodes[0].neg == 9);
    CHECK(t.nodes[2].pos == 3);
    CHECK(t.nodes[2].neg == -1);
    CHECK(t.nodes[5].pos == -1);
    CHECK(t.nodes[5].neg == 6);
    CHECK(t.nodes[7].neg == 8);
    CHECK(t.nodes[11].pos == -1);
    CHECK(t.nodes[11].neg == -1);
    CHECK(t.nodes[0].sphere.radius == 11.0f);
    CHECK(t.nodes[12].sphere.radius == 9.0f);
    CHECK(t.nodes[0].plane.d == 3.0f);
    CHECK(t.nodes[3].leaf_index == 0);
    CHECK(t.nodes[3].solid == 1);
    CHECK(t.polygon_ids_of(t.nodes[8]).size() == 2);
    CHECK(t.polygon_ids_of(t.nodes[8])[1] == 2);
    CHECK(t.nodes[6].solid == 0);
    CHECK(t.polygon_ids_of(t.nodes[6]).empty());
}

TEST_CASE("BSP: cell trees carry planes only, drawing trees polygon lists and PORT nodes",
          "[dat][geometry]") {
    BspNodeSpec cell = bsp_node(kTagBPnn, {0, 0, 1}, -1.8f,
                                {bsp_node(kTagBPIN, {1, 0, 0}, 1, {bsp_leaf(3), bsp_leaf(4)})});
    ByteWriter w;
    write_bsp(w, cell, TreeKind::Cell);
    CHECK(w.size() == 4 + 16 + 4 + 16 + 8 + 8);
    Reader r(w.data(), env_name());
    const DatBspTree t = read_bsp_tree(r, BspTreeKind::Cell, 0, "cell BSP");
    CHECK(r.at_end());
    REQUIRE(t.nodes.size() == 4);
    CHECK(t.nodes[0].plane.d == -1.8f);
    CHECK(t.nodes[2].leaf_index == 3);
    CHECK(t.nodes[3].leaf_index == 4);
    CHECK(t.nodes[1].neg == 3);

    BspNodeSpec port =
        bsp_node(kTagPort, {0, 1, 0}, 0.5f, {bsp_leaf(0), bsp_leaf(1)}, {1, 2, 3}, 4.0f, {0, 2});
    port.portals = {{2, 7}, {1, 9}};
    BspNodeSpec draw = bsp_node(kTagBPIn, {0, 0, 1}, 0, {port}, {0, 0, 0}, 5.0f, {1});
    ByteWriter d;
    write_bsp(d, draw, TreeKind::Drawing);
    Reader rd(d.data(), env_name());
    const DatBspTree dt = read_bsp_tree(rd, BspTreeKind::Drawing, 3, "drawing BSP");
    CHECK(rd.at_end());
    REQUIRE(dt.nodes.size() == 4);
    CHECK(dt.polygon_ids_of(dt.nodes[0])[0] == 1);
    CHECK(dt.nodes[1].sphere.radius == 4.0f);
    REQUIRE(dt.portals_of(dt.nodes[1]).size() == 2);
    CHECK(dt.portals_of(dt.nodes[1])[0].polygon_id == 2);
    CHECK(dt.portals_of(dt.nodes[1])[0].portal_index == 7);
    CHECK(dt.polygon_ids_of(dt.nodes[1])[1] == 2);
}

TEST_CASE("BSP: unknown tags, PORT outside drawing trees, deep nesting and bad ids are refused",
          "[dat][geometry]") {
    auto read = [](const BspNodeSpec& n, TreeKind wk, BspTreeKind rk, std::size_t polys) {
        ByteWriter w;
        write_bsp(w, n, wk);
        return error_of([&] {
            Reader r(w.data(), env_name());
            (void)read_bsp_tree(r, rk, polys, "physics BSP");
        });
    };
    BspNodeSpec junk = bsp_node(kTagBPnn, {0, 0, 1}, 0, {bsp_leaf(0)});
    junk.children[0].tag = 0x4250585Au; // "BPXZ"
    std::string m = read(junk, TreeKind::Physics, BspTreeKind::Physics, 0);
    CHECK(contains(m, "physics BSP: unknown BSP node tag 'BPXZ' (0x4250585A) at offset 20"));
    junk.children[0].tag = 0x00000007u;
    m = read(junk, TreeKind::Physics, BspTreeKind::Physics, 0);
    CHECK(contains(m, "unknown BSP node tag 0x00000007 at offset 20"));

    const BspNodeSpec port = bsp_node(kTagPort, {0, 1, 0}, 0, {bsp_leaf(0), bsp_leaf(1)});
    m = read(port, TreeKind::Physics, BspTreeKind::Physics, 0);
    CHECK(contains(m, "PORT node in a physics tree"));
    m = read(port, TreeKind::Cell, BspTreeKind::Cell, 0);
    CHECK(contains(m, "PORT node in a cell tree"));

    BspNodeSpec deep = bsp_leaf(0);
    for (std::size_t i = 0; i < kMaxBspDepth + 1; ++i)
        deep = bsp_node(kTagBPnn, {0, 0, 1}, 0, {deep});
    m = read(deep, TreeKind::Cell, BspTreeKind::Cell, 0);
    CHECK(contains(m, "nests deeper than 1024 nodes"));
    BspNodeSpec ok_depth = bsp_leaf(0);
    for (std::size_t i = 0; i < kMaxBspDepth; ++i)
        ok_depth = bsp_node(kTagBPnn, {0, 0, 1}, 0, {ok_depth});
    CHECK(read(ok_depth, TreeKind::Cell, BspTreeKind::Cell, 0).empty());

    const BspNodeSpec leaf = bsp_node(
        kTagBPnN, {0, 0, 1}, 0, {bsp_leaf(0, {0}, 1, {}, 1.0f), bsp_leaf(1, {0, 3}, 1, {}, 1.0f)});
    m = read(leaf, TreeKind::Physics, BspTreeKind::Physics, 3);
    CHECK(contains(m, "physics BSP node 2 (LEAF at offset 54): polygon id 3 is out of range "
                      "(the tree's polygon table has 3)"));
    BspNodeSpec dport = bsp_node(kTagPort, {0, 1, 0}, 0, {bsp_leaf(0), bsp_leaf(1)});
    dport.portals = {{5, 0}};
    m = read(dport, TreeKind::Drawing, BspTreeKind::Drawing, 5);
    CHECK(contains(m, "portal polygon id 5 is out of range"));

    BspNodeSpec nan_plane = bsp_node(kTagBPnn, {0, 0, std::nanf("")}, 0, {bsp_leaf(0)});
    m = read(nan_plane, TreeKind::Cell, BspTreeKind::Cell, 0);
    CHECK(contains(m, "BSP plane is not a finite number"));
}
