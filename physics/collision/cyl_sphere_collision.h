#pragma once
// The retail CCylSphere collision family (acclient CCylSphere.c; retail-reference.md): a mover's
// spheres meet an upright cylinder (portal platforms, pillars). World frame throughout; the
// cylinder's axis is world +Z. `cyl` is retail `this`, `check_pos` the mover's sphere at the
// check position and disp = check_pos.center - cyl.low_pt.
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/object_info.h"
#include "physics/collision/physics_state.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/cyl_sphere.h"
#include "physics/math/frame.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

class Transition;

// CCylSphere::intersects_sphere @ 0x0053B440: the dispatcher, for a cylinder already in the
// world frame. Uses sp.localspace_pos (set by the wrapper) to turn the step-up normal.
TransitionState cylsphere_intersects(const CylSphere& cyl, Transition& t);
// CCylSphere::intersects_sphere @ 0x0053B8F0: caches the localspace sphere for the object's
// position, globalises a cylinder local to the object at `p` with the object's scale (the
// axis stays world Z), then dispatches.
TransitionState cylsphere_intersects(const CylSphere& local_cyl, const Position& p, float scale,
                                     Transition& t);

namespace ccylsphere {

// CCylSphere::collides_with_sphere @ 0x0053A880: XY disc (radsum, epsilon already shaved by
// the caller) and a Z band of check_pos.radius - epsilon around the cylinder's middle.
[[nodiscard]] bool collides_with_sphere(const CylSphere& cyl, const Sphere& check_pos,
                                        const glm::vec3& disp, float radsum);

// CCylSphere::normal_of_collision @ 0x0053AB50. From sphere_num's current centre: outside
// the disc -> radial horizontal normal (definite when the Z bands overlapped there or there
// is no vertical movement); inside -> the cap, +Z when descending. Returns `definite`.
bool normal_of_collision(const CylSphere& cyl, const SpherePath& sp, const Sphere& check_pos,
                         const glm::vec3& disp, float radsum, std::uint32_t sphere_num,
                         glm::vec3& normal);

// CCylSphere::step_sphere_down @ 0x0053A9B0: during a step-down probe, rest on the flat top
// (contact plane +Z, is_water = 1).
TransitionState step_sphere_down(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                                 Sphere check_pos, const glm::vec3& disp, float radsum);

// CCylSphere::collide_with_point @ 0x0053ACB0: a hard stop, or for a PerfectClip mover the
// exact time of impact against the cylinder grown by the sphere (side or cap).
TransitionState collide_with_point(const CylSphere& cyl, const ObjectInfo& oi, SpherePath& sp,
                                   CollisionInfo& ci, Sphere check_pos, const glm::vec3& disp,
                                   float radsum, std::uint32_t sphere_num);

// CCylSphere::slide_sphere @ 0x0053B2A0: normal_of_collision, then the shared crease slide
// with the given (foot or head) sphere and disp.
TransitionState slide_sphere(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                             Sphere check_pos, const glm::vec3& disp, float radsum,
                             std::uint32_t sphere_num);

// CCylSphere::land_on_cylinder @ 0x0053B3D0: an airborne foot hit arms the collide re-test.
TransitionState land_on_cylinder(const CylSphere& cyl, SpherePath& sp, const Sphere& check_pos,
                                 const glm::vec3& disp, float radsum);

// CCylSphere::step_sphere_up @ 0x0053B310 (needs CTransition::step_up).
TransitionState step_sphere_up(const CylSphere& cyl, Transition& t, Sphere check_pos,
                               const glm::vec3& disp, float radsum);

// The collide-flag re-test, inline in CCylSphere::intersects_sphere @ 0x0053B440 (branch 5):
// rest the foot sphere on the cap at the exact time solved from the vertical movement.
TransitionState collide_retest(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                               const glm::vec3& disp0, float radsum);

} // namespace ccylsphere
} // namespace sweeplab::physics
