#pragma once
// Bad input, reported as every command reports it (docs/command-line.md): one line on stderr
// naming the file, the option or the record, and exit code 2. A scene, DAT or world-data
// error already names its file; a command-line error gets `sweeplab: `; any other exception a
// runner expects from its input (a survey's AREA, a survey output that does not read) gets
// `sweeplab: CONTEXT: `.
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>

#include "app/cli.h"
#include "dat/errors.h"
#include "scene/scene_error.h"
#include "worlddata/errors.h"

namespace sweeplab::app {

// Runs `f`; returns 0 when it returned, else the exit code 2 after the one line on stderr.
// With an empty `context` only scene, DAT and command-line errors are caught.
template <class F>
int report_bad_input(F&& f, const char* context = "") {
    try {
        f();
        return 0;
    } catch (const scene::SceneError& e) {
        std::fprintf(stderr, "%s\n", e.what());
    } catch (const dat::DatError& e) {
        std::fprintf(stderr, "%s\n", e.what());
    } catch (const worlddata::WorldDataError& e) { // FILE:LINE:COLUMN: problem
        std::fprintf(stderr, "%s\n", e.what());
    } catch (const CliError& e) {
        std::fprintf(stderr, "sweeplab: %s\n", e.message.c_str());
    } catch (const std::runtime_error& e) { // std::invalid_argument is a logic_error: below
        if (*context == '\0') throw;
        std::fprintf(stderr, "sweeplab: %s: %s\n", context, e.what());
    } catch (const std::invalid_argument& e) {
        if (*context == '\0') throw;
        std::fprintf(stderr, "sweeplab: %s: %s\n", context, e.what());
    }
    return 2;
}

} // namespace sweeplab::app
