#pragma once
#include <cstdint>
#include <span>

#include <glm/vec3.hpp>

#include "physics/math/plane.h"

namespace sweeplab::physics {

// Retail SPHEREPATH::walkable is a CPolygon*. We keep a self-contained view instead: the
// polygon's plane and a span over its vertices in the owning BSP's immutable, contiguous
// vertex stream (seed 003 §3), plus where it came from. Filling it costs no allocation, and
// CPolygon queries (find_crossed_edge, check_walkable) need nothing else. The referenced
// vertex storage must outlive the transition; prepared BSP assets do.
// Vertices are in the polygon owner's local space; SPHEREPATH::walkable_pos is that space.
struct PolygonRef {
    static constexpr std::uint32_t kNoIndex = 0xFFFFFFFFu;

    Plane plane{};
    std::span<const glm::vec3> vertices{};
    // Not read by retail logic: identifies the polygon for traces and differential tests.
    std::uint32_t owner_id = 0;             // the physics BSP / asset that holds the polygon
    std::uint32_t polygon_index = kNoIndex; // index in that asset's polygon table

    // A null CPolygon* in retail.
    [[nodiscard]] bool valid() const { return !vertices.empty(); }
    void reset() { *this = PolygonRef{}; }
};

} // namespace sweeplab::physics
