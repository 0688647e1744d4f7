#pragma once
// Retail BSPTREE entry points that sit above the node queries. The transition-coupled ones
// that need only SPHEREPATH live here; the six-path find_collisions dispatch, step_sphere_up,
// step_sphere_down, slide_sphere and collide_with_pt are not ported yet (see the report /
// docs/divergences.md).
#include "physics/bsp/bsp_tables.h"
#include "physics/collision/physics_state.h"

namespace sweeplab::physics {

class SpherePath;

// BSPTREE::adjust_to_plane @ 0x00539BF0. Moves check_pos back along curr_pos -> check_pos
// until it no longer intersects a polygon (sphere_intersects_poly), first by solving for the
// tangent time against hit_poly (up to 15 re-targets), then by bisection to 0.02. Returns
// false when the re-targeting budget runs out; check_pos is then left where it stopped.
[[nodiscard]] bool adjust_to_plane(const PhysicsBsp& tree, Sphere& check_pos,
                                   const glm::vec3& curr_pos, std::int32_t hit_poly,
                                   glm::vec3& contact_pt);

// BSPTREE::placement_insert @ 0x00539960. Pushes the path's local-space spheres out of solid
// (20 passes; a pass without a struck polygon doubles the test radius). OK when nothing was
// in the way, Adjusted after moving check_pos, Collided when it gave up.
[[nodiscard]] TransitionState placement_insert(const PhysicsBsp& tree, SpherePath& path);

} // namespace sweeplab::physics
