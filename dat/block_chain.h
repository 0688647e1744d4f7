#pragma once
// The block chains of a DAT file: each block starts with the absolute offset of the next
// (0 ends the chain; bit 31 tags a free block), the rest of the block is payload. Shared by
// the directory (its nodes are chains too) and the records.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "dat/byte_source.h"

namespace sweeplab::dat {

inline constexpr std::uint32_t kFreeBlockTag = 0x80000000u;

// Where blocks may lie: past the header, wholly inside the file.
struct BlockGeometry {
    std::uint32_t block_size = 0;
    std::uint32_t data_start = 0; // the first byte a block may use (the header's end)
    std::uint64_t file_size = 0;  // bytes on disk
    [[nodiscard]] std::uint32_t payload() const { return block_size - 4u; }
    // A block whose link word lies inside the file past the header.
    [[nodiscard]] bool holds_block(std::uint32_t offset) const {
        return (offset & kFreeBlockTag) == 0 && offset >= data_start &&
               std::uint64_t{offset} + 4u <= file_size;
    }
    // The most record bytes the file's blocks could hold.
    [[nodiscard]] std::uint64_t capacity() const {
        return file_size > data_start ? file_size - data_start : 0;
    }
    // "0x00000190 to 0x0001FFFF", for messages.
    [[nodiscard]] std::string range() const;
};

// Reads `size` bytes from the chain that starts at `start`. Throws DatError(file, where,
// "block chain at offset 0x... <problem>") when a block lies outside the file or is tagged
// free, when the chain ends early, or when it loops. `where` names what is being read (a
// record's "0x0D000123 Environment"); empty for the directory, whose chains are its nodes.
std::vector<std::byte> read_block_chain(const ByteSource& src, const BlockGeometry& g,
                                        std::uint32_t start, std::uint32_t size,
                                        const std::string& file, const std::string& where = {});

} // namespace sweeplab::dat
