// The world data a place needs (worlddata/world_data.h, load_world_data), from the files that
// hold it (worlddata/world_index.h). Reading a subset of the files in their order gives what
// reading all of them gives for the landblocks and class ids that subset holds, because the
// replace rule only ever looks at the files naming the same landblock or class id:
// 1. the files holding a landblock asked for (every file holding any, when none is), and every
//    file named on its own, are read in order;
// 2. the class ids their kept rows name are the weenies needed; the files holding one of
//    them and not read in 1 are read in order and their weenies added. When a file of 1 also
//    named weenies (a mixed file), the order across both lists matters: 1 and 2 are read
//    again together, in order;
// 3. a file known by its ACE name that named anything else is indexed by its content, and
//    the load starts over with what the index now knows.
#include <algorithm>
#include <optional>

#include "worlddata/world_data.h"
#include "worlddata/world_index.h"

namespace sweeplab::worlddata {

namespace {

struct FilesRead {
    WorldData data;
    std::vector<FileTouches> touches; // what each file named
};

FilesRead read_files(const WorldIndex& index, const std::vector<std::size_t>& which,
                     const WorldLoadOptions& options, std::vector<std::string>& opened) {
    std::vector<std::string> files;
    files.reserve(which.size());
    for (const std::size_t k : which)
        files.push_back(index.files()[k].path);
    opened.insert(opened.end(), files.begin(), files.end());
    FilesRead r;
    r.touches.resize(files.size());
    if (options.jobs > 1 && files.size() > 1) {
        r.data = load_world_data_in_parts(files, options, &r.touches);
    } else {
        WorldDataBuilder b(r.data, options);
        for (std::size_t k = 0; k < files.size(); ++k) {
            b.begin_file(files[k]);
            b.note_touches(&r.touches[k]);
            read_world_file(files[k], b);
        }
    }
    for (FileTouches& t : r.touches)
        t.sort();
    return r;
}

bool meets(const std::vector<std::uint32_t>& sorted, const std::set<std::uint32_t>& ids) {
    if (sorted.size() < ids.size()) {
        for (const std::uint32_t id : sorted)
            if (ids.count(id) != 0) return true;
        return false;
    }
    for (const std::uint32_t id : ids)
        if (std::binary_search(sorted.begin(), sorted.end(), id)) return true;
    return false;
}

bool holds_landblocks(const IndexedFile& f, const std::set<std::uint32_t>& wanted) {
    if (f.source == FileSource::Given) return true;
    return wanted.empty() ? !f.holds.landblocks.empty() : meets(f.holds.landblocks, wanted);
}

bool holds_weenies(const IndexedFile& f, const std::set<std::uint32_t>& needed) {
    return f.source == FileSource::Given || meets(f.holds.weenies, needed);
}

// Checks every file read against what the index said (all of them: each correction is kept).
bool all_as_indexed(WorldIndex& index, const std::vector<std::size_t>& which,
                    const FilesRead& read) {
    bool ok = true;
    for (std::size_t i = 0; i < which.size(); ++i)
        ok = index.check(which[i], read.touches[i]) && ok;
    return ok;
}

// One try: nothing when a file named what its name does not (the index knows it now).
std::optional<WorldData> load_once(WorldIndex& index, const WorldLoadOptions& options,
                                   std::vector<std::string>& opened) {
    const std::vector<IndexedFile>& all = index.files();
    std::vector<std::size_t> first;
    std::vector<char> in_first(all.size(), 0);
    for (std::size_t k = 0; k < all.size(); ++k)
        if (holds_landblocks(all[k], options.landblocks)) {
            first.push_back(k);
            in_first[k] = 1;
        }
    FilesRead a = read_files(index, first, options, opened);
    if (!all_as_indexed(index, first, a)) return std::nullopt;

    std::set<std::uint32_t> needed;
    for (const auto& [id, lb] : a.data.landblocks)
        for (const SpawnRow& r : lb.rows)
            needed.insert(r.wcid);
    std::vector<std::size_t> second;
    for (std::size_t k = 0; k < all.size(); ++k)
        if (in_first[k] == 0 && holds_weenies(all[k], needed)) second.push_back(k);
    if (second.empty()) return std::move(a.data);
    const bool mixed = std::any_of(a.touches.begin(), a.touches.end(),
                                   [](const FileTouches& t) { return !t.weenies.empty(); });
    if (!mixed) {
        FilesRead b = read_files(index, second, options, opened);
        if (!all_as_indexed(index, second, b)) return std::nullopt;
        WorldData& d = a.data;
        const auto offset = static_cast<std::uint32_t>(d.files.size());
        d.files.insert(d.files.end(), b.data.files.begin(), b.data.files.end());
        for (auto& [wcid, w] : b.data.weenies) {
            w.file += offset;
            d.weenies[wcid] = std::move(w);
        }
        d.rows_read += b.data.rows_read;
        return std::move(d);
    }
    std::vector<std::size_t> both;
    std::merge(first.begin(), first.end(), second.begin(), second.end(), std::back_inserter(both));
    FilesRead c = read_files(index, both, options, opened);
    if (!all_as_indexed(index, both, c)) return std::nullopt;
    return std::move(c.data);
}

} // namespace

WorldData load_world_data(const std::vector<std::string>& paths, const WorldLoadOptions& options) {
    WorldIndex index(paths, options.index_dir);
    std::vector<std::string> read;
    for (;;) {
        std::optional<WorldData> data = load_once(index, options, read);
        if (!data) continue; // each retry knows one more file by its content: it ends
        index.save();
        data->opened = index.opened();
        data->opened.insert(data->opened.end(), read.begin(), read.end());
        return std::move(*data);
    }
}

} // namespace sweeplab::worlddata
