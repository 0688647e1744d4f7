#pragma once
// A world creature as ACE's monster moves it (docs/creatures.md): the physics creature the
// server runs for a placed world object (its Setup's spheres and step heights, its scale,
// its motion table) and where it stands. Shared by the lab's chase (sim/world_creatures.h)
// and the lure check (spawns --chase), so both move the same creature.
#include <cstdint>

#include "physics/motion/creature.h"
#include "physics/reading/reading.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"

namespace sweeplab::scene {

// The creature's config: the remote mover with the object's guid for an id (its own placed
// shape never in its way), its physics state (gravity and collision reports when the weenie
// gives none), its Setup's first two spheres x scale (else retail's dummy sphere), its step
// heights, `table`, its radius and height (the largest sphere's radius, the spheres' top) for
// the cylinder distance. The run rate is 1: the client's interpreter rate for an object it
// is not; ACE's comes from the creature's Run skill, not read from world data yet.
[[nodiscard]] physics::motion::CreatureConfig
world_creature_config(const WorldObjectDesc& o, const physics::motion::MotionTable* table,
                      physics::Reading reading);

// Where placement put it: its placed frame in its placed cell (the world's internal id for
// an indoor cell).
[[nodiscard]] physics::Position placed_position(const physics::World& world,
                                                const WorldObjectDesc& o);

} // namespace sweeplab::scene
