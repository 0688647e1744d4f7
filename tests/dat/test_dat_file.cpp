// dat/dat_file.h, dat/dat_folder.h: DAT files written by tests/dat/writer read back exactly
// (hundreds of records, multi-level directories, scattered multi-block chains, zlib), and
// the folder rules. The malformed inputs are in test_dat_file_bad.cpp.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <set>

#include "dat/dat_folder.h"
#include "tests/dat/dat_file_fixture.h"
#include "tests/dat/writer/dat_writer.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;

namespace {

// Ids shaped like the cell file's: per landblock a LandBlock, a LandBlockInfo, EnvCells.
std::vector<std::uint32_t> cell_ids(std::size_t landblocks, std::size_t cells) {
    std::vector<std::uint32_t> ids;
    for (std::uint32_t lb = 0; lb < landblocks; ++lb) {
        const std::uint32_t base = (0xA9B4u + lb * 0x0101u) << 16u;
        ids.push_back(base | 0xFFFFu);
        ids.push_back(base | 0xFFFEu);
        for (std::uint32_t c = 0; c < cells; ++c)
            ids.push_back(base | (0x0100u + c));
    }
    return ids;
}

// Every id reads back its bytes; the walk gives them all, in order.
void check_round_trip(const DatFile& f, const std::vector<std::uint32_t>& ids,
                      const std::function<std::size_t(std::uint32_t)>& size_of) {
    for (std::uint32_t id : ids) {
        INFO("id " << hex32(id));
        REQUIRE(f.find(id).has_value());
        CHECK(f.read(id, "Record") == payload(id, size_of(id)));
    }
    std::vector<std::uint32_t> walked;
    f.for_each_entry([&](const DirEntry& e) { walked.push_back(e.id); });
    std::vector<std::uint32_t> sorted = ids;
    std::sort(sorted.begin(), sorted.end());
    CHECK(walked == sorted);
    CHECK(f.entry_count() == ids.size());
}

std::size_t depth_of(const DatImage& img) {
    // Breadth-first order: the depth is the number of times the first leaf is descended to.
    std::size_t depth = 1;
    for (std::size_t node = 0; !img.node_leaf[node]; ++depth)
        node = static_cast<std::size_t>(
            std::find(img.nodes.begin(), img.nodes.end(), img.node_branch(node, 0)) -
            img.nodes.begin());
    return depth;
}

} // namespace

TEST_CASE("dat file: 600 cell records in a deep directory over scattered 256-byte blocks",
          "[dat][file]") {
    const std::vector<std::uint32_t> ids = cell_ids(50, 10); // 600 records
    auto size_of = [](std::uint32_t id) { return static_cast<std::size_t>((id * 37u) % 2000u); };
    DatWriter w(DatKind::cell);
    w.max_entries_per_node = 3;
    for (std::uint32_t id : ids)
        w.add(id, payload(id, size_of(id)));
    const DatImage img = w.build();
    CHECK(depth_of(img) >= 4);
    CHECK(img.nodes.size() > 100);

    // The chains really are scattered: links that skip blocks, and links that run backwards.
    std::size_t skips = 0, backwards = 0;
    for (const auto& [first, blocks] : img.chains)
        for (std::size_t b = 1; b < blocks.size(); ++b) {
            skips += blocks[b] != blocks[b - 1] + img.block_size ? 1 : 0;
            backwards += blocks[b] < blocks[b - 1] ? 1 : 0;
        }
    CHECK(skips > 100);
    CHECK(backwards > 50);

    const DatFile f = DatFile::from_bytes(img.bytes, "client_cell_1.dat");
    CHECK(f.header().magic == kDatMagic);
    CHECK(f.header().block_size == 256);
    CHECK(f.header().data_set == kDataSetCell);
    CHECK(f.header().root_offset == img.nodes.front());
    CHECK(f.header().file_size == img.bytes.size());
    check_round_trip(f, ids, size_of);
    CHECK_FALSE(f.find(0xA9B40200u).has_value());
    CHECK_FALSE(f.find(0x00000000u).has_value());
    CHECK_FALSE(f.find(0xFFFFFFFFu).has_value());
}

TEST_CASE("dat file: 300 portal records, compressed and not, two levels of 61-entry nodes",
          "[dat][file]") {
    std::vector<std::uint32_t> ids;
    for (std::uint32_t i = 0; i < 300; ++i)
        ids.push_back((i % 3 == 0 ? 0x01000000u : i % 3 == 1 ? 0x02000000u : 0x0D000000u) + i);
    auto size_of = [](std::uint32_t id) { return static_cast<std::size_t>(id % 7 * 900u); };
    DatWriter w(DatKind::portal);
    for (std::uint32_t id : ids)
        w.add(id, payload(id, size_of(id)), id % 2 == 0);
    const DatImage img = w.build();
    CHECK(img.nodes.size() > 1);
    CHECK(img.node_entry_count(0) >= 1);
    const DatFile f = DatFile::from_bytes(img.bytes, "client_portal.dat");
    CHECK(f.header().block_size == 1024);
    CHECK(f.header().data_set == kDataSetPortal);
    check_round_trip(f, ids, size_of);
    const auto e = f.find(ids[2]);
    REQUIRE(e.has_value());
    CHECK(e->compressed() == (ids[2] % 2 == 0));
}

