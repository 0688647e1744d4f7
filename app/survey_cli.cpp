#include "app/survey_cli.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/bad_input.h"
#include "app/cli.h"
#include "app/cli_values.h"
#include "app/dat_run.h"
#include "app/scene_catalog.h"
#include "dat/dat_folder.h"
#include "survey/survey_map.h"
#include "survey/survey_run.h"

namespace sweeplab::app::survey {

namespace {

double parse_number(const std::string& opt, const std::string& v, double lo, double hi) {
    char* end = nullptr;
    const double x = std::strtod(v.c_str(), &end);
    if (v.empty() || *end != '\0' || !std::isfinite(x) || x < lo || x > hi)
        throw CliError{opt + ": expected a number from " + json_free_number(lo) + " to " +
                       json_free_number(hi) + ", got \"" + v + "\""};
    return x;
}

physics::Reading parse_reading_option(const std::string& opt, const std::string& v) {
    std::string why;
    const std::optional<physics::Reading> r = physics::parse_reading(v, &why);
    if (!r) throw CliError{opt + ": " + why};
    return *r;
}

} // namespace

SurveyOptions parse_survey_cli(const std::vector<std::string>& args) {
    SurveyOptions o;
    bool merging = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= args.size()) throw CliError{"survey: " + a + ": needs a value"};
            return args[++i];
        };
        if (merging && (a.empty() || a[0] != '-')) {
            o.merge.push_back(a);
        } else if (a == "--spacing") {
            o.walk.spacing = static_cast<float>(parse_number(a, value(), 0.5, 24.0));
        } else if (a == "--headings") {
            o.walk.headings = static_cast<int>(parse_whole_value(a, value(), 1, 64));
        } else if (a == "--seconds") {
            o.walk.seconds = static_cast<float>(parse_number(a, value(), 0.1, 60.0));
        } else if (a == "--fps") {
            o.walk.fps = static_cast<int>(parse_whole_value(a, value(), 1, 240));
        } else if (a == "--jump") {
            o.walk.jump = true;
        } else if (a == "--reading") {
            o.walk.reading = value();
            o.reading = parse_reading_option(a, o.walk.reading);
        } else if (a == "--compare") {
            o.walk.compare = value();
            o.compare = parse_reading_option(a, o.walk.compare);
        } else if (a == "--jobs") {
            o.jobs = static_cast<int>(parse_whole_value(a, value(), 1, 1024));
        } else if (a == "--shard") {
            parse_shard_value(a, value(), o.shard, o.shards);
        } else if (a == "--out") {
            o.out = value();
            if (o.out.empty()) throw CliError{a + ": needs a file"};
        } else if (a == "--quiet") {
            o.quiet = true;
        } else if (a == "--walks") {
            o.walk_lines = true;
        } else if (a == "--map") {
            o.map_dir = value();
            if (o.map_dir.empty()) throw CliError{a + ": needs a folder"};
        } else if (a == "--merge") {
            merging = true;
        } else if (a == "--dat") {
            o.dat = value();
            if (o.dat->empty()) throw CliError{a + ": needs a folder"};
        } else if (a == "--world") {
            o.world.push_back(value());
            if (o.world.back().empty()) throw CliError{a + ": needs a file or folder"};
        } else if (!a.empty() && a[0] == '-') {
            throw CliError{"survey: " + a + ": unknown option (see --help)"};
        } else if (o.scene.empty() && o.area.empty()) {
            // With --dat anywhere on the line the word is the AREA, else the scene.
            bool dat = false;
            for (const std::string& w : args)
                dat = dat || w == "--dat";
            (dat ? o.area : o.scene) = a;
        } else {
            throw CliError{"survey: " + a + ": give one SCENE.json or one AREA"};
        }
    }
    if (merging) {
        if (o.merge.empty()) throw CliError{"survey: --merge: needs the shard outputs"};
        if (!o.scene.empty() || !o.area.empty())
            throw CliError{
                "survey: --merge: takes the shard outputs only (and --out, --map, --dat)"};
        if (o.dat && o.map_dir.empty())
            throw CliError{"survey: --merge: --dat is for --map (the DAT files to draw from)"};
        if (o.walk_lines)
            throw CliError{"survey: --merge: --walks: the shard outputs say which lines they hold"};
        return o;
    }
    if (o.dat && o.area.empty()) throw CliError{"survey: --dat: needs an AREA (0xXXYY, ...)"};
    if (o.scene.empty() && o.area.empty())
        throw CliError{"survey: needs a SCENE.json, or --dat DIR AREA, or --merge FILE..."};
    return o;
}

