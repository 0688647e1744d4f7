#pragma once
// A spawn check (docs/spawns.md): the world data read once, the AREA's landblocks of this
// shard judged on --jobs worker threads (each landblock on one worker, built with its
// neighbours), the lines written in landblock then guid order and the summary last; a merge
// puts shard outputs back together as the same lines as one run.
#include <ostream>
#include <string>
#include <vector>

#include "spawns/spawn_options.h"
#include "spawns/spawn_report.h"

namespace sweeplab::spawns {

// The check, lines to `out`. `lines` (optional): every line written, in order (for --map and
// --fix-sql). Throws worlddata::WorldDataError, dat::DatError, std::invalid_argument (an AREA
// the DATs do not hold) for bad input.
SpawnSummary run_spawns(const SpawnsOptions& options, std::ostream& out,
                        std::vector<SpawnLine>* lines = nullptr);

// --merge: shard outputs of one check as the unsharded output. Throws std::runtime_error
// naming the file for outputs that do not belong together.
SpawnSummary merge_spawns(const std::vector<std::string>& files, std::ostream& out,
                          std::vector<SpawnLine>* lines = nullptr);

// --fix-sql FILE: every line's fix, one statement a line, after a comment naming the check.
void write_fix_sql(const std::string& path, const std::vector<SpawnLine>& lines,
                   const SpawnSummary& summary);

} // namespace sweeplab::spawns
