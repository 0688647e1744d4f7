#pragma once
// Not retail: how far below a point the first surface lies (the spawn check's `floating`
// figure, docs/spawns.md). Measured with the engine itself, the way the chase camera's sweep
// finds what is behind the player (SmartBox::update_viewer's transition: PERFECT_CLIP stops at
// the first contact without sliding, and a viewer passes through creatures; ethereal objects
// let any mover through): a small probe sphere is swept from just above the point straight
// down through the cells, the land, the buildings and the objects, in legs of 2 m.
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/transition/transition.h"
#include "physics/transition/transition_arena.h"

namespace sweeplab::physics {

class World;

struct SurfaceBelow {
    bool found = false;     // a surface within max_drop
    float drop = 0.0f;      // point.z minus the surface's height (0 when touching at once)
    std::uint32_t cell = 0; // internal id of the cell the probe stopped in
    glm::vec3 normal{0.0f}; // the surface's normal, when the transition reported one
};

// The probe sphere's radius: small enough to fit beside a wall or between a table's legs.
inline constexpr float kSurfaceProbeRadius = 0.1f;

// The first surface below `point`, starting in `cell` (internal id; the probe's start cell is
// found from it as AdjustPosition would). `self_id` is skipped (the object measured). Searches
// at most `max_drop` metres down. Allocates nothing (one record of `arena` per leg).
[[nodiscard]] SurfaceBelow surface_below(const World& world, TransitionArena<Transition>& arena,
                                         std::uint32_t cell, const glm::vec3& point,
                                         std::uint32_t self_id, float max_drop);

} // namespace sweeplab::physics
