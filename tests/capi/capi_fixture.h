#pragma once
// What the C API's tests share: the synthetic place written once per run into a temporary
// folder, the door walk's scene over it, and small helpers over the C API's calls.
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <string>

#include "sweeplab/sweeplab.h"

namespace sweeplab::test::capi {

// The synthetic place (tests/dat/writer/synthetic_place.h) in a folder of this run.
const std::string& place_dir();
// A scene file over the place: the door walk (from 6 m south of house A's door, north for
// 4 s at 30 frames a second), written beside the place.
const std::string& door_walk_scene();
// A shipped scene by name (assets/scenes/NAME.json).
std::string shipped_scene(const char* name);

// The bits of a float (positions compare exactly).
inline std::uint32_t bits(float f) {
    std::uint32_t u = 0;
    std::memcpy(&u, &f, sizeof u);
    return u;
}

inline sl_controls controls(float forward = 0.0f, float strafe = 0.0f, float turn = 0.0f,
                            bool run = false, bool jump = false) {
    sl_controls c{};
    c.struct_size = sizeof c;
    c.forward = forward;
    c.strafe = strafe;
    c.turn = turn;
    c.run = run ? 1u : 0u;
    c.jump = jump ? 1u : 0u;
    return c;
}

inline sl_position at(std::uint32_t cell, float x, float y, float z) {
    sl_position p{};
    p.cell = cell;
    p.origin[0] = x;
    p.origin[1] = y;
    p.origin[2] = z;
    p.rotation[0] = 1.0f;
    return p;
}

} // namespace sweeplab::test::capi
