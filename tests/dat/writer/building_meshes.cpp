#include "tests/dat/writer/building_meshes.h"

#include <cmath>
#include <string>
#include <utility>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>
#include <glm/trigonometric.hpp>
#include <glm/vec2.hpp>

namespace sweeplab::test::place {

namespace {

// Appends the convex quad p0..p3 as one polygon facing `normal` (counter-clockwise seen from
// that side, as the BSP compiler and the renderer expect).
std::uint32_t add_quad(scene::Mesh& m, glm::vec3 p0, glm::vec3 p1, glm::vec3 p2, glm::vec3 p3,
                       const glm::vec3& normal) {
    if (glm::dot(glm::cross(p1 - p0, p2 - p0), normal) < 0.0f) std::swap(p1, p3);
    const auto base = static_cast<std::uint32_t>(m.vertices.size());
    m.vertices.insert(m.vertices.end(), {p0, p1, p2, p3});
    m.polygons.push_back(scene::MeshPolygon{{base, base + 1, base + 2, base + 3}, {}});
    return static_cast<std::uint32_t>(m.polygons.size() - 1);
}

std::uint32_t add_triangle(scene::Mesh& m, glm::vec3 p0, glm::vec3 p1, glm::vec3 p2,
                           const glm::vec3& normal) {
    if (glm::dot(glm::cross(p1 - p0, p2 - p0), normal) < 0.0f) std::swap(p1, p2);
    const auto base = static_cast<std::uint32_t>(m.vertices.size());
    m.vertices.insert(m.vertices.end(), {p0, p1, p2});
    m.polygons.push_back(scene::MeshPolygon{{base, base + 1, base + 2}, {}});
    return static_cast<std::uint32_t>(m.polygons.size() - 1);
}

// A vertical wall from a to b (floor points), z in [z0, z1], facing `normal`, with its
// openings (sorted by u). With `portals` the openings become portal polygons of a cell, each
// appended to it as (polygon, opening).
void add_wall(scene::Mesh& m, glm::vec2 a, glm::vec2 b, float z0, float z1, const glm::vec3& normal,
              const std::vector<Opening>& openings, float u_shift,
              std::vector<std::pair<std::uint32_t, Opening>>* portals) {
    const glm::vec2 dir = glm::normalize(b - a);
    const float len = glm::length(b - a);
    auto at = [&](float u, float z) { return glm::vec3(a + dir * u, z); };
    float u = 0.0f;
    for (const Opening& o : openings) {
        const float u0 = o.u0 + u_shift, u1 = o.u1 + u_shift;
        if (u0 > u) add_quad(m, at(u, z0), at(u0, z0), at(u0, z1), at(u, z1), normal);
        add_quad(m, at(u0, kDoorTop), at(u1, kDoorTop), at(u1, z1), at(u0, z1), normal);
        if (portals != nullptr)
            portals->emplace_back(
                add_quad(m, at(u0, z0), at(u1, z0), at(u1, kDoorTop), at(u0, kDoorTop), normal), o);
        u = u1;
    }
    if (u < len) add_quad(m, at(u, z0), at(len, z0), at(len, z1), at(u, z1), normal);
}

} // namespace

// An indoor cell's inward mesh for the room [lo, hi] (building frame) and its portals.
scene::Cell room(scene::Scene& s, std::uint32_t id, const glm::vec3& lo, const glm::vec3& hi,
                 const RoomWalls& w, const glm::vec3& origin, float yaw_deg) {
    scene::Mesh m;
    m.name = "room" + std::to_string(id);
    const float x0 = lo.x, y0 = lo.y, x1 = hi.x, y1 = hi.y, z0 = lo.z, z1 = hi.z;
    add_quad(m, {x0, y0, z0}, {x1, y0, z0}, {x1, y1, z0}, {x0, y1, z0}, {0, 0, 1});
    add_quad(m, {x0, y0, z1}, {x1, y0, z1}, {x1, y1, z1}, {x0, y1, z1}, {0, 0, -1});
    std::vector<std::pair<std::uint32_t, Opening>> portals;
    add_wall(m, {x0, y0}, {x1, y0}, z0, z1, {0, 1, 0}, w.south, 0.0f, &portals);
    add_wall(m, {x1, y0}, {x1, y1}, z0, z1, {-1, 0, 0}, w.east, 0.0f, &portals);
    add_wall(m, {x0, y1}, {x1, y1}, z0, z1, {0, -1, 0}, w.north, 0.0f, &portals);
    add_wall(m, {x0, y0}, {x0, y1}, z0, z1, {1, 0, 0}, w.west, 0.0f, &portals);
    scene::Cell c;
    c.id = id;
    c.mesh = s.meshes.size();
    c.position = origin;
    c.yaw_deg = yaw_deg;
    for (const auto& [polygon, o] : portals)
        c.portals.push_back(scene::Portal{polygon, o.to == 0, o.to});
    s.meshes.push_back(std::move(m));
    return c;
}

// The outward shell around the footprint [0, size.x] x [0, size.y] (walls up to size.z):
// walls kWall outside the cells, the doors' openings with their jambs and lintels, and a
// pitched roof (or a flat one).
scene::Mesh shell(const glm::vec3& size, const std::vector<Opening>& south_doors, bool pitched) {
    scene::Mesh m;
    m.name = "shell";
    const float t = kWall, X0 = -t, Y0 = -t, X1 = size.x + t, Y1 = size.y + t, ze = size.z + t;
    add_wall(m, {X0, Y0}, {X1, Y0}, 0.0f, ze, {0, -1, 0}, south_doors, t, nullptr);
    add_wall(m, {X1, Y0}, {X1, Y1}, 0.0f, ze, {1, 0, 0}, {}, 0.0f, nullptr);
    add_wall(m, {X0, Y1}, {X1, Y1}, 0.0f, ze, {0, 1, 0}, {}, 0.0f, nullptr);
    add_wall(m, {X0, Y0}, {X0, Y1}, 0.0f, ze, {-1, 0, 0}, {}, 0.0f, nullptr);
    for (const Opening& d : south_doors) { // the door's reveal between shell and cell
        add_quad(m, {d.u0, Y0, 0}, {d.u0, 0, 0}, {d.u0, 0, kDoorTop}, {d.u0, Y0, kDoorTop},
                 {1, 0, 0});
        add_quad(m, {d.u1, Y0, 0}, {d.u1, 0, 0}, {d.u1, 0, kDoorTop}, {d.u1, Y0, kDoorTop},
                 {-1, 0, 0});
        add_quad(m, {d.u0, Y0, kDoorTop}, {d.u1, Y0, kDoorTop}, {d.u1, 0, kDoorTop},
                 {d.u0, 0, kDoorTop}, {0, 0, -1});
    }
    if (!pitched) {
        add_quad(m, {X0, Y0, ze}, {X1, Y0, ze}, {X1, Y1, ze}, {X0, Y1, ze}, {0, 0, 1});
        return m;
    }
    const float ym = 0.5f * (Y0 + Y1), zr = ze + 0.45f * (Y1 - Y0);
    const glm::vec3 south_n = glm::normalize(glm::vec3(0.0f, -(zr - ze), ym - Y0));
    const glm::vec3 north_n{0.0f, -south_n.y, south_n.z};
    add_quad(m, {X0, Y0, ze}, {X1, Y0, ze}, {X1, ym, zr}, {X0, ym, zr}, south_n);
    add_quad(m, {X0, Y1, ze}, {X1, Y1, ze}, {X1, ym, zr}, {X0, ym, zr}, north_n);
    add_triangle(m, {X0, Y0, ze}, {X0, ym, zr}, {X0, Y1, ze}, {-1, 0, 0});
    add_triangle(m, {X1, Y0, ze}, {X1, ym, zr}, {X1, Y1, ze}, {1, 0, 0});
    return m;
}

void add_building(scene::Scene& s, const scene::Mesh& m, const glm::vec3& origin, float yaw_deg) {
    scene::Object o;
    o.id = static_cast<std::uint32_t>(100 + s.objects.size());
    o.kind = scene::ObjectKind::Mesh;
    o.position = origin;
    o.yaw_deg = yaw_deg;
    o.mesh = s.meshes.size();
    o.building = true;
    s.meshes.push_back(m);
    s.objects.push_back(std::move(o));
}

scene::Cell room_turned(scene::Scene& s, std::uint32_t id, const glm::vec3& lo, const glm::vec3& hi,
                        const RoomWalls& w, const glm::vec3& building_origin,
                        float building_yaw_deg, float turn_deg) {
    scene::Cell c = room(s, id, lo, hi, w, building_origin, building_yaw_deg);
    const glm::vec3 middle{0.5f * (lo.x + hi.x), 0.5f * (lo.y + hi.y), lo.z};
    const glm::quat to_cell = glm::angleAxis(glm::radians(-turn_deg), glm::vec3(0, 0, 1));
    for (glm::vec3& v : s.meshes[c.mesh].vertices)
        v = to_cell * (v - middle);
    const glm::quat building = glm::angleAxis(glm::radians(building_yaw_deg), glm::vec3(0, 0, 1));
    c.position = building_origin + building * middle;
    c.yaw_deg = building_yaw_deg + turn_deg;
    return c;
}

} // namespace sweeplab::test::place
