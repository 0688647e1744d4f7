// The server's world objects in a DAT place (docs/world-objects.md, "The objects in the
// places"): every spawn row of each loaded landblock, its weenie's Setup as its shape, placed
// one after another as the server places them when the landblock loads (physics/world/
// enter_world.h), each then filed into the world as a dynamic object so the next one meets it.
// Rows in database order, link children after the others (ACE spawns them from their parent).
#include <algorithm>
#include <cstdio>

#include <glm/geometric.hpp>

#include "dat/records/lookup.h"
#include "physics/reading/ace_readings.h"
#include "physics/world/enter_world.h"
#include "scene/dat_world_detail.h"
#include "scene/motion_tables.h"
#include "scene/world_creature.h"
#include "worlddata/world_data.h"

namespace sweeplab::scene::dat_detail {

namespace {

// ACE's WeenieType numbers (ACE.Entity/Enum/WeenieType.cs).
constexpr std::int32_t kCreature = 10, kAdmin = 11, kVendor = 12, kCorpse = 14, kCow = 15,
                       kDoor = 19, kSentinel = 41, kStorage = 57, kGamePiece = 61, kPet = 69,
                       kCombatPet = 71;
// CPartArray::SetPlacementFrame(0x65): the Resting frame, else Default.
constexpr std::uint32_t kResting = 0x65;
// PhysicsGlobals.DefaultState (= retail's CPhysicsObj 0x400C08) for a weenie without one.
constexpr std::uint32_t kDefaultState = 0x400C08u;

bool is_creature_type(std::int32_t t) {
    return t == kCreature || t == kAdmin || t == kVendor || t == kCow || t == kSentinel ||
           t == kGamePiece || t == kPet || t == kCombatPet;
}

std::string hex(std::uint32_t v) {
    char b[16];
    std::snprintf(b, sizeof b, "0x%08X", v);
    return b;
}

// The full retail id of an internal cell (land ids are retail's own).
std::uint32_t full_id(const physics::World& w, std::uint32_t internal) {
    return physics::is_indoor_cell(internal) ? w.external_cell_id(internal) : internal;
}

// The weenie-derived physics of one row.
struct RowShape {
    const dat::SetupRecord* setup = nullptr;
    physics::PlacementObject placement;
    bool any_bsp = false;
};

} // namespace

physics::Frame part_frame_in(const dat::SetupRecord& s, std::size_t i, const physics::Frame& obj,
                             float scale, std::uint32_t placement_key) {
    const dat::PlacementFrame* pf = s.placement(placement_key);
    if (pf == nullptr) pf = s.default_placement();
    if (pf == nullptr || i >= pf->frames.size()) return obj;
    // Frame::combine with the part array's scale: the AFrame's origin scaled, then placed.
    const dat::DatFrame& f = pf->frames[i];
    return physics::Frame{obj.local_to_global(f.origin * scale), obj.orientation * f.orientation};
}

namespace {

class WorldObjectPlacer {
  public:
    WorldObjectPlacer(BuildContext& ctx, const worlddata::WorldData& data,
                      const DatWorldRequest& req)
        : ctx_(ctx), data_(data), req_(req), enter_(ctx.world), tables_(ctx.portal_file) {}

    void place_block(const LoadedBlock& block) {
        const worlddata::LandblockSpawns* lb = data_.landblock(block.id);
        if (lb == nullptr) return;
        dungeon_cells_.clear();
        if (block.has_info && block.info.num_cells > 0 && block.info.buildings.empty())
            for (std::uint32_t i = 0; i < block.info.num_cells; ++i)
                if (const std::uint32_t id =
                        ctx_.world.internal_cell_id((block.id << 16u) | (0x100u + i)))
                    dungeon_cells_.push_back(id);
        for (const bool children : {false, true})
            for (const worlddata::SpawnRow& row : lb->rows)
                if (row.link_child == children) place_row(block.id, row);
    }

