#pragma once
// The place's creatures a scene sets moving (docs/scene-format.md, `dat.creatures`): a crowd
// over the simulation's world and avatar whose world creatures wander or chase from the first
// frame, stepped after the avatar each frame as the lab steps them. The headless runner's,
// so a recording made while they chased replays with them.
#include <memory>

#include "scene/scene.h"
#include "sim/crowd.h"
#include "sim/simulation.h"

namespace sweeplab::app {

// Null when the scene has no DAT place or its creatures stand.
[[nodiscard]] std::unique_ptr<Crowd> scene_creatures(Simulation& sim, const scene::Scene& scene);

} // namespace sweeplab::app
