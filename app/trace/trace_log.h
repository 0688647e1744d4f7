#pragma once
// A retail trace (docs/trace.md): the lines a breakpoint logger on the retail client's
// CObjCell::find_cell_list wrote, one `[fcl]` line per call,
//
//     [fcl] seed=0xA9B40031 px=155.3717 py=16.0283 pz=94.0050 picked=0xA9B40170
//
// (the cell the search started from, the position in that cell's landblock frame in metres,
// and the cell retail picked; 0x00000000, or 0, when it picked none). Every other line is noise and
// skipped. Parsing only: no world, no physics.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

namespace sweeplab::app::trace {

// Bad trace input: what() is the whole one-line message, naming the file and the line
// (`run.log: line 7: [fcl]: px: not a number: "1.5x"`) or the cell.
class TraceError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct TraceLine {
    long line = 0;            // in the file, from 1
    std::uint32_t seed = 0;   // the full retail cell id the search started from
    glm::vec3 position{0.0f}; // in the seed's landblock frame (a scene: the scene's frame)
    std::uint32_t picked = 0; // the cell retail picked (0: none)
    [[nodiscard]] std::uint32_t landblock() const { return seed >> 16u; }
};

struct TraceLog {
    std::string path; // as given, for messages
    std::vector<TraceLine> lines;
};

// The marker of a trace line and the keys it carries.
inline constexpr std::string_view kTraceMarker = "[fcl]";

// Parses a trace's text. A line holding the marker must hold, after it, the five words
// seed=, px=, py=, pz=, picked= (any order, each once; other key=value words are ignored): a
// seed that is an outdoor cell 0xXXYY0001-0040 or an indoor one 0xXXYY0100 and up, three
// finite numbers, and a picked cell of the same kinds or 0. Anything else is a TraceError
// naming `path` and the line. A text with no trace line at all is one too.
[[nodiscard]] TraceLog parse_trace_text(std::string_view text, const std::string& path);
// Reads and parses a file. Throws TraceError (including a file that does not read).
[[nodiscard]] TraceLog read_trace_log(const std::string& path);

// `0xA9B40170`: a cell id as the trace and the report write it.
[[nodiscard]] std::string cell_hex(std::uint32_t id);

} // namespace sweeplab::app::trace
