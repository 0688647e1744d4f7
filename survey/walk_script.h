#pragma once
// A survey walk's input (docs/survey.md): forward at a run for the walk's frames, the jump key
// down for one frame 0.5 s in with --jump, the camera as a scene's script leaves it. The
// walker, the lab's replay of a finding and "Save as scene" all use this one definition.
#include <vector>

#include "scene/scene.h"
#include "sim/frame_input.h"
#include "survey/survey_report.h"

namespace sweeplab::app::survey {

// Frame `frame` (from 1) of a walk.
[[nodiscard]] FrameInput walk_input(const WalkOptions& options, long frame);
// The whole walk as script steps (equal frames run together).
[[nodiscard]] std::vector<scene::ScriptStep> walk_script(const WalkOptions& options);

} // namespace sweeplab::app::survey
