// Retail CPolygon point and ray tests.
#include "physics/geometry/polygon.h"
#include "physics/math/constants.h"

#include <cmath>

namespace sweeplab::physics {

// CPolygon::point_in_polygon @ 0x00538D90
bool point_in_polygon(const PolygonView& poly, const glm::vec3& point) {
    const auto& verts = poly.vertices;
    const std::size_t n = verts.size();
    std::size_t prev = n - 1;
    for (std::size_t i = 0; i < n; ++i) {
        const glm::vec3 cross = glm::cross(poly.plane.normal, verts[i] - verts[prev]);
        if (glm::dot(point - verts[prev], cross) < 0.0f) return false;
        prev = i;
    }
    return true;
}

// CPolygon::point_in_poly2D @ 0x00538060
bool point_in_poly2D(const PolygonView& poly, const glm::vec3& point, Sidedness side) {
    const auto& verts = poly.vertices;
    if (verts.empty()) return true;
    // Retail walks the vertices backwards, pairing each with the one visited before it
    // (vertex 0 first), and uses x and y only.
    glm::vec3 last = verts[0];
    for (std::size_t k = verts.size(); k-- > 0;) {
        const glm::vec3& v = verts[k];
        const float ex = v.x - last.x;
        const float ey = v.y - last.y;
        const float cross = ey * v.x - ex * v.y + ex * point.y - ey * point.x;
        if (side != Sidedness::Positive) {
            if (cross < 0.0f) return false;
        } else if (cross > 0.0f) {
            return false;
        }
        last = v;
    }
    return true;
}

// Plane::compute_time_of_intersection @ 0x00538320
bool compute_time_of_intersection(const Plane& plane, const Ray& line, double& time) {
    const float denom = glm::dot(line.dir, plane.normal);
    if (!(std::fabs(denom) >= kEpsilon)) return false;
    const double t =
        static_cast<double>(plane.dot_product(line.point)) * (-1.0 / static_cast<double>(denom));
    time = t;
    return t >= 0.0;
}

// CPolygon::polygon_hits_ray @ 0x005395E0
bool polygon_hits_ray(const PolygonView& poly, const Ray& line, double& time) {
    // A single-sided polygon is invisible to rays travelling along its normal.
    if (poly.sides == Sides::Single && glm::dot(line.dir, poly.plane.normal) > 0.0f) return false;
    if (!compute_time_of_intersection(poly.plane, line, time)) return false;
    const float t = static_cast<float>(time);
    return point_in_polygon(poly, line.point + t * line.dir);
}

} // namespace sweeplab::physics
