#pragma once
// How the lab names DAT records: hex ids and the record kind of a portal-file id. Shared by
// the DAT panel's lists (dat_places) and the Inspector's hit names (hit_record).
#include <cstdint>
#include <cstdio>
#include <string>

namespace sweeplab::app {

// "0x" and `digits` upper-case hex digits.
inline std::string hex(std::uint32_t v, int digits) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%0*X", digits, v);
    return buf;
}

// The record type of a stab's id: 0x01...... GfxObj, 0x02...... Setup.
inline const char* record_kind(std::uint32_t record_id) {
    switch (record_id >> 24u) {
    case 0x01u:
        return "GfxObj";
    case 0x02u:
        return "Setup";
    default:
        return "record";
    }
}

} // namespace sweeplab::app
