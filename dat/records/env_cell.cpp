#include "dat/records/env_cell.h"

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

namespace {

// CCellPortal::UnPack (0x0053BAB0): flags, polygon, other cell (ignored, and -1 stored, when flag 4
// says the portal leads outside), other portal.
EnvCellPortal read_portal(Reader& r, std::uint32_t block_mask) {
    EnvCellPortal p;
    p.flags = detail::u16(r, "portal Flags");
    p.exact_match = (p.flags & 1u) != 0;
    p.portal_side = ((~static_cast<unsigned>(p.flags) >> 1u) & 1u) != 0;
    p.polygon_id = detail::u16(r, "portal PolygonId");
    p.other_cell_raw = detail::u16(r, "portal OtherCellId");
    p.to_outside = (p.flags & 4u) != 0;
    p.other_cell_id = p.to_outside ? EnvCellPortal::kOutside : (block_mask | p.other_cell_raw);
    p.other_portal_id = detail::i16(r, "portal OtherPortalId");
    return p;
}

} // namespace

// CEnvCell::UnPack (0x0052D470): id, flags, the cell id again (retail takes the landblock mask from
// this copy), u8 surface count, u8 portal count, u16 visible-cell count, the surfaces, the
// environment and structure, the frame, the portals, the visible cells, then the static
// objects (flag 2) and the restriction object (flag 8). No padding anywhere.
EnvCellRecord parse_env_cell(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    EnvCellRecord c;
    c.id = detail::record_id(r);
    if ((c.id & 0xFFFFu) < 0x0100u || (c.id & 0xFFFFu) >= 0xFFFEu)
        r.fail_plain("an EnvCell id is 0xXXYY0100 to 0xXXYYFFFD");
    c.flags = detail::u32(r, "Flags");
    const std::uint32_t repeated = detail::u32(r, "CellId");
    if (repeated != c.id)
        r.fail("the repeated cell id " + hex32(repeated) + " is not the record's id");
    const std::uint32_t block_mask = repeated & 0xFFFF0000u;
    const std::uint8_t num_surfaces = detail::u8(r, "surface count");
    const std::uint8_t num_portals = detail::u8(r, "portal count");
    const std::uint16_t num_visible = detail::u16(r, "visible cell count");
    c.surfaces.resize(r.count(num_surfaces, 2, "Surfaces"));
    for (auto& s : c.surfaces)
        s = 0x08000000u | r.u16();
    c.environment_id = 0x0D000000u | detail::u16(r, "EnvironmentId");
    c.cell_structure = detail::u16(r, "CellStructure");
    c.frame = detail::frame(r, "Position");
    const std::uint32_t np = r.count(num_portals, 8, "CellPortals");
    c.portals.reserve(np);
    for (std::uint32_t i = 0; i < np; ++i)
        c.portals.push_back(read_portal(r, block_mask));
    c.visible_cells.resize(r.count(num_visible, 2, "VisibleCells"));
    for (auto& v : c.visible_cells)
        v = block_mask | r.u16();
    if (c.has_static_objs()) c.static_objects = read_stabs(r, "StaticObjects");
    if (c.has_restriction_obj()) c.restriction_obj = detail::u32(r, "RestrictionObj");
    detail::expect_end(r);
    return c;
}

} // namespace sweeplab::dat
