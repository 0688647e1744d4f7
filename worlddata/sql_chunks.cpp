#include "worlddata/sql_chunks.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "worlddata/mapped_file.h"

namespace sweeplab::worlddata {

namespace {

constexpr const char* kChunksHeader = "sweeplab sql chunks 1";

void add_sorted(std::vector<std::uint32_t>& to, const std::vector<std::uint32_t>& from) {
    std::vector<std::uint32_t> both;
    both.reserve(to.size() + from.size());
    std::set_union(to.begin(), to.end(), from.begin(), from.end(), std::back_inserter(both));
    to = std::move(both);
}

std::string join(const std::vector<std::uint32_t>& ids, bool hex) {
    std::ostringstream s;
    if (hex) s << std::hex;
    s << ids.size();
    for (const std::uint32_t id : ids)
        s << ' ' << id;
    return s.str();
}

bool read_ids(std::istream& in, bool hex, std::vector<std::uint32_t>& out) {
    std::size_t n = 0;
    if (hex) in >> std::hex;
    if (!(in >> n) || n > (1u << 24)) return false;
    out.resize(n);
    for (std::uint32_t& id : out)
        if (!(in >> id)) return false;
    in >> std::dec;
    return std::is_sorted(out.begin(), out.end());
}

} // namespace

std::vector<SqlChunk> sql_chunks(const std::string& file, std::uint64_t chunk_bytes) {
    const MappedFile mapped(file);
    WorldData scratch;
    WorldLoadOptions none;
    none.landblocks = {0x10000u}; // no landblock id: every row is named, none kept
    WorldDataBuilder b(scratch, none);
    b.begin_file(file);
    FileTouches touches;
    b.note_touches(&touches);
    std::vector<SqlChunk> chunks;
    bool open = false; // the last chunk still takes statements
    read_sql_statements(
        mapped.text(), file, b, [&](std::size_t begin, std::size_t end, bool create) {
            if (!create && touches.landblocks.empty() && touches.weenies.empty()) {
                open = false; // a statement naming nothing ends the chunk, and is left out
                return;
            }
            touches.sort();
            if (!open || end - chunks.back().begin > chunk_bytes) {
                chunks.emplace_back();
                chunks.back().begin = begin;
                open = true;
            }
            SqlChunk& c = chunks.back();
            c.end = end;
            c.create = c.create || create;
            add_sorted(c.holds.landblocks, touches.landblocks);
            add_sorted(c.holds.weenies, touches.weenies);
            touches = FileTouches{};
            // Kept in memory: the scratch data's weenies are never used.
            scratch.weenies.clear();
        });
    return chunks;
}

bool load_sql_chunks(const std::string& index_file, const std::string& file, std::uint64_t size,
                     std::int64_t mtime, std::vector<SqlChunk>& chunks) {
    std::ifstream in(index_file, std::ios::binary);
    std::string line;
    if (!in || !std::getline(in, line) || line != kChunksHeader) return false;
    if (!std::getline(in, line) || line != file) return false;
    std::uint64_t kept_size = 0;
    std::int64_t kept_mtime = 0;
    std::size_t n = 0;
    if (!(in >> kept_size >> kept_mtime >> n) || kept_size != size || kept_mtime != mtime ||
        n > (std::size_t{1} << 24))
        return false;
    std::vector<SqlChunk> read(n);
    for (SqlChunk& c : read) {
        int create = 0;
        if (!(in >> c.begin >> c.end >> create) || c.end < c.begin || c.end > size) return false;
        c.create = create != 0;
        if (!read_ids(in, true, c.holds.landblocks) || !read_ids(in, false, c.holds.weenies))
            return false;
    }
    chunks = std::move(read);
    return true;
}

void save_sql_chunks(const std::string& index_file, const std::string& file, std::uint64_t size,
                     std::int64_t mtime, const std::vector<SqlChunk>& chunks) {
    namespace fs = std::filesystem;
    if (file.find('\n') != std::string::npos) return;
    std::error_code ec;
    fs::create_directories(fs::path(index_file).parent_path(), ec);
    static std::atomic<unsigned> saves{0};
    const std::string tmp =
        index_file + ".tmp" + std::to_string(::getpid()) + "." + std::to_string(saves.fetch_add(1));
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << kChunksHeader << '\n'
            << file << '\n'
            << size << ' ' << mtime << ' ' << chunks.size() << '\n';
        for (const SqlChunk& c : chunks)
            out << c.begin << ' ' << c.end << ' ' << (c.create ? 1 : 0) << ' '
                << join(c.holds.landblocks, true) << ' ' << join(c.holds.weenies, false) << '\n';
        if (!out) {
            out.close();
            fs::remove(tmp, ec);
            return;
        }
    }
    fs::rename(tmp, index_file, ec);
    if (ec) fs::remove(tmp, ec);
}

void read_sql_chunks(const std::string& file, const std::vector<SqlChunk>& chunks,
                     const std::function<bool(const SqlChunk&)>& take, WorldDataBuilder& out) {
    const MappedFile mapped(file);
    std::vector<std::pair<std::size_t, std::size_t>> ranges;
    for (const SqlChunk& c : chunks)
        if (take(c)) {
            const auto begin = static_cast<std::size_t>(c.begin);
            const auto end = static_cast<std::size_t>(c.end);
            if (!ranges.empty() && ranges.back().second == begin)
                ranges.back().second = end;
            else
                ranges.emplace_back(begin, end);
        }
    if (ranges.empty()) return;
    if (ranges.back().second > mapped.text().size()) ranges.back().second = mapped.text().size();
    read_sql_ranges(mapped.text(), file, out, ranges);
}

} // namespace sweeplab::worlddata
