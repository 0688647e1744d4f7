#pragma once
// A world creature as ACE's monster moves it (docs/creatures.md): the physics creature the
// server runs for a placed world object (its Setup's spheres and step heights, its scale,
// its motion table) and where it stands. Shared by the lab's chase (sim/world_creatures.h)
// and the lure check (spawns --chase), so both move the same creature.
#include <cstdint>

#include "dat/records/skill_table.h"
#include "physics/motion/creature.h"
#include "physics/reading/reading.h"
#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "worlddata/world_data.h"

namespace sweeplab::scene {

// The creature's config: the remote mover with the object's guid for an id (its own placed
// shape never in its way), its physics state (gravity and collision reports when the weenie
// gives none), its Setup's first two spheres x scale (else retail's dummy sphere), its step
// heights, `table`, its radius and height (the largest sphere's radius, the spheres' top) for
// the cylinder distance, its run rate from its Run skill (ace_run_rate; 1 without one).
[[nodiscard]] physics::motion::CreatureConfig
world_creature_config(const WorldObjectDesc& o, const physics::motion::MotionTable* table,
                      physics::Reading reading);

// ACE's Run skill of a creature (CreatureSkill.Current without enchantments; docs/creatures.md,
// "Run rate"): its formula from the DAT's SkillTable over the weenie's attributes when the
// skill is usable (trained, specialized, or untrained with the table's MinLevel 1), plus its
// init level and raised levels. A weenie without a Run row has it untrained at 0; `table`
// null (DAT files without a SkillTable) gives no formula part.
[[nodiscard]] std::int32_t run_skill(const worlddata::Weenie& w,
                                     const dat::SkillTableRecord* table);

// ACE's MovementSystem.GetRunRate(0, skill, 1) (WeenieObject.InqRunRate): 4.5 from 800 on,
// else ((skill / (skill + 200)) * 11 + 4) / 4 (retail's formula, physics::motion::run_rate).
[[nodiscard]] float ace_run_rate(std::int32_t skill);

// Where placement put it: its placed frame in its placed cell (the world's internal id for
// an indoor cell).
[[nodiscard]] physics::Position placed_position(const physics::World& world,
                                                const WorldObjectDesc& o);

} // namespace sweeplab::scene
