#include "dat/dat_file.h"

#include <algorithm>
#include <cstring>
#include <limits>

#include <zlib.h>

#include "dat/btree.h"
#include "dat/byte_source.h"

namespace sweeplab::dat {

namespace {

// zlib's deflate expands at most 1032:1; a size prefix past that cannot be honest.
constexpr std::uint64_t kZlibMaxRatio = 1032;
// No retail record comes near this; it keeps a forged prefix from costing gigabytes.
constexpr std::uint32_t kMaxInflatedBytes = 256u << 20u;

std::uint32_t le32(const std::byte* p) {
    return static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8u) |
           (static_cast<std::uint32_t>(p[2]) << 16u) | (static_cast<std::uint32_t>(p[3]) << 24u);
}

std::string record(std::uint32_t id, std::string_view type) {
    return hex32(id) + " " + std::string(type);
}

// DatHeader.Unpack (DRW) / DatDatabaseHeader.Unpack (ACE, read from 0x140).
DatHeader parse_header(const std::byte* p) {
    const std::byte* s = p + kHeaderStructOffset;
    auto at = [&](std::size_t i) { return le32(s + 4 * i); };
    DatHeader h;
    h.magic = at(0);
    h.block_size = at(1);
    h.file_size = at(2);
    h.data_set = at(3);
    h.data_subset = at(4);
    h.free_head = at(5);
    h.free_tail = at(6);
    h.free_count = at(7);
    h.root_offset = at(8);
    h.new_lru = at(9);
    h.old_lru = at(10);
    h.use_lru = at(11);
    h.master_map_id = at(12);
    h.engine_version = at(13);
    h.game_version = at(14);
    for (std::size_t i = 0; i < h.version_major.size(); ++i)
        h.version_major[i] = static_cast<std::uint8_t>(s[60 + i]);
    h.version_minor = le32(s + 76);
    return h;
}

void check_header(const DatHeader& h, std::uint64_t actual, const std::string& file) {
    auto fail = [&](const std::string& problem) { throw DatError(file, "header", problem); };
    if (h.magic != kDatMagic) fail("magic " + hex32(h.magic) + ", expected " + hex32(kDatMagic));
    if (h.block_size < kMinBlockSize || h.block_size > kMaxBlockSize)
        fail("block size " + std::to_string(h.block_size) + ", expected 256 or 1024 (" +
             std::to_string(kMinBlockSize) + " to " + std::to_string(kMaxBlockSize) + " accepted)");
    if (h.file_size > actual)
        fail("file size " + std::to_string(h.file_size) + ", but the file has " +
             std::to_string(actual) + " bytes (truncated)");
    if (std::uint64_t{kDatHeaderSize} + h.block_size > actual)
        fail("block size " + std::to_string(h.block_size) + " leaves no room for a block in " +
             std::to_string(actual) + " bytes after the " + std::to_string(kDatHeaderSize) +
             "-byte header");
}

std::vector<std::byte> inflate_entry(const std::vector<std::byte>& stored, const std::string& file,
                                     const std::string& where) {
    auto fail = [&](const std::string& problem) { throw DatError(file, where, problem); };
    if (stored.size() < 4)
        fail("compressed entry of " + std::to_string(stored.size()) +
             " bytes has no uncompressed size");
    const std::uint32_t want = le32(stored.data());
    const std::uint64_t stream = stored.size() - 4;
    if (want > kMaxInflatedBytes || want > stream * kZlibMaxRatio + 64)
        fail("compressed entry claims " + std::to_string(want) + " bytes from a " +
             std::to_string(stream) + "-byte zlib stream, more than zlib can produce");
    // One byte more than promised tells "too much" from "exactly as promised" (and gives
    // zlib a real buffer when the promise is 0).
    std::vector<std::byte> out(std::size_t{want} + 1);
    z_stream z{};
    if (inflateInit(&z) != Z_OK) fail("zlib could not start");
    z.next_in = reinterpret_cast<Bytef*>(const_cast<std::byte*>(stored.data() + 4));
    z.avail_in = static_cast<uInt>(stream);
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int rc = inflate(&z, Z_FINISH);
    const std::string msg = z.msg != nullptr ? z.msg : "";
    const auto produced = static_cast<std::uint64_t>(z.total_out);
    inflateEnd(&z);
    if (rc == Z_STREAM_END && produced == want) {
        out.resize(want);
        return out;
    }
    if (produced > want)
        fail("zlib data inflates to more than the " + std::to_string(want) +
             " bytes the entry promises");
    if (rc == Z_STREAM_END)
        fail("zlib data inflates to " + std::to_string(produced) + " bytes, the entry promises " +
             std::to_string(want));
    if (rc == Z_DATA_ERROR || rc == Z_NEED_DICT || rc == Z_STREAM_ERROR || rc == Z_MEM_ERROR)
        fail("bad zlib data" + (msg.empty() ? std::string() : " (" + msg + ")"));
    throw DatError(file, where,
                   "zlib data ends early, after " + std::to_string(produced) + " of " +
                       std::to_string(want) + " bytes");
}

} // namespace

