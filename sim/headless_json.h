#pragma once
// The headless output's lines (docs/command-line.md, "Headless output"): one object per frame, then
// the summary.
#include <optional>
#include <string>
#include <vector>

#include "scene/checks.h"
#include "sim/compare.h"
#include "sim/simulation.h"

namespace sweeplab::app {

struct RunSummary {
    long frames = 0;
    double distance = 0.0;
    float max_penetration = 0.0f;
    float camera_max_penetration = 0.0f;
    long substeps = 0;
    bool has_checks = false;
    std::vector<scene::CheckResult> checks;
    std::optional<CompareResult> compare; // --compare
};

// `location`, when given (a DAT world, or a scene that names its landblock), is added to the
// player as "location": the cell that holds the feet and the feet in its landblock's frame
// (scene/location.h).
// With `ghost` (the --compare run), the frame adds "ghost": position, cell and distance.
std::string frame_json(const FrameOutput& f, const std::string* location = nullptr,
                       const GhostOutput* ghost = nullptr);
std::string summary_json(const RunSummary& s);

// The record the checks read, from one frame's output.
scene::FrameRecord frame_record(const FrameOutput& f);

} // namespace sweeplab::app
