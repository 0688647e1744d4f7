// The transition's calls into the CSphere / CCylSphere families (physics/collision).
#include "physics/collision/cyl_sphere_collision.h"
#include "physics/collision/slide_sphere.h"
#include "physics/collision/sphere_collision.h"
#include "physics/transition/bsp_bridge.h"
#include "physics/transition/transition.h"
#include "physics/world/shadow_registry.h"

namespace sweeplab::physics::bsp_bridge {

// CSphere::slide_sphere @ 0x00537440 with global_sphere[0] and global_curr_center[0].
TransitionState slide_sphere(Transition& t, const glm::vec3& collision_normal) {
    SpherePath& sp = t.sphere_path;
    glm::vec3 n = collision_normal;
    const Sphere check = sp.global_sphere[0];
    const glm::vec3 curr = sp.global_curr_center[0];
    return physics::slide_sphere(check, sp, t.collision_info, n, curr);
}

// CSphere::intersects_sphere @ 0x00537FD0
TransitionState sphere_intersects(const Sphere& local, const Position& pos, float scale,
                                  Transition& t, bool is_creature) {
    return physics::sphere_intersects(local, pos, scale, t, is_creature);
}

// CCylSphere::intersects_sphere: the cylsphere globalised by the object's frame and scale.
TransitionState cylsphere_intersects(const CylSphereShape& local, const Position& pos, float scale,
                                     Transition& t) {
    CylSphere cyl;
    cyl.low_pt = local.low_pt;
    cyl.radius = local.radius;
    cyl.height = local.height;
    return physics::cylsphere_intersects(cyl, pos, scale, t);
}

} // namespace sweeplab::physics::bsp_bridge
