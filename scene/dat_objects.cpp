// The static objects and buildings of a DAT world. A stab names a GfxObj (0x01......) or a
// Setup (0x02......); retail turns either into a CPhysicsObj whose CPartArray holds one
// CPhysicsPart per part, and CPhysicsObj::FindObjCollisions @ 0x0050F050 tests it with the
// parts' physics BSPs when the part array has any (CPartArray::CacheHasPhysicsBSP sets
// HAS_PHYSICS_BSP), else with the Setup's cylspheres, else with its spheres.
//
// physics::ShadowRegistry holds one BSP per object, so a Setup's parts become one shadow
// object each, every part at its Default placement frame (CPartArray::SetPlacementFrame,
// key 0) composed with the stab's frame (docs/divergences.md, "DAT worlds").
#include <string>

#include "scene/dat_world_detail.h"

namespace sweeplab::scene::dat_detail {

namespace {

constexpr std::uint32_t kGfxObjType = 0x01u;
constexpr std::uint32_t kSetupType = 0x02u;

// Frame::combine: the child frame (in the parent's space) in the parent's space's parent.
physics::Frame combine(const physics::Frame& parent, const dat::DatFrame& child) {
    return physics::Frame{parent.local_to_global(child.origin),
                          parent.orientation * child.orientation};
}

// Appends an object description; its physics id is its index from kDatObjectIdBase.
DatObjectDesc& new_object(BuildContext& ctx, std::uint32_t record, std::uint32_t landblock,
                          std::uint32_t cell, const physics::Frame& frame) {
    DatObjectDesc& o = ctx.desc.objects.emplace_back();
    o.record_id = record;
    o.landblock = landblock;
    o.cell = cell;
    o.frame = frame;
    return o;
}

std::uint32_t id_of_last(const BuildContext& ctx) {
    return kDatObjectIdBase + static_cast<std::uint32_t>(ctx.desc.objects.size() - 1);
}

physics::ObjectDesc static_object(std::uint32_t id, const physics::Frame& frame, float scale) {
    physics::ObjectDesc d;
    d.id = id;
    d.pos.frame = frame;
    d.scale = scale;
    d.state = physics::PhysicsState::Static;
    return d;
}

// One GfxObj part (a GfxObj stab, a Setup part, a building shell): its drawing polygons and,
// with a physics BSP, the object the physics tests. Returns the shadow object when it has
// a BSP and `register_it` (buildings register their shell through add_building).
std::optional<physics::ObjectDesc> add_part(BuildContext& ctx, std::uint32_t record,
                                            std::uint32_t gfx_id, std::int32_t part,
                                            std::uint32_t landblock, std::uint32_t cell,
                                            const physics::Frame& frame, float scale,
                                            bool register_it, const dat::RecordName& who) {
    const GfxObjEntry& g = ctx.gfx_obj(gfx_id, who);
    DatObjectDesc& o = new_object(ctx, record, landblock, cell, frame);
    o.gfx_obj_id = gfx_id;
    o.part = part;
    o.scale = scale;
    append_mesh(o.mesh, g.record.drawing_polygons, g.record.vertices, frame, scale, {});
    if (g.bsp == nullptr) return std::nullopt;
    o.shape = DatShape::Bsp;
    o.object_id = id_of_last(ctx);
    physics::ObjectDesc d = static_object(o.object_id, frame, scale);
    d.bsp = g.bsp;
    if (register_it) ctx.world.add_object(d);
    return d;
}

bool any_part_has_bsp(BuildContext& ctx, const dat::SetupRecord& s, const dat::RecordName& who) {
    for (std::uint32_t part : s.parts)
        if (ctx.gfx_obj(part, who).bsp != nullptr) return true;
    return false;
}

// Where part i sits: the Default placement frame's entry (identity when the Setup has no
// Default placement or it lists fewer frames, as CPartArray leaves such a part unmoved).
physics::Frame part_frame(const dat::SetupRecord& s, std::size_t i, const physics::Frame& obj) {
    const dat::PlacementFrame* pf = s.default_placement();
    if (pf == nullptr || i >= pf->frames.size()) return obj;
    return combine(obj, pf->frames[i]);
}

// A Setup stab: its parts as drawn and, per FindObjCollisions' order, the parts' BSPs, or
// the Setup's cylspheres, or its spheres. `owner` names the record holding the stab.
void add_setup(BuildContext& ctx, std::uint32_t id, std::uint32_t landblock, std::uint32_t cell,
               const physics::Frame& frame, const dat::RecordName& owner) {
    const dat::SetupRecord& s = ctx.setup(id, owner);
    const dat::RecordName self = ctx.portal_name(id, "Setup");
    const bool bsp = any_part_has_bsp(ctx, s, self);
    for (std::size_t i = 0; i < s.parts.size(); ++i) {
        // CPhysicsPart::find_obj_collisions scales the sphere path by gfxobj_scale.z.
        const float scale = s.part_scale(i).z;
        if (bsp) {
            add_part(ctx, id, s.parts[i], static_cast<std::int32_t>(i), landblock, cell,
                     part_frame(s, i, frame), scale, true, self);
        } else {
            // Drawn only: retail never looks at a part without HAS_PHYSICS_BSP.
            const GfxObjEntry& g = ctx.gfx_obj(s.parts[i], self);
            const physics::Frame pf = part_frame(s, i, frame);
            DatObjectDesc& o = new_object(ctx, id, landblock, cell, pf);
            o.gfx_obj_id = s.parts[i];
            o.part = static_cast<std::int32_t>(i);
            o.scale = scale;
            append_mesh(o.mesh, g.record.drawing_polygons, g.record.vertices, pf, scale, {});
        }
    }
    if (bsp || (s.cylspheres.empty() && s.spheres.empty())) return;
    // CPartArray::GetCylSphere / GetSphere: the Setup's shapes in the object's frame.
    DatObjectDesc& o = new_object(ctx, id, landblock, cell, frame);
    o.object_id = id_of_last(ctx);
    physics::ObjectDesc d = static_object(o.object_id, frame, 1.0f);
    if (!s.cylspheres.empty()) {
        o.shape = DatShape::CylSpheres;
        for (const dat::DatCylSphere& c : s.cylspheres)
            o.cylspheres.push_back(physics::CylSphereShape{c.low_point, c.radius, c.height});
        d.cylspheres = o.cylspheres;
    } else {
        o.shape = DatShape::Spheres;
        for (const dat::DatSphere& sp : s.spheres)
            o.spheres.push_back(physics::Sphere{sp.center, sp.radius});
        d.spheres = o.spheres;
    }
    ctx.world.add_object(d);
}

[[noreturn]] void not_a_model(const dat::RecordName& owner, const std::string& what,
                              std::uint32_t id) {
    throw dat::DatError(owner.file, owner.where(),
                        what + " names " + dat::hex32(id) +
                            ", neither a GfxObj (0x01......) nor a Setup (0x02......)");
}

} // namespace

void add_stab(BuildContext& ctx, const dat::DatStab& stab, std::uint32_t landblock,
              std::uint32_t cell, const dat::RecordName& owner, std::size_t index) {
    const physics::Frame frame = ctx.to_world(landblock, stab.frame);
    switch (stab.id >> 24u) {
    case kGfxObjType:
        add_part(ctx, stab.id, stab.id, -1, landblock, cell, frame, 1.0f, true, owner);
        return;
    case kSetupType:
        add_setup(ctx, stab.id, landblock, cell, frame, owner);
        return;
    default:
        not_a_model(owner, "object " + std::to_string(index), stab.id);
    }
}

void add_building(BuildContext& ctx, const dat::BuildingInfo& b, std::uint32_t landblock,
                  const dat::RecordName& owner, std::size_t index) {
    const physics::Frame frame = ctx.to_world(landblock, b.frame);
    const auto building_index = static_cast<std::int32_t>(ctx.desc.buildings.size());
    // The shell: the GfxObj, or the Setup's first part with a physics BSP (its other parts
    // with one stand beside it as static objects; a retail building model is one GfxObj).
    std::optional<physics::ObjectDesc> shell;
    std::uint32_t shell_object = 0;
    switch (b.model_id >> 24u) {
    case kGfxObjType:
        shell = add_part(ctx, b.model_id, b.model_id, -1, landblock, 0, frame, 1.0f, false, owner);
        shell_object = static_cast<std::uint32_t>(ctx.desc.objects.size() - 1);
        break;
    case kSetupType: {
        const dat::SetupRecord& s = ctx.setup(b.model_id, owner);
        const dat::RecordName self = ctx.portal_name(b.model_id, "Setup");
        bool have_shell = false;
        for (std::size_t i = 0; i < s.parts.size(); ++i) {
            const bool first_bsp = !have_shell && ctx.gfx_obj(s.parts[i], self).bsp != nullptr;
            auto part =
                add_part(ctx, b.model_id, s.parts[i], static_cast<std::int32_t>(i), landblock, 0,
                         part_frame(s, i, frame), s.part_scale(i).z, !first_bsp, self);
            if (first_bsp) {
                shell = part;
                shell_object = static_cast<std::uint32_t>(ctx.desc.objects.size() - 1);
                have_shell = true;
            }
        }
        if (!have_shell) shell_object = static_cast<std::uint32_t>(ctx.desc.objects.size());
        break;
    }
    default:
        not_a_model(owner, "building " + std::to_string(index), b.model_id);
    }
    if (!shell) {
        // No BSP: the shell never collides, and its portals still lead in.
        if (shell_object >= ctx.desc.objects.size())
            new_object(ctx, b.model_id, landblock, 0, frame);
        DatObjectDesc& o = ctx.desc.objects[shell_object];
        o.object_id = kDatObjectIdBase + shell_object;
        shell = static_object(o.object_id, o.frame, o.scale);
    }
    ctx.desc.objects[shell_object].building = building_index;
    physics::BuildingDesc desc;
    desc.shell = *shell;
    DatBuildingDesc bd;
    bd.model_id = b.model_id;
    bd.landblock = landblock;
    bd.object = shell_object;
    bd.num_leaves = b.num_leaves;
    // CBldPortal: other_cell_id is already the full id (landblock << 16 | stored u16).
    for (const dat::BuildingPortal& p : b.portals) {
        physics::BuildingPortalDesc pd;
        pd.other_cell_external = p.other_cell_id;
        pd.other_portal_id = p.other_portal_id;
        pd.exact_match = p.exact_match;
        pd.portal_side = p.portal_side;
        pd.stab_list_external = p.stab_list;
        desc.portals.push_back(std::move(pd));
        bd.portal_cells.push_back(p.other_cell_id);
    }
    bd.index = ctx.world.add_building(desc);
    ctx.desc.buildings.push_back(std::move(bd));
}

} // namespace sweeplab::scene::dat_detail
