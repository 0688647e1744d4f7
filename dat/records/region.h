#pragma once
// Region 0x13000000 (client_portal.dat), read as far as LandDefs and its land height table:
// the only part the land needs. The rest (GameTime, sky, sound, scene, terrain textures,
// RegionMisc) is not read. Layout: ACE FileTypes/RegionDesc.cs and Entity/LandDefs.cs, DRW
// dats.xml Region / LandDefs, retail CRegionDesc::UnPack.
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "dat/reader.h"

namespace sweeplab::dat {

struct LandDefs {
    std::int32_t num_block_length = 0; // landblocks along x (255 in Dereth)
    std::int32_t num_block_width = 0;
    float square_length = 0.0f;     // metres per land cell (24)
    std::int32_t lblock_length = 0; // cells per landblock side (8)
    std::int32_t vertex_per_cell = 0;
    float max_obj_height = 0.0f;
    float sky_height = 0.0f;
    float road_width = 0.0f;
    std::array<float, 256> land_height_table{}; // LandBlock height byte -> z in metres
};

// The one Region record of client_portal.dat (Dereth's land definitions).
inline constexpr std::uint32_t kRegionId = 0x13000000u;

struct RegionRecord {
    std::uint32_t id = 0; // 0x13000000
    std::uint32_t region_number = 0;
    std::uint32_t version = 0;
    std::string name; // "Dereth"
    LandDefs land_defs;
};

// Reads up to the end of the land height table and stops there (the record goes on).
[[nodiscard]] RegionRecord parse_region(std::span<const std::byte> data, const RecordName& name);

} // namespace sweeplab::dat
