#pragma once
// NOT RETAIL. ACE's variants of retail functions that take more than a few lines to state,
// called from the retail function's departure site when the switch is on (docs/readings.md).
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/math/sphere.h"

namespace sweeplab::physics {

class PhysicsBsp;

// ace.adjust_to_plane: ACE BSP/BSPTree.cs adjust_to_plane, in place of BSPTREE::adjust_to_plane.
[[nodiscard]] bool ace_adjust_to_plane(const PhysicsBsp& tree, Sphere& check_pos,
                                       const glm::vec3& curr_pos, std::int32_t hit_poly,
                                       glm::vec3& contact_pt);

} // namespace sweeplab::physics
