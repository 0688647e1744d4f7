#pragma once
// ACE's WeenieType names (ACE.Entity/Enum/WeenieType.cs), for labels and output.
#include <cstdint>
#include <string>

namespace sweeplab::worlddata {

// "Door" for 19, "Creature" for 10, ...; "WeenieType N" for a number it does not know.
[[nodiscard]] std::string weenie_type_name(std::int32_t type);

} // namespace sweeplab::worlddata
