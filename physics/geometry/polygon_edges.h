#pragma once
// The edge scan shared by retail polygon_hits_sphere, polygon_hits_sphere_slow_but_sure,
// check_walkable and check_small_walkable. Retail inlines the same loop four times; it is
// kept in one place here so the four callers cannot drift apart.
#include "physics/geometry/polygon.h"

#include <glm/geometric.hpp>

namespace sweeplab::physics::detail {

enum class EdgeScan { Hit, Miss, Undecided };

// Walks the edges (previous vertex -> vertex, starting with the closing edge) of a polygon
// whose in-plane point `p` was already found within reach of the plane.
//  - An edge with p outside it (disp . (N x edge) < 0): when p is farther from the edge line
//    than sqrt(radsq) the polygon is missed outright; when p projects inside the edge segment
//    the polygon is hit; otherwise the scan remembers that p lies outside.
//  - Any vertex within sqrt(radsq) of p is a hit.
// The first test is a compare the decompiler lost (flags c0|c2 only); ACE and GDLE both read
// it as |N x edge|^2 * radsq < dp^2, which is the only reading that makes the later segment
// test meaningful. We follow them.
inline EdgeScan scan_edges(const PolygonView& poly, const glm::vec3& p, float radsq) {
    const auto& verts = poly.vertices;
    const std::size_t n = verts.size();
    bool outside = false;
    std::size_t prev = n - 1;
    for (std::size_t i = 0; i < n; ++i) {
        const glm::vec3 edge = verts[i] - verts[prev];
        const glm::vec3 disp = p - verts[prev];
        prev = i;
        const glm::vec3 cross = glm::cross(poly.plane.normal, edge);
        const float dp = glm::dot(disp, cross);
        if (dp < 0.0f) {
            if (!(glm::dot(cross, cross) * radsq >= dp * dp)) return EdgeScan::Miss;
            const float along = glm::dot(disp, edge);
            if (along >= 0.0f && along <= glm::dot(edge, edge)) return EdgeScan::Hit;
            outside = true;
        }
        if (glm::dot(disp, disp) <= radsq) return EdgeScan::Hit;
    }
    return outside ? EdgeScan::Undecided : EdgeScan::Hit;
}

} // namespace sweeplab::physics::detail
