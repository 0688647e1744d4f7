#include "dat/btree.h"

#include <algorithm>

namespace sweeplab::dat {

namespace {

// Enough for the paths of a 3 x 3 area's lookups many times over; cleared when full.
constexpr std::size_t kCachedNodes = 512;

std::uint32_t le32(const std::vector<std::byte>& b, std::size_t at) {
    return static_cast<std::uint32_t>(b[at]) | (static_cast<std::uint32_t>(b[at + 1]) << 8u) |
           (static_cast<std::uint32_t>(b[at + 2]) << 16u) |
           (static_cast<std::uint32_t>(b[at + 3]) << 24u);
}

std::uint16_t le16(const std::vector<std::byte>& b, std::size_t at) {
    return static_cast<std::uint16_t>(static_cast<std::uint32_t>(b[at]) |
                                      (static_cast<std::uint32_t>(b[at + 1]) << 8u));
}

std::string where_node(std::uint32_t offset) {
    return "directory node at " + hex32(offset);
}

} // namespace

Directory::Directory(const ByteSource& src, BlockGeometry geometry, std::uint32_t root,
                     std::string file)
    : src_(&src), geometry_(geometry), root_(root), file_(std::move(file)) {}

void Directory::fail(std::uint32_t node, const std::string& problem) const {
    throw DatError(file_, where_node(node), problem);
}

// DatBTreeNode.Unpack (DRW) / DatDirectoryHeader.Unpack (ACE) / BTreeNode::LoadData (GDLE).
DirNode Directory::read_node(std::uint32_t offset) const {
    const std::vector<std::byte> b = read_block_chain(*src_, geometry_, offset, kNodeBytes, file_);
    DirNode node;
    node.offset = offset;
    const std::uint32_t count = le32(b, kNodeBranches * 4);
    if (count > kNodeEntries)
        fail(offset, std::to_string(count) + " entries, a node holds at most " +
                         std::to_string(kNodeEntries));
    node.entries.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::size_t at = kNodeBranches * 4 + 4 + std::size_t{i} * kEntryBytes;
        DirEntry e;
        e.flags = le16(b, at);
        e.version = le16(b, at + 2);
        e.id = le32(b, at + 4);
        e.offset = le32(b, at + 8);
        e.size = le32(b, at + 12);
        e.date = le32(b, at + 16);
        e.iteration = static_cast<std::int32_t>(le32(b, at + 20));
        if (i > 0 && e.id <= node.entries.back().id)
            fail(offset, "entry " + std::to_string(i) + " id " + hex32(e.id) +
                             " does not follow entry " + std::to_string(i - 1) + " id " +
                             hex32(node.entries.back().id) + " (the ids must rise)");
        node.entries.push_back(e);
    }
    const std::uint32_t first = le32(b, 0);
    // Retail leaves hold 0 in slot 0 (ACE, GDLE); DRW's writer fills every unused slot of a
    // leaf with 0xCDCDCDCD, and its reader takes that for "no branch" too.
    node.leaf = first == 0 || first == kJunkBranch;
    if (!node.leaf) {
        // Only EntryCount + 1 slots are live; the rest may hold junk and are never read.
        node.branches.reserve(count + 1);
        for (std::uint32_t i = 0; i <= count; ++i) {
            const std::uint32_t branch = le32(b, std::size_t{i} * 4);
            if (!geometry_.holds_block(branch))
                fail(offset, "branch " + std::to_string(i) + " offset " + hex32(branch) +
                                 " is outside the file's blocks (" + geometry_.range() + ")");
            node.branches.push_back(branch);
        }
    }
    return node;
}

const DirNode& Directory::cached_node(std::uint32_t offset) {
    if (auto it = cache_.find(offset); it != cache_.end()) return it->second;
    DirNode node = read_node(offset);
    if (cache_.size() >= kCachedNodes) cache_.clear();
    return cache_.emplace(offset, std::move(node)).first->second;
}

void Directory::check_root() {
    if (root_ != 0) (void)cached_node(root_);
}

// DatBTreeReaderWriter.TryGetFileInternal (DRW), BTreeNode::Lookup (GDLE): search the node,
// else descend into the branch left of the first greater id (the last branch past the end).
std::optional<DirEntry> Directory::find(std::uint32_t id) {
    if (root_ == 0) return std::nullopt;
    std::vector<std::uint32_t> path;
    std::uint32_t at = root_;
    for (std::size_t depth = 0;; ++depth) {
        if (depth >= kMaxDirectoryDepth)
            fail(at,
                 "the directory is deeper than " + std::to_string(kMaxDirectoryDepth) + " levels");
        const DirNode& node = cached_node(at);
        const auto it =
            std::lower_bound(node.entries.begin(), node.entries.end(), id,
                             [](const DirEntry& e, std::uint32_t key) { return e.id < key; });
        if (it != node.entries.end() && it->id == id) return *it;
        if (node.leaf) return std::nullopt;
        const auto slot = static_cast<std::size_t>(it - node.entries.begin());
        const std::uint32_t next = node.branches[slot];
        path.push_back(at);
        if (std::find(path.begin(), path.end(), next) != path.end())
            fail(at, "branch " + std::to_string(slot) + " leads back to node " + hex32(next) +
                         " (a cycle)");
        at = next;
    }
}

void Directory::for_each(const std::function<void(const DirEntry&)>& fn) const {
    if (root_ == 0) return;
    std::vector<std::uint32_t> path;
    std::unordered_set<std::uint32_t> seen{root_};
    std::optional<std::uint32_t> last;
    walk(read_node(root_), path, seen, last, fn);
}

// DatDirectory.AddFilesToList (ACE) as an in-order walk, so the ids come out sorted.
void Directory::walk(const DirNode& node, std::vector<std::uint32_t>& path,
                     std::unordered_set<std::uint32_t>& seen, std::optional<std::uint32_t>& last,
                     const std::function<void(const DirEntry&)>& fn) const {
    path.push_back(node.offset);
    if (path.size() > kMaxDirectoryDepth)
        fail(node.offset,
             "the directory is deeper than " + std::to_string(kMaxDirectoryDepth) + " levels");
    auto descend = [&](std::size_t slot) {
        const std::uint32_t next = node.branches[slot];
        if (std::find(path.begin(), path.end(), next) != path.end())
            fail(node.offset, "branch " + std::to_string(slot) + " leads back to node " +
                                  hex32(next) + " (a cycle)");
        if (!seen.insert(next).second)
            fail(node.offset, "branch " + std::to_string(slot) + " leads to node " + hex32(next) +
                                  ", which another branch already reached");
        walk(read_node(next), path, seen, last, fn);
    };
    for (std::size_t i = 0; i < node.entries.size(); ++i) {
        if (!node.leaf) descend(i);
        const DirEntry& e = node.entries[i];
        if (last && e.id <= *last)
            fail(node.offset, "entry " + std::to_string(i) + " id " + hex32(e.id) +
                                  " is out of order: the walk reached " + hex32(*last) +
                                  " before it");
        last = e.id;
        fn(e);
    }
    if (!node.leaf) descend(node.entries.size());
    path.pop_back();
}

} // namespace sweeplab::dat
