#pragma once
// `sweeplab spawns --map DIR` (docs/spawns.md, "Maps"): the survey's pictures (survey/
// map_picture.h: the land from above, cells, buildings and objects outlined) of every landblock
// with findings, a numbered marker per finding where the object stands (its saved origin when
// it is dropped) with a line back to its saved origin, and DIR/index.html listing the findings
// with their /teleloc lines. GL-free.
#include <string>
#include <vector>

#include "physics/reading/reading.h"
#include "spawns/spawn_report.h"
#include "survey/map_raster.h"

namespace sweeplab::spawns {

// The colour of a kind on the maps and in the lab's Spawns panel.
[[nodiscard]] app::survey::Rgb spawn_kind_rgb(SpawnKind kind);

struct MapInputs {
    std::string dat_dir;
    std::vector<std::string> world;
    physics::Reading reading{};
};

// Writes the pictures and index.html into `dir` (created if missing); `lines` in output order.
// Throws std::runtime_error naming a file it cannot write, and what building a place throws.
void write_spawn_maps(const std::string& dir, const std::vector<SpawnLine>& lines,
                      const SpawnSummary& summary, const MapInputs& inputs);

} // namespace sweeplab::spawns
