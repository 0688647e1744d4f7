#include "spawns/spawn_chase.h"

#include <algorithm>
#include <array>
#include <cstdio>

#include <glm/geometric.hpp>

#include "creatures/lure.h"
#include "dat/records/lookup.h"
#include "physics/world/enter_world.h"
#include "spawns/spawn_shape.h"

namespace sweeplab::spawns {

namespace {

SpawnKind kind_of(creatures::LureFinding f) {
    switch (f) {
    case creatures::LureFinding::NeverHome:
        return SpawnKind::NeverHome;
    case creatures::LureFinding::ChaseLoop:
        return SpawnKind::ChaseLoop;
    case creatures::LureFinding::LeftLandblock:
        return SpawnKind::LeftLandblock;
    case creatures::LureFinding::Fell:
        return SpawnKind::Fell;
    }
    return SpawnKind::NeverHome;
}

const char* kind_words(SpawnKind k) {
    switch (k) {
    case SpawnKind::NeverHome:
        return "did not get home (the server would teleport it home)";
    case SpawnKind::ChaseLoop:
        return "cancelled and re-started its chase three times or more";
    case SpawnKind::LeftLandblock:
        return "ended in another landblock than its spawn's";
    default:
        return "ended more than 5 m below its spawn or in no cell";
    }
}

// The weenie's MotionTable, else its Setup's default one; 0 for none.
std::uint32_t motion_table_of(const dat::DatFolder& folder, const worlddata::Weenie* w,
                              std::uint32_t setup) {
    if (w != nullptr && w->motion_table) return *w->motion_table;
    if (setup == 0 || !folder.portal.contains(setup)) return 0;
    return folder.get<dat::SetupRecord>(setup).default_motion_table;
}

} // namespace

void chase_lines(const JudgeInput& input, const physics::World& world,
                 const scene::WorldFrame& frame, const dat::DatFolder& folder,
                 scene::MotionTableCache& tables, const scene::WorldObjectDesc& o,
                 const SpawnLine& base, std::vector<SpawnLine>& out, SpawnSummary& counts) {
    if (!o.creature || o.ethereal || o.outcome == scene::SpawnOutcome::Dropped) return;
    const worlddata::Weenie* w = input.data->weenie(o.wcid);
    const std::uint32_t table_id = motion_table_of(folder, w, o.setup);
    if (table_id == 0 || !folder.portal.contains(table_id)) return;
    const auto table = tables.get(table_id);

    physics::motion::CreatureConfig c;
    c.mover = physics::MoverConfig::remote();
    c.mover.id = o.guid; // its own placed shape is never in its way
    c.mover.is_player = false;
    c.mover.reading = input.reading;
    // The other creatures of the place stand at their spawns here, where on the server they
    // would be chasing and going home too: the lured one passes them (OBJECTINFO's
    // IGNORE_CREATURES), so a finding is the place's, not its neighbours'.
    c.mover.extra_state = physics::ObjectInfoState::IgnoreCreatures;
    c.mover.state = o.state != physics::PhysicsState::None
                        ? o.state
                        : physics::PhysicsState::Gravity | physics::PhysicsState::ReportCollisions;
    c.mover.spheres.clear();
    float top = 0.0f, radius = 0.0f;
    for (const physics::Sphere& s : o.spheres) {
        const physics::Sphere scaled{s.center * o.scale, s.radius * o.scale};
        c.mover.spheres.push_back(scaled);
        radius = std::max(radius, scaled.radius);
        top = std::max(top, scaled.center.z + scaled.radius);
        if (c.mover.spheres.size() == 2) break;
    }
    if (c.mover.spheres.empty()) {
        c.mover.spheres.push_back(physics::kDummySphere);
        radius = physics::kDummySphere.radius;
        top = 0.2f;
    }
    c.mover.step_up_height = o.step_up_height;
    c.mover.step_down_height = o.step_down_height;
    c.table = table.get();
    c.scale = o.scale;
    c.radius = radius;
    c.height = top;
    // The run rate: the client's interpreter rate for an object it is not (1); ACE's comes
    // from the creature's Run skill, which the world data reader does not read yet.
    c.run_rate = 1.0f;

    physics::Position home;
    home.frame = o.placed_frame;
    home.objcell_id = physics::is_indoor_cell(o.placed_cell) ? world.internal_cell_id(o.placed_cell)
                                                             : o.placed_cell;
    creatures::MonsterConfig m;
    if (w != nullptr && w->visual_awareness) m.visual_awareness = *w->visual_awareness;
    if (w != nullptr && w->home_radius) m.home_radius = *w->home_radius;
    m.seed = o.guid;
    const creatures::LureSummary s = creatures::lure(world, c, home, m);

    // One line a kind: how many of the lures gave it, where the first one left the creature.
    std::array<int, 4> lures{};
    std::array<const creatures::LureResult*, 4> first{};
    for (const creatures::LureResult& r : s.findings) {
        const auto k = static_cast<std::size_t>(r.finding);
        if (lures[k]++ == 0) first[k] = &r;
    }
    for (std::size_t k = 0; k < lures.size(); ++k) {
        if (lures[k] == 0) continue;
        const creatures::LureResult& r = *first[k];
        SpawnLine l = base;
        l.kind = kind_of(static_cast<creatures::LureFinding>(k));
        const std::uint32_t cell = physics::is_indoor_cell(r.where.objcell_id)
                                       ? world.external_cell_id(r.where.objcell_id)
                                       : r.where.objcell_id;
        l.placed = spawn_pos_of(frame, r.where.frame, cell);
        l.cell = cell;
        l.figure = glm::length(r.where.frame.origin - home.frame.origin);
        char b[256];
        std::snprintf(b, sizeof b,
                      "lured from the %g degree side, it %s (%d of %d lures); %.2f m from its "
                      "spawn after %.1f s",
                      static_cast<double>(r.heading), kind_words(l.kind), lures[k], s.lures,
                      static_cast<double>(*l.figure), r.seconds);
        l.detail = b;
        l.teleloc = teleloc_text(l.saved);
        counts.findings[static_cast<std::size_t>(l.kind)] += 1;
        out.push_back(std::move(l));
    }
}

} // namespace sweeplab::spawns
