// BSPTREE::find_collisions and the helpers that call back into the transition. They run in
// the cell's or part's local space (SPHEREPATH::localspace_*, set by
// cache_localspace_sphere); results go back to the world with localspace_pos and scale.
#include <glm/geometric.hpp>

#include "physics/bsp/bsp_tree.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/math/constants.h"
#include "physics/transition/bsp_bridge.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics::bsp_bridge {

namespace {

glm::vec3 to_global_vec(const SpherePath& sp, const glm::vec3& v) {
    return sp.localspace_pos.frame.local_to_global_vec(v);
}

// A polygon's plane in the world: the normal rotated, d from a point scaled back out.
Plane to_global_plane(const SpherePath& sp, const Plane& local, float scale) {
    const glm::vec3 n = to_global_vec(sp, local.normal);
    const glm::vec3 point =
        sp.localspace_pos.frame.local_to_global(-local.d * scale * local.normal);
    return Plane{n, -glm::dot(n, point)};
}

PolygonRef make_ref(const PhysicsBsp& tree, std::uint32_t owner, std::int32_t poly) {
    PolygonRef ref;
    ref.view = tree.polygon(poly);
    ref.owner_id = owner;
    ref.polygon_index = poly;
    return ref;
}

glm::vec3 poly_normal(const PhysicsBsp& tree, std::int32_t poly) {
    return tree.polygons()[static_cast<std::size_t>(poly)].plane.normal;
}

// BSPTREE::step_sphere_up @ 0x00539F20
TransitionState step_sphere_up(Transition& t, const glm::vec3& local_normal) {
    const glm::vec3 n = to_global_vec(t.sphere_path, local_normal);
    if (t.step_up(n)) return TransitionState::OK;
    return t.step_up_slide();
}

// BSPTREE::slide_sphere @ 0x00539E50
TransitionState bsp_slide_sphere(Transition& t, const glm::vec3& local_normal) {
    return slide_sphere(t, to_global_vec(t.sphere_path, local_normal));
}

// BSPTREE::check_walkable @ 0x00539ED0
TransitionState check_walkable(const PhysicsBsp& tree, const SpherePath& sp, const Sphere& s) {
    const Sphere v = s;
    return hits_walkable(tree, tree.root(), sp.walkable_allowance, v, sp.localspace_z)
               ? TransitionState::Collided
               : TransitionState::OK;
}

// BSPTREE::step_sphere_down @ 0x0053A210
TransitionState step_sphere_down(const PhysicsBsp& tree, std::uint32_t owner, SpherePath& sp,
                                 CollisionInfo& ci, const Sphere& s, float scale) {
    Sphere v = s;
    std::int32_t poly = kNoPolygon;
    bool changed = false;
    const glm::vec3 down = -(sp.step_down_amt * sp.walk_interp) * sp.localspace_z / scale;
    find_walkable(tree, tree.root(), sp.walkable_allowance, sp.walk_interp, v, poly, down,
                  sp.localspace_z, changed);
    if (poly == kNoPolygon) return TransitionState::OK;
    const glm::vec3 offset = to_global_vec(sp, v.center - s.center) * scale;
    sp.check_pos.frame.origin += offset;
    sp.cell_array_valid = false;
    sp.cache_global_sphere(&offset);
    ci.contact_plane =
        to_global_plane(sp, tree.polygons()[static_cast<std::size_t>(poly)].plane, scale);
    ci.contact_plane_valid = true;
    ci.contact_plane_is_water = false;
    ci.contact_plane_cell_id = sp.check_pos.objcell_id;
    sp.set_walkable(v, make_ref(tree, owner, poly), sp.localspace_z, sp.localspace_pos, scale);
    return TransitionState::Adjusted;
}

// BSPTREE::collide_with_pt @ 0x0053A090
TransitionState collide_with_pt(const PhysicsBsp& tree, const ObjectInfo& oi, SpherePath& sp,
                                CollisionInfo& ci, const Sphere& s, const glm::vec3& curr,
                                std::int32_t hit, glm::vec3& contact_pt, float scale) {
    const glm::vec3 n = to_global_vec(sp, poly_normal(tree, hit));
    if (!oi.has_state(ObjectInfoState::PerfectClip)) {
        ci.set_collision_normal(n);
        return TransitionState::Collided;
    }
    Sphere v = s;
    if (!adjust_to_plane(tree, v, curr, hit, contact_pt)) return TransitionState::Collided;
    ci.set_collision_normal(n);
    sp.add_offset_to_check_pos(to_global_vec(sp, v.center - s.center) * scale);
    return TransitionState::Adjusted;
}

} // namespace

