#pragma once
// The arena benchmark's place (bench/arena.h: the floor, four walls, N crowd spheres) as a
// sweeplab-scene/1 file, so that a benchmark opens it as users open places: the C++ side with
// the lab's world builder, the C API's side with sl_world_open_scene (bench_capi.cpp,
// capi_steps.cpp; docs/performance.md, "The C API").
#include <random>
#include <string>

#include "bench/arena.h"

namespace sweeplab::bench {

// Writes the arena with `n` crowd spheres (not overlapping) once per process into the
// temporary folder and returns its path.
std::string arena_scene_file(int n);

// The walk's input: forward at a run, a turn rate in -180..180 deg/s drawn every 60 steps
// (mt19937(777), as the arena's headings).
struct ArenaTurns {
    std::mt19937 rng{777};
    std::uniform_real_distribution<float> turn{-180.0f, 180.0f};
    int step = 0;
    float rate = 0.0f;
    float next() {
        if (step++ % kHeadingSteps == 0) rate = turn(rng);
        return rate;
    }
};

} // namespace sweeplab::bench
