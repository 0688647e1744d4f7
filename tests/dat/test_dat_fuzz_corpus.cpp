// The seed corpus of fuzz/fuzz_dat_reader.cpp, made by the writer: small files (under 20 KB)
// that reach every part of the reader (multi-level directories, multi-block chains, zlib,
// free blocks, both block sizes). The hidden test writes them:
//   SWEEPLAB_DAT_CORPUS_OUT=fuzz/corpus/dat build-datc/tests/dat_tests "[.corpus]"
#include <catch2/catch.hpp>

#include <cstdlib>
#include <utility>

#include "tests/dat/dat_file_fixture.h"
#include "tests/dat/writer/dat_writer.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;

namespace {

std::vector<std::pair<std::string, DatWriter>> seeds() {
    std::vector<std::pair<std::string, DatWriter>> out;
    {
        DatWriter w(DatKind::cell);
        w.add(0xA9B4FFFFu, payload(1, 252));
        w.add(0xA9B4FFFEu, payload(2, 600)); // three blocks
        w.add(0xA9B40100u, payload(3, 40));
        out.emplace_back("cell-one-node.dat", std::move(w));
    }
    {
        DatWriter w(DatKind::cell);
        w.max_entries_per_node = 1; // three levels from seven records
        for (std::uint32_t i = 0; i < 7; ++i)
            w.add(0x7D640100u + i, payload(i, 30 + 100 * i));
        out.emplace_back("cell-three-levels.dat", std::move(w));
    }
    {
        DatWriter w(DatKind::portal);
        w.max_entries_per_node = 2;
        w.add(0x0D00062Eu, std::vector<std::byte>(3000, std::byte{7}), true);
        w.add(0x02000108u, payload(4, 1500));
        w.add(0x01000001u, payload(5, 100), true);
        w.add(0x020019E3u, payload(6, 16));
        w.add(kIterationRecordId, payload(7, 8));
        out.emplace_back("portal-zlib.dat", std::move(w));
    }
    {
        DatWriter w(DatKind::portal, 64); // the smallest block size accepted
        w.drw_leaves = true;
        w.add(0x13000000u, payload(8, 300));
        out.emplace_back("portal-small-blocks.dat", std::move(w));
    }
    return out;
}

} // namespace

TEST_CASE("dat fuzz corpus: every seed is small and reads back", "[dat][corpus]") {
    for (const auto& [name, w] : seeds()) {
        INFO(name);
        const std::vector<std::byte> bytes = w.bytes();
        CHECK(bytes.size() < 20000);
        const DatFile f = DatFile::from_bytes(bytes, name);
        CHECK(f.entry_count() == w.record_count());
        f.for_each_entry([&](const DirEntry& e) { CHECK_NOTHROW(f.read_entry(e, "Record")); });
    }
}

TEST_CASE("dat fuzz corpus: write the seeds", "[.corpus]") {
    const char* out = std::getenv("SWEEPLAB_DAT_CORPUS_OUT");
    REQUIRE(out != nullptr);
    std::filesystem::create_directories(out);
    for (const auto& [name, w] : seeds())
        w.write(std::filesystem::path(out) / name);
}
