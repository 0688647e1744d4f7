#pragma once
// SkillTable 0x0E000004 (client_portal.dat): every skill's definition, the server's source for
// a skill's base from attributes (docs/dat-format.md, "SkillTable"). sweeplab reads Run's
// formula from it: a creature's Run skill gives its run rate (docs/creatures.md, "Run rate").
// Layout: ACE FileTypes/SkillTable.cs with Entity/SkillBase.cs and SkillFormula.cs, DRW
// dats.xml SkillTable / SkillBase / SkillFormula, GDLE PhatSDK SkillTable.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "dat/reader.h"

namespace sweeplab::dat {

inline constexpr std::uint32_t kSkillTableId = 0x0E000004u;

// SkillFormula: (W + X * attr1 + Y * attr2) / Z as GDLE computes it; ACE adds attr1 and attr2
// (attr2 when set) when X is not 0 and divides by Z, rounding half away from zero.
struct SkillFormula {
    std::int32_t w = 0, x = 0, y = 0, z = 1;
    std::uint32_t attr1 = 0, attr2 = 0; // attribute ids (1 Strength ... 6 Self; 0 none)
};

struct SkillBase {
    std::uint32_t skill = 0; // the table's key
    std::string description, name;
    std::uint32_t icon = 0;
    std::int32_t trained_cost = 0, specialized_cost = 0;
    std::uint32_t category = 0, chargen_use = 0;
    std::uint32_t min_level = 0; // 1: usable untrained, 2: only trained
    SkillFormula formula;
    double upper_bound = 0.0, lower_bound = 0.0, learn_mod = 0.0;
};

struct SkillTableRecord {
    std::uint32_t id = 0;
    std::uint16_t buckets = 0;     // the hash table's bucket count, as stored
    std::vector<SkillBase> skills; // in stored (hash-bucket) order

    // The skill `id`, or null.
    [[nodiscard]] const SkillBase* find(std::uint32_t skill) const;
};

[[nodiscard]] SkillTableRecord parse_skill_table(std::span<const std::byte> data,
                                                 const RecordName& name);

} // namespace sweeplab::dat
