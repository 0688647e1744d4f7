#include "dat/records/environment.h"

#include <string>

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

// CCellStruct::UnPack @ 0x00533D00 (the decompile stops before the physics BSP; GDLE
// CCellStruct::UnPack and ACE CellStruct.cs give the rest: physics BSP, drawing flag and
// tree, align 4).
CellStruct read_cell_struct(Reader& r, std::size_t index) {
    CellStruct cs;
    cs.key = r.u32();
    const std::string at = "cell struct " + std::to_string(index);
    const std::uint32_t num_polys = r.u32();
    const std::uint32_t num_physics = r.u32();
    const std::uint32_t num_portals = r.u32();
    cs.vertices = read_vertex_array(r);
    cs.polygons = read_polygons(r, num_polys, cs.vertices, at + " polygon", PlaneRule::Keep);
    const std::uint32_t n_portals = r.count(num_portals, 2, "cell struct portal");
    cs.portals.reserve(n_portals);
    for (std::uint32_t i = 0; i < n_portals; ++i) {
        const std::uint16_t id = r.u16();
        if (id >= cs.polygons.size())
            r.fail_plain(at + ": portal " + std::to_string(i) + " names polygon " +
                         std::to_string(id) + ", the structure has " +
                         std::to_string(cs.polygons.size()));
        // A portal's plane decides which side of it a sphere is on.
        if (!cs.polygons.polygons[id].has_plane)
            r.fail_plain(at + ": portal " + std::to_string(i) + " names polygon " +
                         std::to_string(id) + ", whose vertices give no plane");
        cs.portals.push_back(id);
    }
    r.align4();
    cs.cell_bsp = read_bsp_tree(r, BspTreeKind::Cell, 0, at + " cell BSP");
    cs.physics_polygons = read_polygons(r, num_physics, cs.vertices, at + " physics polygon");
    cs.physics_bsp =
        read_bsp_tree(r, BspTreeKind::Physics, cs.physics_polygons.size(), at + " physics BSP");
    cs.had_drawing_bsp = r.u32() != 0;
    if (cs.had_drawing_bsp)
        (void)read_bsp_tree(r, BspTreeKind::Drawing, cs.polygons.size(), at + " drawing BSP");
    r.align4();
    return cs;
}

// CEnvironment::UnPack @ 0x00530CF0, after the DBObj id.
Environment parse_environment(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    Environment env;
    env.id = detail::record_id(r);
    // The smallest CellStruct: key and counts (16), the vertex array head (8), a cell LEAF
    // (8), a physics LEAF (32) and the drawing flag (4).
    const std::uint32_t n = r.count(r.u32(), 68, "cell struct");
    env.cells.reserve(n);
    for (std::uint32_t i = 0; i < n; ++i)
        env.cells.push_back(read_cell_struct(r, i));
    detail::expect_end(r);
    return env;
}

} // namespace sweeplab::dat
