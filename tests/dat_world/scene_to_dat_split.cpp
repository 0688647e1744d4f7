// scene_to_dat: a cell's physics tree split through the middle of the room, as a retail tree
// may be (retail's trees are stored, not compiled: their planes can run anywhere).
#include <algorithm>
#include <array>
#include <cmath>

#include <glm/geometric.hpp>

#include "dat/records/bsp_stream.h"
#include "tests/dat_world/scene_to_dat.h"

namespace sweeplab::test::datw {

using namespace dat::testing;

namespace {

using Poly = std::vector<glm::vec3>;

// Sutherland-Hodgman against one half-space: the part of `in` where side * (p[axis] - at) >= 0.
Poly clip(const Poly& in, int axis, float at, float side) {
    Poly out;
    for (std::size_t i = 0; i < in.size(); ++i) {
        const glm::vec3& a = in[i];
        const glm::vec3& b = in[(i + 1) % in.size()];
        const float da = side * (a[axis] - at), db = side * (b[axis] - at);
        if (da >= 0.0f) out.push_back(a);
        if ((da > 0.0f && db < 0.0f) || (da < 0.0f && db > 0.0f)) {
            glm::vec3 p = a + (da / (da - db)) * (b - a);
            p[axis] = at; // on the plane exactly
            out.push_back(p);
        }
    }
    // Drop repeated points (a vertex on the plane is kept once).
    Poly clean;
    for (const glm::vec3& p : out)
        if (clean.empty() || glm::length(p - clean.back()) > 1e-5f) clean.push_back(p);
    while (clean.size() > 1 && glm::length(clean.front() - clean.back()) <= 1e-5f)
        clean.pop_back();
    return clean;
}

float area(const Poly& p) {
    glm::vec3 sum(0.0f);
    for (std::size_t i = 1; i + 1 < p.size(); ++i)
        sum += glm::cross(p[i] - p[0], p[i + 1] - p[0]);
    return 0.5f * glm::length(sum);
}

// The smallest box around `pts`, as a bounding sphere (its centre, the farthest point).
void bound(const std::vector<glm::vec3>& pts, BspNodeSpec& s) {
    glm::vec3 lo(1e30f), hi(-1e30f);
    for (const glm::vec3& p : pts) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    }
    s.center = 0.5f * (lo + hi);
    s.radius = 0.0f;
    for (const glm::vec3& p : pts)
        s.radius = std::max(s.radius, glm::length(p - s.center));
    s.radius = s.radius * 1.0001f + 1e-4f;
}

} // namespace

CellStructSpec cell_struct_split_through_middle(const physics::MeshInput& mesh,
                                                std::span<const std::uint32_t> portals) {
    CellStructSpec c = cell_struct_from_mesh(mesh, portals);
    c.vertices.vertices.resize(mesh.vertices.size()); // the drawing polygons' vertices only
    c.physics_polygons.clear();
    glm::vec3 lo(1e30f), hi(-1e30f);
    for (const glm::vec3& v : mesh.vertices) {
        lo = glm::min(lo, v);
        hi = glm::max(hi, v);
    }
    const glm::vec3 mid = 0.5f * (lo + hi);
    // Leaves in preorder: (+x, +y), (+x, -y), (-x, +y), (-x, -y).
    std::array<BspNodeSpec, 4> leaves;
    std::array<std::vector<glm::vec3>, 4> leaf_points;
    for (std::size_t k = 0; k < mesh.polygons.size(); ++k) {
        if (std::find(portals.begin(), portals.end(), k) != portals.end()) continue;
        Poly poly;
        for (std::uint32_t i : mesh.polygons[k].indices)
            poly.push_back(mesh.vertices[i]);
        for (std::size_t q = 0; q < 4; ++q) {
            const float sx = q < 2 ? 1.0f : -1.0f, sy = q % 2 == 0 ? 1.0f : -1.0f;
            const Poly part = clip(clip(poly, 0, mid.x, sx), 1, mid.y, sy);
            if (part.size() < 3 || area(part) < 1e-6f) continue;
            PolygonSpec s;
            s.id = static_cast<std::uint16_t>(c.physics_polygons.size());
            s.stippling = 0x04;
            s.sides_type = mesh.polygons[k].sides == physics::Sides::Single ? 0 : 1;
            s.pos_surface = -1;
            for (const glm::vec3& p : part) {
                s.vertex_ids.push_back(static_cast<std::uint16_t>(c.vertices.vertices.size()));
                c.vertices.vertices.push_back(VertexSpec{p, {0.0f, 0.0f, 1.0f}, {}});
                leaf_points[q].push_back(p);
            }
            leaves[q].polygons.push_back(s.id);
            c.physics_polygons.push_back(std::move(s));
        }
    }
    for (std::size_t q = 0; q < 4; ++q) {
        leaves[q].tag = dat::kTagLeaf;
        leaves[q].leaf_index = static_cast<std::int32_t>(q);
        leaves[q].solid = 0;
        bound(leaf_points[q], leaves[q]);
    }
    auto node = [](const glm::vec3& normal, float d, BspNodeSpec pos, BspNodeSpec neg,
                   const std::vector<glm::vec3>& pts) {
        BspNodeSpec n;
        n.tag = dat::kTagBPnN;
        n.normal = normal;
        n.d = d;
        bound(pts, n);
        n.children = {std::move(pos), std::move(neg)};
        return n;
    };
    auto join = [](std::vector<glm::vec3> a, const std::vector<glm::vec3>& b) {
        a.insert(a.end(), b.begin(), b.end());
        return a;
    };
    const std::vector<glm::vec3> east = join(leaf_points[0], leaf_points[1]);
    const std::vector<glm::vec3> west = join(leaf_points[2], leaf_points[3]);
    const glm::vec3 y_axis{0.0f, 1.0f, 0.0f};
    c.physics_bsp =
        node({1.0f, 0.0f, 0.0f}, -mid.x, node(y_axis, -mid.y, leaves[0], leaves[1], east),
             node(y_axis, -mid.y, leaves[2], leaves[3], west), join(east, west));
    return c;
}

} // namespace sweeplab::test::datw
