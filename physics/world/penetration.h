#pragma once
// Penetration measurement for the headless summary: how deep a set of spheres overlaps any
// solid shape of the world (terrain, BSP polygons of cells and shells, cylinders, spheres,
// creature spheres; ethereal objects excepted). Not retail; a diagnostic.
#include <cstdint>
#include <span>

#include "physics/math/sphere.h"

namespace sweeplab::physics {

class World;

// The deepest overlap in metres (0 when nothing overlaps). `self_id` is skipped.
[[nodiscard]] float max_penetration(const World& world, std::span<const Sphere> spheres,
                                    std::uint32_t self_id = 0);

} // namespace sweeplab::physics
