#pragma once
// What the lab window shows and edits: the scene, the avatar, the boom and the view options.
#include <string>
#include <vector>

#include "app/frame_builder.h"
#include "app/scene_catalog.h"
#include "app/view_camera.h"
#include "scene/scene.h"

namespace sweeplab::app {

struct ViewOptions {
    bool show_portals = true;
    bool show_objects = true;
    bool show_avatar = true;
    bool show_axes = true;
};

struct LabState {
    scene::Scene scene;
    std::string scene_path;
    std::string load_error;    // shown in the scene panel when a picked scene fails
    std::string pending_scene; // set by the picker; opened between frames
    std::vector<SceneEntry> catalog;
    AvatarPose avatar;
    Boom boom;
    ViewOptions view;
    long frame = 0;
    float fps = 0.0f;
};

// Resets the avatar and the boom to what the scene says.
void reset_to_scene(LabState& s);

} // namespace sweeplab::app
