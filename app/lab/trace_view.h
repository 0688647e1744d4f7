#pragma once
// The lab's Trace panel (docs/trace.md, "In the lab"; app/lab/trace_panel.cpp): the trace
// `--trace FILE` loaded, judged once at the start as `sweeplab trace` judges it
// (app/trace/trace_replay.h), the selected line, and what the last click did.
#include <string>
#include <vector>

#include "app/cli.h"
#include "app/trace/trace_replay.h"

namespace sweeplab::render {
struct FrameDraw;
}

namespace sweeplab::app {

struct LabState;

struct TraceView {
    std::string path; // empty: no trace loaded
    std::string target;
    std::string reading;
    std::vector<trace::LineVerdict> verdicts;
    // Judged in a world per landblock (a DAT location, as `sweeplab trace --dat` does), so
    // the verdicts' internal ids are not the lab world's: its cells are found by retail id.
    bool per_landblock = false;
    long selected = -1; // index into verdicts
    long pending = -1;  // a line (index) to select at the next panel draw
    bool scroll_to_selected = false;
    bool divergences_only = false;
    std::string status;
    [[nodiscard]] bool loaded() const { return !path.empty(); }
};

// --trace FILE: reads and judges the trace against the lab's place (a DAT location's lines
// each in its own landblock's world, else the scene) under the run's --reading, and takes
// SWEEPLAB_TRACE_LINE=L (the line of the file to select first); the window then opens the
// Trace panel (app/lab_window.cpp). Returns 0, or 2 after one line on stderr naming the file
// and line or the cell.
[[nodiscard]] int load_trace_view(LabState& state, const Options& options);

// The selected line over the views: a marker at its position (green when the picks match,
// red when they diverge) with a post above it, and the outlines of retail's pick (magenta)
// and the port's (cyan) in the loaded world, all drawn through walls and roofs (an indoor
// cell is seen from outside its building).
void add_trace_marks(const LabState& state, render::FrameDraw& frame);

} // namespace sweeplab::app
