// dat/records vertex_array, polygon, bsp_stream, environment, gfx_obj: round trips through the
// test writer, retail's make_plane figures, the End-of-Retail shapes and every malformed input.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "dat/records/bsp_stream.h"
#include "dat/records/environment.h"
#include "dat/records/gfx_obj.h"
#include "dat/records/polygon.h"
#include "dat/records/vertex_array.h"
#include "tests/dat/writer/geometry_writer.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;

namespace {

RecordName env_name(std::uint32_t id = 0x0D00062Eu) {
    return RecordName{"client_portal.dat", id, "Environment"};
}
RecordName gfx_name(std::uint32_t id = 0x01000001u) {
    return RecordName{"client_portal.dat", id, "GfxObj"};
}

// The DatError's message, which must be one line; "" when nothing was thrown.
template <typename F>
std::string error_of(F&& f) {
    try {
        f();
    } catch (const DatError& e) {
        const std::string m = e.what();
        CHECK(m.find('\n') == std::string::npos);
        return m;
    }
    return "";
}

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

VertexArraySpec square_vertices() {
    VertexArraySpec v;
    v.vertices = {{{0, 0, 2}, {0, 0, 1}, {}},
                  {{1, 0, 2}, {0, 0, 1}, {{0.5f, 0.25f}}},
                  {{1, 1, 2}, {0, 0, 1}, {{1, 0}, {0, 1}}},
                  {{0, 1, 2}, {0, 0, 1}, {}}};
    return v;
}

PolygonTable read_one_table(const VertexArraySpec& vs, const std::vector<PolygonSpec>& polys,
                            bool& at_end, PlaneRule rule = PlaneRule::Require) {
    ByteWriter w;
    write_vertex_array(w, vs);
    for (const PolygonSpec& p : polys)
        write_polygon(w, p);
    Reader r(w.data(), env_name());
    const VertexArray va = read_vertex_array(r);
    PolygonTable t =
        read_polygons(r, static_cast<std::uint32_t>(polys.size()), va, "polygon", rule);
    at_end = r.at_end();
    return t;
}

} // namespace

