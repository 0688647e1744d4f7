#include "app/lab/debug_overlay.h"

#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/constants.hpp>

#include "app/frame_builder.h"

namespace sweeplab::app {

namespace {

constexpr glm::vec4 kSubstep{1.0f, 0.85f, 0.2f, 1.0f};
constexpr glm::vec4 kCurrentSubstep{1.0f, 0.3f, 0.9f, 1.0f};
constexpr glm::vec4 kContactNormal{0.2f, 1.0f, 0.3f, 1.0f};
constexpr glm::vec4 kCollisionNormal{1.0f, 0.25f, 0.2f, 1.0f};
constexpr glm::vec4 kSlidingNormal{0.3f, 0.6f, 1.0f, 1.0f};
constexpr glm::vec4 kPivot{1.0f, 1.0f, 1.0f, 1.0f};
constexpr glm::vec4 kSought{1.0f, 0.6f, 0.1f, 1.0f};
constexpr glm::vec4 kViewer{0.1f, 0.9f, 0.9f, 1.0f};

void line(std::vector<render::LineVertex>& lines, const glm::vec3& a, const glm::vec3& b,
          const glm::vec4& color) {
    lines.push_back({a, color});
    lines.push_back({b, color});
}

void add_substeps(const LabState& state, render::FrameDraw& out) {
    const physics::FrameTrace& trace = state.lab->trace();
    const int cursor = state.lab->substep_cursor;
    for (std::uint32_t i = 0; i < trace.count; ++i) {
        const physics::SubstepTrace& s = trace.steps[i];
        const bool current = static_cast<int>(i) == cursor;
        const glm::vec4 color = current ? kCurrentSubstep : kSubstep;
        for (std::uint32_t k = 0; k < s.num_sphere && k < 2; ++k)
            add_sphere_outline(out.lines, s.spheres[k].center, s.spheres[k].radius, color);
        if (i > 0) line(out.lines, trace.steps[i - 1].curr_pos, s.curr_pos, kSubstep);
        if (!current && cursor >= 0) continue;
        const glm::vec3 at = s.spheres[0].center;
        if (s.contact_plane_valid)
            line(out.lines, at, at + s.contact_normal * 0.8f, kContactNormal);
        if (s.collision_normal_valid)
            line(out.lines, at, at + s.collision_normal * 0.8f, kCollisionNormal);
        if (s.sliding_normal_valid)
            line(out.lines, at, at + s.sliding_normal * 0.8f, kSlidingNormal);
    }
}

// The chase view looks from the eye, so the eye's own markers are drawn only when the sought
// eye and the collided eye differ (the sweep stopped short): then the sought eye and the
// swept path are in view behind the wall's line of sight.
void add_camera(const FrameOutput& o, render::FrameDraw& out) {
    add_cross(out.lines, o.pivot, 0.15f, kPivot);
    if (glm::length(o.sought - o.eye) < 0.05f) return;
    add_cross(out.lines, o.sought, 0.15f, kSought);
    line(out.lines, o.eye, o.sought, kSought);
    add_sphere_outline(out.lines, o.sought, physics::kViewerSphereRadius, kViewer);
}

} // namespace

void add_sphere_outline(std::vector<render::LineVertex>& lines, const glm::vec3& c, float r,
                        const glm::vec4& color) {
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
            line(lines, c + p0, c + p1, color);
        }
}

void add_cross(std::vector<render::LineVertex>& lines, const glm::vec3& c, float size,
               const glm::vec4& color) {
    for (int axis = 0; axis < 3; ++axis) {
        glm::vec3 d(0.0f);
        d[axis] = size;
        line(lines, c - d, c + d, color);
    }
}

void build_frame_draw(const LabState& state, render::FrameDraw& out) {
    const FrameOutput& o = state.lab->output();
    if (state.view.show_objects) add_scene_shapes(state.lab->scene(), out);
    if (state.view.show_avatar)
        add_avatar(state.lab->scene(), {o.position, o.yaw_deg, 1.0f - o.translucency}, out);
    if (state.view.show_substeps) add_substeps(state, out);
    if (state.view.show_camera && state.lab->sim().camera_collide) add_camera(o, out);
    if (state.view.show_axes) {
        const glm::vec3 origin(0.0f, 0.0f, 0.01f);
        line(out.lines, origin, origin + glm::vec3(1, 0, 0), {1, 0.2f, 0.2f, 1});
        line(out.lines, origin, origin + glm::vec3(0, 1, 0), {0.2f, 1, 0.2f, 1});
        line(out.lines, origin, origin + glm::vec3(0, 0, 1), {0.3f, 0.4f, 1, 1});
    }
    out.show_portals = state.view.show_portals;
}

} // namespace sweeplab::app