const char* survey_usage_text() {
    return "  sweeplab survey SCENE.json [OPTIONS]\n"
           "  sweeplab survey --dat DIR AREA [OPTIONS]\n"
           "                                  walk the avatar from a grid of starts and list\n"
           "                                  every stuck spot, hole, wall walked through and\n"
           "                                  reading that parts (docs/survey.md). AREA:\n"
           "                                  0xXXYY, 0xXXYY-0xXXYY, several with commas, all\n"
           "    --spacing S (0.5-24, 4) --headings N (1-64, 8) --seconds T (0.1-60, 2)\n"
           "    --fps N (1-240, 30) --jump --reading R --compare R2 --jobs N (every core)\n"
           "    --shard I/N --out FILE --quiet\n"
           "    --walks (a line per walk finding, not per defect) --map DIR (pictures)\n"
           "  sweeplab survey --merge FILE... [--out FILE] [--map DIR [--dat DIR]]\n"
           "                                  one survey's shard outputs as one output\n";
}

namespace {

// What the survey room takes as given: the scene's file (a bare name is an installed scene)
// and the DAT folder (--dat, else $SWEEPLAB_DAT_DIR).
void resolve_inputs(SurveyOptions& o) {
    if (o.is_dat()) {
        Options cli;
        cli.dat = o.dat;
        o.dat = require_dat_dir(cli, "survey --dat");
    } else {
        o.scene_file = resolve_scene(o.scene);
    }
}

// --merge --map: the source from the merged summary's target: "dat AREA" drawn from the DAT
// folder (--dat, else $SWEEPLAB_DAT_DIR; a CliError when neither names one), a scene target
// from its file (a scene with `dat` played on --dat).
void write_merged_maps(const std::string& dir, const std::vector<Defect>& defects,
                       const Summary& summary, const std::optional<std::string>& dat_dir) {
    if (summary.target.rfind("dat ", 0) != 0) {
        (void)write_survey_maps(dir, defects, summary,
                                MapSource{nullptr, resolve_scene(summary.target), dat_dir});
        return;
    }
    Options cli;
    cli.dat = dat_dir;
    const dat::DatFolder folder =
        dat::DatFolder::open(require_dat_dir(cli, "survey --merge --map"));
    (void)write_survey_maps(dir, defects, summary, MapSource{&folder, {}, {}});
}

} // namespace

int survey_main(const std::vector<std::string>& args) {
    SurveyOptions options;
    if (const int bad = report_bad_input([&] { options = parse_survey_cli(args); })) return bad;
    if (!options.merge.empty()) {
        // Every input is read before the output is opened: --out may name one of them.
        std::ostringstream merged;
        Summary summary;
        std::vector<Defect> defects;
        if (const int bad = report_bad_input(
                [&] { summary = merge_surveys(options.merge, merged, &defects); }, "survey"))
            return bad;
        std::ofstream file;
        if (!options.out.empty()) {
            file.open(options.out, std::ios::binary);
            if (!file) {
                std::fprintf(stderr, "sweeplab: survey: --out: cannot write %s\n",
                             options.out.c_str());
                return 2;
            }
        }
        std::ostream& out = options.out.empty() ? std::cout : file;
        out << merged.str();
        out.flush();
        if (!out) {
            std::fprintf(stderr, "sweeplab: survey: cannot write the output\n");
            return 1;
        }
        if (!options.map_dir.empty())
            if (const int bad = report_bad_input(
                    [&] { write_merged_maps(options.map_dir, defects, summary, options.dat); },
                    "survey"))
                return bad;
        return summary.total_findings() > 0 ? 3 : 0;
    }
    std::ofstream file;
    if (!options.out.empty()) {
        file.open(options.out, std::ios::binary);
        if (!file) {
            std::fprintf(stderr, "sweeplab: survey: --out: cannot write %s\n", options.out.c_str());
            return 2;
        }
    }
    std::ostream& out = options.out.empty() ? std::cout : file;
    Summary summary;
    if (const int bad = report_bad_input(
            [&] {
                resolve_inputs(options);
                summary = run_survey(options, out);
            },
            "survey"))
        return bad;
    out.flush();
    if (!out) {
        std::fprintf(stderr, "sweeplab: survey: cannot write the output\n");
        return 1;
    }
    return summary.total_findings() > 0 ? 3 : 0;
}

} // namespace sweeplab::app::survey
