#include "worlddata/world_index.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include "worlddata/errors.h"

namespace sweeplab::worlddata {

namespace fs = std::filesystem;

namespace {

constexpr const char* kIndexHeader = "sweeplab world index 1";

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

bool ends_with(const std::string& s, const char* tail) {
    const std::string t(tail);
    return s.size() >= t.size() && s.compare(s.size() - t.size(), t.size(), t) == 0;
}

bool is_world_file(const std::string& name) {
    const std::string l = lower(name);
    return ends_with(l, ".sql") || ends_with(l, ".json");
}

// Folders whose names say they hold tables placement never reads (ACE's "1
// RegionDescExtendedData", "2 SpellTableExtendedData", ... and any server's copy of them).
bool skipped_folder(const std::string& name) {
    const std::string l = lower(name);
    if (l == ".git") return true;
    for (const char* word : {"regiondesc", "spelltable", "treasuretable", "crafttable", "questdef",
                             "gameeventdef", "emotescript", "housingportal"})
        if (l.find(word) != std::string::npos) return true;
    return false;
}

// What an ACE name says the file holds (false: not an ACE name). `rel` is the path inside the
// folder, '/'-separated, after the folder's absolute path (its own folder names count too:
// `--world ".../6 LandBlockExtendedData/SQL"`).
bool holds_by_name(const std::string& root, const std::string& relative, FileTouches& holds) {
    const std::string rel = root + '/' + relative;
    const std::size_t slash = rel.rfind('/');
    if (slash == std::string::npos) return false;
    const std::string dirs = lower(rel.substr(0, slash));
    const std::string name = rel.substr(slash + 1);
    if (!ends_with(lower(name), ".sql")) return false;
    const std::string stem = name.substr(0, name.size() - 4);
    if (dirs.find("landblockextendeddata") != std::string::npos) {
        if (stem.size() != 4 || !std::all_of(stem.begin(), stem.end(),
                                             [](unsigned char c) { return std::isxdigit(c) != 0; }))
            return false;
        holds.landblocks = {static_cast<std::uint32_t>(std::stoul(stem, nullptr, 16))};
        return true;
    }
    if (dirs.find("weeniedefaults") != std::string::npos) {
        std::size_t n = 0;
        while (n < stem.size() && n < 10 && std::isdigit(static_cast<unsigned char>(stem[n])))
            ++n;
        if (n == 0 || (n < stem.size() && stem[n] != ' ')) return false;
        const unsigned long long id = std::stoull(stem.substr(0, n));
        if (id > 0xFFFFFFFFull) return false;
        holds.weenies = {static_cast<std::uint32_t>(id)};
        return true;
    }
    return false;
}

bool file_stamp(const std::string& path, std::uint64_t& size, std::int64_t& mtime) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return false;
    size = static_cast<std::uint64_t>(st.st_size);
    mtime = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
    return true;
}

std::string join(const std::vector<std::uint32_t>& ids, bool hex) {
    std::ostringstream s;
    if (hex) s << std::hex;
    for (std::size_t i = 0; i < ids.size(); ++i)
        s << (i ? "," : "") << ids[i];
    return s.str();
}

bool split(const std::string& text, bool hex, std::vector<std::uint32_t>& out) {
    std::size_t p = 0;
    while (p < text.size()) {
        std::size_t end = text.find(',', p);
        if (end == std::string::npos) end = text.size();
        char* stop = nullptr;
        const std::string part = text.substr(p, end - p);
        const unsigned long v = std::strtoul(part.c_str(), &stop, hex ? 16 : 10);
        if (part.empty() || *stop != '\0' || v > 0xFFFFFFFFul) return false;
        out.push_back(static_cast<std::uint32_t>(v));
        p = end + 1;
    }
    return true;
}

// The name of a folder's index file: FNV-1a of its absolute path.
std::string index_name(const std::string& root) {
    std::uint64_t h = 14695981039346656037ull;
    for (const unsigned char c : root) {
        h ^= c;
        h *= 1099511628211ull;
    }
    std::ostringstream s;
    s << std::hex << h << ".idx";
    return s.str();
}

// The world files under `dir` (its path ending in '/'), into `out`: readdir's own file types,
// no path objects (the public folders hold 55,000 files to list). Symbolic links to files
// count; those to folders are not followed. False, with errno, when a folder cannot be read.
bool list_world_files(const std::string& dir, std::vector<std::string>& out) {
    DIR* d = ::opendir(dir.c_str());
    if (d == nullptr) return false;
    std::vector<std::string> subdirs;
    errno = 0;
    while (const dirent* e = ::readdir(d)) {
        const char* name = e->d_name;
        if (std::strcmp(name, ".") == 0 || std::strcmp(name, "..") == 0) continue;
        unsigned char type = e->d_type;
        std::string path = dir + name;
        if (type == DT_UNKNOWN || type == DT_LNK) {
            struct stat st {};
            if (::lstat(path.c_str(), &st) != 0) continue;
            const bool link = S_ISLNK(st.st_mode);
            if (link && ::stat(path.c_str(), &st) != 0) continue; // a dangling link
            if (S_ISREG(st.st_mode))
                type = DT_REG;
            else if (S_ISDIR(st.st_mode) && !link)
                type = DT_DIR;
            else
                continue;
        }
        if (type == DT_DIR) {
            if (!skipped_folder(name)) subdirs.push_back(path + '/');
        } else if (type == DT_REG && is_world_file(name)) {
            out.push_back(std::move(path));
        }
    }
    const int err = errno;
    ::closedir(d);
    if (err != 0) {
        errno = err;
        return false;
    }
    for (const std::string& sub : subdirs)
        if (!list_world_files(sub, out)) return false;
    return true;
}

} // namespace

