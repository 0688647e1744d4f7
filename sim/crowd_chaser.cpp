#include "sim/crowd_chaser.h"

#include "scene/crowd_creature.h"

namespace sweeplab::app {

namespace {

// ACE's monster with the crowd's weenie figures (unset: ACE's defaults), the chase deadlines'
// draws seeded by the member's id as a world creature's are by its guid.
creatures::MonsterConfig monster_config(std::uint32_t id, const scene::CrowdSpec& spec) {
    creatures::MonsterConfig c;
    if (spec.awareness) c.visual_awareness = *spec.awareness;
    if (spec.home_radius) c.home_radius = *spec.home_radius;
    c.seed = id;
    return c;
}

} // namespace

CrowdChaser::CrowdChaser(const physics::World& world, std::uint32_t id, float radius,
                         const scene::CrowdSpec& spec, const physics::motion::MotionTable* table,
                         const physics::Position& home, physics::Reading reading)
    : home_(home), creature_(std::make_unique<physics::motion::Creature>(
                       world, scene::crowd_creature_config(id, radius, spec, table, reading))),
      monster_(std::make_unique<creatures::Monster>(*creature_, home, monster_config(id, spec))) {}

void CrowdChaser::start(float yaw) {
    creature_->place(home_.frame.origin, yaw, home_.objcell_id);
    monster_ = std::make_unique<creatures::Monster>(*creature_, home_, monster_->config());
    clock_ = 0.0;
}

void CrowdChaser::step(float dt, const creatures::TargetView& target) {
    clock_ += static_cast<double>(dt);
    monster_->advance(clock_, target);
}

ChaseView CrowdChaser::view() const {
    ChaseView v;
    v.guid = creature_->id();
    v.home = home_.frame.origin;
    v.at = creature_->position().frame.origin;
    v.state = chase_state_of(*monster_);
    v.has_target = monster_->has_target();
    v.clock = clock_;
    return v;
}

void CrowdChaser::save(CrowdChaseState& out) const {
    creature_->save_state(out.creature);
    monster_->save(out.monster);
    out.clock = clock_;
}

void CrowdChaser::restore(const CrowdChaseState& in) {
    creature_->restore_state(in.creature);
    monster_->restore(in.monster);
    clock_ = in.clock;
}

} // namespace sweeplab::app
