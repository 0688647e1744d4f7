// The world data a place needs (worlddata/world_data.h, load_world_data), from the files that
// hold it (worlddata/world_index.h). Reading a subset of the files in their order gives what
// reading all of them gives for the landblocks and class ids that subset holds, because the
// replace rule only ever looks at the files naming the same landblock or class id:
// 1. the files holding a landblock asked for (every file holding any, when none is), and every
//    file named on its own, are read in order;
// 2. the class ids their kept rows name are the weenies needed; the files holding one of
//    them and not read in 1 are read in order, continuing 1's data as reading in turn would,
//    when every file of 1 that named weenies comes before them. Otherwise (a mixed file of
//    1 after one of 2), or when a file read by chunks (worlddata/sql_chunks.h) holds needed
//    weenies in chunks 1 did not read, 1 and 2 are read again together, in order;
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

// Which chunks of a chunked file a pass reads (the CREATE TABLEs always).
struct ChunkPick {
    const std::set<std::uint32_t>* landblocks = nullptr; // empty: any landblock
    const std::set<std::uint32_t>* weenies = nullptr;    // null: none
    bool every = false;                                  // the whole file
};

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

bool picked(const SqlChunk& c, const ChunkPick& pick) {
    if (c.create || pick.every) return true;
    if (pick.landblocks->empty() ? !c.holds.landblocks.empty()
                                 : meets(c.holds.landblocks, *pick.landblocks))
        return true;
    return pick.weenies != nullptr && meets(c.holds.weenies, *pick.weenies);
}

FilesRead read_files(const WorldIndex& index, const std::vector<std::size_t>& which,
                     const WorldLoadOptions& options, const ChunkPick& pick,
                     std::vector<std::string>& opened, WorldData* onto = nullptr) {
    std::vector<std::string> files;
    files.reserve(which.size());
    for (const std::size_t k : which)
        files.push_back(index.files()[k].path);
    opened.insert(opened.end(), files.begin(), files.end());
    const FileReadFn read = [&](std::size_t k, WorldDataBuilder& b) {
        const IndexedFile& f = index.files()[which[k]];
        if (f.source == FileSource::Chunks)
            read_sql_chunks(
                f.path, f.chunks, [&](const SqlChunk& c) { return picked(c, pick); }, b);
        else
            read_world_file(f.path, b);
    };
    FilesRead r;
    r.touches.resize(files.size());
    if (options.jobs > 1 && files.size() > 1) {
        r.data = load_world_data_in_parts(files, options, &r.touches, &read, onto);
    } else {
        if (onto != nullptr) r.data = std::move(*onto);
        WorldDataBuilder b(r.data, options);
        for (std::size_t k = 0; k < files.size(); ++k) {
            b.begin_file(files[k]);
            b.note_touches(&r.touches[k]);
            read(k, b);
        }
    }
    for (FileTouches& t : r.touches)
        t.sort();
    return r;
}

// Given files are read whatever they hold; the others when they hold one of the ids.
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
    // Every landblock: a chunked file is read whole at once.
    const bool every = options.landblocks.empty();
    const ChunkPick landblocks_only{&options.landblocks, nullptr, every};
    FilesRead a = read_files(index, first, options, landblocks_only, opened);
    if (!all_as_indexed(index, first, a)) return std::nullopt;

    std::set<std::uint32_t> needed;
    for (const auto& [id, lb] : a.data.landblocks)
        for (const SpawnRow& r : lb.rows)
            needed.insert(r.wcid);
    std::vector<std::size_t> second;
    for (std::size_t k = 0; k < all.size(); ++k)
        if (in_first[k] == 0 && holds_weenies(all[k], needed)) second.push_back(k);
    // A chunked file of step 1 holding a needed weenie in a chunk not read yet.
    const bool more_chunks = !every && std::any_of(first.begin(), first.end(), [&](std::size_t k) {
        return all[k].source == FileSource::Chunks && holds_weenies(all[k], needed);
    });
    if (second.empty() && !more_chunks) return std::move(a.data);
    const ChunkPick both_picks{&options.landblocks, &needed};
    // When every file of step 1 that named a weenie comes before the files of step 2, these
    // continue step 1's data as reading in turn would (a compiled file and then the patches).
    bool ordered = !more_chunks;
    for (std::size_t i = 0; i < first.size() && ordered; ++i)
        if (!a.touches[i].weenies.empty() && first[i] > second.front()) ordered = false;
    if (ordered) {
        FilesRead b = read_files(index, second, options, both_picks, opened, &a.data);
        if (!all_as_indexed(index, second, b)) return std::nullopt;
        return std::move(b.data);
    }
    std::vector<std::size_t> both;
    std::merge(first.begin(), first.end(), second.begin(), second.end(), std::back_inserter(both));
    FilesRead c = read_files(index, both, options, both_picks, opened);
    if (!all_as_indexed(index, both, c)) return std::nullopt;
    return std::move(c.data);
}

} // namespace

WorldData load_world_data(const std::vector<std::string>& paths, const WorldLoadOptions& options) {
    WorldIndex index(paths, options);
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
