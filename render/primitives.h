#pragma once
// Unit shapes drawn instanced: a sphere of radius 1, an upright cylinder of radius 1 from
// z = 0 to z = 1 with caps, and a cube with half extent 1.
#include "render/vertex.h"

namespace sweeplab::render {

TriangleList unit_sphere(int stacks, int slices);
TriangleList unit_cylinder(int slices);

} // namespace sweeplab::render
