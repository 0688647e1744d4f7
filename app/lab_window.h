#pragma once
// The desktop lab: an SDL2 window with an OpenGL 3.3 core context and Dear ImGui panels.
#include "app/cli.h"

namespace sweeplab::app {

// Opens the window on options.scene and runs until closed (Mode::Window), or runs
// options.frames frames and writes the last one as a PNG (Mode::Screenshot).
// Returns the process exit code.
int run_window(const Options& options);

} // namespace sweeplab::app
