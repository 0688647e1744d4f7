#include "creatures/monster.h"

#include <cmath>

#include <glm/geometric.hpp>

#include "physics/reading/reading.h"

namespace sweeplab::creatures {

using physics::motion::MovementParameters;

namespace {

// ACE's chase parameters (Monster_Navigation.cs GetMovementParameters 406-419): the
// defaults with can_walk off, and FailWalk, UseFinalHeading, Sticky, MoveAway added.
MovementParameters chase_parameters() {
    MovementParameters p = MovementParameters::defaults();
    p.bitfield &= ~static_cast<std::uint32_t>(physics::motion::kCanWalk);
    p.bitfield |= physics::motion::kFailWalk | physics::motion::kUseFinalHeading |
                  physics::motion::kSticky | physics::motion::kMoveAway;
    return p;
}

} // namespace

Monster::Monster(physics::motion::Creature& creature, const physics::Position& home,
                 MonsterConfig config)
    : creature_(&creature), home_(home), config_(config), rng_(config.seed) {}

void Monster::save(MonsterSnapshot& out) const {
    out = MonsterSnapshot{state_,
                          target_id_,
                          is_moving_,
                          next_tick_,
                          next_find_target_,
                          next_cancel_time_,
                          next_move_time_,
                          physics_time_,
                          sleep_at_,
                          rng_,
                          counts_};
}

void Monster::restore(const MonsterSnapshot& in) {
    state_ = in.state;
    target_id_ = in.target_id;
    is_moving_ = in.is_moving;
    next_tick_ = in.next_tick;
    next_find_target_ = in.next_find_target;
    next_cancel_time_ = in.next_cancel_time;
    next_move_time_ = in.next_move_time;
    physics_time_ = in.physics_time;
    sleep_at_ = in.sleep_at;
    rng_ = in.rng;
    counts_ = in.counts;
}

// ThreadSafeRandom.Next(2, 4): a whole number of seconds, both ends included (SplitMix64
// here, so a run repeats).
int Monster::draw_deadline() {
    std::uint64_t z = (rng_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30u)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27u)) * 0x94D049BB133111EBull;
    z ^= z >> 31u;
    return 2 + static_cast<int>(z % 3u);
}

void Monster::advance(double now, const TargetView& target) {
    // Not ACE's: a bound on ticks a call runs (a caller that jumps hours ahead).
    for (int guard = 0; next_tick_ <= now && guard < 100000; ++guard) {
        tick(next_tick_, target);
        next_tick_ += config_.tick;
    }
}

// Cylinder distance less both radii (Monster_Navigation.cs GetDistanceToTarget 203-224).
float Monster::distance_to(const TargetView& target) const {
    return physics::motion::cylinder_distance(creature_->radius(), creature_->height(),
                                              creature_->position().frame.origin, target.radius,
                                              target.height, target.position.frame.origin);
}

// GetAttackTargets (Monster_Awareness.cs 238-277): the current target up to 96 m, another
// within the visual awareness range.
bool Monster::target_visible(const TargetView& target, bool current) const {
    if (!target.present || target.id == 0) return false;
    return distance_to(target) <= (current ? config_.max_chase : config_.visual_awareness);
}

// Monster_Tick (Monster_Tick.cs 19-174), as far as it moves the monster.
void Monster::tick(double now, const TargetView& target) {
    if (sleep_at_ >= 0.0 && now >= sleep_at_) {
        sleep_at_ = -1.0;
        sleep();
    }
    if (state_ == MonsterState::Idle) {
        // Not awake (36-45). A player's movement wakes it from Player.CheckMonsters
        // (Player_Monster.cs 17-31): here evaluated at the monster's tick.
        if (target_visible(target, false)) wake_up(target);
        return;
    }
    if (now >= next_find_target_) (void)find_next_target(now, target); // HandleFindTarget
    // CheckMissHome (Monster_Navigation.cs 448-465), not while returning.
    if (state_ != MonsterState::Return) {
        const glm::vec3 d = creature_->position().frame.origin - home_.frame.origin;
        if (glm::dot(d, d) > config_.home_radius * config_.home_radius) move_to_home(now);
    }
    if (target_id_ == 0 && state_ != MonsterState::Return) {
        sleep();
        return;
    }
    if (state_ == MonsterState::Return) {
        movement(now, target);
        return;
    }
    if (!target.present || target.id != target_id_) {
        (void)find_next_target(now, target);
        return;
    }
    if (distance_to(target) > config_.melee_range) {
        if (!is_moving_)
            start_turn(now, target);
        else
            movement(now, target);
    } else {
        update_position(now); // in reach: it would attack (AttackReady steps the physics)
    }
}

