// Retail BSPTREE members that take the transition: find_collisions and the helpers it
// dispatches to. Branch order and early returns follow the decompile (CBSPTree.c,
// 0x00539E50..0x0053A440); docs/research/ctransition-digest.md §7 is the paraphrase.
#include <glm/geometric.hpp>

#include "physics/bsp/bsp_tree.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/collision/collision_info.h"
#include "physics/collision/object_info.h"
#include "physics/collision/slide_sphere.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/constants.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics::bsptree {

namespace {

// Position::localtoglobalvec on localspace_pos: a local direction in the world.
glm::vec3 to_global_vec(const SpherePath& path, const glm::vec3& v) {
    return path.localspace_pos.frame.local_to_global_vec(v);
}

// Plane::localtoglobal @ 0x005AA0A0. The normal is rotated; d comes from the local plane's
// foot point -d*N carried into the world *unscaled*. The callers then multiply the whole d by
// the part's scale, so for a scaled part away from the origin retail's d is off by
// (scale - 1) * N.origin; we keep that (docs/divergences.md, "BSPTREE transition queries").
// `to` only contributes retail's landblock offset, which is zero in sweeplab's one world.
Plane plane_local_to_global(const Position& /*to*/, const Position& from, const Plane& local) {
    const glm::vec3 foot = -local.d * local.normal;
    const glm::vec3 normal = from.frame.local_to_global_vec(local.normal);
    const glm::vec3 point = from.frame.local_to_global(foot);
    return Plane{normal, -glm::dot(normal, point)};
}

// The contact plane retail derives from a walkable polygon: to the world, then d * scale.
Plane contact_plane_of(const PhysicsBsp& tree, std::int32_t poly, const SpherePath& path,
                       float scale) {
    Plane plane =
        plane_local_to_global(path.check_pos, path.localspace_pos, tree.polygon(poly).plane);
    plane.d *= scale;
    return plane;
}

// Retail's CPolygon* for SPHEREPATH::walkable.
PolygonRef polygon_ref(const PhysicsBsp& tree, std::uint32_t owner_id, std::int32_t poly) {
    PolygonRef ref;
    ref.view = tree.polygon(poly);
    ref.owner_id = owner_id;
    ref.polygon_index = poly;
    return ref;
}

glm::vec3 local_normal(const PhysicsBsp& tree, std::int32_t poly) {
    return tree.polygon(poly).plane.normal;
}

// Not retail: the sub-step trace's hook for the polygon whose plane gave a collision or a
// contact. Called before the branch's callees run, while localspace_pos is still this
// tree's frame. One null test when no trace is recording.
void note_polygon(const Transition& t, const PhysicsBsp& tree, std::uint32_t owner_id,
                  std::int32_t poly, float scale) {
    if (t.trace != nullptr && poly != kNoPolygon) [[unlikely]]
        trace_note_collide_polygon(*t.trace, t.sphere_path, tree.polygon(poly), owner_id, poly,
                                   scale);
}

} // namespace

// BSPTREE::step_sphere_up @ 0x00539F20
TransitionState step_sphere_up(const PhysicsBsp& /*tree*/, Transition& t,
                               const glm::vec3& local_normal_in) {
    // A rotation of a unit polygon normal: CTransition::step_up gets a unit normal here (the
    // CSphere path hands it an unnormalised one; docs/divergences.md).
    const glm::vec3 normal = to_global_vec(t.sphere_path, local_normal_in);
    if (t.step_up(normal)) return TransitionState::OK;
    return t.step_up_slide();
}

// BSPTREE::slide_sphere @ 0x00539E50
TransitionState slide_sphere(const PhysicsBsp& /*tree*/, SpherePath& path, CollisionInfo& ci,
                             const glm::vec3& local_normal_in) {
    // Retail hands slide_sphere a temporary, so its COLLIDED fallback overwrites nothing of ours.
    glm::vec3 normal = to_global_vec(path, local_normal_in);
    return physics::slide_sphere(path.global_sphere[0], path, ci, normal,
                                 path.global_curr_center[0]);
}

// BSPTREE::check_walkable @ 0x00539ED0
TransitionState check_walkable(const PhysicsBsp& tree, const SpherePath& path,
                               const Sphere& check_pos, float /*scale*/) {
    const Sphere valid_pos = check_pos;
    // Retail returns (hits != 0) + 1: OK (1) or COLLIDED (2).
    return hits_walkable(tree, tree.root(), path.walkable_allowance, valid_pos, path.localspace_z)
               ? TransitionState::Collided
               : TransitionState::OK;
}

