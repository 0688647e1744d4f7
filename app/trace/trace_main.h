#pragma once
// `sweeplab trace` (docs/trace.md): a retail trace replayed against a scene or the DATs.
#include <optional>
#include <string>
#include <vector>

#include "physics/reading/reading.h"

namespace sweeplab::app::trace {

struct TraceOptions {
    std::string scene;              // SCENE (empty: the DATs)
    std::string trace;              // TRACE.log
    std::optional<std::string> dat; // --dat DIR (else $SWEEPLAB_DAT_DIR)
    std::vector<std::string> world; // --world PATH... (docs/world-objects.md)
    physics::Reading reading{};     // --reading R
    std::string out;                // --out FILE (empty: stdout)
};

// Parses the words after `trace`. Throws app::CliError naming the option and the problem.
[[nodiscard]] TraceOptions parse_trace_cli(const std::vector<std::string>& args);

// The command: 0 every line matches, 3 a line diverges, 2 bad input (one line on stderr
// naming the file and line, the cell or the option), 1 the output cannot be written.
[[nodiscard]] int trace_main(const std::vector<std::string>& args);

// The usage text (part of `sweeplab --help`).
[[nodiscard]] const char* trace_usage_text();

} // namespace sweeplab::app::trace
