#include "physics/world/trace.h"

#include "physics/transition/transition.h"

namespace sweeplab::physics {

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
}

} // namespace sweeplab::physics