struct DatFile::Impl {
    Impl(std::unique_ptr<ByteSource> source, std::string file_name)
        : src(std::move(source)), name(std::move(file_name)) {}
    std::unique_ptr<ByteSource> src;
    std::string name;
    DatHeader header;
    BlockGeometry geometry;
    std::optional<Directory> dir;
    mutable std::optional<std::size_t> count;

    void init() {
        const std::uint64_t actual = src->size();
        if (actual < kDatHeaderSize)
            throw DatError(name, "header",
                           "the file has " + std::to_string(actual) + " bytes, shorter than the " +
                               std::to_string(kDatHeaderSize) + "-byte header");
        std::vector<std::byte> head(kDatHeaderSize);
        src->read_at(0, head);
        header = parse_header(head.data());
        check_header(header, actual, name);
        geometry = BlockGeometry{header.block_size, kDatHeaderSize, actual};
        if (header.root_offset != 0 && !geometry.holds_block(header.root_offset))
            throw DatError(name, "header",
                           "root node offset " + hex32(header.root_offset) +
                               " is outside the file's blocks (" + geometry.range() + ")");
        dir.emplace(*src, geometry, header.root_offset, name);
        // Only the root is read now: a file whose directory cannot even start fails at open.
        dir->check_root();
    }
};

DatFile::DatFile(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
DatFile::DatFile(DatFile&&) noexcept = default;
DatFile& DatFile::operator=(DatFile&&) noexcept = default;
DatFile::~DatFile() = default;

DatFile DatFile::open(const std::filesystem::path& path) {
    std::string name = path.filename().string();
    auto impl = std::make_unique<Impl>(ByteSource::open_file(path, name), name);
    impl->init();
    return DatFile(std::move(impl));
}

DatFile DatFile::from_bytes(std::vector<std::byte> bytes, std::string name) {
    return from_source(ByteSource::from_memory(std::move(bytes)), std::move(name));
}

DatFile DatFile::from_source(std::unique_ptr<ByteSource> source, std::string name) {
    auto impl = std::make_unique<Impl>(std::move(source), std::move(name));
    impl->init();
    return DatFile(std::move(impl));
}

const DatHeader& DatFile::header() const {
    return impl_->header;
}
const std::string& DatFile::file_name() const {
    return impl_->name;
}
std::uint64_t DatFile::file_size() const {
    return impl_->geometry.file_size;
}

std::optional<DirEntry> DatFile::find(std::uint32_t id) const {
    return impl_->dir->find(id);
}

void DatFile::check_entry(const DirEntry& e, std::string_view type_name) const {
    const BlockGeometry& g = impl_->geometry;
    auto fail = [&](const std::string& problem) {
        throw DatError(impl_->name, record(e.id, type_name), problem);
    };
    if ((e.offset & kFreeBlockTag) != 0)
        fail("first block " + hex32(e.offset) + " is tagged free (bit 31 set)");
    if (!g.holds_block(e.offset))
        fail("first block " + hex32(e.offset) + " is outside the file's blocks (" + g.range() +
             ")");
    if (e.size > g.capacity())
        fail("size " + std::to_string(e.size) + " is more than the file's blocks hold (" +
             std::to_string(g.capacity()) + " bytes)");
}

std::vector<std::byte> DatFile::read_entry(const DirEntry& e, std::string_view type_name) const {
    check_entry(e, type_name);
    std::vector<std::byte> stored = read_block_chain(*impl_->src, impl_->geometry, e.offset, e.size,
                                                     impl_->name, record(e.id, type_name));
    if (!e.compressed()) return stored;
    return inflate_entry(stored, impl_->name, record(e.id, type_name));
}

std::vector<std::byte> DatFile::read(std::uint32_t id, std::string_view type_name) const {
    const std::optional<DirEntry> e = find(id);
    if (!e) throw DatError(impl_->name, record(id, type_name), "not in the directory");
    return read_entry(*e, type_name);
}

void DatFile::for_each_entry(const std::function<void(const DirEntry&)>& fn) const {
    std::size_t n = 0;
    impl_->dir->for_each([&](const DirEntry& e) {
        ++n;
        fn(e);
    });
    impl_->count = n;
}

std::size_t DatFile::entry_count() const {
    if (!impl_->count) for_each_entry([](const DirEntry&) {});
    return *impl_->count;
}

} // namespace sweeplab::dat
