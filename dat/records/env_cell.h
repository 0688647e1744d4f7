#pragma once
// EnvCell 0xXXYY0100.. (client_cell_1.dat): one indoor cell. Which Environment and which of
// its cell structures it uses, its frame in the landblock, its portals to other cells or to
// the outside, the cells visible from it, and its static objects. Layout: ACE
// FileTypes/EnvCell.cs and Entity/CellPortal.cs, DRW dats.xml EnvCell / CellPortal, GDLE
// EnvCell.cpp, retail CEnvCell::UnPack and CCellPortal::UnPack.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "dat/reader.h"
#include "dat/records/stab.h"

namespace sweeplab::dat {

struct EnvCellPortal {
    // Retail's other_cell_id for a portal to the outside (CCellPortal::UnPack stores -1).
    static constexpr std::uint32_t kOutside = 0xFFFFFFFFu;

    std::uint16_t flags = 0;          // 1 ExactMatch, 2 PortalSide (inverted), 4 to the outside
    bool exact_match = false;         // flags & 1
    bool portal_side = false;         // retail: ((~flags) >> 1) & 1, 1 when bit 2 is clear
    bool to_outside = false;          // flags & 4: retail's outside marker (docs/dat-format.md)
    std::uint16_t polygon_id = 0;     // index into the CellStruct's polygons
    std::uint16_t other_cell_raw = 0; // as stored (0xFFFF on EoR outside portals, per ACE)
    // Retail: kOutside when to_outside, else landblock << 16 | other_cell_raw.
    std::uint32_t other_cell_id = 0;
    std::int32_t other_portal_id = 0; // stored i16, sign-extended as retail's int field
};

struct EnvCellRecord {
    static constexpr std::uint32_t kSeenOutside = 0x1u;
    static constexpr std::uint32_t kHasStaticObjs = 0x2u;
    static constexpr std::uint32_t kHasRestrictionObj = 0x8u;

    std::uint32_t id = 0; // full cell id 0xXXYYCCCC
    std::uint32_t flags = 0;
    std::vector<std::uint32_t> surfaces; // 0x08000000 | stored u16
    std::uint32_t environment_id = 0;    // 0x0D000000 | stored u16
    std::uint16_t cell_structure = 0;    // key into the Environment's cell structures
    DatFrame frame;                      // the cell in the landblock's frame
    std::vector<EnvCellPortal> portals;
    std::vector<std::uint32_t> visible_cells; // full ids: landblock << 16 | stored u16
    std::vector<DatStab> static_objects;      // only with kHasStaticObjs
    std::uint32_t restriction_obj = 0;        // only with kHasRestrictionObj, else 0

    [[nodiscard]] bool seen_outside() const { return (flags & kSeenOutside) != 0; }
    [[nodiscard]] bool has_static_objs() const { return (flags & kHasStaticObjs) != 0; }
    [[nodiscard]] bool has_restriction_obj() const { return (flags & kHasRestrictionObj) != 0; }
};

// Reads the whole record; DatError on a wrong id (or a repeated cell id that differs),
// truncation, counts the record cannot hold, or trailing bytes.
[[nodiscard]] EnvCellRecord parse_env_cell(std::span<const std::byte> data, const RecordName& name);

} // namespace sweeplab::dat
