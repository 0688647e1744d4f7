// The EnvCells of a DAT world (0xXXYY0100 .. + LandBlockInfo.num_cells): each cell's
// Environment CellStruct trees as stored, its frame moved into the world frame, its portals
// (to cells and to the outside, with retail's portal side), visible cells and static objects.
#include <string>

#include "dat/records/env_cell.h"
#include "dat/records/lookup.h"
#include "scene/dat_world_detail.h"

namespace sweeplab::scene::dat_detail {

void append_mesh(DatMesh& mesh, const dat::PolygonTable& polygons, const dat::VertexArray& vertices,
                 const physics::Frame& frame, float scale,
                 const std::vector<std::uint16_t>& portals) {
    const auto base = static_cast<std::uint32_t>(mesh.vertices.size());
    mesh.vertices.reserve(mesh.vertices.size() + vertices.vertices.size());
    for (const dat::DatVertex& v : vertices.vertices)
        mesh.vertices.push_back(frame.local_to_global(v.origin * scale));
    mesh.polygons.reserve(mesh.polygons.size() + polygons.size());
    for (std::size_t i = 0; i < polygons.polygons.size(); ++i) {
        const dat::DatPolygon& p = polygons.polygons[i];
        DatDrawPolygon d;
        d.first = static_cast<std::uint32_t>(mesh.indices.size());
        d.count = p.num_pts;
        d.index = static_cast<std::uint32_t>(i);
        d.surface = p.pos_surface;
        d.sides_type = p.sides_type;
        for (std::uint16_t k : portals)
            d.portal = d.portal || k == i;
        // The decoder refused vertex ids past the array.
        for (std::uint16_t v : polygons.vertex_ids_of(p))
            mesh.indices.push_back(base + v);
        mesh.polygons.push_back(d);
    }
}

namespace {

void add_cell(BuildContext& ctx, const LoadedBlock& block, std::uint32_t id) {
    const dat::RecordName name = dat::record_name<dat::EnvCellRecord>(ctx.cell_file, id);
    const auto rec = dat::read_record<dat::EnvCellRecord>(ctx.cell_file, id);
    const CellStructEntry& cs = ctx.cell_struct(rec.environment_id, rec.cell_structure, name);
    const dat::PolygonTable& polys = cs.cell_struct->polygons;

    DatCellDesc d;
    d.id = id;
    d.environment_id = rec.environment_id;
    d.cell_structure = rec.cell_structure;
    d.frame = ctx.to_world(block.id, rec.frame);
    d.visible_cells = rec.visible_cells;

    // CCellPortal: the opening is polygon polygon_id of the structure (its make_plane plane,
    // in the cell's own frame); other_cell_id names the cell beyond (CEnvCell::UnPack widens
    // it with the landblock) or the outside.
    std::vector<physics::CellPortal> portals;
    std::vector<std::uint16_t> portal_polygons;
    for (std::size_t i = 0; i < rec.portals.size(); ++i) {
        const dat::EnvCellPortal& p = rec.portals[i];
        if (p.polygon_id >= polys.size())
            throw dat::DatError(name.file, name.where(),
                                "portal " + std::to_string(i) + " names polygon " +
                                    std::to_string(p.polygon_id) + ", the structure has " +
                                    std::to_string(polys.size()));
        const dat::DatPlane& plane = polys.polygons[p.polygon_id].plane;
        physics::CellPortal cp;
        cp.plane = physics::Plane{plane.normal, plane.d};
        cp.to_outside = p.to_outside;
        cp.other_cell_id = p.to_outside ? 0u : p.other_cell_id; // external until finalize()
        cp.polygon = p.polygon_id;
        portals.push_back(cp);
        portal_polygons.push_back(p.polygon_id);
        DatCellPortalDesc pd;
        pd.polygon = p.polygon_id;
        pd.other_cell_id = p.to_outside ? 0u : p.other_cell_id;
        pd.to_outside = p.to_outside;
        pd.portal_side = p.portal_side;
        pd.exact_match = p.exact_match;
        pd.other_portal_id = p.other_portal_id;
        d.portals.push_back(pd);
    }
    if (auto err = ctx.world.add_env_cell_prebuilt(id, cs.physics, cs.cell, d.frame,
                                                   std::move(portals), cs.local_min, cs.local_max))
        throw dat::DatError(name.file, name.where(), *err);
    // CObjCell::stab_list and CEnvCell::seen_outside, for AdjustPosition (enter_world.h).
    ctx.world.set_env_cell_stabs(id, rec.visible_cells, rec.seen_outside());
    append_mesh(d.mesh, polys, cs.cell_struct->vertices, d.frame, 1.0f, portal_polygons);

    const std::size_t cell_index = ctx.desc.cells.size();
    ctx.desc.cells.push_back(std::move(d));
    const auto first = static_cast<std::uint32_t>(ctx.desc.objects.size());
    for (std::size_t i = 0; i < rec.static_objects.size(); ++i)
        add_stab(ctx, rec.static_objects[i], block.id, id, name, i);
    DatCellDesc& stored = ctx.desc.cells[cell_index];
    stored.first_object = first;
    stored.object_count = static_cast<std::uint32_t>(ctx.desc.objects.size()) - first;
}

} // namespace

void add_cells(BuildContext& ctx, const LoadedBlock& block) {
    for (std::uint32_t i = 0; i < block.info.num_cells; ++i)
        add_cell(ctx, block, block.info.cell_id(i));
}

} // namespace sweeplab::scene::dat_detail
