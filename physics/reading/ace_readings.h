#pragma once
// NOT RETAIL. ACE's variants of retail functions that take more than a few lines to state,
// called from the retail function's departure site when the switch is on (docs/readings.md).
// ACE is ACEmulator/ACE, Source/ACE.Server/Physics; its float arithmetic is followed.
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/physics_state.h"
#include "physics/collision/sphere_path.h"
#include "physics/geometry/polygon.h"
#include "physics/math/cyl_sphere.h"
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

// ace.negated_time_of_collision: ACE Sphere.cs FindTimeOfCollision, in place of retail's:
// the same roots, each returned negated (an approaching pair gets a time <= 0, a receding
// one a time > 0), in float but for the square root.
[[nodiscard]] double ace_find_time_of_collision(const glm::vec3& movement, const glm::vec3& disp,
                                                float radsum);

// ace.negated_time_of_collision: the end of ACE Sphere.cs CollideWithPoint's PerfectClip
// branch, for a time in [eps, 1]: the check position moved by the object-to-impact vector
// (not the offset to the impact), the normal that vector over radsum (the shaved one).
// movement = the sub-step's offset (ACE's checkOffset).
TransitionState ace_sphere_point_adjusted(const Sphere& self, SpherePath& sp, CollisionInfo& ci,
                                          const Sphere& check_pos, const glm::vec3& movement,
                                          double time, float radsum);

// ace.walkable_edge_exit: ACE Polygon.cs check_walkable's edge loop, in place of the retail
// scan (polygon_edges.h): `center` is the sphere centre projected onto the plane, radsq the
// squared radius (a quarter of it for check_small_walkable).
[[nodiscard]] bool ace_walkable_edges(const PolygonView& poly, const glm::vec3& center,
                                      float radsq);

// ace.cyl_diagonal_point: ACE CylSphere.cs CollideWithPoint's not-definite (diagonal) branch,
// in place of retail's: the cap time from movement.z, the side time in float, and the sphere
// placed at curr - t * movement. movement = the sub-step's offset, old_disp = curr -
// cyl.low_pt, radsum = the dispatcher's radsum + eps.
TransitionState ace_cyl_diagonal_point(const CylSphere& cyl, SpherePath& sp, CollisionInfo& ci,
                                       const Sphere& check_pos, const glm::vec3& curr,
                                       const glm::vec3& movement, const glm::vec3& old_disp,
                                       float radsum);

} // namespace sweeplab::physics
