#pragma once
// CSphere::slide_sphere @ 0x00537440: the shared crease slide. Every grounded slide in the
// engine ends here: SPHEREPATH::step_up_slide, precipice_slide, the BSP paths
// (BSPTREE::slide_sphere, the negative-polygon hit), CCylSphere::slide_sphere and the
// head-sphere leg of CSphere::intersects_sphere.
#include <glm/vec3.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/physics_state.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

// Retail form. `check_sphere` is the mover's sphere at the check position (retail `this`,
// normally sp.global_sphere[0], or [1] for a head hit); `curr_pos` is that sphere's centre at
// the current position (sp.global_curr_center[i]).
//
// The displacement check - curr is projected on the crease cross(n, contact normal) (the
// contact plane, or the last known one) and the check position moved onto that line: SLID.
// Degenerate cases, in retail order:
//   n exactly zero                       -> move check halfway back to curr, ADJUSTED;
//   crease shorter than sqrt(eps)        -> n faces the plane (dot >= 0): drop the movement's
//                                           n component, SLID; else COLLIDED with the normal
//                                           -(check - curr), written back into
//                                           `collision_normal` as retail does;
//   projected offset |.|^2 < eps          -> COLLIDED.
// `collision_normal` is in/out: retail overwrites the caller's vector (for step_up_slide
// that is sp.step_up_normal) in the COLLIDED fallback. The sphere and curr_pos may alias
// fields of `sp`: everything is read before the path is moved.
TransitionState slide_sphere(const Sphere& check_sphere, SpherePath& sp, CollisionInfo& ci,
                             glm::vec3& collision_normal, const glm::vec3& curr_pos);

// Convenience: the sphere is sp.global_sphere[0] and the caller's normal is not written.
TransitionState slide_sphere(SpherePath& sp, CollisionInfo& ci, const glm::vec3& collision_normal,
                             const glm::vec3& curr_pos);

} // namespace sweeplab::physics
