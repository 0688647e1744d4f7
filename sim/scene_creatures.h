#pragma once
// The creatures a scene sets moving (docs/scene-format.md, `dat.creatures` and a crowd's
// `moves`): a crowd over the simulation's world and avatar whose world creatures and moving
// crowd members wander or chase from the first frame, stepped after the avatar each frame as
// the lab steps them. The headless runner's, so a recording made while they chased replays
// with them.
#include <memory>

#include "scene/scene.h"
#include "sim/crowd.h"
#include "sim/simulation.h"

namespace sweeplab::app {

// Also the scene's moving crowds (scene `crowd` with `moves`). Null when nothing moves.
[[nodiscard]] std::unique_ptr<Crowd> scene_creatures(Simulation& sim, const scene::Scene& scene);

} // namespace sweeplab::app
