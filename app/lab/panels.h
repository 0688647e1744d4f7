#pragma once
#include "app/lab/lab_state.h"

namespace sweeplab::app {

// Each panel is one ImGui window; the lab window calls them every frame.
void draw_scene_panel(LabState& state);
void draw_sim_panel(LabState& state);
void draw_view_panel(LabState& state);
void draw_player_panel(LabState& state);
void draw_checks_panel(LabState& state);
void draw_plots_panel(LabState& state);
void draw_inspector_panel(LabState& state);
void draw_crowd_panel(LabState& state);

} // namespace sweeplab::app
