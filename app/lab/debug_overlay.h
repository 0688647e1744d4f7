#pragma once
// Builds what the window draws this frame from the lab's state: the scene's shapes, the
// avatar with its fade, and the debug overlay (sub-step spheres along the sweep, contact
// and collision normals, the camera's pivot, sought eye and swept viewer sphere).
#include "app/lab/lab_state.h"
#include "render/frame_draw.h"

namespace sweeplab::app {

void build_frame_draw(const LabState& state, render::FrameDraw& out);

// What the window draws from the indoor visibility decision (physics/visibility): retail
// visibility (only the cells the walk from the camera's cell reached; the land, shells and
// outdoor objects only when it says so) or everything; and its overlay (the camera's cell,
// the visible cells, the portals the walk looked through). The lab's View panel edits it.
struct VisibilityView {
    bool retail = true;
    bool overlay = true;
};
VisibilityView& visibility_view();

// The visibility overlay alone: the camera's cell (yellow box), the other visible cells
// (green boxes) and the visited portals (magenta outlines).
void add_visibility_overlay(const Simulation& sim, std::vector<render::LineVertex>& lines);

// Line helpers (pairs of vertices).
void add_sphere_outline(std::vector<render::LineVertex>& lines, const glm::vec3& c, float r,
                        const glm::vec4& color);
void add_cross(std::vector<render::LineVertex>& lines, const glm::vec3& c, float size,
               const glm::vec4& color);

} // namespace sweeplab::app
