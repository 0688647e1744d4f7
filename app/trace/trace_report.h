#pragma once
// The trace replay's output (docs/trace.md, "Output"): one JSON object a line per judged
// trace line, then the summary, in the forms every sweeplab JSON line uses (sim/json_text.h).
#include <string>
#include <vector>

#include "app/trace/trace_replay.h"

namespace sweeplab::app::trace {

struct TraceSummary {
    std::size_t lines = 0;
    std::size_t matches = 0;
    long first_divergence = 0; // its line in the file; 0: none
    [[nodiscard]] std::size_t divergences() const { return lines - matches; }
};

[[nodiscard]] TraceSummary summarize(const std::vector<LineVerdict>& verdicts);

// `{"line": 3, "seed": "0xA9B40031", "position": [x, y, z], "retail": "0x...", "port":
// "0x...", "match": false, "cells": [...], "decided": {...}}` (no newline).
[[nodiscard]] std::string verdict_json(const LineVerdict& v);
// `{"summary": {"trace": PATH, "target": ..., "reading": ..., "lines": N, "matches": M,
// "divergences": D, "first_divergence": L or null}}`.
[[nodiscard]] std::string summary_json(const TraceSummary& s, const std::string& trace_path,
                                       const std::string& target, const std::string& reading);

// The deciding test's name in the output: "point_in_cell", "portal", "unreached".
[[nodiscard]] const char* test_name(DecidingTest t);
// The portal kind's: "cell", "outside", "building".
[[nodiscard]] const char* portal_kind_name(physics::CellPickTrace::PortalKind k);

} // namespace sweeplab::app::trace
