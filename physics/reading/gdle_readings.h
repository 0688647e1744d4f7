#pragma once
// NOT RETAIL. GDLE's variants of retail functions that take more than a few lines to state,
// called from the retail function's departure site when the switch is on (docs/readings.md).
// GDLE is bDekaru/ClassicDereth, Source/PhatSDK; its scalar (non-AVX) Vector is followed.
#include <glm/vec3.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/physics_state.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/cyl_sphere.h"

namespace sweeplab::physics {

// gdle.float_time_of_collision: GDLE BSPData.cpp CSphere::find_time_of_collision, in place of
// retail's (the dot products formed in float, then widened; same early outs and roots).
[[nodiscard]] double gdle_find_time_of_collision(const glm::vec3& movement, const glm::vec3& disp,
                                                 float radsum);

// gdle.cyl_retest_as_sphere: GDLE BSPData.cpp CCylSphere::intersects_sphere, the collide-flag
// branch, in place of ccylsphere::collide_retest: the cylinder is met as a sphere of radius
// radsum + eps about its base point (the CSphere re-test's solve). radsum is the dispatcher's
// shaved one; disp0 = foot sphere centre - cyl.low_pt.
TransitionState gdle_cyl_retest_as_sphere(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                                          const glm::vec3& disp0, float radsum);

} // namespace sweeplab::physics
