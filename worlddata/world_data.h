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
#include <array>
#include <cstdint>
#include <functional>
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

// An attribute's levels as ACE's world database stores them (weenie_properties_attribute):
// its Base is init_level + raised.
struct AttributeLevels {
    std::uint32_t init_level = 0;
    std::uint32_t raised = 0; // level_From_C_P
};

// A skill's levels (weenie_properties_skill): init_level and raised (ACE's Ranks) on top of
// its attribute formula when it is usable.
struct SkillLevels {
    std::uint32_t init_level = 0;
    std::uint32_t raised = 0;  // level_From_P_P
    std::uint32_t advance = 1; // s_a_c: 1 untrained, 2 trained, 3 specialized (0 inactive)
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
    // What moves a creature (docs/creatures.md): its MotionTable and ACE's monster ranges.
    std::optional<std::uint32_t> motion_table; // PropertyDataId 2
    std::optional<float> visual_awareness;     // PropertyFloat 31 (VisualAwarenessRange)
    std::optional<float> home_radius;          // PropertyFloat 55 (HomeRadius)
    // Attributes 1 Strength, 2 Endurance, 3 Quickness, 4 Coordination, 5 Focus, 6 Self (index
    // id - 1), for its Run skill's formula; skill 24 (Run): its run rate.
    std::array<std::optional<AttributeLevels>, 6> attributes;
    std::optional<SkillLevels> run_skill;
    bool generator = false; // any weenie_properties_generator row
    std::uint32_t file = 0;
};

// Which landblocks to keep (others' rows are read and dropped); empty = every one.
struct WorldLoadOptions {
    std::set<std::uint32_t> landblocks;
    // Files parsed on this many threads at once (1: in turn). The result is the same: each
    // file is parsed alone and the parts are merged in file order with the replace rule
    // (worlddata/world_data_parts.cpp).
    int jobs = 1;
    // Where the indexes of folders are kept (worlddata/world_index.h): "" = the user's cache
    // ($XDG_CACHE_HOME/sweeplab/world-index, else ~/.cache/sweeplab/world-index).
    std::string index_dir;
    // A SQL file given on its own this large or larger (the compiled release file) is read by
    // the chunks a load needs (worlddata/sql_chunks.h), its index kept in index_dir too.
    std::uint64_t chunk_files_from = std::uint64_t{16} << 20u;
    // The bytes of such a chunk.
    std::uint64_t chunk_bytes = std::uint64_t{256} << 10u;
};

struct WorldData {
    // The files read, in the order read (an index here is a row's or weenie's `file`): a
    // folder's files that hold a landblock asked for or a weenie those landblocks' rows name,
    // and every file named on its own.
    std::vector<std::string> files;
    // Every file opened, read or only indexed (worlddata/world_index.h), in the order opened.
    std::vector<std::string> opened;
    std::map<std::uint32_t, LandblockSpawns> landblocks;
    std::unordered_map<std::uint32_t, Weenie> weenies;
    // Rows read in every landblock, kept or not (the reader's count).
    std::uint64_t rows_read = 0;

    [[nodiscard]] const Weenie* weenie(std::uint32_t wcid) const;
    [[nodiscard]] const LandblockSpawns* landblock(std::uint32_t id) const;
    [[nodiscard]] std::size_t row_count() const;
};

// Reads the paths (a file, or a folder read recursively in path order: *.sql and *.json) as
// reading every file in turn would, for the landblocks asked for (every one when none is) and
// the weenies their rows name; other weenies may be missing or partial. Of a folder only the
// files holding those are opened (worlddata/world_index.h: ACE's names, else the folder's
// index); a file named on its own is read whole.
// Throws WorldDataError (FILE:LINE:COLUMN: problem) for malformed data, and for a path that
// does not exist or cannot be read (FILE:1:1: cannot open ...).
[[nodiscard]] WorldData load_world_data(const std::vector<std::string>& paths,
                                        const WorldLoadOptions& options = {});

// Every file `paths` name, in path order (what a whole read would read).
[[nodiscard]] std::vector<std::string> world_data_files(const std::vector<std::string>& paths);

// The pieces load_world_data uses, for tests and the fuzzer: one text as SQL or as GDLE JSON,
// `file` its name in messages.
class WorldDataBuilder;

// The landblocks and class ids a file's statements name (sorted, once each), kept or not.
struct FileTouches {
    std::vector<std::uint32_t> landblocks;
    std::vector<std::uint32_t> weenies;
    void sort();
};
// One file as its extension says (.json: GDLE, else SQL), into the builder's current file.
void read_world_file(const std::string& file, WorldDataBuilder& builder);
// load_world_data on options.jobs threads: `files` (world_data_files's) each parsed alone,
// then merged in order; the same WorldData, or the same first error, as reading in turn.
// `touches`, when given (as many as files), gets what each file named; `read`, when given,
// reads file k into the builder instead of read_world_file; `onto`, when given, is the data
// of files read before these (moved from), which these continue as reading in turn would.
using FileReadFn = std::function<void(std::size_t, WorldDataBuilder&)>;
[[nodiscard]] WorldData load_world_data_in_parts(const std::vector<std::string>& files,
                                                 const WorldLoadOptions& options,
                                                 std::vector<FileTouches>* touches = nullptr,
                                                 const FileReadFn* read = nullptr,
                                                 WorldData* onto = nullptr);
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
    MotionTable = 1u << 8u,
    VisualAwareness = 1u << 9u,
    HomeRadius = 1u << 10u,
    Attributes = 1u << 11u,
    RunSkill = 1u << 12u,
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
    // Whether the landblock's rows are kept; every landblock asked about is the file's.
    [[nodiscard]] bool wants(std::uint32_t landblock) const {
        if (touches_ != nullptr &&
            (touches_->landblocks.empty() || touches_->landblocks.back() != landblock))
            touches_->landblocks.push_back(landblock);
        return options_.landblocks.empty() || options_.landblocks.count(landblock) != 0;
    }
    // Notes every landblock and class id the file names into `touches` (null: none).
    void note_touches(FileTouches* touches) { touches_ = touches; }
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
    FileTouches* touches_ = nullptr;
    void note_weenie(std::uint32_t wcid) {
        if (touches_ != nullptr && (touches_->weenies.empty() || touches_->weenies.back() != wcid))
            touches_->weenies.push_back(wcid);
    }
};

} // namespace sweeplab::worlddata
