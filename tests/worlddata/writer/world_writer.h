#pragma once
// The test-side writer of server world data (docs/world-objects.md): ACE's SQL in the forms
// its public files use (one file per landblock, one per weenie, the compiled release dump with
// CREATE TABLE and INSERTs without a column list) and GDLE's JSON spawn maps. Tests write the
// fixtures they read; no server's data ships with sweeplab.
#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

namespace sweeplab::test::worldw {

struct Spawn {
    std::uint32_t guid = 0;
    std::uint32_t wcid = 0;
    std::uint32_t cell = 0;
    glm::vec3 origin{0.0f};
    glm::quat angles{1.0f, 0.0f, 0.0f, 0.0f};
    bool link_child = false;
    std::string comment; // the /* Name */ ACE writes after a row
};

struct Link {
    std::uint32_t parent = 0, child = 0;
};

struct Destination {
    std::uint32_t cell = 0;
    glm::vec3 origin{0.0f};
    glm::quat angles{1.0f, 0.0f, 0.0f, 0.0f};
};

struct WeenieDef {
    std::uint32_t wcid = 0;
    std::string class_name;
    std::int32_t type = 1;
    std::string name;
    std::optional<std::uint32_t> setup;
    std::optional<float> scale;
    std::optional<std::uint32_t> physics_state;
    std::optional<bool> ethereal;
    std::optional<bool> open;
    std::optional<Destination> destination;
    bool generator = false;
    std::optional<std::uint32_t> motion_table; // PropertyDataId 2
    std::optional<float> visual_awareness;     // PropertyFloat 31
    std::optional<float> home_radius;          // PropertyFloat 55
    // weenie_properties_attribute rows: (attribute id, init_Level, level_From_C_P).
    std::vector<std::array<std::uint32_t, 3>> attributes;
    // A weenie_properties_skill row for Run (24): init_Level, level_From_P_P, s_a_c.
    std::optional<std::array<std::uint32_t, 3>> run_skill;
};

// A weenie with a name, a type, a Setup and a DefaultScale; a spawn row.
[[nodiscard]] WeenieDef weenie_def(std::uint32_t wcid, std::int32_t type, const char* name,
                                   std::uint32_t setup, float scale);
[[nodiscard]] Spawn spawn_row(std::uint32_t guid, std::uint32_t wcid, std::uint32_t cell,
                              const glm::vec3& at, const char* comment = "");

// How an ACE file is written.
struct SqlStyle {
    bool hex = true;           // ids as 0x..., else decimal
    bool last_modified = true; // the last_Modified column and its date
    bool multi_row = true;     // one INSERT with many rows, else one INSERT a row
    bool comments = true;      // /* Name */ after rows, a -- header line, a # line
    bool backticks = true;     // `names`
    bool upper_bools = true;   // True / False, else true / false
};

// One landblock file: DELETE FROM landblock_instance WHERE landblock = 0xXXYY, the rows,
// the links.
[[nodiscard]] std::string ace_landblock_sql(std::uint32_t landblock, std::span<const Spawn> spawns,
                                            std::span<const Link> links = {},
                                            const SqlStyle& style = {});
// One weenie file: DELETE FROM weenie WHERE class_Id = N, the weenie row, its properties.
[[nodiscard]] std::string ace_weenie_sql(const WeenieDef& w, const SqlStyle& style = {});

struct LandblockFixture {
    std::uint32_t landblock = 0;
    std::vector<Spawn> spawns;
    std::vector<Link> links;
};
// The compiled release file: mysqldump's form (comments, /*!40101 ... */, SET, DROP TABLE,
// CREATE TABLE with ACE's columns, LOCK TABLES, INSERT INTO `t` VALUES (...),(...) without a
// column list, UNLOCK TABLES) holding every landblock and weenie given.
[[nodiscard]] std::string ace_release_sql(std::span<const LandblockFixture> landblocks,
                                          std::span<const WeenieDef> weenies);

// A GDLE spawn map {"key": ..., "value": {"weenies": [...], "links": [...]}}; `key_as_cell`
// writes the key as 0xXXYYFFFF (GDLE's landblock id) in decimal, else 0xXXYY.
[[nodiscard]] std::string gdle_spawn_map(const LandblockFixture& lb, bool key_as_cell = true);
// worldspawns.json: {"_version": "1.0", "landblocks": [maps]}, or (wrapped false) a bare
// list of maps.
[[nodiscard]] std::string gdle_worldspawns(std::span<const LandblockFixture> landblocks,
                                           bool wrapped = true);

void write_text(const std::filesystem::path& path, const std::string& text);

} // namespace sweeplab::test::worldw