TEST_CASE("vertex array: ids, origins, normals and UVs round-trip; only type 1 is read") {
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

TEST_CASE("polygon: the UV index arrays follow stippling and sides_type as retail reads them") {
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

TEST_CASE("make_plane: retail's fan normal and d = -mean(n . v)") {
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

TEST_CASE("polygon: too few points, a vertex id past the array and a zero normal are refused") {
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

TEST_CASE("polygon: a degenerate drawing polygon is kept without a plane (PlaneRule::Keep)") {
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

TEST_CASE("BSP: every internal tag reads the children it names, in stored preorder") {
    // Physics tree using every internal tag; leaves carry polygon lists.
    const glm::vec3 c(0.0f);
    auto L = [&](std::int32_t i, std::vector<std::uint16_t> polys = {}) {
        return bsp_leaf(i, std::move(polys), polys.empty() ? 0 : 1, c, 1.0f);
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

TEST_CASE("BSP: cell trees carry planes only, drawing trees polygon lists and PORT nodes") {
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

TEST_CASE("BSP: unknown tags, PORT outside drawing trees, deep nesting and bad ids are refused") {
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

TEST_CASE("Environment: the End-of-Retail 0x0D00062E shapes round-trip") {
    const auto bytes = environment_record(0x0D00062Eu, {eor_box_cell()});
    const Environment env = parse_environment(bytes, env_name());
    CHECK(env.id == 0x0D00062Eu);
    REQUIRE(env.cells.size() == 1);
    const CellStruct& c = *env.cell_struct(0);
    CHECK(env.cell_struct(1) == nullptr);
    CHECK(c.vertices.vertex_type == 1);
    REQUIRE(c.vertices.vertices.size() == 8);
    CHECK(c.vertices.vertices[0].origin == glm::vec3(4.0f, -0.6f, 1.8f));
    REQUIRE(c.polygons.size() == 6);
    const DatPolygon& first = c.polygons.polygons.front();
    CHECK(first.stippling == kStipplingNoPos);
    CHECK(first.sides_type == 0);
    CHECK(first.pos_surface == 0);
    CHECK(first.neg_surface == -1);
    const auto ids = c.polygons.vertex_ids_of(first);
    CHECK(std::vector<std::uint16_t>(ids.begin(), ids.end()) ==
          std::vector<std::uint16_t>{0, 1, 2, 3});
    const auto last = c.polygons.vertex_ids_of(c.polygons.polygons.back());
    CHECK(std::vector<std::uint16_t>(last.begin(), last.end()) ==
          std::vector<std::uint16_t>{7, 6, 5, 4});
    CHECK(bsp_tag_name(c.cell_bsp.nodes[0].tag) == "BPnn");
    CHECK(c.cell_bsp.nodes[0].plane.d == -1.8f);
    REQUIRE(c.physics_polygons.size() == 6);
    CHECK(c.physics_polygons.polygons.front().pos_surface == -1);
    const auto pf = c.physics_polygons.vertex_ids_of(c.physics_polygons.polygons.front());
    CHECK(std::vector<std::uint16_t>(pf.begin(), pf.end()) ==
          std::vector<std::uint16_t>{3, 2, 1, 0});
    const auto pl = c.physics_polygons.vertex_ids_of(c.physics_polygons.polygons.back());
    CHECK(std::vector<std::uint16_t>(pl.begin(), pl.end()) ==
          std::vector<std::uint16_t>{3, 0, 5, 4});
    // The physics root's plane is the first physics polygon's: make_plane gives d = 1.8.
    CHECK(c.physics_polygons.polygons.front().plane.normal == glm::vec3(0, 0, -1));
    CHECK(c.physics_polygons.polygons.front().plane.d == Approx(1.8f));
    const DatBspNode& root = c.physics_bsp.nodes[0];
    CHECK(bsp_tag_name(root.tag) == "BPnN");
    CHECK(root.plane.d == 1.8f);
    CHECK(c.physics_bsp.nodes[static_cast<std::size_t>(root.pos)].is_leaf());
    CHECK(c.physics_bsp.nodes[static_cast<std::size_t>(root.pos)].leaf_index == 0);
    CHECK(bsp_tag_name(c.physics_bsp.nodes[static_cast<std::size_t>(root.neg)].tag) == "BPnN");
    CHECK(c.had_drawing_bsp);
    CHECK(c.portals.empty());
}

TEST_CASE("Environment: several cell structs, portals and the drawing-BSP flag") {
    CellStructSpec a = eor_box_cell();
    a.key = 4123;
    a.portals = {1, 5};
    CellStructSpec b = eor_box_cell();
    b.key = 7;
    b.drawing_bsp.reset();
    b.polygons[2].stippling = 0; // odd UV bytes before the portals exercise align4
    b.polygons[2].pos_uv = {1, 1, 1, 1};
    b.portals = {2};
    const auto bytes = environment_record(0x0D000001u, {a, b});
    const Environment env = parse_environment(bytes, env_name(0x0D000001u));
    REQUIRE(env.cells.size() == 2);
    CHECK(env.cells[0].key == 4123);
    CHECK(env.cells[0].portals == std::vector<std::uint16_t>{1, 5});
    CHECK(env.cells[1].key == 7);
    CHECK_FALSE(env.cells[1].had_drawing_bsp);
    CHECK(env.cells[1].portals == std::vector<std::uint16_t>{2});
    CHECK(env.cells[1].physics_bsp.nodes.size() == 13);
}

TEST_CASE("Environment: bad portal, polygon and vertex indices, and wrong ids, are refused") {
    CellStructSpec c = eor_box_cell();
    c.portals = {0, 6};
    std::string m = error_of(
        [&] { (void)parse_environment(environment_record(0x0D00062Eu, {c}), env_name()); });
    CHECK(m ==
          "client_portal.dat: 0x0D00062E Environment: cell struct 0: portal 1 names polygon 6, "
          "the structure has 6");

    c = eor_box_cell();
    c.physics_polygons[4].vertex_ids = {0, 1, 9};
    m = error_of(
        [&] { (void)parse_environment(environment_record(0x0D00062Eu, {c}), env_name()); });
    CHECK(contains(m, "cell struct 0 physics polygon 4 (id 4"));
    CHECK(contains(m, "vertex id 9 is out of range (the vertex array has 8)"));

    c = eor_box_cell();
    c.polygons[3].vertex_ids.clear();
    m = error_of(
        [&] { (void)parse_environment(environment_record(0x0D00062Eu, {c}), env_name()); });
    CHECK(contains(m, "cell struct 0 polygon 3 (id 3"));
    CHECK(contains(m, "0 points"));

    c = eor_box_cell();
    c.physics_bsp.children[1].children[0].polygons = {6}; // a leaf naming polygon 6 of 6
    c.physics_bsp.children[1].children[0].solid = 1;
    c.physics_bsp.children[1].children[0].radius = 1.0f;
    m = error_of(
        [&] { (void)parse_environment(environment_record(0x0D00062Eu, {c}), env_name()); });
    CHECK(contains(m, "cell struct 0 physics BSP node 3 (LEAF"));
    CHECK(contains(m, "polygon id 6 is out of range"));

    c = eor_box_cell();
    c.drawing_bsp->polygons = {6};
    m = error_of(
        [&] { (void)parse_environment(environment_record(0x0D00062Eu, {c}), env_name()); });
    CHECK(contains(m, "cell struct 0 drawing BSP node 0"));

    m = error_of([&] {
        (void)parse_environment(environment_record(0x0D000001u, {eor_box_cell()}), env_name());
    });
    CHECK(contains(m, "the record's stored id 0x0D000001 is not its directory id 0x0D00062E"));
    auto longer = environment_record(0x0D00062Eu, {eor_box_cell()});
    longer.resize(longer.size() + 4);
    m = error_of([&] { (void)parse_environment(longer, env_name()); });
    CHECK(contains(m, "4 bytes left after the record's last field"));
}

TEST_CASE("Environment: every truncation and absurd counts give DatError, never a crash") {
    const auto bytes = environment_record(0x0D00062Eu, {eor_box_cell()});
    for (std::size_t n = 0; n < bytes.size(); ++n) {
        const std::span<const std::byte> cut(bytes.data(), n);
        const std::string m = error_of([&] { (void)parse_environment(cut, env_name()); });
        INFO("length " << n);
        // The trailing align-4 pad is the only part a shorter record may lack... it has none.
        CHECK(!m.empty());
    }
    auto patched = [&](std::size_t at, std::uint32_t v) {
        auto b = bytes;
        for (int i = 0; i < 4; ++i)
            b[at + static_cast<std::size_t>(i)] = static_cast<std::byte>((v >> (8 * i)) & 0xFFu);
        return error_of([&] { (void)parse_environment(b, env_name()); });
    };
    CHECK(contains(patched(4, 0xFFFFFFFFu), "cell struct count 4294967295 cannot fit"));
    CHECK(contains(patched(12, 0x40000000u), "polygon count 1073741824 cannot fit"));
    CHECK(contains(patched(20, 0xFFFFFFF0u), "cell struct portal count"));
    CHECK(contains(patched(28, 0x7FFFFFFFu), "vertex array count"));
}

TEST_CASE("GfxObj: flags, surfaces, physics polygons and BSP, sort centre, drawing polygons, "
          "degrade id") {
    const CellStructSpec box = eor_box_cell();
    GfxObjSpec g;
    g.id = 0x010005E8u;
    g.flags = kGfxObjHasPhysics | kGfxObjHasDrawing | kGfxObjHasDIDDegrade;
    g.surfaces = {0x080001B8u, 0x08000002u};
    g.vertices = box.vertices;
    g.physics_polygons = box.physics_polygons;
    g.physics_bsp = box.physics_bsp;
    g.sort_center = {0.024821f, 0.0f, 0.0127083f};
    g.drawing_polygons = box.polygons;
    g.drawing_bsp = *box.drawing_bsp;
    g.did_degrade = 0x11000123u;
    const GfxObj o = parse_gfx_obj(gfx_obj_record(g), gfx_name(0x010005E8u));
    CHECK(o.flags == 11u);
    CHECK(o.surfaces == std::vector<std::uint32_t>{0x080001B8u, 0x08000002u});
    CHECK(o.vertices.vertices.size() == 8);
    CHECK(o.physics_polygons.size() == 6);
    CHECK(o.physics_bsp.nodes.size() == 13);
    CHECK(o.physics_sphere().radius == 4.4272f);
    CHECK(o.sort_center == glm::vec3(0.024821f, 0.0f, 0.0127083f));
    CHECK(o.drawing_polygons.size() == 6);
    CHECK(o.had_drawing_bsp);
    CHECK(o.did_degrade == 0x11000123u);

    // The DRW oracle 0x010005E8's shape: drawing only, a childless BPOL root.
    GfxObjSpec d;
    d.id = 0x010005E8u;
    d.flags = kGfxObjHasDrawing;
    d.surfaces = {0x080001B8u};
    d.vertices.vertices = {{{0.05f, 0, -0.0759375f}, {0, -1, 0}, {{1, 1}}},
                           {{0.05f, 0, 0.1f}, {0, -1, 0}, {{1, 0}}},
                           {{-0.05f, 0, 0.1f}, {0, -1, 0}, {{0, 0}}},
                           {{-0.05f, 0, -0.0759375f}, {0, -1, 0}, {{0, 1}}}};
    PolygonSpec quad;
    quad.vertex_ids = {0, 1, 2, 3};
    quad.stippling = 0;
    d.drawing_polygons = {quad};
    d.drawing_bsp = bsp_node(kTagBPOL, {0, -1, 0}, 0, {}, {0, 0, 0.0127f}, 0.126001f, {0});
    const GfxObj od = parse_gfx_obj(gfx_obj_record(d), gfx_name(0x010005E8u));
    CHECK_FALSE(od.has_physics());
    CHECK(od.physics_bsp.empty());
    CHECK(od.physics_sphere().radius == 0.0f);
    CHECK(od.drawing_polygons.size() == 1);
    CHECK(od.drawing_polygons.pos_uvs_of(od.drawing_polygons.polygons[0]).size() == 4);
    CHECK(od.did_degrade == 0u);
}

TEST_CASE("GfxObj: truncation, absurd counts and bad trees give DatError") {
    const CellStructSpec box = eor_box_cell();
    GfxObjSpec g;
    g.flags = kGfxObjHasPhysics | kGfxObjHasDrawing | kGfxObjHasDIDDegrade;
    g.vertices = box.vertices;
    g.physics_polygons = box.physics_polygons;
    g.physics_bsp = box.physics_bsp;
    g.drawing_polygons = box.polygons;
    g.drawing_bsp = *box.drawing_bsp;
    const auto bytes = gfx_obj_record(g);
    for (std::size_t n = 0; n < bytes.size(); ++n) {
        INFO("length " << n);
        CHECK(!error_of([&] {
                   (void)parse_gfx_obj(std::span(bytes.data(), n), gfx_name());
               }).empty());
    }
    auto b = bytes;
    b[8] = std::byte{0xFF}; // compressed surface count 0x3F.. (four bytes)
    b[9] = std::byte{0xFF};
    CHECK(contains(error_of([&] { (void)parse_gfx_obj(b, gfx_name()); }), "surface count"));
    auto longer = bytes;
    longer.push_back(std::byte{0});
    CHECK(contains(error_of([&] { (void)parse_gfx_obj(longer, gfx_name()); }),
                   "1 bytes left after the record's last field"));

    GfxObjSpec bad = g;
    bad.physics_bsp.children[0].tag = 0x12345678u;
    CHECK(contains(error_of([&] { (void)parse_gfx_obj(gfx_obj_record(bad), gfx_name()); }),
                   "physics BSP: unknown BSP node tag 0x12345678"));
    bad = g;
    bad.drawing_bsp.children[0].tag = kTagPort; // PORT is fine in a drawing tree...
    bad.drawing_bsp.children[0].children = {bsp_leaf(0), bsp_leaf(1)};
    CHECK(error_of([&] { (void)parse_gfx_obj(gfx_obj_record(bad), gfx_name()); }).empty());
    bad = g;
    bad.physics_bsp.children[1].tag = kTagPort; // ...not in a physics tree
    CHECK(contains(error_of([&] { (void)parse_gfx_obj(gfx_obj_record(bad), gfx_name()); }),
                   "PORT node in a physics tree"));
}

TEST_CASE("geometry records: random corruption gives a parse or a DatError, nothing else") {
    GfxObjSpec g;
    const CellStructSpec box = eor_box_cell();
    g.flags = kGfxObjHasPhysics | kGfxObjHasDrawing | kGfxObjHasDIDDegrade;
    g.vertices = box.vertices;
    g.physics_polygons = box.physics_polygons;
    g.physics_bsp = box.physics_bsp;
    g.drawing_polygons = box.polygons;
    g.drawing_bsp = *box.drawing_bsp;
    const auto gfx = gfx_obj_record(g);
    const auto env = environment_record(0x0D00062Eu, {box, box});
    std::uint32_t state = 15u;
    auto next = [&] {
        state = state * 1664525u + 1013904223u;
        return state >> 8u;
    };
    int errors = 0;
    for (int k = 0; k < 3000; ++k) {
        auto b = (k % 2 == 0) ? gfx : env;
        const int flips = 1 + static_cast<int>(next() % 4u);
        for (int f = 0; f < flips; ++f) {
            // Skip the leading id (a changed id is always refused, which tests nothing).
            const std::size_t at = 4 + next() % (b.size() - 4);
            b[at] = static_cast<std::byte>(next() & 0xFFu);
        }
        try {
            if (k % 2 == 0)
                (void)parse_gfx_obj(b, gfx_name());
            else
                (void)parse_environment(b, env_name());
        } catch (const DatError&) {
            ++errors;
        }
    }
    // Most corruptions are caught; some (a UV index, a surface id) are valid data.
    CHECK(errors > 1000);
    CHECK(errors < 3000);
}
