#include "dat/records/skill_table.h"

#include <cstring>

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

const SkillBase* SkillTableRecord::find(std::uint32_t skill) const {
    for (const SkillBase& s : skills)
        if (s.skill == skill) return &s;
    return nullptr;
}

namespace {

double f64(Reader& r, const char* field) {
    detail::need(r, 8, field);
    const std::uint32_t lo = r.u32(), hi = r.u32();
    const std::uint64_t bits = (std::uint64_t{hi} << 32u) | lo;
    double d = 0.0;
    std::memcpy(&d, &bits, sizeof d);
    return d;
}

} // namespace

// SkillTable::Unpack: id, a PackableHashTable (u16 count, u16 buckets) of skill id -> SkillBase
// (two strings, icon, costs, category, chargen use, min level, the formula's six fields, three
// doubles). The doubles are stored as read; sweeplab computes with none of them.
SkillTableRecord parse_skill_table(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    SkillTableRecord t;
    t.id = detail::record_id(r);
    // An entry is at least its key, two empty strings (4 bytes each padded), 11 dwords and
    // three doubles.
    const std::uint32_t n = r.count(detail::u16(r, "count"), 4u + 8u + 44u + 24u, "skills");
    t.buckets = detail::u16(r, "buckets");
    t.skills.resize(n);
    for (SkillBase& s : t.skills) {
        s.skill = detail::u32(r, "skill id");
        s.description = detail::legacy_string(r, "Description");
        s.name = detail::legacy_string(r, "Name");
        s.icon = detail::u32(r, "IconId");
        s.trained_cost = detail::i32(r, "TrainedCost");
        s.specialized_cost = detail::i32(r, "SpecializedCost");
        s.category = detail::u32(r, "Category");
        s.chargen_use = detail::u32(r, "ChargenUse");
        s.min_level = detail::u32(r, "MinLevel");
        s.formula.w = detail::i32(r, "Formula.W");
        s.formula.x = detail::i32(r, "Formula.X");
        s.formula.y = detail::i32(r, "Formula.Y");
        s.formula.z = detail::i32(r, "Formula.Z");
        s.formula.attr1 = detail::u32(r, "Formula.Attr1");
        s.formula.attr2 = detail::u32(r, "Formula.Attr2");
        s.upper_bound = f64(r, "UpperBound");
        s.lower_bound = f64(r, "LowerBound");
        s.learn_mod = f64(r, "LearnMod");
    }
    detail::expect_end(r);
    return t;
}

} // namespace sweeplab::dat
