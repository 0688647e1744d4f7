#pragma once
// Water on the land as retail has it (docs/water.md): which terrain types are water, each land
// square's water type from its four corners, each landblock's from its squares, and the depth
// a mover or an object rests at below the land there.
#include <cstdint>

#include <glm/vec3.hpp>

namespace sweeplab::physics {

struct LandCell;

// LandDefs::WaterType.
enum class WaterType : std::uint8_t { NotWater = 0, PartiallyWater = 1, EntirelyWater = 2 };

[[nodiscard]] const char* water_type_name(WaterType w);

// A land square's corners' water bits (LandCell::water_corners): SW, SE, NW, NE, as the
// terrain words of vertices (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1).
inline constexpr std::uint8_t kWaterSW = 1u, kWaterSE = 2u, kWaterNW = 4u, kWaterNE = 8u;

// TERRAIN_SURF_CHAR (the client's table of the 32 terrain types): types 16 to 20
// (WaterRunning, WaterStandingFresh, WaterShallowSea, WaterShallowStillSea, WaterDeepSea) are
// WATER, every other SOLID.
[[nodiscard]] bool terrain_type_is_water(std::uint32_t terrain_type);
// A LandBlock terrain word's type is bits 2-6.
[[nodiscard]] bool terrain_word_is_water(std::uint16_t terrain_word);

// CLandBlockStruct::CalcCellWater @ 0x00531550: a square has water when a corner is water,
// and is all water when every corner is.
[[nodiscard]] WaterType calc_cell_water(std::uint8_t corners);

// CLandBlockStruct::calc_water_depth @ 0x005315F0 (a partly-water square): 0.45 m when the
// corner nearest `point` is water, else 0.1 m.
[[nodiscard]] float calc_water_depth(const LandCell& cell, const glm::vec3& point);

// CObjCell::get_water_depth @ 0x0052B8A0: 0 on dry land, 0.9 m in an all-water square, else
// calc_water_depth.
[[nodiscard]] float get_water_depth(const LandCell& cell, const glm::vec3& point);

} // namespace sweeplab::physics
