// sweeplab: the command line of docs/command-line.md, shared by both builds: the window
// forms go to run_window (app/lab_window.h), which a build without the app
// (-DSWEEPLAB_BUILD_APP=OFF) answers from app/no_window.cpp.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/cli.h"
#include "app/dat_info.h"
#include "app/headless.h"
#include "app/lab_window.h"
#include "app/scene_catalog.h"
#include "app/spawns_cli.h"
#include "app/survey_cli.h"
#include "app/trace/trace_main.h"
#include "app/vectors_cli.h"
#include "dat/dat_folder.h"
#include "physics/version.h"

using namespace sweeplab::app;

int main(int argc, char** argv) {
    // `sweeplab survey ...` (docs/survey.md) has its own options.
    if (argc >= 2 && std::string(argv[1]) == "survey")
        return survey::survey_main(std::vector<std::string>(argv + 2, argv + argc));
    // `sweeplab spawns ...` (docs/spawns.md) likewise.
    if (argc >= 2 && std::string(argv[1]) == "spawns")
        return spawns_cli::spawns_main(std::vector<std::string>(argv + 2, argv + argc));
    // `sweeplab trace ...` (docs/trace.md) likewise.
    if (argc >= 2 && std::string(argv[1]) == "trace")
        return trace::trace_main(std::vector<std::string>(argv + 2, argv + argc));
    // `sweeplab vectors ...` (docs/vectors.md) likewise.
    if (argc >= 2 && std::string(argv[1]) == "vectors")
        return vectors_cli::vectors_main(std::vector<std::string>(argv + 2, argv + argc));
    Options options;
    try {
        options = parse_cli(argc, argv);
    } catch (const CliError& e) {
        std::fprintf(stderr, "sweeplab: %s\n", e.message.c_str());
        return 2;
    }
    switch (options.mode) {
    case Mode::Help:
        std::fputs(usage_text(), stdout);
        std::fputs("\nsurveys:\n", stdout);
        std::fputs(survey::survey_usage_text(), stdout);
        std::fputs("\nspawn checks:\n", stdout);
        std::fputs(spawns_cli::spawns_usage_text(), stdout);
        std::fputs("\ntraces:\n", stdout);
        std::fputs(trace::trace_usage_text(), stdout);
        std::fputs("\nconformance vectors:\n", stdout);
        std::fputs(vectors_cli::vectors_usage_text(), stdout);
        return 0;
    case Mode::Version:
        std::printf("sweeplab %s\n", sweeplab::physics::version());
        // Where the data comes from: an installed copy, SWEEPLAB_ASSETS/SHADERS or the sources.
        std::printf("scenes: %s\nshaders: %s\n", scenes_dir().c_str(), window_shader_dir().c_str());
        return 0;
    case Mode::ListScenes:
        for (const SceneEntry& e : list_scenes())
            std::printf("%s: %s \u2014 %s\n", e.path.c_str(), e.name.c_str(), e.summary.c_str());
        return 0;
    case Mode::ListReadings:
        std::fputs(list_readings_text().c_str(), stdout);
        return 0;
    case Mode::Headless:
        return run_headless(options);
    case Mode::Info:
        return run_info(options);
    case Mode::Window:
    case Mode::Screenshot:
        return run_window(options);
    }
    return 1;
}
