#include "physics/transition/transition_arena.h"

namespace sweeplab::physics {

// CTransition::init @ 0x00509DD0
void TransitionScratch::init() {
    object_info.reset();
    sphere_path.init();
    collision_info.init();
    cell_array.reset();
    // Not retail: the broadphase cache keeps its answer (checked against the registry's
    // generation when used) and may fetch again.
    object_candidates.disabled = false;
}

} // namespace sweeplab::physics
