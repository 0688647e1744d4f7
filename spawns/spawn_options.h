#pragma once
// What `sweeplab spawns` runs (docs/spawns.md): the DAT folder, the world data, the AREA, the
// reading, the workers and shards, the outputs; or --merge FILE.... The command line that
// fills it is the app's (app/spawns_cli.h).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "physics/reading/reading.h"

namespace sweeplab::spawns {

struct SpawnsOptions {
    std::optional<std::string> dat;
    std::vector<std::string> world; // --world PATH...
    std::string area;               // as given; empty: every landblock the world data names
    std::string reading_name = "retail";
    physics::Reading reading{};
    int jobs = 0; // 0: every core
    std::uint32_t shard = 0, shards = 1;
    std::string out; // empty: stdout
    bool quiet = false;
    bool all = false;               // a line for every row
    bool chase = false;             // --chase: lure every creature (docs/creatures.md)
    std::string map_dir;            // --map DIR
    std::string fix_sql;            // --fix-sql FILE
    std::vector<std::string> merge; // --merge FILE...
};

} // namespace sweeplab::spawns
