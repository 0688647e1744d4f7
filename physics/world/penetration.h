#pragma once
// Penetration measurement for the headless summary: how deep a set of spheres overlaps any
// solid shape of the world (terrain, BSP polygons of cells and shells, cylinders, spheres,
// creature spheres; ethereal objects excepted). Not retail; a diagnostic.
#include <cstdint>
#include <span>

#include "physics/math/sphere.h"

namespace sweeplab::physics {

class World;

// What the deepest overlap of one class of shape was with (the survey names it in its
// report): the land (`owner` the land cell id, `index` its triangle), a cell's physics BSP
// polygon (`owner` the cell's internal id, `index` its polygon table entry), an object's BSP
// polygon (`owner` the object's id), or an object's cylinder or sphere (`index` the shape).
struct PenetrationThing {
    enum class Kind : std::uint8_t { None, Land, CellPolygon, ObjectPolygon, Cylinder, Sphere };
    Kind kind = Kind::None;
    std::uint32_t owner = 0;
    std::int32_t index = -1;
    std::uint32_t sphere = 0; // which of the given spheres
    float depth = 0.0f;
};
// The overlap split in two: the land, and every other solid shape (each its deepest).
struct PenetrationParts {
    PenetrationThing land, solid;
};

// The deepest overlap in metres (0 when nothing overlaps). `self_id` is skipped. With
// `parts`, also what the deepest land and the deepest other overlap were with (free when
// null: the measure is the same either way).
[[nodiscard]] float max_penetration(const World& world, std::span<const Sphere> spheres,
                                    std::uint32_t self_id = 0, PenetrationParts* parts = nullptr);

} // namespace sweeplab::physics
