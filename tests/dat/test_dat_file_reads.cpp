// dat/dat_file.h reads only what it needs: the header and the root at open, the nodes on
// the path for a lookup (then from its cache), and one record's blocks for a read. The
// source below counts every byte the reader asks for.
#include <catch2/catch.hpp>

#include "tests/dat/dat_file_fixture.h"
#include "tests/dat/writer/dat_writer.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;

namespace {

struct Counts {
    std::uint64_t bytes = 0;
    std::uint64_t reads = 0;
};

class CountingSource final : public ByteSource {
  public:
    CountingSource(std::vector<std::byte> bytes, Counts* counts)
        : inner_(ByteSource::from_memory(std::move(bytes))), counts_(counts) {}
    [[nodiscard]] std::uint64_t size() const override { return inner_->size(); }
    void read_at(std::uint64_t offset, std::span<std::byte> out) const override {
        counts_->bytes += out.size();
        ++counts_->reads;
        inner_->read_at(offset, out);
    }

  private:
    std::unique_ptr<ByteSource> inner_;
    Counts* counts_;
};

} // namespace

TEST_CASE("dat file reads: the header and the root at open, a path per lookup, a chain per read",
          "[dat][file]") {
    DatWriter w(DatKind::cell);
    w.max_entries_per_node = 4;
    for (std::uint32_t i = 0; i < 2000; ++i)
        w.add(0x10100100u + i, payload(i, 1000));
    const DatImage img = w.build();
    const std::size_t node_bytes = 1716 + 7 * 4; // seven 256-byte blocks, links included
    Counts c;
    const DatFile f =
        DatFile::from_source(std::make_unique<CountingSource>(img.bytes, &c), "client_cell_1.dat");
    CHECK(c.bytes == 400 + node_bytes);
    const std::uint64_t file = img.bytes.size();

    c = {};
    const std::uint32_t id = 0x10100100u + 1234;
    REQUIRE(f.find(id).has_value());
    // At most one node per level (the root is cached): a few kilobytes of a 3 MB file.
    CHECK(c.bytes <= 6 * node_bytes);
    CHECK(c.bytes < file / 100);

    c = {};
    REQUIRE(f.find(id).has_value());
    CHECK(c.bytes == 0); // the path is cached

    c = {};
    CHECK(f.read(id, "EnvCell") == payload(1234, 1000));
    CHECK(c.reads == 4); // 1000 bytes in 252-byte payloads
    CHECK(c.bytes == 1000 + 4 * 4);

    c = {};
    CHECK(f.entry_count() == 2000);
    CHECK(c.bytes == img.nodes.size() * node_bytes); // the walk reads every node once
}
