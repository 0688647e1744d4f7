#pragma once
// Finds scenes: the catalogue of assets/scenes/ and the SCENE argument's resolution.
#include <string>
#include <vector>

namespace sweeplab::app {

struct SceneEntry {
    std::string path; // as printed by --list-scenes, usable as SCENE from the repo root
    std::string name;
    std::string summary;
};

// The folder that holds the scenes: $SWEEPLAB_ASSETS/scenes, the installed scenes beside the
// executable (../share/sweeplab/scenes), ./assets/scenes, or the source tree's assets/scenes.
std::string scenes_dir();

// Every loadable scene, sorted by path. Scenes that fail to load are skipped.
std::vector<SceneEntry> list_scenes();

// A path as given, or a bare name such as `crowd` found in scenes_dir().
std::string resolve_scene(const std::string& arg);

inline constexpr const char* kDefaultScene = "cottage";

} // namespace sweeplab::app
