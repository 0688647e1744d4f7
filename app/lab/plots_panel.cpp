// Speed, height and sub-steps over the last seconds.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>

#include "app/lab/panels.h"

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

} // namespace

void draw_plots_panel(LabState& state) {
    plot("##speed", "speed", state.history, &FrameHistory::speed, "m/s");
    plot("##height", "feet z", state.history, &FrameHistory::height, "m");
    plot("##substeps", "sub-steps", state.history, &FrameHistory::substeps, "");
}

} // namespace sweeplab::app
