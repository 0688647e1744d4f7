#pragma once
// What the spawn check measures of a placed world object (docs/spawns.md, "Kinds"): its
// shape's lowest point, the terrain under it, the cell retail's search gives for its saved
// origin, and a world position written back in its cell's landblock frame.
#include <cstdint>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "physics/math/frame.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "scene/location.h"
#include "spawns/spawn_report.h"

namespace sweeplab::spawns {

struct LowestPoint {
    float z = 0.0f;
    std::string what; // which shape holds it: "part 0 GfxObj 0x01000A03", "cylsphere", ...
};

// For each world object, its entries in desc.objects (one pass, so that a landblock's rows
// are measured in linear time).
[[nodiscard]] std::vector<std::vector<std::uint32_t>>
world_object_entries(const scene::DatWorldDesc& desc);
// The lowest point of world object `index` as it collides: its parts' physics (their drawn
// polygons' lowest vertex), its cylspheres' bases, its spheres' bottoms; its origin when it has
// no shape. `entries`: its entries in desc.objects (world_object_entries).
[[nodiscard]] LowestPoint lowest_point(const scene::DatWorldDesc& desc, std::size_t index,
                                       const std::vector<std::uint32_t>& entries);
// What an under_ground line measures against at p: "the terrain", or in water "the water's
// rest, 0.90 m under the terrain" (World::rest_height).
[[nodiscard]] std::string rest_surface_words(const physics::World& world, const glm::vec3& p);
// The cell retail gives for the row's saved origin: outdoors the land cell of x, y; indoors
// what AdjustPosition gave (the saved cell, one of its visible cells, or the land when it is
// seen from outside). 0 for cell 0 and when there is none.
[[nodiscard]] std::uint32_t right_cell(const physics::World& world,
                                       const scene::WorldObjectDesc& o);
// A world-frame position as the server stores it in `full_cell`: the origin in the cell's
// landblock frame.
[[nodiscard]] SpawnPos spawn_pos_of(const scene::WorldFrame& frame, const physics::Frame& f,
                                    std::uint32_t full_cell);

} // namespace sweeplab::spawns
