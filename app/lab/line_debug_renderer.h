#pragma once
// The lab's DebugRenderer: every shape the physics reports becomes pairs of
// render::LineVertex in the role's colour (physics::debug_color), appended to a FrameDraw's
// line list. The renderer draws lines only, so the base class's line-built shapes suffice.
#include <vector>

#include "physics/debug_draw.h"
#include "render/vertex.h"

namespace sweeplab::app {

class LineDebugRenderer final : public physics::DebugRenderer {
  public:
    explicit LineDebugRenderer(std::vector<render::LineVertex>& lines) : lines_(lines) {}

  protected:
    void on_line(const glm::vec3& a, const glm::vec3& b, physics::DebugRole role) override;

  private:
    std::vector<render::LineVertex>& lines_;
};

} // namespace sweeplab::app
