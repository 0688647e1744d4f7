#include "dat/block_chain.h"

#include <algorithm>
#include <unordered_set>

#include "dat/errors.h"

namespace sweeplab::dat {

namespace {

std::uint32_t le32(const std::byte* p) {
    return static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8u) |
           (static_cast<std::uint32_t>(p[2]) << 16u) | (static_cast<std::uint32_t>(p[3]) << 24u);
}

} // namespace

std::string BlockGeometry::range() const {
    const std::uint64_t last = file_size > 4 ? file_size - 4 : 0;
    return hex32(data_start) + " to " + hex32(static_cast<std::uint32_t>(last));
}

std::vector<std::byte> read_block_chain(const ByteSource& src, const BlockGeometry& g,
                                        std::uint32_t start, std::uint32_t size,
                                        const std::string& file, const std::string& where) {
    const std::string chain = "block chain at offset " + hex32(start);
    auto fail = [&](const std::string& problem) { throw DatError(file, where, chain + problem); };

    if ((start & kFreeBlockTag) != 0) fail(" is tagged free (bit 31 set)");
    if (!g.holds_block(start)) fail(" lies outside the file's blocks (" + g.range() + ")");
    if (size > g.capacity())
        fail(" cannot hold " + std::to_string(size) + " bytes: the file's blocks hold at most " +
             std::to_string(g.capacity()));

    std::vector<std::byte> out;
    // Grown block by block: a chain that breaks early never costs its claimed size.
    out.reserve(std::min<std::size_t>(size, std::size_t{1} << 20));
    std::vector<std::byte> block(g.block_size);
    std::unordered_set<std::uint32_t> seen;
    std::uint32_t at = start;
    for (;;) {
        const std::uint32_t n =
            std::min<std::uint32_t>(g.payload(), size - static_cast<std::uint32_t>(out.size()));
        const std::uint64_t end = std::uint64_t{at} + 4u + n;
        if (end > g.file_size)
            fail(" leaves the file: block " + hex32(at) + " needs bytes up to " +
                 std::to_string(end) + ", the file has " + std::to_string(g.file_size));
        seen.insert(at);
        src.read_at(at, std::span<std::byte>(block.data(), 4u + n));
        out.insert(out.end(), block.begin() + 4, block.begin() + 4 + n);
        const std::uint32_t next = le32(block.data());
        // GDLE's BlockLoader::LoadData refuses a free-tagged link even after the last block.
        if ((next & kFreeBlockTag) != 0)
            fail(" runs into a free block: block " + hex32(at) + " links to " + hex32(next));
        if (out.size() == size) return out;
        if (next == 0)
            fail(" ends after " + std::to_string(out.size()) + " of " + std::to_string(size) +
                 " bytes");
        if (!g.holds_block(next))
            fail(" leaves the file: block " + hex32(at) + " links to " + hex32(next) +
                 ", outside the file's blocks (" + g.range() + ")");
        if (seen.count(next) != 0) fail(" loops");
        at = next;
    }
}

} // namespace sweeplab::dat
