#include "physics/world/trace.h"

#include <algorithm>

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

// Inside a probe: a step-up's or step-down's insert, the walkable check's insert, or a
// placement check run inside the transition. The sub-step's own insert runs with none set.
bool in_probe(const SpherePath& sp) {
    return sp.step_down || sp.step_up || sp.check_walkable ||
           sp.insert_type != InsertType::Transition;
}

std::uint8_t rank_of(const BranchNote& n) {
    if (n.probe) return 1;
    return n.result != TransitionState::OK ? 3 : 2;
}

// The polygon's vertices from the space of `frame` at `scale` to the world (the inverse of
// SPHEREPATH::cache_localspace_sphere). Past kMaxVertices the outline is cut short.
void to_world(TracedPolygon& out, const PolygonView& poly, std::uint32_t owner, std::int32_t index,
              const Frame& frame, float scale) {
    out.owner = owner;
    out.index = index;
    const std::size_t n = std::min(poly.vertices.size(), TracedPolygon::kMaxVertices);
    out.vertex_count = static_cast<std::uint8_t>(n);
    for (std::size_t k = 0; k < n; ++k)
        out.world[k] = frame.local_to_global(scale * poly.vertices[k]);
}

void copy_polygon(TracedPolygon& out, const TracedPolygon& in) {
    out.owner = in.owner;
    out.index = in.index;
    out.vertex_count = in.vertex_count;
    for (std::size_t k = 0; k < in.vertex_count; ++k)
        out.world[k] = in.world[k];
}

void append_note(SubstepNotes& notes, const BranchNote& n) {
    if (notes.count < notes.path.size())
        notes.path[notes.count++] = n;
    else if (notes.dropped < 0xFFFFu)
        ++notes.dropped;
}

} // namespace

void trace_note_branch(FrameTrace& trace, const SpherePath& sp, const char* branch,
                       TransitionState result) {
    SubstepNotes& notes = trace.pending;
    const BranchNote n{branch, result, in_probe(sp)};
    append_note(notes, n);
    const std::uint8_t rank = rank_of(n);
    if (rank >= notes.summary_rank) {
        notes.summary = n;
        notes.summary_rank = rank;
    }
}

void trace_note_collide_polygon(FrameTrace& trace, const SpherePath& sp, const PolygonView& poly,
                                std::uint32_t owner, std::int32_t index, float scale) {
    SubstepNotes& notes = trace.pending;
    const std::uint8_t rank = in_probe(sp) ? 1 : 2;
    if (rank < notes.collide_rank) return;
    notes.collide_rank = rank;
    to_world(notes.collide, poly, owner, index, sp.localspace_pos.frame, scale);
}

void trace_note_walkable(FrameTrace& trace, const SpherePath& sp) {
    SubstepNotes& notes = trace.pending;
    if (!sp.walkable.valid()) return;
    // A step-up's step-down counts: when it succeeds its walkable is where the mover stands.
    const bool probe =
        sp.step_down || sp.check_walkable || sp.insert_type != InsertType::Transition;
    const std::uint8_t rank = probe ? 1 : 2;
    if (rank < notes.walkable_rank) return;
    notes.walkable_rank = rank;
    to_world(notes.walkable, sp.walkable.view, sp.walkable.owner_id, sp.walkable.polygon_index,
             sp.walkable_pos.frame, sp.walkable_scale);
}

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

    SubstepNotes& notes = trace.pending;
    if (ci.frames_stationary_fall == 3) // validate_transition made a floor under the sphere
        trace_note_branch(trace, sp, "validate_transition/stationary_floor", TransitionState::OK);
    s.branch = notes.summary_rank != 0 ? notes.summary.branch : "";
    s.branch_result = notes.summary.result;
    s.branch_path_count = notes.count;
    s.branch_path_dropped = notes.dropped;
    for (std::uint8_t k = 0; k < notes.count; ++k)
        s.branch_path[k] = notes.path[k];
    if (sp.walkable.valid()) {
        to_world(s.walkable_polygon, sp.walkable.view, sp.walkable.owner_id,
                 sp.walkable.polygon_index, sp.walkable_pos.frame, sp.walkable_scale);
    } else if (notes.walkable_rank != 0) {
        copy_polygon(s.walkable_polygon, notes.walkable);
    } else {
        s.walkable_polygon = TracedPolygon{};
    }
    if (notes.collide_rank != 0)
        copy_polygon(s.collide_polygon, notes.collide);
    else
        s.collide_polygon = TracedPolygon{};
    notes.clear();
}

} // namespace sweeplab::physics
