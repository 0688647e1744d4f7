#include "scene/dat_trees.h"

#include <stdexcept>
#include <vector>

namespace sweeplab::scene {

namespace {

physics::Plane to_plane(const dat::DatPlane& p) {
    return physics::Plane{p.normal, p.d};
}

} // namespace

physics::Sides sides_from_retail(std::int32_t sides_type) {
    if (sides_type == 0) return physics::Sides::Single;
    if (sides_type == 1) return physics::Sides::Double;
    return physics::Sides::Both;
}

physics::PhysicsBsp to_physics_bsp(const dat::DatBspTree& tree, const dat::PolygonTable& polygons,
                                   const dat::VertexArray& vertices) {
    if (tree.kind != dat::BspTreeKind::Physics)
        throw std::invalid_argument("to_physics_bsp: not a physics tree");
    std::vector<physics::BspPolygon> polys;
    std::vector<glm::vec3> stream;
    polys.reserve(polygons.size());
    stream.reserve(polygons.vertex_ids.size());
    for (std::size_t i = 0; i < polygons.size(); ++i) {
        const dat::DatPolygon& p = polygons.polygons[i];
        physics::BspPolygon b;
        b.plane = to_plane(p.plane);
        b.vertex_start = static_cast<std::uint32_t>(stream.size());
        b.vertex_count = p.num_pts;
        b.source_polygon = static_cast<std::uint32_t>(i);
        b.sides = sides_from_retail(p.sides_type);
        for (std::uint16_t id : polygons.vertex_ids_of(p))
            stream.push_back(vertices.vertices[id].origin);
        polys.push_back(b);
    }
    std::vector<physics::PhysicsBspNode> nodes;
    nodes.reserve(tree.nodes.size());
    std::vector<std::uint32_t> leaf_polygons(tree.polygon_ids.begin(), tree.polygon_ids.end());
    for (const dat::DatBspNode& n : tree.nodes) {
        physics::PhysicsBspNode out;
        out.bounding_sphere = physics::Sphere{n.sphere.center, n.sphere.radius};
        if (n.is_leaf()) {
            out.kind = physics::BspNodeKind::Leaf;
            out.polygon_start = n.polygon_start;
            out.polygon_count = n.polygon_count;
            // BSPLEAF::sphere_intersects_solid tests `if (solid)`: any nonzero word.
            out.solid = n.solid != 0;
        } else {
            out.kind = physics::BspNodeKind::Internal;
            out.splitting_plane = to_plane(n.plane);
            out.pos = n.pos;
            out.neg = n.neg;
        }
        nodes.push_back(out);
    }
    return physics::PhysicsBsp(std::move(nodes), std::move(polys), std::move(leaf_polygons),
                               std::move(stream));
}

physics::CellBsp to_cell_bsp(const dat::DatBspTree& tree) {
    if (tree.kind != dat::BspTreeKind::Cell)
        throw std::invalid_argument("to_cell_bsp: not a cell tree");
    std::vector<physics::CellBspNode> nodes;
    nodes.reserve(tree.nodes.size());
    for (const dat::DatBspNode& n : tree.nodes) {
        physics::CellBspNode out;
        if (n.is_leaf()) {
            out.splitting_plane = physics::Plane{glm::vec3(0.0f), 0.0f};
        } else {
            out.splitting_plane = to_plane(n.plane);
            out.pos = n.pos;
            out.neg = n.neg;
        }
        nodes.push_back(out);
    }
    return physics::CellBsp(std::move(nodes));
}

} // namespace sweeplab::scene
