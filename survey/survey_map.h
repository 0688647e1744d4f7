#pragma once
// `sweeplab survey --map DIR` (docs/survey.md, "Maps"): a picture of every landblock with
// defects, drawn from above without GL (the land shaded by height, cells and buildings
// outlined, each defect a numbered mark in its kind's colour), and DIR/index.html listing the
// defects with their /loc lines and pictures. A scene survey draws the scene's one place.
#include <optional>
#include <string>
#include <vector>

#include "survey/map_index.h"
#include "survey/survey_report.h"

namespace sweeplab::dat {
struct DatFolder;
}

namespace sweeplab::app::survey {

struct MapSource {
    // A DAT survey: the folder its places are built from (survey_place.h dat_place).
    const dat::DatFolder* folder = nullptr;
    // A scene survey: the scene's file (a path; the app resolves bare names).
    std::string scene_path;
    std::optional<std::string> scene_dat_dir; // --dat for a scene with `dat`
};

// Writes the pictures and index.html into `dir` (created if missing). `defects` in output
// order (numbered). Returns the pictures written (each one's frame says where a world point
// lands on it). Throws std::runtime_error naming the file it cannot write, and what building
// a place throws.
std::vector<MapEntry> write_survey_maps(const std::string& dir, const std::vector<Defect>& defects,
                                        const Summary& summary, const MapSource& source);

} // namespace sweeplab::app::survey
