// One landblock's rows judged (spawns/spawn_judge.h; docs/spawns.md, "Kinds").
#include "spawns/spawn_judge.h"

#include "spawns/spawn_chase.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <glm/geometric.hpp>

#include "dat/dat_folder.h"
#include "physics/transition/transition_arena.h"
#include "physics/world/surface_below.h"
#include "physics/world/trace.h"
#include "scene/dat_world_builder.h"
#include "scene/location.h"
#include "sim/hit_record.h"
#include "spawns/spawn_destination.h"
#include "spawns/spawn_overlap.h"
#include "spawns/spawn_shape.h"
#include "worlddata/weenie_types.h"

namespace sweeplab::spawns {

namespace {

std::string hex8(std::uint32_t v) {
    char b[16];
    std::snprintf(b, sizeof b, "0x%08X", v);
    return b;
}

std::string metres(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%.3f m", v);
    return b;
}

// What a row's placement met at its saved spot: recorded before the row is filed, by a second
// placement at that spot alone (no ring search), with the sub-step trace on.
struct RowProbe {
    bool probed = false;
    bool collided = false; // the spot itself is refused
    physics::TracedPolygon polygon;
    std::uint32_t object = 0;
    bool environment = false;
    bool land = false; // the overlap search found the terrain
};

// The first BSP polygon the trace saw: a sub-step's, else the pending notes'.
physics::TracedPolygon first_polygon(const physics::FrameTrace& t) {
    for (std::uint32_t i = 0; i < t.count && i < physics::FrameTrace::kCapacity; ++i)
        if (t.steps[i].collide_polygon.valid()) return t.steps[i].collide_polygon;
    return t.pending.collide;
}

class HitRecorder final : public scene::SpawnObserver {
  public:
    explicit HitRecorder(physics::FrameTrace& trace) : trace_(trace) {}
    std::vector<RowProbe> probes;

    void placed(const scene::SpawnPlacement& p, const scene::WorldObjectDesc&) override {
        RowProbe probe;
        const physics::EnterWorldResult& r = p.result;
        const bool moved = r.entered() && !r.forced &&
                           glm::length(r.pos.frame.origin - p.saved.frame.origin) > kMovedLimit;
        const bool refused = !r.entered() && !r.lost_cell && p.saved.objcell_id != 0;
        if (moved || refused) {
            trace_.clear();
            const physics::EnterWorldResult at = p.enter.set_position(
                p.object, p.saved, static_cast<std::uint32_t>(physics::SetPositionFlag::Placement),
                p.reading, &trace_);
            probe.probed = true;
            probe.collided = !at.entered();
            probe.polygon = first_polygon(trace_);
            probe.object = at.hit_object;
            probe.environment = at.hit_environment;
            if (probe.collided && !probe.polygon.valid() && probe.object == 0) {
                // The transition named nothing (a static object's solid test, the land):
                // what the placement spheres overlap there.
                std::vector<physics::Sphere> spheres;
                const float scale = p.object.spheres.empty() ? 1.0f : p.object.desc.scale;
                for (const physics::Sphere& s :
                     p.object.spheres.empty() ? std::vector<physics::Sphere>{physics::kDummySphere}
                                              : p.object.spheres)
                    spheres.push_back(physics::Sphere{
                        p.saved.frame.local_to_global(s.center * scale), s.radius * scale});
                const Overlap o =
                    find_overlap(p.world, spheres, p.object.desc.id,
                                 at.adjusted_cell != 0 ? at.adjusted_cell : p.saved.objcell_id);
                probe.polygon = o.polygon;
                probe.object = o.object;
                probe.land = o.land;
            }
        }
        probes.push_back(probe);
    }