  private:
    RowShape shape_of(const worlddata::Weenie* w, WorldObjectDesc& o) {
        RowShape s;
        physics::PhysicsObjDesc& d = s.placement.desc;
        d.id = o.guid;
        if (w == nullptr) {
            o.no_weenie = true;
            o.state = static_cast<physics::PhysicsState>(kDefaultState);
        } else {
            o.weenie_type = w->type;
            o.name = !w->name.empty() ? w->name : w->class_name;
            o.scale = w->default_scale.value_or(1.0f);
            if (!(o.scale > 0.0f) || !std::isfinite(o.scale)) o.scale = 1.0f;
            o.generator = w->generator;
            o.creature = is_creature_type(w->type);
            o.door = w->type == kDoor;
            std::uint32_t state = w->physics_state.value_or(kDefaultState);
            // CalculatedPhysicsState: PropertyBool Ethereal overrides the bit; an open door
            // is ethereal (ACE Door.cs).
            const bool ethereal =
                w->ethereal.value_or((state & 0x4u) != 0) || (o.door && w->open.value_or(false));
            state = ethereal ? (state | 0x4u) : (state & ~0x4u);
            o.state = static_cast<physics::PhysicsState>(state);
            o.ethereal = ethereal;
            d.has_weenie = true;
            d.is_creature = o.creature;
            s.placement.force_into_cell = w->type == kStorage || w->type == kCorpse;
            if (w->setup) {
                o.setup = *w->setup;
                try {
                    s.setup = &ctx_.setup(*w->setup, dat::RecordName{"world", o.guid, "spawn"});
                } catch (const dat::DatError& e) {
                    ctx_.desc.warnings.push_back("world: " + hex(o.guid) + " " + o.name +
                                                 ": its Setup is not usable (" + e.what() +
                                                 "); placed without a shape");
                }
            }
            if (s.setup == nullptr) o.no_setup = true;
            if (o.creature) motion_of(*w, s, o);
        }
        d.state = o.state;
        d.scale = o.scale;
        if (s.setup != nullptr) {
            // CPartArray::GetStepUp/DownHeight: the Setup's, times the part array's scale.
            d.step_up_height = s.setup->step_up_height * o.scale;
            d.step_down_height = s.setup->step_down_height * o.scale;
            for (const dat::DatSphere& sp : s.setup->spheres)
                s.placement.spheres.push_back(physics::Sphere{sp.center, sp.radius});
            for (std::uint32_t part : s.setup->parts)
                s.any_bsp |= ctx_.gfx_obj(part, ctx_.portal_name(o.setup, "Setup")).bsp != nullptr;
        }
        return s;
    }

    // A creature's motion table (the weenie's, else its Setup's default) read into the
    // place's tables, and its monster figures.
    void motion_of(const worlddata::Weenie& w, const RowShape& s, WorldObjectDesc& o) {
        o.visual_awareness = w.visual_awareness;
        o.home_radius = w.home_radius;
        o.run_skill = run_skill(w, skill_table());
        o.motion_table = w.motion_table.value_or(s.setup != nullptr ? s.setup->default_motion_table
                                                                    : std::uint32_t{0});
        if (o.motion_table == 0 || ctx_.desc.motion_tables.contains(o.motion_table) ||
            !ctx_.portal_file.contains(o.motion_table))
            return;
        try {
            ctx_.desc.motion_tables.emplace(o.motion_table, tables_.get(o.motion_table));
        } catch (const dat::DatError& e) {
            ctx_.desc.warnings.push_back("world: " + hex(o.guid) + " " + o.name +
                                         ": its MotionTable is not usable (" + e.what() +
                                         "); it cannot chase");
            o.motion_table = 0;
        }
    }

    // The portal file's SkillTable, read once (null when the files have none; a malformed
    // one is a warning and none).
    const dat::SkillTableRecord* skill_table() {
        if (!skills_read_) {
            skills_read_ = true;
            if (ctx_.portal_file.contains(dat::kSkillTableId)) {
                try {
                    skills_ = dat::read_record<dat::SkillTableRecord>(ctx_.portal_file,
                                                                      dat::kSkillTableId);
                } catch (const dat::DatError& e) {
                    ctx_.desc.warnings.push_back(std::string("world: the SkillTable is not "
                                                             "usable (") +
                                                 e.what() + "); run skills without attributes");
                }
            }
        }
        return skills_ ? &*skills_ : nullptr;
    }

