// Object collisions: CObjCell::find_obj_collisions and CPhysicsObj::FindObjCollisions.
#include <algorithm>
#include <array>
#include <cstring>

#include <glm/gtc/quaternion.hpp>

#include "physics/reading/reading.h"
#include "physics/transition/bsp_bridge.h"
#include "physics/transition/candidate_cache.h"
#include "physics/transition/transition.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// Not retail: what one object pass of find_obj_collisions knows between its objects.
struct ObjectPass {
    // localspace_memo is current for check_pos, curr_pos and local_sphere, and the path is a
    // Transition pass with a sphere: the objects visited since defer_far_bsp last checked
    // were all deferred far BSP objects, which change none of these.
    bool ready = false;
};

// defer_far_bsp for an object known to be unrotated (the identity's bits) at scale 1.
[[gnu::always_inline]] inline bool defer_far_translated(const PhysicsBsp& bsp, SpherePath& sp,
                                                        const Position& p, ObjectPass& pass) {
    const std::uint32_t count =
        sp.num_sphere <= SpherePath::kMaxSpheres ? sp.num_sphere : SpherePath::kMaxSpheres;
    if (!pass.ready) {
        if (sp.insert_type != InsertType::Transition || count == 0) return false;
        // Once a pass, and check_pos has moved since the last pass nearly always.
        sp.localspace_memo_fill(count);
        pass.ready = true;
    }
    const SpherePath::LocalspaceMemo& m = sp.localspace_memo;
    for (std::uint32_t i = 0; i < count; ++i)
        if (!bsp.sphere_misses_polygons(
                Sphere{m.check_global[i] - p.frame.origin, sp.local_sphere[i].radius}))
            return false;
    sp.localspace_deferred = &p;
    return true;
}

// Not retail: true, with the cache_localspace_sphere call deferred (SpherePath::
// localspace_deferred), when find_object_collisions would move into a BSP object's space
// and answer OK touching nothing else: the object is unrotated at scale 1, so its localspace
// spheres are the memo's world-space centres less its origin (cache_localspace_sphere's
// translated path, bit for bit), and bsp_bridge::out_of_reach holds for them (a Transition
// pass, sphere_misses_polygons for localspace_sphere[0] and, for a two-sphere mover, [1]).
// The caller has checked that the object reaches the BSP branch with no ethereal
// obstruction and that no trace records. False, having changed nothing but the memo (which
// cache_localspace_sphere refills the same way), otherwise.
bool defer_far_bsp(const PhysicsBsp& bsp, SpherePath& sp, const Position& p, float scale,
                   ObjectPass& pass) {
    // The identity's bits (a -0 component takes the general path, which handles it).
    static constexpr glm::quat kIdentity(1.0f, 0.0f, 0.0f, 0.0f);
    if (!(scale == 1.0f) || std::memcmp(&p.frame.orientation, &kIdentity, sizeof kIdentity) != 0)
        return false;
    return defer_far_translated(bsp, sp, p, pass);
}

// Not retail: find_object_collisions for a BSP object it would find out of reach, answered
// without it (defer_far_bsp). The object must reach FindObjCollisions' BSP branch with
// `ethereal` false: no weenie (so no viewer or player exemption and missile_ignore asks only
// Missile), neither Ethereal nor Missile, HasPhysicsBsp, and not the mover's own ethereal
// state against a non-static object.
bool far_bsp_object(Transition& t, const ShadowRegistry& reg, const ShadowObject& o,
                    ObjectPass& pass) {
    const PhysicsObjDesc& od = o.desc;
    if (od.has_weenie || t.tracing()) return false;
    constexpr PhysicsState kAsked =
        PhysicsState::HasPhysicsBsp | PhysicsState::Ethereal | PhysicsState::Missile;
    if ((od.state & kAsked) != PhysicsState::HasPhysicsBsp) return false;
    if (t.object_info.ethereal && !has(od.state, PhysicsState::Static)) return false;
    const PhysicsBsp* bsp = reg.bsp(o);
    if (bsp == nullptr) return false;
    SpherePath& sp = t.sphere_path;
    if (!defer_far_bsp(*bsp, sp, o.pos, od.scale, pass)) return false;
    sp.obstruction_ethereal = false; // what FindObjCollisions leaves
    return true;
}

