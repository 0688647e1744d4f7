#pragma once
// `sweeplab vectors`'s command line (docs/vectors.md): `export` and `check`, their options,
// the exit codes (0 every case agrees, 3 a case differs, 2 bad input).
#include <string>
#include <vector>

namespace sweeplab::app::vectors_cli {

// The words after `vectors`; returns the exit code, every error one line on stderr.
int vectors_main(const std::vector<std::string>& args);

// The usage text (part of `sweeplab --help`).
[[nodiscard]] const char* vectors_usage_text();

} // namespace sweeplab::app::vectors_cli
