#include "physics/motion/motion_interp.h"

#include <algorithm>
#include <cmath>

namespace sweeplab::physics::motion {

float run_rate(float load, int run_skill, float scaling) {
    if (run_skill == 800) return 4.5f; // as the decompile reads it (ACE: >= 800)
    float load_mod = 1.0f;             // EncumbranceSystem::LoadMod
    if (load >= 2.0f)
        load_mod = 0.0f;
    else if (load >= 1.0f)
        load_mod = 2.0f - load;
    const float run = static_cast<float>(std::max(run_skill, 0));
    const float s = scaling != 0.0f ? scaling : 1.0f;
    return (load_mod * (run / (run + 200.0f)) * 11.0f + 4.0f) / s / 4.0f;
}

void apply_run_to_command(std::uint32_t& motion, float& speed, float rate) {
    if (motion == kWalkForward) {
        if (speed > 0.0f) motion = kRunForward;
        speed *= rate;
    } else if (motion == kTurnRight) {
        speed *= 1.5f;
    } else if (motion == kSideStepRight) {
        speed = std::clamp(speed * rate, -3.0f, 3.0f);
    }
}

void adjust_motion(std::uint32_t& motion, float& speed, HoldKey key, HoldKey current, float rate) {
    switch (motion) {
    case kTurnLeft:
        motion = kTurnRight;
        speed *= -1.0f;
        break;
    case kRunForward:
        return;
    case kWalkBackwards:
        motion = kWalkForward;
        speed *= -0.65f;
        break;
    case kSideStepRight:
        speed *= 3.12f / 1.25f * 0.5f;
        break;
    case kSideStepLeft:
        motion = kSideStepRight;
        speed *= -1.0f * (3.12f / 1.25f * 0.5f);
        break;
    default:
        break;
    }
    if (key == HoldKey::Invalid) key = current;
    if (key == HoldKey::Run) apply_run_to_command(motion, speed, rate);
}

void MotionInterp::init(const MotionTable* table) {
    table_ = table;
    state_ = MotionState{};
    sequence_.clear();
    if (table_ != nullptr) set_default_state(*table_, state_, sequence_);
}

std::uint32_t MotionInterp::do_interpreted_motion(std::uint32_t motion, float speed,
                                                  bool contact_allows) {
    if (table_ == nullptr) return 8;
    if (!contact_allows) return (motion & kActionBit) != 0 ? 36u : 0u;
    // CPhysicsObj -> CPartArray -> MotionTableManager::PerformMovement -> DoObjectMotion.
    return get_object_sequence(*table_, motion, state_, sequence_, speed) ? 0u : 7u;
}

std::uint32_t MotionInterp::stop_interpreted_motion(std::uint32_t motion, bool contact_allows) {
    if (table_ == nullptr) return 8;
    if (!contact_allows) return 0;
    return stop_sequence_motion(*table_, motion, state_, sequence_) ? 0u : 7u;
}

void MotionInterp::stop_completely() {
    if (table_ == nullptr) return;
    while (state_.num_modifiers > 0) {
        const std::uint32_t m = state_.modifiers[0].motion;
        if (!stop_sequence_motion(*table_, m, state_, sequence_)) state_.remove_modifier(0);
    }
    std::uint32_t def = 0;
    if (table_->style_default(state_.style, def) && state_.substate != def)
        (void)get_object_sequence(*table_, def, state_, sequence_, 1.0f);
}

} // namespace sweeplab::physics::motion
