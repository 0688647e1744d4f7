#pragma once
// Builds what the window draws this frame from the lab's state: the scene's shapes, the
// avatar with its fade, and the debug overlay. The overlay is the physics library's debug
// draw (physics/debug_draw.h: the sweep, BSP node spheres, cells and portals, the camera)
// through LineDebugRenderer, as LabState::debug switches it.
#include "app/lab/lab_state.h"
#include "render/frame_draw.h"

namespace sweeplab::app {

void build_frame_draw(const LabState& state, render::FrameDraw& out);

// What the window draws from the indoor visibility decision (physics/visibility): retail
// visibility (only the cells the walk from the camera's cell reached; the land, shells and
// outdoor objects only when it says so) or everything. The lab's View panel edits it; its
// overlay (cell bounds, visited portals) is in LabState::debug.
struct VisibilityView {
    bool retail = true;
};
VisibilityView& visibility_view();

// The camera items of `state.debug` (pivot, sought eye, swept viewer sphere, final eye).
// `view_from_eye`: for a view that looks from the chase eye (see physics::draw_camera).
void add_camera_overlay(const LabState& state, std::vector<render::LineVertex>& lines,
                        bool view_from_eye);

} // namespace sweeplab::app
