#pragma once
#include <optional>
#include <string>

#include "scene/scene.h"
#include "scene/scene_error.h"

namespace sweeplab::scene {

// What a load needs from outside the file: the DAT folder for a scene with a `dat` key
// (`--dat DIR`; without it, $SWEEPLAB_DAT_DIR when that is set and non-empty).
struct LoadOptions {
    std::optional<std::string> dat_dir;
    // --world PATH...: world data added after a `dat` scene's own "world" list.
    std::vector<std::string> world;
};

// Reads and validates a `sweeplab-scene/1` file. Throws SceneError naming the file, the JSON
// path and the problem; `display_name` is how the file is named in errors (default: path).
Scene load_scene_file(const std::string& path, const LoadOptions& options = {});

// The same for text already in memory (tests, fuzzers); `file` names it in errors.
Scene load_scene_text(const std::string& text, const std::string& file,
                      const LoadOptions& options = {});

} // namespace sweeplab::scene
