#pragma once
#include <string>

#include "scene/scene.h"
#include "scene/scene_error.h"

namespace sweeplab::scene {

// Reads and validates a `sweeplab-scene/1` file. Throws SceneError naming the file, the JSON
// path and the problem; `display_name` is how the file is named in errors (default: path).
Scene load_scene_file(const std::string& path);

// The same for text already in memory (tests, fuzzers); `file` names it in errors.
Scene load_scene_text(const std::string& text, const std::string& file);

} // namespace sweeplab::scene
