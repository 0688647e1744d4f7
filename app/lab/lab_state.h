#pragma once
// What the lab window shows and edits around the controller: the mouse boom, the view
// options, the scene catalogue.
#include <memory>
#include <string>
#include <vector>

#include "app/lab/history.h"
#include "app/scene_catalog.h"
#include "app/sim/lab_controller.h"
#include "app/view_camera.h"

namespace sweeplab::app {

struct ViewOptions {
    bool show_portals = true;
    bool show_objects = true;
    bool show_avatar = true;
    bool show_axes = false;
    bool show_substeps = true;
    bool show_camera = true;
};

// What the main viewport shows: the chase view, the collided and uncollided eyes side by
// side (the camera A/B), or a view from above that shows where the chase eye is.
enum class ViewMode { Chase, Split, Overhead };

struct LabState {
    std::unique_ptr<LabController> lab;
    std::string load_error;    // shown in the scene panel when a picked scene fails
    std::string pending_scene; // set by the picker; opened between frames
    std::vector<SceneEntry> catalog;
    Boom boom;           // the mouse boom, used for keyboard play
    FrameInput keyboard; // this frame's keys
    ViewOptions view;
    ViewMode view_mode = ViewMode::Chase;
    bool overhead_inset = false; // a small overhead view in the chase view's corner
    float fps = 0.0f;
    bool request_restart = false;
    bool request_step_frame = false;
    bool request_step_substep = false;
    bool request_screenshot = false;
    bool request_step_back = false;
    bool request_fire = false;
    bool request_step_forward = false;
    long request_goto_frame = 0; // a failed check's "go to frame" (0: none)
    FrameHistory history;
    // The crowd panel's settings.
    int crowd_count = 20;
    float crowd_radius = 0.5f;
    float crowd_spread = 8.0f;
    std::uint32_t crowd_seed = 0;
    bool crowd_wander = false;
    std::string last_screenshot;
};

// The boom the scene's camera section starts with.
Boom scene_boom(const scene::Scene& s);

} // namespace sweeplab::app
