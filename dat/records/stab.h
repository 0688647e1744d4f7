#pragma once
// Stab: a static object placed in a landblock (LandBlockInfo) or a cell (EnvCell): the id of
// a GfxObj (0x01......) or Setup (0x02......) and its frame in the landblock's frame.
#include <cstdint>
#include <vector>

#include "dat/reader.h"

namespace sweeplab::dat {

struct DatStab {
    std::uint32_t id = 0;
    DatFrame frame;
};

// u32 count, then count x (u32 id, Frame): the counted table of both records.
[[nodiscard]] std::vector<DatStab> read_stabs(Reader& r, const char* field);

} // namespace sweeplab::dat
