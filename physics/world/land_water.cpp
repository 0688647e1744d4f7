// Retail's water on the land (physics/world/land_water.h, docs/water.md).
#include "physics/world/land_water.h"

#include <span>

#include "physics/world/world.h"

namespace sweeplab::physics {

const char* water_type_name(WaterType w) {
    switch (w) {
    case WaterType::NotWater:
        return "not water";
    case WaterType::PartiallyWater:
        return "partly water";
    case WaterType::EntirelyWater:
        return "all water";
    }
    return "not water";
}

bool terrain_type_is_water(std::uint32_t terrain_type) {
    return terrain_type >= 16u && terrain_type <= 20u;
}

bool terrain_word_is_water(std::uint16_t terrain_word) {
    return terrain_type_is_water((static_cast<std::uint32_t>(terrain_word) >> 2u) & 0x1Fu);
}

// CLandBlockStruct::CalcCellWater @ 0x00531550
WaterType calc_cell_water(std::uint8_t corners) {
    bool has_water = false, all_water = true;
    for (std::uint8_t bit : {kWaterSW, kWaterNW, kWaterSE, kWaterNE}) {
        if ((corners & bit) != 0)
            has_water = true;
        else
            all_water = false;
    }
    if (!has_water) return WaterType::NotWater;
    return all_water ? WaterType::EntirelyWater : WaterType::PartiallyWater;
}

// CLandBlockStruct::calc_water_depth @ 0x005315F0
float calc_water_depth(const LandCell& cell, const glm::vec3& point) {
    // The decompile lost the two compares that pick the corner; ACE reads them as the point's
    // offset in its 24 m square against 12 m, the far corner from 12 m on
    // (docs/divergences.md). A scene's squares may be smaller: their own half.
    const glm::vec2 half = 0.5f * (cell.max - cell.min);
    const bool east = point.x - cell.min.x >= half.x;
    const bool north = point.y - cell.min.y >= half.y;
    const std::uint8_t corner = north ? (east ? kWaterNE : kWaterNW) : (east ? kWaterSE : kWaterSW);
    return (cell.water_corners & corner) != 0 ? 0.44999999f : 0.1f;
}

// CObjCell::get_water_depth @ 0x0052B8A0
float get_water_depth(const LandCell& cell, const glm::vec3& point) {
    switch (cell.water) {
    case WaterType::NotWater:
        return 0.0f;
    case WaterType::EntirelyWater:
        return 0.89999998f;
    case WaterType::PartiallyWater:
        return calc_water_depth(cell, point);
    }
    return 0.0f;
}

// CLandBlockStruct::CalcWater @ 0x00531700 over the whole grid: each square's type from its
// corners, each landblock's (8 x 8 squares at global coordinates, LandDefs) from its squares.
void World::set_land_water(std::span<const std::uint8_t> square_corners) {
    if (square_corners.size() != land_.size()) return;
    for (std::size_t k = 0; k < land_.size(); ++k) {
        land_[k].water_corners = square_corners[k] & 0x0Fu;
        land_[k].water = calc_cell_water(land_[k].water_corners);
    }
    // The landblocks: any square with water makes a landblock's water, every square all water
    // (of those loaded) makes it all water.
    struct Block {
        bool has_water = false, all_water = true;
    };
    auto block_of = [](const LandCell& c) {
        return static_cast<std::uint32_t>((c.gx >> 3) << 8 | (c.gy >> 3));
    };
    std::vector<std::pair<std::uint32_t, Block>> blocks;
    auto find = [&](std::uint32_t id) -> Block& {
        for (auto& [k, b] : blocks)
            if (k == id) return b;
        blocks.emplace_back(id, Block{});
        return blocks.back().second;
    };
    for (const LandCell& c : land_) {
        if (c.id == 0) continue;
        Block& b = find(block_of(c));
        if (c.water != WaterType::NotWater) b.has_water = true;
        if (c.water != WaterType::EntirelyWater) b.all_water = false;
    }
    for (LandCell& c : land_) {
        if (c.id == 0) continue;
        const Block& b = find(block_of(c));
        c.block_water = !b.has_water  ? WaterType::NotWater
                        : b.all_water ? WaterType::EntirelyWater
                                      : WaterType::PartiallyWater;
    }
}

bool World::terrain_height(float x, float y, float& z) const {
    Plane plane;
    if (!terrain_plane(x, y, plane) || plane.normal.z == 0.0f) return false;
    z = -(plane.normal.x * x + plane.normal.y * y + plane.d) / plane.normal.z;
    return true;
}

bool World::rest_height(float x, float y, float& z) const {
    Plane plane;
    if (!terrain_plane(x, y, plane) || plane.normal.z == 0.0f) return false;
    // validate_walkable holds plane . low + depth at 0: on a slope the depth is measured
    // along the plane's normal, so the lowest point sits depth / n.z under the land.
    const float depth = water_depth_at(x, y);
    z = -(plane.normal.x * x + plane.normal.y * y + plane.d + depth) / plane.normal.z;
    return true;
}

float World::water_depth_at(float x, float y) const {
    const LandCell* c = land_cell_at(x, y);
    return c != nullptr ? get_water_depth(*c, glm::vec3(x, y, 0.0f)) : 0.0f;
}

} // namespace sweeplab::physics
