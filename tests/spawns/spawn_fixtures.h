#pragma once
// What the spawn check's tests share: the synthetic place with its spawn-check world
// (tests/worlddata/writer/spawn_check_world.h) written once a process, a check run into a
// string, and an output's lines by guid.
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/spawns_cli.h"
#include "spawns/spawn_report.h"
#include "spawns/spawn_run.h"
#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/chase_world.h"
#include "tests/worlddata/writer/spawn_check_world.h"

namespace sweeplab::test::spawns {

// The villager weenie the spawn tests write their own rows with (a person Setup, a creature).
inline constexpr std::uint32_t kVillagerWcid = 7100;
inline constexpr std::int32_t kCreatureType = 10; // ACE's WeenieType Creature

// DIR with the DATs, DIR/sql (ACE's form) and DIR/json (GDLE's spawn maps and ACE weenies).
inline const std::filesystem::path& place_dir() {
    static const std::filesystem::path dir = [] {
        const auto d = std::filesystem::temp_directory_path() /
                       ("sweeplab-spawns-" + std::to_string(::getpid()));
        place::write_synthetic_place(d);
        place::write_spawn_check_world_sql(d / "sql");
        place::write_spawn_check_world_json(d / "json");
        place::write_chase_world_sql(d / "chase");
        return d;
    }();
    return dir;
}

// `sweeplab spawns ARGS --quiet` parsed and run; its output.
inline std::string run(std::vector<std::string> args,
                       sweeplab::spawns::SpawnSummary* summary = nullptr,
                       std::vector<sweeplab::spawns::SpawnLine>* lines = nullptr) {
    args.push_back("--quiet");
    const sweeplab::spawns::SpawnsOptions o = app::spawns_cli::parse_spawns_cli(args);
    std::ostringstream out;
    const sweeplab::spawns::SpawnSummary s = sweeplab::spawns::run_spawns(o, out, lines);
    if (summary != nullptr) *summary = s;
    return out.str();
}

// The check of `world` (a folder under place_dir()) over the synthetic place.
inline std::string check(const std::string& world, std::vector<std::string> more = {},
                         sweeplab::spawns::SpawnSummary* summary = nullptr,
                         std::vector<sweeplab::spawns::SpawnLine>* lines = nullptr) {
    std::vector<std::string> args = {"--dat", place_dir().string(), "--world",
                                     (place_dir() / world).string()};
    args.insert(args.end(), more.begin(), more.end());
    return run(args, summary, lines);
}

// Every line of an output but the summary.
inline std::vector<std::string> lines_of(const std::string& output) {
    std::vector<std::string> out;
    std::istringstream in(output);
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line.rfind("{\"summary\"", 0) != 0) out.push_back(line);
    return out;
}

// The kinds found, by guid (a portal's destination line under its own key: guid + 1 << 32).
inline std::map<std::uint64_t, sweeplab::spawns::SpawnKind>
kinds_by_guid(const std::vector<sweeplab::spawns::SpawnLine>& lines) {
    std::map<std::uint64_t, sweeplab::spawns::SpawnKind> out;
    for (const auto& l : lines)
        out[l.guid + (l.kind == sweeplab::spawns::SpawnKind::Destination ? (1ull << 32) : 0u)] =
            l.kind;
    return out;
}

} // namespace sweeplab::test::spawns
