#include "tests/dat/writer/dat_writer.h"

#include <algorithm>
#include <deque>
#include <fstream>
#include <random>
#include <stdexcept>

#include <zlib.h>

namespace sweeplab::dat::testing {

namespace {

constexpr std::uint32_t kMagic = 0x00005442u;
constexpr std::uint32_t kHeaderSize = 400;
constexpr std::uint32_t kBranches = 62;
constexpr std::uint32_t kEntries = 61;
constexpr std::uint32_t kEntryBytes = 24;
constexpr std::uint32_t kNodeBytes = kBranches * 4 + 4 + kEntries * kEntryBytes; // 1716
constexpr std::uint32_t kCountAt = kBranches * 4;
constexpr std::uint32_t kFreeTag = 0x80000000u;
constexpr std::uint32_t kJunk = 0xCDCDCDCDu;

struct IdRecord {
    std::uint32_t id = 0;
    std::vector<std::byte> stored;
    bool compressed = false;
};

// A directory node before layout: the records it holds (indices, id order) and its children.
struct TreeNode {
    std::vector<std::size_t> items;
    std::vector<std::size_t> children;
};

struct Knobs {
    std::uint32_t block_size = 0;
    std::uint32_t data_start = 0;
    bool scatter = true;
    std::uint32_t seed = 15;
    std::uint32_t free_blocks = 0;
    bool junk = true;
    bool drw_leaves = false;
    DatKind kind = DatKind::cell;
};

void put32(std::vector<std::byte>& b, std::size_t at, std::uint32_t v) {
    for (std::size_t i = 0; i < 4; ++i)
        b[at + i] = static_cast<std::byte>((v >> (8u * i)) & 0xFFu);
}

std::uint32_t get32(const std::vector<std::byte>& b, std::size_t at) {
    std::uint32_t v = 0;
    for (std::size_t i = 4; i-- > 0;)
        v = (v << 8u) | static_cast<std::uint32_t>(b[at + i]);
    return v;
}

std::size_t blocks_for(std::size_t bytes, std::uint32_t block_size) {
    const std::size_t payload = block_size - 4u;
    return std::max<std::size_t>(1, (bytes + payload - 1) / payload);
}

// Builds the subtree over records [lo, hi) with at most m entries per node: a leaf when they
// fit, else as few children as the height allows, the records shared out evenly.
std::size_t build_tree(std::vector<TreeNode>& nodes, std::size_t lo, std::size_t hi,
                       std::size_t m) {
    const std::size_t index = nodes.size();
    nodes.emplace_back();
    const std::size_t n = hi - lo;
    if (n <= m) {
        for (std::size_t i = lo; i < hi; ++i)
            nodes[index].items.push_back(i);
        return index;
    }
    // The smallest height h with (m + 1)^h - 1 >= n; children get height h - 1.
    std::uint64_t child_cap = 0, cap = m;
    while (cap < n) {
        child_cap = cap;
        cap = (cap + 1) * (m + 1) - 1;
    }
    std::size_t c = static_cast<std::size_t>((n + 1 + child_cap) / (child_cap + 1));
    c = std::clamp<std::size_t>(c, 2, m + 1);
    const std::size_t share = n - (c - 1);
    std::size_t at = lo;
    for (std::size_t i = 0; i < c; ++i) {
        const std::size_t take = share / c + (i < share % c ? 1 : 0);
        const std::size_t child = build_tree(nodes, at, at + take, m);
        nodes[index].children.push_back(child);
        at += take;
        if (i + 1 < c) nodes[index].items.push_back(at++);
    }
    return index;
}

class Shuffler {
  public:
    explicit Shuffler(std::uint32_t seed) : rng_(seed) {}
    // Fisher-Yates on the raw generator, so every platform lays the file out the same.
    void shuffle(std::vector<std::uint32_t>& v) {
        for (std::size_t i = v.size(); i > 1; --i)
            std::swap(v[i - 1], v[rng_() % i]);
    }

