#include "dat/records/polygon.h"

#include <cmath>
#include <string>

namespace sweeplab::dat {

// CPolygon::make_plane @ 0x005383D0
std::optional<DatPlane> make_polygon_plane(std::span<const glm::vec3> points) {
    const std::size_t n = points.size();
    if (n == 0) return std::nullopt;
    // The decompile keeps the x and y sums and the edge differences on the x87 stack
    // (double), stores the first edge's x and y and each cross component to float, and keeps
    // the z sum in a float local.
    double sum_x = 0.0;
    double sum_y = 0.0;
    float sum_z = 0.0f;
    const glm::vec3& v0 = points[0];
    for (std::size_t i = 1; i + 1 < n; ++i) {
        const glm::vec3& a = points[i];
        const glm::vec3& b = points[i + 1];
        const double bx = static_cast<double>(b.x) - v0.x;
        const double by = static_cast<double>(b.y) - v0.y;
        const double bz = static_cast<double>(b.z) - v0.z;
        const auto ax = static_cast<float>(static_cast<double>(a.x) - v0.x);
        const auto ay = static_cast<float>(static_cast<double>(a.y) - v0.y);
        const double az = static_cast<double>(a.z) - v0.z;
        const auto cx = static_cast<float>(ay * bz - az * by);
        const auto cy = static_cast<float>(az * bx - bz * ax);
        sum_x += cx;
        sum_y += cy;
        sum_z = static_cast<float>(by * ax - ay * bx + sum_z);
    }
    const double len2 = static_cast<double>(sum_z) * sum_z + sum_y * sum_y + sum_x * sum_x;
    // Retail divides by zero here; a polygon without a plane is refused instead.
    if (!(len2 > 0.0) || !std::isfinite(len2)) return std::nullopt;
    const double inv = 1.0 / std::sqrt(len2);
    const auto inv_f = static_cast<float>(inv);
    DatPlane plane;
    plane.normal.x = static_cast<float>(inv * sum_x);
    plane.normal.y = static_cast<float>(inv_f * sum_y);
    plane.normal.z = static_cast<float>(inv_f * static_cast<double>(sum_z));
    double dist = 0.0;
    for (const glm::vec3& v : points)
        dist = dist + static_cast<double>(plane.normal.z) * v.z +
               static_cast<double>(plane.normal.y) * v.y +
               static_cast<double>(plane.normal.x) * v.x;
    plane.d = static_cast<float>(-(dist / static_cast<double>(n)));
    if (!std::isfinite(plane.normal.x) || !std::isfinite(plane.normal.y) ||
        !std::isfinite(plane.normal.z) || !std::isfinite(plane.d))
        return std::nullopt;
    if (plane.normal.x == 0.0f && plane.normal.y == 0.0f && plane.normal.z == 0.0f)
        return std::nullopt;
    return plane;
}

void polygon_points(const PolygonTable& table, const DatPolygon& p, const VertexArray& vertices,
                    std::vector<glm::vec3>& out) {
    out.clear();
    for (std::uint16_t id : table.vertex_ids_of(p))
        out.push_back(vertices.vertices[id].origin);
}

// CPolygon::UnPack @ 0x00538650, the u16 key (poly_id) first.
PolygonTable read_polygons(Reader& r, std::uint32_t count, const VertexArray& vertices,
                           std::string_view what, PlaneRule rule) {
    PolygonTable table;
    // Each polygon has at least its 12-byte head (a short one is refused by name below).
    const std::uint32_t n = r.count(count, 12, std::string(what).c_str());
    table.polygons.reserve(n);
    std::vector<glm::vec3> points;
    for (std::uint32_t i = 0; i < n; ++i) {
        const std::size_t at = r.offset();
        DatPolygon p;
        p.id = r.u16();
        p.num_pts = r.u8();
        p.stippling = r.u8();
        p.sides_type = r.i32();
        p.pos_surface = r.i16();
        p.neg_surface = r.i16();
        auto name = [&] {
            return std::string(what) + " " + std::to_string(i) + " (id " + std::to_string(p.id) +
                   ", offset " + std::to_string(at) + ")";
        };
        if (p.num_pts < 3)
            r.fail_plain(name() + ": " + std::to_string(p.num_pts) +
                         " points, a polygon needs at least 3");
        p.vertex_start = static_cast<std::uint32_t>(table.vertex_ids.size());
        for (std::uint8_t k = 0; k < p.num_pts; ++k) {
            const std::uint16_t id = r.u16();
            if (id >= vertices.vertices.size())
                r.fail_plain(name() + ": vertex id " + std::to_string(id) +
                             " is out of range (the vertex array has " +
                             std::to_string(vertices.vertices.size()) + ")");
            table.vertex_ids.push_back(id);
        }
        if ((p.stippling & kStipplingNoPos) == 0) {
            p.pos_uv_start = static_cast<std::int32_t>(table.uv_indices.size());
            for (std::uint8_t k = 0; k < p.num_pts; ++k)
                table.uv_indices.push_back(r.u8());
        }
        if (p.sides_type == 2 && (p.stippling & kStipplingNoNeg) == 0) {
            p.neg_uv_start = static_cast<std::int32_t>(table.uv_indices.size());
            for (std::uint8_t k = 0; k < p.num_pts; ++k)
                table.uv_indices.push_back(r.u8());
        }
        if (p.sides_type == 1) {
            p.neg_surface = p.pos_surface;
            p.neg_uv_start = p.pos_uv_start;
        }
        polygon_points(table, p, vertices, points);
        const std::optional<DatPlane> plane = make_polygon_plane(points);
        if (plane) {
            p.plane = *plane;
        } else if (rule == PlaneRule::Keep) {
            p.has_plane = false;
        } else {
            r.fail_plain(name() + ": its vertices give no plane (zero normal)");
        }
        table.polygons.push_back(p);
    }
    return table;
}

} // namespace sweeplab::dat
