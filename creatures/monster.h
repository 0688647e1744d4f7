#pragma once
// ACE's monster, as far as it moves (docs/creatures.md, "The server's monster"; ACE's
// WorldObjects/Monster_Tick.cs, Monster_Awareness.cs, Monster_Navigation.cs): a tick every
// 0.2 s that wakes the monster when a target comes within its visual awareness, chases it
// with a MoveToObject (can_walk off: it always runs), cancels a chase stuck past a 2-4 s
// deadline, drops one at 96 m, goes home when no target is in range or it strays past its
// home radius, and teleports home (ForceHome) when stuck for 5 s on the way. The physics
// advances only from the tick, as ACE advances an awake monster's. Not retail: ACE's own code.
#include <cstdint>

#include "physics/motion/creature.h"

namespace sweeplab::creatures {

enum class MonsterState : std::uint8_t { Idle, Awake, Return };

// ACE's figures, each cited in docs/creatures.md.
struct MonsterConfig {
    float visual_awareness = 18.0f; // PropertyFloat.VisualAwarenessRange (31)
    float home_radius = 192.0f;     // PropertyFloat.HomeRadius (55)
    float max_chase = 96.0f;        // MaxChaseRange
    float melee_range = 0.75f;      // MaxMeleeRange: the chase's goal
    double tick = 0.2;              // monsterTickInterval
    double retarget = 5.0;          // FindNextTarget every 5 s
    double home_deadline = 5.0;     // MoveToHome's NextCancelTime
    double force_home_sleep = 0.5;  // ForceHome -> Sleep
    double move_lockout = 1.0;      // NextMoveTime after a cancel
    float home_distance = 0.6f;     // the MoveToPosition home's distance to object
    std::uint64_t seed = 1;         // the 2-4 s chase deadline's draws (ThreadSafeRandom)
};

// The object a monster may chase: where it is and whether it is in the world.
struct TargetView {
    std::uint32_t id = 0;
    physics::Position position;
    float radius = 0.48f, height = 1.83f;
    bool present = false;
};

// What happened, for the lure check and the lab.
struct MonsterCounts {
    int wakes = 0, chases = 0, cancels = 0, force_homes = 0, returns = 0, arrivals_home = 0;
};

// Not retail (the lab's rewind): everything a monster's tick reads and writes besides its
// creature's own state (physics::motion::CreatureState).
struct MonsterSnapshot {
    MonsterState state = MonsterState::Idle;
    std::uint32_t target_id = 0;
    bool is_moving = false;
    double next_tick = 0.0, next_find_target = 0.0, next_cancel_time = 0.0, next_move_time = 0.0,
           physics_time = 0.0, sleep_at = -1.0;
    std::uint64_t rng = 0;
    MonsterCounts counts;
};

class Monster {
  public:
    Monster(physics::motion::Creature& creature, const physics::Position& home,
            MonsterConfig config);

    // Runs every tick due up to `now` (seconds): Monster_Tick, with the creature's physics
    // advanced where ACE advances it.
    void advance(double now, const TargetView& target);

    [[nodiscard]] MonsterState state() const { return state_; }
    [[nodiscard]] bool is_moving() const { return is_moving_; }
    [[nodiscard]] double next_cancel_time() const { return next_cancel_time_; }
    [[nodiscard]] const MonsterCounts& counts() const { return counts_; }
    [[nodiscard]] const physics::Position& home() const { return home_; }
    [[nodiscard]] bool has_target() const { return target_id_ != 0; }
    [[nodiscard]] const physics::motion::Creature& creature() const { return *creature_; }
    [[nodiscard]] std::uint32_t target_id() const { return target_id_; }
    // ForceHome teleported it and it has not gone to sleep yet.
    [[nodiscard]] bool sent_home() const { return sleep_at_ >= 0.0; }
    [[nodiscard]] double next_move_time() const { return next_move_time_; }
    [[nodiscard]] const MonsterConfig& config() const { return config_; }

    void save(MonsterSnapshot& out) const;
    void restore(const MonsterSnapshot& in);

  private:
    void tick(double now, const TargetView& target);
    void wake_up(const TargetView& target);
    bool find_next_target(double now, const TargetView& target);
    void move_to_home(double now);
    void sleep();
    void start_turn(double now, const TargetView& target);
    void movement(double now, const TargetView& target);
    void update_position(double now);
    void cancel_move_to(double now, const TargetView& target);
    void force_home(double now);
    [[nodiscard]] float distance_to(const TargetView& target) const;
    [[nodiscard]] bool target_visible(const TargetView& target, bool current) const;
    [[nodiscard]] int draw_deadline();

    physics::motion::Creature* creature_;
    physics::Position home_;
    MonsterConfig config_;
    MonsterState state_ = MonsterState::Idle;
    std::uint32_t target_id_ = 0;
    bool is_moving_ = false;
    double next_tick_ = 0.0;
    double next_find_target_ = 0.0;
    double next_cancel_time_ = 0.0;
    double next_move_time_ = 0.0;
    double physics_time_ = 0.0; // the creature's physics clock (UpdateTime)
    double sleep_at_ = -1.0;    // ForceHome's delayed Sleep
    std::uint64_t rng_;
    MonsterCounts counts_;
};

} // namespace sweeplab::creatures
