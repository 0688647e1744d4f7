// dat/records environment, gfx_obj: the End-of-Retail shapes, round trips through the test
// writer, and every truncated, absurd or corrupt record.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "dat/records/bsp_stream.h"
#include "dat/records/environment.h"
#include "dat/records/gfx_obj.h"
#include "dat/records/polygon.h"
#include "dat/records/vertex_array.h"
#include "tests/dat/geometry_record_fixtures.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;

TEST_CASE("Environment: the End-of-Retail 0x0D00062E shapes round-trip", "[dat][geometry]") {
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

TEST_CASE("Environment: several cell structs, portals and the drawing-BSP flag",
          "[dat][geometry]") {
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

TEST_CASE("Environment: bad portal, polygon and vertex indices, and wrong ids, are refused",
          "[dat][geometry]") {
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

TEST_CASE("Environment: every truncation and absurd counts give DatError, never a crash",
          "[dat][geometry]") {
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
          "degrade id",
          "[dat][geometry]") {
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

TEST_CASE("GfxObj and Environment: a type-0 vertex array (no vertices) loads", "[dat][geometry]") {
    VertexArraySpec none;
    none.vertex_type = 0;
    none.count = 3;
    // A GfxObj of surfaces and the empty array, no physics and no drawing.
    GfxObjSpec g;
    g.id = 0x01000A00u;
    g.surfaces = {0x08000002u};
    g.vertices = none;
    g.sort_center = {0.0f, 0.0f, 0.5f};
    const GfxObj o = parse_gfx_obj(gfx_obj_record(g), gfx_name(0x01000A00u));
    CHECK(o.vertices.vertex_type == 0);
    CHECK(o.vertices.vertices.empty());
    CHECK(o.surfaces == std::vector<std::uint32_t>{0x08000002u});
    CHECK(o.sort_center == glm::vec3(0.0f, 0.0f, 0.5f));
    CHECK_FALSE(o.has_physics());
    // A polygon naming a vertex of it names a vertex that was never read.
    GfxObjSpec d = g;
    d.flags = kGfxObjHasDrawing;
    PolygonSpec tri;
    tri.vertex_ids = {0, 1, 2};
    d.drawing_polygons = {tri};
    d.drawing_bsp = bsp_node(kTagBPOL, {0, 0, 1}, 0, {}, {0, 0, 0}, 1.0f, {0});
    CHECK(contains(error_of([&] { (void)parse_gfx_obj(gfx_obj_record(d), gfx_name(0x01000A00u)); }),
                   "vertex id 0 is out of range (the vertex array has 0)"));

    // An Environment whose second cell structure has the empty array and no polygons.
    CellStructSpec empty;
    empty.key = 1;
    empty.vertices = none;
    empty.cell_bsp = bsp_leaf(0);
    empty.physics_bsp = bsp_leaf(0);
    const auto bytes = environment_record(0x0D000A00u, {eor_box_cell(), empty});
    const Environment env = parse_environment(bytes, env_name(0x0D000A00u));
    REQUIRE(env.cells.size() == 2);
    CHECK(env.cells[0].vertices.vertices.size() == 8);
    CHECK(env.cells[1].vertices.vertex_type == 0);
    CHECK(env.cells[1].vertices.vertices.empty());
    CHECK(env.cells[1].polygons.size() == 0);
}

TEST_CASE("GfxObj: truncation, absurd counts and bad trees give DatError", "[dat][geometry]") {
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

TEST_CASE("geometry records: random corruption gives a parse or a DatError, nothing else",
          "[dat][geometry]") {
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
