#include "app/spawns_cli.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/bad_input.h"
#include "app/cli.h"
#include "app/cli_values.h"
#include "app/dat_run.h"
#include "spawns/spawn_map.h"
#include "spawns/spawn_run.h"

namespace sweeplab::app::spawns_cli {

namespace {

using sweeplab::spawns::SpawnLine;
using sweeplab::spawns::SpawnsOptions;
using sweeplab::spawns::SpawnSummary;

// Opens --out before anything runs, so a folder that cannot be written is found at once.
bool open_out(const SpawnsOptions& o, std::ofstream& file) {
    if (o.out.empty()) return true;
    file.open(o.out, std::ios::binary);
    if (file) return true;
    std::fprintf(stderr, "sweeplab: spawns: --out: cannot write %s\n", o.out.c_str());
    return false;
}

} // namespace

SpawnsOptions parse_spawns_cli(const std::vector<std::string>& args) {
    SpawnsOptions o;
    bool merging = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= args.size()) throw CliError{"spawns: " + a + ": needs a value"};
            return args[++i];
        };
        if (merging && (a.empty() || a[0] != '-')) {
            o.merge.push_back(a);
        } else if (a == "--dat") {
            o.dat = value();
            if (o.dat->empty()) throw CliError{"spawns: --dat: needs a folder"};
        } else if (a == "--world") {
            o.world.push_back(value());
            if (o.world.back().empty()) throw CliError{"spawns: --world: needs a file or folder"};
        } else if (a == "--reading") {
            o.reading_name = value();
            std::string why;
            const std::optional<physics::Reading> r = physics::parse_reading(o.reading_name, &why);
            if (!r) throw CliError{"spawns: --reading: " + why};
            o.reading = *r;
        } else if (a == "--jobs") {
            o.jobs = static_cast<int>(parse_whole_value("spawns: " + a, value(), 1, 1024));
        } else if (a == "--shard") {
            parse_shard_value("spawns: " + a, value(), o.shard, o.shards);
        } else if (a == "--out") {
            o.out = value();
            if (o.out.empty()) throw CliError{"spawns: --out: needs a file"};
        } else if (a == "--quiet") {
            o.quiet = true;
        } else if (a == "--all") {
            o.all = true;
        } else if (a == "--chase") {
            o.chase = true;
        } else if (a == "--map") {
            o.map_dir = value();
            if (o.map_dir.empty()) throw CliError{"spawns: --map: needs a folder"};
        } else if (a == "--fix-sql") {
            o.fix_sql = value();
            if (o.fix_sql.empty()) throw CliError{"spawns: --fix-sql: needs a file"};
        } else if (a == "--merge") {
            merging = true;
        } else if (!a.empty() && a[0] == '-') {
            throw CliError{"spawns: " + a + ": unknown option (see --help)"};
        } else if (o.area.empty()) {
            o.area = a;
        } else {
            throw CliError{"spawns: " + a + ": give one AREA (several landblocks with commas)"};
        }
    }
    if (merging) {
        if (o.merge.empty()) throw CliError{"spawns: --merge: needs the shard outputs"};
        if (!o.area.empty() || o.all || o.chase || o.jobs != 0 || o.shards != 1)
            throw CliError{"spawns: --merge: takes the shard outputs only (and --out, --map, "
                           "--fix-sql, --dat and --world for --map)"};
        if (!o.map_dir.empty() && o.world.empty())
            throw CliError{"spawns: --merge --map: needs --world (the objects to draw)"};
        return o;
    }
    if (o.world.empty())
        throw CliError{"spawns: needs --world PATH (ACE SQL or GDLE JSON world data)"};
    return o;
}

const char* spawns_usage_text() {
    return "  sweeplab spawns --dat DIR --world PATH... [AREA] [OPTIONS]\n"
           "                                  judge every spawn row of the world data against\n"
           "                                  the retail geometry: dropped, moved, wrong_cell,\n"
           "                                  under_ground, floating, destination\n"
           "                                  (docs/spawns.md). AREA as the survey's; default:\n"
           "                                  every landblock the world data names\n"
           "    --reading R (retail; ace: what ACE does) --jobs N (every core) --shard I/N\n"
           "    --out FILE --quiet --all (a line for every row) --map DIR (pictures)\n"
           "    --fix-sql FILE (every fix as one SQL file) --chase (lure every creature:\n"
           "    never_home, chase_loop, left_landblock, fell; docs/creatures.md)\n"
           "  sweeplab spawns --merge FILE... [--out FILE] [--fix-sql FILE]\n"
           "                  [--map DIR --dat DIR --world PATH...]\n"
           "                                  one check's shard outputs as one output\n";
}

int spawns_main(const std::vector<std::string>& args) {
    SpawnsOptions o;
    if (const int bad = report_bad_input([&] { o = parse_spawns_cli(args); })) return bad;
    const bool merging = !o.merge.empty();
    std::vector<SpawnLine> lines;
    SpawnSummary summary;
    std::ofstream file;
    std::ostringstream merged;
    // A run writes as it goes (--out opened first, so a bad path fails before the work); a
    // merge reads every input before the output is opened (--out may name one of them).
    if (!merging && !open_out(o, file)) return 2;
    std::ostream& direct = o.out.empty() ? std::cout : file;
    if (const int bad = report_bad_input(
            [&] {
                if (!merging || !o.map_dir.empty()) {
                    // --dat, else $SWEEPLAB_DAT_DIR (a merge needs it only for --map).
                    Options cli;
                    cli.dat = o.dat;
                    o.dat = require_dat_dir(cli, "spawns --dat");
                }
                summary = merging ? sweeplab::spawns::merge_spawns(o.merge, merged, &lines)
                                  : sweeplab::spawns::run_spawns(o, direct, &lines);
            },
            "spawns"))
        return bad;
    if (merging) {
        if (!open_out(o, file)) return 2;
        std::ostream& out = o.out.empty() ? std::cout : file;
        out << merged.str();
    }
    direct.flush();
    if (!direct) {
        std::fprintf(stderr, "sweeplab: spawns: cannot write the output\n");
        return 1;
    }
    if (const int bad = report_bad_input(
            [&] {
                if (!o.fix_sql.empty()) sweeplab::spawns::write_fix_sql(o.fix_sql, lines, summary);
                if (!o.map_dir.empty())
                    sweeplab::spawns::write_spawn_maps(
                        o.map_dir, lines, summary,
                        sweeplab::spawns::MapInputs{*o.dat, o.world, o.reading});
            },
            "spawns"))
        return bad;
    return summary.total_findings() > 0 ? 3 : 0;
}

} // namespace sweeplab::app::spawns_cli