  private:
    std::mt19937 rng_;
};

DatImage assemble(const Knobs& k, const std::vector<IdRecord>& records,
                  const std::vector<TreeNode>& tree) {
    const std::uint32_t bs = k.block_size;
    DatImage img;
    img.block_size = bs;
    img.data_start = k.data_start != 0 ? k.data_start : (kHeaderSize + bs - 1) / bs * bs;
    if (img.data_start < kHeaderSize) throw std::logic_error("data_start inside the header");

    // Breadth-first node order: root first, then level by level.
    std::vector<std::size_t> order;
    std::vector<std::size_t> position(tree.size());
    for (std::deque<std::size_t> q{0}; !q.empty(); q.pop_front()) {
        position[q.front()] = order.size();
        order.push_back(q.front());
        for (std::size_t c : tree[q.front()].children)
            q.push_back(c);
    }

    // Every chain's block count; the slots are shuffled and dealt out in order.
    std::vector<std::size_t> counts;
    for (std::size_t i = 0; i < order.size(); ++i)
        counts.push_back(blocks_for(kNodeBytes, bs));
    for (const IdRecord& r : records)
        counts.push_back(blocks_for(r.stored.size(), bs));
    std::size_t total = k.free_blocks;
    for (std::size_t c : counts)
        total += c;
    std::vector<std::uint32_t> slots(total);
    for (std::size_t i = 0; i < total; ++i)
        slots[i] = static_cast<std::uint32_t>(img.data_start + i * bs);
    if (k.scatter) Shuffler(k.seed).shuffle(slots);
    std::size_t next_slot = 0;
    std::vector<std::vector<std::uint32_t>> chain_blocks;
    for (std::size_t c : counts) {
        chain_blocks.emplace_back(slots.begin() + static_cast<std::ptrdiff_t>(next_slot),
                                  slots.begin() + static_cast<std::ptrdiff_t>(next_slot + c));
        next_slot += c;
    }
    img.free_blocks.assign(slots.begin() + static_cast<std::ptrdiff_t>(next_slot), slots.end());
    img.bytes.assign(img.data_start + total * bs, std::byte{0});

    auto write_chain = [&](const std::vector<std::uint32_t>& blocks,
                           const std::vector<std::byte>& data) {
        const std::size_t payload = bs - 4u;
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            put32(img.bytes, blocks[b], b + 1 < blocks.size() ? blocks[b + 1] : 0);
            const std::size_t from = b * payload;
            const std::size_t n = std::min(payload, data.size() - std::min(data.size(), from));
            std::copy_n(data.begin() + static_cast<std::ptrdiff_t>(from), n,
                        img.bytes.begin() + blocks[b] + 4);
        }
        img.chains[blocks.front()] = blocks;
    };

    for (std::size_t r = 0; r < records.size(); ++r)
        img.record_first[records[r].id] = chain_blocks[order.size() + r].front();
    for (std::size_t p = 0; p < order.size(); ++p)
        img.nodes.push_back(chain_blocks[p].front());

    // Stale but in-range offsets for the junk slots: a reader that followed one would loop
    // back to the root or land in a record.
    const std::uint32_t stale[] = {kJunk, img.nodes.front(),
                                   records.empty() ? kJunk : img.record_first.begin()->second};
    for (std::size_t p = 0; p < order.size(); ++p) {
        const TreeNode& t = tree[order[p]];
        const bool leaf = t.children.empty();
        img.node_leaf.push_back(leaf);
        std::vector<std::byte> node(kNodeBytes, k.junk ? std::byte{0xCD} : std::byte{0});
        for (std::size_t s = 0; s < kBranches; ++s) {
            std::uint32_t v = k.junk ? stale[s % 3] : 0;
            if (leaf && s == 0) v = k.drw_leaves ? kJunk : 0;
            if (!leaf && s < t.children.size()) v = img.nodes[position[t.children[s]]];
            put32(node, s * 4, v);
        }
        put32(node, kCountAt, static_cast<std::uint32_t>(t.items.size()));
        for (std::size_t e = 0; e < t.items.size(); ++e) {
            const IdRecord& r = records[t.items[e]];
            const std::size_t at = kCountAt + 4 + e * kEntryBytes;
            put32(node, at, (r.compressed ? 1u : 0u) | (2u << 16u)); // flags, version 2
            put32(node, at + 4, r.id);
            put32(node, at + 8, img.record_first.at(r.id));
            put32(node, at + 12, static_cast<std::uint32_t>(r.stored.size()));
            put32(node, at + 16, 0x5F5E1000u); // date
            put32(node, at + 20, 1);           // iteration
            img.entry_at[r.id] = {p, e};
        }
        write_chain(chain_blocks[p], node);
    }
    for (std::size_t r = 0; r < records.size(); ++r)
        write_chain(chain_blocks[order.size() + r], records[r].stored);
    // Free blocks as the retail client tags them: each links to the next with bit 31 set.
    for (std::size_t f = 0; f < img.free_blocks.size(); ++f) {
        const std::uint32_t next = f + 1 < img.free_blocks.size() ? img.free_blocks[f + 1] : 0;
        put32(img.bytes, img.free_blocks[f], next | kFreeTag);
    }