TEST_CASE("dat file: zlib entries inflate - the stored size counts the prefix and the stream",
          "[dat][file]") {
    DatWriter w(DatKind::portal);
    std::vector<std::byte> big(20000, std::byte{0x42});
    w.add(0x0D00062Eu, big, true);
    w.add(0x0D00062Fu, std::vector<std::byte>{}, true);
    const DatFile f = DatFile::from_bytes(w.bytes(), "client_portal.dat");
    const auto e = f.find(0x0D00062Eu);
    REQUIRE(e.has_value());
    CHECK(e->compressed());
    CHECK(e->size < 1000);
    CHECK(f.read(0x0D00062Eu, "Environment") == big);
    CHECK(f.read(0x0D00062Fu, "Environment").empty());
}

TEST_CASE("dat file: 3,843 records fill a two-level tree of full 61-entry nodes", "[dat][file]") {
    DatWriter w(DatKind::cell);
    std::vector<std::uint32_t> ids;
    for (std::uint32_t i = 0; i < 3843; ++i)
        ids.push_back(0x01010100u + i * 3u);
    for (std::uint32_t id : ids)
        w.add(id, payload(id, 6));
    const DatImage img = w.build();
    REQUIRE(img.nodes.size() == 63);
    for (std::size_t n = 0; n < img.nodes.size(); ++n)
        CHECK(img.node_entry_count(n) == 61);
    const DatFile f = DatFile::from_bytes(img.bytes, "client_cell_1.dat");
    check_round_trip(f, ids, [](std::uint32_t) { return std::size_t{6}; });
}

TEST_CASE("dat file: the unused slots of a node are never read, whatever they hold",
          "[dat][file]") {
    DatWriter w(DatKind::portal);
    w.max_entries_per_node = 4;
    std::vector<std::uint32_t> ids;
    for (std::uint32_t i = 0; i < 40; ++i)
        ids.push_back(0x02000100u + i);
    for (std::uint32_t id : ids)
        w.add(id, payload(id, 100));
    auto size_of = [](std::uint32_t) { return std::size_t{100}; };

    SECTION("the writer's junk: 0xCDCDCDCD, the root's offset, a record's first block") {
        DatImage img = w.build();
        REQUIRE_FALSE(img.node_leaf[0]);
        std::set<std::uint32_t> unused;
        for (std::size_t slot = img.node_entry_count(0) + 1; slot < 62; ++slot)
            unused.insert(img.node_branch(0, slot));
        CHECK(unused.count(0xCDCDCDCDu) == 1);
        CHECK(unused.count(img.nodes.front()) == 1);
        // Out-of-range offsets in the unused slots, and in a leaf's slots past slot 0.
        img.set_node_branch(0, 61, 0x7FFFFFF0u);
        const std::size_t leaf = img.nodes.size() - 1;
        REQUIRE(img.node_leaf[leaf]);
        img.set_node_branch(leaf, 1, 0xFFFFFFFFu);
        check_round_trip(DatFile::from_bytes(img.bytes, "client_portal.dat"), ids, size_of);
    }
    SECTION("DRW's leaves: 0xCDCDCDCD in slot 0 marks a leaf too") {
        w.drw_leaves = true;
        const DatImage img = w.build();
        CHECK(img.node_branch(img.nodes.size() - 1, 0) == 0xCDCDCDCDu);
        check_round_trip(DatFile::from_bytes(img.bytes, "client_portal.dat"), ids, size_of);
    }
    SECTION("zeros everywhere") {
        w.junk = false;
        check_round_trip(DatFile::from_bytes(w.bytes(), "client_portal.dat"), ids, size_of);
    }
}

TEST_CASE("dat file: blocks may start anywhere past the header (DRW's 512, 1024, unaligned 400)",
          "[dat][file]") {
    for (const std::uint32_t start : {0u, 1024u, 400u, 777u}) {
        DatWriter w(DatKind::cell);
        w.data_start = start;
        w.max_entries_per_node = 2;
        std::vector<std::uint32_t> ids = cell_ids(3, 4);
        for (std::uint32_t id : ids)
            w.add(id, payload(id, 700));
        const DatImage img = w.build();
        INFO("data start " << start << " -> " << img.data_start);
        CHECK(*std::min_element(img.chains.begin(), img.chains.end())->second.begin() >=
              img.data_start);
        check_round_trip(DatFile::from_bytes(img.bytes, "client_cell_1.dat"), ids,
                         [](std::uint32_t) { return std::size_t{700}; });
    }
    CHECK(DatWriter(DatKind::cell).build().data_start == 512);
    CHECK(DatWriter(DatKind::portal).build().data_start == 1024);
}

