#pragma once
// Names the inspectors print for a transition's states (retail's enum spellings).
#include "physics/transition/transition.h"

namespace sweeplab::app {

[[nodiscard]] inline const char* transition_state_name(physics::TransitionState s) {
    switch (s) {
    case physics::TransitionState::Invalid:
        return "INVALID";
    case physics::TransitionState::OK:
        return "OK";
    case physics::TransitionState::Collided:
        return "COLLIDED";
    case physics::TransitionState::Adjusted:
        return "ADJUSTED";
    case physics::TransitionState::Slid:
        return "SLID";
    }
    return "?";
}

} // namespace sweeplab::app
