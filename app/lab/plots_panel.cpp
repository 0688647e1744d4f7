// Speed, height and sub-steps over the last seconds; with a compare ghost, how far apart
// the two feet are.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>

#include "app/lab/panels.h"
#include "app/sim/compare.h"

namespace sweeplab::app {

namespace {

void plot(const char* id, const char* label, const FrameHistory& h,
          float (FrameHistory::*get)(std::size_t) const, const char* unit) {
    std::array<float, FrameHistory::kFrames> values{};
    const std::size_t n = h.count();
    float hi = 1.0f;
    for (std::size_t i = 0; i < n; ++i) {
        values[i] = (h.*get)(i);
        hi = std::max(hi, values[i]);
    }
    char overlay[64];
    std::snprintf(overlay, sizeof overlay, "%s %.2f %s", label,
                  n > 0 ? static_cast<double>(values[n - 1]) : 0.0, unit);
    ImGui::PlotLines(id, values.data(), static_cast<int>(std::max<std::size_t>(n, 1)), 0, overlay,
                     0.0f, hi * 1.1f, ImVec2(ImGui::GetContentRegionAvail().x, 46.0f));
}

// The distance between the avatar's and the compare ghost's feet, scaled to its largest
// value (a few micrometres are worth seeing: they are where the readings part), the
// overlay in the unit that shows its digits, and a line at the 1 mm parting threshold when
// the plot reaches it.
void distance_plot(const FrameHistory& h) {
    std::array<float, FrameHistory::kFrames> values{};
    const std::size_t n = h.count();
    float hi = 1e-6f;
    for (std::size_t i = 0; i < n; ++i) {
        values[i] = h.distance(i);
        hi = std::max(hi, values[i]);
    }
    const double last = n > 0 ? static_cast<double>(values[n - 1]) : 0.0;
    char overlay[64];
    if (last < 1e-3)
        std::snprintf(overlay, sizeof overlay, "ghost apart %.1f \u00b5m", last * 1e6);
    else if (last < 0.1)
        std::snprintf(overlay, sizeof overlay, "ghost apart %.2f mm", last * 1e3);
    else
        std::snprintf(overlay, sizeof overlay, "ghost apart %.3f m", last);
    const float top = hi * 1.1f;
    const ImVec2 size(ImGui::GetContentRegionAvail().x, 46.0f);
    ImGui::PlotLines("##ghost distance", values.data(),
                     static_cast<int>(std::max<std::size_t>(n, 1)), 0, overlay, 0.0f, top, size);
    if (top > kPartingDistance) {
        const ImVec2 lo = ImGui::GetItemRectMin(), up = ImGui::GetItemRectMax();
        const float y = up.y - (up.y - lo.y) * (kPartingDistance / top);
        ImGui::GetWindowDrawList()->AddLine(ImVec2(lo.x, y), ImVec2(up.x, y),
                                            IM_COL32(255, 120, 90, 160));
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Between the avatar's and the ghost's feet (the red line: 1 mm, where "
                          "they count as parted)");
}

} // namespace

void draw_plots_panel(LabState& state) {
    plot("##speed", "speed", state.history, &FrameHistory::speed, "m/s");
    plot("##height", "feet z", state.history, &FrameHistory::height, "m");
    plot("##substeps", "sub-steps", state.history, &FrameHistory::substeps, "");
    if (state.lab->sim().has_compare()) distance_plot(state.history);
}

} // namespace sweeplab::app
