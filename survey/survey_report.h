#pragma once
// The survey's output (docs/survey.md): one JSON line per finding, ordered by start and then
// heading, and a last line with the summary. Written by `sweeplab survey`, read back by
// `--merge` and by the lab's Survey panel. GL-free.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

namespace sweeplab::app::survey {

// The six finding kinds, in the order a frame is checked and the summary lists them, and
// land_crease: land overlap retail's own land test allows (docs/survey.md), no finding; it
// is counted apart and written only with --walks.
enum class FindingKind : std::uint8_t {
    UnderGround,
    LeftCell,
    ThroughWall,
    Embedded,
    Parts,
    Stuck,
    LandCrease
};
inline constexpr std::size_t kFindingKinds = 6; // the findings; LandCrease is not one

[[nodiscard]] const char* kind_name(FindingKind kind);
[[nodiscard]] std::optional<FindingKind> kind_from_name(const std::string& name);

// What a start was: where the walks began and how it is written. A scene's start is its
// position in the scene's frame and its cell (0 outdoors); a DAT place's is its /loc text
// (`location`, the cell's retail id and the feet in that landblock's frame), and `feet` and
// `cell` hold the same (landblock frame, retail id) when read back from a file. The line's
// `start_feet` gives the feet exactly (a replay places the avatar where the survey did).
struct StartPoint {
    std::uint64_t index = 0; // the survey's numbering (docs/survey.md, "Starts")
    glm::vec3 feet{0.0f};    // as placed
    std::uint32_t cell = 0;  // the cell placement put it in (retail's id in a DAT place)
    std::string location;    // DAT: the /loc form; a scene: empty
};

struct Finding {
    FindingKind kind = FindingKind::UnderGround;
    StartPoint start;
    float heading = 0.0f; // degrees, 0 north (+y), positive turns left
    long frame = 0;       // from 1
    glm::vec3 position{0.0f};
    std::uint32_t cell = 0; // shown id where the walk was at `frame`
    std::string hit;        // what the walk last touched (the Inspector's record form), or ""
    std::string detail;
    // What was found, the defect it belongs to (docs/survey.md, "Defects"): the polygon or
    // object crossed or entered, the cell left, the land triangle; and the walk's figure for
    // its kind (the depth, the distance, how far a stuck start got).
    std::string thing;
    float figure = 0.0f;
    // parts only
    std::uint32_t first_substep = 0;
    std::string branch, ghost_branch;
    float distance = 0.0f;
};

// One walk of a defect: enough to name it and to replay it (the start as the finding line
// writes it, the heading, the finding's frame) and its figure.
struct DefectWalk {
    StartPoint start;
    float heading = 0.0f;
    long frame = 0;
    float figure = 0.0f;
};

struct Defect {
    std::uint32_t number = 0; // from 1, in the output's (severity) order
    FindingKind kind = FindingKind::Embedded;
    std::string thing;
    Finding worst;                 // the representative walk's finding (its figure the worst)
    std::vector<DefectWalk> walks; // by start, then heading
};

// How every walk of a survey runs (the command line's walk options). Every shard of one
// survey shares them and the target: --merge refuses outputs that differ in either.
struct WalkOptions {
    float spacing = 4.0f;
    int headings = 8;
    float seconds = 2.0f;
    int fps = 30;
    bool jump = false;
    std::string reading = "retail";           // as given
    std::string compare;                      // as given; empty: no ghost
    [[nodiscard]] long frames() const;        // seconds * fps, rounded, at least 1
    [[nodiscard]] long jump_frame() const;    // the frame the jump key is down (0: no jump)
    [[nodiscard]] float heading(int k) const; // k * 360 / headings
};
// The "options" object's JSON text.
[[nodiscard]] std::string options_json(const WalkOptions& o);

struct Summary {
    std::string target; // the scene file as given, or "dat AREA" (the area as given)
    WalkOptions options;
    std::uint64_t starts = 0, unplaced = 0, walks = 0, frames = 0;
    std::array<std::uint64_t, kFindingKinds> findings{}; // walks with each kind
    std::array<std::uint64_t, kFindingKinds> defects{};  // defects of each kind
    std::uint64_t land_crease_walks = 0;
    float land_crease_deepest = 0.0f;
    bool walk_lines = false; // --walks: a line per walk finding, else a line per defect
    std::uint32_t shard = 0, shards = 1;
    int jobs = 1;
    double wall_s = 0.0;
    [[nodiscard]] double frames_per_s() const {
        return wall_s > 0.0 ? static_cast<double>(frames) / wall_s : 0.0;
    }
    [[nodiscard]] std::uint64_t total_findings() const;
};

// The finding's line (no newline). `dat`: the start is written as a location, else as the
// scene start's position, yaw and cell.
[[nodiscard]] std::string finding_json(const Finding& f, bool dat);
// A start's fields as finding lines and defect walk lists write them: `"start": I,
// "heading": H, "location": ..., "start_feet": [...]` (no braces).
void append_start_fields(std::string& s, const StartPoint& start, float heading, bool dat);
[[nodiscard]] std::string summary_json(const Summary& s);

// A survey output read back: its findings (as parsed, and each line's text as written) and
// its summary. Throws std::runtime_error "FILE: line N: problem" for anything that is not a
// survey output.
struct SurveyFile {
    std::string path;
    std::vector<Finding> findings;
    std::vector<std::string> lines; // findings' lines as written, same order
    std::vector<bool> dat;          // whether each finding was written with a location
    // A defect output's defects (findings then holds each one's representative), in the
    // file's order; empty for a --walks output.
    std::vector<Defect> defects;
    Summary summary;
};
[[nodiscard]] SurveyFile read_survey_file(const std::string& path);
// The same over text in memory (`path` names it in errors).
[[nodiscard]] SurveyFile parse_survey_text(const std::string& text, const std::string& path);

} // namespace sweeplab::app::survey
