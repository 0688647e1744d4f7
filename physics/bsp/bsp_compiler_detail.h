#pragma once
// Internal pieces of the BSP compiler shared by its translation units.
#include "physics/bsp/bsp_compiler.h"

#include <vector>

namespace sweeplab::physics::bsp_detail {

// A validated mesh polygon: distinct vertices in order and the plane make_plane gives them.
struct CleanPolygon {
    std::vector<glm::vec3> vertices;
    Plane plane{};
    Sides sides = Sides::Single;
    bool solid = true;
};

// Checks every polygon and returns the first error, or fills `out` (one entry per polygon).
[[nodiscard]] std::optional<BspCompileError> validate_mesh(const MeshInput& mesh,
                                                           std::vector<CleanPolygon>& out);

// A piece of a source polygon while the tree is built. Its plane is the source's.
struct Fragment {
    std::vector<glm::vec3> vertices;
    std::uint32_t source = 0;
};

enum class Side : std::uint8_t { Front, Back, Straddle, OnPlane };

[[nodiscard]] Side classify(const std::vector<glm::vec3>& vertices, const Plane& plane);
// Splits a convex fragment by a plane; pieces with fewer than 3 vertices come back empty.
void split(const Fragment& frag, const Plane& plane, Fragment& front, Fragment& back);

[[nodiscard]] PhysicsBsp build_physics_tree(const std::vector<CleanPolygon>& polys);
[[nodiscard]] std::optional<BspCompileError>
build_cell_tree(const MeshInput& mesh, const std::vector<CleanPolygon>& polys, CellBsp& out);

} // namespace sweeplab::physics::bsp_detail
