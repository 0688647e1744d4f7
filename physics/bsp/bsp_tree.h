#pragma once
// Retail BSPTREE entry points that sit above the node queries: adjust_to_plane and
// placement_insert (bsp_tree_adjust.cpp), and the members that take the transition
// (bsp_tree_collisions.cpp, namespace bsptree below).
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/bsp/bsp_tables.h"
#include "physics/collision/physics_state.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

class SpherePath;
class Transition;
struct CollisionInfo;
struct ObjectInfo;

// BSPTREE::adjust_to_plane @ 0x00539BF0. Moves check_pos back along curr_pos -> check_pos
// until it no longer intersects a polygon (sphere_intersects_poly), first by solving for the
// tangent time against hit_poly (up to 15 re-targets), then by bisection to 0.02. Returns
// false when the re-targeting budget runs out; check_pos is then left where it stopped.
[[nodiscard]] bool adjust_to_plane(const PhysicsBsp& tree, Sphere& check_pos,
                                   const glm::vec3& curr_pos, std::int32_t hit_poly,
                                   glm::vec3& contact_pt);

// BSPTREE::placement_insert @ 0x00539960. Pushes the path's local-space spheres out of solid
// (20 passes; a pass without a struck polygon doubles the test radius). OK when nothing was
// in the way, Adjusted after moving check_pos, Collided when it gave up.
[[nodiscard]] TransitionState placement_insert(const PhysicsBsp& tree, SpherePath& path);

// The BSPTREE members that take the transition. They run in the tree's local space
// (SPHEREPATH::localspace_sphere / localspace_curr_center / localspace_z, which
// cache_localspace_sphere set for this cell or part, radii already divided by `scale`), and
// hand results back to the world through localspace_pos and `scale`. They live in their own
// namespace so argument-dependent lookup never mixes them with the CSphere / CCylSphere
// families' same-named free functions (step_sphere_up, step_sphere_down, slide_sphere).
// `owner_id` is not retail: it labels the walkable PolygonRef (traces, differential tests).
namespace bsptree {

// BSPTREE::find_collisions @ 0x0053A440: the six-path dispatch, in retail order:
// placement/ethereal, check_walkable, step_down, collide (landing), contact, airborne.
// Returns OK, Collided, Adjusted or Slid; writes check_pos, the contact plane, the collision
// normal, neg_poly_hit, collide and walkable exactly where retail does.
[[nodiscard]] TransitionState find_collisions(const PhysicsBsp& tree, std::uint32_t owner_id,
                                              Transition& t, float scale);

// BSPTREE::step_sphere_up @ 0x00539F20: CTransition::step_up with the polygon's normal in the
// world; SPHEREPATH::step_up_slide when the step fails.
[[nodiscard]] TransitionState step_sphere_up(const PhysicsBsp& tree, Transition& t,
                                             const glm::vec3& local_normal);

// BSPTREE::slide_sphere @ 0x00539E50: CSphere::slide_sphere on global_sphere[0] from
// global_curr_center[0] along the polygon's normal in the world.
[[nodiscard]] TransitionState slide_sphere(const PhysicsBsp& tree, SpherePath& path,
                                           CollisionInfo& ci, const glm::vec3& local_normal);

// BSPTREE::check_walkable @ 0x00539ED0: Collided when a walkable polygon (normal . up above
// walkable_allowance) is within reach of `check_pos`, else OK. `scale` is unused, as in
// retail.
[[nodiscard]] TransitionState check_walkable(const PhysicsBsp& tree, const SpherePath& path,
                                             const Sphere& check_pos, float scale);

// BSPTREE::step_sphere_down @ 0x0053A210: probe down by step_down_amt * walk_interp onto the
// highest walkable; Adjusted (check_pos raised onto it, contact plane and walkable set) or OK.
[[nodiscard]] TransitionState step_sphere_down(const PhysicsBsp& tree, std::uint32_t owner_id,
                                               SpherePath& path, CollisionInfo& ci,
                                               const Sphere& check_pos, float scale);

// BSPTREE::collide_with_pt @ 0x0053A090: the path-clipped airborne hit. Without PERFECT_CLIP:
// collision normal, Collided. With it: back off to the last free point (adjust_to_plane),
// Adjusted, or Collided when that gives up.
[[nodiscard]] TransitionState collide_with_pt(const PhysicsBsp& tree, const ObjectInfo& object,
                                              SpherePath& path, CollisionInfo& ci,
                                              const Sphere& check_pos, const glm::vec3& curr_pos,
                                              std::int32_t hit_poly, glm::vec3& contact_pt,
                                              float scale);

} // namespace bsptree

} // namespace sweeplab::physics
