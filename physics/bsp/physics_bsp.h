#pragma once
// Retail BSPNODE / BSPLEAF queries over the flat physics BSP. Each entry point starts at
// `node` (normally tree.root()) and keeps retail's order: bounding-sphere early out, then
// the splitting-plane test with reach = radius - EPSILON, positive child before negative.
// Retail never meets an absent child in a physics tree; here an absent child (-1) behaves
// like an empty leaf. None of these allocate.
#include "physics/bsp/bsp_tables.h"

namespace sweeplab::physics {

// CSphere::intersects @ 0x005344A0: the node bounding-sphere test (strict overlap).
[[nodiscard]] bool bounding_spheres_intersect(const Sphere& a, const Sphere& b);

// BSPNODE::point_intersects_solid @ 0x0053C310 / BSPLEAF @ 0x0053D3F0.
[[nodiscard]] bool point_intersects_solid(const PhysicsBsp& tree, std::int32_t node,
                                          const glm::vec3& point);

// BSPNODE::sphere_intersects_poly @ 0x0053CA30 / BSPLEAF @ 0x0053D580.
// `polygon` receives the struck polygon's index (see pos_hits_sphere).
[[nodiscard]] bool sphere_intersects_poly(const PhysicsBsp& tree, std::int32_t node,
                                          const Sphere& check_pos, const glm::vec3& movement,
                                          std::int32_t& polygon, glm::vec3& contact_pt);

// BSPNODE::sphere_intersects_solid @ 0x0053CAF0 / BSPLEAF @ 0x0053D5F0.
[[nodiscard]] bool sphere_intersects_solid(const PhysicsBsp& tree, std::int32_t node,
                                           const Sphere& check_pos, bool center_check);

// BSPNODE::sphere_intersects_solid_poly @ 0x0053CD50 / BSPLEAF @ 0x0053D780.
// `radius` drives the plane test; the leaf polygons are tested with check_pos itself.
[[nodiscard]] bool sphere_intersects_solid_poly(const PhysicsBsp& tree, std::int32_t node,
                                                const Sphere& check_pos, float radius,
                                                bool& center_solid, std::int32_t& hit_poly,
                                                bool center_check);

// BSPNODE::hits_walkable @ 0x0053CBD0 / BSPLEAF @ 0x0053D670.
[[nodiscard]] bool hits_walkable(const PhysicsBsp& tree, std::int32_t node,
                                 float walkable_allowance, const Sphere& valid_pos,
                                 const glm::vec3& up);

// BSPNODE::find_walkable @ 0x0053CC80 / BSPLEAF @ 0x0053D6F0. `valid_pos` and `walk_interp`
// (SPHEREPATH::walk_interp) are mutated in place; the second child sees what the first
// moved; the last successful polygon wins.
void find_walkable(const PhysicsBsp& tree, std::int32_t node, float walkable_allowance,
                   float& walk_interp, Sphere& valid_pos, std::int32_t& polygon,
                   const glm::vec3& movement, const glm::vec3& up, bool& changed);

} // namespace sweeplab::physics
