#pragma once
// Retail CEnvironment (0x0D...... in client_portal.dat; CEnvironment::UnPack @ 0x00530CF0):
// u32 id, u32 count, then count CellStructs (CCellStruct::UnPack @ 0x00533D00):
// u32 key (cellstruct_id), u32 numPolys, u32 numPhysicsPolys, u32 numPortals, VertexArray,
// numPolys polygons, u16 portal polygon ids, align 4, the cell BSP, numPhysicsPolys
// polygons, the physics BSP, u32 hasDrawingBSP and the drawing BSP when nonzero, align 4.
//
// Kept: vertices, the drawing polygons (the renderer draws them; portals name them),
// portals, the cell BSP, the physics polygons and the physics BSP. The drawing BSP is
// parsed (the next CellStruct starts after it) and dropped.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "dat/reader.h"
#include "dat/records/bsp_stream.h"
#include "dat/records/polygon.h"
#include "dat/records/vertex_array.h"

namespace sweeplab::dat {

struct CellStruct {
    std::uint32_t key = 0; // retail cellstruct_id
    VertexArray vertices;
    PolygonTable polygons;              // drawing polygons; portals and the drawing BSP name them
    std::vector<std::uint16_t> portals; // polygon indices into `polygons`
    DatBspTree cell_bsp;                // BspTreeKind::Cell
    PolygonTable physics_polygons;
    DatBspTree physics_bsp; // BspTreeKind::Physics, ids into physics_polygons
    bool had_drawing_bsp = false;
};

struct Environment {
    std::uint32_t id = 0;
    std::vector<CellStruct> cells; // stored order
    // CEnvironment::get_cellstruct @ 0x00530BF0: by position, as retail (and GDLE) index
    // it; an EnvCell's CellStructure is this index. Null when out of range.
    [[nodiscard]] const CellStruct* cell_struct(std::uint32_t index) const {
        return index < cells.size() ? &cells[index] : nullptr;
    }
};

// One CellStruct; `index` is its position in the Environment (for messages).
[[nodiscard]] CellStruct read_cell_struct(Reader& r, std::size_t index);

// The whole record. Throws DatError naming the file, the record and the problem.
[[nodiscard]] Environment parse_environment(std::span<const std::byte> data,
                                            const RecordName& name);

} // namespace sweeplab::dat
