// The probe below a point (physics/world/surface_below.h): a viewer-state sphere swept down.
#include "physics/world/surface_below.h"

#include <algorithm>
#include <cmath>

#include "physics/camera/viewer_sweep.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// Each leg's length: twenty probe radii, well under the transition's step limit.
constexpr float kLeg = 2.0f;
// The probe starts this far above the point so that a surface the point lies on is found.
constexpr float kLift = 0.02f;

} // namespace

SurfaceBelow surface_below(const World& world, TransitionArena<Transition>& arena,
                           std::uint32_t cell, const glm::vec3& point, std::uint32_t self_id,
                           float max_drop) {
    SurfaceBelow out;
    const float r = kSurfaceProbeRadius;
    glm::vec3 centre = point + glm::vec3(0.0f, 0.0f, r + kLift);
    std::uint32_t at = kNullCellId;
    if (!adjust_position(world, cell, centre, at)) return out;
    PhysicsObjDesc probe;
    probe.id = self_id;
    const Sphere sphere{glm::vec3(0.0f), r};
    const float bottom = point.z - max_drop;
    while (centre.z - r > bottom) {
        const float leg = std::min(kLeg, centre.z - r - bottom);
        const glm::vec3 end = centre - glm::vec3(0.0f, 0.0f, leg);
        TransitionLease<Transition> lease(arena);
        if (!lease) return out;
        Transition& t = *lease.get();
        t.world = &world;
        t.trace = nullptr;
        t.init_object(probe, kViewerObjectState);
        t.init_sphere(1, &sphere, 1.0f);
        const Position begin{at, Frame{centre, glm::quat(1.0f, 0.0f, 0.0f, 0.0f)}};
        const Position goal{at, Frame{end, glm::quat(1.0f, 0.0f, 0.0f, 0.0f)}};
        t.init_path(at, &begin, goal);
        if (!t.find_valid_position()) {
            // Stuck where it starts: something is right there.
            out.found = true;
            out.cell = at;
            out.drop = std::max(0.0f, point.z - (centre.z - r));
            return out;
        }
        const glm::vec3 c = t.sphere_path.curr_pos.frame.origin;
        if (!std::isfinite(c.z)) return out;
        const bool hit = t.collision_info.collision_normal_valid || c.z > end.z + 1e-4f;
        if (hit) {
            out.found = true;
            out.cell = t.sphere_path.curr_cell;
            out.drop = std::max(0.0f, point.z - (c.z - r));
            if (t.collision_info.collision_normal_valid)
                out.normal = t.collision_info.collision_normal;
            else if (t.collision_info.contact_plane_valid)
                out.normal = t.collision_info.contact_plane.normal;
            return out;
        }
        centre = c;
        at = t.sphere_path.curr_cell;
        if (at == kNullCellId) return out;
    }
    return out;
}

} // namespace sweeplab::physics
