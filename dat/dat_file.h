#pragma once
// One retail DAT file (Turbine's DatDatabase): the 400-byte header, the directory B-tree and
// the block chains that hold each record. Nothing is loaded at open beyond the header:
// find() reads the directory nodes on the way to an id (a bounded cache keeps recent ones)
// and read() follows one record's chain block by block. Every problem is a DatError
// `FILE: WHAT: problem`; whatever the bytes, the reader never loops, never reads past the
// end of the file and never allocates more than the file could hold. docs/dat-format.md,
// "The container", says what is read and which source each choice follows.
#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dat/byte_source.h"
#include "dat/errors.h"

namespace sweeplab::dat {

inline constexpr std::uint32_t kDatMagic = 0x00005442u; // "BT"
inline constexpr std::uint32_t kDatHeaderSize = 400;    // version 256 + transaction 64 + 80
inline constexpr std::uint32_t kHeaderStructOffset = 0x140;
inline constexpr std::uint32_t kMinBlockSize = 64;
inline constexpr std::uint32_t kMaxBlockSize = 65536;
inline constexpr std::uint32_t kIterationRecordId = 0xFFFF0001u;
// Data sets (the header's DataSet field).
inline constexpr std::uint32_t kDataSetPortal = 1;
inline constexpr std::uint32_t kDataSetCell = 2;

// The header struct at 0x140 (DiskFileInfo_t), every field as stored.
struct DatHeader {
    std::uint32_t magic = 0;
    std::uint32_t block_size = 0; // includes the 4-byte next-block link
    std::uint32_t file_size = 0;
    std::uint32_t data_set = 0;    // 1 portal, 2 cell, 3 local
    std::uint32_t data_subset = 0; // cell: the region (1)
    std::uint32_t free_head = 0;
    std::uint32_t free_tail = 0;
    std::uint32_t free_count = 0;
    std::uint32_t root_offset = 0; // the directory's root node; 0: no directory
    std::uint32_t new_lru = 0;
    std::uint32_t old_lru = 0;
    std::uint32_t use_lru = 0;
    std::uint32_t master_map_id = 0;
    std::uint32_t engine_version = 0;
    std::uint32_t game_version = 0;
    std::array<std::uint8_t, 16> version_major{}; // a GUID
    std::uint32_t version_minor = 0;
};

// One directory entry (24 bytes as stored).
struct DirEntry {
    std::uint16_t flags = 0; // bit 0: the data is zlib-compressed
    std::uint16_t version = 0;
    std::uint32_t id = 0;
    std::uint32_t offset = 0; // the record's first block
    std::uint32_t size = 0;   // bytes stored (compressed: the u32 size prefix + the stream)
    std::uint32_t date = 0;   // unix time
    std::int32_t iteration = 0;
    [[nodiscard]] bool compressed() const { return (flags & 1u) != 0; }
};

class DatFile {
  public:
    // Opens the file and checks its header; the base name is used in every message.
    static DatFile open(const std::filesystem::path& path);
    // The same over bytes in memory (tests, the fuzzer); `name` stands for the file name.
    static DatFile from_bytes(std::vector<std::byte> bytes, std::string name);
    // Over any source of bytes (the tests count what the reader reads through it).
    static DatFile from_source(std::unique_ptr<ByteSource> source, std::string name);

    DatFile(DatFile&&) noexcept;
    DatFile& operator=(DatFile&&) noexcept;
    ~DatFile();

    [[nodiscard]] const DatHeader& header() const;
    [[nodiscard]] const std::string& file_name() const;
    [[nodiscard]] std::uint64_t file_size() const; // bytes on disk

    // The directory entry for `id`, or nullopt. Throws DatError on a malformed directory.
    [[nodiscard]] std::optional<DirEntry> find(std::uint32_t id) const;
    [[nodiscard]] bool contains(std::uint32_t id) const { return find(id).has_value(); }
    // The record's bytes, decompressed when flagged; `type_name` ("LandBlock") is for
    // messages. Throws "0xID Type: not in the directory" when absent.
    [[nodiscard]] std::vector<std::byte> read(std::uint32_t id, std::string_view type_name) const;
    [[nodiscard]] std::vector<std::byte> read_entry(const DirEntry& e,
                                                    std::string_view type_name) const;
    // The entry's offset and size against the file, without reading it (read_entry does
    // this first).
    void check_entry(const DirEntry& e, std::string_view type_name) const;

    // Every entry in id order, walking the whole directory once (nothing kept).
    void for_each_entry(const std::function<void(const DirEntry&)>& fn) const;
    // The number of entries (one walk, then remembered).
    [[nodiscard]] std::size_t entry_count() const;

  private:
    struct Impl;
    explicit DatFile(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

} // namespace sweeplab::dat
