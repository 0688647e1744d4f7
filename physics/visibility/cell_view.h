#pragma once
// Indoor visibility from the camera's cell, as data (no GL): which cells the renderer draws
// this frame, through which portals, whether the eye is inside a building and whether the
// outdoor land and the building shells are drawn. retail-reference.md (the three decisions the
// renderer derives from the eye: the camera cell and the portal walk, the inside-building
// gate, the per-portal side test) and the retail code it follows:
//   SmartBox::RenderNormalMode @ 0x00453AA0   the gate: viewer cell low word >= 0x100 →
//                                             DrawInside(viewer_cell), else LScape::draw
//   PView::DrawInside @ 0x005A5860            indoor: walk from the viewer's cell
//   PView::ConstructView(cell) @ 0x005A57B0   the walk: pop a cell, draw it, ClipPortals,
//                                             AddViewToPortals
//   PView::InitCell @ 0x005A4B70              the per-portal side test (|d| <= 0.0002 is
//                                             "on the plane" and looks through), the
//                                             portal we came in by is never looked through
//   PView::ClipPortals @ 0x005A5520 /         the portal polygon clips the view; an outside
//   PView::GetClip @ 0x005A4320               portal feeds outside_view (the land)
//   PView::AddViewToPortals @ 0x005A52D0 /    the cell behind a seen portal joins the walk
//   PView::AddToCell @ 0x005A4D90             (or widens its view when already in it)
//   PView::DrawCells @ 0x005A44A0             the land is drawn when outside_view has a view
//   PView::DrawPortal @ 0x005A5AB0 /          outdoor: a building portal facing the eye and
//   PView::ConstructView(CBldPortal) @ 0x005A59A0   in view starts a walk into the building
// Simplifications (docs/divergences.md, "Indoor visibility"): the view through a portal is
// the screen rectangle that bounds the clipped polygon (retail keeps the clipped polygon),
// intersected with the view it was seen through; the walk is first-in first-out (retail
// orders its todo list by distance); OtherPortalClip (the neighbour's copy of the portal)
// is not applied, the lab's two copies being the same polygon.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "physics/math/plane.h"

namespace sweeplab::physics {

class World;

inline constexpr std::uint32_t kMaxVisibleCells = 64;
inline constexpr std::uint32_t kMaxViewPortals = 128;
inline constexpr std::uint32_t kMaxPortalPoints = 16;
inline constexpr std::uint32_t kMaxCellPortals = 64; // portals of one cell the walk tracks
// PView::InitCell: an eye this close to a portal's plane is on it, and looks through.
inline constexpr float kPortalSideEpsilon = 0.0002f;
// An eye this close to a portal's plane, over its opening, looks through the whole view
// (the near plane would otherwise clip the opening away; not retail, see divergences).
inline constexpr float kPortalOpeningDistance = 0.1f;

// A screen rectangle in normalised device coordinates; empty when min > max.
struct ViewRect {
    glm::vec2 min{1.0f, 1.0f};
    glm::vec2 max{-1.0f, -1.0f};

    [[nodiscard]] bool empty() const { return !(min.x < max.x && min.y < max.y); }
    [[nodiscard]] static ViewRect full() { return {{-1.0f, -1.0f}, {1.0f, 1.0f}}; }
    [[nodiscard]] ViewRect intersect(const ViewRect& o) const;
    [[nodiscard]] ViewRect unite(const ViewRect& o) const;
    [[nodiscard]] bool contains(const ViewRect& o) const;
};

// One portal opening, in its cell's local space (the mesh polygon the portal names).
struct PortalShape {
    std::uint32_t cell = 0;   // internal id
    std::uint32_t portal = 0; // index in EnvCell::portals
    std::vector<glm::vec3> points;
};

// The cells and portals of a world, with every portal's polygon and plane in world space,
// ready for the per-frame walk. Built once (allocates); queries never allocate.
class PortalGraph {
  public:
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