    void place_row(std::uint32_t lb, const worlddata::SpawnRow& row) {
        WorldObjectDesc o;
        o.guid = row.guid;
        o.wcid = row.wcid;
        o.landblock = lb;
        o.saved_cell = row.pos.cell;
        o.saved_origin = row.pos.origin;
        o.saved_angles = row.pos.angles;
        o.link_child = row.link_child;
        o.file = row.source.file;
        o.line = row.source.line;
        const RowShape shape = shape_of(data_.weenie(row.wcid), o);
        o.spheres = shape.placement.spheres;
        o.step_up_height = shape.placement.desc.step_up_height;
        o.step_down_height = shape.placement.desc.step_down_height;
        glm::quat q = row.pos.angles;
        if (!(glm::length(q) > 1e-6f) || !std::isfinite(glm::length(q))) q = glm::quat(1, 0, 0, 0);
        o.saved_frame = physics::Frame{row.pos.origin + ctx_.offset(lb), glm::normalize(q)};

        physics::Position pos;
        pos.frame = o.saved_frame;
        const std::uint32_t low = row.pos.cell & 0xFFFFu;
        if (low < 0x100u) {
            // Outdoors, cell 0xXXYY0000 too: the land cell of x and y.
            const physics::LandCell* land =
                ctx_.world.land_cell_at(pos.frame.origin.x, pos.frame.origin.y);
            pos.objcell_id = land != nullptr ? land->id : 0u;
        } else {
            pos.objcell_id = ctx_.world.internal_cell_id(row.pos.cell);
        }
        if (req_.spawn_reading.has(physics::ReadingSwitch::AceAdjustDungeonCells) &&
            !dungeon_cells_.empty())
            if (const std::uint32_t id =
                    physics::ace_adjust_dungeon_cell(ctx_.world, dungeon_cells_, pos.frame.origin))
                pos.objcell_id = id;

        const physics::EnterWorldResult r =
            pos.objcell_id == 0 ? physics::EnterWorldResult{}
                                : enter_.enter_world(shape.placement, pos, req_.spawn_reading);
        o.adjusted_cell = r.adjusted_cell != 0 ? full_id(ctx_.world, r.adjusted_cell) : 0u;
        if (req_.spawn_observer != nullptr) {
            // Told before anything below changes the world (the row is not filed yet).
            o.placed_cell = r.entered() ? full_id(ctx_.world, r.pos.objcell_id) : 0u;
            req_.spawn_observer->placed(
                SpawnPlacement{ctx_.world, enter_, shape.placement, pos, r, req_.spawn_reading}, o);
        }
        if (pos.objcell_id == 0 || !r.entered()) {
            o.outcome = SpawnOutcome::Dropped;
            if (pos.objcell_id == 0)
                o.why = "its cell " + hex(row.pos.cell) + " is not in the loaded DAT place";
            else if (r.lost_cell)
                o.why = "no cell holds it (AdjustPosition: neither the cell, its visible cells "
                        "nor the land)";
            else if (r.left_landblock)
                o.why = "placement moved it into another landblock (ace.spawn_landblock_drop)";
            else
                o.why = "no valid position within placement's 4 m rings (SetPosition error " +
                        std::to_string(static_cast<int>(r.error)) + ")";
            ctx_.desc.world_objects.push_back(std::move(o));
            return;
        }
        o.placed_frame = r.pos.frame;
        o.placed_cell = full_id(ctx_.world, r.pos.objcell_id);
        o.moved = glm::length(r.pos.frame.origin - o.saved_frame.origin);
        o.outcome = r.forced          ? SpawnOutcome::Forced
                    : o.moved > 0.05f ? SpawnOutcome::Moved
                                      : SpawnOutcome::Placed;
        const auto index = static_cast<std::int32_t>(ctx_.desc.world_objects.size());
        file_obstacle(o, shape, r.pos, index);
        ctx_.desc.world_objects.push_back(std::move(o));
    }