// CPhysicsObj::FindObjCollisions @ 0x0050F050
TransitionState find_object_collisions(Transition& t, const ShadowRegistry& reg,
                                       const ShadowObject& o) {
    SpherePath& sp = t.sphere_path;
    CollisionInfo& ci = t.collision_info;
    const ObjectInfo& oi = t.object_info;
    const PhysicsObjDesc& od = o.desc;
    if (has(od.state, PhysicsState::Ethereal) && has(od.state, PhysicsState::IgnoreCollisions))
        return TransitionState::OK;
    // The camera passes through creatures.
    if (od.has_weenie && t.has_state(ObjectInfoState::IsViewer) && od.is_creature)
        return TransitionState::OK;
    bool ethereal = false;
    if (has(od.state, PhysicsState::Ethereal) ||
        (oi.ethereal && !has(od.state, PhysicsState::Static))) {
        ethereal = true;
        if (sp.step_down) return TransitionState::OK;
    }
    sp.obstruction_ethereal = ethereal;
    // Non-PK players pass through each other.
    const bool exempt = od.has_weenie && od.is_player && t.has_state(ObjectInfoState::IsPlayer) &&
                        !t.has_state(ObjectInfoState::IsImpenetrable) && !od.is_impenetrable &&
                        !(t.has_state(ObjectInfoState::IsPK) && od.is_pk) &&
                        !(t.has_state(ObjectInfoState::IsPKLite) && od.is_pklite);
    // isCreature: missiles count as creatures.
    const bool is_creature =
        has(od.state, PhysicsState::Missile) || (od.has_weenie && od.is_creature);
    const bool ignore = exempt || oi.missile_ignore(od);
    TransitionState ts = TransitionState::OK;
    if (!has(od.state, PhysicsState::HasPhysicsBsp) || ignore) {
        // Cylspheres take precedence: an object with any is never tested with its spheres.
        if (o.cyl_count != 0 && !ignore) {
            for (const CylSphereShape& c : reg.cylspheres(o)) {
                ts = bsp_bridge::cylsphere_intersects(c, o.pos, od.scale, t);
                if (ts != TransitionState::OK) break;
            }
        } else if (o.sphere_count != 0 && !ignore) {
            for (const Sphere& s : reg.spheres(o)) {
                ts = bsp_bridge::sphere_intersects(s, o.pos, od.scale, t, is_creature);
                if (ts != TransitionState::OK) break;
            }
        }
    } else if (const PhysicsBsp* bsp = reg.bsp(o)) {
        // CPartArray::FindObjCollisions -> CPhysicsPart::find_obj_collisions: the part's BSP
        // in its own space.
        sp.cache_localspace_sphere(o.pos, od.scale);
        if (sp.insert_type == InsertType::InitialPlacement)
            ts = bsp_bridge::placement_insert(*bsp, t);
        else if (!t.tracing() && bsp_bridge::out_of_reach(*bsp, sp))
            ts = TransitionState::OK; // what find_collisions answers, touching nothing
        else
            ts = bsp_bridge::find_collisions(*bsp, od.id, t, od.scale);
    }
    if (ts != TransitionState::OK && !sp.step_down) {
        if (has(od.state, PhysicsState::Static)) {
            if (!t.has_state(ObjectInfoState::Contact)) ci.collided_with_environment = true;
        } else if (ethereal || (is_creature && t.has_state(ObjectInfoState::IgnoreCreatures))) {
            ts = TransitionState::OK;
            ci.collision_normal_valid = false;
            ci.add_object(od.id, TransitionState::OK);
        } else {
            ci.add_object(od.id, ts);
        }
    }
    sp.obstruction_ethereal = false;
    return ts;
}

// visit_object past its far test: FindObjCollisions itself.
TransitionState visit_object_slow(Transition& t, const ShadowRegistry& reg, const ShadowObject& o,
                                  ObjectPass& pass) {
    // The object may move check_pos (a step up) or refill the memo.
    pass.ready = false;
    const TransitionState ts = find_object_collisions(t, reg, o);
    // Reading ace.placement_skips_ethereal, asked only when the object stopped the mover.
    if (ts != TransitionState::OK && reading_has(ReadingSwitch::AcePlacementSkipsEthereal))
        [[unlikely]] {
        // ACE's custom rule: a placement passes an ethereal object that stopped it (only a
        // static one can: find_object_collisions turns the rest to OK).
        if (t.sphere_path.insert_type == InsertType::Placement &&
            has(o.desc.state, PhysicsState::Ethereal))
            return TransitionState::OK;
    }
    return ts;
}

