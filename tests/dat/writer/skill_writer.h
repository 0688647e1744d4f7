#pragma once
// The encoder for SkillTable records, through ByteWriter: the mirror of
// dat/records/skill_table, entries in the order held (retail's are in hash-bucket order).
#include <cstddef>
#include <vector>

#include "dat/records/skill_table.h"

namespace sweeplab::dat::testing {

[[nodiscard]] std::vector<std::byte> encode_skill_table(const SkillTableRecord& t);

// A table as retail's is shaped, with three of its skills as End of Retail defines them: Run
// (24: Quickness / 1, usable untrained), Jump (22: (Strength + Coordination) / 2) and Melee
// Defense (6: (Quickness + Coordination) / 3), in bucket order (key % 32).
[[nodiscard]] SkillTableRecord retail_like_skill_table();

} // namespace sweeplab::dat::testing
