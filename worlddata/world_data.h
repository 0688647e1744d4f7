#pragma once
// The server's world data as sweeplab uses it (docs/world-objects.md): the spawn rows of each
// landblock (ACE's landblock_instance, GDLE's spawn-map weenies), their links, and the few
// weenie properties the physics needs (Setup, DefaultScale, PhysicsState, Ethereal, Name, the
// portal Destination, whether it generates). Plain data: no physics types.
//
// Files are read in the order given and a folder's files in path order. A later file's rows
// for a landblock replace an earlier file's (ACE's landblock files begin with DELETE FROM
// landblock_instance WHERE landblock = ..., and the Patches repository is given after the
// base); a later file's weenie replaces an earlier weenie of the same class id. Within one
// file rows accumulate (the compiled release file holds every landblock once).
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

namespace sweeplab::worlddata {

// Where a row was read: the file (an index into WorldData::files) and its line.
struct RowSource {
    std::uint32_t file = 0;
    std::uint32_t line = 0;
};

// A position as the server stores it: the cell, the origin in the landblock's frame (metres,
// indoors too) and the orientation (w, x, y, z).
struct WorldPosition {
    std::uint32_t cell = 0;
    glm::vec3 origin{0.0f};
    glm::quat angles{1.0f, 0.0f, 0.0f, 0.0f};
};

struct SpawnRow {
    std::uint32_t guid = 0;
    std::uint32_t wcid = 0;
    WorldPosition pos;
    bool link_child = false; // spawned by its parent's generator, not by the landblock
    RowSource source;
};

struct SpawnLink {
    std::uint32_t parent = 0, child = 0;
};

struct LandblockSpawns {
    std::uint32_t landblock = 0; // 0xXXYY
    std::vector<SpawnRow> rows;  // in the order read
    std::vector<SpawnLink> links;
    std::uint32_t file = 0; // the file whose rows these are
};

// What the physics needs of a weenie. Absent properties stay unset.
struct Weenie {
    std::uint32_t wcid = 0;
    std::string class_name;
    std::int32_t type = 0;                      // ACE's WeenieType (weenie_types.h)
    std::optional<std::uint32_t> setup;         // PropertyDataId 1
    std::optional<float> default_scale;         // PropertyFloat 39
    std::optional<std::uint32_t> physics_state; // PropertyInt 93
    std::optional<bool> ethereal;               // PropertyBool 13
    std::optional<bool> open;                   // PropertyBool 2 (a door's Open)
    std::string name;                           // PropertyString 1
    std::optional<WorldPosition> destination;   // weenie_properties_position type 2
    bool generator = false;                     // any weenie_properties_generator row
    std::uint32_t file = 0;
};

// Which landblocks to keep (others' rows are read and dropped); empty = every one.
struct WorldLoadOptions {
    std::set<std::uint32_t> landblocks;
    // Files parsed on this many threads at once (1: in turn). The result is the same: each
    // file is parsed alone and the parts are merged in file order with the replace rule
    // (worlddata/world_data_parts.cpp).
    int jobs = 1;
};

struct WorldData {
    std::vector<std::string> files; // as named on the command line / found in folders
    std::map<std::uint32_t, LandblockSpawns> landblocks;
    std::unordered_map<std::uint32_t, Weenie> weenies;
    // Rows read in every landblock, kept or not (the reader's count).
    std::uint64_t rows_read = 0;

    [[nodiscard]] const Weenie* weenie(std::uint32_t wcid) const;
    [[nodiscard]] const LandblockSpawns* landblock(std::uint32_t id) const;
    [[nodiscard]] std::size_t row_count() const;
};

// Reads every path (a file, or a folder read recursively in path order: *.sql and *.json).
// Throws WorldDataError (FILE:LINE:COLUMN: problem) for malformed data, and for a path that
// does not exist or cannot be read (FILE:1:1: cannot open ...).
[[nodiscard]] WorldData load_world_data(const std::vector<std::string>& paths,
                                        const WorldLoadOptions& options = {});

// The files `paths` name, in the order they are read.
[[nodiscard]] std::vector<std::string> world_data_files(const std::vector<std::string>& paths);

// The pieces load_world_data uses, for tests and the fuzzer: one text as SQL or as GDLE JSON,
// `file` its name in messages.
class WorldDataBuilder;
// One file as its extension says (.json: GDLE, else SQL), into the builder's current file.
void read_world_file(const std::string& file, WorldDataBuilder& builder);
// load_world_data on options.jobs threads: `files` (world_data_files's) each parsed alone,
// then merged in order; the same WorldData, or the same first error, as reading in turn.
[[nodiscard]] WorldData load_world_data_in_parts(const std::vector<std::string>& files,
                                                 const WorldLoadOptions& options);
void read_sql(std::string_view text, const std::string& file, WorldDataBuilder& out);
void read_gdle_json(std::string_view text, const std::string& file, WorldDataBuilder& out);

// The weenie fields a property row sets (WorldDataBuilder::weenie_for_property).
enum class WeenieField : std::uint16_t {
    Generator = 1u << 0u,
    PhysicsState = 1u << 1u,
    Ethereal = 1u << 2u,
    Open = 1u << 3u,
    DefaultScale = 1u << 4u,
    Name = 1u << 5u,
    Setup = 1u << 6u,
    Destination = 1u << 7u,
};

// What one file, parsed alone, did to each class id: what merging it after the earlier files
// needs to know (worlddata/world_data_parts.cpp).
struct WeenieNotes {
    bool begun = false;          // a weenie row (or DELETE FROM weenie) named it
    bool property_first = false; // a property row came before its first weenie row
    std::uint16_t fields = 0;    // WeenieField bits set by property rows
};

// Collects rows with the replace rule.
class WorldDataBuilder {
  public:
    WorldDataBuilder(WorldData& data, const WorldLoadOptions& options)
        : data_(data), options_(options) {}
    // Starts the next file; returns its index.
    std::uint32_t begin_file(const std::string& name);
    // Continues as file `index` of data.files (already listed), noting what each class id's
    // rows do into `notes` when given: one file parsed alone, or parsed again in turn.
    void use_file(std::uint32_t index,
                  std::unordered_map<std::uint32_t, WeenieNotes>* notes = nullptr) {
        file_ = index;
        notes_ = notes;
    }
    // A landblock's rows are about to come from the current file (a DELETE, an INSERT, a
    // spawn map): an earlier file's rows for it are dropped.
    void touch_landblock(std::uint32_t landblock);
    [[nodiscard]] bool wants(std::uint32_t landblock) const {
        return options_.landblocks.empty() || options_.landblocks.count(landblock) != 0;
    }
    void add_spawn(std::uint32_t landblock, const SpawnRow& row);
    void add_link(std::uint32_t landblock, const SpawnLink& link);
    // A weenie row (or DELETE FROM weenie): the class id's weenie starts anew in this file
    // unless this file has already begun it.
    Weenie& new_weenie(std::uint32_t wcid);
    // The weenie a property row adds to (created when no file has named it); `field` is what
    // the caller sets.
    Weenie& weenie_for_property(std::uint32_t wcid, WeenieField field);
    // One landblock_instance row read (kept or not).
    void count_row() { ++data_.rows_read; }
    [[nodiscard]] std::uint32_t current_file() const { return file_; }

  private:
    WorldData& data_;
    const WorldLoadOptions& options_;
    std::uint32_t file_ = 0;
    std::unordered_map<std::uint32_t, WeenieNotes>* notes_ = nullptr;
};

} // namespace sweeplab::worlddata
