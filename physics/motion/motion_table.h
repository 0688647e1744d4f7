#pragma once
// Retail CMotionTable's sequencing (docs/creatures.md, "Speed"): which animations and what
// velocity a motion gives a creature's sequence, from the state it is in. Ported: a substate
// (a cycle such as RunForward, with the links into it and a change of speed alone), a
// modifier (a turn beside the cycle), stopping either, and re-applying the modifiers. Not
// ported (docs/divergences.md): style changes and actions (attacks, emotes): the creatures
// sweeplab moves stay in their style and only walk, run and turn.
#include <array>
#include <cstdint>

#include "physics/motion/motion_data.h"
#include "physics/motion/sequence.h"

namespace sweeplab::physics::motion {

// Retail MotionState: the style, the substate and its speed, the modifiers (most recent
// first).
struct MotionState {
    struct Modifier {
        std::uint32_t motion = 0;
        float speed = 1.0f;
    };
    static constexpr int kMaxModifiers = 8;
    std::uint32_t style = 0;
    std::uint32_t substate = 0;
    float substate_mod = 1.0f;
    std::array<Modifier, kMaxModifiers> modifiers{};
    int num_modifiers = 0;

    // MotionState::add_modifier: false when the motion is one already.
    bool add_modifier(std::uint32_t motion, float speed);
    // MotionState::add_modifier_no_check: at the head.
    void add_modifier_no_check(std::uint32_t motion, float speed);
    void remove_modifier(int i);
    void clear_modifiers() { num_modifiers = 0; }
};

// CMotionTable::SetDefaultState: the default style and its default substate at speed 1, the
// substate's cycle in the sequence.
void set_default_state(const MotionTable& table, MotionState& state, Sequence& sequence);

// CMotionTable::GetObjectSequence @ 0x00522860 (DoObjectMotion @ 0x00523E90 passes
// stop_modifiers 0). True when the motion was taken.
bool get_object_sequence(const MotionTable& table, std::uint32_t motion, MotionState& state,
                         Sequence& sequence, float speed, bool stop_modifiers = false);
// CMotionTable::StopSequenceMotion @ 0x00522FC0.
bool stop_sequence_motion(const MotionTable& table, std::uint32_t motion, MotionState& state,
                          Sequence& sequence);
// CMotionTable::get_link @ 0x00522710.
[[nodiscard]] const MotionData* get_link(const MotionTable& table, std::uint32_t style,
                                         std::uint32_t substate, float substate_speed,
                                         std::uint32_t motion, float speed);

} // namespace sweeplab::physics::motion
