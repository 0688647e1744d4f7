#pragma once
// NOT RETAIL. What one CObjCell::find_cell_list decided, for the trace replay (docs/trace.md):
// every portal test in the order the search ran them, and every point_in_cell test of the
// pick, in array order. Handed to World::find_cell_list as an optional out-parameter (free
// when null, Recast style); it never changes what the search does. Fixed-size, so filling it
// never allocates; tests past the capacity are counted in `dropped_*`.
#include <array>
#include <cstdint>

#include "physics/transition/cell_array.h"

namespace sweeplab::physics {

struct CellPickTrace {
    // What a portal test looked at.
    enum class PortalKind : std::uint8_t {
        Cell,     // CEnvCell::find_transit_cells: a portal to another indoor cell
        Outside,  // CEnvCell::find_transit_cells: a portal to the outside (plane distance)
        Building, // CBuildingObj::find_building_transit_cells: a building portal from outdoors
    };
    struct PortalTest {
        PortalKind kind = PortalKind::Cell;
        std::uint32_t from_cell = 0; // internal id: the indoor cell, or the land cell (Building)
        std::uint32_t portal = 0;    // the index in that cell's (or building's) portal list
        std::uint32_t to_cell = 0;   // internal id of the cell beyond; 0 for the outside
        // Cell / Building: a sphere met the other cell (CCellStruct::sphere_intersects_cell);
        // Outside: a sphere lay within r + EPSILON of the portal's plane.
        bool crossed = false;
        // Building only: the portal's other_portal_id was negative, so no sphere was tested
        // (CEnvCell::check_building_transit returns first).
        bool skipped = false;
    };
    // One CObjCell::point_in_cell of the pick loop.
    struct ContainmentTest {
        std::uint32_t cell = 0; // internal id
        bool inside = false;
    };

    static constexpr std::size_t kMaxPortalTests = 128;

    std::array<PortalTest, kMaxPortalTests> portals{};
    std::uint32_t num_portals = 0;
    std::uint32_t dropped_portals = 0;
    std::array<ContainmentTest, CellArray::kCapacity> tests{};
    std::uint32_t num_tests = 0;
    // The cell picked (internal id, 0 none) and the index of its containment test (-1 none).
    std::uint32_t picked = 0;
    std::int32_t picked_test = -1;

    void reset() {
        num_portals = dropped_portals = num_tests = 0;
        picked = 0;
        picked_test = -1;
    }
    void add_portal(const PortalTest& t) {
        if (num_portals < kMaxPortalTests)
            portals[num_portals++] = t;
        else
            ++dropped_portals;
    }
    void add_test(std::uint32_t cell, bool inside) {
        if (num_tests < tests.size()) tests[num_tests++] = {cell, inside};
    }
};

} // namespace sweeplab::physics
