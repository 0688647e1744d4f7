// Indoor cells built from ready-made trees (the DAT world's EnvCells): World::add_env_cell
// without the compiler. Retail's cell physics trees bound their own solid leaves by the
// portals, so they are used exactly as stored (add_env_cell's open_cell_tree step, which
// exists for compiled trees, does not apply).
#include <cmath>

#include <glm/common.hpp>

#include "physics/world/world.h"

namespace sweeplab::physics {

std::optional<std::string> World::add_env_cell_prebuilt(std::uint32_t external_id,
                                                        PhysicsBsp physics, CellBsp cell,
                                                        const Frame& frame,
                                                        std::vector<CellPortal> portals,
                                                        glm::vec3 local_min, glm::vec3 local_max) {
    if (env_cells_.size() >= 0xFE00u) return std::string("too many cells");
    if (!physics.well_formed()) return std::string("the physics BSP is not well formed");
    if (!cell.well_formed()) return std::string("the cell BSP is not well formed");
    for (int a = 0; a < 3; ++a)
        if (!std::isfinite(local_min[a]) || !std::isfinite(local_max[a]) ||
            local_min[a] > local_max[a])
            return std::string("the cell's bounds are empty or not finite");
    for (const CellPortal& p : portals)
        if (!std::isfinite(p.plane.d) || !std::isfinite(p.plane.normal.x) ||
            !std::isfinite(p.plane.normal.y) || !std::isfinite(p.plane.normal.z))
            return std::string("a portal plane is not finite");

    EnvCell c;
    // The same id scheme as add_env_cell: one past the cells already added.
    c.id = kIndoorIdBase + static_cast<std::uint32_t>(env_cells_.size());
    c.external_id = external_id;
    c.pos.objcell_id = c.id;
    c.pos.frame = frame;
    c.physics_bsp = std::move(physics);
    c.cell_bsp = std::move(cell);
    c.portals = std::move(portals);
    c.bounds_min = glm::vec3(1e30f);
    c.bounds_max = glm::vec3(-1e30f);
    for (int k = 0; k < 8; ++k) {
        const glm::vec3 corner((k & 1) != 0 ? local_max.x : local_min.x,
                               (k & 2) != 0 ? local_max.y : local_min.y,
                               (k & 4) != 0 ? local_max.z : local_min.z);
        const glm::vec3 w = frame.local_to_global(corner);
        c.bounds_min = glm::min(c.bounds_min, w);
        c.bounds_max = glm::max(c.bounds_max, w);
    }
    env_cells_.push_back(std::move(c));
    return std::nullopt;
}

} // namespace sweeplab::physics
