// The CSphere family members that need no CTransition method (CSphere.c in the decompile).
// The dispatcher and step_sphere_up are in sphere_collision.cpp.
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "physics/collision/slide_sphere.h"
#include "physics/collision/sphere_collision.h"
#include "physics/math/constants.h"
#include "physics/math/normalize.h"
#include "physics/math/plane.h"
#include "physics/reading/ace_readings.h"
#include "physics/reading/gdle_readings.h"
#include "physics/reading/reading.h"

namespace sweeplab::physics::csphere {

// CSphere::collides_with_sphere @ 0x005369E0
bool collides_with_sphere(const glm::vec3& disp, float radsum) {
    // Full 3-D distance (unlike the cylinder's XY disc plus Z band).
    return disp.x * disp.x + disp.y * disp.y + disp.z * disp.z <= radsum * radsum;
}

// CSphere::find_time_of_collision @ 0x005368F0
double find_time_of_collision(const glm::vec3& movement, const glm::vec3& disp, float radsum) {
    if (reading_has(ReadingSwitch::AceNegatedTimeOfCollision)) [[unlikely]]
        return ace_find_time_of_collision(movement, disp, radsum);
    if (reading_has(ReadingSwitch::GdleFloatTimeOfCollision)) [[unlikely]]
        return gdle_find_time_of_collision(movement, disp, radsum);
    // Retail evaluates on the x87 stack; double keeps the cancellation in the discriminant
    // close to that.
    const double mx = movement.x, my = movement.y, mz = movement.z;
    const double dx = disp.x, dy = disp.y, dz = disp.z;
    const double dist_sq = mx * mx + my * my + mz * mz;
    const double dm = dz * mz + dy * my + mx * dx;
    const double similar = -dm;
    const double non_collide = dx * dx + dy * dy + dz * dz - double(radsum) * double(radsum);
    // Already inside, not moving, or the line misses: no time.
    if (non_collide < double(kEpsilon)) return -1.0;
    const double disc = similar * similar - non_collide * dist_sq;
    if (dist_sq < double(kEpsilon) || disc < 0.0) return -1.0;
    const double c_dist = std::sqrt(disc);
    // Both roots share a sign (the start is outside); take the first contact.
    if (similar - c_dist < 0.0) return (c_dist - dm) / dist_sq;
    return (similar - c_dist) / dist_sq;
}

// CSphere::step_sphere_down @ 0x00536D20
TransitionState step_sphere_down(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                                 Sphere check_pos, glm::vec3 disp, float radsum) {
    const float xx = disp.x * disp.x;
    const float yy = disp.y * disp.y;
    if (radsum * radsum < disp.z * disp.z + xx + yy) {
        // The foot misses; the head may still overlap.
        if (sp.num_sphere <= 1) return TransitionState::OK;
        const glm::vec3 disp1 = sp.global_sphere[1].center - self.center;
        if (!collides_with_sphere(disp1, radsum)) return TransitionState::OK;
    }
    const float step_down = sp.step_down_amt * sp.walk_interp;
    if (std::fabs(step_down) < kEpsilon) return TransitionState::Collided;
    const float full_radsum = radsum + kEpsilon;
    // Height of the dome top above the object's centre at the foot's XY. Only the head can
    // overlap when this is negative; retail would take sqrt of a negative number (NaN
    // through the rest). We stop instead (docs/divergences.md, "Collision families").
    const double under = double(full_radsum) * double(full_radsum) - (double(xx) + double(yy));
    if (under < 0.0) return TransitionState::Collided;
    // The scaled time and timecheck stay on the x87 stack in retail (timecheck is spilled as
    // a double): compared with walk_interp unrounded.
    const double scaled_step = (std::sqrt(under) - double(disp.z)) / double(step_down);
    const double timecheck = (1.0 - scaled_step) * double(sp.walk_interp);
    if (timecheck >= double(sp.walk_interp) || timecheck < -0.1) return TransitionState::Collided;

    const auto interp = static_cast<float>(double(step_down) * scaled_step);
    const double inv = 1.0 / double(full_radsum);
    const double z = double(interp) + double(disp.z);
    disp = glm::vec3(glm::dvec3(disp.x, disp.y, z) * inv);
    // The dome is too steep here to stand on.
    if (disp.z <= sp.walkable_allowance) return TransitionState::OK;

    const glm::vec3 contact_pt = self.center + self.radius * disp;
    // is_water = 1 is retail (a literal 1 at this call site): do not "fix".
    ci.set_contact_plane(Plane::from_point_normal(contact_pt, disp), true);
    ci.contact_plane_cell_id = sp.check_pos.objcell_id;
    sp.walk_interp = static_cast<float>(timecheck);
    sp.add_offset_to_check_pos(glm::vec3(0.0f, 0.0f, interp), check_pos.radius);
    return TransitionState::Adjusted;
}

// CSphere::slide_sphere @ 0x00536F40
TransitionState slide_sphere_from(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                                  const glm::vec3& disp, std::uint32_t sphere_num) {
    const Sphere check = sp.global_sphere[sphere_num];
    const glm::vec3 curr = sp.global_curr_center[sphere_num];
    glm::vec3 normal = curr - self.center;
    if (normalize_check_small(normal)) return TransitionState::Collided;
    ci.set_collision_normal(normal);

    const glm::vec3 plane_n =
        ci.contact_plane_valid ? ci.contact_plane.normal : ci.last_known_contact_plane.normal;
    const glm::vec3 direction = glm::cross(normal, plane_n);
    const glm::vec3 g_offset = sp.get_curr_pos_check_pos_block_offset() + (check.center - curr);
    const float dir_len_sq = glm::dot(direction, direction);
    if (dir_len_sq >= kEpsilon) {
        if (reading_has(ReadingSwitch::GdleSlideDivision)) [[unlikely]] {
            // GDLE (BSPData.cpp CSphere::slide_sphere): the skid scaled by 1/|dir|^2 twice,
            // and only its x^2 tested against epsilon.
            const float inv = 1.0f / dir_len_sq;
            const glm::vec3 skid = direction * glm::dot(g_offset, direction) * inv * inv;
            if (skid.x * skid.x < kEpsilon) return TransitionState::Collided;
            sp.add_offset_to_check_pos(skid - g_offset, check.radius);
            return TransitionState::Slid;
        }
        const glm::vec3 skid = direction * glm::dot(g_offset, direction) * (1.0f / dir_len_sq);
        // The decompile lost this compare. Read as in the core slide (0x00537440): the whole
        // projected offset against epsilon (ACE agrees; GDLE tests x^2 only).
        if (glm::dot(skid, skid) < kEpsilon) return TransitionState::Collided;
        sp.add_offset_to_check_pos(skid - g_offset, check.radius);
        return TransitionState::Slid;
    }
    // The normal is parallel to the ground normal: blocked when the mover is below the
    // object's plane side, else drop the movement along the normal.
    if (glm::dot(plane_n, disp) < 0.0f) return TransitionState::Collided;
    sp.add_offset_to_check_pos(-normal * glm::dot(g_offset, normal), check.radius);
    return TransitionState::Slid;
}

// CSphere::slide_sphere @ 0x00537A10
TransitionState slide_sphere_toward(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                                    Sphere check_pos, std::uint32_t sphere_num) {
    const glm::vec3 curr = sp.global_curr_center[sphere_num];
    glm::vec3 normal = curr - self.center;
    if (normalize_check_small(normal)) return TransitionState::Collided;
    return slide_sphere(check_pos, sp, ci, normal, curr);
}

// CSphere::collide_with_point @ 0x00537230
TransitionState collide_with_point(const Sphere& self, const ObjectInfo& oi, SpherePath& sp,
                                   CollisionInfo& ci, Sphere check_pos, float radsum,
                                   std::uint32_t sphere_num) {
    const glm::vec3 curr = sp.global_curr_center[sphere_num];
    if (!oi.has_state(ObjectInfoState::PerfectClip)) {
        glm::vec3 normal = curr - self.center;
        if (!normalize_check_small(normal)) ci.set_collision_normal(normal);
        return TransitionState::Collided;
    }
    // PerfectClip: back the check position up to the exact time of impact.
    const float full_radsum = radsum + kEpsilon;
    const glm::vec3 old_disp = curr - self.center;
    const glm::vec3 movement = sp.get_curr_pos_check_pos_block_offset() + (check_pos.center - curr);
    const double time = find_time_of_collision(movement, old_disp, full_radsum);
    if (time < double(kEpsilon) || time > 1.0) return TransitionState::Collided;
    // ACE (Sphere.cs CollideWithPoint) places the sphere by the target-to-impact vector and
    // divides by radsum; only its negated times (receding) get here.
    if (reading_has(ReadingSwitch::AceNegatedTimeOfCollision)) [[unlikely]]
        return ace_sphere_point_adjusted(self, sp, ci, check_pos, movement, time, radsum);
    // Retail keeps the time on the x87 stack: x is movement * time - movement rounded once;
    // y and z store movement * time as floats first, then subtract.
    const glm::dvec3 m(movement);
    const glm::dvec3 off_d(m.x * time - m.x, double(static_cast<float>(m.y * time)) - m.y,
                           double(static_cast<float>(m.z * time)) - m.z);
    const glm::vec3 offset(off_d);
    const double inv = 1.0 / double(full_radsum);
    const glm::dvec3 hit_disp = off_d + glm::dvec3(check_pos.center) - glm::dvec3(self.center);
    ci.set_collision_normal(glm::vec3(hit_disp * inv));
    sp.add_offset_to_check_pos(offset, check_pos.radius);
    return TransitionState::Adjusted;
}

// CSphere::land_on_sphere @ 0x005379A0
TransitionState land_on_sphere(const Sphere& self, SpherePath& sp) {
    glm::vec3 normal = sp.global_curr_center[0] - self.center;
    if (normalize_check_small(normal)) return TransitionState::Collided;
    // Arms the collide flag: the next insertion attempt runs the exact-TOI re-test.
    sp.set_collide(normal);
    sp.walkable_allowance = kLandingZ;
    return TransitionState::Adjusted;
}

// CSphere::intersects_sphere @ 0x00537A80, the collide-flag branch (after the creature gate)
TransitionState collide_retest(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                               const glm::vec3& disp0, float radsum) {
    const Sphere s0 = sp.global_sphere[0];
    // Nothing to land on when neither sphere overlaps (retail's exit; GDLE solves anyway).
    if (!collides_with_sphere(disp0, radsum)) {
        if (sp.num_sphere <= 1) {
            // GDLE (BSPData.cpp CSphere::intersects_sphere) and ACE (Sphere.cs
            // IntersectsSphere) have no exit here: they solve.
            if (!reading_has(ReadingSwitch::AceGdleRetestNoEarlyExit)) [[likely]]
                return TransitionState::OK;
        } else if (!collides_with_sphere(sp.global_sphere[1].center - self.center, radsum)) {
            return TransitionState::OK;
        }
    }
    // The sub-step run backwards: from the check position towards the current one.
    glm::vec3 movement =
        sp.global_curr_center[0] - s0.center - sp.get_curr_pos_check_pos_block_offset();
    const float full_radsum = radsum + kEpsilon;
    const float len_sq = glm::dot(movement, movement);
    const float diff = -glm::dot(movement, disp0);
    if (std::fabs(len_sq) < kEpsilon) return TransitionState::Collided;
    // Negative only when the head alone overlaps and the foot's line misses the object:
    // retail's sqrt would give NaN. Stop instead (docs/divergences.md).
    const float disc = diff * diff - (glm::dot(disp0, disp0) - full_radsum * full_radsum) * len_sq;
    if (disc < 0.0f) {
        // GDLE and ACE take the sqrt: NaN fails every time test and then the walkable test,
        // so they answer OK with nothing set. That answer, without forming the NaN.
        if (reading_has(ReadingSwitch::AceGdleRetestNoEarlyExit)) [[unlikely]]
            return TransitionState::OK;
        return TransitionState::Collided;
    }
    float t = std::sqrt(disc) + diff;
    // Retail compares the unscaled root with 1 and then takes the other root (literal).
    if (t > 1.0f) t = diff + diff - t;
    const float time = t / len_sq;
    const float timecheck = (1.0f - time) * sp.walk_interp;
    if (!(timecheck < sp.walk_interp && timecheck >= -0.1f)) return TransitionState::Collided;

    movement *= time;
    const glm::vec3 normal = (disp0 + movement) / full_radsum;
    // A curved top: the contact plane is tilted, and may be too steep to rest on.
    if (!sp.is_walkable_allowable(normal.z)) return TransitionState::OK;
    const glm::vec3 contact_pt = s0.center - normal * s0.radius;
    ci.set_contact_plane(Plane::from_point_normal(contact_pt, normal), true); // retail is_water 1
    ci.contact_plane_cell_id = sp.check_pos.objcell_id;
    sp.walk_interp = timecheck;
    sp.add_offset_to_check_pos(movement, s0.radius);
    return TransitionState::Adjusted;
}

} // namespace sweeplab::physics::csphere
