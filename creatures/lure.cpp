#include "creatures/lure.h"

#include <cmath>

#include <glm/geometric.hpp>

namespace sweeplab::creatures {

const char* lure_finding_name(LureFinding f) {
    switch (f) {
    case LureFinding::NeverHome:
        return "never_home";
    case LureFinding::ChaseLoop:
        return "chase_loop";
    case LureFinding::LeftLandblock:
        return "left_landblock";
    case LureFinding::Fell:
        return "fell";
    }
    return "?";
}

namespace {

constexpr double kTick = 0.2;

// The ground under a point (the land, or the point's own height off the land), for the
// target's feet.
float ground_z(const physics::World& world, const glm::vec3& p) {
    float z = 0.0f;
    return world.terrain_height(p.x, p.y, z) ? z : p.z;
}

} // namespace

LureSummary lure(const physics::World& world, const physics::motion::CreatureConfig& config,
                 const physics::Position& home, const MonsterConfig& monster_config,
                 const LureOptions& options) {
    LureSummary summary;
    const float home_heading = physics::motion::frame_heading(home.frame);
    for (int k = 0; k < options.directions; ++k) {
        ++summary.lures;
        const float heading =
            360.0f * static_cast<float>(k) / static_cast<float>(options.directions);
        const float rad = glm::radians(heading);
        const glm::vec3 dir{std::sin(rad), std::cos(rad), 0.0f}; // compass: 0 = +Y
        physics::motion::Creature creature(world, config);
        if (!creature.place(home.frame.origin, -glm::radians(home_heading), home.objcell_id))
            continue; // a creature that cannot stand at its home is the spawn check's finding
        const physics::Position start = creature.position();
        MonsterConfig mc = monster_config;
        mc.seed = monster_config.seed + static_cast<std::uint64_t>(k);
        Monster monster(creature, start, mc);
        TargetView target;
        target.id = 0x50000001u;
        target.present = true;
        const float first = options.start_fraction * mc.visual_awareness;
        const double total = options.chase_seconds + options.home_seconds;
        bool reported_loop = false;
        double t = 0.0;
        physics::Position last = start; // where it was before a ForceHome took it home
        for (; t <= total; t += kTick) {
            if (t <= options.chase_seconds) {
                const float out = std::min(first + options.target_speed * static_cast<float>(t),
                                           mc.max_chase + 5.0f);
                glm::vec3 p = start.frame.origin + dir * out;
                p.z = ground_z(world, p);
                target.position.frame.origin = p;
                target.present = true;
            } else {
                target.present = false;
            }
            const physics::Position before = creature.position();
            monster.advance(t, target);
            summary.creature_seconds += kTick;
            if (!reported_loop && monster.counts().cancels >= options.chase_loop_cancels &&
                monster.state() != MonsterState::Return) {
                reported_loop = true;
                summary.findings.push_back(
                    {k, heading, LureFinding::ChaseLoop, creature.position(), monster.counts(), t});
            }
            if (monster.counts().force_homes > 0) {
                last = before;
                break;
            }
            last = creature.position();
            if (t > options.chase_seconds && monster.state() == MonsterState::Idle) break;
        }
        const physics::Position& at = last;
        const auto add = [&](LureFinding f) {
            summary.findings.push_back({k, heading, f, at, monster.counts(), t});
        };
        bool sound = true;
        // A ForceHome within reach of home is no finding: the MoveTo home can end in its final
        // turn, whose first progress check compares the heading with the turn's size
        // (retail's previous_heading, kept by ACE), counts a failure, and the tick after it
        // cancels the MoveTo and ForceHome teleports a creature that is home already.
        const float off_home = glm::length(at.frame.origin - start.frame.origin);
        const bool forced_away = monster.counts().force_homes > 0 && off_home > options.home_reach;
        const bool still_out =
            monster.counts().force_homes == 0 && monster.state() != MonsterState::Idle;
        if (forced_away || still_out) {
            sound = false;
            add(LureFinding::NeverHome);
        }
        if (at.frame.origin.z < start.frame.origin.z - options.fell_depth || at.objcell_id == 0) {
            sound = false;
            add(LureFinding::Fell);
        }
        if (at.objcell_id != 0 && start.objcell_id != 0 &&
            !physics::is_indoor_cell(at.objcell_id) && !physics::is_indoor_cell(start.objcell_id) &&
            (at.objcell_id >> 16u) != (start.objcell_id >> 16u)) {
            sound = false;
            add(LureFinding::LeftLandblock);
        }
        if (sound && !reported_loop) ++summary.home;
    }
    return summary;
}

} // namespace sweeplab::creatures
