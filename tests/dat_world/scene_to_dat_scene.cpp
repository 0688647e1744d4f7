// scene_to_dat: a shipped scene as a 3 x 3 landblock area around 0xA9B4.
#include <algorithm>

#include "dat/records/bsp_stream.h"
#include "scene/building_portals.h"
#include "tests/dat_world/scene_to_dat.h"

namespace sweeplab::test::datw {

using namespace dat::testing;

namespace {

constexpr std::uint32_t kEnvBase = 0x0D000100u;
constexpr std::uint32_t kGfxBase = 0x01000100u;
constexpr std::uint32_t kSetupBase = 0x02000100u;

std::uint32_t count_leaves(const BspNodeSpec& s) {
    std::uint32_t n = s.tag == dat::kTagLeaf ? 1u : 0u;
    for (const BspNodeSpec& c : s.children)
        n += count_leaves(c);
    return n;
}

// The index of the portal of `other` that leads back to `from` (0 when none does).
std::int32_t back_portal(const scene::Cell& other, std::uint32_t from) {
    for (std::size_t i = 0; i < other.portals.size(); ++i)
        if (!other.portals[i].to_outside && other.portals[i].to == from)
            return static_cast<std::int32_t>(i);
    return 0;
}

void add_cells(const scene::Scene& s, const SceneDatOptions& options, SceneDat& out) {
    for (std::size_t i = 0; i < s.cells.size(); ++i)
        out.cell_ids[s.cells[i].id] = out.area.cell_id(i);
    for (std::size_t i = 0; i < s.cells.size(); ++i) {
        const scene::Cell& c = s.cells[i];
        std::vector<std::uint32_t> portal_polys;
        for (const scene::Portal& p : c.portals)
            portal_polys.push_back(p.polygon);
        const std::uint32_t env = kEnvBase + static_cast<std::uint32_t>(i);
        const physics::MeshInput mesh = to_mesh_input(s.meshes.at(c.mesh));
        out.area.portal.add(
            env, environment_record(env, {options.split_cells_through_middle
                                              ? cell_struct_split_through_middle(mesh, portal_polys)
                                              : cell_struct_from_mesh(mesh, portal_polys)}));
        dat::EnvCellRecord r;
        r.id = out.area.cell_id(i);
        r.environment_id = env;
        r.cell_structure = 0;
        r.frame = dat_frame(c.position, c.yaw_deg);
        for (const scene::Portal& p : c.portals) {
            if (p.to_outside) {
                r.flags |= dat::EnvCellRecord::kSeenOutside;
                r.portals.push_back(
                    cell_portal(4, static_cast<std::uint16_t>(p.polygon), 0xFFFF, -1));
                continue;
            }
            const scene::Cell* other = s.find_cell(p.to);
            r.portals.push_back(
                cell_portal(0, static_cast<std::uint16_t>(p.polygon),
                            static_cast<std::uint16_t>(out.cell_ids.at(p.to) & 0xFFFFu),
                            other != nullptr ? back_portal(*other, c.id) : 0));
        }
        for (std::size_t k = 0; k < s.cells.size(); ++k)
            if (k != i) r.visible_cells.push_back(out.area.cell_id(k));
        out.area.cells.push_back(std::move(r));
    }
}

void add_building(const scene::Scene& s, std::size_t k, std::uint32_t id, const GfxObjSpec& g,
                  SceneDat& out) {
    const scene::Object& o = s.objects[k];
    dat::BuildingInfo b;
    b.model_id = id;
    b.frame = dat_frame(o.position, o.yaw_deg);
    b.num_leaves = count_leaves(g.physics_bsp);
    for (const physics::BuildingPortalDesc& p : scene::building_portals(s, k)) {
        std::vector<std::uint16_t> stabs;
        for (std::uint32_t c : p.stab_list_external)
            stabs.push_back(static_cast<std::uint16_t>(out.cell_ids.at(c) & 0xFFFFu));
        b.portals.push_back(building_portal(
            0, static_cast<std::uint16_t>(out.cell_ids.at(p.other_cell_external) & 0xFFFFu),
            p.other_portal_id, stabs));
    }
    out.area.info.buildings.push_back(std::move(b));
}

void add_object(const scene::Scene& s, std::size_t k, SceneDat& out) {
    const scene::Object& o = s.objects[k];
    const auto index = static_cast<std::uint32_t>(k);
    const dat::DatFrame frame = dat_frame(o.position, o.yaw_deg);
    std::uint32_t id = 0;
    switch (o.kind) {
    case scene::ObjectKind::Box:
    case scene::ObjectKind::Mesh: {
        id = kGfxBase + index;
        const physics::MeshInput mesh = o.kind == scene::ObjectKind::Box
                                            ? box_mesh(o.half_extents)
                                            : to_mesh_input(s.meshes.at(o.mesh));
        const GfxObjSpec g = gfx_obj_from_mesh(id, mesh);
        out.area.portal.add(id, gfx_obj_record(g));
        if (o.kind == scene::ObjectKind::Mesh && o.building)
            add_building(s, k, id, g, out);
        else
            out.area.info.objects.push_back(dat::DatStab{id, frame});
        break;
    }
    case scene::ObjectKind::Sphere:
    case scene::ObjectKind::CylSphere: {
        id = kSetupBase + index;
        dat::SetupRecord st = simple_setup(id, {});
        if (o.kind == scene::ObjectKind::Sphere)
            st.spheres.push_back(dat::DatSphere{glm::vec3(0.0f), o.radius});
        else
            st.cylspheres.push_back(dat::DatCylSphere{glm::vec3(0.0f), o.radius, o.height});
        st.radius = o.radius;
        st.height = o.height;
        out.area.portal.add(id, encode_setup(st));
        out.area.info.objects.push_back(dat::DatStab{id, frame});
        break;
    }
    case scene::ObjectKind::Creature:
        break;
    }
    out.record_of[o.id] = id;
}

std::uint32_t remap_cell(const SceneDat& out, std::uint32_t id) {
    auto it = out.cell_ids.find(id);
    return it != out.cell_ids.end() ? it->second : id;
}

} // namespace

SceneDat scene_to_dat(const scene::Scene& s,
                      const std::function<void(SyntheticArea&)>& before_finish,
                      const SceneDatOptions& options) {
    SceneDat out;
    out.area.base_z = s.ground ? s.ground->z : 0.0f;
    add_cells(s, options, out);
    out.extras = s;
    out.extras.ground.reset();
    out.extras.terrain.reset();
    out.extras.cells.clear();
    out.extras.objects.clear();
    for (std::size_t k = 0; k < s.objects.size(); ++k) {
        const scene::Object& o = s.objects[k];
        // What a static stab cannot be: creatures, ethereal objects, crowd members.
        if (o.creature || o.ethereal || o.crowd >= 0 || o.kind == scene::ObjectKind::Creature)
            out.extras.objects.push_back(o);
        else
            add_object(s, k, out);
    }
    if (out.extras.player.cell) out.extras.player.cell = remap_cell(out, *out.extras.player.cell);
    for (scene::Check& c : out.extras.checks) {
        c.cell = remap_cell(out, c.cell);
        if (c.while_player_in) c.while_player_in = remap_cell(out, *c.while_player_in);
    }
    if (before_finish) before_finish(out.area);
    out.area.finish();
    return out;
}

} // namespace sweeplab::test::datw
