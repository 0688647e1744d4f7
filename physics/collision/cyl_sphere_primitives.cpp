// The CCylSphere family members that need no CTransition method (CCylSphere.c in the
// decompile). The dispatcher and step_sphere_up are in cyl_sphere_collision.cpp.
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "physics/collision/cyl_sphere_collision.h"
#include "physics/collision/slide_sphere.h"
#include "physics/math/constants.h"
#include "physics/math/normalize.h"
#include "physics/math/plane.h"
#include "physics/reading/ace_readings.h"
#include "physics/reading/gdle_readings.h"
#include "physics/reading/reading.h"

namespace sweeplab::physics::ccylsphere {

namespace {

float xy_len_sq(const glm::vec3& v) {
    return v.x * v.x + v.y * v.y;
}

// Retail keeps these times on the x87 stack and spills them as doubles (`double time` at
// [bp-60h] in collide_with_point): the range tests see the unrounded time, and only the
// operator*(float, Vector3) that scales the movement rounds it to float.

// The time a vertical movement takes the sphere onto a cap: the bottom cap when rising,
// the top cap when descending (shared by both cap paths of collide_with_point).
double cap_time(const CylSphere& cyl, float radius, float old_z, float move_z) {
    if (move_z > 0.0f) return -((double(old_z) + double(radius)) / double(move_z));
    return (double(radius) + double(cyl.height) - double(old_z)) / double(move_z);
}

// The first root of |xy(old + t*m)|^2 = r^2, with retail's root choice. False when the
// discriminant is negative or the XY movement is too short.
bool side_time(const glm::vec3& movement, const glm::vec3& old_disp, float radsum, bool strict_len,
               double& time) {
    const glm::dvec3 m(movement), o(old_disp);
    const double len_sq = m.y * m.y + m.x * m.x;
    const double b = -(m.y * o.y + m.x * o.x);
    const double disc = b * b - (o.y * o.y + o.x * o.x - double(radsum) * double(radsum)) * len_sq;
    // Retail tests the length with > in the not-definite path and >= in the side path.
    const bool long_enough = strict_len ? len_sq > double(kEpsilon) : len_sq >= double(kEpsilon);
    if (!(disc >= 0.0 && long_enough)) return false;
    const double root = std::sqrt(disc);
    time = (b - root < 0.0) ? (root + b) / len_sq : (b - root) / len_sq;
    return true;
}

// Vector3 operator*(float, const Vector3&): the double time rounded to float.
glm::vec3 scaled(const glm::vec3& movement, double time) {
    return movement * static_cast<float>(time);
}

} // namespace

// CCylSphere::collides_with_sphere @ 0x0053A880
bool collides_with_sphere(const CylSphere& cyl, const Sphere& check_pos, const glm::vec3& disp,
                          float radsum) {
    const float half_h = cyl.height * 0.5f;
    return radsum * radsum >= disp.x * disp.x + disp.y * disp.y &&
           check_pos.radius - kEpsilon + half_h >= std::fabs(half_h - disp.z);
}

// CCylSphere::normal_of_collision @ 0x0053AB50
bool normal_of_collision(const CylSphere& cyl, const SpherePath& sp, const Sphere& check_pos,
                         const glm::vec3& disp, float radsum, std::uint32_t sphere_num,
                         glm::vec3& normal) {
    const glm::vec3 curr = sp.global_curr_center[sphere_num] - cyl.low_pt;
    if (radsum * radsum < curr.x * curr.x + curr.y * curr.y) {
        // Came from outside the disc: a side hit, unless it could be a diagonal cap hit.
        normal = glm::vec3(curr.x, curr.y, 0.0f);
        const float half_h = cyl.height * 0.5f;
        return check_pos.radius - kEpsilon + half_h >= std::fabs(half_h - curr.z) ||
               std::fabs(curr.z - disp.z) <= kEpsilon;
    }
    // Came from above or below the footprint: a cap. Descending (or level) -> the top.
    normal = glm::vec3(0.0f, 0.0f, disp.z - curr.z <= 0.0f ? 1.0f : -1.0f);
    return true;
}

// CCylSphere::step_sphere_down @ 0x0053A9B0
TransitionState step_sphere_down(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                                 Sphere check_pos, const glm::vec3& disp, float radsum) {
    if (!collides_with_sphere(cyl, check_pos, disp, radsum)) {
        if (sp.num_sphere <= 1) return TransitionState::OK;
        const Sphere head = sp.global_sphere[1];
        if (!collides_with_sphere(cyl, head, head.center - cyl.low_pt, radsum))
            return TransitionState::OK;
    }
    const float step_scale = sp.step_down_amt * sp.walk_interp;
    if (std::fabs(step_scale) < kEpsilon) return TransitionState::Collided;
    // Lift so the sphere's bottom rests on the top (divisor step_scale, as ACE reads it).
    const float delta_z = cyl.height + check_pos.radius - disp.z;
    // The interpolation stays on the x87 stack (spilled as a double) until walk_interp.
    const double interp = (1.0 - double(delta_z) / double(step_scale)) * double(sp.walk_interp);
    if (interp >= double(sp.walk_interp) || interp < -0.1) return TransitionState::Collided;

    const glm::vec3 contact_pt(check_pos.center.x, check_pos.center.y,
                               check_pos.center.z + delta_z - check_pos.radius);
    // is_water = 1 is retail (literal 1 at 0x0053AAE2): do not "fix".
    ci.set_contact_plane(Plane::from_point_normal(contact_pt, glm::vec3(0.0f, 0.0f, 1.0f)), true);
    ci.contact_plane_cell_id = sp.check_pos.objcell_id;
    sp.walk_interp = static_cast<float>(interp);
    sp.add_offset_to_check_pos(glm::vec3(0.0f, 0.0f, delta_z), check_pos.radius);
    return TransitionState::Adjusted;
}

// CCylSphere::collide_with_point @ 0x0053ACB0
TransitionState collide_with_point(const CylSphere& cyl, const ObjectInfo& oi, SpherePath& sp,
                                   CollisionInfo& ci, Sphere check_pos, const glm::vec3& disp,
                                   float radsum, std::uint32_t sphere_num) {
    glm::vec3 normal;
    const bool definite = normal_of_collision(cyl, sp, check_pos, disp, radsum, sphere_num, normal);
    if (normalize_check_small(normal)) return TransitionState::Collided;
    if (!oi.has_state(ObjectInfoState::PerfectClip)) {
        ci.set_collision_normal(normal);
        return TransitionState::Collided;
    }

    // PerfectClip. Retail (and ACE) read sphere 0's current centre here whatever sphere_num
    // is; kept literally (only a two-sphere PerfectClip mover would notice).
    const glm::vec3 curr = sp.global_curr_center[0];
    const glm::vec3 movement = sp.get_curr_pos_check_pos_block_offset() + (check_pos.center - curr);
    const glm::vec3 old_disp = curr - cyl.low_pt;
    const float full_radsum = radsum + kEpsilon;
    double time = 0.0;
    glm::vec3 offset(0.0f);

    if (!definite) {
        // ACE (CylSphere.cs CollideWithPoint) times the cap by movement.z and subtracts.
        if (reading_has(ReadingSwitch::AceCylDiagonalPoint)) [[unlikely]]
            return ace_cyl_diagonal_point(cyl, sp, ci, check_pos, curr, movement, old_disp,
                                          full_radsum);
        // Diagonal: try the cap first, fall back to the side if the cap point is off the disc.
        if (std::fabs(movement.z) < kEpsilon) return TransitionState::Collided;
        normal = glm::vec3(0.0f, 0.0f, movement.z > 0.0f ? -1.0f : 1.0f);
        time = cap_time(cyl, check_pos.radius, old_disp.z, movement.z);
        offset = scaled(movement, time);
        if (xy_len_sq(offset + old_disp) >= full_radsum * full_radsum) {
            if (std::fabs(xy_len_sq(movement)) < kEpsilon) return TransitionState::Collided;
            if (side_time(movement, old_disp, full_radsum, true, time))
                offset = scaled(movement, time);
            const glm::vec3 rim = curr + offset - cyl.low_pt;
            normal = glm::vec3(rim.x, rim.y, 0.0f) / full_radsum;
        }
        if (time < 0.0 || time > 1.0) return TransitionState::Collided;
    } else if (normal.z != 0.0f) {
        // A definite cap hit.
        if (std::fabs(movement.z) < kEpsilon) return TransitionState::Collided;
        time = cap_time(cyl, check_pos.radius, old_disp.z, movement.z);
        offset = scaled(movement, time);
        if (time < 0.0 || time > 1.0) return TransitionState::Collided;
    } else {
        // A definite side hit.
        if (!side_time(movement, old_disp, full_radsum, false, time))
            return TransitionState::Collided;
        offset = scaled(movement, time);
        if (!(time >= 0.0 && time <= 1.0)) return TransitionState::Collided;
        const glm::vec3 rim = curr + offset - cyl.low_pt;
        normal = glm::vec3(rim.x, rim.y, 0.0f) / full_radsum;
    }

    // Place the check sphere at the time of impact (retail adds; ACE subtracts in the
    // diagonal path: ace.cyl_diagonal_point).
    const glm::vec3 to_impact = curr + offset - check_pos.center;
    ci.set_collision_normal(normal);
    sp.add_offset_to_check_pos(to_impact, check_pos.radius);
    return TransitionState::Adjusted;
}

// CCylSphere::slide_sphere @ 0x0053B2A0
TransitionState slide_sphere(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                             Sphere check_pos, const glm::vec3& disp, float radsum,
                             std::uint32_t sphere_num) {
    glm::vec3 normal;
    normal_of_collision(cyl, sp, check_pos, disp, radsum, sphere_num, normal);
    if (normalize_check_small(normal)) return TransitionState::Collided;
    return physics::slide_sphere(check_pos, sp, ci, normal, sp.global_curr_center[sphere_num]);
}

// CCylSphere::land_on_cylinder @ 0x0053B3D0
TransitionState land_on_cylinder(const CylSphere& cyl, SpherePath& sp, const Sphere& check_pos,
                                 const glm::vec3& disp, float radsum) {
    glm::vec3 normal;
    normal_of_collision(cyl, sp, check_pos, disp, radsum, 0, normal);
    if (normalize_check_small(normal)) return TransitionState::Collided;
    sp.set_collide(normal);
    sp.walkable_allowance = kLandingZ;
    return TransitionState::Adjusted;
}

// CCylSphere::intersects_sphere @ 0x0053B440, the collide-flag branch
TransitionState collide_retest(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                               const glm::vec3& disp0, float radsum) {
    if (reading_has(ReadingSwitch::GdleCylRetestAsSphere)) [[unlikely]]
        return gdle_cyl_retest_as_sphere(cyl, sp, ci, disp0, radsum);
    const Sphere s0 = sp.global_sphere[0];
    if (!collides_with_sphere(cyl, s0, disp0, radsum)) {
        if (sp.num_sphere <= 1) return TransitionState::OK;
        const Sphere s1 = sp.global_sphere[1];
        if (!collides_with_sphere(cyl, s1, s1.center - cyl.low_pt, radsum))
            return TransitionState::OK;
    }
    // The sub-step run backwards; the cap landing is solved from its vertical part alone.
    const glm::vec3 movement =
        sp.global_curr_center[0] - s0.center - sp.get_curr_pos_check_pos_block_offset();
    if (std::fabs(movement.z) < kEpsilon) return TransitionState::Collided;
    // Both times are spilled as doubles in retail; the offset scales by the float-rounded one.
    const double timecheck =
        (double(cyl.height) + double(s0.radius) - double(disp0.z)) / double(movement.z);
    const glm::vec3 offset = scaled(movement, timecheck);
    // Rewound off the cap's disc: nothing to land on.
    if (radsum * radsum < xy_len_sq(offset + disp0)) return TransitionState::OK;
    const double t2 = (1.0 - timecheck) * double(sp.walk_interp);
    if (!(t2 < double(sp.walk_interp) && t2 >= -0.1)) return TransitionState::Collided;

    glm::vec3 pt = s0.center + offset;
    pt.z -= s0.radius;
    // is_water = 1 is retail (literal 1): do not "fix".
    ci.set_contact_plane(Plane::from_point_normal(pt, glm::vec3(0.0f, 0.0f, 1.0f)), true);
    ci.contact_plane_cell_id = sp.check_pos.objcell_id;
    sp.walk_interp = static_cast<float>(t2);
    sp.add_offset_to_check_pos(offset, s0.radius);
    return TransitionState::Adjusted;
}

} // namespace sweeplab::physics::ccylsphere
