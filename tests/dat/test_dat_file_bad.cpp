// dat/dat_file.h on malformed files: every break the writer can make gives one DatError in
// docs/command-line.md's form `FILE: WHAT: problem`, never a crash, a hang or a huge allocation.
#include <catch2/catch.hpp>

#include "tests/dat/dat_file_fixture.h"
#include "tests/dat/writer/dat_writer.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;

namespace {

constexpr std::uint32_t kBig = 0x0D00062Eu; // four blocks of a 1024-byte portal file
constexpr std::uint32_t kZip = 0x0D000700u; // compressed

// A portal file with a three-level directory (2 entries a node) and a few big records.
DatWriter portal_writer() {
    DatWriter w(DatKind::portal);
    w.max_entries_per_node = 2;
    for (std::uint32_t i = 0; i < 30; ++i)
        w.add(0x01000100u + i, payload(0x01000100u + i, 300));
    w.add(kBig, payload(kBig, 4000));
    std::vector<std::byte> text(5000, std::byte{'a'});
    w.add(kZip, text, true);
    return w;
}

std::string open_error(const DatImage& img, const char* name = "client_portal.dat") {
    return error_of([&] { (void)DatFile::from_bytes(img.bytes, name); });
}

std::string read_error(const DatImage& img, std::uint32_t id, const char* type = "Environment") {
    return error_of(
        [&] { (void)DatFile::from_bytes(img.bytes, "client_portal.dat").read(id, type); });
}

std::string blocks(const DatImage& img) {
    return "0x00000190 to " + hex32(static_cast<std::uint32_t>(img.bytes.size() - 4));
}

// A record's chain: the message names the record (read_error reads it as an Environment).
std::string chain(std::uint32_t first) {
    return "client_portal.dat: " + hex32(kBig) + " Environment: block chain at offset " +
           hex32(first);
}

} // namespace

TEST_CASE("dat file bad: the header", "[dat][file][errors]") {
    DatImage img = portal_writer().build();
    SECTION("bad magic") {
        img.set_magic(0x1234);
        CHECK(open_error(img) ==
              "client_portal.dat: header: magic 0x00001234, expected 0x00005442");
    }
    SECTION("a block size too small, too large, or larger than the file") {
        img.set_block_size(3);
        CHECK(
            open_error(img) ==
            "client_portal.dat: header: block size 3, expected 256 or 1024 (64 to 65536 accepted)");
        img.set_block_size(0x40000000u);
        CHECK(open_error(img) == "client_portal.dat: header: block size 1073741824, expected 256 "
                                 "or 1024 (64 to 65536 accepted)");
        DatImage small = DatWriter(DatKind::cell).build();
        small.set_block_size(65536);
        CHECK(open_error(small, "client_cell_1.dat") ==
              "client_cell_1.dat: header: block size 65536 leaves no room for a block in " +
                  std::to_string(small.bytes.size()) + " bytes after the 400-byte header");
    }
    SECTION("a truncated file") {
        const std::size_t full = img.bytes.size();
        img.truncate(full - 1000);
        CHECK(open_error(img) == "client_portal.dat: header: file size " + std::to_string(full) +
                                     ", but the file has " + std::to_string(full - 1000) +
                                     " bytes (truncated)");
        img.truncate(100);
        CHECK(
            open_error(img) ==
            "client_portal.dat: header: the file has 100 bytes, shorter than the 400-byte header");
        img.truncate(0);
        CHECK(open_error(img) ==
              "client_portal.dat: header: the file has 0 bytes, shorter than the 400-byte header");
    }
    SECTION("the root offset outside the blocks, in the header, tagged free") {
        for (const std::uint32_t root : {0x10u, 0x7FFFFF00u, 0x80000400u}) {
            img.set_root(root);
            CHECK(open_error(img) == "client_portal.dat: header: root node offset " + hex32(root) +
                                         " is outside the file's blocks (" + blocks(img) + ")");
        }
    }
}

TEST_CASE("dat file bad: block chains", "[dat][file][errors]") {
    DatWriter w = portal_writer();
    DatImage img = w.build();
    const std::uint32_t first = img.record_first.at(kBig);
    REQUIRE(img.blocks_of(kBig).size() == 4);
    SECTION("a chain that loops") {
        img.loop_chain(kBig);
        CHECK(read_error(img, kBig) == chain(first) + " loops");
        img.set_link(kBig, 0, first); // a block linking to itself
        CHECK(read_error(img, kBig) == chain(first) + " loops");
    }
    SECTION("a link into a free block") {
        img.link_into_free_block(kBig);
        CHECK(read_error(img, kBig) == chain(first) + " runs into a free block: block " +
                                           hex32(first) + " links to " +
                                           hex32(img.free_blocks.front() | 0x80000000u));
        // ... also on the last block, whose link is not followed (GDLE refuses it too).
        img = w.build();
        img.set_link(kBig, 3, 0x80000000u);
        CHECK(read_error(img, kBig) == chain(first) + " runs into a free block: block " +
                                           hex32(img.blocks_of(kBig)[3]) + " links to 0x80000000");
    }
    SECTION("a link out of range: past the end, into the header") {
        for (const std::uint32_t to :
             {0x7FFFFF00u, 0x100u, static_cast<std::uint32_t>(img.bytes.size() - 2)}) {
            img.set_link(kBig, 1, to);
            CHECK(read_error(img, kBig) == chain(first) + " leaves the file: block " +
                                               hex32(img.blocks_of(kBig)[1]) + " links to " +
                                               hex32(to) + ", outside the file's blocks (" +
                                               blocks(img) + ")");
        }
    }
    SECTION("a chain that ends early") {
        img.set_link(kBig, 1, 0);
        CHECK(read_error(img, kBig) == chain(first) + " ends after 2040 of 4000 bytes");
    }
}

