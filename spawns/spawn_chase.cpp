#include "spawns/spawn_chase.h"

#include <algorithm>
#include <array>
#include <cstdio>

#include <glm/geometric.hpp>

#include "creatures/lure.h"
#include "dat/records/lookup.h"
#include "physics/world/enter_world.h"
#include "scene/world_creature.h"
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

} // namespace

void chase_lines(const JudgeInput& input, const physics::World& world,
                 const scene::WorldFrame& frame, const dat::DatFolder& folder,
                 scene::MotionTableCache& tables, const scene::WorldObjectDesc& o,
                 const SpawnLine& base, std::vector<SpawnLine>& out, SpawnSummary& counts) {
    if (!o.creature || o.ethereal || o.outcome == scene::SpawnOutcome::Dropped) return;
    // The weenie's MotionTable, else its Setup's default one (the place's builder chose it).
    if (o.motion_table == 0 || !folder.portal.contains(o.motion_table)) return;
    const auto table = tables.get(o.motion_table);

    physics::motion::CreatureConfig c = scene::world_creature_config(o, table.get(), input.reading);
    // The other creatures of the place stand at their spawns here, where on the server they
    // would be chasing and going home too: the lured one passes them (OBJECTINFO's
    // IGNORE_CREATURES), so a finding is the place's, not its neighbours'.
    c.mover.extra_state = physics::ObjectInfoState::IgnoreCreatures;
    const physics::Position home = scene::placed_position(world, o);
    creatures::MonsterConfig m;
    if (o.visual_awareness) m.visual_awareness = *o.visual_awareness;
    if (o.home_radius) m.home_radius = *o.home_radius;
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
