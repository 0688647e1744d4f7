#pragma once
// Retail CMotionInterp, the parts that turn a creature's motion command into what its
// sequence plays (docs/creatures.md, "Speed"): the run rate, adjust_motion and
// apply_run_to_command, and Do/StopInterpretedMotion on the creature's motion table. A
// creature's interpreter: its table (shared, read-only), its MotionState and its Sequence.
#include <cstdint>

#include "physics/motion/motion_data.h"
#include "physics/motion/motion_table.h"
#include "physics/motion/sequence.h"

namespace sweeplab::physics::motion {

// HoldKey.
enum class HoldKey : std::uint32_t { Invalid = 0, None = 1, Run = 2 };

// MovementSystem::GetRunRate @ 0x006B0950: ((LoadMod(load) x run / (run + 200)) x 11 + 4) /
// scaling / 4; run skill 800 gives 4.5. LoadMod: 1 under load 1, 2 - load up to 2, 0 beyond.
[[nodiscard]] float run_rate(float load, int run_skill, float scaling = 1.0f);

// CMotionInterp::apply_run_to_command @ 0x00527BE0.
void apply_run_to_command(std::uint32_t& motion, float& speed, float run_rate);
// CMotionInterp::adjust_motion @ 0x00528010 for a creature: the left-hand commands as
// right-hand ones with negative speeds, walking backwards as forward x -0.65, sidesteps x
// 1.248, then with the Run hold key (Invalid: the interpreter's current one)
// apply_run_to_command.
void adjust_motion(std::uint32_t& motion, float& speed, HoldKey key, HoldKey current,
                   float run_rate);

class MotionInterp {
  public:
    // CMotionTable::SetDefaultState through CMotionInterp::enter_default_state.
    void init(const MotionTable* table);
    // CMotionInterp::DoInterpretedMotion @ 0x00528360: the motion on the sequence when the
    // creature's contact allows a move (on walkable ground, or not under gravity); returns
    // retail's error (0 done).
    std::uint32_t do_interpreted_motion(std::uint32_t motion, float speed, bool contact_allows);
    // CMotionInterp::StopInterpretedMotion @ 0x00528470.
    std::uint32_t stop_interpreted_motion(std::uint32_t motion, bool contact_allows);
    // CMotionInterp::StopCompletely @ 0x00527DE0 without its cancel_moveto (the caller's):
    // every modifier stopped and the style's default substate at speed 1
    // (CPhysicsObj::StopCompletely_Internal -> CMotionTable::StopObjectCompletely).
    void stop_completely();

    [[nodiscard]] Sequence& sequence() { return sequence_; }
    [[nodiscard]] const Sequence& sequence() const { return sequence_; }
    [[nodiscard]] const MotionState& state() const { return state_; }
    [[nodiscard]] const MotionTable* table() const { return table_; }

    float my_run_rate = 1.0f;                // CMotionInterp::my_run_rate
    HoldKey current_holdkey = HoldKey::None; // RawMotionState::current_holdkey

  private:
    const MotionTable* table_ = nullptr;
    MotionState state_;
    Sequence sequence_;
};

} // namespace sweeplab::physics::motion
