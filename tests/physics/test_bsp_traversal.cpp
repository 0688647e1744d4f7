// Structural tests on hand-built flat trees: they pin retail's traversal order, the mutation
// seen by the second child, equal candidates, and asymmetric and absent children.
#include "physics/bsp/cell_bsp.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/math/constants.h"

#include <catch2/catch.hpp>

using namespace sweeplab::physics;

namespace {

// Builds a physics tree by hand; squares are 2 x 2, horizontal, facing +z.
struct TreeBuilder {
    std::vector<PhysicsBspNode> nodes;
    std::vector<BspPolygon> polys;
    std::vector<std::uint32_t> ids;
    std::vector<glm::vec3> verts;

    std::uint32_t floor(float z) {
        BspPolygon p;
        p.plane = Plane{{0, 0, 1}, -z};
        p.vertex_start = static_cast<std::uint32_t>(verts.size());
        p.vertex_count = 4;
        p.source_polygon = static_cast<std::uint32_t>(polys.size());
        for (glm::vec3 v :
             {glm::vec3{-1, -1, z}, glm::vec3{1, -1, z}, glm::vec3{1, 1, z}, glm::vec3{-1, 1, z}}) {
            verts.push_back(v);
        }
        polys.push_back(p);
        return p.source_polygon;
    }
    std::int32_t leaf(std::vector<std::uint32_t> members, bool solid = false) {
        PhysicsBspNode n;
        n.kind = BspNodeKind::Leaf;
        n.solid = solid;
        n.polygon_start = static_cast<std::uint32_t>(ids.size());
        n.polygon_count = static_cast<std::uint32_t>(members.size());
        ids.insert(ids.end(), members.begin(), members.end());
        n.bounding_sphere = Sphere{{0, 0, 0}, 10.0f};
        nodes.push_back(n);
        return static_cast<std::int32_t>(nodes.size() - 1);
    }
    std::int32_t internal(Plane plane) {
        PhysicsBspNode n;
        n.kind = BspNodeKind::Internal;
        n.splitting_plane = plane;
        n.bounding_sphere = Sphere{{0, 0, 0}, 10.0f};
        nodes.push_back(n);
        return static_cast<std::int32_t>(nodes.size() - 1);
    }
    void link(std::int32_t parent, std::int32_t pos, std::int32_t neg) {
        nodes[static_cast<std::size_t>(parent)].pos = pos;
        nodes[static_cast<std::size_t>(parent)].neg = neg;
    }
    PhysicsBsp done() { return PhysicsBsp(nodes, polys, ids, verts); }
};

const glm::vec3 kUp{0, 0, 1};
const glm::vec3 kFall{0, 0, -1};

} // namespace

TEST_CASE("find_walkable: within a leaf every polygon applies in order, last wins",
          "[bsp][traversal]") {
    TreeBuilder b;
    const auto low = b.floor(0.0f);
    const auto high = b.floor(0.2f);
    b.leaf({low, high});
    const PhysicsBsp t = b.done();
    REQUIRE(t.well_formed());
    Sphere s{{0, 0, 0.3f}, 0.5f};
    float interp = 1.0f;
    std::int32_t poly = kNoPolygon;
    bool changed = false;
    find_walkable(t, 0, kFloorZ, interp, s, poly, kFall, kUp, changed);
    CHECK(changed);
    CHECK(poly == static_cast<std::int32_t>(high));
    // Sequential: 0.8 from the low floor, then 0.8 again from the high one.
    CHECK(interp == Approx(0.64f));
    CHECK(s.center.z == Approx(0.7f));
}

TEST_CASE("find_walkable: equal candidates, the first one's adjustment hides the second",
          "[bsp][traversal]") {
    TreeBuilder b;
    const auto first = b.floor(0.0f);
    b.floor(0.0f);
    b.leaf({0, 1});
    const PhysicsBsp t = b.done();
    Sphere s{{0, 0, 0.3f}, 0.5f};
    float interp = 1.0f;
    std::int32_t poly = kNoPolygon;
    bool changed = false;
    find_walkable(t, 0, kFloorZ, interp, s, poly, kFall, kUp, changed);
    CHECK(poly == static_cast<std::int32_t>(first));
    CHECK(interp == Approx(0.8f));
}

