// The frame's indoor visibility: the bounds of the cells the portal walk reached and the
// portals it looked through (physics/visibility).
#include <algorithm>
#include <array>

#include "physics/debug_draw.h"
#include "physics/visibility/cell_view.h"

namespace sweeplab::physics {

namespace {

// Off the walls, so the lines are not buried in them.
constexpr float kBoundsInset = 0.04f;
// A visited portal is drawn this far to the side the eye looked from, in front of the
// portal's own outline (the renderer draws every portal).
constexpr float kPortalNudge = 0.02f;

} // namespace

void draw_cells(DebugRenderer& r, const PortalGraph& graph, const CellVisibility& vis,
                const DebugDrawSettings& settings) {
    if (settings.cell_bounds) {
        const glm::vec3 inset(kBoundsInset);
        const std::uint32_t n = std::min(vis.num_cells, kMaxVisibleCells);
        for (std::uint32_t i = 0; i < n; ++i) {
            const std::uint32_t c = graph.cell_index(vis.cells[i]);
            if (c == PortalGraph::kNone) continue;
            const PortalGraph::Cell& cell = graph.cells()[c];
            // Indoors the walk starts in the camera's cell, so it is listed first.
            const bool camera = vis.inside_building && i == 0;
            r.draw_box(cell.bounds_min + inset, cell.bounds_max - inset,
                       camera ? DebugRole::CameraCell : DebugRole::VisibleCell);
        }
    }
    if (settings.portals) {
        const std::uint32_t n = std::min(vis.num_portals, kMaxViewPortals);
        for (std::uint32_t i = 0; i < n; ++i) {
            const VisitedPortal& p = vis.portals[i];
            if (p.portal >= graph.portals().size()) continue;
            const PortalGraph::Portal& portal = graph.portals()[p.portal];
            const glm::vec3 nudge =
                portal.plane.normal * (p.from_cell == 0 ? -kPortalNudge : kPortalNudge);
            std::array<glm::vec3, kMaxPortalPoints> points{};
            const std::uint32_t k = std::min(portal.num_points, kMaxPortalPoints);
            for (std::uint32_t j = 0; j < k; ++j)
                points[j] = portal.points[j] + nudge;
            r.draw_polygon(std::span<const glm::vec3>(points.data(), k), DebugRole::VisitedPortal);
        }
    }
}

} // namespace sweeplab::physics
