// Retail CPolygon walkable-footprint tests: the sphere is projected along `up` onto the
// polygon's plane, then tested against the polygon's outline.
#include "physics/geometry/polygon.h"
#include "physics/geometry/polygon_edges.h"
#include "physics/math/constants.h"
#include "physics/reading/ace_readings.h"
#include "physics/reading/reading.h"

#include <cmath>

namespace sweeplab::physics {

namespace {

// Shared body of check_walkable and check_small_walkable (retail duplicates it; only the
// radius-squared scale differs).
bool walkable_footprint(const PolygonView& poly, const Sphere& sphere, const glm::vec3& up,
                        float radsq_scale) {
    const float angle_up = glm::dot(poly.plane.normal, up);
    // GDLE (Polygon.cpp CPolygon::check_walkable, check_small_walkable) tests the signed
    // value, refusing a plane that faces away from up; retail's test below then agrees.
    if (reading_has(ReadingSwitch::AceGdleSignedWalkable)) [[unlikely]] {
        if (angle_up < kEpsilon) return false;
    }
    // Retail tests the magnitude; ACE and GDLE test the signed value (docs/divergences.md).
    if (std::fabs(angle_up) < kEpsilon) return false;
    const float along = poly.plane.dot_product(sphere.center) / angle_up;
    const glm::vec3 center = sphere.center - along * up;
    const float radsq = sphere.radius * sphere.radius * radsq_scale;
    if (poly.vertices.empty()) return true;
    // ACE (Polygon.cs check_walkable) gives up at the first edge the centre is outside of and
    // past the ends of, where retail goes on to the vertex test and the other edges.
    if (reading_has(ReadingSwitch::AceWalkableEdgeExit)) [[unlikely]]
        return ace_walkable_edges(poly, center, radsq);
    return detail::scan_edges(poly, center, radsq) == detail::EdgeScan::Hit;
}

} // namespace

// CPolygon::check_walkable @ 0x00538E60
bool check_walkable(const PolygonView& poly, const Sphere& sphere, const glm::vec3& up) {
    return walkable_footprint(poly, sphere, up, 1.0f);
}

// CPolygon::check_small_walkable @ 0x005390B0
bool check_small_walkable(const PolygonView& poly, const Sphere& sphere, const glm::vec3& up) {
    return walkable_footprint(poly, sphere, up, 0.25f);
}

// CPolygon::find_crossed_edge @ 0x00539300
bool find_crossed_edge(const PolygonView& poly, const Sphere& sphere, const glm::vec3& up,
                       glm::vec3& normal) {
    const float angle_up = glm::dot(poly.plane.normal, up);
    if (!(std::fabs(angle_up) >= kEpsilon)) return false;
    const float along = poly.plane.dot_product(sphere.center) / angle_up;
    const glm::vec3 center = sphere.center - along * up;
    const auto& verts = poly.vertices;
    const std::size_t n = verts.size();
    std::size_t prev = n - 1;
    for (std::size_t i = 0; i < n; ++i) {
        const glm::vec3 edge = verts[i] - verts[prev];
        const glm::vec3 cross = glm::cross(poly.plane.normal, edge);
        const float dp = glm::dot(center - verts[prev], cross);
        prev = i;
        // The decompiler lost this compare (c0|c2 after the dot product); ACE, GDLE and the
        // geometry agree it is "outside this edge".
        if (dp < 0.0f) {
            // dp < 0 implies a non-zero edge, so the length is never zero here.
            const float inv = 1.0f / std::sqrt(glm::dot(cross, cross));
            normal = cross * inv;
            return true;
        }
    }
    return false;
}

} // namespace sweeplab::physics
