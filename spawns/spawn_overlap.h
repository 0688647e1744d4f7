#pragma once
// What a spawn's placement spheres overlap at its saved origin (docs/spawns.md, the `hit`
// field), when retail's placement transition names nothing itself (a static object's solid
// test, or the land, reports no polygon): the objects near it (their physics BSP's polygon,
// their spheres and cylspheres), the indoor cell's physics BSP, then the terrain. Found at
// placement time, before the row is filed, so that neither it nor a later row is in the way.
#include <cstdint>
#include <span>

#include "physics/math/sphere.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"

namespace sweeplab::spawns {

struct Overlap {
    // An object's or cell's polygon (owner, index; its vertices in the world frame), else
    // invalid.
    physics::TracedPolygon polygon;
    std::uint32_t object = 0; // an object overlapped by its spheres or cylspheres
    bool land = false;        // the terrain
};

// `spheres` in the world frame; `self` is never an answer; `cell` the internal id of the cell
// the spot is in (indoors, its BSP is tested).
[[nodiscard]] Overlap find_overlap(const physics::World& world,
                                   std::span<const physics::Sphere> spheres, std::uint32_t self,
                                   std::uint32_t cell);

} // namespace sweeplab::spawns
