// libFuzzer target: any bytes as server world data (docs/world-objects.md, "Bad data"). The
// first byte picks the reader (even: ACE SQL, odd: GDLE JSON); the rest is the file. A
// WorldDataError is the expected answer to bad bytes; anything else (a crash, a sanitizer
// report, a hang, another exception) is a finding.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "worlddata/errors.h"
#include "worlddata/world_data.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    sweeplab::worlddata::WorldData world;
    const sweeplab::worlddata::WorldLoadOptions options;
    sweeplab::worlddata::WorldDataBuilder builder(world, options);
    builder.begin_file("fuzz");
    try {
        if ((data[0] & 1u) == 0)
            sweeplab::worlddata::read_sql(text, "fuzz.sql", builder);
        else
            sweeplab::worlddata::read_gdle_json(text, "fuzz.json", builder);
    } catch (const sweeplab::worlddata::WorldDataError& e) {
        // The message names the file, a line and a column inside the text.
        if (std::string(e.what()).rfind("fuzz.", 0) != 0 || e.line() == 0 || e.column() == 0)
            __builtin_trap();
    }
    return 0;
}
