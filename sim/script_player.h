#pragma once
// Expands a scene's script (steps held for N frames) into per-frame input.
#include <vector>

#include "scene/scene.h"
#include "sim/frame_input.h"

namespace sweeplab::app {

class ScriptPlayer {
  public:
    explicit ScriptPlayer(const scene::Scene& scene);

    // The input of frame `frame` (counting from 1). Past the script's end: no movement, the
    // last camera settings (the spec's "padding with no input").
    [[nodiscard]] FrameInput input(long frame) const;
    [[nodiscard]] long frames() const { return total_; }

  private:
    std::vector<scene::ScriptStep> steps_;
    std::vector<long> first_frame_; // first frame of each step
    long total_ = 0;
    FrameInput idle_;
};

} // namespace sweeplab::app
