// The window's actions for the panels (app/lab/place_actions.h).
#include "app/lab/place_actions.h"

#include <cstdio>
#include <exception>

#include "app/bad_input.h"
#include "app/lab/panels.h"
#include "scene/loader.h"

// A DAT location instead of a scene (docs/command-line.md, "Retail DAT worlds").
#include "app/dat_run.h"
#include "dat/errors.h"
#include "scene/location.h"
#include "sim/teleport.h"

// A survey's findings (docs/survey.md, "In the lab").
#include "survey/survey_replay.h"
#include "survey/survey_report.h"

// A spawn check's lines (docs/spawns.md, "In the lab").
#include "spawns/spawn_lab.h"

namespace sweeplab::app {

// A recording running when the lab opens another scene or place stops there (it is kept
// until saved or discarded): a recording is one run from one start.
void stop_recording_for(LabState& state, const char* why) {
    if (!state.lab->recording()) return;
    state.lab->stop_recording();
    state.record.status = std::string("recording stopped: ") + why;
}

void open_scene(LabState& state, render::SceneRenderer& renderer, const std::string& path) {
    stop_recording_for(state, "another scene opened");
    try {
        state.lab->open(path);
    } catch (const scene::SceneError& e) {
        state.load_error = e.what();
        return;
    } catch (const sweeplab::dat::DatError& e) { // a scene with `dat` on bad DAT data
        state.load_error = e.what();
        return;
    }
    state.load_error.clear();
    state.record.from.clear(); // a recording from here names the scene's file
    state.spawns.scene = {};   // the Spawns panel's shapes were the old world's
    renderer.load(state.lab->scene());
    if (const scene::DatWorldDesc* dat = state.lab->sim().dat_world()) renderer.set_dat_world(*dat);
    state.boom = scene_boom(state.lab->scene());
}

// The DAT panel's location outside the loaded landblocks: the place around it (its errors
// go to the panel, in red; the old world stays).
void open_location(LabState& state, render::SceneRenderer& renderer, const std::string& text) {
    stop_recording_for(state, "another place opened");
    try {
        app::open_location(*state.lab, scene::parse_location(text));
    } catch (const std::exception& e) { // LocationError, DatError, SceneError, invalid_argument
        state.dat_error = e.what();
        state.dat_status.clear();
        return;
    }
    state.spawns.scene = {}; // the Spawns panel's shapes were the old world's
    renderer.load(state.lab->scene());
    if (const scene::DatWorldDesc* dat = state.lab->sim().dat_world()) renderer.set_dat_world(*dat);
    state.boom = scene_boom(state.lab->scene());
    state.dat_status = "opened " + state.lab->scene().name;
    state.record.from = text;
}

// The Survey panel's clicked finding: its walk replayed to one frame before it, paused (the
// panel shows why not, in red; the old scene stays then).
void replay_survey_finding(LabState& state, render::SceneRenderer& renderer) {
    SurveyView& view = state.survey;
    const long i = view.pending;
    const long walk = view.pending_walk;
    view.pending = view.pending_walk = -1;
    if (!view.file || i < 0 || static_cast<std::size_t>(i) >= view.file->findings.size()) return;
    stop_recording_for(state, "a survey finding replayed");
    // A defect's walk from its walks list, else the finding (a defect's worst walk).
    const survey::Finding f =
        walk >= 0 && static_cast<std::size_t>(i) < view.file->defects.size()
            ? defect_walk_finding(view.file->defects[static_cast<std::size_t>(i)], walk)
            : view.file->findings[static_cast<std::size_t>(i)];
    const bool dat = static_cast<std::size_t>(i) < view.file->dat.size() &&
                     view.file->dat[static_cast<std::size_t>(i)];
    const std::string error = replay_finding(*state.lab, view.file->summary.options, f, dat);
    if (!error.empty()) {
        view.error = error;
        view.status.clear();
        return;
    }
    state.record.from.clear();
    renderer.load(state.lab->scene());
    if (const scene::DatWorldDesc* d = state.lab->sim().dat_world()) renderer.set_dat_world(*d);
    state.boom = scene_boom(state.lab->scene());
    state.load_error.clear();
    view.error.clear();
    view.status = std::string(survey::kind_name(f.kind)) + " at frame " + std::to_string(f.frame) +
                  ": paused at " + std::to_string(state.lab->frame()) +
                  " (N: the finding's frame, M: its sub-steps)";
}

// The Spawns panel's clicked line: its landblock's place opened when it is not the loaded one,
// the avatar beside the object, paused, and its shapes (the panel shows why not, in red; the
// old place stays then).
void visit_spawn_line(LabState& state, render::SceneRenderer& renderer) {
    SpawnsView& view = state.spawns;
    const long i = view.pending;
    view.pending = -1;
    if (!view.file || i < 0 || static_cast<std::size_t>(i) >= view.file->lines.size()) return;
    stop_recording_for(state, "a spawn line visited");
    const spawns::SpawnLine& line = view.file->lines[static_cast<std::size_t>(i)];
    spawns::LineVisit v = spawns::visit_line(*state.lab, line, idle_input(state));
    if (!v.error.empty()) {
        view.error = v.error;
        view.status.clear();
        return;
    }
    view.selected = i;
    view.scene = std::move(v.scene);
    view.error.clear();
    if (v.new_place) {
        renderer.load(state.lab->scene());
        if (const scene::DatWorldDesc* d = state.lab->sim().dat_world()) renderer.set_dat_world(*d);
        state.load_error.clear();
    }
    state.record.from.clear(); // a recording from here starts where the teleport put the avatar
    char guid[16];
    std::snprintf(guid, sizeof guid, "0x%08X", line.guid);
    view.status = (v.placed ? "the avatar beside " : "no valid spot for the avatar beside ") +
                  std::string(guid) + (v.new_place ? " (its landblock's place opened)" : "");
}

// --spawns FILE: read before the place opens; without a LOCATION the place is the first
// finding's landblock. 0, or 2 after one line on stderr.
int open_spawns(LabState& state, Options& options) {
    if (const int bad = load_spawns_view(state.spawns, options.spawns_file)) return bad;
    if (!options.location.empty()) return 0;
    try { // said for --spawns, not for the cell it would have opened
        (void)require_dat_dir(options, "--spawns");
    } catch (const CliError& e) {
        std::fprintf(stderr, "sweeplab: %s\n", e.message.c_str());
        return 2;
    }
    const std::optional<std::string> at = spawns::start_location(*state.spawns.file);
    if (!at) {
        std::fprintf(stderr, "sweeplab: %s: no finding to open the window at: give a LOCATION\n",
                     options.spawns_file.c_str());
        return 2;
    }
    options.location = {*at};
    options.parsed_location = scene::parse_location(*at);
    return 0;
}

} // namespace sweeplab::app
