#pragma once
// The lure check (docs/creatures.md, "The lure"): a creature at its home is lured by a
// target that appears in each of 16 directions inside its awareness range and walks away
// to 96 m; the creature chases it as ACE's monster does, the target vanishes, and the
// creature should go home. Each lure that goes wrong is a finding: never_home (the server
// would teleport it home: stuck on the way, or not home in time), chase_loop (three or more
// chases cancelled within one lure: the CPU cost server maintainers see), left_landblock
// (it ended in another landblock than its home's), fell (it ended more than 5 m below its
// home, or on no cell).
#include <cstdint>
#include <string>
#include <vector>

#include "creatures/monster.h"
#include "physics/motion/creature.h"
#include "physics/world/world.h"

namespace sweeplab::creatures {

enum class LureFinding : std::uint8_t { NeverHome, ChaseLoop, LeftLandblock, Fell };
[[nodiscard]] const char* lure_finding_name(LureFinding f);

struct LureOptions {
    int directions = 16;
    double chase_seconds = 25.0; // the target walks away this long, then vanishes
    double home_seconds = 60.0;  // the time the creature has to get home
    float target_speed = 4.0f;   // the target's walk away (a running player: 4 m/s)
    float start_fraction = 0.9f; // where it appears: this much of the awareness range
    float fell_depth = 5.0f;
    float home_reach = 2.0f; // a ForceHome nearer home than this is home (lure.cpp)
    int chase_loop_cancels = 3;
};

struct LureResult {
    int direction = 0;    // 0 north, clockwise
    float heading = 0.0f; // degrees
    LureFinding finding = LureFinding::NeverHome;
    physics::Position where; // the creature where it stuck, fell or ended
    MonsterCounts counts;
    double seconds = 0.0; // the lure's time when found
};

struct LureSummary {
    std::vector<LureResult> findings;
    int lures = 0;
    int home = 0; // lures after which it was home and asleep, untouched
    double creature_seconds = 0.0;
};

// Lures one creature (its config: Setup spheres, step heights, motion table, run rate) at
// `home`. The world is read only. Deterministic for the same inputs.
[[nodiscard]] LureSummary lure(const physics::World& world,
                               const physics::motion::CreatureConfig& creature,
                               const physics::Position& home, const MonsterConfig& monster,
                               const LureOptions& options = {});

} // namespace sweeplab::creatures
