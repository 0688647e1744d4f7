// The window entry of a build without the app (-DSWEEPLAB_BUILD_APP=OFF), in place of
// lab_window.cpp: nothing here links SDL, ImGui or GL, so a survey node or a container runs
// every headless form of main.cpp, and a form that needs the window says in one line that
// this build has none (exit 2: the input asks for what the build cannot do).
#include <cstdio>
#include <string>

#include "app/lab_window.h"

namespace sweeplab::app {

namespace {

// What on the command line asked for the window, as the user typed it.
std::string window_option(const Options& o) {
    if (o.mode == Mode::Screenshot) return "--screenshot";
    if (!o.record_file.empty()) return "--record";
    if (!o.survey_file.empty()) return "--survey";
    if (!o.spawns_file.empty()) return "--spawns";
    if (!o.trace_file.empty()) return "--trace";
    if (o.view_given) return "--view";
    std::string location;
    for (const std::string& word : o.location)
        location += (location.empty() ? "" : " ") + word;
    if (!location.empty()) return location;
    if (!o.scene.empty()) return o.scene;
    return "no arguments (the window on the default scene)";
}

} // namespace

int run_window(const Options& options) {
    std::fprintf(stderr,
                 "sweeplab: the window is not built in this build (-DSWEEPLAB_BUILD_APP=OFF): %s\n",
                 window_option(options).c_str());
    return 2;
}

std::string window_shader_dir() {
    return "none (the window is not built)";
}

} // namespace sweeplab::app