// BSPTREE::find_collisions @ 0x0053A440
TransitionState find_collisions(const PhysicsBsp& tree, std::uint32_t owner, Transition& t,
                                float scale) {
    SpherePath& sp = t.sphere_path;
    CollisionInfo& ci = t.collision_info;
    const std::int32_t root = tree.root();
    if (root == kNoNode) return TransitionState::OK;
    const Sphere& s0 = sp.localspace_sphere[0];
    const Sphere& s1 = sp.localspace_sphere[1];
    const glm::vec3 movement = s0.center - sp.localspace_curr_center[0];
    glm::vec3 contact_pt(0.0f);

    // 1. Placement or an ethereal obstruction: static overlap only.
    if (sp.insert_type == InsertType::Placement || sp.obstruction_ethereal) {
        const bool center_check = sp.bldg_check ? !sp.hits_interior_cell : true;
        if (sphere_intersects_solid(tree, root, s0, center_check) ||
            (sp.num_sphere > 1 && sphere_intersects_solid(tree, root, s1, center_check)))
            return TransitionState::Collided;
        return TransitionState::OK;
    }
    // 2. The check_walkable probe.
    if (sp.check_walkable) return check_walkable(tree, sp, s0);
    // 3. A step-down probe.
    if (sp.step_down) return step_sphere_down(tree, owner, sp, ci, s0, scale);
    // 4. Re-test after an airborne hit: find the walkable to land on.
    if (sp.collide) {
        Sphere v = s0;
        std::int32_t poly = kNoPolygon;
        bool changed = false;
        find_walkable(tree, root, sp.walkable_allowance, sp.walk_interp, v, poly, movement,
                      sp.localspace_z, changed);
        if (!changed || poly == kNoPolygon) return TransitionState::OK;
        sp.add_offset_to_check_pos(to_global_vec(sp, v.center - s0.center) * scale);
        ci.set_contact_plane(
            to_global_plane(sp, tree.polygons()[static_cast<std::size_t>(poly)].plane, scale),
            false);
        ci.contact_plane_cell_id = sp.check_pos.objcell_id;
        sp.set_walkable(v, make_ref(tree, owner, poly), sp.localspace_z, sp.localspace_pos, scale);
        return TransitionState::Adjusted;
    }
    // 5. Grounded: step up onto what the foot hits, slide along what the head hits; back-face
    //    overlaps are deferred (set_neg_poly_hit).
    if (t.has_state(ObjectInfoState::Contact)) {
        std::int32_t hit = kNoPolygon;
        if (sphere_intersects_poly(tree, root, s0, movement, hit, contact_pt))
            return step_sphere_up(t, poly_normal(tree, hit));
        if (sp.num_sphere > 1) {
            std::int32_t hit1 = kNoPolygon;
            if (sphere_intersects_poly(tree, root, s1, movement, hit1, contact_pt))
                return bsp_slide_sphere(t, poly_normal(tree, hit1));
            if (hit1 != kNoPolygon) {
                sp.set_neg_poly_hit(false, to_global_vec(sp, poly_normal(tree, hit1)));
                return TransitionState::OK;
            }
            if (hit != kNoPolygon) {
                sp.set_neg_poly_hit(true, to_global_vec(sp, poly_normal(tree, hit)));
                return TransitionState::OK;
            }
        }
        return TransitionState::OK;
    }
    // 6. Airborne.
    std::int32_t hit = kNoPolygon;
    if (!t.has_state(ObjectInfoState::PathClipped)) {
        if (sphere_intersects_poly(tree, root, s0, movement, hit, contact_pt) ||
            hit != kNoPolygon) {
            sp.set_collide(to_global_vec(sp, poly_normal(tree, hit)));
            sp.walkable_allowance = kLandingZ;
            return TransitionState::Adjusted;
        }
        if (sp.num_sphere > 1 &&
            (sphere_intersects_poly(tree, root, s1, movement, hit, contact_pt) ||
             hit != kNoPolygon)) {
            ci.set_collision_normal(to_global_vec(sp, poly_normal(tree, hit)));
            return TransitionState::Collided;
        }
        return TransitionState::OK;
    }
    if (sphere_intersects_poly(tree, root, s0, movement, hit, contact_pt) || hit != kNoPolygon)
        return collide_with_pt(tree, t.object_info, sp, ci, s0, sp.localspace_curr_center[0], hit,
                               contact_pt, scale);
    // Retail never tests the head sphere of a path-clipped mover (ACE does).
    return TransitionState::OK;
}

// BSPTREE::placement_insert @ 0x00539960 (physics/bsp)
TransitionState placement_insert(const PhysicsBsp& tree, Transition& t) {
    return physics::placement_insert(tree, t.sphere_path);
}

} // namespace sweeplab::physics::bsp_bridge
