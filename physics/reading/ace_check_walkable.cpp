// NOT RETAIL. ace.walkable_edge_exit (docs/readings.md).
#include <glm/geometric.hpp>

#include "physics/reading/ace_readings.h"

namespace sweeplab::physics {

namespace {

// System.Numerics Vector3.Dot: a float sum, x first.
float dot(const glm::vec3& a, const glm::vec3& b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

} // namespace

// ACE Polygon.cs check_walkable (the edge loop)
bool ace_walkable_edges(const PolygonView& poly, const glm::vec3& center, float radsq) {
    const auto& verts = poly.vertices;
    std::size_t prev = verts.size() - 1;
    for (std::size_t i = 0; i < verts.size(); ++i) {
        const glm::vec3 last = verts[prev];
        prev = i;
        const glm::vec3 edge = verts[i] - last;
        const glm::vec3 disp = center - last;
        const glm::vec3 cross = glm::cross(poly.plane.normal, edge);
        const float diff = dot(disp, cross);
        if (diff < 0.0f) {
            // Outside this edge: the answer is this edge's, whatever the rest say (retail
            // goes on past an edge whose segment the centre is beyond).
            if (dot(cross, cross) * radsq < diff * diff) return false;
            const float along = dot(disp, edge);
            return along >= 0.0f && along <= dot(edge, edge);
        }
        if (dot(disp, disp) <= radsq) return true;
    }
    return true;
}

} // namespace sweeplab::physics
