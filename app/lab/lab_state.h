#pragma once
// What the lab window shows and edits around the controller: the mouse boom, the view
// options, the scene catalogue.
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "app/lab/history.h"
#include "app/lab/spawns_view.h"
#include "app/lab/trace_view.h"
#include "app/layout/dock_layout.h"
#include "app/scene_catalog.h"
#include "physics/debug_draw.h"
#include "sim/lab_controller.h"
#include "sim/view_camera.h"
#include "survey/survey_replay.h"
#include "survey/survey_report.h"

namespace sweeplab::app {

struct ViewOptions {
    bool show_portals = true;
    bool show_objects = true;
    bool show_avatar = true;
    bool show_axes = false;
};

// One debug-draw checkbox of the View panel: its group, label, the settings flag it edits
// and the key SWEEPLAB_DEBUG_DRAW names it by.
struct DebugDrawItem {
    const char* group; // "sweep", "bsp", "cells", "camera"
    const char* key;
    const char* label;
    bool physics::DebugDrawSettings::*flag;
    const char* tooltip;
};
[[nodiscard]] std::span<const DebugDrawItem> debug_draw_items();

// The settings the window starts with: the defaults, edited by SWEEPLAB_DEBUG_DRAW (for
// screenshots): comma-separated keys turned on, "-key" turned off, "all" / "none" for every
// item, "depth=N" for the node-sphere depth; e.g. SWEEPLAB_DEBUG_DRAW=crease,collide_polygon.
// Unknown keys are ignored.
[[nodiscard]] physics::DebugDrawSettings initial_debug_draw();
void apply_debug_draw_spec(const std::string& spec, physics::DebugDrawSettings& settings);

// A reading's text field in the Readings panel (`BASE+sw-sw`): what is typed, whether it is
// being edited (else it shows the reading in force) and the last parse error (in red).
struct ReadingField {
    std::array<char, 192> text{};
    bool editing = false;
    std::string error;
};

// The Survey panel (app/lab/survey_panel.cpp): the file --survey loaded (null: none), the
// kinds shown (the list and the markers), the selected finding or defect (its index in the
// file, -1: none), a clicked one waiting to be replayed between frames (app/lab_window.cpp), the
// findings' places in the loaded world, and what the last replay did or why it could not.
struct SurveyView {
    std::unique_ptr<survey::SurveyFile> file;
    // Each kind's box, land_crease last (a --walks file lists it).
    std::array<bool, survey::kFindingKinds + 1> shown{true, true, true, true, true, true, true};
    long selected = -1;
    long pending = -1;
    // A defect file: the walk of the selected defect picked in its walks list (-1: the worst
    // walk), and one clicked there waiting to be replayed.
    long selected_walk = -1;
    long pending_walk = -1;
    bool scroll_to_selected = false; // selected from outside the list: bring its row into view
    FindingPlaces places;
    std::string status;
    std::string error;
};

// The Simulation panel's recording (docs/recordings.md; app/lab/record_controls.cpp): the
// path field Save recording... writes to (filled with app::default_recording_name() when a
// recording starts, unless typed in or given by --record), what the recording says it was
// opened as (a DAT location's text; "" for the scene's path), the last save's status or
// error (red), Record pressed (the window starts or stops it between frames), and the
// recorded frames' feet for SWEEPLAB_RECORD_TRACE (frame 1 first; cut as the recording is).
struct RecordView {
    std::array<char, 512> path{};
    bool path_given = false; // typed in the field or given by --record: kept
    std::string from;
    std::string status;
    std::string error;
    bool request_toggle = false;
    std::vector<glm::vec3> trace;
};

// Save as scene on the Survey panel's selected finding (app/lab/survey_panel.cpp): the path
// field (finding-KIND-START-HEADING.json, filled anew when another finding is selected), and
// the last save's status or error (red).
struct FindingSave {
    std::array<char, 512> path{};
    long filled_for = -1; // the finding the field was filled for
    std::string status;
    std::string error;
};

struct LabState {
    std::unique_ptr<LabController> lab;
    std::string load_error;    // shown in the scene panel when a picked scene fails
    std::string pending_scene; // set by the picker; opened between frames
    // A location outside the loaded landblocks (the DAT panel): its place is opened between
    // frames, as `sweeplab --dat DIR LOCATION` opens it.
    std::string pending_location;
    std::vector<SceneEntry> catalog;
    Boom boom;           // the mouse boom, used for keyboard play
    FrameInput keyboard; // this frame's keys
    ViewOptions view;
    physics::DebugDrawSettings debug = initial_debug_draw();
    ViewMode view_mode = ViewMode::Chase;        // app/layout/dock_layout.h
    bool overhead_inset = false;                 // a small overhead view along the chase view's top
    layout::Docks docks;                         // the dock widths; hidden by Tab
    std::map<std::string, bool> panel_collapsed; // panel key -> collapsed (app/lab/panels.cpp)
    float fps = 0.0f;
    bool request_restart = false;
    bool request_step_frame = false;
    bool request_step_substep = false;
    bool request_screenshot = false;
    bool request_step_back = false;
    bool request_fire = false;
    bool request_step_forward = false;
    long request_goto_frame = 0; // a failed check's "go to frame" (0: none)
    // Space pressed since the last simulation frame ran: the next frame run starts the jump.
    // Kept from the key-down event, not read as key state, so a tap released before the
    // window's next frame (or before the next 30 Hz frame) still jumps, once.
    bool request_jump = false;
    bool request_first_parting = false; // the Readings panel's "Go to first parting"
    FrameHistory history;
    // The crowd panel's settings.
    int crowd_count = 20;
    float crowd_radius = 0.5f;
    float crowd_spread = 8.0f;
    std::uint32_t crowd_seed = 0;
    // The inspector's world creature (its guid; 0: the nearest awake one, else the nearest).
    std::uint32_t inspected_creature = 0;
    std::string last_screenshot;
    // A --screenshot run's mouse (SWEEPLAB_SCREENSHOT_HOVER), in window units: set as ImGui's
    // mouse each frame, so the picture shows what hovering there shows.
    std::optional<glm::vec2> screenshot_mouse;
    // The DAT panel (app/lab/dat_panel.cpp): the location field, its last error (shown in
    // red), what the last teleport or copy did, and the list's filter.
    std::array<char, 256> dat_location{};
    std::string dat_error;
    std::string dat_status;
    std::array<char, 64> dat_filter{};
    // The Readings panel (app/lab/readings_panel.cpp): the avatar's and the ghost's fields.
    ReadingField avatar_reading;
    ReadingField ghost_reading;
    SurveyView survey;
    TraceView trace;   // the Trace panel (app/lab/trace_view.h)
    SpawnsView spawns; // the Spawns panel (app/lab/spawns_view.h)
    FindingSave finding_save;
    RecordView record;
};

// The boom the scene's camera section starts with.
Boom scene_boom(const scene::Scene& s);

// The keys a teleport's one frame runs with (the DAT panel's and the Trace panel's): none
// pressed, the mouse boom as it is.
[[nodiscard]] inline FrameInput idle_input(const LabState& state) {
    FrameInput in;
    in.camera_yaw = state.boom.yaw_deg;
    in.camera_pitch = state.boom.pitch_deg;
    in.camera_distance = state.boom.distance;
    return in;
}

} // namespace sweeplab::app
