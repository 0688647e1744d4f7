// The sweep as the sub-step trace recorded it: spheres, path, contact plane, collision and
// sliding normals, crease, and the polygons the sub-steps collided with and stood on.
#include <algorithm>
#include <array>
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/debug_draw.h"
#include "physics/math/constants.h"
#include "physics/math/normalize.h"
#include "physics/world/trace.h"

namespace sweeplab::physics {

namespace {

constexpr float kArrowHead = 0.08f;
constexpr float kPatchHalf = 0.25f;    // the contact plane patch, metres each way
constexpr float kPolygonNudge = 0.01f; // off the face, towards the sphere (no z-fight)

// Where a sub-step's vectors start: its first sphere (the avatar's feet sphere).
glm::vec3 anchor(const SubstepTrace& s) {
    return s.num_sphere > 0 ? s.spheres[0].center : s.curr_pos;
}

// Two unit vectors spanning the plane of unit normal n; false for a degenerate normal.
bool plane_axes(const glm::vec3& n, glm::vec3& u, glm::vec3& v) {
    const glm::vec3 ref = std::abs(n.z) < 0.9f ? glm::vec3(0, 0, 1) : glm::vec3(1, 0, 0);
    u = glm::cross(n, ref);
    if (normalize_check_small(u)) return false;
    v = glm::cross(n, u);
    return true;
}

// The trace keeps the contact plane's normal only (not its distance), so the patch is drawn
// where a sphere resting on the plane touches it: below the anchor by the radius.
void draw_contact_plane(DebugRenderer& r, const SubstepTrace& s, float length) {
    glm::vec3 n = s.contact_normal;
    if (normalize_check_small(n)) return;
    const glm::vec3 at = anchor(s);
    r.draw_arrow(at, at + n * length, kArrowHead, DebugRole::ContactPlane);
    glm::vec3 u, v;
    if (!plane_axes(n, u, v)) return;
    const float radius = s.num_sphere > 0 ? s.spheres[0].radius : 0.0f;
    const glm::vec3 foot = at - n * radius;
    const std::array<glm::vec3, 4> patch = {
        foot + (u + v) * kPatchHalf, foot + (u - v) * kPatchHalf, foot - (u + v) * kPatchHalf,
        foot - (u - v) * kPatchHalf};
    r.draw_polygon(patch, DebugRole::ContactPlane);
}

// A traced polygon's outline, moved off its face towards the sub-step's sphere so the line
// is not buried in the wall or floor it outlines.
void draw_traced_polygon(DebugRenderer& r, const TracedPolygon& p, const glm::vec3& toward,
                         DebugRole role) {
    const std::size_t n = std::min<std::size_t>(p.vertex_count, TracedPolygon::kMaxVertices);
    // Newell's normal: robust for any planar polygon, zero for a degenerate one.
    glm::vec3 normal(0.0f), centre(0.0f);
    for (std::size_t k = 0; k < n; ++k) {
        const glm::vec3& a = p.world[k];
        const glm::vec3& b = p.world[(k + 1) % n];
        normal += glm::vec3((a.y - b.y) * (a.z + b.z), (a.z - b.z) * (a.x + b.x),
                            (a.x - b.x) * (a.y + b.y));
        centre += a;
    }
    glm::vec3 nudge(0.0f);
    if (!normalize_check_small(normal)) {
        centre /= static_cast<float>(n);
        const float side = glm::dot(toward - centre, normal) >= 0.0f ? 1.0f : -1.0f;
        nudge = normal * (side * kPolygonNudge);
    }
    std::array<glm::vec3, TracedPolygon::kMaxVertices> points{};
    for (std::size_t k = 0; k < n; ++k)
        points[k] = p.world[k] + nudge;
    r.draw_polygon(std::span<const glm::vec3>(points.data(), n), role);
}

bool same_polygon(const TracedPolygon& a, const TracedPolygon& b) {
    return a.owner == b.owner && a.index == b.index;
}

} // namespace

CreaseSource crease_direction(const SubstepTrace& step, glm::vec3& direction) {
    if (!step.contact_plane_valid) return CreaseSource::None;
    // CSphere::slide_sphere @ 0x00537440: the slide this sub-step made keeps the part of the
    // movement along cross(collision normal, plane normal), when that is not ~zero.
    if (step.collision_normal_valid) {
        const glm::vec3 c = glm::cross(step.collision_normal, step.contact_normal);
        if (glm::dot(c, c) >= kEpsilon) {
            direction = glm::normalize(c);
            return CreaseSource::SlideSphere;
        }
    }
    // CTransition::adjust_offset @ 0x0050A370: the next offset, moving into the wall the
    // mover slides along while on a floor, keeps only cross(contact normal, sliding normal).
    if (step.sliding_normal_valid) {
        glm::vec3 c = glm::cross(step.contact_normal, step.sliding_normal);
        if (!normalize_check_small(c)) {
            direction = c;
            return CreaseSource::AdjustOffset;
        }
    }
    return CreaseSource::None;
}

void draw_trace(DebugRenderer& r, const FrameTrace& trace, const DebugDrawSettings& settings) {
    const int cursor = settings.substep_cursor;
    const float length = settings.normal_length;
    const std::uint32_t count = std::min<std::uint32_t>(trace.count, FrameTrace::kCapacity);
    const TracedPolygon* last_collide = nullptr;
    const TracedPolygon* last_walkable = nullptr;
    for (std::uint32_t i = 0; i < count; ++i) {
        const SubstepTrace& s = trace.steps[i];
        const bool current = static_cast<int>(i) == cursor;
        if (settings.substep_spheres) {
            const DebugRole role =
                current ? DebugRole::CurrentSubstepSphere : DebugRole::SubstepSphere;
            for (std::uint32_t k = 0; k < s.num_sphere && k < 2; ++k)
                r.draw_sphere(s.spheres[k].center, s.spheres[k].radius, role);
            if (i > 0) r.draw_line(trace.steps[i - 1].curr_pos, s.curr_pos, DebugRole::SubstepPath);
        }
        // The vectors and polygons of the selected sub-step, or of every one at the frame's end.
        if (!current && cursor >= 0) continue;
        const glm::vec3 at = anchor(s);
        if (settings.contact_plane && s.contact_plane_valid) draw_contact_plane(r, s, length);
        if (settings.collision_normal && s.collision_normal_valid)
            r.draw_arrow(at, at + s.collision_normal * length, kArrowHead,
                         DebugRole::CollisionNormal);
        if (settings.sliding_normal && s.sliding_normal_valid)
            r.draw_arrow(at, at + s.sliding_normal * length, kArrowHead, DebugRole::SlidingNormal);
        glm::vec3 crease(0.0f);
        if (settings.crease && crease_direction(s, crease) != CreaseSource::None)
            r.draw_arrow(at - crease * length, at + crease * length, kArrowHead, DebugRole::Crease);
        // Consecutive sub-steps often hit the same polygon: outline it once.
        if (settings.collide_polygon && s.collide_polygon.valid() &&
            (last_collide == nullptr || !same_polygon(*last_collide, s.collide_polygon))) {
            draw_traced_polygon(r, s.collide_polygon, at, DebugRole::CollidePolygon);
            last_collide = &s.collide_polygon;
        }
        if (settings.walkable_polygon && s.walkable_polygon.valid() &&
            (last_walkable == nullptr || !same_polygon(*last_walkable, s.walkable_polygon))) {
            draw_traced_polygon(r, s.walkable_polygon, at, DebugRole::WalkablePolygon);
            last_walkable = &s.walkable_polygon;
        }
    }
}

} // namespace sweeplab::physics
