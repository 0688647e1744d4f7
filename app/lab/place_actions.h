#pragma once
// What the lab's panels ask the window to open, and what --spawns loads before the place
// opens: another scene (the Scene panel), a DAT location outside the loaded landblocks (the
// DAT panel), a survey finding's walk replayed (the Survey panel), a spawn line's place and
// shapes (the Spawns panel). Each stops a running recording first: a recording is one run
// from one start.
#include <string>

#include "app/cli.h"
#include "app/lab/lab_state.h"
#include "render/scene_renderer.h"

namespace sweeplab::app {

void stop_recording_for(LabState& state, const char* why);
void open_scene(LabState& state, render::SceneRenderer& renderer, const std::string& path);
void open_location(LabState& state, render::SceneRenderer& renderer, const std::string& text);
void replay_survey_finding(LabState& state, render::SceneRenderer& renderer);
void visit_spawn_line(LabState& state, render::SceneRenderer& renderer);
int open_spawns(LabState& state, Options& options);

} // namespace sweeplab::app
