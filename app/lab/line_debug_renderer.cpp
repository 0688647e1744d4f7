#include "app/lab/line_debug_renderer.h"

namespace sweeplab::app {

void LineDebugRenderer::on_line(const glm::vec3& a, const glm::vec3& b, physics::DebugRole role) {
    const glm::vec4 color = physics::debug_color(role);
    lines_.push_back({a, color});
    lines_.push_back({b, color});
}

} // namespace sweeplab::app
