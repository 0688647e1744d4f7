#pragma once
// Mesh -> physics BSP + cell-containment BSP. The compiler may allocate; the trees it returns
// are immutable and the queries on them do not.
//
// Conventions: the front of a polygon is the side from which its indices run
// counter-clockwise (right-hand rule, as retail make_plane). Behind a single-sided polygon is
// solid, so a cell mesh (faces inward) makes the outside of the room solid and a building
// shell (faces outward) makes its inside solid. Non-solid polygons (cell portals) stay out of
// the physics tree but bound the containment tree.
#include "physics/bsp/bsp_tables.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sweeplab::physics {

struct MeshPolygon {
    std::vector<std::uint32_t> indices; // into MeshInput::vertices, counter-clockwise from front
    Sides sides = Sides::Single;
    bool solid = true; // false for cell portals
};

struct MeshInput {
    std::vector<glm::vec3> vertices; // local space, metres
    std::vector<MeshPolygon> polygons;
};

struct BspCompileOptions {
    // Build the containment tree (cells only). It is the chain of the planes of every
    // polygon, portals included, that has the whole mesh on or in front of it; the retail
    // queries follow positive children only, so containment is always a convex region.
    bool cell_tree = false;
};

enum class BspProblem : std::uint8_t {
    TooFewVertices,  // fewer than 3 indices, or fewer than 3 distinct vertices
    IndexOutOfRange, // an index past the end of the vertex list
    ZeroArea,        // the vertices are collinear or the polygon is vanishingly small
    NonPlanar,       // a vertex lies more than 1 mm off the polygon's plane
    NonConvex,       // a vertex lies outside another edge, or the outline turns back
    NotFinite,       // a vertex coordinate is NaN or infinite
    CellNotBounded,  // cell_tree requested but no polygon has the whole mesh in front
};

struct BspCompileError {
    // The offending polygon, or nullopt for a whole-mesh problem.
    std::optional<std::uint32_t> polygon_index;
    BspProblem problem = BspProblem::TooFewVertices;
    // Human text without the location, e.g. "non-planar: vertex 3 is 2.4 mm off the
    // polygon's plane (tolerance 1 mm)". The scene loader prefixes
    // "FILE: meshes.NAME.polygons[i]: ".
    std::string message;
};

struct CompiledBsp {
    PhysicsBsp physics; // solid polygons only
    CellBsp cell;       // empty unless BspCompileOptions::cell_tree
};

struct BspCompileResult {
    CompiledBsp trees;
    std::optional<BspCompileError> error;
    [[nodiscard]] bool ok() const { return !error.has_value(); }
};

// Deterministic: the same mesh and options give byte-identical trees (serialize()).
[[nodiscard]] BspCompileResult compile_bsp(const MeshInput& mesh,
                                           const BspCompileOptions& options = {});

// Tolerances the compiler uses (metres).
inline constexpr float kPlanarTolerance = 0.001f; // non-planar check
inline constexpr float kSplitTolerance = 0.0001f; // on-plane band while splitting
inline constexpr float kMinPolygonArea = 1.0e-8f; // square metres

} // namespace sweeplab::physics
