#pragma once
// Retail cell-containment queries (BSPNODE::point_inside_cell_bsp and
// sphere_intersects_cell_bsp). Both follow positive children only: a negative side is
// outside, an absent positive child is inside. They never look at negative children.
#include "physics/bsp/bsp_tables.h"

namespace sweeplab::physics {

// Retail BoundingType, the answer of sphere_intersects_cell_bsp.
enum class CellContainment : std::uint8_t { Outside = 0, Partial = 1, Inside = 2 };

// BSPNODE::point_inside_cell_bsp @ 0x0053C1F0. Within EPSILON of a plane counts as inside.
// An empty tree contains nothing.
[[nodiscard]] bool point_inside_cell_bsp(const CellBsp& tree, std::int32_t node,
                                         const glm::vec3& origin);

// BSPNODE::sphere_intersects_cell_bsp @ 0x0053C260. The radius is padded by 0.01.
[[nodiscard]] CellContainment sphere_intersects_cell_bsp(const CellBsp& tree, std::int32_t node,
                                                         const Sphere& sphere);

} // namespace sweeplab::physics
