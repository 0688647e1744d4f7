#pragma once
// The panels in their docks: each panel an ImGui window at a fixed place in its column
// (collapsible, not movable), the columns' backgrounds, and the splitter on each column's
// inner edge that changes its width. Nothing is drawn while the panels are hidden (Tab).
#include <vector>

#include "app/lab/lab_state.h"
#include "app/layout/layout_report.h"

namespace sweeplab::app {

// Draws the docks for this frame's columns and records where ImGui put each panel.
void draw_docks(LabState& state, const layout::Columns& columns,
                std::vector<layout::PanelRect>& drawn);

} // namespace sweeplab::app