void Monster::wake_up(const TargetView& target) {
    state_ = MonsterState::Awake;
    target_id_ = target.id;
    next_find_target_ = 0.0;
    ++counts_.wakes;
}

// FindNextTarget (Monster_Awareness.cs 134-233): the target kept while it is in range, else
// home.
bool Monster::find_next_target(double now, const TargetView& target) {
    next_find_target_ = now + config_.retarget;
    if (target_visible(target, target.id == target_id_ && target_id_ != 0)) {
        target_id_ = target.id;
        return true;
    }
    target_id_ = 0;
    if (state_ != MonsterState::Return) move_to_home(now);
    return false;
}

// MoveToHome (Monster_Navigation.cs 467-499).
void Monster::move_to_home(double now) {
    state_ = MonsterState::Return;
    target_id_ = 0;
    ++counts_.returns;
    if (creature_->position().frame.origin == home_.frame.origin) {
        sleep();
        return;
    }
    next_cancel_time_ = now + config_.home_deadline;
    const physics::ReadingScope reading(creature_->mover().config().reading);
    MovementParameters p = chase_parameters();
    p.distance_to_object = config_.home_distance;
    p.desired_heading = physics::motion::frame_heading(home_.frame);
    p.bitfield |= physics::motion::kUseFinalHeading;
    creature_->move_to_position(home_, p);
    is_moving_ = true;
}

// Sleep (Monster_Awareness.cs 45-62).
void Monster::sleep() {
    state_ = MonsterState::Idle;
    target_id_ = 0;
    is_moving_ = false;
}

// StartTurn (Monster_Navigation.cs 70-110): a MoveToObject toward the target, its deadline
// 2-4 s on.
void Monster::start_turn(double now, const TargetView& target) {
    if (now < next_move_time_) return; // MoveReady
    physics_time_ = now;               // StartTurn resets the physics clock
    const physics::ReadingScope reading(creature_->mover().config().reading);
    creature_->set_target_position(target.position);
    creature_->move_to_object(target.id, target.radius, target.height, chase_parameters());
    is_moving_ = true;
    next_cancel_time_ = now + static_cast<double>(draw_deadline());
    ++counts_.chases;
}

// Movement (Monster_Navigation.cs 239-253).
void Monster::movement(double now, const TargetView& target) {
    creature_->set_target_position(target.position, target.present);
    update_position(now);
    if (state_ == MonsterState::Awake && distance_to(target) >= config_.max_chase) {
        creature_->cancel_move_to();
        is_moving_ = false;
        (void)find_next_target(now, target);
        return;
    }
    if (creature_->move_to().fail_progress_count() > 0 && now > next_cancel_time_)
        cancel_move_to(now, target);
}

// UpdatePosition (Monster_Navigation.cs 255-274): the physics to now.
void Monster::update_position(double now) {
    const double dt = now - physics_time_;
    physics_time_ = now;
    if (dt > 0.0) creature_->update(static_cast<float>(dt));
    if (state_ == MonsterState::Return && !creature_->move_to().active()) {
        ++counts_.arrivals_home; // the MoveTo home completed
        sleep();
        return;
    }
    if (state_ == MonsterState::Awake && is_moving_ && !creature_->move_to().active())
        is_moving_ = false;
}

// CancelMoveTo (Monster_Navigation.cs 501-519).
void Monster::cancel_move_to(double now, const TargetView& target) {
    creature_->cancel_move_to();
    ++counts_.cancels;
    if (state_ == MonsterState::Return) force_home(now);
    is_moving_ = false;
    next_move_time_ = now + config_.move_lockout;
    (void)find_next_target(now, target);
}

// ForceHome (Monster_Navigation.cs 521-542): a teleport home, asleep 0.5 s later.
void Monster::force_home(double now) {
    ++counts_.force_homes;
    creature_->place(home_.frame.origin, 0.0f, home_.objcell_id);
    creature_->mover().set_heading(physics::motion::frame_heading(home_.frame));
    physics_time_ = now;
    sleep_at_ = now + config_.force_home_sleep;
}

} // namespace sweeplab::creatures
