// Opt-in: the container against the user's own End-of-Retail DAT files, when
// SWEEPLAB_DAT_DIR names their folder (skipped with a warning otherwise). The pinned values
// come from DRW's EORCommonData.cs and ACE's DatTests.cs (docs/dat-format.md names both).
#include <catch2/catch.hpp>

#include "dat/dat_folder.h"

using namespace sweeplab::dat;

namespace {

// Walks the whole directory, checking every entry against the file (offset and size in
// range); returns the count.
std::size_t walk_and_check(const DatFile& f) {
    std::size_t n = 0;
    f.for_each_entry([&](const DirEntry& e) {
        f.check_entry(e, "record");
        ++n;
    });
    return n;
}

} // namespace

TEST_CASE("dat real: End-of-Retail headers, record counts and pinned records", "[dat][real]") {
    const std::optional<std::filesystem::path> dir = resolve_dat_dir(std::nullopt);
    if (!dir) {
        WARN("SWEEPLAB_DAT_DIR is not set: skipping the real-data container checks (set it to "
             "the folder holding client_cell_1.dat and client_portal.dat to run them)");
        return;
    }
    const DatFolder folder = DatFolder::open(*dir);
    const DatHeader& cell = folder.cell.header();
    const DatHeader& portal = folder.portal.header();

    CHECK(cell.magic == kDatMagic);
    CHECK(cell.block_size == 256);
    CHECK(cell.data_set == kDataSetCell);
    CHECK(cell.data_subset == 1);
    CHECK(cell.engine_version == 22);
    CHECK(cell.version_minor == 6657);
    CHECK(cell.file_size == folder.cell.file_size());

    CHECK(portal.magic == kDatMagic);
    CHECK(portal.block_size == 1024);
    CHECK(portal.data_set == kDataSetPortal);
    CHECK(portal.data_subset == 0);
    CHECK(portal.engine_version == 110);
    CHECK(portal.version_minor == 6657);
    CHECK(portal.file_size == folder.portal.file_size());

    CHECK(folder.cell.contains(kIterationRecordId));
    CHECK(folder.portal.contains(kIterationRecordId));

    // ACE's tests expect 805,003 cell records, DRW's 805,348.
    const std::size_t cells = walk_and_check(folder.cell);
    CHECK((cells == 805003 || cells == 805348));
    CHECK(folder.cell.entry_count() == cells);
    CHECK(walk_and_check(folder.portal) == 79694);

    CHECK_FALSE(folder.cell.read(0x7D64010Du, "EnvCell").empty());
    CHECK_FALSE(folder.cell.read(0x1455FFFEu, "LandBlockInfo").empty());
    CHECK_FALSE(folder.portal.read(0x0D00062Eu, "Environment").empty());
    CHECK_FALSE(folder.portal.read(0x02000108u, "Setup").empty());
    CHECK_FALSE(folder.portal.read(0x020019E3u, "Setup").empty());
    CHECK_FALSE(folder.cell.contains(0xA9B4FFFDu)); // no such record kind
}
