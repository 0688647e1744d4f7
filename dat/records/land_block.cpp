#include "dat/records/land_block.h"

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

// CLandBlock::UnPack (0x0052F310) with CLandBlockStruct::UnPack (0x00531FD0): the id, the
// has-objects word, 81 terrain words, 81 height bytes, then padding to 4.
LandBlockRecord parse_land_block(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    LandBlockRecord lb;
    lb.id = detail::record_id(r);
    if ((lb.id & 0xFFFFu) != 0xFFFFu) r.fail_plain("a LandBlock id ends in FFFF");
    lb.has_objects = detail::u32(r, "HasObjects") != 0;
    detail::need(r, 2 * LandBlockRecord::kVertices, "Terrain");
    for (auto& t : lb.terrain)
        t = r.u16();
    detail::need(r, LandBlockRecord::kVertices, "Height");
    for (auto& h : lb.height)
        h = r.u8();
    detail::align4(r, "padding after Height");
    detail::expect_end(r);
    return lb;
}

} // namespace sweeplab::dat
