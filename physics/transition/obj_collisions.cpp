// Object collisions: CObjCell::find_obj_collisions and CPhysicsObj::FindObjCollisions.
#include <algorithm>
#include <array>

#include "physics/reading/reading.h"
#include "physics/transition/bsp_bridge.h"
#include "physics/transition/candidate_cache.h"
#include "physics/transition/transition.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

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

} // namespace

// CObjCell::find_obj_collisions @ 0x0052B750
TransitionState Transition::find_obj_collisions(std::uint32_t cell_id) {
    if (sphere_path.insert_type == InsertType::InitialPlacement) return TransitionState::OK;
    if (world == nullptr) return TransitionState::OK;
    const ShadowRegistry& reg = world->objects();
    const auto objects = reg.objects();
    auto visit = [&](std::uint32_t index) -> TransitionState {
        const ShadowObject& o = objects[index];
        // Retail skips an object with a parent, then itself (`!obj->parent && obj != object`):
        // self by id (retail compares the CPhysicsObj pointer; ids are unique).
        if (o.has_parent || o.desc.id == object_info.object_id) return TransitionState::OK;
        const TransitionState ts = find_object_collisions(*this, reg, o);
        if (reading_has(ReadingSwitch::AcePlacementSkipsEthereal)) [[unlikely]] {
            // ACE's custom rule: a placement passes an ethereal object that stopped it (only
            // a static one can: find_object_collisions turns the rest to OK).
            if (ts != TransitionState::OK && sphere_path.insert_type == InsertType::Placement &&
                has(o.desc.state, PhysicsState::Ethereal))
                return TransitionState::OK;
        }
        return ts;
    };
    if (const EnvCell* cell = world->env_cell(cell_id)) {
        for (std::uint32_t index : cell->objects) {
            const TransitionState ts = visit(index);
            if (ts != TransitionState::OK) return ts;
        }
        return TransitionState::OK;
    }
    const LandCell* land = world->land_cell(cell_id);
    if (land == nullptr) return TransitionState::OK;
    // The land cell's shadow list, narrowed by the broadphase to the objects near the
    // mover's swept spheres (objects farther away answer OK in retail too).
    const SpherePath& sp = sphere_path;
    glm::vec3 lo(1e30f), hi(-1e30f);
    for (std::uint32_t i = 0; i < sp.num_sphere; ++i) {
        const float r = sp.global_sphere[i].radius + 0.05f;
        lo = glm::min(lo, glm::min(sp.global_sphere[i].center, sp.global_curr_center[i]) -
                              glm::vec3(r));
        hi = glm::max(hi, glm::max(sp.global_sphere[i].center, sp.global_curr_center[i]) +
                              glm::vec3(r));
    }
    // Not zero-filled: only the first n entries, which the query writes, are read.
    std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> candidates;
    const std::size_t n = object_candidates_near(object_candidates, reg, lo, hi, candidates);
    for (std::size_t k = 0; k < n; ++k) {
        // A building's shell is on no land cell's object list: the square under its origin
        // tests it (Transition::find_building_collisions) before these.
        if (objects[candidates[k]].building) continue;
        const Sphere& b = objects[candidates[k]].bounds;
        if (b.center.x + b.radius < land->min.x || b.center.x - b.radius > land->max.x ||
            b.center.y + b.radius < land->min.y || b.center.y - b.radius > land->max.y)
            continue;
        // Only objects that shadow into this square are on its list.
        const TransitionState ts = visit(candidates[k]);
        if (ts != TransitionState::OK) return ts;
    }
    return TransitionState::OK;
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
