#pragma once
// Draws the lab's views into the viewports the layout placed in the free centre: the chase
// eye, the camera A/B (collided | uncollided eye), overhead, the overhead inset; each with
// its label along its own edge.
#include <vector>

#include "app/lab/lab_state.h"
#include "app/layout/dock_layout.h"
#include "render/scene_renderer.h"

namespace sweeplab::app {

// `scale_x/y`: framebuffer pixels per window unit; `framebuffer_h` for GL's bottom-up rows.
void draw_views(const LabState& state, render::SceneRenderer& renderer,
                const std::vector<layout::ViewRect>& views, float scale_x, float scale_y,
                int framebuffer_h);

} // namespace sweeplab::app