TEST_CASE("find_walkable: positive child first, the negative child sees the moved sphere",
          "[bsp][traversal]") {
    TreeBuilder b;
    const auto low = b.floor(0.0f);
    const auto high = b.floor(0.2f);
    const auto root = b.internal(Plane{{0, 0, 1}, -0.1f});
    const auto pos = b.leaf({high});
    const auto neg = b.leaf({low});
    b.link(root, pos, neg);
    const PhysicsBsp t = b.done();
    REQUIRE(t.well_formed());
    Sphere s{{0, 0, 0.3f}, 0.5f};
    float interp = 1.0f;
    std::int32_t poly = kNoPolygon;
    bool changed = false;
    find_walkable(t, root, kFloorZ, interp, s, poly, kFall, kUp, changed);
    // Positive first: the high floor lifts the sphere to 0.7 (interp 0.6), after which the
    // low floor is out of reach. Negative first would end at interp 0.64.
    CHECK(poly == static_cast<std::int32_t>(high));
    CHECK(interp == Approx(0.6f));
    CHECK(s.center.z == Approx(0.7f));
}

TEST_CASE("find_walkable: reach is radius - EPSILON at internal nodes", "[bsp][traversal]") {
    TreeBuilder b;
    const auto p = b.floor(0.0f);
    const auto root = b.internal(Plane{{0, 0, 1}, 0.0f});
    b.leaf({});
    b.leaf({p});
    b.link(root, 1, 2);
    const PhysicsBsp t = b.done();
    // Centre 0.4999 above the plane: >= 0.5 - 0.0002, so only the (empty) positive side.
    Sphere s{{0, 0, 0.4999f}, 0.5f};
    float interp = 1.0f;
    std::int32_t poly = kNoPolygon;
    bool changed = false;
    find_walkable(t, root, kFloorZ, interp, s, poly, kFall, kUp, changed);
    CHECK_FALSE(changed);
}

TEST_CASE("sphere_intersects_poly: positive child's polygon is reported first",
          "[bsp][traversal]") {
    TreeBuilder b;
    const auto a = b.floor(0.0f);
    const auto c = b.floor(0.1f);
    const auto root = b.internal(Plane{{0, 0, 1}, -0.05f});
    b.leaf({c});
    b.leaf({a});
    b.link(root, 1, 2);
    const PhysicsBsp t = b.done();
    glm::vec3 contact{0.0f};
    std::int32_t struck = kNoPolygon;
    CHECK(sphere_intersects_poly(t, root, Sphere{{0, 0, 0.2f}, 0.5f}, kFall, struck, contact));
    CHECK(struck == static_cast<std::int32_t>(c));
}

TEST_CASE("sphere_intersects_solid_poly: a straddling node answers center_solid",
          "[bsp][traversal]") {
    TreeBuilder b;
    const auto a = b.floor(0.0f);
    const auto root = b.internal(Plane{{0, 0, 1}, 0.0f});
    b.leaf({a});                 // positive
    b.leaf({a}, /*solid=*/true); // negative (the same face seen from its solid side)
    b.link(root, 1, 2);
    const PhysicsBsp t = b.done();
    SECTION("first child strikes: the node drops its answer and returns center_solid") {
        bool center_solid = false;
        std::int32_t hit = kNoPolygon;
        CHECK_FALSE(sphere_intersects_solid_poly(t, root, Sphere{{0, 0, 0.2f}, 0.5f}, 0.5f,
                                                 center_solid, hit, true));
        CHECK(hit == static_cast<std::int32_t>(a));
        CHECK_FALSE(center_solid);
    }
    SECTION("centre below the plane: negative first, with the centre check") {
        bool center_solid = false;
        std::int32_t hit = kNoPolygon;
        CHECK(sphere_intersects_solid_poly(t, root, Sphere{{0, 0, -0.2f}, 0.5f}, 0.5f, center_solid,
                                           hit, true));
        CHECK(center_solid);
        CHECK(hit == static_cast<std::int32_t>(a));
    }
    SECTION("first child misses: the second child's answer is returned as is") {
        TreeBuilder c;
        const auto f = c.floor(0.0f);
        const auto r = c.internal(Plane{{0, 0, 1}, 0.0f});
        c.leaf({});
        c.leaf({f});
        c.link(r, 1, 2);
        const PhysicsBsp u = c.done();
        bool center_solid = false;
        std::int32_t hit = kNoPolygon;
        CHECK(sphere_intersects_solid_poly(u, r, Sphere{{0, 0, 0.2f}, 0.5f}, 0.5f, center_solid,
                                           hit, true));
        CHECK(hit == static_cast<std::int32_t>(f));
    }
}

