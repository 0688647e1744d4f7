#pragma once
// The retail CSphere collision family (acclient CSphere.c; retail-reference.md): how a mover's
// spheres meet an object's sphere (creatures, players, spherical statics). Everything is in
// the world frame; `self` is the object's sphere (retail `this`), `check_pos` the mover's
// sphere at the check position.
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/object_info.h"
#include "physics/collision/physics_state.h"
#include "physics/collision/radial_pushout.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/frame.h"
#include "physics/math/sphere.h"
#include "physics/reading/reading.h"

namespace sweeplab::physics {

class Transition;

// CSphere::intersects_sphere @ 0x00537A80: the dispatcher, for an object sphere already in
// the world frame. is_creature = the object is a creature or a missile (retail
// CPhysicsObj::FindObjCollisions): the mover never stands or lands on one. The reading
// switches come from the reading in force (physics/reading/reading.h).
TransitionState sphere_intersects(const Sphere& obj_sphere, Transition& t, bool is_creature);
// The same under an explicit reading (a ReadingScope for this one call).
TransitionState sphere_intersects(const Sphere& obj_sphere, Transition& t, bool is_creature,
                                  Reading reading);
// CSphere::intersects_sphere @ 0x00537FD0: globalises a sphere local to the object at `p`
// with the object's scale, then dispatches.
TransitionState sphere_intersects(const Sphere& local_sphere, const Position& p, float scale,
                                  Transition& t, bool is_creature);

namespace csphere {

// CSphere::collides_with_sphere @ 0x005369E0. disp = mover centre - object centre; radsum
// already has retail's epsilon shaved off by the dispatcher (so exactly touching misses).
[[nodiscard]] bool collides_with_sphere(const glm::vec3& disp, float radsum);

// CSphere::find_time_of_collision @ 0x005368F0. A point starting at `disp` (relative to the
// object's centre) moves by `movement`; returns the fraction of `movement` at which it first
// reaches distance radsum, or -1 when it starts inside (|disp|^2 - radsum^2 < eps), does not
// move (|movement|^2 < eps) or misses. Times outside [0, 1] are returned as they are.
[[nodiscard]] double find_time_of_collision(const glm::vec3& movement, const glm::vec3& disp,
                                            float radsum);

// CSphere::step_sphere_down @ 0x00536D20: during a step-down probe, rest the mover on the
// dome of the object (tilted contact plane, is_water = 1).
TransitionState step_sphere_down(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                                 Sphere check_pos, glm::vec3 disp, float radsum);

// CSphere::slide_sphere @ 0x00536F40 (the OBJECTINFO overload step_sphere_up calls for an
// object too tall to step onto): crease slide along the ground for mover sphere sphere_num.
TransitionState slide_sphere_from(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                                  const glm::vec3& disp, std::uint32_t sphere_num);

// CSphere::slide_sphere @ 0x00537A10 (the head-sphere leg): the normal from the object to
// sphere_num's current centre, then the shared core with that sphere (check_pos).
TransitionState slide_sphere_toward(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                                    Sphere check_pos, std::uint32_t sphere_num);

// CSphere::collide_with_point @ 0x00537230: a hard stop (collision normal, COLLIDED), or for
// a PerfectClip mover the exact time-of-impact reposition (ADJUSTED).
TransitionState collide_with_point(const Sphere& self, const ObjectInfo& oi, SpherePath& sp,
                                   CollisionInfo& ci, Sphere check_pos, float radsum,
                                   std::uint32_t sphere_num);

// CSphere::land_on_sphere @ 0x005379A0: an airborne foot hit arms the collide re-test.
TransitionState land_on_sphere(const Sphere& self, SpherePath& sp);

// CSphere::step_sphere_up @ 0x00537900 (needs CTransition::step_up).
TransitionState step_sphere_up(const Sphere& self, Transition& t, const glm::vec3& disp,
                               float radsum);

// The collide-flag re-test, inline in CSphere::intersects_sphere @ 0x00537A80 (branch 5):
// solve the exact time of impact backwards along the sub-step and rest the foot sphere on
// the object's dome. Called only for non-creatures; radsum is the shaved one.
TransitionState collide_retest(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                               const glm::vec3& disp0, float radsum);

} // namespace csphere
} // namespace sweeplab::physics
