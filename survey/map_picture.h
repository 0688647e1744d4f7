#pragma once
// One survey map (docs/survey.md, "Maps"): a place's world seen from straight above, north
// up, drawn in software. A view (map_picture.cpp) holds the land shaded by height with a
// hillshade, the land squares' grid, the indoor cells' floors and outlines from their physics
// BSPs, building shells and objects outlined from theirs (spheres and cylinders as circles),
// and each defect as a numbered disc in its kind's colour at its worst walk's position with a
// line back to that walk's start. The picture (map_layout.cpp) is the overview of the whole
// place and, beside it, the legend and close-up views of where the defects cluster, so a
// building a few metres across is seen with its defects around it. GL-free.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "physics/world/world.h"
#include "survey/map_raster.h"
#include "survey/survey_report.h"

namespace sweeplab::app::survey {

// The picture's area of the world (metres, the place's world frame) and its scale.
struct MapFrame {
    glm::vec2 min{0.0f}, max{0.0f};
    float pixels_per_metre = 4.0f;
    int width = 0, height = 0;
    // North up: x east to the right, y north to the top.
    [[nodiscard]] glm::vec2 to_pixel(const glm::vec3& p) const {
        return {(p.x - min.x) * pixels_per_metre, (max.y - p.y) * pixels_per_metre};
    }
};
// The frame over [min, max] at `pixels_per_metre` (the picture's size rounded up, the top
// edge moved up to where the last whole row ends).
[[nodiscard]] MapFrame map_frame(glm::vec2 min, glm::vec2 max, float pixels_per_metre);

struct MapMarker {
    std::uint32_t number = 0; // the defect's
    FindingKind kind = FindingKind::Embedded;
    Rgb colour;
    glm::vec3 position{0.0f}; // the worst walk at its finding's frame (world frame)
    glm::vec3 start{0.0f};    // that walk's start
    // The legend's name for the marker's group ("" : the finding kind's name); another
    // check's markers (the spawn check's) name their own kinds.
    std::string legend;
};

using MapRect = std::pair<glm::vec2, glm::vec2>; // world metres, min and max

struct MapPicture {
    std::string title; // the landblock (0xA9B4) or the scene
    // A DAT map: the walked landblock's square, outlined; the neighbours around it dimmed.
    std::optional<MapRect> focus;
    std::vector<MapMarker> markers; // in defect order
    // What the line from a marker back to its start means, in the legend.
    std::string start_label = "worst walk's start";
};

// The colours everything but the markers is drawn in (the legend shows them).
namespace palette {
inline constexpr Rgb kBackground{28, 30, 34};   // no land loaded; the picture's margins
inline constexpr Rgb kCellFloor{232, 214, 176}; // an indoor cell's walkable polygons
inline constexpr Rgb kCellEdge{128, 70, 24};    // every edge of a cell's physics polygons
inline constexpr Rgb kShellFill{60, 62, 84};    // a building shell's polygons from above
inline constexpr Rgb kShellEdge{250, 250, 250}; // and their edges
inline constexpr Rgb kObjectEdge{24, 24, 28};   // any other object's physics
inline constexpr Rgb kText{255, 255, 255}, kHalo{0, 0, 0};
} // namespace palette

// The marker's disc radius in pixels (its centre pixel is the kind's colour).
inline constexpr float kMarkerRadius = 6.0f;
inline constexpr int kFontScale = 2; // every text on a map: 10 x 14 pixel glyphs

// One view of the world at `frame`: land, geometry, the focus square, the markers and their
// numbers.
[[nodiscard]] Raster draw_view(const physics::World& world, const MapFrame& frame,
                               const MapPicture& picture);

// The whole picture: the overview at `overview` in its top-left corner (so a world point
// lands where overview.to_pixel puts it), the legend and the close-ups to its right.
[[nodiscard]] Raster draw_map(const physics::World& world, const MapFrame& overview,
                              const MapPicture& picture);

} // namespace sweeplab::app::survey
