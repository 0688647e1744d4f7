// The `meshes` and `cells` sections, with the polygon rules of the format: convex, planar
// within 1 mm, at least three distinct vertices.
#include <cmath>
#include <set>

#include <glm/geometric.hpp>

#include "scene/loader_parts.h"

namespace sweeplab::scene::detail {

namespace {

constexpr float kPlanarTolerance = 0.001f;
constexpr float kMinArea = 1e-8f;

void validate_polygon(const JsonNode& node, const std::vector<glm::vec3>& v,
                      const std::vector<std::uint32_t>& idx) {
    std::set<std::uint32_t> distinct(idx.begin(), idx.end());
    if (distinct.size() != idx.size()) node.at("indices").fail("repeats a vertex");
    // Newell's normal: robust for any simple planar polygon.
    glm::vec3 n(0.0f);
    glm::vec3 centroid(0.0f);
    for (std::size_t i = 0; i < idx.size(); ++i) {
        const glm::vec3& a = v[idx[i]];
        const glm::vec3& b = v[idx[(i + 1) % idx.size()]];
        n.x += (a.y - b.y) * (a.z + b.z);
        n.y += (a.z - b.z) * (a.x + b.x);
        n.z += (a.x - b.x) * (a.y + b.y);
        centroid += a;
    }
    centroid /= static_cast<float>(idx.size());
    const float twice_area = glm::length(n);
    // Vertices near 1e19 m overflow the float products above; the BSP compiler would refuse
    // the mesh later, naming the object rather than this polygon.
    if (std::isinf(twice_area) || std::isnan(twice_area))
        node.fail("has coordinates too large: its normal overflows a float (keep vertices "
                  "within 1e18 m)");
    if (!(twice_area > 2.0f * kMinArea)) node.fail("has zero area (degenerate polygon)");
    n /= twice_area;
    for (std::size_t i = 0; i < idx.size(); ++i) {
        const float dist = std::fabs(glm::dot(v[idx[i]] - centroid, n));
        if (dist > kPlanarTolerance)
            node.fail("is not planar: vertex " + std::to_string(idx[i]) + " lies " +
                      std::to_string(dist) + " m off the polygon's plane (tolerance 0.001)");
    }
    for (std::size_t i = 0; i < idx.size(); ++i) {
        const glm::vec3& a = v[idx[i]];
        const glm::vec3& b = v[idx[(i + 1) % idx.size()]];
        const glm::vec3& c = v[idx[(i + 2) % idx.size()]];
        // A reflex corner turns against the polygon's normal.
        if (glm::dot(glm::cross(b - a, c - b), n) < -1e-7f)
            node.fail("is not convex at vertex " + std::to_string(idx[(i + 1) % idx.size()]));
    }
}

} // namespace

void read_meshes(const JsonNode& node, Scene& scene) {
    node.expect_object();
    for (auto it = node.raw().begin(); it != node.raw().end(); ++it) {
        const JsonNode m = node.member(it.key());
        m.allow_keys({"vertices", "polygons"});
        Mesh mesh;
        mesh.name = it.key();
        const JsonNode verts = m.at("vertices");
        if (verts.array_size() < 3) verts.fail("must hold at least three vertices");
        for (std::size_t i = 0; i < verts.array_size(); ++i)
            mesh.vertices.push_back(verts.index(i).vec3());
        const JsonNode polys = m.at("polygons");
        if (polys.array_size() < 1) polys.fail("must hold at least one polygon");
        for (std::size_t i = 0; i < polys.array_size(); ++i) {
            const JsonNode p = polys.index(i);
            p.allow_keys({"indices", "sides"});
            MeshPolygon poly;
            const JsonNode ind = p.at("indices");
            if (ind.array_size() < 3) ind.fail("must hold at least three vertex indices");
            for (std::size_t k = 0; k < ind.array_size(); ++k) {
                const auto vi = ind.index(k).integer(0, 0xFFFFFFFFLL);
                if (static_cast<std::size_t>(vi) >= mesh.vertices.size())
                    ind.index(k).fail("is out of range: the mesh has " +
                                      std::to_string(mesh.vertices.size()) + " vertices");
                poly.indices.push_back(static_cast<std::uint32_t>(vi));
            }
            if (p.has("sides")) {
                const std::string s = p.at("sides").string();
                if (s == "single")
                    poly.sides = Sides::Single;
                else if (s == "double")
                    poly.sides = Sides::Double;
                else
                    p.at("sides").fail("must be \"single\" or \"double\"");
            }
            validate_polygon(p, mesh.vertices, poly.indices);
            mesh.polygons.push_back(std::move(poly));
        }
        scene.meshes.push_back(std::move(mesh));
    }
}

void read_cells(const JsonNode& node, Scene& scene) {
    const std::size_t n = node.array_size();
    for (std::size_t i = 0; i < n; ++i) {
        const JsonNode c = node.index(i);
        c.allow_keys({"id", "mesh", "position", "yaw", "portals"});
        Cell cell;
        cell.id = c.at("id").id();
        if (cell.id == 0) c.at("id").fail("must not be 0 (0 means outside)");
        if (scene.find_cell(cell.id)) c.at("id").fail("repeats cell id " + std::to_string(cell.id));
        const std::string mesh_name = c.at("mesh").string();
        const Mesh* mesh = scene.find_mesh(mesh_name);
        if (!mesh) c.at("mesh").fail("names no mesh in meshes: \"" + mesh_name + "\"");
        cell.mesh = static_cast<std::size_t>(mesh - scene.meshes.data());
        cell.position = c.at("position").vec3();
        cell.yaw_deg = c.number_or("yaw", 0.0f);
        if (c.has("portals")) {
            const JsonNode ps = c.at("portals");
            for (std::size_t k = 0; k < ps.array_size(); ++k) {
                const JsonNode p = ps.index(k);
                p.allow_keys({"polygon", "to"});
                Portal portal;
                const auto poly = p.at("polygon").integer(0, 0xFFFFFFFFLL);
                if (static_cast<std::size_t>(poly) >= mesh->polygons.size())
                    p.at("polygon").fail("is out of range: mesh \"" + mesh_name + "\" has " +
                                         std::to_string(mesh->polygons.size()) + " polygons");
                portal.polygon = static_cast<std::uint32_t>(poly);
                const JsonNode to = p.at("to");
                if (to.raw().is_string() && to.raw().get<std::string>() == "outside") {
                    portal.to_outside = true;
                } else {
                    portal.to = to.id();
                }
                cell.portals.push_back(portal);
            }
        }
        scene.cells.push_back(std::move(cell));
    }
    // Portals name cells that exist, and are listed on both sides.
    for (std::size_t i = 0; i < scene.cells.size(); ++i) {
        const Cell& cell = scene.cells[i];
        for (std::size_t k = 0; k < cell.portals.size(); ++k) {
            const Portal& p = cell.portals[k];
            if (p.to_outside) continue;
            const JsonNode to = node.index(i).at("portals").index(k).at("to");
            const Cell* other = scene.find_cell(p.to);
            if (!other) to.fail("names no cell in cells: " + std::to_string(p.to));
            if (other == &cell) to.fail("leads back into its own cell");
            bool back = false;
            for (const Portal& q : other->portals)
                back = back || (!q.to_outside && q.to == cell.id);
            if (!back)
                to.fail("cell " + std::to_string(p.to) + " lists no portal back to cell " +
                        std::to_string(cell.id) + " (portals are listed on both sides)");
        }
    }
}

} // namespace sweeplab::scene::detail
