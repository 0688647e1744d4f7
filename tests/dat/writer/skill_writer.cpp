#include "tests/dat/writer/skill_writer.h"

#include <cstring>

#include "tests/dat/writer/byte_writer.h"

namespace sweeplab::dat::testing {

namespace {

void f64(ByteWriter& w, double d) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &d, sizeof bits);
    w.u32(static_cast<std::uint32_t>(bits & 0xFFFFFFFFu));
    w.u32(static_cast<std::uint32_t>(bits >> 32u));
}

SkillBase skill(std::uint32_t id, const char* name, const char* description, SkillFormula f,
                std::uint32_t min_level) {
    SkillBase s;
    s.skill = id;
    s.name = name;
    s.description = description;
    s.icon = 0x06000100u + id;
    s.trained_cost = 4;
    s.specialized_cost = 8;
    s.category = 2;
    s.min_level = min_level;
    s.formula = f;
    s.upper_bound = 900.0;
    s.lower_bound = 120.0;
    s.learn_mod = 1.0;
    return s;
}

} // namespace

std::vector<std::byte> encode_skill_table(const SkillTableRecord& t) {
    ByteWriter w;
    w.u32(t.id);
    w.u16(static_cast<std::uint16_t>(t.skills.size()));
    w.u16(t.buckets);
    for (const SkillBase& s : t.skills) {
        w.u32(s.skill);
        w.pstring(s.description);
        w.align4();
        w.pstring(s.name);
        w.align4();
        w.u32(s.icon);
        w.i32(s.trained_cost);
        w.i32(s.specialized_cost);
        w.u32(s.category);
        w.u32(s.chargen_use);
        w.u32(s.min_level);
        w.i32(s.formula.w);
        w.i32(s.formula.x);
        w.i32(s.formula.y);
        w.i32(s.formula.z);
        w.u32(s.formula.attr1);
        w.u32(s.formula.attr2);
        f64(w, s.upper_bound);
        f64(w, s.lower_bound);
        f64(w, s.learn_mod);
    }
    return w.take();
}

SkillTableRecord retail_like_skill_table() {
    SkillTableRecord t;
    t.id = kSkillTableId;
    t.buckets = 32;
    // Attributes: 1 Strength, 3 Quickness, 4 Coordination.
    t.skills = {
        skill(6, "Melee Defense", "Helps you evade melee attacks.", {0, 1, 1, 3, 3, 4}, 1),
        skill(22, "Jump", "How high you jump.", {0, 1, 1, 2, 1, 4}, 1),
        skill(24, "Run", "How fast you run.", {0, 1, 0, 1, 3, 0}, 1),
    };
    return t;
}

} // namespace sweeplab::dat::testing