std::string world_index_dir(const std::string& index_dir) {
    if (!index_dir.empty()) return index_dir;
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    if (xdg != nullptr && xdg[0] == '/') return std::string(xdg) + "/sweeplab/world-index";
    const char* home = std::getenv("HOME");
    if (home != nullptr && home[0] == '/')
        return std::string(home) + "/.cache/sweeplab/world-index";
    return "";
}

FileTouches file_contents(const std::string& file) {
    WorldData data;
    WorldLoadOptions none;
    none.landblocks = {0x10000u}; // no landblock id: every row is named, none kept
    WorldDataBuilder b(data, none);
    FileTouches t;
    b.begin_file(file);
    b.note_touches(&t);
    read_world_file(file, b);
    t.sort();
    return t;
}

WorldIndex::WorldIndex(const std::vector<std::string>& paths, const WorldLoadOptions& options)
    : index_dir_(world_index_dir(options.index_dir)) {
    for (const std::string& p : paths) {
        std::error_code ec;
        if (fs::is_directory(p, ec)) {
            list_folder(p);
        } else if (fs::exists(p, ec)) {
            add_given(p, options);
        } else {
            throw WorldDataError(p, 1, 1, "no such file or folder");
        }
    }
}

void WorldIndex::add_given(const std::string& path, const WorldLoadOptions& options) {
    IndexedFile f;
    f.path = path;
    std::uint64_t size = 0;
    std::int64_t mtime = 0;
    if (ends_with(lower(path), ".sql") && file_stamp(path, size, mtime) &&
        size >= options.chunk_files_from) {
        std::error_code ec;
        const std::string abs = fs::absolute(path, ec).lexically_normal().string();
        const std::string index_file =
            index_dir_.empty() ? std::string()
                               : (fs::path(index_dir_) / index_name(abs)).string() + ".chunks";
        if (index_file.empty() || !load_sql_chunks(index_file, abs, size, mtime, f.chunks)) {
            opened_.push_back(path);
            f.chunks = sql_chunks(path, options.chunk_bytes);
            if (!index_file.empty()) save_sql_chunks(index_file, abs, size, mtime, f.chunks);
        }
        f.source = FileSource::Chunks;
        for (const SqlChunk& c : f.chunks) {
            f.holds.landblocks.insert(f.holds.landblocks.end(), c.holds.landblocks.begin(),
                                      c.holds.landblocks.end());
            f.holds.weenies.insert(f.holds.weenies.end(), c.holds.weenies.begin(),
                                   c.holds.weenies.end());
        }
        f.holds.sort();
    }
    files_.push_back(std::move(f));
}

void WorldIndex::load_index(Folder& folder) const {
    std::ifstream in(folder.index_file, std::ios::binary);
    std::string line;
    if (!in || !std::getline(in, line) || line != kIndexHeader) return;
    if (!std::getline(in, line) || line != folder.root) return;
    while (std::getline(in, line)) {
        std::istringstream s(line);
        Kept k;
        std::string lbs, ws, rel;
        if (!(s >> k.size >> k.mtime)) return;
        s.get();
        if (!std::getline(s, lbs, '\t') || !std::getline(s, ws, '\t') || !std::getline(s, rel))
            return;
        if (!split(lbs, true, k.holds.landblocks) || !split(ws, false, k.holds.weenies)) return;
        folder.kept[rel] = std::move(k);
    }
}

