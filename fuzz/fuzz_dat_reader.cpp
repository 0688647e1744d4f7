// libFuzzer target: the DAT container reader (dat/dat_file.h) answers any bytes taken as a
// whole DAT file with records or one DatError naming the file (`fuzz.dat: ...`), never a
// crash, a hang, a read past the end or an allocation the file could not back. It opens
// the bytes, walks the directory, then looks up and reads the first ids the walk met (or,
// when the walk fails, a few fixed ids) so the lookup path sees broken trees too.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "dat/dat_file.h"

namespace {

void check(const sweeplab::dat::DatError& e) {
    const std::string what = e.what();
    if (what.rfind("fuzz.dat: ", 0) != 0) __builtin_trap();     // the file must be named
    if (what.find('\n') != std::string::npos) __builtin_trap(); // one line
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sweeplab::dat;
    std::vector<std::byte> bytes(size);
    if (size != 0) std::memcpy(bytes.data(), data, size);
    try {
        const DatFile f = DatFile::from_bytes(std::move(bytes), "fuzz.dat");
        std::vector<std::uint32_t> ids = {0x00000000u, 0x01000100u, 0xA9B4FFFFu, kIterationRecordId,
                                          0xFFFFFFFFu};
        try {
            f.for_each_entry([&](const DirEntry& e) {
                if (ids.size() < 24) ids.push_back(e.id);
            });
        } catch (const DatError& e) {
            check(e);
        }
        for (const std::uint32_t id : ids) {
            try {
                if (const auto entry = f.find(id)) {
                    const std::vector<std::byte> record = f.read_entry(*entry, "Record");
                    if (!entry->compressed() && record.size() != entry->size) __builtin_trap();
                }
            } catch (const DatError& e) {
                check(e);
            }
        }
    } catch (const DatError& e) {
        check(e);
    }
    return 0;
}
