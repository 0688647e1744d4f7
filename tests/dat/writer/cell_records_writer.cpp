#include "tests/dat/writer/cell_records_writer.h"

namespace sweeplab::dat::testing {

namespace {
std::uint16_t low16(std::uint32_t v) {
    return static_cast<std::uint16_t>(v & 0xFFFFu);
}
} // namespace

void write_frame(ByteWriter& w, const DatFrame& f) {
    w.frame(f.origin, f.orientation);
}

void write_stabs(ByteWriter& w, const std::vector<DatStab>& stabs) {
    w.u32(static_cast<std::uint32_t>(stabs.size()));
    for (const auto& s : stabs) {
        w.u32(s.id);
        write_frame(w, s.frame);
    }
}

std::vector<std::byte> encode_land_block(const LandBlockRecord& lb) {
    ByteWriter w;
    w.u32(lb.id);
    w.u32(lb.has_objects ? 1u : 0u);
    for (auto t : lb.terrain)
        w.u16(t);
    for (auto h : lb.height)
        w.u8(h);
    w.align4();
    return w.take();
}

std::vector<std::byte> encode_region(const RegionRecord& rg, std::size_t tail) {
    ByteWriter w;
    w.u32(rg.id);
    w.u32(rg.region_number);
    w.u32(rg.version);
    w.pstring(rg.name);
    w.align4();
    const LandDefs& ld = rg.land_defs;
    w.i32(ld.num_block_length);
    w.i32(ld.num_block_width);
    w.f32(ld.square_length);
    w.i32(ld.lblock_length);
    w.i32(ld.vertex_per_cell);
    w.f32(ld.max_obj_height);
    w.f32(ld.sky_height);
    w.f32(ld.road_width);
    for (float h : ld.land_height_table)
        w.f32(h);
    for (std::size_t i = 0; i < tail; ++i)
        w.u8(0);
    return w.take();
}

std::vector<std::byte> encode_land_block_info(const LandBlockInfoRecord& lbi) {
    ByteWriter w;
    w.u32(lbi.id);
    w.u32(lbi.num_cells);
    write_stabs(w, lbi.objects);
    w.u16(static_cast<std::uint16_t>(lbi.buildings.size()));
    w.u16(lbi.pack_mask);
    for (const auto& b : lbi.buildings) {
        w.u32(b.model_id);
        write_frame(w, b.frame);
        w.u32(b.num_leaves);
        w.u32(static_cast<std::uint32_t>(b.portals.size()));
        for (const auto& p : b.portals) {
            w.u16(p.flags);
            w.u16(p.other_cell_raw);
            w.i16(static_cast<std::int16_t>(p.other_portal_id));
            w.u16(static_cast<std::uint16_t>(p.stab_list.size()));
            for (auto s : p.stab_list)
                w.u16(low16(s));
            w.align4();
        }
    }
    if ((lbi.pack_mask & 1u) != 0) {
        w.u16(static_cast<std::uint16_t>(lbi.restriction_table.size()));
        w.u16(lbi.restriction_buckets);
        for (const auto& e : lbi.restriction_table) {
            w.u32(e.key);
            w.u32(e.value);
        }
    }
    return w.take();
}

std::vector<std::byte> encode_env_cell(const EnvCellRecord& c) {
    ByteWriter w;
    w.u32(c.id);
    w.u32(c.flags);
    w.u32(c.id);
    w.u8(static_cast<std::uint8_t>(c.surfaces.size()));
    w.u8(static_cast<std::uint8_t>(c.portals.size()));
    w.u16(static_cast<std::uint16_t>(c.visible_cells.size()));
    for (auto s : c.surfaces)
        w.u16(low16(s));
    w.u16(low16(c.environment_id));
    w.u16(c.cell_structure);
    write_frame(w, c.frame);
    for (const auto& p : c.portals) {
        w.u16(p.flags);
        w.u16(p.polygon_id);
        w.u16(p.other_cell_raw);
        w.i16(static_cast<std::int16_t>(p.other_portal_id));
    }
    for (auto v : c.visible_cells)
        w.u16(low16(v));
    if (c.has_static_objs()) write_stabs(w, c.static_objects);
    if (c.has_restriction_obj()) w.u32(c.restriction_obj);
    return w.take();
}

BuildingPortal building_portal(std::uint16_t flags, std::uint16_t other_cell,
                               std::int32_t other_portal, const std::vector<std::uint16_t>& stabs) {
    BuildingPortal p;
    p.flags = flags;
    p.other_cell_raw = other_cell;
    p.other_portal_id = other_portal;
    p.stab_list.assign(stabs.begin(), stabs.end());
    return p;
}

EnvCellPortal cell_portal(std::uint16_t flags, std::uint16_t polygon, std::uint16_t other_cell,
                          std::int32_t other_portal) {
    EnvCellPortal p;
    p.flags = flags;
    p.polygon_id = polygon;
    p.other_cell_raw = other_cell;
    p.other_portal_id = other_portal;
    return p;
}

} // namespace sweeplab::dat::testing