    // The object as an obstacle where it stands (FindObjCollisions' order: the parts' BSPs
    // when any has one, else the cylspheres, else the spheres), and its drawing entries.
    void file_obstacle(const WorldObjectDesc& o, const RowShape& shape, const physics::Position& at,
                       std::int32_t index) {
        physics::ObjectDesc d;
        d.id = o.guid;
        d.pos = at;
        d.state = o.state;
        d.creature = o.creature;
        const dat::SetupRecord* s = shape.setup;
        if (s == nullptr) {
            // No shape: nothing blocks; a marker is drawn where it stands.
            DatObjectDesc& m = draw_entry(o, at.frame, index);
            m.shape = DatShape::Spheres;
            m.spheres.push_back(physics::Sphere{physics::kDummySphere.center, 0.25f});
            return;
        }
        const dat::RecordName self = ctx_.portal_name(o.setup, "Setup");
        for (std::size_t i = 0; i < s->parts.size(); ++i) {
            const GfxObjEntry& g = ctx_.gfx_obj(s->parts[i], self);
            const physics::Frame pf = part_frame_in(*s, i, at.frame, o.scale, kResting);
            const float part_scale = s->part_scale(i).z * o.scale;
            DatObjectDesc& e = draw_entry(o, pf, index);
            e.gfx_obj_id = s->parts[i];
            e.part = static_cast<std::int32_t>(i);
            e.scale = part_scale;
            append_mesh(e.mesh, g.record.drawing_polygons, g.record.vertices, pf, part_scale, {});
            if (!shape.any_bsp || g.bsp == nullptr) continue;
            e.shape = DatShape::Bsp;
            e.object_id = o.guid;
            physics::ObjectDesc part = d;
            part.pos.frame = pf;
            part.scale = part_scale;
            part.bsp = g.bsp;
            ctx_.world.add_dynamic_object(part);
        }
        if (shape.any_bsp || (s->cylspheres.empty() && s->spheres.empty())) return;
        DatObjectDesc& e = draw_entry(o, at.frame, index);
        e.object_id = o.guid;
        if (!s->cylspheres.empty()) {
            e.shape = DatShape::CylSpheres;
            for (const dat::DatCylSphere& c : s->cylspheres)
                e.cylspheres.push_back(physics::CylSphereShape{
                    c.low_point * o.scale, c.radius * o.scale, c.height * o.scale});
            d.cylspheres = e.cylspheres;
        } else {
            e.shape = DatShape::Spheres;
            for (const dat::DatSphere& sp : s->spheres)
                e.spheres.push_back(physics::Sphere{sp.center * o.scale, sp.radius * o.scale});
            d.spheres = e.spheres;
        }
        ctx_.world.add_dynamic_object(d);
    }

    DatObjectDesc& draw_entry(const WorldObjectDesc& o, const physics::Frame& frame,
                              std::int32_t index) {
        DatObjectDesc& e = ctx_.desc.objects.emplace_back();
        e.record_id = o.setup;
        e.landblock = o.landblock;
        e.frame = frame;
        e.world_object = index;
        return e;
    }

    BuildContext& ctx_;
    const worlddata::WorldData& data_;
    const DatWorldRequest& req_;
    physics::EnterWorld enter_;
    MotionTableCache tables_;
    std::optional<dat::SkillTableRecord> skills_;
    bool skills_read_ = false;
    std::vector<std::uint32_t> dungeon_cells_;
};

} // namespace

void add_world_objects(BuildContext& ctx, const std::vector<LoadedBlock>& blocks,
                       const DatWorldRequest& req) {
    std::shared_ptr<const worlddata::WorldData> shared = req.world_data;
    if (!shared) {
        worlddata::WorldLoadOptions options;
        for (const LoadedBlock& b : blocks)
            options.landblocks.insert(b.id);
        shared = std::make_shared<const worlddata::WorldData>(
            worlddata::load_world_data(req.world, options));
    }
    const worlddata::WorldData& data = *shared;
    ctx.desc.world_files = data.files;
    WorldObjectPlacer placer(ctx, data, req);
    auto placed = [&](std::uint32_t id) {
        return req.spawn_landblocks.empty() ||
               std::find(req.spawn_landblocks.begin(), req.spawn_landblocks.end(), id) !=
                   req.spawn_landblocks.end();
    };
    // Room for every row's entries up front (a row is one to a few drawing entries): the
    // descriptions are large, and growing the vectors row by row copies them over and over.
    std::size_t rows = 0;
    for (const LoadedBlock& b : blocks)
        if (const worlddata::LandblockSpawns* lb = data.landblock(b.id); lb && placed(b.id))
            rows += lb->rows.size();
    ctx.desc.world_objects.reserve(ctx.desc.world_objects.size() + rows);
    ctx.desc.objects.reserve(ctx.desc.objects.size() + 2 * rows);
    for (const LoadedBlock& b : blocks)
        if (placed(b.id)) placer.place_block(b);
    // What the server would log: a weenie nobody defines, a spawn it does not place.
    for (const WorldObjectDesc& o : ctx.desc.world_objects) {
        if (o.no_weenie)
            ctx.desc.warnings.push_back("world: " + hex(o.guid) + " names weenie " +
                                        std::to_string(o.wcid) +
                                        ", which no world file defines: placed with retail's "
                                        "dummy sphere, no shape");
        if (o.outcome == SpawnOutcome::Dropped)
            ctx.desc.warnings.push_back("world: " + hex(o.guid) + " " + o.name + " (" +
                                        std::to_string(o.wcid) + ") is not spawned: " + o.why);
    }
}

} // namespace sweeplab::scene::dat_detail
