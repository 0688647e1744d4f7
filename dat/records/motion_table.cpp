#include "dat/records/motion_table.h"

#include <string>

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

namespace {

// MotionData::UnPack (0x00526570), after its key: u8 animation count, u8 bitfield, u8 flags,
// padding to 4 (always one byte: everything before is a multiple of 4 plus these three), the
// AnimData (AnimData::UnPack, 0x00525E50: u32 id, i32 low, i32 high, f32 framerate), then
// Velocity and Omega when flagged. The vectors and framerates move objects: finite.
MotionData read_motion_data(Reader& r, const std::string& where) {
    MotionData m;
    const std::uint8_t n = detail::u8(r, "MotionData NumAnims");
    m.bitfield = detail::u8(r, "MotionData Bitfield");
    m.flags = detail::u8(r, "MotionData Flags");
    detail::align4(r, "MotionData padding");
    detail::need(r, 16u * std::size_t{n}, "MotionData Anims");
    m.anims.resize(n);
    for (AnimData& a : m.anims) {
        a.anim_id = r.u32();
        a.low_frame = r.i32();
        a.high_frame = r.i32();
        a.framerate = r.finite_f32("AnimData Framerate");
    }
    if ((m.flags & MotionData::kHasVelocity) != 0)
        m.velocity = detail::vec3(r, (where + " Velocity").c_str());
    if ((m.flags & MotionData::kHasOmega) != 0)
        m.omega = detail::vec3(r, (where + " Omega").c_str());
    return m;
}

// A u32 count, then count x (u32 key, MotionData). A MotionData is at least 8 bytes with its
// key.
std::vector<std::pair<std::uint32_t, MotionData>> read_table(Reader& r, const char* field) {
    const std::uint32_t n = r.count(detail::u32(r, field), 8, field);
    std::vector<std::pair<std::uint32_t, MotionData>> out;
    out.reserve(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        const std::uint32_t key = detail::u32(r, field);
        out.emplace_back(key, read_motion_data(r, std::string(field) + " " + hex32(key)));
    }
    return out;
}

} // namespace

const MotionData* MotionTableRecord::cycle(std::uint32_t style, std::uint32_t motion) const {
    const std::uint32_t key = cycle_key(style, motion);
    for (const auto& [k, m] : cycles)
        if (k == key) return &m;
    return nullptr;
}

std::uint32_t MotionTableRecord::style_default(std::uint32_t style) const {
    for (const auto& [s, d] : style_defaults)
        if (s == style) return d;
    return 0;
}

// CMotionTable::UnPack (0x005238C0), after DBObj::Serialize's id: the default style, the
// style defaults (u32 count, (style, substate) pairs), the cycles, the modifiers, the links
// (u32 count, then per entry its key and an inner table), padding to 4.
MotionTableRecord parse_motion_table(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    MotionTableRecord t;
    t.id = detail::record_id(r);
    t.default_style = detail::u32(r, "DefaultStyle");
    const std::uint32_t ns = r.count(detail::u32(r, "StyleDefaults count"), 8, "StyleDefaults");
    t.style_defaults.resize(ns);
    for (auto& [style, substate] : t.style_defaults) {
        style = r.u32();
        substate = r.u32();
    }
    t.cycles = read_table(r, "Cycles");
    t.modifiers = read_table(r, "Modifiers");
    // An entry of the links is at least its key and its inner count.
    const std::uint32_t nl = r.count(detail::u32(r, "Links count"), 8, "Links");
    t.links.resize(nl);
    for (MotionLinks& l : t.links) {
        l.key = detail::u32(r, "Links key");
        l.to = read_table(r, "Links");
    }
    detail::align4(r, "padding at the end");
    detail::expect_end(r);
    return t;
}

} // namespace sweeplab::dat
