// Retail cell-containment queries on the flat cell BSP.
#include "physics/bsp/cell_bsp.h"
#include "physics/math/constants.h"

namespace sweeplab::physics {

// BSPNODE::point_inside_cell_bsp @ 0x0053C1F0
bool point_inside_cell_bsp(const CellBsp& tree, std::int32_t node, const glm::vec3& origin) {
    if (node == kNoNode) return false;
    // Retail loops down the positive chain instead of recursing; so do we (bounded by the
    // node count because children always follow their parent).
    while (true) {
        const CellBspNode& n = tree.node(node);
        const float dist = n.splitting_plane.dot_product(origin);
        if (dist < -kEpsilon) return false;
        if (n.pos == kNoNode) return true;
        node = n.pos;
    }
}

// BSPNODE::sphere_intersects_cell_bsp @ 0x0053C260
CellContainment sphere_intersects_cell_bsp(const CellBsp& tree, std::int32_t node,
                                           const Sphere& sphere) {
    if (node == kNoNode) return CellContainment::Outside;
    const float pad = sphere.radius + kCellBspPad;
    while (true) {
        const CellBspNode& n = tree.node(node);
        const float dist = n.splitting_plane.dot_product(sphere.center);
        if (dist <= -pad) return CellContainment::Outside;
        if (dist < pad) {
            // Straddling: anything but outside below collapses to partial.
            if (n.pos == kNoNode) return CellContainment::Partial;
            return sphere_intersects_cell_bsp(tree, n.pos, sphere) != CellContainment::Outside
                       ? CellContainment::Partial
                       : CellContainment::Outside;
        }
        if (n.pos == kNoNode) return CellContainment::Inside;
        node = n.pos;
    }
}

} // namespace sweeplab::physics
