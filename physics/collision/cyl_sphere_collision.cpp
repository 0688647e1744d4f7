// CCylSphere::intersects_sphere (both overloads) and CCylSphere::step_sphere_up: the members
// of the family that reach into CTransition. The rest is in cyl_sphere_primitives.cpp.
#include "physics/collision/cyl_sphere_collision.h"

#include "physics/collision/slide_sphere.h"
#include "physics/math/constants.h"
#include "physics/math/normalize.h"
#include "physics/reading/reading.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics {

namespace ccylsphere {

// CCylSphere::step_sphere_up @ 0x0053B310
TransitionState step_sphere_up(const CylSphere& cyl, Transition& t, Sphere check_pos,
                               const glm::vec3& disp, float radsum) {
    SpherePath& sp = t.sphere_path;
    // Too tall to step onto: slide round it. A portal platform (h = 0.256 m) is not.
    if (t.object_info.step_up_height < check_pos.radius + cyl.height - disp.z)
        return t.note("CCylSphere::step_sphere_up/too_tall_slide",
                      slide_sphere(cyl, sp, t.collision_info, check_pos, disp, radsum, 0));
    glm::vec3 normal;
    normal_of_collision(cyl, sp, check_pos, disp, radsum, 0, normal);
    if (normalize_check_small(normal))
        return t.note("CCylSphere::step_sphere_up/no_normal", TransitionState::Collided);
    // Retail turns the normal by the object's frame (localspace_pos, cached by the wrapper)
    // although it was computed in the world frame: kept (retail-reference.md, CCylSphere).
    const glm::vec3 world_normal = sp.localspace_pos.frame.local_to_global_vec(normal);
    if (t.step_up(world_normal)) return TransitionState::OK;
    return t.step_up_slide();
}

} // namespace ccylsphere

// CCylSphere::intersects_sphere @ 0x0053B440
TransitionState cylsphere_intersects(const CylSphere& cyl, Transition& t) {
    using namespace ccylsphere;
    SpherePath& sp = t.sphere_path;
    CollisionInfo& ci = t.collision_info;
    const Sphere s0 = sp.global_sphere[0];
    const bool two = sp.num_sphere > 1;
    const Sphere s1 = two ? sp.global_sphere[1] : Sphere{};
    const glm::vec3 disp0 = s0.center - cyl.low_pt;
    const glm::vec3 disp1 = s1.center - cyl.low_pt;
    // Epsilon shaved once, here: resting exactly on the top is not an overlap.
    float radsum = cyl.radius - kEpsilon + s0.radius;
    // GDLE (BSPData.cpp CCylSphere::intersects_sphere) sums the radii first.
    if (reading_has(ReadingSwitch::GdleCylRadsum)) [[unlikely]]
        radsum = (cyl.radius + s0.radius) - kEpsilon;

    // The trace's names for the branches below (static strings; only noted while tracing).
    constexpr const char* kPlacement = "CCylSphere::intersects_sphere/placement";
    constexpr const char* kWalkable = "CCylSphere::intersects_sphere/check_walkable";

    // 1. Placement or an ethereal obstruction: detection only.
    if (sp.insert_type == InsertType::Placement || sp.obstruction_ethereal) {
        if (collides_with_sphere(cyl, s0, disp0, radsum))
            return t.note(kPlacement, TransitionState::Collided);
        if (two && collides_with_sphere(cyl, s1, disp1, radsum))
            return t.note(kPlacement, TransitionState::Collided);
        return TransitionState::OK;
    }

    // 2. Step-down probe: land on the top (what lets step_up climb a portal platform).
    if (sp.step_down)
        return t.note_hit("CCylSphere::intersects_sphere/step_sphere_down",
                          step_sphere_down(cyl, sp, ci, s0, disp0, radsum));

    // 3. Walkable probe: occupancy blocks.
    if (sp.check_walkable) {
        if (collides_with_sphere(cyl, s0, disp0, radsum))
            return t.note(kWalkable, TransitionState::Collided);
        if (two && collides_with_sphere(cyl, s1, disp1, radsum))
            return t.note(kWalkable, TransitionState::Collided);
        return TransitionState::OK;
    }

    // 4. The normal sweep.
    if (!sp.collide) {
        const ObjectInfo& oi = t.object_info;
        if (oi.has_state(ObjectInfoState::Contact | ObjectInfoState::OnWalkable)) {
            if (collides_with_sphere(cyl, s0, disp0, radsum))
                return t.note("CCylSphere::intersects_sphere/contact/step_sphere_up",
                              step_sphere_up(cyl, t, s0, disp0, radsum));
            // Retail passes the HEAD disp here; ACE passes the foot's (ace.cyl_head_foot_disp).
            if (two && collides_with_sphere(cyl, s1, disp1, radsum)) {
                if (reading_has(ReadingSwitch::AceCylHeadFootDisp)) [[unlikely]]
                    return t.note("CCylSphere::intersects_sphere/contact/head_slide_sphere",
                                  slide_sphere(cyl, sp, ci, s1, disp0, radsum, 1));
                return t.note("CCylSphere::intersects_sphere/contact/head_slide_sphere",
                              slide_sphere(cyl, sp, ci, s1, disp1, radsum, 1));
            }
        } else if (oi.has_state(ObjectInfoState::PathClipped)) {
            if (collides_with_sphere(cyl, s0, disp0, radsum))
                return t.note("CCylSphere::intersects_sphere/path_clipped/collide_with_point",
                              collide_with_point(cyl, oi, sp, ci, s0, disp0, radsum, 0));
        } else {
            if (collides_with_sphere(cyl, s0, disp0, radsum))
                return t.note("CCylSphere::intersects_sphere/airborne/land_on_cylinder",
                              land_on_cylinder(cyl, sp, s0, disp0, radsum));
            if (two && collides_with_sphere(cyl, s1, disp1, radsum))
                return t.note("CCylSphere::intersects_sphere/airborne/head_collide_with_point",
                              collide_with_point(cyl, oi, sp, ci, s1, disp1, radsum, 1));
        }
        return TransitionState::OK;
    }

    // 5. The collide-flag re-test: exact landing on the cap.
    return t.note_hit("CCylSphere::intersects_sphere/collide_retest",
                      collide_retest(cyl, sp, ci, disp0, radsum));
}

// CCylSphere::intersects_sphere @ 0x0053B8F0
TransitionState cylsphere_intersects(const CylSphere& local_cyl, const Position& p, float scale,
                                     Transition& t) {
    t.sphere_path.cache_localspace_sphere(p, 1.0f);
    CylSphere global;
    global.radius = scale * local_cyl.radius;
    global.height = scale * local_cyl.height;
    // Position::localtoglobal relative to check_pos's landblock: no block offset here.
    global.low_pt = p.frame.local_to_global(scale * local_cyl.low_pt);
    return cylsphere_intersects(global, t);
}

} // namespace sweeplab::physics
