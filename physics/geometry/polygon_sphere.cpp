// Retail CPolygon sphere-overlap tests.
#include "physics/geometry/polygon.h"
#include "physics/geometry/polygon_edges.h"
#include "physics/math/constants.h"

#include <cmath>

namespace sweeplab::physics {

// CPolygon::polygon_hits_sphere @ 0x005387C0
bool polygon_hits_sphere(const PolygonView& poly, const Sphere& object, glm::vec3& contact_pt) {
    const float dist = poly.plane.dot_product(object.center);
    const float reach = object.radius - kEpsilon;
    if (reach < std::fabs(dist)) return false;
    const float radsq = reach * reach - dist * dist;
    contact_pt = object.center - dist * poly.plane.normal;
    if (poly.vertices.empty()) return true;
    // An edge the contact point lies outside of, with no closer evidence, is a miss.
    return detail::scan_edges(poly, contact_pt, radsq) == detail::EdgeScan::Hit;
}

// CPolygon::polygon_hits_sphere_slow_but_sure @ 0x00538A10
bool polygon_hits_sphere_slow_but_sure(const PolygonView& poly, const Sphere& object,
                                       glm::vec3& contact_pt) {
    const float dist = poly.plane.dot_product(object.center);
    const float reach = object.radius - kEpsilon;
    if (!(reach >= std::fabs(dist))) return false;
    const float radsq = reach * reach - dist * dist;
    contact_pt = object.center - dist * poly.plane.normal;
    // First pass: a contact point inside every edge is a hit without any distance test.
    const auto& verts = poly.vertices;
    const std::size_t n = verts.size();
    bool inside = true;
    std::size_t prev = n - 1;
    for (std::size_t i = 0; i < n && inside; ++i) {
        const glm::vec3 cross = glm::cross(poly.plane.normal, verts[i] - verts[prev]);
        if (glm::dot(contact_pt - verts[prev], cross) < 0.0f) inside = false;
        prev = i;
    }
    if (inside) return true;
    // Second pass restarts from the closing edge; running off the end is a miss.
    return detail::scan_edges(poly, contact_pt, radsq) == detail::EdgeScan::Hit;
}

// CPolygon::hits_sphere @ 0x00539540
bool hits_sphere(const PolygonView& poly, const Sphere& object) {
    glm::vec3 contact_pt{0.0f};
    return polygon_hits_sphere_slow_but_sure(poly, object, contact_pt);
}

// CPolygon::pos_hits_sphere @ 0x005394F0
bool pos_hits_sphere(const PolygonView& poly, std::int32_t self_index, const Sphere& object,
                     const glm::vec3& movement, glm::vec3& contact_pt, std::int32_t& struck) {
    const bool hit = polygon_hits_sphere_slow_but_sure(poly, object, contact_pt);
    if (hit) struck = self_index;
    // Only a sphere moving into the front face counts, but the struck polygon is already
    // recorded: adjust_to_plane relies on that.
    if (glm::dot(poly.plane.normal, movement) >= 0.0f) return false;
    return hit;
}

// CPolygon::walkable_hits_sphere @ 0x00539560
bool walkable_hits_sphere(const PolygonView& poly, float walkable_allowance, const Sphere& object,
                          const glm::vec3& up) {
    if (!(glm::dot(poly.plane.normal, up) > walkable_allowance)) return false;
    // Retail also runs the fast polygon_hits_sphere and, on disagreement, both again: a
    // debugger hook with no effect on the result, so it is left out.
    glm::vec3 contact_pt{0.0f};
    return polygon_hits_sphere_slow_but_sure(poly, object, contact_pt);
}

} // namespace sweeplab::physics
