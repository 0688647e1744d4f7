#pragma once
// How the collision families find their (non-retail) options on a transition without the
// transition header depending on them: a member `collision_options` of type
// CollisionFamilyOptions, when the transition type has one; pure retail otherwise.
#include "physics/collision/radial_pushout.h"

namespace sweeplab::physics {

template <class T>
const CollisionFamilyOptions& collision_options_of(const T& t) {
    static constexpr CollisionFamilyOptions kRetail{};
    if constexpr (requires { t.collision_options; })
        return t.collision_options;
    else
        return kRetail;
}

} // namespace sweeplab::physics
