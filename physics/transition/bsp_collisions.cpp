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

// Not retail: true when BSPTREE::find_collisions would return OK without writing anything.
// Outside placement and ethereal passes (which test the centre's solid leaf), every branch of
// find_collisions asks the tree about localspace_sphere[0] (and [1] for a two-sphere mover)
// through sphere_intersects_poly, hits_walkable or find_walkable, and returns OK with no
// side effect when none of them hits a polygon; sphere_misses_polygons guarantees that. A
// room's walls are mostly this far from a mover: their bounding spheres cover the room, so
// retail's node-sphere tests pass and the walk runs to empty leaves.
bool out_of_reach(const PhysicsBsp& bsp, const SpherePath& sp) {
    if (sp.insert_type == InsertType::Placement || sp.obstruction_ethereal) return false;
    if (!bsp.sphere_misses_polygons(sp.localspace_sphere[0])) return false;
    return sp.num_sphere < 2 || bsp.sphere_misses_polygons(sp.localspace_sphere[1]);
}

// BSPTREE::placement_insert @ 0x00539960 (physics/bsp)
TransitionState placement_insert(const PhysicsBsp& tree, Transition& t) {
    return physics::placement_insert(tree, t.sphere_path);
}

} // namespace sweeplab::physics::bsp_bridge
