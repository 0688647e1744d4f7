#pragma once
// Water on the land for drawing (docs/water.md): a land square with water is drawn as its bed,
// the land lowered by the depth a mover rests at (0.9 m all over an all-water square; 0.45 m
// under a water corner and 0.1 m under a dry one of a partly-water square, shaded between),
// and a translucent surface at the land's height, so a wading avatar shows under it. No GL.
#include <cstdint>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "render/vertex.h"

namespace sweeplab::render {

// The water surface's colour (alpha: its opacity) and the bed's.
inline constexpr glm::vec4 kWaterSurface{0.22f, 0.45f, 0.78f, 0.45f};
inline constexpr glm::vec4 kWaterBed{0.45f, 0.43f, 0.33f, 1.0f};

// One land square: corners v00, v10, v11, v01 (x east, y north) with their normals, its
// corners' water bits (physics kWaterSW, kWaterSE, kWaterNW, kWaterNE) and its diagonal
// (physics::terrain_cut_sw_ne). The bed goes to `bed` in `bed_color` (w kept), the surface to
// `surface`. A square without water adds nothing.
void add_water_square(const Vertex corners[4], std::uint8_t water_corners, bool cut_sw_ne,
                      TriangleList& bed, TriangleList& surface);

} // namespace sweeplab::render