TEST_CASE("sphere_intersects_solid: the centre check goes to the centre's side only",
          "[bsp][traversal]") {
    TreeBuilder b;
    const auto a = b.floor(-5.0f); // far away: no polygon is ever hit
    const auto root = b.internal(Plane{{0, 0, 1}, 0.0f});
    b.leaf({a}, /*solid=*/true); // positive side flagged solid
    b.leaf({}, /*solid=*/true);  // an empty solid leaf never reports
    b.link(root, 1, 2);
    const PhysicsBsp t = b.done();
    CHECK(sphere_intersects_solid(t, root, Sphere{{0, 0, 0.1f}, 0.5f}, true));
    CHECK_FALSE(sphere_intersects_solid(t, root, Sphere{{0, 0, -0.1f}, 0.5f}, true));
    CHECK_FALSE(sphere_intersects_solid(t, root, Sphere{{0, 0, 0.1f}, 0.5f}, false));
}

TEST_CASE("physics queries: absent children behave as empty leaves", "[bsp][traversal]") {
    TreeBuilder b;
    const auto a = b.floor(0.0f);
    const auto root = b.internal(Plane{{0, 0, 1}, 0.0f});
    b.leaf({a}, true);
    b.link(root, 1, kNoNode);
    const PhysicsBsp t = b.done();
    REQUIRE(t.well_formed());
    CHECK_FALSE(point_intersects_solid(t, root, {0, 0, -1}));
    CHECK(point_intersects_solid(t, root, {0, 0, 0})); // on the plane goes positive
    CHECK_FALSE(sphere_intersects_solid(t, root, Sphere{{0, 0, -3}, 0.5f}, true));
    glm::vec3 contact{0.0f};
    std::int32_t struck = kNoPolygon;
    CHECK_FALSE(sphere_intersects_poly(t, root, Sphere{{0, 0, -3}, 0.5f}, kFall, struck, contact));
    CHECK_FALSE(hits_walkable(t, root, kFloorZ, Sphere{{0, 0, -3}, 0.5f}, kUp));
    CHECK_FALSE(hits_walkable(t, kNoNode, kFloorZ, Sphere{{0, 0, 0}, 0.5f}, kUp));
}

TEST_CASE("cell BSP: positive chain only, EPSILON on points, 0.01 pad on spheres",
          "[bsp][traversal][cell]") {
    // Root z >= 0; positive child x >= 0 (absent positive child below it). The root's
    // negative child exists but retail never visits it.
    std::vector<CellBspNode> nodes(3);
    nodes[0] = CellBspNode{Plane{{0, 0, 1}, 0}, 1, 2};
    nodes[1] = CellBspNode{Plane{{1, 0, 0}, 0}, kNoNode, kNoNode};
    nodes[2] = CellBspNode{Plane{{0, 0, -1}, 0}, kNoNode, kNoNode};
    const CellBsp t(nodes);
    REQUIRE(t.well_formed());
    CHECK(point_inside_cell_bsp(t, 0, {1, 0, 1}));
    CHECK(point_inside_cell_bsp(t, 0, {1, 0, -0.0001f})); // within EPSILON
    CHECK_FALSE(point_inside_cell_bsp(t, 0, {1, 0, -0.0003f}));
    CHECK_FALSE(point_inside_cell_bsp(t, 0, {1, 0, -5})); // the negative child is ignored
    CHECK_FALSE(point_inside_cell_bsp(t, 0, {-1, 0, 1}));
    CHECK_FALSE(point_inside_cell_bsp(CellBsp{}, kNoNode, {0, 0, 0}));

    CHECK(sphere_intersects_cell_bsp(t, 0, Sphere{{2, 0, 2}, 0.5f}) == CellContainment::Inside);
    // 0.505 from the floor: inside without the pad, partial with it.
    CHECK(sphere_intersects_cell_bsp(t, 0, Sphere{{2, 0, 0.505f}, 0.5f}) ==
          CellContainment::Partial);
    CHECK(sphere_intersects_cell_bsp(t, 0, Sphere{{2, 0, 0.515f}, 0.5f}) ==
          CellContainment::Inside);
    CHECK(sphere_intersects_cell_bsp(t, 0, Sphere{{2, 0, -0.505f}, 0.5f}) ==
          CellContainment::Partial);
    CHECK(sphere_intersects_cell_bsp(t, 0, Sphere{{2, 0, -0.515f}, 0.5f}) ==
          CellContainment::Outside);
    // Straddling the root but wholly outside the second plane: outside.
    CHECK(sphere_intersects_cell_bsp(t, 0, Sphere{{-2, 0, 0}, 0.5f}) == CellContainment::Outside);
    // Straddling the last plane, whose positive child is absent: partial.
    CHECK(sphere_intersects_cell_bsp(t, 0, Sphere{{0.1f, 0, 2}, 0.5f}) == CellContainment::Partial);
}
