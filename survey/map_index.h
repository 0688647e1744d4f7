#pragma once
// The survey maps' index.html (docs/survey.md, "Maps"): one self-contained page (no script,
// no style sheet or font to fetch; the pictures beside it in the same folder) with a table
// of the defects in output order and each picture once, the defects on it listed under it.
#include <cstddef>
#include <string>
#include <vector>

#include "survey/map_picture.h"
#include "survey/survey_report.h"

namespace sweeplab::app::survey {

// One picture of the maps: its file in the folder, its title, its overview's frame (where a
// world point lands on it), its size, and the defects on it (indices into the defect list).
struct MapEntry {
    std::string file;          // "0xA9B4.png", "scene.png"
    std::string title;         // "0xA9B4", the scene's name
    MapFrame frame;            // the overview's, at the picture's top-left corner
    int width = 0, height = 0; // the whole picture (the overview and the column beside it)
    std::vector<std::size_t> defects;
};

// The colour a kind is drawn in, on the maps and in the page: the lab's (finding_colour).
[[nodiscard]] Rgb kind_rgb(FindingKind kind);

// Text with &, <, >, " and ' as HTML entities.
[[nodiscard]] std::string html_escape(const std::string& text);

// The page. `dat`: the defects' starts are /loc lines, else scene positions.
[[nodiscard]] std::string map_index_html(const std::vector<Defect>& defects, const Summary& summary,
                                         const std::vector<MapEntry>& maps, bool dat);

} // namespace sweeplab::app::survey
