#pragma once
// The scene `sweeplab --dat DIR LOCATION` plays (docs/command-line.md, "Retail DAT
// worlds"): the location's landblock with its neighbours (the 3 x 3 around it), the
// retail human at the location, no script. Without a position an outdoor cell puts the feet
// at the centre of its 24 m square on the terrain, an indoor cell at the cell's origin (the
// mover's placement insert then finds the nearest valid spot).
#include <cstdint>
#include <string>
#include <vector>

#include "dat/dat_folder.h"
#include "scene/location.h"
#include "scene/scene.h"

namespace sweeplab::scene {

// Reads what the position needs (the LandBlock and the Region's height table outdoors, the
// EnvCell indoors); throws dat::DatError when a record is missing or bad.
// `world`: the server's world data for the place (docs/world-objects.md), in read order.
[[nodiscard]] Scene location_scene(const dat::DatFolder& folder, const Location& location,
                                   const std::vector<std::string>& world = {});

// The terrain height at the centre of an outdoor cell's square, in metres: the centre lies on
// the square's diagonal whichever way retail splits it, so it is the mean of that diagonal's
// two corner heights.
[[nodiscard]] float land_cell_centre_height(const dat::DatFolder& folder, std::uint32_t cell);

} // namespace sweeplab::scene
