#pragma once
// The directory B-tree of a DAT file. A node is a block chain holding u32 Branches[62],
// u32 EntryCount and Entry[61] (1716 bytes); entries are sorted by id, a node is a leaf when
// Branches[0] is 0 (or DRW's 0xCDCDCDCD filler), and an internal node has exactly
// EntryCount + 1 live branches: whatever the other slots hold is never read. Lookups read
// only the nodes on the path to an id; a bounded cache keeps the recently read ones.
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "dat/block_chain.h"
#include "dat/dat_file.h"

namespace sweeplab::dat {

inline constexpr std::uint32_t kNodeBranches = 62;
inline constexpr std::uint32_t kNodeEntries = 61;
inline constexpr std::uint32_t kEntryBytes = 24;
inline constexpr std::uint32_t kNodeBytes = kNodeBranches * 4 + 4 + kNodeEntries * kEntryBytes;
// A B-tree of degree 31 over 2^32 ids is at most 7 levels deep; anything deeper is damage.
inline constexpr std::size_t kMaxDirectoryDepth = 16;
// DRW's filler for unused branch slots (DatBTreeNode.Pack), also seen in retail files.
inline constexpr std::uint32_t kJunkBranch = 0xCDCDCDCDu;

struct DirNode {
    std::uint32_t offset = 0;
    bool leaf = true;
    std::vector<DirEntry> entries;       // sorted by id
    std::vector<std::uint32_t> branches; // entries.size() + 1 when internal, else empty
};

class Directory {
  public:
    Directory(const ByteSource& src, BlockGeometry geometry, std::uint32_t root, std::string file);

    // Reads (and caches) the root node, so open() refuses a directory that cannot start.
    void check_root();
    [[nodiscard]] std::optional<DirEntry> find(std::uint32_t id);
    // In id order; checks the order across nodes and that no node is reached twice.
    void for_each(const std::function<void(const DirEntry&)>& fn) const;

    // Reads and checks one node (the entry count, the id order, the live branches).
    [[nodiscard]] DirNode read_node(std::uint32_t offset) const;

  private:
    const DirNode& cached_node(std::uint32_t offset);
    void walk(const DirNode& node, std::vector<std::uint32_t>& path,
              std::unordered_set<std::uint32_t>& seen, std::optional<std::uint32_t>& last,
              const std::function<void(const DirEntry&)>& fn) const;
    [[noreturn]] void fail(std::uint32_t node, const std::string& problem) const;

    const ByteSource* src_;
    BlockGeometry geometry_;
    std::uint32_t root_;
    std::string file_;
    std::unordered_map<std::uint32_t, DirNode> cache_;
};

} // namespace sweeplab::dat
