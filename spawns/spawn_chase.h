#pragma once
// `sweeplab spawns --chase` (docs/spawns.md, "--chase"; docs/creatures.md, "The lure"): every
// placed creature of the landblock lured from where it stands, as ACE's monster chases and
// goes home, with its Setup's spheres and step heights, its weenie's (else its Setup's)
// MotionTable and its weenie's awareness and home radius; a line per kind of finding.
#include <vector>

#include "physics/world/world.h"
#include "scene/dat_world_builder.h"
#include "scene/location.h"
#include "scene/motion_tables.h"
#include "spawns/spawn_judge.h"
#include "spawns/spawn_report.h"
#include "worlddata/world_data.h"

namespace sweeplab::spawns {

// The lines of row `o` (already given its base fields in `base`); counts go to `counts`.
// A creature without a MotionTable is not lured.
void chase_lines(const JudgeInput& input, const physics::World& world,
                 const scene::WorldFrame& frame, const dat::DatFolder& folder,
                 scene::MotionTableCache& tables, const scene::WorldObjectDesc& o,
                 const SpawnLine& base, std::vector<SpawnLine>& out, SpawnSummary& counts);

} // namespace sweeplab::spawns