    // The header: an empty version string, DRW's empty transaction, then the struct.
    put32(img.bytes, 256, 0x004C5000u);
    const bool cell = k.kind == DatKind::cell;
    const std::uint32_t fields[] = {
        kMagic,
        bs,
        static_cast<std::uint32_t>(img.bytes.size()),
        cell ? 2u : 1u, // data set
        cell ? 1u : 0u, // subset: the region for the cell file
        img.free_blocks.empty() ? 0u : img.free_blocks.front(),
        img.free_blocks.empty() ? 0u : img.free_blocks.back(),
        static_cast<std::uint32_t>(img.free_blocks.size()),
        img.nodes.front(),
        0,
        0,
        0,
        0,
        cell ? 22u : 110u, // engine pack version (End of Retail)
        0,
    };
    for (std::size_t i = 0; i < std::size(fields); ++i)
        put32(img.bytes, 0x140 + 4 * i, fields[i]);
    put32(img.bytes, 0x140 + 76, 6657); // version minor
    return img;
}

std::vector<std::byte> zlib_compress(const std::vector<std::byte>& raw) {
    uLongf n = compressBound(static_cast<uLong>(raw.size()));
    std::vector<std::byte> out(4 + n);
    put32(out, 0, static_cast<std::uint32_t>(raw.size()));
    if (compress2(reinterpret_cast<Bytef*>(out.data() + 4), &n,
                  reinterpret_cast<const Bytef*>(raw.data()), static_cast<uLong>(raw.size()),
                  9) != Z_OK)
        throw std::runtime_error("zlib compress2 failed");
    out.resize(4 + n);
    return out;
}

} // namespace

const char* dat_file_name(DatKind kind) {
    return kind == DatKind::cell ? "client_cell_1.dat" : "client_portal.dat";
}

const std::vector<std::uint32_t>& DatImage::blocks_of(std::uint32_t id) const {
    return chains.at(record_first.at(id));
}

std::uint32_t DatImage::u32_at(std::uint64_t offset) const {
    return get32(bytes, offset);
}
void DatImage::set_u32(std::uint64_t offset, std::uint32_t v) {
    put32(bytes, offset, v);
}

std::uint32_t DatImage::chain_u32(std::uint32_t first, std::uint32_t at) const {
    const std::vector<std::uint32_t>& blocks = chains.at(first);
    std::uint32_t v = 0;
    for (std::uint32_t i = 4; i-- > 0;) {
        const std::uint32_t pos = at + i;
        const std::uint32_t block = blocks.at(pos / (block_size - 4));
        v = (v << 8u) | static_cast<std::uint32_t>(bytes[block + 4 + pos % (block_size - 4)]);
    }
    return v;
}

void DatImage::set_chain_u32(std::uint32_t first, std::uint32_t at, std::uint32_t v) {
    const std::vector<std::uint32_t>& blocks = chains.at(first);
    for (std::uint32_t i = 0; i < 4; ++i) {
        const std::uint32_t pos = at + i;
        const std::uint32_t block = blocks.at(pos / (block_size - 4));
        bytes[block + 4 + pos % (block_size - 4)] = static_cast<std::byte>((v >> (8u * i)) & 0xFFu);
    }
}

void DatImage::set_link(std::uint32_t id, std::size_t block, std::uint32_t target) {
    set_u32(blocks_of(id).at(block), target);
}

void DatImage::loop_chain(std::uint32_t id) {
    const std::vector<std::uint32_t>& b = blocks_of(id);
    if (b.size() < 2) throw std::logic_error("loop_chain needs a record of two blocks or more");
    set_link(id, b.size() - 2, b.front());
}

void DatImage::link_into_free_block(std::uint32_t id) {
    if (free_blocks.empty()) throw std::logic_error("no free blocks in this image");
    set_link(id, 0, free_blocks.front() | kFreeTag);
}

std::uint32_t DatImage::node_entry_count(std::size_t node) const {
    return chain_u32(nodes.at(node), kCountAt);
}
void DatImage::set_node_entry_count(std::size_t node, std::uint32_t count) {
    set_chain_u32(nodes.at(node), kCountAt, count);
}
std::uint32_t DatImage::node_branch(std::size_t node, std::size_t slot) const {
    return chain_u32(nodes.at(node), static_cast<std::uint32_t>(slot * 4));
}
void DatImage::set_node_branch(std::size_t node, std::size_t slot, std::uint32_t value) {
    set_chain_u32(nodes.at(node), static_cast<std::uint32_t>(slot * 4), value);
}
std::uint32_t DatImage::node_entry_id(std::size_t node, std::size_t slot) const {
    return chain_u32(nodes.at(node), static_cast<std::uint32_t>(kCountAt + 8 + slot * kEntryBytes));
}