    struct Portal {
        std::uint32_t cell = kNone;  // index of the owning cell in cells()
        std::uint32_t other = kNone; // index of the cell behind it; kNone outside or unknown
        std::uint32_t index = 0;     // index in the owning EnvCell::portals
        std::uint32_t back = kNone;  // the other cell's portal back into the owner (its index)
        bool to_outside = false;
        Plane plane{};                                  // world; positive = the owner's inside
        std::array<glm::vec3, kMaxPortalPoints> points; // world
        std::uint32_t num_points = 0;                   // 0: no shape, never looked through
    };
    struct Cell {
        std::uint32_t id = 0; // internal
        std::uint32_t external_id = 0;
        std::uint32_t first_portal = 0;
        std::uint32_t num_portals = 0;
        glm::vec3 bounds_min{0.0f}, bounds_max{0.0f};
    };

    PortalGraph() = default;
    PortalGraph(const World& world, std::span<const PortalShape> shapes);

    [[nodiscard]] std::span<const Cell> cells() const { return cells_; }
    [[nodiscard]] std::span<const Portal> portals() const { return portals_; }
    // Index of an internal cell id in cells(), kNone when it is not an indoor cell here.
    [[nodiscard]] std::uint32_t cell_index(std::uint32_t id) const;

  private:
    std::vector<Cell> cells_; // sorted by id
    std::vector<Portal> portals_;
};

// A portal the walk looked through this frame.
struct VisitedPortal {
    std::uint32_t from_cell = 0; // internal id of the cell looked out of; 0 from outside
    std::uint32_t to_cell = 0;   // internal id of the cell looked into; 0 the outside
    std::uint32_t portal = 0;    // index in PortalGraph::portals()
    ViewRect rect;               // the view through it
};

// The decision for one frame. Fixed capacity: filling it never allocates.
struct CellVisibility {
    std::uint32_t camera_cell = 0; // internal id the camera reported; 0 unknown
    bool inside_building = false;  // the gate: the camera's cell is an indoor cell
    bool draw_outdoor = true;      // land, shells and outdoor objects are drawn
    ViewRect outdoor_rect;         // indoors: the union of the views through outside portals
    std::array<std::uint32_t, kMaxVisibleCells> cells{}; // internal ids, camera's cell first
    std::array<ViewRect, kMaxVisibleCells> cell_rects{}; // the view each cell is seen through
    std::uint32_t num_cells = 0;
    std::array<VisitedPortal, kMaxViewPortals> portals{};
    std::uint32_t num_portals = 0;
    bool overflow = false; // a capacity was reached (the rest was left out)

    [[nodiscard]] std::span<const std::uint32_t> visible_cells() const {
        return {cells.data(), num_cells};
    }
    [[nodiscard]] std::span<const VisitedPortal> visited_portals() const {
        return {portals.data(), num_portals};
    }
    [[nodiscard]] bool contains(std::uint32_t cell_id) const;
};

// The portal's view: its polygon projected by `view_proj` (clipped at the near plane),
// bounded by a rectangle and intersected with `through`. Empty when out of view. An eye
// within kPortalOpeningDistance of the plane and over the opening gets `through` itself.
[[nodiscard]] ViewRect portal_view(const PortalGraph::Portal& portal, const glm::vec3& eye,
                                   const glm::mat4& view_proj, const ViewRect& through);

// The camera's cell by containment (retail's PointInCell of the eye): the cell the camera
// reports when it is indoor and holds the eye (with CollideCamera on that is always so: the
// swept eye stays in the cells it went through), else the first indoor cell that holds the
// eye, else the land under it (World::find_cell). An outdoor report is re-checked because a
// land cell holds every point above it, a house's rooms included.
[[nodiscard]] std::uint32_t
camera_cell_by_containment(const World& world, std::uint32_t reported_cell, const glm::vec3& eye);

// The decision from the camera's eye, its view-projection matrix (the matrix the renderer
// draws with) and the cell the camera reports for the eye. Allocates nothing.
void compute_cell_visibility(const PortalGraph& graph, const glm::vec3& eye,
                             const glm::mat4& view_proj, std::uint32_t camera_cell,
                             CellVisibility& out);

} // namespace sweeplab::physics
