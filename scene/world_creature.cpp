#include "scene/world_creature.h"

#include <algorithm>
#include <cmath>

#include "physics/motion/motion_interp.h"

namespace sweeplab::scene {

physics::motion::CreatureConfig world_creature_config(const WorldObjectDesc& o,
                                                      const physics::motion::MotionTable* table,
                                                      physics::Reading reading) {
    physics::motion::CreatureConfig c;
    c.mover = physics::MoverConfig::remote();
    c.mover.id = o.guid;
    c.mover.is_player = false;
    c.mover.reading = reading;
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
        if (c.mover.spheres.size() == 2) break; // retail's SPHEREPATH holds two
    }
    if (c.mover.spheres.empty()) {
        c.mover.spheres.push_back(physics::kDummySphere);
        radius = physics::kDummySphere.radius;
        top = 0.2f;
    }
    c.mover.step_up_height = o.step_up_height;
    c.mover.step_down_height = o.step_down_height;
    c.table = table;
    c.scale = o.scale;
    c.radius = radius;
    c.height = top;
    c.run_rate = o.run_skill ? ace_run_rate(*o.run_skill) : 1.0f;
    return c;
}

namespace {

// CreatureAttribute.Current without enchantments: its Base (init + raised), at least 1.
std::int64_t attribute_current(const worlddata::Weenie& w, std::uint32_t id) {
    if (id < 1 || id > w.attributes.size()) return 0;
    const auto& a = w.attributes[id - 1];
    const std::int64_t base = a ? std::int64_t{a->init_level} + a->raised : 0;
    return std::max<std::int64_t>(base >= 10 ? 10 : 1, base);
}

} // namespace

std::int32_t run_skill(const worlddata::Weenie& w, const dat::SkillTableRecord* table) {
    constexpr std::uint32_t kRun = 24;
    const worlddata::SkillLevels levels = w.run_skill.value_or(worlddata::SkillLevels{});
    const dat::SkillBase* base = table != nullptr ? table->find(kRun) : nullptr;
    std::int64_t total = 0;
    // CreatureSkill.IsUsable: trained or specialized, or untrained where MinLevel is 1.
    const bool usable =
        levels.advance >= 2 || (levels.advance == 1 && base != nullptr && base->min_level == 1);
    if (usable && base != nullptr && base->formula.x != 0) {
        // AttributeFormula.GetFormula: attr1 (+ attr2 when set), divided by Z when Z is not 1,
        // rounded half away from zero. Not ACE's: a Z of 0 gives no formula part (ACE would
        // divide by it).
        const dat::SkillFormula& f = base->formula;
        std::int64_t t = attribute_current(w, f.attr1);
        if (f.attr2 != 0) t += attribute_current(w, f.attr2);
        if (f.z == 0)
            t = 0;
        else if (f.z != 1)
            t = static_cast<std::int64_t>(
                std::round(static_cast<double>(static_cast<float>(t) / static_cast<float>(f.z))));
        total += t;
    }
    total += std::int64_t{levels.init_level} + levels.raised;
    return static_cast<std::int32_t>(std::clamp<std::int64_t>(total, 0, 1000000));
}

float ace_run_rate(std::int32_t skill) {
    if (skill >= 800) return 4.5f; // ACE's >= (the decompile reads == 800)
    return physics::motion::run_rate(0.0f, skill, 1.0f);
}

physics::Position placed_position(const physics::World& world, const WorldObjectDesc& o) {
    physics::Position p;
    p.frame = o.placed_frame;
    p.objcell_id = physics::is_indoor_cell(o.placed_cell) ? world.internal_cell_id(o.placed_cell)
                                                          : o.placed_cell;
    return p;
}

} // namespace sweeplab::scene
