#pragma once
// Builds what the window draws this frame from the lab's state: the scene's shapes, the
// avatar with its fade, and the debug overlay (sub-step spheres along the sweep, contact
// and collision normals, the camera's pivot, sought eye and swept viewer sphere).
#include "app/lab/lab_state.h"
#include "render/frame_draw.h"

namespace sweeplab::app {

void build_frame_draw(const LabState& state, render::FrameDraw& out);

// Line helpers (pairs of vertices).
void add_sphere_outline(std::vector<render::LineVertex>& lines, const glm::vec3& c, float r,
                        const glm::vec4& color);
void add_cross(std::vector<render::LineVertex>& lines, const glm::vec3& c, float size,
               const glm::vec4& color);

} // namespace sweeplab::app
