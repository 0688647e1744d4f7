#pragma once
// The lab crowd's wander (sim/crowd.h): each walker's own seeded generator, whose whole state
// is one integer so rewind copies it, and the pace and turn it picks every one to three
// seconds. Shared by the Crowd panel's creatures and the place's world creatures
// (sim/world_creatures.h). Not retail: the server's creatures follow their AI.
#include <cstdint>

#include "physics/world/mover.h"

namespace sweeplab::app {

// splitmix64.
std::uint64_t next_u64(std::uint64_t& s);
float uniform(std::uint64_t& s); // [0, 1)

// A new heading and pace when `frames_left` runs out: stand, amble or walk, turning a little.
void next_wander_input(std::uint64_t& rng, int& frames_left, physics::MoverInput& input);

} // namespace sweeplab::app
