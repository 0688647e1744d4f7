#include "survey/walk_script.h"

#include "sim/recording.h"

#include <algorithm>
#include <cmath>

namespace sweeplab::app::survey {

long WalkOptions::frames() const {
    return std::max(1L, std::lround(static_cast<double>(seconds) * fps));
}

long WalkOptions::jump_frame() const {
    // The first frame whose end is at least 0.5 s in.
    return jump ? std::max(1L, static_cast<long>(std::ceil(0.5 * fps - 1e-9))) : 0;
}

float WalkOptions::heading(int k) const {
    return static_cast<float>(static_cast<double>(k) * 360.0 / headings);
}

FrameInput walk_input(const WalkOptions& options, long frame) {
    FrameInput in;
    in.forward = 1.0f;
    in.run = true;
    in.jump = frame == options.jump_frame();
    return in;
}

std::vector<scene::ScriptStep> walk_script(const WalkOptions& options) {
    std::vector<FrameInput> inputs;
    for (long f = 1; f <= options.frames(); ++f)
        inputs.push_back(walk_input(options, f));
    return script_steps(inputs); // the recordings' run-length steps (sim/recording.h)
}

} // namespace sweeplab::app::survey
