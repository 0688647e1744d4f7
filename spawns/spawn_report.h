#pragma once
// What `sweeplab spawns` writes and reads back (docs/spawns.md, "Output"): one JSON object a
// line, a finding (or, with --all, an `ok` or `skipped` row) per spawn row, ordered by
// landblock then guid, and the summary last. The merge, the lab's Spawns panel and the tests
// read the same lines back. GL-free.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

namespace sweeplab::spawns {

// The kinds in the order a row is judged: a row's line is the first that holds.
enum class SpawnKind : std::uint8_t {
    Dropped,
    Moved,
    WrongCell,
    UnderGround,
    Floating,
    Destination,
    // --chase (docs/creatures.md, "The lure"): a creature lured from its spawn.
    NeverHome,
    ChaseLoop,
    LeftLandblock,
    Fell,
    Ok,      // --all: judged, nothing found
    Skipped, // --all: exempt from moved / under_ground / floating, nothing else found
};
inline constexpr std::size_t kSpawnFindingKinds = 10; // Dropped .. Fell
// The first of the --chase kinds (counted in the summary only by a --chase check).
inline constexpr std::size_t kFirstChaseKind = static_cast<std::size_t>(SpawnKind::NeverHome);
[[nodiscard]] const char* spawn_kind_name(SpawnKind kind);
[[nodiscard]] std::optional<SpawnKind> parse_spawn_kind(std::string_view name);
[[nodiscard]] constexpr bool is_finding(SpawnKind k) {
    return static_cast<std::size_t>(k) < kSpawnFindingKinds;
}

// Why a row is not judged for moved, under_ground and floating (docs/spawns.md, "Exempt").
enum class SkipReason : std::uint8_t { None, Generator, Ethereal, ForcedIntoCell };
inline constexpr std::size_t kSkipReasons = 3; // Generator .. ForcedIntoCell
[[nodiscard]] const char* skip_reason_name(SkipReason r);

// A position as the server stores it: the cell, the origin in the cell's landblock frame and
// the orientation.
struct SpawnPos {
    std::uint32_t cell = 0;
    glm::vec3 origin{0.0f};
    glm::quat angles{1.0f, 0.0f, 0.0f, 0.0f};
};
// "0xA9B40100 [84.102898 131.542007 66.000000] -0.707107 0.000000 0.000000 -0.707107"
[[nodiscard]] std::string position_text(const SpawnPos& p);
// The same read back; nullopt for text that is not one.
[[nodiscard]] std::optional<SpawnPos> parse_position_text(std::string_view text);
// "/teleloc 0xA9B40100 [84.102898 131.542007 66.000000] -0.707107 0 0 -0.707107"
[[nodiscard]] std::string teleloc_text(const SpawnPos& p);
// A number for SQL and /teleloc: six decimals, trailing zeros dropped ("132.022007", "0").
[[nodiscard]] std::string short_number(double v);

struct SpawnLine {
    SpawnKind kind = SpawnKind::Ok;
    std::uint32_t guid = 0, wcid = 0;
    std::string name, type; // type: ACE's WeenieType name ("" without a weenie)
    std::uint32_t setup = 0;
    std::uint32_t landblock = 0; // 0xXXYY of the row
    SpawnPos saved;
    std::optional<SpawnPos> placed;
    std::uint32_t cell = 0; // the right cell (0: not given)
    std::optional<double> figure;
    std::string hit, detail, teleloc, fix; // empty: not written
    SkipReason skipped = SkipReason::None; // a `skipped` line's reason
};

struct SpawnSummary {
    std::string target; // "dat AREA" (the area as given, or "world" for every landblock named)
    std::string reading = "retail";
    bool all = false;
    bool chase = false; // --chase: the creatures were lured too
    std::uint64_t rows = 0, landblocks = 0, judged = 0;
    std::array<std::uint64_t, kSkipReasons> skipped{};
    std::uint64_t no_weenie = 0, no_setup = 0;
    std::array<std::uint64_t, kSpawnFindingKinds> findings{};
    std::uint32_t shard = 0, shards = 1;
    int jobs = 1;
    double wall_s = 0.0;
    [[nodiscard]] double rows_per_s() const {
        return wall_s > 0.0 ? static_cast<double>(rows) / wall_s : 0.0;
    }
    [[nodiscard]] std::uint64_t total_findings() const;
};

// The line's text (no newline).
[[nodiscard]] std::string spawn_line_json(const SpawnLine& line);
[[nodiscard]] std::string spawn_summary_json(const SpawnSummary& s);

// The output order: landblock, then guid, then kind (a portal's destination line after the
// row's own).
[[nodiscard]] bool line_before(const SpawnLine& a, const SpawnLine& b);

// An output read back. Throws std::runtime_error "FILE: line N: problem" for anything that is
// not a spawn check's output (a missing summary, a line that does not parse).
struct SpawnFile {
    std::string path;
    std::vector<SpawnLine> lines;
    std::vector<std::string> texts; // each line as written
    SpawnSummary summary;
};
[[nodiscard]] SpawnFile read_spawn_file(const std::string& path);
[[nodiscard]] SpawnFile read_spawn_text(std::string_view text, const std::string& path);

} // namespace sweeplab::spawns
