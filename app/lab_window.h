#pragma once
// The desktop lab: an SDL2 window with an OpenGL 3.3 core context and Dear ImGui panels
// (app/lab_window.cpp). A build without the app (-DSWEEPLAB_BUILD_APP=OFF) links
// app/no_window.cpp instead, which defines the same two functions without SDL or GL.
#include <string>

#include "app/cli.h"

namespace sweeplab::app {

// Opens the window on options.scene and runs until closed (Mode::Window), or runs
// options.frames frames and writes the last one as a PNG (Mode::Screenshot).
// Returns the process exit code.
int run_window(const Options& options);

// The GLSL folder the window draws with, for --version (a build without the window, which
// installs no shaders, says none).
std::string window_shader_dir();

} // namespace sweeplab::app
