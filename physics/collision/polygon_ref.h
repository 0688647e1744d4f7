#pragma once
#include <cstdint>

#include "physics/geometry/polygon.h"

namespace sweeplab::physics {

// Retail SPHEREPATH::walkable is a CPolygon*. We keep the geometry engineer's PolygonView
// (plane, sides, and a span over the owning BSP's immutable vertex stream, bsp_tables.h) so
// CPolygon queries such as find_crossed_edge and check_walkable take `walkable.view`
// directly. Filling it allocates nothing; the prepared BSP tables outlive the transition.
// Vertices are in the polygon owner's local space; SPHEREPATH::walkable_pos is that space.
struct PolygonRef {
    PolygonView view{};
    // Not read by retail logic: identifies the polygon for traces and differential tests.
    std::uint32_t owner_id = 0;      // the physics BSP / asset that holds the polygon
    std::int32_t polygon_index = -1; // index in that asset's polygon table (-1: none)

    // A null CPolygon* in retail.
    [[nodiscard]] bool valid() const { return !view.vertices.empty(); }
    void reset() { *this = PolygonRef{}; }
};

} // namespace sweeplab::physics
