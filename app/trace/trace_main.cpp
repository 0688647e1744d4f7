#include "app/trace/trace_main.h"

#include <cstdio>
#include <fstream>
#include <iostream>

#include "app/bad_input.h"
#include "app/cli.h"
#include "app/dat_run.h"
#include "app/scene_catalog.h"
#include "app/trace/trace_replay.h"
#include "app/trace/trace_report.h"
#include "dat/dat_folder.h"
#include "scene/loader.h"

namespace sweeplab::app::trace {

TraceOptions parse_trace_cli(const std::vector<std::string>& args) {
    TraceOptions o;
    std::vector<std::string> words;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= args.size() || args[i + 1].empty())
                throw CliError{"trace: " + a + ": needs a value"};
            return args[++i];
        };
        if (a == "--dat") {
            o.dat = value();
        } else if (a == "--world") {
            o.world.push_back(value());
        } else if (a == "--reading") {
            const std::string v = value();
            std::string why;
            const std::optional<physics::Reading> r = physics::parse_reading(v, &why);
            if (!r) throw CliError{"trace: --reading: " + why};
            o.reading = *r;
        } else if (a == "--out") {
            o.out = value();
        } else if (!a.empty() && a[0] == '-') {
            throw CliError{"trace: unknown option " + a};
        } else {
            words.push_back(a);
        }
    }
    if (words.empty() || words.size() > 2)
        throw CliError{"trace: expected SCENE TRACE.log or --dat DIR TRACE.log, got " +
                       std::to_string(words.size()) + " words"};
    o.trace = words.back();
    if (words.size() == 2) o.scene = words.front();
    // One word is a trace judged against the DATs: say what is missing in the command's words
    // rather than only the DAT folder's.
    if (words.size() == 1 && !dat::resolve_dat_dir(o.dat))
        throw CliError{"trace: needs SCENE TRACE.log, or --dat DIR TRACE.log (or " +
                       std::string(dat::kDatDirEnv) + " set), got only " + o.trace};
    return o;
}

const char* trace_usage_text() {
    return "  sweeplab trace SCENE TRACE.log [--reading R] [--out FILE]\n"
           "  sweeplab trace --dat DIR TRACE.log [--reading R] [--out FILE]\n"
           "                                  replay a retail find_cell_list trace ([fcl]\n"
           "                                  lines): a JSON line per trace line, then a\n"
           "                                  summary; exit 0 all match, 3 a divergence\n";
}

int trace_main(const std::vector<std::string>& args) {
    TraceOptions options;
    TraceLog log;
    std::vector<LineVerdict> verdicts;
    std::string target;
    const int bad = report_bad_input(
        [&] {
            options = parse_trace_cli(args);
            if (options.scene.empty()) {
                Options cli;
                cli.dat = options.dat;
                const std::string dir = require_dat_dir(cli, "trace");
                log = read_trace_log(options.trace);
                const dat::DatFolder folder = dat::DatFolder::open(dir);
                target = "dat " + dir;
                verdicts = replay_trace(log, TraceTarget{nullptr, &folder, options.world},
                                        options.reading);
            } else {
                scene::LoadOptions load;
                load.dat_dir = options.dat;
                load.world = options.world;
                const scene::Scene scene =
                    scene::load_scene_file(resolve_scene(options.scene), load);
                log = read_trace_log(options.trace);
                target = options.scene;
                verdicts = replay_trace(log, TraceTarget{&scene, nullptr, {}}, options.reading);
            }
        },
        "trace");
    if (bad != 0) return bad;
    std::ofstream file;
    if (!options.out.empty()) {
        file.open(options.out, std::ios::binary);
        if (!file) {
            std::fprintf(stderr, "sweeplab: trace: --out: cannot write %s\n", options.out.c_str());
            return 1;
        }
    }
    std::ostream& out = options.out.empty() ? std::cout : file;
    for (const LineVerdict& v : verdicts)
        out << verdict_json(v) << '\n';
    const TraceSummary summary = summarize(verdicts);
    out << summary_json(summary, options.trace, target, physics::reading_name(options.reading))
        << '\n';
    out.flush();
    if (!out) {
        std::fprintf(stderr, "sweeplab: trace: cannot write the output\n");
        return 1;
    }
    return summary.divergences() > 0 ? 3 : 0;
}

} // namespace sweeplab::app::trace
