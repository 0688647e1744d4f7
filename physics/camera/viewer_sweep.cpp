#include "physics/camera/viewer_sweep.h"

#include <array>
#include <cmath>
#include <cstddef>

#include "physics/math/constants.h"
#include "physics/math/frame.h"
#include "physics/transition/transition.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// The most cells find_visible_child_cell walks through one building's portals.
constexpr std::size_t kMaxVisibleCells = 64;

// CEnvCell::seen_outside: the cell has a portal to the outdoor land.
bool seen_outside(const EnvCell& cell) {
    for (const CellPortal& p : cell.portals)
        if (p.to_outside) return true;
    return false;
}

// CEnvCell::find_visible_child_cell (search_cells = 1): this cell when it holds the point,
// else the first of its visible cells that does. Retail walks the cell's stab list (the
// cells visible from it); the lab has no stab lists, so the cells reachable through the
// building's portals stand in for it, breadth first (docs/divergences.md, "Chase camera").
std::uint32_t find_visible_child_cell(const World& world, const EnvCell& start,
                                      const glm::vec3& point) {
    if (world.point_in_cell(start.id, point)) return start.id;
    std::array<std::uint32_t, kMaxVisibleCells> seen{};
    std::size_t count = 0;
    seen[count++] = start.id;
    for (std::size_t k = 0; k < count; ++k) {
        const EnvCell* cell = world.env_cell(seen[k]);
        if (cell == nullptr) continue;
        for (const CellPortal& portal : cell->portals) {
            if (portal.to_outside || portal.other_cell_id == kNullCellId) continue;
            bool known = false;
            for (std::size_t j = 0; j < count; ++j)
                known = known || seen[j] == portal.other_cell_id;
            if (known || count == seen.size()) continue;
            seen[count++] = portal.other_cell_id;
            if (world.point_in_cell(portal.other_cell_id, point)) return portal.other_cell_id;
        }
    }
    return kNullCellId;
}

// LandDefs::adjust_to_outside @ 0x005A9BC0: the land square under the point (the lab's
// world is one block-free space, so re-blocking is just the lookup).
bool adjust_to_outside(const World& world, const glm::vec3& point, std::uint32_t& out_cell) {
    const LandCell* land = world.land_cell_at(point.x, point.y);
    if (land == nullptr) return false;
    out_cell = land->id;
    return true;
}

} // namespace

Sphere viewer_sphere() {
    // SmartBox static init: viewer_sphere = { (0, 0, 0), 0.3 } (0x3E99999A).
    return Sphere{glm::vec3(0.0f), kViewerSphereRadius};
}

// CPhysicsObj::AdjustPosition @ 0x00511D80, for update_viewer's call (the sphere centre is
// the viewer sphere's (0,0,0), so the point is the position's origin).
bool adjust_position(const World& world, std::uint32_t cell, const glm::vec3& point,
                     std::uint32_t& out_cell) {
    // The id range check: 1..0x40 outdoor, 0x100..0xFFFD indoor, 0xFFFF.
    const std::uint32_t low = cell & 0xFFFFu;
    if (!((low >= 1u && low <= 0x40u) || (low >= 0x100u && low <= 0xFFFDu) || low == 0xFFFFu))
        return false;
    if (is_indoor_cell(cell)) {
        const EnvCell* env = world.env_cell(cell);
        if (env == nullptr) return false;
        const std::uint32_t child = find_visible_child_cell(world, *env, point);
        if (child != kNullCellId) {
            out_cell = child;
            return true;
        }
        if (seen_outside(*env)) return adjust_to_outside(world, point, out_cell);
        return false;
    }
    return adjust_to_outside(world, point, out_cell);
}

// SmartBox::update_viewer @ 0x00453CE0
ViewerResult update_viewer(const ViewerContext& ctx, const glm::vec3& pivot,
                           const glm::vec3& sought, std::uint32_t sought_cell,
                           const glm::quat& rotation, const glm::vec3& feet) {
    const ReadingScope reading(ctx.reading);
    ViewerResult player_fallback{feet, kNullCellId, ViewerOutcome::Player};
    // !player.cell: set_viewer(player.pos, 1); viewer_cell = 0.
    if (ctx.world == nullptr || ctx.avatar_cell == kNullCellId) return player_fallback;
    const World& world = *ctx.world;

    // The sweep starts in the cell that holds the head pivot: indoors AdjustPosition finds it
    // among the building's cells (the pivot may be in the next room over a doorway).
    std::uint32_t start_cell = ctx.avatar_cell;
    if (is_indoor_cell(ctx.avatar_cell)) {
        std::uint32_t cell = kNullCellId;
        if (adjust_position(world, ctx.avatar_cell, pivot, cell)) start_cell = cell;
    }
    // begin: the player's frame moved to the pivot; end: the sought frame, in start_cell.
    // Only the origins matter to a sphere centred at (0,0,0); FREE_ROTATE takes end's
    // rotation up front.
    const Position begin{start_cell, Frame{pivot, rotation}};
    const Position end{start_cell, Frame{sought, rotation}};

    if (ctx.arena != nullptr) {
        // makeTransition / cleanupTransition: one record of the engine's arena, released on
        // every return path.
        TransitionLease<Transition> lease(*ctx.arena);
        if (lease) {
            Transition& t = *lease.get();
            t.world = &world;
            t.init_object(ctx.avatar, kViewerObjectState);
            const Sphere sphere = viewer_sphere();
            t.init_sphere(1, &sphere, 1.0f);
            t.init_path(start_cell, &begin, end);
            // Not retail: a non-finite result counts as a failed sweep (never NaN).
            const glm::vec3& o = t.sphere_path.curr_pos.frame.origin;
            if (t.find_valid_position() && std::isfinite(o.x) && std::isfinite(o.y) &&
                std::isfinite(o.z)) {
                // set_viewer(sphere_path.curr_pos); viewer_cell = sphere_path.curr_cell.
                return ViewerResult{t.sphere_path.curr_pos.frame.origin, t.sphere_path.curr_cell,
                                    ViewerOutcome::Swept};
            }
        }
    }
    // Fallback 1: AdjustPosition(sought) from the sought Position's own cell.
    std::uint32_t cell = kNullCellId;
    if (adjust_position(world, sought_cell, sought, cell))
        return ViewerResult{sought, cell, ViewerOutcome::Adjusted};
    // Fallback 2: set_viewer(player.m_position, 1); viewer_cell = 0.
    return player_fallback;
}

} // namespace sweeplab::physics