  private:
    physics::FrameTrace& trace_;
};

// The hit record of a probe, "" when the spot was clear.
std::string hit_text(const scene::DatWorldDesc& desc, const physics::World& world,
                     const RowProbe& p, const glm::vec3& saved) {
    if (!p.probed || !p.collided) return "";
    if (p.polygon.valid()) return app::polygon_record(&desc, world, p.polygon);
    if (p.object != 0) return app::object_record(&desc, world, p.object);
    if (p.land) return app::land_record(world, saved);
    return p.environment ? "the environment" : "";
}

SpawnLine base_line(const scene::WorldObjectDesc& o) {
    SpawnLine l;
    l.guid = o.guid;
    l.wcid = o.wcid;
    l.name = o.name;
    l.type = o.no_weenie ? std::string() : worlddata::weenie_type_name(o.weenie_type);
    l.setup = o.setup;
    l.landblock = o.landblock;
    l.saved = SpawnPos{o.saved_cell, o.saved_origin, o.saved_angles};
    return l; // teleloc: when the line is written (most rows give none)
}

SkipReason skip_reason(const scene::WorldObjectDesc& o) {
    if (o.generator) return SkipReason::Generator;
    if (o.ethereal) return SkipReason::Ethereal;
    if (o.outcome == scene::SpawnOutcome::Forced) return SkipReason::ForcedIntoCell;
    return SkipReason::None;
}

void count(SpawnSummary& c, SpawnKind k) {
    if (is_finding(k)) c.findings[static_cast<std::size_t>(k)] += 1;
}

} // namespace

std::string changed_columns(const SpawnPos& saved, const SpawnPos& to) {
    std::string set;
    auto column = [&](const char* name, const std::string& value) {
        if (!set.empty()) set += ", ";
        set += '`';
        set += name;
        set += "` = ";
        set += value;
    };
    if (to.cell != saved.cell) column("obj_Cell_Id", hex8(to.cell));
    const char* names[3] = {"origin_X", "origin_Y", "origin_Z"};
    for (int a = 0; a < 3; ++a)
        if (short_number(to.origin[a]) != short_number(saved.origin[a]))
            column(names[a], short_number(to.origin[a]));
    return set;
}

std::string instance_fix_sql(std::uint32_t guid, const SpawnPos& saved, const SpawnPos& to) {
    const std::string set = changed_columns(saved, to);
    if (set.empty()) return "";
    return "UPDATE `landblock_instance` SET " + set + " WHERE `guid` = " + hex8(guid) + ";";
}

namespace {

// Each landblock's place is built and freed in turn. glibc hands large blocks back to the
// kernel at once (mmap / trim), so the next place faults every page in again, and page faults
// serialise the workers on the process's memory map: kept in the process instead, the workers
// scale (docs/performance.md, "Spawn check"). Once a process, before its first judge.
void keep_freed_memory() {
    [[maybe_unused]] static const bool once = [] {
#if defined(__GLIBC__)
        mallopt(M_MMAP_THRESHOLD, 256 << 20);
        mallopt(M_TRIM_THRESHOLD, 1 << 30);
        mallopt(M_TOP_PAD, 64 << 20); // each arena grows in large steps, not page by page
#endif
        return true;
    }();
}

} // namespace

struct SpawnJudge::State {
    explicit State(const JudgeInput& in)
        : input(in), folder(dat::DatFolder::open(in.dat_dir)),
          trace(std::make_unique<physics::FrameTrace>()), destinations(folder, in.data, in.reading),
          tables(folder) {}
    JudgeInput input;
    dat::DatFolder folder;
    std::unique_ptr<physics::FrameTrace> trace;
    physics::TransitionArena<physics::Transition> arena;
    DestinationJudge destinations;
    scene::MotionTableCache tables; // --chase: the creatures' motion, read once a table
};

SpawnJudge::SpawnJudge(const JudgeInput& input) {
    keep_freed_memory(); // before the judge's own first allocations
    state_ = std::make_unique<State>(input);
}
SpawnJudge::~SpawnJudge() = default;

LandblockResult SpawnJudge::judge(std::uint32_t lb, const std::vector<OwnedPortal>& portals) {
    State& st = *state_;
    LandblockResult out;
    out.landblock = lb;
    const worlddata::WorldData& data = *st.input.data;
    const worlddata::LandblockSpawns* spawns = data.landblock(lb);
    if (!st.folder.cell.contains((lb << 16u) | 0xFFFFu)) {
        // Nothing of the landblock is in the user's DATs: the server cannot spawn its rows.
        if (spawns != nullptr)
            for (const worlddata::SpawnRow& row : spawns->rows) {
                SpawnLine l;
                l.kind = SpawnKind::Dropped;
                l.guid = row.guid;
                l.wcid = row.wcid;
                l.landblock = lb;
                if (const worlddata::Weenie* w = data.weenie(row.wcid)) {
                    l.name = !w->name.empty() ? w->name : w->class_name;
                    l.type = worlddata::weenie_type_name(w->type);
                    l.setup = w->setup.value_or(0u);
                } else {
                    out.counts.no_weenie += 1;
                }
                l.saved = SpawnPos{row.pos.cell, row.pos.origin, row.pos.angles};
                l.teleloc = teleloc_text(l.saved);
                char b[96];
                std::snprintf(b, sizeof b, "landblock 0x%04X is not in %s", lb,
                              st.folder.cell.file_name().c_str());
                l.detail = b;
                out.counts.rows += 1;
                out.counts.judged += 1;
                count(out.counts, l.kind);
                out.lines.push_back(std::move(l));
            }
        std::sort(out.lines.begin(), out.lines.end(), line_before);
        return out;
    }

    HitRecorder recorder(*st.trace);
    scene::DatWorldRequest req;
    req.landblocks = {lb};
    req.radius = 1;
    req.world_data = st.input.data;
    req.spawn_reading = st.input.reading;
    req.spawn_landblocks = {lb};
    req.spawn_observer = &recorder;
    const scene::DatWorld place = scene::build_dat_world(st.folder, req);
    const physics::World& world = *place.world;
    const scene::DatWorldDesc& desc = place.desc;
    const scene::WorldFrame frame{desc.origin_landblock};
    const std::vector<std::vector<std::uint32_t>> entries = world_object_entries(desc);

    for (std::size_t i = 0; i < desc.world_objects.size(); ++i) {
        const scene::WorldObjectDesc& o = desc.world_objects[i];
        const RowProbe probe = i < recorder.probes.size() ? recorder.probes[i] : RowProbe{};
        SpawnLine l = base_line(o);
        const SkipReason skip = skip_reason(o);
        out.counts.rows += 1;
        if (o.no_weenie) out.counts.no_weenie += 1;
        if (o.no_setup) out.counts.no_setup += 1;
        if (skip != SkipReason::None)
            out.counts.skipped[static_cast<std::size_t>(skip) - 1] += 1;
        else
            out.counts.judged += 1;
        l.hit = hit_text(desc, world, probe, o.saved_frame.origin);
        const std::string overlap =
            l.hit.empty() ? std::string() : "; at its saved origin it overlaps " + l.hit;
        const bool placed = o.outcome != scene::SpawnOutcome::Dropped;
        if (placed) l.placed = spawn_pos_of(frame, o.placed_frame, o.placed_cell);

        // 1. dropped: the server does not spawn it.
        if (!placed) {
            l.kind = SpawnKind::Dropped;
            l.detail = o.why + overlap;
        }
        // 2. moved: placement put it more than 5 cm from its saved origin.
        else if (skip == SkipReason::None && o.moved > kMovedLimit) {
            l.kind = SpawnKind::Moved;
            l.cell = o.placed_cell;
            l.figure = o.moved;
            l.detail = "placement moved it " + metres(o.moved) + " from its saved origin" + overlap;
            l.fix = instance_fix_sql(o.guid, l.saved, *l.placed);
        }
        // 3. wrong_cell: retail's cell search gives another cell for its origin.
        else if (const std::uint32_t right = right_cell(world, o);
                 right != 0 && (o.saved_cell & 0xFFFFu) != 0 && right != o.saved_cell) {
            l.kind = SpawnKind::WrongCell;
            l.cell = right;
            l.detail = "names cell " + hex8(o.saved_cell) + "; retail's cell search gives " +
                       hex8(right) + " for its origin";
            SpawnPos to = l.saved;
            to.cell = right;
            to.origin = spawn_pos_of(frame, o.saved_frame, right).origin;
            l.fix = instance_fix_sql(o.guid, l.saved, to);
        } else if (skip == SkipReason::None) {
            const LowestPoint low = lowest_point(desc, i, entries[i]);
            float ground = 0.0f;
            const bool outdoors = (o.placed_cell & 0xFFFFu) < 0x100u;
            // 4. under_ground: outdoors, its lowest point under where retail rests it: the
            // terrain, less the water depth in water.
            if (outdoors &&
                world.rest_height(o.placed_frame.origin.x, o.placed_frame.origin.y, ground) &&
                low.z < ground - kUnderGroundLimit) {
                l.kind = SpawnKind::UnderGround;
                l.figure = ground - low.z;
                l.detail = "its lowest point is " + metres(ground - low.z) + " under " +
                           rest_surface_words(world, o.placed_frame.origin) + " (" + low.what + ")";
                SpawnPos to = *l.placed;
                to.origin.z += ground - low.z;
                l.fix = instance_fix_sql(o.guid, l.saved, to);
            } else {
                // 5. floating: nothing to stand on within 25 cm below its lowest point.
                const glm::vec3 from(o.placed_frame.origin.x, o.placed_frame.origin.y, low.z);
                const std::uint32_t cell = physics::is_indoor_cell(o.placed_cell)
                                               ? world.internal_cell_id(o.placed_cell)
                                               : o.placed_cell;
                const physics::SurfaceBelow below =
                    physics::surface_below(world, st.arena, cell, from, o.guid, kFloatingSearch);
                if (!below.found || below.drop > kFloatingLimit) {
                    l.kind = SpawnKind::Floating;
                    l.figure = below.found ? below.drop : kFloatingSearch;
                    l.detail = below.found ? "its lowest point is " + metres(below.drop) +
                                                 " above the surface below it (" + low.what + ")"
                                           : "nothing below it within 50 m";
                }
            }
        }
        if (l.kind == SpawnKind::Ok && skip != SkipReason::None) {
            l.kind = SpawnKind::Skipped;
            l.skipped = skip;
        }
        count(out.counts, l.kind);
        if (is_finding(l.kind) || st.input.all) {
            l.teleloc = teleloc_text(l.saved);
            out.lines.push_back(std::move(l));
        }
        // --chase: the creature lured from where it stands (its lines after the row's own).
        if (st.input.chase)
            chase_lines(st.input, world, frame, st.folder, st.tables, o, base_line(o), out.lines,
                        out.counts);
    }

    for (const OwnedPortal& p : portals) {
        const worlddata::Weenie* w = data.weenie(p.wcid);
        if (w == nullptr || !w->destination) continue;
        SpawnLine row;
        row.guid = p.guid;
        row.wcid = p.wcid;
        row.name = !w->name.empty() ? w->name : w->class_name;
        row.type = worlddata::weenie_type_name(w->type);
        row.setup = w->setup.value_or(0u);
        row.landblock = lb;
        if (std::optional<SpawnLine> d = st.destinations.judge(*w, row)) {
            count(out.counts, d->kind);
            out.lines.push_back(std::move(*d));
        }
    }
    std::sort(out.lines.begin(), out.lines.end(), line_before);
    return out;
}

} // namespace sweeplab::spawns
