// The DAT world builder's driver: the area, the record caches, the order of the build
// (land, then each landblock's cells, stabs and buildings, then the scene's extras), and
// the description's look-ups.
#include "scene/dat_world_builder.h"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_set>

#include "dat/records/environment.h"
#include "dat/records/gfx_obj.h"
#include "dat/records/setup.h"
#include "scene/dat_trees.h"
#include "scene/dat_world_detail.h"
#include "scene/motion_tables.h"
#include "scene/world_builder.h"

namespace sweeplab::scene {

namespace dat_detail {

std::vector<std::byte> BuildContext::read_named(std::uint32_t id, const dat::RecordName& name,
                                                const dat::RecordName& who) const {
    const std::optional<dat::DirEntry> e = portal_file.find(id);
    if (!e)
        throw dat::DatError(who.file, who.where(),
                            name.type + " " + dat::hex32(id) + " is not in " + name.file);
    return portal_file.read_entry(*e, name.type);
}

const GfxObjEntry& BuildContext::gfx_obj(std::uint32_t id, const dat::RecordName& who) {
    auto it = gfx_objs_.find(id);
    if (it != gfx_objs_.end()) return *it->second;
    auto e = std::make_unique<GfxObjEntry>();
    const dat::RecordName name = portal_name(id, "GfxObj");
    const std::vector<std::byte> bytes = read_named(id, name, who);
    e->record = dat::parse_gfx_obj(bytes, name);
    if (e->record.has_physics() && !e->record.physics_bsp.empty())
        e->bsp = std::make_shared<const physics::PhysicsBsp>(
            to_physics_bsp(e->record.physics_bsp, e->record.physics_polygons, e->record.vertices));
    return *gfx_objs_.emplace(id, std::move(e)).first->second;
}

const dat::SetupRecord& BuildContext::setup(std::uint32_t id, const dat::RecordName& who) {
    auto it = setups_.find(id);
    if (it != setups_.end()) return *it->second;
    const dat::RecordName name = portal_name(id, "Setup");
    const std::vector<std::byte> bytes = read_named(id, name, who);
    auto s = std::make_unique<dat::SetupRecord>(dat::parse_setup(bytes, name));
    return *setups_.emplace(id, std::move(s)).first->second;
}

const dat::Environment& BuildContext::environment(std::uint32_t id, const dat::RecordName& who) {
    auto it = environments_.find(id);
    if (it != environments_.end()) return *it->second;
    const dat::RecordName name = portal_name(id, "Environment");
    const std::vector<std::byte> bytes = read_named(id, name, who);
    auto env = std::make_unique<dat::Environment>(dat::parse_environment(bytes, name));
    return *environments_.emplace(id, std::move(env)).first->second;
}

const CellStructEntry& BuildContext::cell_struct(std::uint32_t env_id, std::uint32_t index,
                                                 const dat::RecordName& who) {
    const std::uint64_t key = (static_cast<std::uint64_t>(env_id) << 32u) | index;
    auto it = cell_structs_.find(key);
    if (it != cell_structs_.end()) return *it->second;
    const dat::Environment& env = environment(env_id, who);
    const dat::CellStruct* cs = env.cell_struct(index);
    if (cs == nullptr)
        throw dat::DatError(who.file, who.where(),
                            "cell structure " + std::to_string(index) + " is past Environment " +
                                dat::hex32(env_id) + "'s " + std::to_string(env.cells.size()) +
                                " structures");
    auto e = std::make_unique<CellStructEntry>();
    e->cell_struct = cs;
    e->physics = to_physics_bsp(cs->physics_bsp, cs->physics_polygons, cs->vertices);
    e->cell = to_cell_bsp(cs->cell_bsp);
    if (!cs->vertices.vertices.empty()) {
        e->local_min = glm::vec3(1e30f);
        e->local_max = glm::vec3(-1e30f);
        for (const dat::DatVertex& v : cs->vertices.vertices) {
            e->local_min = glm::min(e->local_min, v.origin);
            e->local_max = glm::max(e->local_max, v.origin);
        }
    }
    return *cell_structs_.emplace(key, std::move(e)).first->second;
}

void add_cell_warnings(DatWorldDesc& desc, const std::vector<LoadedBlock>& blocks) {
    // The cells the land enters: a building's portal with a portal index (retail
    // CEnvCell::check_building_transit tests other_portal_id >= 0 first).
    std::unordered_set<std::uint32_t> entered;
    for (const LoadedBlock& block : blocks)
        for (const dat::BuildingInfo& b : block.info.buildings)
            for (const dat::BuildingPortal& p : b.portals)
                if (p.other_portal_id >= 0) entered.insert(p.other_cell_id);
    for (const DatCellDesc& c : desc.cells) {
        if (c.portals.empty()) {
            desc.warnings.push_back("cell " + dat::hex32(c.id) +
                                    " has no portals: a cell without portals holds nothing "
                                    "(retail CEnvCell::point_in_cell), so nothing can ever be "
                                    "in it");
            continue;
        }
        if (entered.count(c.id) != 0) continue;
        for (std::size_t k = 0; k < c.portals.size(); ++k) {
            if (!c.portals[k].to_outside) continue;
            desc.warnings.push_back(
                "cell " + dat::hex32(c.id) + " has an outside portal (portal " + std::to_string(k) +
                ") on no building: the land enters a cell only through a building's portals "
                "(retail CBuildingObj::find_building_transit_cells), so it cannot be entered "
                "from outdoors");
            break;
        }
    }
}

glm::vec3 BuildContext::offset(std::uint32_t landblock) const {
    const int dx =
        static_cast<int>(landblock >> 8u) - static_cast<int>(desc.origin_landblock >> 8u);
    const int dy =
        static_cast<int>(landblock & 0xFFu) - static_cast<int>(desc.origin_landblock & 0xFFu);
    return glm::vec3(192.0f * static_cast<float>(dx), 192.0f * static_cast<float>(dy), 0.0f);
}

physics::Frame BuildContext::to_world(std::uint32_t landblock, const dat::DatFrame& f) const {
    // The block offset is a pure translation: the world frame is the landblocks' own frame
    // moved by a multiple of 192 m.
    return physics::Frame{f.origin + offset(landblock), f.orientation};
}

} // namespace dat_detail

std::vector<std::uint32_t> dat_area(std::span<const std::uint32_t> landblocks, int radius) {
    if (landblocks.empty()) throw std::invalid_argument("dat: no landblocks to load");
    if (radius < 0) throw std::invalid_argument("dat: the radius is negative");
    std::vector<std::uint32_t> out;
    auto add = [&](std::uint32_t id) {
        if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
    };
    for (std::uint32_t lb : landblocks) {
        if (lb > 0xFFFFu || (lb >> 8u) > 0xFEu || (lb & 0xFFu) > 0xFEu)
            throw std::invalid_argument("dat: landblock " + dat::hex16(lb) +
                                        " is off the map (0xXXYY, XX and YY at most 0xFE)");
        add(lb);
    }
    const int r = std::min(radius, kMaxDatAreaBlocks);
    for (std::uint32_t lb : landblocks) {
        const int x0 = static_cast<int>(lb >> 8u), y0 = static_cast<int>(lb & 0xFFu);
        for (int x = x0 - r; x <= x0 + r; ++x)
            for (int y = y0 - r; y <= y0 + r; ++y)
                if (x >= 0 && y >= 0 && x <= 0xFE && y <= 0xFE)
                    add(static_cast<std::uint32_t>(x << 8 | y));
    }
    int min_x = 0xFF, min_y = 0xFF, max_x = 0, max_y = 0;
    for (std::uint32_t lb : out) {
        const int x = static_cast<int>(lb >> 8u), y = static_cast<int>(lb & 0xFFu);
        min_x = std::min(min_x, x), max_x = std::max(max_x, x);
        min_y = std::min(min_y, y), max_y = std::max(max_y, y);
    }
    if (max_x - min_x + 1 > kMaxDatAreaBlocks || max_y - min_y + 1 > kMaxDatAreaBlocks)
        throw std::invalid_argument("dat: the area spans " + std::to_string(max_x - min_x + 1) +
                                    " x " + std::to_string(max_y - min_y + 1) +
                                    " landblocks, at most " + std::to_string(kMaxDatAreaBlocks) +
                                    " a side");
    return out;
}

namespace {

// The motion tables a scene's crowds name (docs/scene-format.md, `crowd`), read once into the
// place's tables; one the portal file lacks or cannot read is that crowd's error.
void add_crowd_motion_tables(const dat::DatFile& portal, const Scene& scene, DatWorldDesc& desc) {
    MotionTableCache tables(portal);
    for (std::size_t i = 0; i < scene.crowds.size(); ++i) {
        const std::optional<std::uint32_t> id = scene.crowds[i].motion_table;
        if (!id || desc.motion_tables.contains(*id)) continue;
        const std::string where = "crowd[" + std::to_string(i) + "].motion_table: ";
        if (!portal.contains(*id))
            throw std::invalid_argument(where + "MotionTable " + dat::hex32(*id) +
                                        " is not in the portal file");
        try {
            desc.motion_tables.emplace(*id, tables.get(*id));
        } catch (const dat::DatError& e) {
            throw std::invalid_argument(where + e.what());
        }
    }
}

} // namespace

DatWorld build_dat_world(const dat::DatFolder& folder, const DatWorldRequest& req) {
    return build_dat_world(folder.cell, folder.portal, req);
}

DatWorld build_dat_world(const dat::DatFile& cell, const dat::DatFile& portal,
                         const DatWorldRequest& req) {
    const std::vector<std::uint32_t> area = dat_area(req.landblocks, req.radius);
    DatWorld out;
    out.world = std::make_unique<physics::World>();
    out.desc.origin_landblock = req.landblocks.front();
    dat_detail::BuildContext ctx(cell, portal, *out.world, out.desc);
    std::size_t requested = 0;
    for (std::uint32_t lb : area)
        requested +=
            std::find(req.landblocks.begin(), req.landblocks.end(), lb) != req.landblocks.end()
                ? 1u
                : 0u;
    const std::vector<dat_detail::LoadedBlock> blocks = dat_detail::load_land(ctx, area, requested);
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        const dat_detail::LoadedBlock& block = blocks[b];
        DatLandblockDesc& lbd = out.desc.landblocks[b];
        if (!block.has_info) continue;
        dat_detail::add_cells(ctx, block);
        const dat::RecordName owner = ctx.cell_name(block.info.id, "LandBlockInfo");
        lbd.first_object = static_cast<std::uint32_t>(out.desc.objects.size());
        for (std::size_t i = 0; i < block.info.objects.size(); ++i)
            dat_detail::add_stab(ctx, block.info.objects[i], block.id, 0, owner, i);
        lbd.object_count = static_cast<std::uint32_t>(out.desc.objects.size()) - lbd.first_object;
        lbd.first_building = static_cast<std::uint32_t>(out.desc.buildings.size());
        for (std::size_t i = 0; i < block.info.buildings.size(); ++i)
            dat_detail::add_building(ctx, block.info.buildings[i], block.id, owner, i);
        lbd.building_count =
            static_cast<std::uint32_t>(out.desc.buildings.size()) - lbd.first_building;
    }
    dat_detail::add_cell_warnings(out.desc, blocks);
    if (req.extras != nullptr)
        if (auto err = add_scene_content(*out.world, *req.extras))
            throw std::invalid_argument(*err);
    out.world->finalize();
    // The internal ids exist now (cells were added in description order).
    for (DatCellDesc& c : out.desc.cells)
        c.internal_id = out.world->internal_cell_id(c.id);
    // The server's objects, placed into the finished world one after another.
    if (!req.world.empty() || req.world_data) dat_detail::add_world_objects(ctx, blocks, req);
    if (req.extras != nullptr) add_crowd_motion_tables(portal, *req.extras, out.desc);
    return out;
}

