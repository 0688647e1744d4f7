#pragma once
// A scene crowd's chasing member (docs/scene-format.md, `crowd`; docs/creatures.md, "In the
// lab"): the physics creature ACE's monster drives for one crowd sphere. A JSON scene carries no
// MotionTable, so such a creature runs the lab's runner table (unless the scene has a DAT place
// and the crowd names one of its tables): walk 3.12 m/s and run 4 m/s
// (the walk and run speeds retail's CMotionInterp assumes of a creature's cycles), a quarter
// turn a second, no animations (no root motion; the cycles' velocity alone moves it). Not retail
// data (docs/divergences.md, "Lab facilities"); the movement it drives is retail's.
#include <cstdint>

#include "physics/motion/creature.h"
#include "physics/reading/reading.h"
#include "scene/scene.h"

namespace sweeplab::scene {

inline constexpr float kRunnerWalkSpeed = 3.12f;
inline constexpr float kRunnerRunSpeed = 4.0f;
inline constexpr float kRunnerTurnOmega = 1.5707964f;

// The runner table (built once, shared read-only, safe to call from any thread).
[[nodiscard]] const physics::motion::MotionTable& runner_motion_table();

// The creature of crowd member `id`: the crowd's remote mover (one sphere of `radius` resting on
// its feet, the remote body's step heights), `table` (the crowd's MotionTable from the DAT
// files; null: the runner table), its cylinder (radius, 2 x radius high), the run rate of the
// crowd's Run skill (ace_run_rate; 1 without one).
[[nodiscard]] physics::motion::CreatureConfig
crowd_creature_config(std::uint32_t id, float radius, const CrowdSpec& spec,
                      const physics::motion::MotionTable* table, physics::Reading reading);

} // namespace sweeplab::scene
