#include "physics/world/trace.h"

#include "physics/transition/transition.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

SubstepHit classify(FrameTrace& trace, const Transition& t, TransitionState inserted,
                    std::uint32_t& object) {
    const CollisionInfo& ci = t.collision_info;
    const SpherePath& sp = t.sphere_path;
    object = 0;
    if (ci.num_collide_object > trace.seen_collide_objects ||
        ci.last_collided_object != trace.seen_last_collided)
        object = ci.last_collided_object;
    trace.seen_collide_objects = ci.num_collide_object;
    trace.seen_last_collided = ci.last_collided_object;
    if (object != 0 && t.world != nullptr) {
        if (const ShadowObject* o = t.world->objects().find(object)) {
            if (o->building) return SubstepHit::Building;
            if (has(o->desc.state, PhysicsState::HasPhysicsBsp)) return SubstepHit::ObjectBsp;
            if (o->cyl_count != 0) return SubstepHit::CylSphere;
            return SubstepHit::Sphere;
        }
    }
    if (ci.frames_stationary_fall == 3) return SubstepHit::StationaryFloor;
    if (inserted == TransitionState::OK && !ci.collision_normal_valid) return SubstepHit::None;
    const std::uint32_t cell = sp.check_cell != kNullCellId ? sp.check_cell : sp.curr_cell;
    return is_indoor_cell(cell) ? SubstepHit::Indoor : SubstepHit::Outdoor;
}

} // namespace

const char* substep_hit_name(SubstepHit hit) {
    switch (hit) {
    case SubstepHit::None:
        return "none";
    case SubstepHit::Indoor:
        return "indoor cell";
    case SubstepHit::Outdoor:
        return "outdoor";
    case SubstepHit::Sphere:
        return "sphere";
    case SubstepHit::CylSphere:
        return "cylsphere";
    case SubstepHit::ObjectBsp:
        return "object bsp";
    case SubstepHit::Building:
        return "building";
    case SubstepHit::StationaryFloor:
        return "stationary floor";
    }
    return "?";
}

void trace_substep(FrameTrace& trace, const Transition& t, const glm::vec3& check_pos,
                   TransitionState inserted) {
    if (trace.count >= FrameTrace::kCapacity) {
        ++trace.dropped;
        return;
    }
    SubstepTrace& s = trace.steps[trace.count++];
    const SpherePath& sp = t.sphere_path;
    const CollisionInfo& ci = t.collision_info;
    s.quantum = trace.quantum;
    s.check_pos = check_pos;
    s.curr_pos = sp.curr_pos.frame.origin;
    s.num_sphere = sp.num_sphere;
    for (std::uint32_t i = 0; i < 2; ++i)
        s.spheres[i] = Sphere{sp.global_curr_center[i], sp.local_sphere[i].radius};
    s.cell = sp.curr_cell;
    s.result = inserted;
    s.hit_object = ci.last_collided_object;
    s.hit_polygon = sp.walkable.polygon_index;
    s.hit_polygon_owner = sp.walkable.owner_id;
    s.contact_plane_valid = ci.contact_plane_valid;
    s.contact_normal = ci.contact_plane.normal;
    s.collision_normal_valid = ci.collision_normal_valid;
    s.collision_normal = ci.collision_normal;
    s.sliding_normal_valid = ci.sliding_normal_valid;
    s.sliding_normal = ci.sliding_normal;
    s.walk_interp = sp.walk_interp;
    s.hit = classify(trace, t, inserted, s.hit_this_step);
    s.step_up = sp.step_up;
    s.step_down = sp.step_down;
    s.collide = sp.collide;
    s.neg_poly_hit = sp.neg_poly_hit;
}

} // namespace sweeplab::physics
