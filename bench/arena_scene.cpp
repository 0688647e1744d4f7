#include "bench/arena_scene.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

#include <unistd.h>

namespace sweeplab::bench {

std::string arena_scene_file(int n) {
    const auto path =
        std::filesystem::temp_directory_path() /
        ("sweeplab-arena-" + std::to_string(::getpid()) + "-" + std::to_string(n) + ".json");
    if (std::filesystem::exists(path)) return path.string();
    std::ofstream out(path);
    // The player is the arena's mover: one sphere of 0.48 m at 0.48 above the feet, step-up
    // and step-down 0.4 (arena_mover_config).
    out << R"({"format": "sweeplab-scene/1", "name": "arena",
  "ground": {"z": 0, "extent": 10},
  "player": {"position": [0, 0, 0], "yaw": 0,
             "spheres": [{"center": [0, 0, 0.48], "radius": 0.48}],
             "step_up_height": 0.4, "step_down_height": 0.4},
  "objects": [)";
    const float o = kArenaHalf + kWallThickness / 2.0f;
    const float l = kArenaHalf + kWallThickness;
    const float t = kWallThickness / 2.0f;
    const float h = kWallHeight / 2.0f;
    const float walls[4][6] = {
        {o, 0, h, t, l, h}, {-o, 0, h, t, l, h}, {0, o, h, l, t, h}, {0, -o, h, l, t, h}};
    char buf[256];
    for (int i = 0; i < 4; ++i) {
        std::snprintf(buf, sizeof buf,
                      "%s\n    {\"id\": %d, \"kind\": \"box\", \"position\": [%.9g, %.9g, %.9g], "
                      "\"half_extents\": [%.9g, %.9g, %.9g]}",
                      i ? "," : "", i + 1, double{walls[i][0]}, double{walls[i][1]},
                      double{walls[i][2]}, double{walls[i][3]}, double{walls[i][4]},
                      double{walls[i][5]});
        out << buf;
    }
    const std::vector<glm::vec3> crowd = arena_crowd(n, false);
    for (std::size_t i = 0; i < crowd.size(); ++i) {
        std::snprintf(buf, sizeof buf,
                      ",\n    {\"id\": %zu, \"kind\": \"sphere\", \"creature\": true, "
                      "\"position\": [%.9g, %.9g, %.9g], \"radius\": %.9g}",
                      i + kFirstCrowdId, double{crowd[i].x}, double{crowd[i].y}, double{crowd[i].z},
                      double{kCrowdRadius});
        out << buf;
    }
    out << "\n  ]}\n";
    out.close();
    return path.string();
}

} // namespace sweeplab::bench
