// CSphere::intersects_sphere (both overloads) and CSphere::step_sphere_up: the members of
// the family that reach into CTransition. The rest is in sphere_primitives.cpp.
#include "physics/collision/sphere_collision.h"

#include <glm/geometric.hpp>

#include "physics/math/constants.h"
#include "physics/reading/reading.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics {

namespace csphere {

// CSphere::step_sphere_up @ 0x00537900
TransitionState step_sphere_up(const Sphere& self, Transition& t, const glm::vec3& disp,
                               float radsum) {
    SpherePath& sp = t.sphere_path;
    // The clearance needed to get the foot over the object's top. For a creature the head
    // clearance far exceeds step_up_height: slide, don't stop (the crowd path).
    const float full_radsum = radsum + kEpsilon;
    if (t.object_info.step_up_height < full_radsum - disp.z)
        return t.note("CSphere::step_sphere_up/too_tall_slide",
                      slide_sphere_from(self, sp, t.collision_info, disp, 0));
    // Retail hands CTransition::step_up the raw, un-normalised vector (0x00537900; the
    // cylinder family normalises). step_up stores it as step_up_normal.
    const glm::vec3 normal = sp.global_curr_center[0] - self.center;
    if (t.step_up(normal)) return TransitionState::OK;
    return t.step_up_slide();
}

} // namespace csphere

TransitionState sphere_intersects(const Sphere& obj_sphere, Transition& t, bool is_creature,
                                  Reading reading) {
    const ReadingScope scope(reading);
    return sphere_intersects(obj_sphere, t, is_creature);
}

// CSphere::intersects_sphere @ 0x00537A80
TransitionState sphere_intersects(const Sphere& obj_sphere, Transition& t, bool is_creature) {
    using namespace csphere;
    SpherePath& sp = t.sphere_path;
    CollisionInfo& ci = t.collision_info;
    const Sphere self = obj_sphere;
    const Sphere s0 = sp.global_sphere[0];
    const bool two = sp.num_sphere > 1;
    const Sphere s1 = two ? sp.global_sphere[1] : Sphere{};
    const glm::vec3 disp0 = s0.center - self.center;
    const glm::vec3 disp1 = s1.center - self.center;
    // Epsilon shaved once, here: resting exactly touching is not an overlap, so a shuffle
    // that ends flush against a monster settles instead of re-colliding every frame.
    const float radsum = self.radius + s0.radius - kEpsilon;

    // The trace's names for the branches below (static strings; only noted while tracing).
    constexpr const char* kPlacement = "CSphere::intersects_sphere/placement";
    constexpr const char* kWalkable = "CSphere::intersects_sphere/check_walkable";

    // 1. Placement or an ethereal obstruction: detection only.
    if (sp.obstruction_ethereal || sp.insert_type == InsertType::Placement) {
        if (collides_with_sphere(disp0, radsum))
            return t.note(kPlacement, TransitionState::Collided);
        if (two && collides_with_sphere(disp1, radsum))
            return t.note(kPlacement, TransitionState::Collided);
        return TransitionState::OK;
    }

    // 2. Step-down probe: rest on the top, but never on a creature or missile.
    if (sp.step_down) {
        if (is_creature) {
            // Trace only: name the refusal when the probe actually reaches the creature.
            if (t.tracing() && collides_with_sphere(disp0, radsum))
                t.note("CSphere::intersects_sphere/step_down_creature", TransitionState::OK);
            return TransitionState::OK;
        }
        return t.note_hit("CSphere::intersects_sphere/step_sphere_down",
                          step_sphere_down(self, sp, ci, s0, disp0, radsum));
    }

    // 3. Walkable probe: occupancy blocks.
    if (sp.check_walkable) {
        if (collides_with_sphere(disp0, radsum))
            return t.note(kWalkable, TransitionState::Collided);
        if (two && collides_with_sphere(disp1, radsum))
            return t.note(kWalkable, TransitionState::Collided);
        return TransitionState::OK;
    }

    // 4. The normal sweep.
    if (!sp.collide) {
        const ObjectInfo& oi = t.object_info;
        if (oi.has_state(ObjectInfoState::Contact | ObjectInfoState::OnWalkable)) {
            if (reading_has(ReadingSwitch::RadialPushout)) [[unlikely]] {
                // Not retail (the switch): the replaced response, with no epsilon.
                const float full = radsum + kEpsilon;
                constexpr const char* kPushout =
                    "CSphere::intersects_sphere/contact/radial_pushout";
                if (collides_with_sphere(disp0, full))
                    return t.note(kPushout, radial_pushout(self, sp, ci, 0));
                if (two && collides_with_sphere(disp1, full))
                    return t.note(kPushout, radial_pushout(self, sp, ci, 1));
                return TransitionState::OK;
            }
            if (collides_with_sphere(disp0, radsum))
                return t.note("CSphere::intersects_sphere/contact/step_sphere_up",
                              step_sphere_up(self, t, disp0, radsum));
            // The head leg slides with the HEAD sphere and its own current centre.
            if (two && collides_with_sphere(disp1, radsum))
                return t.note("CSphere::intersects_sphere/contact/head_slide_sphere",
                              slide_sphere_toward(self, sp, ci, s1, 1));
        } else if (oi.has_state(ObjectInfoState::PathClipped)) {
            if (collides_with_sphere(disp0, radsum))
                return t.note("CSphere::intersects_sphere/path_clipped/collide_with_point",
                              collide_with_point(self, oi, sp, ci, s0, radsum, 0));
        } else {
            if (collides_with_sphere(disp0, radsum))
                return t.note("CSphere::intersects_sphere/airborne/land_on_sphere",
                              land_on_sphere(self, sp));
            if (two && collides_with_sphere(disp1, radsum))
                return t.note("CSphere::intersects_sphere/airborne/head_collide_with_point",
                              collide_with_point(self, oi, sp, ci, s1, radsum, 1));
        }
        return TransitionState::OK;
    }

    // 5. The collide-flag re-test: exact time of impact onto the dome, never on a creature.
    if (reading_has(ReadingSwitch::GdleCreatureGate)) [[unlikely]] {
        // GDLE (BSPData.cpp CSphere::intersects_sphere) inverts the gate: it lands on
        // creatures only.
        if (!is_creature) return TransitionState::OK;
        return t.note_hit("CSphere::intersects_sphere/collide_retest",
                          collide_retest(self, sp, ci, disp0, radsum));
    }
    if (is_creature) {
        // Trace only: name the refusal when the re-test is about this creature.
        if (t.tracing() && collides_with_sphere(disp0, radsum))
            t.note("CSphere::intersects_sphere/collide_retest_creature", TransitionState::OK);
        return TransitionState::OK;
    }
    return t.note_hit("CSphere::intersects_sphere/collide_retest",
                      collide_retest(self, sp, ci, disp0, radsum));
}

// CSphere::intersects_sphere @ 0x00537FD0
TransitionState sphere_intersects(const Sphere& local_sphere, const Position& p, float scale,
                                  Transition& t, bool is_creature) {
    // Position::localtoglobal relative to check_pos's landblock: no block offset here.
    Sphere global;
    global.radius = scale * local_sphere.radius;
    global.center = p.frame.local_to_global(scale * local_sphere.center);
    return sphere_intersects(global, t, is_creature);
}

} // namespace sweeplab::physics