const WorldObjectDesc* DatWorldDesc::world_object(std::uint32_t guid) const {
    for (const WorldObjectDesc& w : world_objects)
        if (w.guid == guid && w.outcome != SpawnOutcome::Dropped) return &w;
    return nullptr;
}

const DatLandblockDesc* DatWorldDesc::landblock(std::uint32_t id) const {
    for (const DatLandblockDesc& l : landblocks)
        if (l.id == id) return &l;
    return nullptr;
}

const DatCellDesc* DatWorldDesc::cell(std::uint32_t full_id) const {
    // Cells are added landblock by landblock in id order.
    auto it = std::find_if(cells.begin(), cells.end(),
                           [&](const DatCellDesc& c) { return c.id == full_id; });
    return it != cells.end() ? &*it : nullptr;
}

const DatCellDesc* DatWorldDesc::cell_by_internal(std::uint32_t internal_id) const {
    auto it = std::find_if(cells.begin(), cells.end(),
                           [&](const DatCellDesc& c) { return c.internal_id == internal_id; });
    return it != cells.end() && internal_id != 0 ? &*it : nullptr;
}

const DatObjectDesc* DatWorldDesc::object(std::uint32_t object_id) const {
    if (object_id < kDatObjectIdBase) return nullptr;
    const std::uint32_t k = object_id - kDatObjectIdBase;
    if (k >= objects.size() || objects[k].object_id != object_id) return nullptr;
    return &objects[k];
}

} // namespace sweeplab::scene
