#include "app/trace/trace_replay.h"

#include <map>
#include <utility>

#include "scene/location.h"
#include "scene/world_builder.h"
#include "sim/run_world.h"

namespace sweeplab::app::trace {

namespace {

using physics::CellPickTrace;
using Kind = physics::CellPickTrace::PortalKind;

// Internal world ids and the ids the trace uses, for one line (its seed's landblock).
class Ids {
  public:
    Ids(const TraceWorld& w, std::uint32_t landblock) : w_(w), landblock_(landblock) {}

    // The internal id of the indoor cell `traced` names (0: none, or a land id). A scene
    // cell with a bare cell word for its id stands for that cell of any landblock, so a
    // trace can be replayed in a scene written before it (the cottage's 0x0100).
    [[nodiscard]] std::uint32_t indoor(std::uint32_t traced) const {
        if (traced == 0 || is_land_id(traced)) return 0;
        if (const std::uint32_t id = w_.world->internal_cell_id(traced)) return id;
        return w_.dat ? 0u : w_.world->internal_cell_id(traced & 0xFFFFu);
    }
    // The trace's id of a world cell: an indoor cell's external id (the full retail id in a
    // DAT place; a scene's bare cell word gets the line's landblock), a land cell's own id.
    [[nodiscard]] std::uint32_t shown(std::uint32_t internal) const {
        if (internal == 0) return 0;
        if (!physics::is_indoor_cell(internal)) return internal;
        const std::uint32_t external = w_.world->external_cell_id(internal);
        return !w_.dat && external <= 0xFFFFu ? landblock_ << 16u | external : external;
    }
    // Whether world cell `internal` is the cell `traced` names (a scene: any land cell is the
    // outdoors a land id names).
    [[nodiscard]] bool names(std::uint32_t traced, std::uint32_t internal) const {
        if (traced == 0 || internal == 0) return false;
        if (is_land_id(traced))
            return w_.dat ? internal == traced : !physics::is_indoor_cell(internal);
        return internal == indoor(traced);
    }
    // Whether the world holds the cell `traced` names at all.
    [[nodiscard]] bool holds(std::uint32_t traced) const {
        if (!is_land_id(traced)) return indoor(traced) != 0;
        if (!w_.dat) return !w_.world->land_cells().empty();
        return w_.world->land_cell(traced) != nullptr;
    }

