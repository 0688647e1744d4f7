#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

namespace sweeplab::physics {

// Retail CELLINFO holds the id and the CObjCell*; cells are referenced by id only here.
struct CellInfo {
    std::uint32_t cell_id = 0;
};

// Retail CELLARRAY: the ordered cells one check position overlaps (order decides which cell
// wins, so it is an array, never a map). Retail grows by 8; this one is fixed so a resolve
// never allocates. Past capacity a cell is dropped and counted in `dropped`.
struct CellArray {
    static constexpr std::size_t kCapacity = 64;

    bool added_outside = false;
    bool do_not_load_cells = false;
    std::uint32_t num_cells = 0;
    std::array<CellInfo, kCapacity> cells{};
    // Not retail: cells that did not fit (diagnostic).
    std::uint32_t dropped = 0;

    // The part of CTransition::init @ 0x00509DD0 that touches cell_array.
    void reset();
    // CELLARRAY::add_cell @ 0x006B4FF0
    void add_cell(std::uint32_t cell_id);
    // CELLARRAY::remove_cell @ 0x006B4E80
    void remove_cell(std::uint32_t index);
};

} // namespace sweeplab::physics
