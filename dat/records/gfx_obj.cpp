#include "dat/records/gfx_obj.h"

#include <string>

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

// CGfxObj::Serialize @ 0x00534970 (the unpacking direction), after the DBObj id.
GfxObj parse_gfx_obj(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    GfxObj g;
    g.id = detail::record_id(r);
    g.flags = r.u32();
    const std::uint32_t n_surfaces = r.count(r.compressed_u32(), 4, "surface");
    g.surfaces.reserve(n_surfaces);
    for (std::uint32_t i = 0; i < n_surfaces; ++i)
        g.surfaces.push_back(r.u32());
    g.vertices = read_vertex_array(r);
    if ((g.flags & kGfxObjHasPhysics) != 0) {
        g.physics_polygons = read_polygons(r, r.compressed_u32(), g.vertices, "physics polygon");
        g.physics_bsp =
            read_bsp_tree(r, BspTreeKind::Physics, g.physics_polygons.size(), "physics BSP");
    }
    g.sort_center = r.vec3("sort center");
    if ((g.flags & kGfxObjHasDrawing) != 0) {
        g.drawing_polygons =
            read_polygons(r, r.compressed_u32(), g.vertices, "drawing polygon", PlaneRule::Keep);
        (void)read_bsp_tree(r, BspTreeKind::Drawing, g.drawing_polygons.size(), "drawing BSP");
        g.had_drawing_bsp = true;
    }
    if ((g.flags & kGfxObjHasDIDDegrade) != 0) g.did_degrade = r.u32();
    detail::expect_end(r);
    return g;
}

} // namespace sweeplab::dat
