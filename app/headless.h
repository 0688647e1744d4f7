#pragma once
#include "app/cli.h"

namespace sweeplab::app {

// `sweeplab --headless`: no window, no GL. Runs the scene's script (or --frames N, padding
// with no input) at 30 frames per second and writes one JSON object per frame, then a
// summary line. Returns the exit code: 0, 2 bad input, 3 a check failed, 1 other failure.
int run_headless(const Options& options);

} // namespace sweeplab::app
