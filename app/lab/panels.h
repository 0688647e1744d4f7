#pragma once
// The lab's panels. Each one is a function that draws its contents into the ImGui window
// its dock opened for it (app/lab/dock.h places the windows), and a row of lab_panels().
#include <optional>
#include <span>

#include "app/lab/lab_state.h"
#include "app/layout/dock_layout.h"

namespace sweeplab::app {

void draw_scene_panel(LabState& state);
void draw_sim_panel(LabState& state);
void draw_view_panel(LabState& state);
void draw_player_panel(LabState& state);
void draw_checks_panel(LabState& state);
void draw_plots_panel(LabState& state);
void draw_inspector_panel(LabState& state);
void draw_crowd_panel(LabState& state);
void draw_dat_panel(LabState& state);
void draw_readings_panel(LabState& state);
void draw_survey_panel(LabState& state);

// One panel and its place. To add a panel, write its draw function and add its row to
// lab_panels() (app/lab/panels.cpp): the dock stacks the rows of a column top to bottom in
// table order, and the layout file keeps it open or collapsed as panel.KEY.
struct PanelDef {
    const char* key;   // the layout file's name for it: lower case, no spaces
    const char* title; // the window's title bar (and ImGui's id for it)
    layout::Dock dock;
    float preferred_height; // its height when the column has room (window units)
    bool starts_collapsed;  // a title bar only until opened
    void (*draw)(LabState&);
};

[[nodiscard]] std::span<const PanelDef> lab_panels();

// The panel's collapsed state forced by the environment, over its default and the layout
// file: SWEEPLAB_INSPECTOR=open opens the Inspector (screenshots of the sub-step trace),
// SWEEPLAB_DAT_PANEL=open the DAT world panel, SWEEPLAB_SURVEY_PANEL=open the Survey panel
// (which --survey opens anyway).
[[nodiscard]] std::optional<bool> forced_collapsed(const PanelDef& panel);

} // namespace sweeplab::app
