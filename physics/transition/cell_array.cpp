#include "physics/transition/cell_array.h"

namespace sweeplab::physics {

// The part of CTransition::init @ 0x00509DD0 that touches cell_array.
void CellArray::reset() {
    num_cells = 0;
    added_outside = false;
    do_not_load_cells = false;
    dropped = 0;
}

// CELLARRAY::add_cell @ 0x006B4FF0
void CellArray::add_cell(std::uint32_t cell_id) {
    for (std::uint32_t i = 0; i < num_cells; ++i)
        if (cells[i].cell_id == cell_id) return;
    if (num_cells >= kCapacity) {
        ++dropped;
        return;
    }
    cells[num_cells++].cell_id = cell_id;
}

// CELLARRAY::remove_cell @ 0x006B4E80
void CellArray::remove_cell(std::uint32_t index) {
    // Swap-with-last: the order after a removal is retail's, not the insertion order.
    if (num_cells != 0) {
        --num_cells;
        cells[index] = cells[num_cells];
    }
}

} // namespace sweeplab::physics