TEST_CASE("dat file bad: the chain past the cut of a truncated file, header updated",
          "[dat][file][errors]") {
    // In order, no free blocks: the record with the highest id lies last in the file.
    DatWriter w(DatKind::cell);
    w.scatter = false;
    w.free_blocks = 0;
    w.add(0xA9B4FFFEu, payload(1, 500));
    w.add(0xA9B4FFFFu, payload(2, 252 * 2));
    DatImage img = w.build();
    const std::uint32_t last = img.blocks_of(0xA9B4FFFFu).back();
    REQUIRE(last + 256u == img.bytes.size());
    img.truncate(img.bytes.size() - 10);
    img.set_header_file_size(static_cast<std::uint32_t>(img.bytes.size()));
    const DatFile f = DatFile::from_bytes(img.bytes, "client_cell_1.dat");
    CHECK(f.read(0xA9B4FFFEu, "LandBlockInfo") == payload(1, 500));
    CHECK(error_of([&] { (void)f.read(0xA9B4FFFFu, "LandBlock"); }) ==
          "client_cell_1.dat: 0xA9B4FFFF LandBlock: block chain at offset " +
              hex32(img.record_first.at(0xA9B4FFFFu)) + " leaves the file: block " + hex32(last) +
              " needs bytes up to " + std::to_string(last + 256) + ", the file has " +
              std::to_string(last + 246));
}

TEST_CASE("dat file bad: directory entries", "[dat][file][errors]") {
    DatImage img = portal_writer().build();
    const std::string where = "client_portal.dat: 0x0D00062E Environment: ";
    SECTION("a size the file cannot hold is refused before anything is allocated") {
        img.set_entry_size(kBig, 0xFFFFFFF0u);
        CHECK(read_error(img, kBig) == where +
                                           "size 4294967280 is more than the file's blocks hold (" +
                                           std::to_string(img.bytes.size() - 400) + " bytes)");
    }
    SECTION("a size the chain cannot hold") {
        img.set_entry_size(kBig, 9000);
        CHECK(read_error(img, kBig) ==
              chain(img.record_first.at(kBig)) + " ends after 4080 of 9000 bytes");
    }
    SECTION("a first block outside the file or tagged free") {
        img.set_entry_offset(kBig, 0x20);
        CHECK(read_error(img, kBig) ==
              where + "first block 0x00000020 is outside the file's blocks (" + blocks(img) + ")");
        img.set_entry_offset(kBig, 0x80000400u);
        CHECK(read_error(img, kBig) ==
              where + "first block 0x80000400 is tagged free (bit 31 set)");
    }
}

TEST_CASE("dat file bad: zlib entries", "[dat][file][errors]") {
    DatWriter w = portal_writer();
    DatImage img = w.build();
    const std::uint32_t first = img.record_first.at(kZip);
    const std::string where = "client_portal.dat: 0x0D000700 Environment: ";
    const std::uint32_t stored = [&] {
        const auto e = DatFile::from_bytes(img.bytes, "client_portal.dat").find(kZip);
        REQUIRE(e.has_value());
        return e->size;
    }();
    SECTION("bad zlib data") {
        img.set_chain_u32(first, 4, 0x12345678u); // the zlib header
        CHECK(read_error(img, kZip) == where + "bad zlib data (incorrect header check)");
    }
    SECTION("a size prefix zlib could never reach") {
        img.set_chain_u32(first, 0, 0xFFFFFFFFu);
        CHECK(read_error(img, kZip) == where + "compressed entry claims 4294967295 bytes from a " +
                                           std::to_string(stored - 4) +
                                           "-byte zlib stream, more than zlib can produce");
    }
    SECTION("a size prefix smaller or larger than the stream") {
        img.set_chain_u32(first, 0, 4999);
        CHECK(read_error(img, kZip) ==
              where + "zlib data inflates to more than the 4999 bytes the entry promises");
        img.set_chain_u32(first, 0, 5001);
        CHECK(read_error(img, kZip) ==
              where + "zlib data inflates to 5000 bytes, the entry promises 5001");
    }
    SECTION("a stream cut short") {
        img.set_entry_size(kZip, stored - 6);
        CHECK_THAT(read_error(img, kZip),
                   Catch::StartsWith(where + "zlib data ends early, after "));
    }
    SECTION("the flag on raw data") {
        img.set_entry_flags(kBig, 1);
        CHECK_THAT(read_error(img, kBig),
                   Catch::StartsWith("client_portal.dat: 0x0D00062E Environment: "));
        DatWriter tiny(DatKind::portal);
        tiny.add(7, std::vector<std::byte>(3));
        DatImage t = tiny.build();
        t.set_entry_flags(7, 1);
        CHECK(read_error(t, 7, "GfxObj") == "client_portal.dat: 0x00000007 GfxObj: compressed "
                                            "entry of 3 bytes has no uncompressed size");
    }
}
