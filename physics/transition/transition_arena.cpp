#include "physics/transition/transition_arena.h"

namespace sweeplab::physics {

// CTransition::init @ 0x00509DD0
void TransitionScratch::init() {
    object_info.reset();
    sphere_path.init();
    collision_info.init();
    cell_array.reset();
    object_candidates.valid = false; // not retail: the broadphase cache
    object_candidates.disabled = false;
}

} // namespace sweeplab::physics