  private:
    const TraceWorld& w_;
    std::uint32_t landblock_;
};

std::string kind_text(Kind k) {
    return k == Kind::Cell ? "portal" : k == Kind::Outside ? "outside portal" : "building portal";
}

Decision containment(DecidingTest test, std::uint32_t cell, bool inside, std::string text) {
    Decision d;
    d.test = test;
    d.cell = cell;
    d.result = inside;
    d.text = std::move(text);
    return d;
}

// Retail's pick R is in the port's cell array: the pick loop decided. Either R's own
// point_in_cell said no, or another cell's said yes and won by the loop's rule (the first
// indoor cell holding the point, else the last outdoor one).
Decision decide_pick(const Ids& ids, const LineVerdict& v, const CellPickTrace& t) {
    const std::uint32_t r = v.line.picked, p = v.port;
    bool r_tested = false, r_inside = false;
    std::uint32_t r_cell = 0;
    for (std::uint32_t k = 0; k < t.num_tests; ++k) {
        if (!ids.names(r, t.tests[k].cell)) continue;
        if (!r_tested) r_cell = t.tests[k].cell;
        r_tested = true;
        r_inside = r_inside || t.tests[k].inside;
    }
    if (r_tested && !r_inside)
        return containment(DecidingTest::PointInCell, ids.shown(r_cell), false,
                           "point_in_cell(" + cell_hex(ids.shown(r_cell)) +
                               ") is false: the point is not in retail's pick");
    if (p == 0)
        return containment(DecidingTest::PointInCell, 0, false,
                           "no cell of the array holds the point");
    if (!is_land_id(p))
        return containment(DecidingTest::PointInCell, p, true,
                           "point_in_cell(" + cell_hex(p) +
                               ") is true: the first indoor cell of the array holding the point "
                               "wins");
    return containment(DecidingTest::PointInCell, p, true,
                       "point_in_cell(" + cell_hex(p) +
                           ") is true and it comes after retail's pick in the array: the last "
                           "outdoor cell holding the point wins");
}

// Which test decided a mismatch: retail's pick R and the port's P (the trace's ids).
Decision decide(const Ids& ids, const LineVerdict& v, const physics::CellArray& array,
                const CellPickTrace& t) {
    const std::uint32_t r = v.line.picked, p = v.port;
    if (r == 0)
        return containment(DecidingTest::PointInCell, p, true,
                           "point_in_cell(" + cell_hex(p) +
                               ") is true; retail found no cell holding the point");
    for (std::uint32_t k = 0; k < array.num_cells; ++k)
        if (ids.names(r, array.cells[k].cell_id)) return decide_pick(ids, v, t);
    // Retail's pick is not in the port's array: a portal test kept it out.
    Decision d;
    d.cell = r;
    for (std::uint32_t k = 0; k < t.num_portals; ++k) {
        const CellPickTrace::PortalTest& pt = t.portals[k];
        if (pt.kind == Kind::Outside || !ids.names(r, pt.to_cell)) continue;
        d.test = DecidingTest::Portal;
        d.kind = pt.kind;
        d.from = ids.shown(pt.from_cell);
        d.portal = pt.portal;
        d.skipped = pt.skipped;
        d.text = kind_text(pt.kind) + " " + std::to_string(pt.portal) + " of " + cell_hex(d.from) +
                 (pt.skipped ? " is never entered (its other_portal_id is negative)"
                             : " is not crossed: no sphere meets " + cell_hex(r));
        return d;
    }
    if (is_land_id(r)) {
        // The land joins the array from an indoor cell only through an outside portal whose
        // plane a sphere is within r + EPSILON of (CEnvCell::find_transit_cells).
        bool any_crossed = false;
        const CellPickTrace::PortalTest* first = nullptr;
        for (std::uint32_t k = 0; k < t.num_portals; ++k) {
            if (t.portals[k].kind != Kind::Outside) continue;
            any_crossed = any_crossed || t.portals[k].crossed;
            if (first == nullptr) first = &t.portals[k];
        }
        if (first != nullptr && !any_crossed) {
            d.test = DecidingTest::Portal;
            d.kind = Kind::Outside;
            d.from = ids.shown(first->from_cell);
            d.portal = first->portal;
            d.text = "outside portal " + std::to_string(first->portal) + " of " + cell_hex(d.from) +
                     " is not crossed: no sphere within r + EPSILON of its plane";
            return d;
        }
        d.test = DecidingTest::Unreached;
        d.text = first == nullptr && p != 0 && !is_land_id(p)
                     ? "no cell of the port's array has a portal to the outside"
                     : "the outdoor cells the spheres overlap do not include " + cell_hex(r);
        return d;
    }
    d.test = DecidingTest::Unreached;
    d.text = "no cell of the port's array has a portal into " + cell_hex(r);
    return d;
}

[[noreturn]] void not_in_world(const std::string& path, const TraceLine& line, const char* key,
                               std::uint32_t cell, const std::string& where) {
    throw TraceError(path + ": line " + std::to_string(line.line) + ": " + key + " " +
                     cell_hex(cell) + ": not in " + where);
}

TraceWorld make_trace_world(const physics::World& world, const scene::Scene& scene,
                            const scene::DatWorldDesc* desc) {
    TraceWorld w;
    w.world = &world;
    w.dat = desc != nullptr;
    w.origin_landblock = desc != nullptr ? desc->origin_landblock : 0;
    w.spheres = scene::player_config(scene).spheres;
    w.where = desc != nullptr ? "the DATs" : "the scene";
    return w;
}

} // namespace

LineVerdict judge_line(const TraceWorld& w, const TraceLine& line, physics::Reading reading,
                       const std::string& path) {
    const Ids ids(w, line.landblock());
    LineVerdict v;
    v.line = line;
    v.world_position =
        w.dat ? scene::WorldFrame{w.origin_landblock}.to_world(line.landblock(), line.position)
              : line.position;
    std::uint32_t seed = 0;
    if (!is_land_id(line.seed)) {
        seed = ids.indoor(line.seed);
    } else if (w.dat) {
        if (w.world->land_cell(line.seed) != nullptr) seed = line.seed;
    } else if (const physics::LandCell* l =
                   w.world->land_cell_at(v.world_position.x, v.world_position.y)) {
        seed = l->id; // the scene's outdoors: the land cell under the position
    } else {
        throw TraceError(path + ": line " + std::to_string(line.line) + ": seed " +
                         cell_hex(line.seed) + ": the position is off " + w.where + "'s land");
    }
    if (seed == 0) not_in_world(path, line, "seed", line.seed, w.where);
    if (line.picked != 0 && !ids.holds(line.picked))
        not_in_world(path, line, "picked", line.picked, w.where);

    std::vector<physics::Sphere> spheres = w.spheres;
    for (physics::Sphere& s : spheres)
        s.center += v.world_position;
    const physics::Position at{seed, physics::Frame{v.world_position, {1.0f, 0.0f, 0.0f, 0.0f}}};
    physics::CellArray array;
    std::uint32_t curr = 0;
    CellPickTrace t;
    {
        const physics::ReadingScope scope(reading);
        w.world->find_cell_list(at, static_cast<std::uint32_t>(spheres.size()), spheres.data(),
                                array, &curr, nullptr, &t);
    }
    v.seed_cell = seed;
    v.port_cell = curr;
    v.port = ids.shown(curr);
    for (std::uint32_t k = 0; k < array.num_cells; ++k)
        v.cells.push_back(ids.shown(array.cells[k].cell_id));
    v.match = line.picked == 0 ? curr == 0 : ids.names(line.picked, curr);
    if (is_land_id(line.picked)) {
        if (w.dat) {
            v.retail_cell = line.picked;
        } else if (const physics::LandCell* l =
                       w.world->land_cell_at(spheres[0].center.x, spheres[0].center.y)) {
            v.retail_cell = l->id;
        }
    } else {
        v.retail_cell = ids.indoor(line.picked);
    }
    if (!v.match) v.decided = decide(ids, v, array, t);
    return v;
}

std::vector<LineVerdict> replay_trace(const TraceLog& log, const TraceTarget& target,
                                      physics::Reading reading) {
    std::vector<LineVerdict> out(log.lines.size());
    std::optional<TraceError> first_error;
    long first_error_line = 0;
    // The error reported is the lowest line's, whichever world judged it.
    auto keep = [&](const TraceError& e, long line) {
        if (!first_error || line < first_error_line) {
            first_error = e;
            first_error_line = line;
        }
    };
    auto judge = [&](const TraceWorld& w, std::size_t i) {
        try {
            out[i] = judge_line(w, log.lines[i], reading, log.path);
        } catch (const TraceError& e) {
            keep(e, log.lines[i].line);
        }
    };
    if (target.scene != nullptr) {
        std::unique_ptr<scene::DatWorldDesc> desc;
        const std::unique_ptr<physics::World> world =
            build_run_world(*target.scene, desc, target.folder);
        const TraceWorld w = make_trace_world(*world, *target.scene, desc.get());
        for (std::size_t i = 0; i < log.lines.size(); ++i)
            judge(w, i);
    } else {
        // One world per landblock, its lines judged together.
        std::map<std::uint32_t, std::vector<std::size_t>> by_landblock;
        for (std::size_t i = 0; i < log.lines.size(); ++i) {
            const TraceLine& line = log.lines[i];
            if (!target.folder->cell.contains(line.landblock() << 16u | 0xFFFFu))
                keep(TraceError(log.path + ": line " + std::to_string(line.line) + ": seed " +
                                cell_hex(line.seed) + ": its landblock is not in " +
                                target.folder->cell.file_name()),
                     line.line);
            else
                by_landblock[line.landblock()].push_back(i);
        }
        for (const auto& [landblock, lines] : by_landblock) {
            scene::Scene s;
            s.source_path = "landblock 0x" + cell_hex(landblock).substr(6);
            s.name = s.source_path;
            s.dat =
                scene::DatPlace{{landblock}, 1, target.folder->dir.string(), target.world, nullptr};
            s.player.spheres = scene::default_human_spheres();
            s.player.step_up_height = scene::kDefaultStepUpHeight;
            s.player.step_down_height = scene::kDefaultStepDownHeight;
            std::unique_ptr<scene::DatWorldDesc> desc;
            const std::unique_ptr<physics::World> world = build_run_world(s, desc, target.folder);
            const TraceWorld w = make_trace_world(*world, s, desc.get());
            for (const std::size_t i : lines)
                judge(w, i);
        }
    }
    if (first_error) throw *first_error;
    return out;
}

} // namespace sweeplab::app::trace
