// The transition's two calls into a BSP tree. Both run in the cell's or part's local space
// (SPHEREPATH::localspace_*, which the caller sets with cache_localspace_sphere); the
// dispatch itself, with step_sphere_up/down, slide_sphere, check_walkable and collide_with_pt,
// is physics/bsp's (namespace bsptree).
#include "physics/bsp/bsp_tree.h"
#include "physics/transition/bsp_bridge.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics::bsp_bridge {

// BSPTREE::find_collisions @ 0x0053A440 (physics/bsp/bsp_tree_collisions.cpp)
TransitionState find_collisions(const PhysicsBsp& tree, std::uint32_t owner, Transition& t,
                                float scale) {
    return bsptree::find_collisions(tree, owner, t, scale);
}

// BSPTREE::placement_insert @ 0x00539960 (physics/bsp)
TransitionState placement_insert(const PhysicsBsp& tree, Transition& t) {
    return physics::placement_insert(tree, t.sphere_path);
}

} // namespace sweeplab::physics::bsp_bridge
