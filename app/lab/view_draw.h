#pragma once
// Draws the lab's views into the viewports the layout placed in the free centre: the chase
// eye, the camera A/B (collided | uncollided eye), overhead, the overhead inset; each with
// its label along its own edge. In the overhead views, the world object under the mouse is
// named in a tooltip (sim/world_object_pick.h).
#include <optional>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "app/lab/lab_state.h"
#include "app/layout/dock_layout.h"
#include "render/scene_renderer.h"

namespace sweeplab::app {

// `scale_x/y`: framebuffer pixels per window unit; `framebuffer_h` for GL's bottom-up rows.
void draw_views(const LabState& state, render::SceneRenderer& renderer,
                const std::vector<layout::ViewRect>& views, float scale_x, float scale_y,
                int framebuffer_h);

// Where a world-space point shows in the overhead view (or the overhead inset) among `views`,
// in window units; nullopt when neither view is shown or the point is outside it.
[[nodiscard]] std::optional<glm::vec2>
overhead_screen_point(const LabState& state, const std::vector<layout::ViewRect>& views,
                      const glm::vec3& point);

// SWEEPLAB_SCREENSHOT_HOVER=GUID (a --screenshot run): where world object GUID (hex or
// decimal) stands now, wandering or placed, shows in the overhead view, at the height the
// hover picks at; nullopt, said on stderr, for a guid that stands nowhere in the place or
// outside the view.
[[nodiscard]] std::optional<glm::vec2>
hover_point(const LabState& state, const std::vector<layout::ViewRect>& views, const char* guid);

} // namespace sweeplab::app
