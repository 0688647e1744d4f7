#pragma once
// One chasing crowd member (docs/creatures.md, "In the lab"): the physics creature of its sphere
// (scene/crowd_creature.h: the lab's runner table) driven by ACE's monster (creatures/monster.h)
// on the monster's own 0.2 s tick, its home where it was spawned (or added), its own clock
// from the chase's start.
#include <cstdint>
#include <memory>

#include "creatures/monster.h"
#include "physics/motion/creature.h"
#include "scene/scene.h"
#include "sim/world_creatures.h"

namespace sweeplab::physics {
class World;
}

namespace sweeplab::app {

// Everything a chasing crowd member changes (for rewind). Copying it never allocates.
struct CrowdChaseState {
    physics::motion::CreatureState creature{};
    creatures::MonsterSnapshot monster{};
    double clock = 0.0;
};

class CrowdChaser {
  public:
    // `spec`: the member's crowd (its awareness, home radius and Run skill); `table`: its
    // MotionTable (null: the runner table); `home`: its spawn.
    CrowdChaser(const physics::World& world, std::uint32_t id, float radius,
                const scene::CrowdSpec& spec, const physics::motion::MotionTable* table,
                const physics::Position& home, physics::Reading reading);
    CrowdChaser(const CrowdChaser&) = delete;
    CrowdChaser& operator=(const CrowdChaser&) = delete;

    // From home, facing `yaw`, a fresh monster asleep, the clock at 0.
    void start(float yaw);
    // One frame: the ticks due (the physics advances on them), `target` the object it may chase.
    void step(float dt, const creatures::TargetView& target);

    [[nodiscard]] const physics::motion::Creature& creature() const { return *creature_; }
    [[nodiscard]] const creatures::Monster& monster() const { return *monster_; }
    [[nodiscard]] const physics::Position& position() const { return creature_->position(); }
    [[nodiscard]] ChaseView view() const;
    void set_reading(physics::Reading reading) { creature_->set_reading(reading); }

    void save(CrowdChaseState& out) const;
    void restore(const CrowdChaseState& in);

  private:
    physics::Position home_;
    std::unique_ptr<physics::motion::Creature> creature_;
    std::unique_ptr<creatures::Monster> monster_;
    double clock_ = 0.0;
};

} // namespace sweeplab::app
