#include "capi_fixture.h"

#include <fstream>

#include <unistd.h>

#include "../dat/writer/synthetic_place.h"

namespace sweeplab::test::capi {

namespace {

std::filesystem::path run_dir() {
    static const std::filesystem::path dir = [] {
        auto d = std::filesystem::temp_directory_path() /
                 ("sweeplab-capi-" + std::to_string(::getpid()));
        std::filesystem::create_directories(d);
        return d;
    }();
    return dir;
}

} // namespace

const std::string& place_dir() {
    static const std::string dir = [] {
        const auto d = run_dir() / "place";
        place::write_synthetic_place(d);
        return d.string();
    }();
    return dir;
}

const std::string& door_walk_scene() {
    static const std::string path = [] {
        const auto p = run_dir() / "door-walk.json";
        std::ofstream out(p);
        out << R"({"format": "sweeplab-scene/1", "name": "door walk",
  "dat": {"landblocks": ["0xA9B4"], "radius": 1},
  "player": {"position": [60.0, 50.0, 0.0], "yaw": 0},
  "script": [{"frames": 120, "forward": 1}]}
)";
        return p.string();
    }();
    return path;
}

std::string shipped_scene(const char* name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

} // namespace sweeplab::test::capi
