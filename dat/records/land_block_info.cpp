#include "dat/records/land_block_info.h"

#include <string>

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

namespace {

// CBldPortal::UnPack (0x0053BC40): flags, other cell, other portal, the stab list, then two
// bytes of padding when the list is odd (the same as padding to 4: a portal starts aligned).
BuildingPortal read_building_portal(Reader& r, std::uint32_t block_mask) {
    BuildingPortal p;
    p.flags = detail::u16(r, "building portal Flags");
    p.exact_match = (p.flags & 1u) != 0;
    p.portal_side = ((~static_cast<unsigned>(p.flags) >> 1u) & 1u) != 0;
    p.other_cell_raw = detail::u16(r, "building portal OtherCellId");
    p.other_cell_id = block_mask | p.other_cell_raw;
    p.other_portal_id = detail::i16(r, "building portal OtherPortalId");
    const std::uint32_t n =
        r.count(detail::u16(r, "building portal StabList count"), 2, "building portal StabList");
    p.stab_list.resize(n);
    for (auto& s : p.stab_list)
        s = block_mask | r.u16();
    detail::align4(r, "padding after building portal StabList");
    return p;
}

BuildingInfo read_building(Reader& r, std::uint32_t block_mask) {
    BuildingInfo b;
    b.model_id = detail::u32(r, "building ModelId");
    b.frame = detail::frame(r, "building Frame");
    b.num_leaves = detail::u32(r, "building NumLeaves");
    // A portal is at least 8 bytes (four u16 and an empty stab list).
    const std::uint32_t n = r.count(detail::u32(r, "building portal count"), 8, "building portal");
    b.portals.reserve(n);
    for (std::uint32_t i = 0; i < n; ++i)
        b.portals.push_back(read_building_portal(r, block_mask));
    return b;
}

} // namespace

// CLandBlockInfo::UnPack (0x0052ECA0): num cells, the object stabs, u16 building count + u16 pack
// mask (one u32 in retail: count | mask << 16), the buildings, then the restriction table
// (PackableHashTable: u16 count, u16 buckets, count x (u32 key, u32 value)) if mask bit 0.
LandBlockInfoRecord parse_land_block_info(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    LandBlockInfoRecord lbi;
    lbi.id = detail::record_id(r);
    if ((lbi.id & 0xFFFFu) != 0xFFFEu) r.fail_plain("a LandBlockInfo id ends in FFFE");
    const std::uint32_t block_mask = lbi.id & 0xFFFF0000u;
    lbi.num_cells = detail::u32(r, "NumCells");
    if (lbi.num_cells > LandBlockInfoRecord::kMaxCells)
        r.fail("NumCells " + std::to_string(lbi.num_cells) + " is more than the " +
               std::to_string(LandBlockInfoRecord::kMaxCells) + " cell ids a landblock has");
    lbi.objects = read_stabs(r, "Objects");
    const std::uint16_t num_buildings = detail::u16(r, "building count");
    lbi.pack_mask = detail::u16(r, "PackMask");
    // A building is at least 40 bytes: id, frame, leaves, portal count.
    const std::uint32_t nb = r.count(num_buildings, 40, "Buildings");
    lbi.buildings.reserve(nb);
    for (std::uint32_t i = 0; i < nb; ++i)
        lbi.buildings.push_back(read_building(r, block_mask));
    if ((lbi.pack_mask & 1u) != 0) {
        const std::uint16_t count = detail::u16(r, "RestrictionTable count");
        lbi.restriction_buckets = detail::u16(r, "RestrictionTable buckets");
        lbi.restriction_table.resize(r.count(count, 8, "RestrictionTable"));
        for (auto& e : lbi.restriction_table) {
            e.key = r.u32();
            e.value = r.u32();
        }
    }
    detail::expect_end(r);
    return lbi;
}

} // namespace sweeplab::dat
