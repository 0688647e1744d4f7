#pragma once
// What a transition sub-step hit, named in record terms so a user can put it in a report
// (docs/lab.md, "The lab": Inspector, hit record): a cell polygon as its EnvCell, Environment, cell
// structure and stored polygon index; an object polygon as its GfxObj or Setup (and part); an
// object's shapes; the land as its land cell and triangle. Renderer-free: the Inspector shows these
// lines.
//
// The trace records a BSP polygon by its owner (physics::TracedPolygon::owner: the cell's
// internal id for a cell's physics BSP, the shadow object's id for an object's or a
// building shell's) and its index in that BSP's polygon table; the stored polygon index is
// that entry's BspPolygon::source_polygon (scene/dat_trees.h keeps the stored order, so in a
// DAT world they are the same number). Without a DAT description (a JSON scene) the names
// fall back to the scene's cell and object ids.
#include <cstdint>
#include <string>

#include <glm/vec3.hpp>

#include "physics/world/trace.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"

namespace sweeplab::app {

// "EnvCell 0xA9B40101 Environment 0x0D000A00 structure 0 polygon 7",
// "Setup 0x02000A02 part 1 GfxObj 0x01000A03 polygon 2", "GfxObj 0x01000A00 polygon 5",
// "GfxObj 0x01000B00 (building shell) polygon 4"; "-" for an invalid polygon.
[[nodiscard]] std::string polygon_record(const scene::DatWorldDesc* desc,
                                         const physics::World& world,
                                         const physics::TracedPolygon& polygon);
// An indoor cell by its internal id: "EnvCell 0xA9B40105 Environment 0x0D000101 structure 0"
// (a scene's: "cell 0x0100").
[[nodiscard]] std::string cell_record(const scene::DatWorldDesc* desc, const physics::World& world,
                                      std::uint32_t internal_id);
// An object by its physics id, for a hit on its shapes: "Setup 0x020019E3 cylspheres".
[[nodiscard]] std::string object_record(const scene::DatWorldDesc* desc,
                                        const physics::World& world, std::uint32_t object_id);
// The land under a point: "land cell 0xA9B4001B triangle 1" (the triangle as retail's
// CLandCell::find_terrain_poly picks it: the first of the two that holds the point in 2D).
[[nodiscard]] std::string land_record(const physics::World& world, const glm::vec3& point);

// What the sub-step ran into: its collide polygon, else the object it hit, else for an
// outdoor hit the land under the foot sphere's low point, else the cell; "nothing".
[[nodiscard]] std::string substep_hit_record(const scene::DatWorldDesc* desc,
                                             const physics::World& world,
                                             const physics::SubstepTrace& step);
// The line the Inspector's copy button puts on the clipboard: "hit <record>; walkable
// <record>; at <location>" (the walkable part when the sub-step kept one, the location in a
// DAT world: the sub-step's position as a retail location, in the cell that held it).
[[nodiscard]] std::string substep_report_line(const scene::DatWorldDesc* desc,
                                              const physics::World& world,
                                              const physics::SubstepTrace& step);

} // namespace sweeplab::app
