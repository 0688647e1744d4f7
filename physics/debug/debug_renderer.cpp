// DebugRenderer's finite-input guard, its default shapes (lines through on_line) and the
// lab's palette.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/constants.hpp>

#include "physics/debug_draw.h"

namespace sweeplab::physics {

namespace {

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// Two unit vectors perpendicular to `d` (unit) and to each other.
void perpendiculars(const glm::vec3& d, glm::vec3& u, glm::vec3& v) {
    const glm::vec3 ref = std::abs(d.z) < 0.9f ? glm::vec3(0, 0, 1) : glm::vec3(1, 0, 0);
    u = glm::normalize(glm::cross(d, ref));
    v = glm::cross(d, u);
}

} // namespace

const char* debug_role_name(DebugRole role) {
    switch (role) {
    case DebugRole::SubstepSphere:
        return "sub-step sphere";
    case DebugRole::CurrentSubstepSphere:
        return "current sub-step sphere";
    case DebugRole::SubstepPath:
        return "sub-step path";
    case DebugRole::ContactPlane:
        return "contact plane";
    case DebugRole::CollisionNormal:
        return "collision normal";
    case DebugRole::SlidingNormal:
        return "sliding normal";
    case DebugRole::Crease:
        return "crease";
    case DebugRole::CollidePolygon:
        return "collide polygon";
    case DebugRole::WalkablePolygon:
        return "walkable polygon";
    case DebugRole::NodeSphere:
        return "node sphere";
    case DebugRole::CameraCell:
        return "camera cell";
    case DebugRole::VisibleCell:
        return "visible cell";
    case DebugRole::VisitedPortal:
        return "visited portal";
    case DebugRole::CameraPivot:
        return "camera pivot";
    case DebugRole::SoughtEye:
        return "sought eye";
    case DebugRole::SweptViewer:
        return "swept viewer";
    case DebugRole::FinalEye:
        return "final eye";
    case DebugRole::Count:
        break;
    }
    return "?";
}

glm::vec4 debug_color(DebugRole role) {
    switch (role) {
    case DebugRole::SubstepSphere:
    case DebugRole::SubstepPath:
        return {1.0f, 0.85f, 0.2f, 1.0f};
    case DebugRole::CurrentSubstepSphere:
        return {1.0f, 0.3f, 0.9f, 1.0f};
    case DebugRole::ContactPlane:
        return {0.2f, 1.0f, 0.3f, 1.0f};
    case DebugRole::CollisionNormal:
        return {1.0f, 0.25f, 0.2f, 1.0f};
    case DebugRole::SlidingNormal:
        return {0.3f, 0.6f, 1.0f, 1.0f};
    case DebugRole::Crease:
        return {1.0f, 1.0f, 0.55f, 1.0f};
    case DebugRole::CollidePolygon:
        return {1.0f, 0.15f, 0.35f, 1.0f}; // not the stairs' or boxes' red
    case DebugRole::WalkablePolygon:
        return {0.1f, 0.75f, 0.25f, 1.0f};
    case DebugRole::NodeSphere:
        return {0.65f, 0.45f, 1.0f, 1.0f};
    case DebugRole::CameraCell:
        return {1.0f, 0.9f, 0.15f, 1.0f};
    case DebugRole::VisibleCell:
        return {0.25f, 0.95f, 0.35f, 1.0f};
    case DebugRole::VisitedPortal:
        return {1.0f, 0.25f, 0.85f, 1.0f};
    case DebugRole::CameraPivot:
        return {1.0f, 1.0f, 1.0f, 1.0f};
    case DebugRole::SoughtEye:
        return {1.0f, 0.6f, 0.1f, 1.0f};
    case DebugRole::SweptViewer:
    case DebugRole::FinalEye:
        return {0.1f, 0.9f, 0.9f, 1.0f};
    case DebugRole::Count:
        break;
    }
    return {1.0f, 1.0f, 1.0f, 1.0f};
}

// ---- the public calls: drop non-finite shapes

void DebugRenderer::draw_line(const glm::vec3& a, const glm::vec3& b, DebugRole role) {
    if (finite(a) && finite(b)) on_line(a, b, role);
}

void DebugRenderer::draw_sphere(const glm::vec3& center, float radius, DebugRole role) {
    if (finite(center) && std::isfinite(radius) && radius > 0.0f) on_sphere(center, radius, role);
}

void DebugRenderer::draw_polygon(std::span<const glm::vec3> points, DebugRole role) {
    if (points.size() < 2) return;
    for (const glm::vec3& p : points)
        if (!finite(p)) return;
    on_polygon(points, role);
}

void DebugRenderer::draw_arrow(const glm::vec3& from, const glm::vec3& to, float head,
                               DebugRole role) {
    if (finite(from) && finite(to) && std::isfinite(head)) on_arrow(from, to, head, role);
}

void DebugRenderer::draw_box(const glm::vec3& lo, const glm::vec3& hi, DebugRole role) {
    if (finite(lo) && finite(hi)) on_box(lo, hi, role);
}

void DebugRenderer::draw_cross(const glm::vec3& center, float half, DebugRole role) {
    if (finite(center) && std::isfinite(half) && half > 0.0f) on_cross(center, half, role);
}

// ---- the default shapes

void DebugRenderer::on_sphere(const glm::vec3& c, float r, DebugRole role) {
    constexpr int kSegments = 24;
    for (int axis = 0; axis < 3; ++axis)
        for (int i = 0; i < kSegments; ++i) {
            const float a0 = 2.0f * glm::pi<float>() * static_cast<float>(i) / kSegments;
            const float a1 = 2.0f * glm::pi<float>() * static_cast<float>(i + 1) / kSegments;
            glm::vec3 p0(0.0f), p1(0.0f);
            p0[(axis + 1) % 3] = std::cos(a0) * r;
            p0[(axis + 2) % 3] = std::sin(a0) * r;
            p1[(axis + 1) % 3] = std::cos(a1) * r;
            p1[(axis + 2) % 3] = std::sin(a1) * r;
            on_line(c + p0, c + p1, role);
        }
}

void DebugRenderer::on_polygon(std::span<const glm::vec3> points, DebugRole role) {
    for (std::size_t k = 0; k < points.size(); ++k)
        on_line(points[k], points[(k + 1) % points.size()], role);
}

void DebugRenderer::on_arrow(const glm::vec3& from, const glm::vec3& to, float head,
                             DebugRole role) {
    on_line(from, to, role);
    const glm::vec3 d = to - from;
    const float len = glm::length(d);
    if (head <= 0.0f || !(len > 1e-6f)) return;
    const glm::vec3 dir = d / len;
    glm::vec3 u, v;
    perpendiculars(dir, u, v);
    const float h = std::min(head, len * 0.5f);
    const glm::vec3 base = to - dir * h;
    on_line(to, base + u * (h * 0.5f), role);
    on_line(to, base - u * (h * 0.5f), role);
    on_line(to, base + v * (h * 0.5f), role);
    on_line(to, base - v * (h * 0.5f), role);
}

void DebugRenderer::on_box(const glm::vec3& lo, const glm::vec3& hi, DebugRole role) {
    for (int axis = 0; axis < 3; ++axis) {
        const int u = (axis + 1) % 3, v = (axis + 2) % 3;
        for (int k = 0; k < 4; ++k) {
            glm::vec3 a = lo, b = lo;
            a[u] = b[u] = (k & 1) ? hi[u] : lo[u];
            a[v] = b[v] = (k & 2) ? hi[v] : lo[v];
            b[axis] = hi[axis];
            on_line(a, b, role);
        }
    }
}

void DebugRenderer::on_cross(const glm::vec3& c, float half, DebugRole role) {
    for (int axis = 0; axis < 3; ++axis) {
        glm::vec3 d(0.0f);
        d[axis] = half;
        on_line(c - d, c + d, role);
    }
}

} // namespace sweeplab::physics