// BSPTREE::step_sphere_down @ 0x0053A210
TransitionState step_sphere_down(const PhysicsBsp& tree, std::uint32_t owner_id, SpherePath& path,
                                 CollisionInfo& ci, const Sphere& check_pos, float scale) {
    Sphere valid_pos = check_pos;
    std::int32_t poly = kNoPolygon;
    bool changed = false;
    // The probe is the remaining step (step_down_amt scaled by the walk_interp left so far),
    // straight down the cell's z, in the part's unscaled units (retail multiplies by 1/scale).
    const float inv_scale = 1.0f / scale;
    const glm::vec3 movement =
        (-(path.step_down_amt * path.walk_interp) * path.localspace_z) * inv_scale;
    find_walkable(tree, tree.root(), path.walkable_allowance, path.walk_interp, valid_pos, poly,
                  movement, path.localspace_z, changed);
    // Retail tests the `changed` flag (its stack slot reuses the path argument's).
    if (!changed) return TransitionState::OK;
    // SPHEREPATH::add_offset_to_check_pos, inlined in retail.
    const glm::vec3 offset = to_global_vec(path, valid_pos.center - check_pos.center) * scale;
    path.check_pos.frame.origin += offset;
    path.cell_array_valid = false;
    path.cache_global_sphere(&offset);
    // Retail writes the contact plane fields directly (no set_contact_plane call).
    ci.contact_plane = contact_plane_of(tree, poly, path, scale);
    ci.contact_plane_valid = true;
    ci.contact_plane_is_water = false;
    ci.contact_plane_cell_id = path.check_pos.objcell_id;
    path.set_walkable(valid_pos, polygon_ref(tree, owner_id, poly), path.localspace_z,
                      path.localspace_pos, scale);
    return TransitionState::Adjusted;
}

// BSPTREE::collide_with_pt @ 0x0053A090
TransitionState collide_with_pt(const PhysicsBsp& tree, const ObjectInfo& object, SpherePath& path,
                                CollisionInfo& ci, const Sphere& check_pos,
                                const glm::vec3& curr_pos, std::int32_t hit_poly,
                                glm::vec3& contact_pt, float scale) {
    if (!object.has_state(ObjectInfoState::PerfectClip)) {
        ci.set_collision_normal(to_global_vec(path, local_normal(tree, hit_poly)));
        return TransitionState::Collided;
    }
    Sphere valid_pos = check_pos;
    // adjust_to_plane takes hit_poly by value (retail too): the normal below is the
    // original hit's, whatever polygon the back-off ended against.
    if (!adjust_to_plane(tree, valid_pos, curr_pos, hit_poly, contact_pt)) {
        return TransitionState::Collided;
    }
    ci.set_collision_normal(to_global_vec(path, local_normal(tree, hit_poly)));
    path.add_offset_to_check_pos(to_global_vec(path, valid_pos.center - check_pos.center) * scale);
    return TransitionState::Adjusted;
}

