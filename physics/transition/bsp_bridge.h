#pragma once
// The transition's calls into the per-shape collision code, in one place:
//  - BSPTREE::find_collisions (the six-path dispatch, physics/bsp/bsp_tree_collisions.cpp);
//  - BSPTREE::placement_insert (physics/bsp/bsp_tree.h);
//  - the CSphere / CCylSphere families (physics/collision/*), with the object's frame.
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/bsp/bsp_tables.h"
#include "physics/collision/physics_state.h"
#include "physics/math/frame.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

class Transition;
class SpherePath;
struct CylSphereShape;

namespace bsp_bridge {

// BSPTREE::find_collisions @ 0x0053A440. `owner_id` labels polygons for traces.
TransitionState find_collisions(const PhysicsBsp& tree, std::uint32_t owner_id, Transition& t,
                                float scale);
// Not retail: true when find_collisions would answer OK touching nothing (the caller has
// cached the localspace spheres in the tree's space). Never true for placement or an
// ethereal pass.
bool out_of_reach(const PhysicsBsp& tree, const SpherePath& sp);
// BSPTREE::placement_insert @ 0x00539960
TransitionState placement_insert(const PhysicsBsp& tree, Transition& t);
// CSphere::slide_sphere @ 0x00537440 on global_sphere[0] from global_curr_center[0].
TransitionState slide_sphere(Transition& t, const glm::vec3& collision_normal);
// CSphere::intersects_sphere @ 0x00537FD0 (object-local sphere at `pos`, `scale`).
TransitionState sphere_intersects(const Sphere& local, const Position& pos, float scale,
                                  Transition& t, bool is_creature);
// CCylSphere::intersects_sphere (object-local cylsphere at `pos`, `scale`).
TransitionState cylsphere_intersects(const CylSphereShape& local, const Position& pos, float scale,
                                     Transition& t);

} // namespace bsp_bridge
} // namespace sweeplab::physics
