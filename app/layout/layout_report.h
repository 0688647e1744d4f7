#pragma once
// What the window laid out in the frame it drew, as one JSON object, for the screenshot
// tests: the columns, every viewport and every panel rectangle as ImGui placed it.
// SWEEPLAB_LAYOUT_REPORT=FILE makes a --screenshot run write it next to the PNG.
#include <string>
#include <vector>

#include "app/layout/dock_layout.h"

namespace sweeplab::app::layout {

struct PanelRect {
    std::string name; // the panel's key ("scene", ...)
    Rect rect;        // where ImGui drew it (a title bar high when collapsed)
    bool collapsed = false;
};

struct LayoutReport {
    float width = 0.0f, height = 0.0f; // the PNG's pixels
    ViewMode view = ViewMode::Chase;
    bool panels_hidden = false;
    Columns columns;
    std::vector<ViewRect> views;
    std::vector<PanelRect> panels; // empty when hidden
};

// Rects as [x, y, w, h] in the PNG's pixels, top-left origin.
[[nodiscard]] std::string format_report(const LayoutReport& report);

// Every rect scaled (window units to framebuffer pixels).
[[nodiscard]] LayoutReport scaled(LayoutReport report, float sx, float sy);

} // namespace sweeplab::app::layout