// BSPTREE::find_collisions @ 0x0053A440
TransitionState find_collisions(const PhysicsBsp& tree, std::uint32_t owner_id, Transition& t,
                                float scale) {
    SpherePath& path = t.sphere_path;
    CollisionInfo& ci = t.collision_info;
    const std::int32_t root = tree.root();
    const Sphere& s0 = path.localspace_sphere[0];
    const Sphere& s1 = path.localspace_sphere[1];
    const glm::vec3 movement = s0.center - path.localspace_curr_center[0];
    std::int32_t hit_poly = kNoPolygon;
    glm::vec3 contact_pt(0.0f);

    // 1. Placement, or a pass through an ethereal obstruction: a static overlap test only,
    //    primary sphere first.
    if (path.insert_type == InsertType::Placement || path.obstruction_ethereal) {
        const bool center_check = path.bldg_check ? !path.hits_interior_cell : true;
        if (sphere_intersects_solid(tree, root, s0, center_check) ||
            (path.num_sphere > 1 && sphere_intersects_solid(tree, root, s1, center_check))) {
            return t.note("BSPTREE::find_collisions/placement", TransitionState::Collided);
        }
        return TransitionState::OK;
    }
    // 2. CTransition::check_walkable's probe: is there a walkable below?
    if (path.check_walkable)
        return t.note_hit("BSPTREE::find_collisions/check_walkable",
                          check_walkable(tree, path, s0, scale));
    // 3. A step-down (or step-up) probe: rest on the highest walkable within reach.
    if (path.step_down)
        return t.note_hit("BSPTREE::find_collisions/step_sphere_down",
                          step_sphere_down(tree, owner_id, path, ci, s0, scale));
    // 4. The re-test after an airborne hit: find the walkable to land on along the movement.
    if (path.collide) {
        Sphere valid_pos = s0;
        std::int32_t poly = kNoPolygon;
        bool changed = false;
        find_walkable(tree, root, path.walkable_allowance, path.walk_interp, valid_pos, poly,
                      movement, path.localspace_z, changed);
        if (!changed) return TransitionState::OK;
        note_polygon(t, tree, owner_id, poly, scale);
        path.add_offset_to_check_pos(to_global_vec(path, valid_pos.center - s0.center) * scale);
        ci.set_contact_plane(contact_plane_of(tree, poly, path, scale), false);
        ci.contact_plane_cell_id = path.check_pos.objcell_id;
        path.set_walkable(valid_pos, polygon_ref(tree, owner_id, poly), path.localspace_z,
                          path.localspace_pos, scale);
        return t.note("BSPTREE::find_collisions/collide/find_walkable", TransitionState::Adjusted);
    }
    // 5. On the ground: the foot sphere steps up onto what it walks into; the head sphere
    //    slides along what it walks into. A polygon merely overlapped while moving away
    //    (pos_hits_sphere's negative hit) is deferred to transitional_insert, head first.
    if (t.has_state(ObjectInfoState::Contact)) {
        if (sphere_intersects_poly(tree, root, s0, movement, hit_poly, contact_pt)) {
            note_polygon(t, tree, owner_id, hit_poly, scale);
            return t.note("BSPTREE::find_collisions/contact/step_sphere_up",
                          step_sphere_up(tree, t, local_normal(tree, hit_poly)));
        }
        if (path.num_sphere > 1) {
            std::int32_t head_poly = kNoPolygon;
            if (sphere_intersects_poly(tree, root, s1, movement, head_poly, contact_pt)) {
                note_polygon(t, tree, owner_id, head_poly, scale);
                return t.note("BSPTREE::find_collisions/contact/head_slide_sphere",
                              slide_sphere(tree, path, ci, local_normal(tree, head_poly)));
            }
            if (head_poly != kNoPolygon) {
                note_polygon(t, tree, owner_id, head_poly, scale);
                path.set_neg_poly_hit(false, to_global_vec(path, local_normal(tree, head_poly)));
                return t.note("BSPTREE::find_collisions/contact/head_neg_poly",
                              TransitionState::OK);
            }
            if (hit_poly != kNoPolygon) {
                note_polygon(t, tree, owner_id, hit_poly, scale);
                path.set_neg_poly_hit(true, to_global_vec(path, local_normal(tree, hit_poly)));
                return t.note("BSPTREE::find_collisions/contact/foot_neg_poly",
                              TransitionState::OK);
            }
        }
        // Retail never records the foot's negative hit for a one-sphere mover.
        return TransitionState::OK;
    }
    // 6. Airborne.
    if (!t.has_state(ObjectInfoState::PathClipped)) {
        // Any overlap of the foot, even a negative one, starts the landing re-test.
        if (sphere_intersects_poly(tree, root, s0, movement, hit_poly, contact_pt) ||
            hit_poly != kNoPolygon) {
            note_polygon(t, tree, owner_id, hit_poly, scale);
            path.set_collide(to_global_vec(path, local_normal(tree, hit_poly)));
            path.walkable_allowance = kLandingZ;
            return t.note("BSPTREE::find_collisions/airborne/set_collide",
                          TransitionState::Adjusted);
        }
        if (path.num_sphere > 1 &&
            (sphere_intersects_poly(tree, root, s1, movement, hit_poly, contact_pt) ||
             hit_poly != kNoPolygon)) {
            note_polygon(t, tree, owner_id, hit_poly, scale);
            ci.set_collision_normal(to_global_vec(path, local_normal(tree, hit_poly)));
            return t.note("BSPTREE::find_collisions/airborne/head_collided",
                          TransitionState::Collided);
        }
        return TransitionState::OK;
    }
    if (sphere_intersects_poly(tree, root, s0, movement, hit_poly, contact_pt) ||
        hit_poly != kNoPolygon) {
        note_polygon(t, tree, owner_id, hit_poly, scale);
        return t.note("BSPTREE::find_collisions/path_clipped/collide_with_pt",
                      collide_with_pt(tree, t.object_info, path, ci, s0,
                                      path.localspace_curr_center[0], hit_poly, contact_pt, scale));
    }
    // Retail never tests the head sphere of a path-clipped mover (ACE does).
    return TransitionState::OK;
}

} // namespace sweeplab::physics::bsptree
