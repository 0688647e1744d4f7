// The table of the lab's panels: which dock holds each, in what order, how tall.
#include "app/lab/panels.h"

#include <cstdlib>
#include <string_view>

namespace sweeplab::app {

namespace {

using layout::Dock;

// Left: what to run and how to look at it. Right: what the run reports.
constexpr PanelDef kPanels[] = {
    {"scene", "Scene", Dock::Left, 222.0f, false, draw_scene_panel},
    {"dat", "DAT world", Dock::Left, 360.0f, true, draw_dat_panel},
    {"survey", "Survey", Dock::Left, 600.0f, true, draw_survey_panel},
    {"trace", "Trace", Dock::Left, 560.0f, true, draw_trace_panel},
    {"spawns", "Spawns", Dock::Left, 600.0f, true, draw_spawns_panel},
    {"simulation", "Simulation", Dock::Left, 300.0f, false, draw_sim_panel},
    {"readings", "Readings", Dock::Left, 280.0f, true, draw_readings_panel},
    {"view", "View", Dock::Left, 320.0f, false, draw_view_panel},
    {"crowd", "Crowd", Dock::Left, 250.0f, true, draw_crowd_panel},
    {"avatar", "Avatar and camera", Dock::Right, 300.0f, false, draw_player_panel},
    {"checks", "Checks", Dock::Right, 150.0f, false, draw_checks_panel},
    {"plots", "Plots (last 10 s)", Dock::Right, 250.0f, false, draw_plots_panel},
    {"inspector", "Inspector", Dock::Right, 560.0f, true, draw_inspector_panel},
};

} // namespace

std::span<const PanelDef> lab_panels() {
    return kPanels;
}

std::optional<bool> forced_collapsed(const PanelDef& panel) {
    const std::string_view key(panel.key);
    const char* env = key == "inspector" ? std::getenv("SWEEPLAB_INSPECTOR")
                      : key == "dat"     ? std::getenv("SWEEPLAB_DAT_PANEL")
                      : key == "survey"  ? std::getenv("SWEEPLAB_SURVEY_PANEL")
                      : key == "spawns"  ? std::getenv("SWEEPLAB_SPAWNS_PANEL")
                                         : nullptr;
    if (env != nullptr && std::string_view(env) == "open") return false;
    return std::nullopt;
}

} // namespace sweeplab::app