// One object of a pass, as CObjCell::find_obj_collisions visits it.
TransitionState visit_object(Transition& t, const ShadowRegistry& reg, const ShadowObject& o,
                             ObjectPass& pass) {
    // Retail skips an object with a parent, then itself (`!obj->parent && obj != object`):
    // self by id (retail compares the CPhysicsObj pointer; ids are unique).
    if (o.has_parent || o.desc.id == t.object_info.object_id) return TransitionState::OK;
    // Not retail: a far wall answered without the call, its move into the wall's space
    // deferred (written when the next cache_localspace_sphere or the transition's end comes).
    if (far_bsp_object(t, reg, o, pass)) return TransitionState::OK;
    return visit_object_slow(t, reg, o, pass);
}
// CObjCell::find_obj_collisions for a land square (CLandCell's shadow list), before the
// pass's deferred localspace move is written.
TransitionState land_object_pass(Transition& t, const LandCell& land) {
    const ShadowRegistry& reg = t.world->objects();
    const auto objects = reg.objects();
    // The land cell's shadow list, narrowed by the broadphase to the objects near the
    // mover's swept spheres (objects farther away answer OK in retail too).
    const SpherePath& sp = t.sphere_path;
    // Per axis as glm::min / glm::max compute it ((b < a) ? b : a, (a < b) ? b : a: std::min
    // and std::max), without the vector temporaries.
    glm::vec3 lo(1e30f), hi(-1e30f);
    for (std::uint32_t i = 0; i < sp.num_sphere; ++i) {
        const float r = sp.global_sphere[i].radius + 0.05f;
        const glm::vec3& c = sp.global_sphere[i].center;
        const glm::vec3& u = sp.global_curr_center[i];
        for (int a = 0; a < 3; ++a) {
            lo[a] = std::min(lo[a], std::min(c[a], u[a]) - r);
            hi[a] = std::max(hi[a], std::max(c[a], u[a]) + r);
        }
    }
    // Not zero-filled: only the first n entries, which the query writes, are read. A
    // building's shell is on no land cell's object list: the square under its origin tests it
    // (Transition::find_building_collisions) before these; and only objects that shadow into
    // this square are on its list (land_pass_candidates drops the rest).
    std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> candidates;
    std::array<std::uint8_t, ShadowRegistry::kMaxCandidates> flags;
    const std::size_t n = land_pass_candidates(t.object_candidates, reg, lo, hi, land.min, land.max,
                                               candidates, flags);
    ObjectPass pass;
    // far_bsp_object's per-pass half (its per-object half is the cache's kFarCandidate).
    const bool far_pass = !t.tracing();
    for (std::size_t k = 0; k < n; ++k) {
        const ShadowObject& o = objects[candidates[k]];
        TransitionState ts;
        if ((flags[k] & ObjectCandidateCache::kFarCandidate) != 0) {
            // visit_object with far_bsp_object's answers known: no parent, so the self test,
            // then the far test (the mover's ethereal state against a non-static object).
            if (o.desc.id == t.object_info.object_id) continue;
            if (far_pass &&
                !(t.object_info.ethereal && (flags[k] & ObjectCandidateCache::kStatic) == 0) &&
                defer_far_translated(*reg.bsp(o), t.sphere_path, o.pos, pass)) {
                t.sphere_path.obstruction_ethereal = false; // what FindObjCollisions leaves
                continue;
            }
            ts = visit_object_slow(t, reg, o, pass);
        } else if ((flags[k] & ObjectCandidateCache::kOnLand) != 0) {
            // From the cache and not a far candidate: far_bsp_object would refuse it.
            if (o.has_parent || o.desc.id == t.object_info.object_id) continue;
            ts = visit_object_slow(t, reg, o, pass);
        } else {
            ts = visit_object(t, reg, o, pass); // the registry's direct answer
        }
        if (ts != TransitionState::OK) return ts;
    }
    return TransitionState::OK;
}

} // namespace

// CObjCell::find_obj_collisions @ 0x0052B750
TransitionState Transition::find_obj_collisions(std::uint32_t cell_id) {
    if (sphere_path.insert_type == InsertType::InitialPlacement) return TransitionState::OK;
    if (world == nullptr) return TransitionState::OK;
    if (const EnvCell* cell = world->env_cell(cell_id)) {
        const ShadowRegistry& reg = world->objects();
        const auto objects = reg.objects();
        ObjectPass pass;
        TransitionState ts = TransitionState::OK;
        for (std::uint32_t index : cell->objects) {
            ts = visit_object(*this, reg, objects[index], pass);
            if (ts != TransitionState::OK) break;
        }
        return ts;
    }
    const LandCell* land = world->land_cell(cell_id);
    if (land == nullptr) return TransitionState::OK;
    return find_land_obj_collisions(*land);
}

// CObjCell::find_obj_collisions @ 0x0052B750 on a land square its caller has looked up.
TransitionState Transition::find_land_obj_collisions(const LandCell& land) {
    if (sphere_path.insert_type == InsertType::InitialPlacement) return TransitionState::OK;
    return land_object_pass(*this, land);
}

// CTransition::check_collisions @ 0x0050AA00
bool Transition::check_collisions(std::uint32_t object_id) {
    SpherePath& sp = sphere_path;
    sp.insert_type = InsertType::Placement;
    sp.check_pos = sp.curr_pos;
    sp.check_cell = sp.curr_cell;
    sp.cell_array_valid = false;
    sp.cache_global_sphere(nullptr);
    if (world == nullptr) return false;
    const ShadowObject* o = world->objects().find(object_id);
    if (o == nullptr) return false;
    return find_object_collisions(*this, world->objects(), *o) != TransitionState::OK;
}

} // namespace sweeplab::physics
