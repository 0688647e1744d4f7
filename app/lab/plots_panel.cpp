// Speed, height and sub-steps over the last seconds; with a compare ghost, how far apart
// the two feet are and how far apart the two chase cameras' eyes.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <span>

#include "app/lab/panels.h"
#include "sim/compare.h"
#include "sim/rewind_buffer.h"
#include "sim/simulation.h"

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

// One of the compare ghost's distances from the avatar: the feet or the chase cameras' eyes.
struct ApartSeries {
    const char* id;
    const char* label;
    const char* between; // the tooltip's "Between ..."
    std::size_t (*series)(const RewindBuffer&, long, long, std::span<float>);
    float GhostOutput::*now;
};

constexpr ApartSeries kFeetApart{"##ghost distance", "ghost apart",
                                 "the avatar's and the ghost's feet", &compare_distances,
                                 &GhostOutput::distance};
constexpr ApartSeries kEyesApart{"##ghost eye distance", "ghost eye apart",
                                 "the avatar's and the ghost's chase camera eyes",
                                 &compare_eye_distances, &GhostOutput::eye_distance};

// A distance between the avatar and the compare ghost over the last 10 s of the rewind
// history (so a rewind keeps the curve, the frame shown marked by a white line), scaled to
// its largest value (a few micrometres are worth seeing: they are where the readings part),
// the overlay in the unit that shows its digits, and a red line at the 1 mm parting
// threshold when the plot reaches it.
void distance_plot(const LabController& lab, const ApartSeries& s) {
    std::array<float, FrameHistory::kFrames> values{};
    const long last = lab.history_last();
    const long first =
        std::max(lab.history_first() + 1, last - static_cast<long>(values.size()) + 1);
    const std::size_t n = s.series(lab.history(), first, last, values);
    float hi = 1e-6f;
    for (std::size_t i = 0; i < n; ++i)
        hi = std::max(hi, values[i]);
    const double now =
        lab.output().ghosts.empty() ? 0.0 : static_cast<double>(lab.output().ghosts.front().*s.now);
    char overlay[64];
    if (now < 1e-3)
        std::snprintf(overlay, sizeof overlay, "%s %.1f \u00b5m", s.label, now * 1e6);
    else if (now < 0.1)
        std::snprintf(overlay, sizeof overlay, "%s %.2f mm", s.label, now * 1e3);
    else
        std::snprintf(overlay, sizeof overlay, "%s %.3f m", s.label, now);
    const float top = hi * 1.1f;
    const ImVec2 size(ImGui::GetContentRegionAvail().x, 46.0f);
    ImGui::PlotLines(s.id, values.data(), static_cast<int>(std::max<std::size_t>(n, 1)), 0, overlay,
                     0.0f, top, size);
    const bool hovered = ImGui::IsItemHovered();
    const ImVec2 pad = ImGui::GetStyle().FramePadding;
    const ImVec2 lo(ImGui::GetItemRectMin().x + pad.x, ImGui::GetItemRectMin().y + pad.y);
    const ImVec2 up(ImGui::GetItemRectMax().x - pad.x, ImGui::GetItemRectMax().y - pad.y);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    if (top > kPartingDistance) {
        const float y = up.y - (up.y - lo.y) * (kPartingDistance / top);
        draw->AddLine(ImVec2(lo.x, y), ImVec2(up.x, y), IM_COL32(255, 120, 90, 160));
    }
    if (n > 1 && lab.frame() >= first && lab.frame() <= last) {
        const float t = static_cast<float>(lab.frame() - first) / static_cast<float>(n - 1);
        const float x = lo.x + (up.x - lo.x) * t;
        draw->AddLine(ImVec2(x, lo.y), ImVec2(x, up.y), IM_COL32(255, 255, 255, 140));
    }
    if (hovered)
        ImGui::SetTooltip("Between %s, frames %ld to %ld (white: the frame shown; red: 1 mm, "
                          "where they count as parted)",
                          s.between, first, last);
}

} // namespace

void draw_plots_panel(LabState& state) {
    plot("##speed", "speed", state.history, &FrameHistory::speed, "m/s");
    plot("##height", "feet z", state.history, &FrameHistory::height, "m");
    plot("##substeps", "sub-steps", state.history, &FrameHistory::substeps, "");
    if (!state.lab->sim().has_compare()) return;
    distance_plot(*state.lab, kFeetApart);
    distance_plot(*state.lab, kEyesApart);
}

} // namespace sweeplab::app