void DatImage::swap_node_entries(std::size_t node, std::size_t a, std::size_t b) {
    for (std::uint32_t w = 0; w < kEntryBytes; w += 4) {
        const auto at_a = static_cast<std::uint32_t>(kCountAt + 4 + a * kEntryBytes + w);
        const auto at_b = static_cast<std::uint32_t>(kCountAt + 4 + b * kEntryBytes + w);
        const std::uint32_t va = chain_u32(nodes.at(node), at_a);
        set_chain_u32(nodes.at(node), at_a, chain_u32(nodes.at(node), at_b));
        set_chain_u32(nodes.at(node), at_b, va);
    }
}

namespace {
std::uint32_t entry_field(const DatImage& img, std::uint32_t id, std::uint32_t field) {
    const auto [node, slot] = img.entry_at.at(id);
    return static_cast<std::uint32_t>(kCountAt + 4 + slot * kEntryBytes + field);
}
} // namespace

void DatImage::set_entry_offset(std::uint32_t id, std::uint32_t offset) {
    set_chain_u32(nodes.at(entry_at.at(id).first), entry_field(*this, id, 8), offset);
}
void DatImage::set_entry_size(std::uint32_t id, std::uint32_t size) {
    set_chain_u32(nodes.at(entry_at.at(id).first), entry_field(*this, id, 12), size);
}
void DatImage::set_entry_id(std::uint32_t id, std::uint32_t new_id) {
    set_chain_u32(nodes.at(entry_at.at(id).first), entry_field(*this, id, 4), new_id);
}
void DatImage::set_entry_flags(std::uint32_t id, std::uint16_t flags) {
    const std::uint32_t first = nodes.at(entry_at.at(id).first);
    const std::uint32_t at = entry_field(*this, id, 0);
    set_chain_u32(first, at, (chain_u32(first, at) & 0xFFFF0000u) | flags);
}

void DatImage::write(const std::filesystem::path& path) const {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

DatWriter::DatWriter(DatKind kind, std::uint32_t block_size)
    : kind_(kind),
      block_size_(block_size != 0 ? block_size : (kind == DatKind::cell ? 256u : 1024u)) {}

void DatWriter::add(std::uint32_t id, std::vector<std::byte> bytes, bool compress) {
    Record r;
    r.compressed = compress;
    r.stored = compress ? zlib_compress(bytes) : std::move(bytes);
    records_[id] = std::move(r);
}

DatImage DatWriter::build() const {
    if (max_entries_per_node < 1 || max_entries_per_node > kEntries)
        throw std::logic_error("max_entries_per_node must be 1..61");
    std::vector<IdRecord> records;
    for (const auto& [id, r] : records_)
        records.push_back(IdRecord{id, r.stored, r.compressed});
    std::vector<TreeNode> tree;
    build_tree(tree, 0, records.size(), max_entries_per_node);
    Knobs k;
    k.block_size = block_size_;
    k.data_start = data_start;
    k.scatter = scatter;
    k.seed = seed;
    k.free_blocks = free_blocks;
    k.junk = junk;
    k.drw_leaves = drw_leaves;
    k.kind = kind_;
    return assemble(k, records, tree);
}

void DatWriter::write_into(const std::filesystem::path& dir) const {
    write(dir / dat_file_name(kind_));
}

DatImage deep_directory(DatKind kind, std::size_t levels) {
    if (levels == 0) throw std::logic_error("deep_directory needs one level or more");
    std::vector<IdRecord> records;
    for (std::size_t i = 1; i <= levels; ++i)
        records.push_back(IdRecord{static_cast<std::uint32_t>(i), {std::byte{1}}, false});
    // Node i holds id i + 1; its branch 0 is an empty leaf, its branch 1 node i + 1. The
    // last node is a leaf.
    std::vector<TreeNode> tree(levels);
    for (std::size_t i = 0; i < levels; ++i) {
        tree[i].items.push_back(i);
        if (i + 1 == levels) break;
        tree[i].children = {tree.size(), i + 1};
        tree.emplace_back();
    }
    Knobs k;
    k.kind = kind;
    k.block_size = kind == DatKind::cell ? 256u : 1024u;
    return assemble(k, records, tree);
}

} // namespace sweeplab::dat::testing
