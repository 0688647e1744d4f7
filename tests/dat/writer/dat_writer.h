#pragma once
// The test side's DAT file writer: a whole client_cell_1.dat or client_portal.dat from a set
// of records. It writes the 400-byte header, a directory B-tree (as deep as the node size
// knob makes it: a few records can give several levels, 3,843 records fill a two-level tree
// of 61-entry nodes), each record as a block chain over scattered, non-adjacent blocks with
// links running backwards as well as forwards, free-tagged spare blocks among them, junk in
// the directory's unused slots, and optional zlib compression per record.
//
//   DatWriter w(DatKind::cell);
//   w.add(0xA9B4FFFF, land_block_bytes);
//   w.write_into(dir);                      // dir/client_cell_1.dat
//
// build() returns the DatImage (the bytes and where everything went), whose methods break
// one thing at a time for the bad-data tests.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <vector>

#include "tests/dat/writer/byte_writer.h"

namespace sweeplab::dat::testing {

enum class DatKind { cell, portal };

// "client_cell_1.dat" / "client_portal.dat".
[[nodiscard]] const char* dat_file_name(DatKind kind);

struct DatImage {
    std::vector<std::byte> bytes;
    std::uint32_t block_size = 0;
    std::uint32_t data_start = 0;
    std::vector<std::uint32_t> nodes; // directory nodes' first blocks, root first, by level
    std::vector<bool> node_leaf;      // per node
    std::vector<std::uint32_t> free_blocks;
    std::map<std::uint32_t, std::vector<std::uint32_t>> chains; // first block -> its blocks
    std::map<std::uint32_t, std::uint32_t> record_first;        // record id -> first block
    // record id -> (node index, entry slot) of its directory entry.
    std::map<std::uint32_t, std::pair<std::size_t, std::size_t>> entry_at;

    [[nodiscard]] const std::vector<std::uint32_t>& blocks_of(std::uint32_t id) const;
    [[nodiscard]] std::uint32_t u32_at(std::uint64_t offset) const;
    void set_u32(std::uint64_t offset, std::uint32_t v);
    // A u32 `at` bytes into the data of the chain starting at `first` (node fields).
    [[nodiscard]] std::uint32_t chain_u32(std::uint32_t first, std::uint32_t at) const;
    void set_chain_u32(std::uint32_t first, std::uint32_t at, std::uint32_t v);

    // Header fields.
    void set_magic(std::uint32_t v) { set_u32(0x140, v); }
    void set_block_size(std::uint32_t v) { set_u32(0x144, v); }
    void set_header_file_size(std::uint32_t v) { set_u32(0x148, v); }
    void set_root(std::uint32_t v) { set_u32(0x160, v); }
    // The file cut to `size` bytes; the header still gives the old size.
    void truncate(std::size_t size) { bytes.resize(size); }

    // Block links of a record's chain (block i's link leads to block i + 1).
    void set_link(std::uint32_t id, std::size_t block, std::uint32_t target);
    // The record's last followed link leads back to its first block (needs >= 2 blocks).
    void loop_chain(std::uint32_t id);
    // The record's first link leads into one of the free blocks, tag and all.
    void link_into_free_block(std::uint32_t id);

    // Directory nodes (index into `nodes`).
    [[nodiscard]] std::uint32_t node_entry_count(std::size_t node) const;
    void set_node_entry_count(std::size_t node, std::uint32_t count);
    [[nodiscard]] std::uint32_t node_branch(std::size_t node, std::size_t slot) const;
    void set_node_branch(std::size_t node, std::size_t slot, std::uint32_t value);
    [[nodiscard]] std::uint32_t node_entry_id(std::size_t node, std::size_t slot) const;
    void swap_node_entries(std::size_t node, std::size_t a, std::size_t b);
    // A record's directory entry fields.
    void set_entry_offset(std::uint32_t id, std::uint32_t offset);
    void set_entry_size(std::uint32_t id, std::uint32_t size);
    void set_entry_flags(std::uint32_t id, std::uint16_t flags);
    void set_entry_id(std::uint32_t id, std::uint32_t new_id);

    void write(const std::filesystem::path& path) const;
};

class DatWriter {
  public:
    // block_size 0: the retail size for the kind (cell 256, portal 1024).
    explicit DatWriter(DatKind kind, std::uint32_t block_size = 0);

    // Adds or replaces a record; compress: stored as u32 size + zlib stream, Flags bit 0.
    void add(std::uint32_t id, std::vector<std::byte> bytes, bool compress = false);
    void add(std::uint32_t id, const ByteWriter& w, bool compress = false) {
        add(id, w.data(), compress);
    }
    [[nodiscard]] std::size_t record_count() const { return records_.size(); }

    // Layout knobs.
    std::uint32_t max_entries_per_node = 61; // 1..61
    bool scatter = true;                     // shuffled blocks; false: in order, back to back
    std::uint32_t seed = 15;
    std::uint32_t data_start = 0;  // 0: the first multiple of the block size past the header
    std::uint32_t free_blocks = 3; // free-tagged spare blocks mixed in
    bool junk = true;              // 0xCDCDCDCD and stale offsets in unused node slots
    bool drw_leaves = false;       // leaves hold 0xCDCDCDCD in branch slot 0, as DRW writes

    [[nodiscard]] DatImage build() const;
    [[nodiscard]] std::vector<std::byte> bytes() const { return build().bytes; }
    void write(const std::filesystem::path& path) const { build().write(path); }
    // dir / dat_file_name(kind).
    void write_into(const std::filesystem::path& dir) const;

  private:
    struct Record {
        std::vector<std::byte> stored;
        bool compressed = false;
    };
    DatKind kind_;
    std::uint32_t block_size_;
    std::map<std::uint32_t, Record> records_;
};

// A directory that is one long chain of one-entry nodes, `levels` deep, holding ids 1..levels
// (for the depth limit): each node's branch 1 leads to the next.
[[nodiscard]] DatImage deep_directory(DatKind kind, std::size_t levels);

} // namespace sweeplab::dat::testing
