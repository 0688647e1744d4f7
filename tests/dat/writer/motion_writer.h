#pragma once
// Encoders for MotionTable and Animation records, through ByteWriter: the mirror of
// dat/records/motion_table and dat/records/animation. Tables are written in the order they are
// held (retail's are in hash-bucket order, never sorted), so a record read back and written
// again is the same bytes.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "dat/records/animation.h"
#include "dat/records/motion_table.h"

namespace sweeplab::dat::testing {

[[nodiscard]] std::vector<std::byte> encode_motion_table(const MotionTableRecord& t);
[[nodiscard]] std::vector<std::byte> encode_animation(const AnimationRecord& a);

// Motion commands (retail MotionCommand) a creature's table is built from.
inline constexpr std::uint32_t kNonCombat = 0x8000003Du;
inline constexpr std::uint32_t kReady = 0x41000003u;
inline constexpr std::uint32_t kWalkForward = 0x45000005u;
inline constexpr std::uint32_t kRunForward = 0x44000007u;
inline constexpr std::uint32_t kTurnRight = 0x6500000Du;

// A creature's motion table as retail's are shaped: style NonCombat, default substate Ready;
// the Ready, WalkForward, RunForward and TurnRight cycles, each one animation (`anim`) at 30
// frames a second; RunForward's Velocity (0, run_speed, 0), WalkForward's (0, walk_speed, 0),
// TurnRight's Omega (0, 0, -turn_omega) (clockwise seen from above, as a right turn is) as a
// cycle from standing (bitfield 0x2) and as the modifier beside a walk or run; a link from
// Ready to RunForward. `still_anim` (0: `anim`) plays where the creature stands or turns in
// place (Ready, TurnRight, the link), as retail's tables keep root motion to the moving
// cycles.
[[nodiscard]] MotionTableRecord creature_motion_table(std::uint32_t id, std::uint32_t anim,
                                                      float walk_speed, float run_speed,
                                                      float turn_omega,
                                                      std::uint32_t still_anim = 0);
// An animation of `parts` parts and `frames` frames, each part at the origin, with root motion
// of `step` metres along +Y a frame when `step` is not zero.
[[nodiscard]] AnimationRecord stepping_animation(std::uint32_t id, std::uint32_t parts,
                                                 std::uint32_t frames, float step);

} // namespace sweeplab::dat::testing