TEST_CASE("dat file: an empty directory, a record of no bytes, one exactly filling its blocks",
          "[dat][file]") {
    DatWriter empty(DatKind::portal);
    const DatFile e = DatFile::from_bytes(empty.bytes(), "client_portal.dat");
    CHECK(e.entry_count() == 0);
    CHECK_FALSE(e.find(1).has_value());

    DatWriter w(DatKind::cell);
    w.add(0x00000001u, std::vector<std::byte>{});
    w.add(0x00000002u, payload(2, 252 * 3));
    w.add(kIterationRecordId, payload(kIterationRecordId, 8));
    const DatImage img = w.build();
    CHECK(img.blocks_of(2).size() == 3);
    const DatFile f = DatFile::from_bytes(img.bytes, "client_cell_1.dat");
    CHECK(f.read(1, "Record").empty());
    CHECK(f.read(2, "Record") == payload(2, 252 * 3));
    CHECK(f.contains(kIterationRecordId));
}

TEST_CASE("dat file: opened from disk, the base name in every message", "[dat][file]") {
    TempDir dir("datc-open");
    DatWriter w(DatKind::cell);
    w.add(0xA9B4FFFFu, payload(0xA9B4FFFFu, 300));
    w.write_into(dir.path);
    DatFile f = DatFile::open(dir.path / "client_cell_1.dat");
    CHECK(f.file_name() == "client_cell_1.dat");
    CHECK(f.file_size() == std::filesystem::file_size(dir.path / "client_cell_1.dat"));
    CHECK(f.read(0xA9B4FFFFu, "LandBlock") == payload(0xA9B4FFFFu, 300));
    CHECK(error_of([&] { (void)f.read(0xA9B3FFFFu, "LandBlock"); }) ==
          "client_cell_1.dat: 0xA9B3FFFF LandBlock: not in the directory");
    DatFile moved = std::move(f);
    CHECK(moved.read(0xA9B4FFFFu, "LandBlock").size() == 300);
    CHECK(error_of([&] { (void)DatFile::open(dir.path / "client_portal.dat"); }) ==
          "client_portal.dat: cannot open " + (dir.path / "client_portal.dat").string() +
              ": No such file or directory");
}

TEST_CASE("dat folder: both files, the missing one named, the data sets checked", "[dat][folder]") {
    TempDir dir("datc-folder");
    DatWriter cell(DatKind::cell), portal(DatKind::portal);
    cell.add(0xA9B4FFFFu, payload(1, 10));
    portal.add(0x0D00062Eu, payload(2, 10));

    CHECK(error_of([&] { (void)DatFolder::open(dir.path / "nowhere"); }) ==
          (dir.path / "nowhere").string() +
              ": not a folder (the DAT folder holds client_cell_1.dat and client_portal.dat)");
    portal.write_into(dir.path);
    CHECK(error_of([&] { (void)DatFolder::open(dir.path); }) ==
          "client_cell_1.dat: not found in " + dir.path.string() +
              " (a DAT folder holds client_cell_1.dat and client_portal.dat)");
    // A portal file under the cell file's name.
    portal.write(dir.path / "client_cell_1.dat");
    CHECK(error_of([&] { (void)DatFolder::open(dir.path); }) ==
          "client_cell_1.dat: header: data set 1, expected 2 (the cell file)");
    cell.write_into(dir.path);
    const DatFolder folder = DatFolder::open(dir.path);
    CHECK(folder.dir == dir.path);
    CHECK(folder.cell.contains(0xA9B4FFFFu));
    CHECK(folder.portal.contains(0x0D00062Eu));
    CHECK_FALSE(folder.portal.contains(0xA9B4FFFFu));
}

TEST_CASE("dat folder: --dat wins, then SWEEPLAB_DAT_DIR, else nothing", "[dat][folder]") {
    const char* old = std::getenv("SWEEPLAB_DAT_DIR");
    const std::string saved = old != nullptr ? old : "";
    ::setenv("SWEEPLAB_DAT_DIR", "/from/env", 1);
    CHECK(resolve_dat_dir(std::string("/from/flag")) == std::filesystem::path("/from/flag"));
    CHECK(resolve_dat_dir(std::nullopt) == std::filesystem::path("/from/env"));
    CHECK(resolve_dat_dir(std::string()) == std::filesystem::path("/from/env"));
    ::setenv("SWEEPLAB_DAT_DIR", "", 1);
    CHECK_FALSE(resolve_dat_dir(std::nullopt).has_value());
    ::unsetenv("SWEEPLAB_DAT_DIR");
    CHECK_FALSE(resolve_dat_dir(std::nullopt).has_value());
    if (old != nullptr) ::setenv("SWEEPLAB_DAT_DIR", saved.c_str(), 1);
}