void WorldIndex::index_by_content(Folder& folder, IndexedFile& file) {
    Kept k;
    opened_.push_back(file.path);
    k.holds = file_contents(file.path);
    k.seen = true;
    file.source = FileSource::Content;
    file.holds = k.holds;
    if (file_stamp(file.path, k.size, k.mtime) &&
        file.rel.find_first_of("\t\n") == std::string::npos) {
        folder.kept[file.rel] = std::move(k);
        folder.changed = true;
    }
}

void WorldIndex::list_folder(const std::string& path) {
    std::error_code ec;
    Folder folder;
    folder.root = fs::absolute(path, ec).lexically_normal().string();
    while (folder.root.size() > 1 && folder.root.back() == '/')
        folder.root.pop_back();
    if (!index_dir_.empty()) {
        folder.index_file = (fs::path(index_dir_) / index_name(folder.root)).string();
        load_index(folder);
    }
    std::vector<std::string> found;
    std::string top = path;
    if (top.empty() || top.back() != '/') top += '/';
    if (!list_world_files(top, found))
        throw WorldDataError(path, 1, 1,
                             std::string("cannot list the folder: ") + std::strerror(errno));
    std::sort(found.begin(), found.end());
    const std::size_t index = folders_.size();
    folders_.push_back(std::move(folder));
    Folder& f = folders_.back();
    const std::string prefix = fs::path(path).string();
    for (std::string& file : found) {
        IndexedFile entry;
        entry.rel = file.compare(0, prefix.size(), prefix) == 0 ? file.substr(prefix.size()) : file;
        while (!entry.rel.empty() && entry.rel.front() == '/')
            entry.rel.erase(0, 1);
        entry.path = std::move(file);
        entry.folder = index;
        const auto kept = f.kept.find(entry.rel);
        if (kept != f.kept.end()) {
            std::uint64_t size = 0;
            std::int64_t mtime = 0;
            if (file_stamp(entry.path, size, mtime) && size == kept->second.size &&
                mtime == kept->second.mtime) {
                kept->second.seen = true;
                entry.source = FileSource::Content;
                entry.holds = kept->second.holds;
            } else {
                index_by_content(f, entry);
            }
        } else if (holds_by_name(f.root, entry.rel, entry.holds)) {
            entry.source = FileSource::Name;
        } else {
            index_by_content(f, entry);
        }
        files_.push_back(std::move(entry));
    }
    for (auto it = f.kept.begin(); it != f.kept.end();) {
        if (it->second.seen) {
            ++it;
        } else {
            it = f.kept.erase(it); // the file is gone
            f.changed = true;
        }
    }
}

bool WorldIndex::check(std::size_t k, const FileTouches& read) {
    IndexedFile& file = files_[k];
    if (file.source != FileSource::Name) return true;
    if (std::includes(file.holds.landblocks.begin(), file.holds.landblocks.end(),
                      read.landblocks.begin(), read.landblocks.end()) &&
        std::includes(file.holds.weenies.begin(), file.holds.weenies.end(), read.weenies.begin(),
                      read.weenies.end()))
        return true;
    Folder& folder = folders_[file.folder];
    Kept kept;
    kept.holds = read;
    kept.seen = true;
    if (file_stamp(file.path, kept.size, kept.mtime) &&
        file.rel.find_first_of("\t\n") == std::string::npos) {
        folder.kept[file.rel] = std::move(kept);
        folder.changed = true;
    }
    file.source = FileSource::Content;
    file.holds = read;
    return false;
}

void WorldIndex::save() const {
    for (const Folder& f : folders_) {
        if (!f.changed || f.index_file.empty()) continue;
        std::error_code ec;
        if (f.kept.empty()) { // every file known by its name: no index needed
            fs::remove(f.index_file, ec);
            continue;
        }
        fs::create_directories(fs::path(f.index_file).parent_path(), ec);
        static std::atomic<unsigned> saves{0};
        const std::string tmp = f.index_file + ".tmp" + std::to_string(::getpid()) + "." +
                                std::to_string(saves.fetch_add(1));
        {
            std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
            out << kIndexHeader << '\n' << f.root << '\n';
            for (const auto& [rel, k] : f.kept)
                out << k.size << ' ' << k.mtime << '\t' << join(k.holds.landblocks, true) << '\t'
                    << join(k.holds.weenies, false) << '\t' << rel << '\n';
            if (!out) {
                out.close();
                fs::remove(tmp, ec);
                continue;
            }
        }
        fs::rename(tmp, f.index_file, ec);
        if (ec) fs::remove(tmp, ec);
    }
}

} // namespace sweeplab::worlddata
