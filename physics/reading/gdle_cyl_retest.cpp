// NOT RETAIL. gdle.cyl_retest_as_sphere (docs/readings.md).
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/collision/cyl_sphere_collision.h"
#include "physics/math/constants.h"
#include "physics/math/plane.h"
#include "physics/reading/gdle_readings.h"

namespace sweeplab::physics {

// GDLE BSPData.cpp CCylSphere::intersects_sphere, the collide-flag branch
TransitionState gdle_cyl_retest_as_sphere(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                                          const glm::vec3& disp0, float radsum) {
    const Sphere s0 = sp.global_sphere[0];
    // GDLE's exit tests the head only when there is one: a one-sphere mover whose sphere
    // misses the cylinder solves anyway.
    if (!ccylsphere::collides_with_sphere(cyl, s0, disp0, radsum) && sp.num_sphere >= 2) {
        const Sphere s1 = sp.global_sphere[1];
        if (!ccylsphere::collides_with_sphere(cyl, s1, s1.center - cyl.low_pt, radsum))
            return TransitionState::OK;
    }
    // The CSphere re-test's solve with the cylinder's base point as the sphere's centre: the
    // sub-step run backwards until the foot centre is radsum + eps from low_pt.
    glm::vec3 movement =
        sp.global_curr_center[0] - s0.center - sp.get_curr_pos_check_pos_block_offset();
    const float full_radsum = radsum + kEpsilon;
    const float len_sq = glm::dot(movement, movement);
    const float diff = -glm::dot(movement, disp0);
    if (std::fabs(len_sq) < kEpsilon) return TransitionState::Collided;
    const float disc = diff * diff - (glm::dot(disp0, disp0) - full_radsum * full_radsum) * len_sq;
    // GDLE takes the sqrt: NaN fails every time test and then the walkable test (OK, nothing
    // set). That answer, without forming the NaN.
    if (disc < 0.0f) return TransitionState::OK;
    float t = diff + std::sqrt(disc);
    if (t > 1.0f) t = diff + diff - t;
    const float time = t / len_sq;
    const float timecheck = (1.0f - time) * sp.walk_interp;
    // GDLE compares with the double -0.1.
    if (timecheck >= sp.walk_interp || double(timecheck) < -0.1) return TransitionState::Collided;

    movement *= time;
    const glm::vec3 normal = (disp0 + movement) / full_radsum;
    if (!sp.is_walkable_allowable(normal.z)) return TransitionState::OK;
    const glm::vec3 contact_pt = s0.center - normal * s0.radius;
    ci.set_contact_plane(Plane::from_point_normal(contact_pt, normal), true); // GDLE is_water TRUE
    ci.contact_plane_cell_id = sp.check_pos.objcell_id;
    sp.walk_interp = timecheck;
    sp.add_offset_to_check_pos(movement, s0.radius);
    return TransitionState::Adjusted;
}

} // namespace sweeplab::physics
