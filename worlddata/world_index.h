#pragma once
// Which file of the world-data paths holds what (docs/world-objects.md, "Which files are
// read"), so that a load opens only the files of the landblocks it wants and of the weenies
// their rows name:
// - a file named on its own is read whole, always; a SQL one of WorldLoadOptions::
//   chunk_files_from bytes or more (the compiled release file) is cut into chunks once, kept
//   in the index folder, and read by the chunks a load needs (worlddata/sql_chunks.h);
// - in a folder, ACE's names say what a file holds without opening it: `XXYY.sql` under a
//   folder named like `6 LandBlockExtendedData` is landblock 0xXXYY, `<wcid> <name>.sql` under
//   one named like `9 WeenieDefaults` is that weenie. A file read is checked against its
//   name; one that names anything else is indexed by its content from then on;
// - folders whose names say placement never needs them (regions, spells, treasure, crafting,
//   quests, events, emote scripts, house portals) are not listed;
// - every other .sql / .json file is indexed by its content: opened once, its landblocks and
//   class ids kept in the folder's index file with its size and modification time, and opened
//   again only when those change. The index file lives under WorldLoadOptions::index_dir, else
//   $XDG_CACHE_HOME/sweeplab/world-index, else ~/.cache/sweeplab/world-index, named for the
//   folder's absolute path.
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "worlddata/sql_chunks.h"
#include "worlddata/world_data.h"

namespace sweeplab::worlddata {

enum class FileSource : std::uint8_t {
    Given,   // named on its own: read whole, whatever it holds
    Name,    // what it holds from its ACE name
    Content, // what it holds from reading it (the folder's index)
    Chunks,  // a large SQL file named on its own: read by chunks (worlddata/sql_chunks.h)
};

struct IndexedFile {
    std::string path; // as read and listed in WorldData::files
    FileSource source = FileSource::Given;
    std::size_t folder = 0;       // the folder it was found in (not for Given)
    std::string rel;              // its path inside that folder
    FileTouches holds;            // not for Given
    std::vector<SqlChunk> chunks; // for Chunks
};

class WorldIndex {
  public:
    // Lists `paths` in order (a folder's files in path order) and indexes each folder. Throws
    // WorldDataError for a path that does not exist, a folder that cannot be listed, and a
    // file indexed by its content that does not read.
    WorldIndex(const std::vector<std::string>& paths, const WorldLoadOptions& options);
    [[nodiscard]] const std::vector<IndexedFile>& files() const { return files_; }
    // The files opened to index them, in the order opened.
    [[nodiscard]] const std::vector<std::string>& opened() const { return opened_; }
    // What file `k` named when read. False when a file known by its name named anything its
    // name does not: it is indexed by that content from now on.
    bool check(std::size_t k, const FileTouches& read);
    // Writes the index files that changed (quietly not, where they cannot be written).
    void save() const;

  private:
    // What a folder's index file keeps of a file indexed by its content.
    struct Kept {
        std::uint64_t size = 0;
        std::int64_t mtime = 0; // nanoseconds
        FileTouches holds;
        bool seen = false;
    };
    struct Folder {
        std::string root;       // absolute
        std::string index_file; // "" when there is no place for it
        std::map<std::string, Kept> kept;
        bool changed = false;
    };
    void list_folder(const std::string& path);
    void add_given(const std::string& path, const WorldLoadOptions& options);
    void load_index(Folder& folder) const;
    void index_by_content(Folder& folder, IndexedFile& file);
    std::vector<IndexedFile> files_;
    std::vector<Folder> folders_;
    std::vector<std::string> opened_;
    std::string index_dir_;
};

// The folder index files go in: `index_dir` when given, else the user's cache.
[[nodiscard]] std::string world_index_dir(const std::string& index_dir);

// What `file` holds, read whole (its landblocks and class ids).
[[nodiscard]] FileTouches file_contents(const std::string& file);

} // namespace sweeplab::worlddata
