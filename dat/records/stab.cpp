#include "dat/records/stab.h"

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

std::vector<DatStab> read_stabs(Reader& r, const char* field) {
    const std::uint32_t n = r.count(detail::u32(r, field), 32, field);
    std::vector<DatStab> out(n);
    for (auto& s : out) {
        s.id = detail::u32(r, field);
        s.frame = detail::frame(r, field);
    }
    return out;
}

} // namespace sweeplab::dat
