// Indoor visibility from the camera's cell (physics/visibility/cell_view.h): the inside
// gate, the breadth-first portal walk, the per-portal side test and the portal narrowing.
#include <array>
#include <vector>

#include <catch2/catch.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include "alloc_counter.h"
#include "physics/visibility/cell_view.h"
#include "physics/world/world.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

// A corridor of three rooms along +X: A [0,4], B [4,8], C [8,12], y [-2,2], z [0,3]. A's
// west wall opens to the outside; A-B and B-C are joined by their whole end walls.
struct Corridor {
    World world;
    PortalGraph graph;
    std::uint32_t a = 0, b = 0, c = 0;

    Corridor() {
        world.add_ground(0.0f, 60.0f);
        std::vector<PortalShape> shapes;
        auto add = [&](std::uint32_t id, float x0, std::vector<PortalDesc> portals) {
            const MeshInput m = sweeplab::test::room_mesh({x0, -2, 0}, {x0 + 4, 2, 3});
            REQUIRE_FALSE(world.add_env_cell(id, m, Frame{}, portals).has_value());
            for (std::uint32_t k = 0; k < portals.size(); ++k) {
                PortalShape s{0, k, {}};
                s.cell = id; // the external id for now, made internal below
                for (std::uint32_t i : m.polygons[portals[k].polygon].indices)
                    s.points.push_back(m.vertices[i]);
                shapes.push_back(s);
            }
        };
        add(0x100, 0, {{4, true, 0}, {5, false, 0x101}});
        add(0x101, 4, {{4, false, 0x100}, {5, false, 0x102}});
        add(0x102, 8, {{4, false, 0x101}});
        world.finalize();
        for (PortalShape& s : shapes)
            s.cell = world.internal_cell_id(s.cell);
        graph = PortalGraph(world, shapes);
        a = world.internal_cell_id(0x100);
        b = world.internal_cell_id(0x101);
        c = world.internal_cell_id(0x102);
    }
};

glm::mat4 view_proj(const glm::vec3& eye, const glm::vec3& target) {
    return glm::perspective(glm::radians(60.0f), 16.0f / 9.0f, 0.05f, 500.0f) *
           glm::lookAt(eye, target, glm::vec3(0, 0, 1));
}

std::vector<std::uint32_t> ids(const CellVisibility& v) {
    return {v.visible_cells().begin(), v.visible_cells().end()};
}

} // namespace

TEST_CASE("cell view: portal planes face into their cells, ways back are paired", "[vis]") {
    Corridor k;
    REQUIRE(k.graph.cells().size() == 3);
    REQUIRE(k.graph.portals().size() == 5);
    for (const PortalGraph::Portal& p : k.graph.portals()) {
        const PortalGraph::Cell& cell = k.graph.cells()[p.cell];
        const glm::vec3 centre = (cell.bounds_min + cell.bounds_max) * 0.5f;
        REQUIRE(p.plane.dot_product(centre) > 0.0f);
        REQUIRE(p.num_points == 4);
        if (p.to_outside) continue;
        REQUIRE(p.other != PortalGraph::kNone);
        const PortalGraph::Portal& back =
            k.graph.portals()[k.graph.cells()[p.other].first_portal + p.back];
        REQUIRE(k.graph.cells()[back.other].id == cell.id);
    }
    REQUIRE(k.graph.cell_index(0) == PortalGraph::kNone);
}

TEST_CASE("cell view: inside, down the corridor, the walk reaches every cell", "[vis]") {
    Corridor k;
    CellVisibility v;
    const glm::vec3 eye(1, 0, 1.5f);
    compute_cell_visibility(k.graph, eye, view_proj(eye, {11, 0, 1.5f}), k.a, v);
    REQUIRE(v.inside_building);
    REQUIRE_FALSE(v.draw_outdoor); // the outside portal is behind the eye
    REQUIRE(ids(v) == std::vector<std::uint32_t>{k.a, k.b, k.c});
    REQUIRE(v.num_portals == 2);
    REQUIRE(v.portals[0].from_cell == k.a);
    REQUIRE(v.portals[0].to_cell == k.b);
    // Each view is narrowed by the portal it came through: C's is inside B's.
    REQUIRE(v.cell_rects[1].contains(v.cell_rects[2]));
    REQUIRE_FALSE(v.cell_rects[2].contains(v.cell_rects[1]));
    REQUIRE_FALSE(v.overflow);
}

TEST_CASE("cell view: looking at the outside portal draws the land, not the rooms behind",
          "[vis]") {
    Corridor k;
    CellVisibility v;
    const glm::vec3 eye(3, 0, 1.5f);
    compute_cell_visibility(k.graph, eye, view_proj(eye, {-5, 0, 1.5f}), k.a, v);
    REQUIRE(v.inside_building);
    REQUIRE(v.draw_outdoor);
    REQUIRE_FALSE(v.outdoor_rect.empty());
    REQUIRE(ids(v) == std::vector<std::uint32_t>{k.a});
}

