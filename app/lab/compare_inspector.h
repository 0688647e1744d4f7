#pragma once
// The Inspector's A/B rows (docs/readings.md, "How a reading runs"): the selected sub-step of the
// avatar beside the same sub-step of the compare ghost (the same input under another reading),
// every row that differs highlighted.
#include "sim/lab_controller.h"

namespace sweeplab::app {

// Draws the table into the current ImGui window; nothing without a compare ghost.
void draw_substep_compare(const LabController& lab);

} // namespace sweeplab::app
