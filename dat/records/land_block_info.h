#pragma once
// LandBlockInfo 0xXXYYFFFE (client_cell_1.dat): how many EnvCells the landblock has, its
// static objects, its buildings with their portals, and the optional restriction table.
// Layout: ACE FileTypes/LandblockInfo.cs, Entity/BuildInfo.cs, Entity/CBldPortal.cs; DRW
// dats.xml LandBlockInfo / BuildingInfo / BuildingPortal; retail CLandBlockInfo::UnPack
// (0x0052ECA0) and CBldPortal::UnPack (0x0053BC40).
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "dat/reader.h"
#include "dat/records/stab.h"

namespace sweeplab::dat {

// One portal of a building's shell into its first interior cell (CBldPortal).
struct BuildingPortal {
    std::uint16_t flags = 0;  // as stored: 1 ExactMatch, 2 PortalSide (inverted, see below)
    bool exact_match = false; // flags & 1
    // Retail's portal_side: 1 when flag bit 2 is CLEAR (CBldPortal::UnPack computes
    // ((~flags) >> 1) & 1; ACE PR #4315 matched this). docs/dat-format.md.
    bool portal_side = false;
    std::uint16_t other_cell_raw = 0; // the stored u16 (0x0100 + n)
    std::uint32_t other_cell_id = 0;  // retail: landblock << 16 | other_cell_raw
    std::int32_t other_portal_id = 0; // stored i16, sign-extended as retail's int field
    // The cells drawn through this portal, full ids (landblock << 16 | stored u16).
    std::vector<std::uint32_t> stab_list;
};

struct BuildingInfo {
    std::uint32_t model_id = 0; // GfxObj 0x01...... or Setup 0x02......
    DatFrame frame;             // in the landblock's frame
    std::uint32_t num_leaves = 0;
    std::vector<BuildingPortal> portals;
};

struct RestrictionEntry {
    std::uint32_t key = 0;   // a cell or landblock id
    std::uint32_t value = 0; // the guid that controls access (housing)
};

struct LandBlockInfoRecord {
    // A landblock can name at most the cell ids 0x0100..0xFFFD.
    static constexpr std::uint32_t kMaxCells = 0xFFFEu - 0x0100u;

    std::uint32_t id = 0;        // 0xXXYYFFFE
    std::uint32_t num_cells = 0; // EnvCells 0xXXYY0100 .. 0xXXYY0100 + num_cells - 1
    std::vector<DatStab> objects;
    std::uint16_t pack_mask = 0; // bit 0: a restriction table follows
    std::vector<BuildingInfo> buildings;
    std::uint16_t restriction_buckets = 0; // the hash table's bucket count, as stored
    std::vector<RestrictionEntry> restriction_table;

    [[nodiscard]] std::uint32_t landblock() const { return id >> 16u; }
    [[nodiscard]] std::uint32_t cell_id(std::uint32_t index) const {
        return (id & 0xFFFF0000u) | (0x0100u + index);
    }
};

// Reads the whole record; DatError on a wrong id, truncation, counts the record cannot
// hold, more cells than a landblock has ids for, or trailing bytes.
[[nodiscard]] LandBlockInfoRecord parse_land_block_info(std::span<const std::byte> data,
                                                        const RecordName& name);

} // namespace sweeplab::dat
