#include "app/scene_catalog.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "app/data_dir.h"
#include "scene/loader.h"

namespace fs = std::filesystem;

namespace sweeplab::app {

std::string scenes_dir() {
    if (const char* env = std::getenv("SWEEPLAB_ASSETS")) return std::string(env) + "/scenes";
    // An installed sweeplab reads its own scenes, wherever it is run from.
    if (const auto installed = installed_data_dir("scenes")) return *installed;
    if (fs::is_directory("assets/scenes")) return "assets/scenes";
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes";
}

std::vector<SceneEntry> list_scenes() {
    std::vector<SceneEntry> out;
    const std::string dir = scenes_dir();
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        if (e.path().extension() != ".json") continue;
        const std::string path = dir + "/" + e.path().filename().string();
        try {
            const scene::Scene s = scene::load_scene_file(path);
            out.push_back({path, s.name, s.summary});
        } catch (const scene::SceneError&) {
            // A broken scene is reported when it is opened, not when listing.
        }
    }
    std::sort(out.begin(), out.end(),
              [](const SceneEntry& a, const SceneEntry& b) { return a.path < b.path; });
    return out;
}

std::string resolve_scene(const std::string& arg) {
    if (arg.empty()) return scenes_dir() + "/" + kDefaultScene + ".json";
    if (fs::exists(arg)) return arg;
    const bool bare = arg.find('/') == std::string::npos && arg.find('.') == std::string::npos;
    if (bare) {
        const std::string candidate = scenes_dir() + "/" + arg + ".json";
        if (fs::exists(candidate)) return candidate;
    }
    return arg; // the loader names the missing file
}

} // namespace sweeplab::app