TEST_CASE("cell view: the portal rectangle narrows the view (a portal off screen)", "[vis]") {
    Corridor k;
    CellVisibility v;
    const glm::vec3 eye(1, 0, 1.5f);
    // Looking along +Y at the side wall: the A-B opening is ~56 degrees off the axis, out of
    // a 16:9 view's ~46 degree half width.
    compute_cell_visibility(k.graph, eye, view_proj(eye, {1, 5, 1.5f}), k.a, v);
    REQUIRE(ids(v) == std::vector<std::uint32_t>{k.a});
    // The west opening (x = 0, 1 m to the left) reaches 27 degrees into the view: the land.
    REQUIRE(v.draw_outdoor);
    REQUIRE(v.outdoor_rect.max.x < 0.0f); // on the left half only
}

TEST_CASE("cell view: outside, a building portal facing the eye leads in", "[vis]") {
    Corridor k;
    CellVisibility v;
    const std::uint32_t land = k.world.find_cell({-6, 0, 1.5f});
    REQUIRE_FALSE(is_indoor_cell(land));
    const glm::vec3 eye(-6, 0, 1.5f);
    compute_cell_visibility(k.graph, eye, view_proj(eye, {5, 0, 1.5f}), land, v);
    REQUIRE_FALSE(v.inside_building);
    REQUIRE(v.draw_outdoor);
    REQUIRE(ids(v) == std::vector<std::uint32_t>{k.a, k.b, k.c});
    REQUIRE(v.portals[0].from_cell == 0);
    // Looking away from the building: nothing leads in.
    compute_cell_visibility(k.graph, eye, view_proj(eye, {-20, 0, 1.5f}), land, v);
    REQUIRE(v.num_cells == 0);
    REQUIRE(v.draw_outdoor);
    // Behind the building (east of C, no portal there): the A portal faces away.
    const glm::vec3 east(16, 0, 1.5f);
    compute_cell_visibility(k.graph, east, view_proj(east, {0, 0, 1.5f}), land, v);
    REQUIRE(v.num_cells == 0);
    // An unknown camera cell (0) is the outdoor branch too.
    compute_cell_visibility(k.graph, eye, view_proj(eye, {5, 0, 1.5f}), 0, v);
    REQUIRE_FALSE(v.inside_building);
    REQUIRE(v.num_cells == 3);
}

TEST_CASE("cell view: the per-portal side test (the flap's missing room)", "[vis]") {
    Corridor k;
    CellVisibility v;
    // The eye is in A, 0.1 m short of the A-B portal, but its cell is reported as B (as
    // when the classification flips): from B the portal back to A faces away from the eye.
    const glm::vec3 eye(3.9f, 0, 1.5f);
    compute_cell_visibility(k.graph, eye, view_proj(eye, {11, 0, 1.5f}), k.b, v);
    REQUIRE(ids(v) == std::vector<std::uint32_t>{k.b, k.c});
    // Reported as A, the same eye sees all three.
    compute_cell_visibility(k.graph, eye, view_proj(eye, {11, 0, 1.5f}), k.a, v);
    REQUIRE(ids(v) == std::vector<std::uint32_t>{k.a, k.b, k.c});
}

TEST_CASE("cell view: an eye on a portal's plane looks through it", "[vis]") {
    Corridor k;
    CellVisibility v;
    // On the A-B plane, looking along it (the opening is edge-on, inside the near plane).
    const glm::vec3 eye(4.0f, 0, 1.5f);
    compute_cell_visibility(k.graph, eye, view_proj(eye, {4, 5, 1.5f}), k.a, v);
    REQUIRE(v.contains(k.b));
    const PortalGraph::Portal& p = k.graph.portals()[1];
    REQUIRE(portal_view(p, eye, view_proj(eye, {4, 5, 1.5f}), ViewRect::full())
                .contains(ViewRect::full()));
}

TEST_CASE("cell view: a degenerate view narrows nothing and never allocates", "[vis]") {
    Corridor k;
    CellVisibility v;
    const glm::vec3 eye(1, 0, 1.5f);
    const glm::mat4 nan_view = view_proj(eye, eye); // lookAt of a point at itself
    compute_cell_visibility(k.graph, eye, nan_view, k.a, v);
    REQUIRE(v.contains(k.a));
    const glm::mat4 vp = view_proj(eye, {11, 0, 1.5f});
    compute_cell_visibility(k.graph, eye, vp, k.a, v); // warm-up
    AllocationCounter::start();
    for (int i = 0; i < 100; ++i)
        compute_cell_visibility(k.graph, eye + glm::vec3(0.01f * static_cast<float>(i), 0, 0), vp,
                                k.a, v);
    REQUIRE(AllocationCounter::stop() == 0u);
    REQUIRE(v.num_cells == 3);
}

TEST_CASE("cell view: view rectangles", "[vis]") {
    const ViewRect a{{-1, -1}, {0, 0}}, b{{-0.5f, -0.5f}, {0.5f, 0.5f}};
    REQUIRE(ViewRect{}.empty());
    REQUIRE_FALSE(a.empty());
    REQUIRE(a.intersect(b).min == glm::vec2(-0.5f));
    REQUIRE(a.intersect(b).max == glm::vec2(0.0f));
    REQUIRE(a.unite(b).max == glm::vec2(0.5f));
    REQUIRE(a.intersect(ViewRect{{0.5f, 0.5f}, {1, 1}}).empty());
    REQUIRE(ViewRect::full().contains(b));
    REQUIRE_FALSE(b.contains(a));
    REQUIRE(ViewRect{}.unite(a).min == a.min);
}
