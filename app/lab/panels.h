#pragma once
// The lab's panels. Each one is a function that draws its contents into the ImGui window
// its dock opened for it (app/lab/dock.h places the windows), and a row of lab_panels().
#include <optional>
#include <span>
#include <string>

#include "app/cli.h"
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
void draw_trace_panel(LabState& state);
void draw_spawns_panel(LabState& state);

// The Simulation panel's recording (app/lab/record_controls.cpp; docs/recordings.md).
void draw_record_controls(LabState& state);
// Starts a recording from the start (LabController::start_recording with the view's `from`),
// filling the path field with the default name unless one was given.
void start_recording(LabState& state);
// Stops the recording and writes it to the path field's file: "" when written (the status
// says where), else the one-line error (red in the panel; the recording is kept).
std::string save_recording(LabState& state);
// After the frames of a window frame ran: the recorded frames' feet for
// SWEEPLAB_RECORD_TRACE, and writing them there (false: could not, said on stderr).
void trace_recording(LabState& state);
bool write_record_trace(const LabState& state);
// Record pressed (the button or K): stop a running recording, else start one.
void toggle_recording(LabState& state);
// --record FILE: "" when FILE can be written (opened for appending and removed again if it
// did not exist), else "FILE: cannot write: why".
std::string check_writable(const std::string& path);
// --record FILE at the window's close (or a --screenshot run's end): the recording written
// there; false with one line on stderr when it cannot be (exit code 2).
bool write_recording_at_exit(LabState& state, const Options& options);

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
// (which --survey opens anyway), SWEEPLAB_SPAWNS_PANEL=open the Spawns panel (--spawns too).
[[nodiscard]] std::optional<bool> forced_collapsed(const PanelDef& panel);

} // namespace sweeplab::app
