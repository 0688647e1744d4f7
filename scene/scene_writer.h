#pragma once
// The other half of the loader: a Scene written back as a `sweeplab-scene/1` file that loads
// to the same Scene (docs/scene-format.md). Every float is written in its shortest form that
// reads back to the same float, so a written scene runs bit for bit as the one it came from
// (a recording's replay depends on it). Crowd members are written as their generators, a
// DAT place as its `dat` key (the folder comes from --dat, as for any scene).
#include <string>

#include "scene/scene.h"

namespace sweeplab::scene {

// The `recorded` key of a recording (docs/scene-format.md): who wrote it, how many frames,
// from which scene or location. The loader accepts it and ignores it.
struct RecordedInfo {
    std::string by; // "sweeplab 0.1.0"
    long frames = 0;
    std::string from;    // the scene file, or the DAT location the recording started from
    std::string reading; // the avatar's reading (a replay under another parts from it); "" none
};

// The scene as JSON text (one key per line at the top level, ending in a newline).
// `recorded`, when given, adds the `recorded` key.
[[nodiscard]] std::string write_scene_json(const Scene& scene,
                                           const RecordedInfo* recorded = nullptr);

// A JSON string literal: quotes, backslashes and control characters escaped.
[[nodiscard]] std::string json_string(const std::string& s);

// The shortest decimal that reads back (through a double, as the loader reads) to `v`.
[[nodiscard]] std::string shortest_float(float v);

} // namespace sweeplab::scene
