// BSP compiler entry point and the cell-containment half.
#include "physics/bsp/bsp_compiler.h"
#include "physics/bsp/bsp_compiler_detail.h"

#include <cmath>

namespace sweeplab::physics {

namespace bsp_detail {

namespace {

bool same_plane(const Plane& a, const Plane& b) {
    return glm::dot(a.normal, b.normal) > 0.99999f && std::fabs(a.d - b.d) <= kSplitTolerance;
}

} // namespace

std::optional<BspCompileError>
build_cell_tree(const MeshInput& mesh, const std::vector<CleanPolygon>& polys, CellBsp& out) {
    // Retail containment follows positive children only, so the tree is a chain and the
    // region it describes is the intersection of the chain's front half-spaces. We chain the
    // planes of the polygons that support the whole mesh (every vertex on or in front), in
    // mesh order without repeats: for a convex cell that is exactly the cell; for a
    // non-convex one it is the smallest such region the retail schema can express.
    std::vector<Plane> planes;
    for (const CleanPolygon& p : polys) {
        bool supports = true;
        for (const glm::vec3& v : mesh.vertices) {
            if (p.plane.dot_product(v) < -kPlanarTolerance) {
                supports = false;
                break;
            }
        }
        if (!supports) continue;
        bool repeat = false;
        for (const Plane& q : planes)
            repeat = repeat || same_plane(p.plane, q);
        if (!repeat) planes.push_back(p.plane);
    }
    if (planes.empty()) {
        return BspCompileError{std::nullopt, BspProblem::CellNotBounded,
                               "cell containment: no polygon has the whole mesh in front of it "
                               "(a cell's polygons must face into the room)"};
    }
    std::vector<CellBspNode> nodes(planes.size());
    for (std::size_t i = 0; i < planes.size(); ++i) {
        nodes[i].splitting_plane = planes[i];
        nodes[i].pos = i + 1 < planes.size() ? static_cast<std::int32_t>(i + 1) : kNoNode;
        nodes[i].neg = kNoNode;
    }
    out = CellBsp(std::move(nodes));
    return std::nullopt;
}

} // namespace bsp_detail

BspCompileResult compile_bsp(const MeshInput& mesh, const BspCompileOptions& options) {
    BspCompileResult result;
    std::vector<bsp_detail::CleanPolygon> polys;
    result.error = bsp_detail::validate_mesh(mesh, polys);
    if (result.error) return result;
    result.trees.physics = bsp_detail::build_physics_tree(polys);
    if (options.cell_tree) {
        result.error = bsp_detail::build_cell_tree(mesh, polys, result.trees.cell);
        if (result.error) result.trees = CompiledBsp{};
    }
    return result;
}

} // namespace sweeplab::physics
