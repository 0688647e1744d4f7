#include "dat/records/region.h"

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

// CRegionDesc::UnPack (0x004FF440) up to LandDefs: id, number, version, the name (u16-length
// string, padded to 4), then LandDefs with its 256-entry height table. The heights become terrain
// vertices, so they (and the square length) must be finite.
RegionRecord parse_region(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    RegionRecord rg;
    rg.id = detail::record_id(r);
    rg.region_number = detail::u32(r, "RegionNumber");
    rg.version = detail::u32(r, "Version");
    rg.name = detail::legacy_string(r, "RegionName");
    LandDefs& ld = rg.land_defs;
    ld.num_block_length = detail::i32(r, "NumBlockLength");
    ld.num_block_width = detail::i32(r, "NumBlockWidth");
    ld.square_length = detail::finite_f32(r, "SquareLength");
    ld.lblock_length = detail::i32(r, "LBlockLength");
    ld.vertex_per_cell = detail::i32(r, "VertexPerCell");
    ld.max_obj_height = detail::raw_f32(r, "MaxObjHeight");
    ld.sky_height = detail::raw_f32(r, "SkyHeight");
    ld.road_width = detail::raw_f32(r, "RoadWidth");
    detail::need(r, 4 * ld.land_height_table.size(), "LandHeightTable");
    for (auto& h : ld.land_height_table)
        h = detail::finite_f32(r, "LandHeightTable");
    return rg;
}

} // namespace sweeplab::dat
