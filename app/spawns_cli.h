#pragma once
// `sweeplab spawns`'s command line (docs/spawns.md): the words after `spawns` parsed into the
// spawn check's options (spawns/spawn_options.h), $SWEEPLAB_DAT_DIR resolved, the run or the
// merge, --fix-sql and --map, the exit code.
#include <string>
#include <vector>

#include "spawns/spawn_options.h"

namespace sweeplab::app::spawns_cli {

// Parses the words after `spawns`. Throws app::CliError (app/cli.h) naming the option and the
// problem.
[[nodiscard]] sweeplab::spawns::SpawnsOptions
parse_spawns_cli(const std::vector<std::string>& args);

// The words after `spawns`; returns the exit code (0 no finding, 3 findings, 2 bad input),
// every error one line on stderr naming the option or file.
int spawns_main(const std::vector<std::string>& args);

// The check's usage text (part of `sweeplab --help`).
[[nodiscard]] const char* spawns_usage_text();

} // namespace sweeplab::app::spawns_cli
