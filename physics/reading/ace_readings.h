#pragma once
// NOT RETAIL. ACE's variants of retail functions that take more than a few lines to state,
// called from the retail function's departure site when the switch is on (docs/readings.md).
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/math/sphere.h"

#include <span>

namespace sweeplab::physics {

class PhysicsBsp;
class World;

// ace.adjust_to_plane: ACE BSP/BSPTree.cs adjust_to_plane, in place of BSPTREE::adjust_to_plane.
[[nodiscard]] bool ace_adjust_to_plane(const PhysicsBsp& tree, Sphere& check_pos,
                                       const glm::vec3& curr_pos, std::int32_t hit_poly,
                                       glm::vec3& contact_pt);

// ace.adjust_dungeon_cells: ACE WorldObject.AdjustDungeonCells (Physics/Util/AdjustCell.cs):
// in a landblock with cells and no buildings (the caller decides that: the landblock's
// LandBlockInfo), the first of its EnvCells in id order (`cells`, internal ids) whose
// point_in_cell holds the object's origin, with ACE's point_in_cell (no portal test); 0 when
// none does.
[[nodiscard]] std::uint32_t ace_adjust_dungeon_cell(const World& world,
                                                    std::span<const std::uint32_t> cells,
                                                    const glm::vec3& origin);

} // namespace sweeplab::physics
