#include "physics/motion/creature.h"

#include <glm/geometric.hpp>

#include "physics/reading/reading.h"

namespace sweeplab::physics::motion {

Creature::Creature(const World& world, CreatureConfig config)
    : config_(std::move(config)), mover_(world, config_.mover), move_to_(*this) {
    interp_.init(config_.table);
    interp_.my_run_rate = config_.run_rate;
    mover_.set_motion_driver(this);
}

bool Creature::place(const glm::vec3& feet, float yaw_radians, std::uint32_t cell) {
    const bool ok = mover_.place(feet, yaw_radians, cell);
    interp_.init(config_.table);
    interp_.my_run_rate = config_.run_rate;
    return ok;
}

void Creature::save_state(CreatureState& out) const {
    mover_.save_state(out.mover);
    out.interp = interp_;
    out.move_to.assign_state(move_to_);
    out.target = target_;
}

void Creature::set_reading(Reading reading) {
    config_.mover.reading = reading;
    mover_.set_reading(reading);
}

void Creature::restore_state(const CreatureState& in) {
    mover_.restore_state(in.mover);
    config_.mover.reading = in.mover.reading;
    interp_ = in.interp;
    move_to_.assign_state(in.move_to);
    target_ = in.target;
}

void Creature::update(float dt) {
    mover_.update(dt, MoverInput{});
}

// MovementManager::PerformMovement @ 0x005240D0 -> MoveToManager::PerformMovement: the MoveTo
// under way cancelled (0x36), then the new one.
void Creature::move_to_position(const Position& p, const MovementParameters& params) {
    const ReadingScope reading(config_.mover.reading);
    move_to_.cancel_move_to(0x36);
    move_to_.move_to_position(p, params);
}

void Creature::move_to_object(std::uint32_t target_id, float radius, float height,
                              const MovementParameters& params) {
    const ReadingScope reading(config_.mover.reading);
    move_to_.cancel_move_to(0x36);
    move_to_.move_to_object(target_id, target_id, radius, height, params);
}

void Creature::cancel_move_to() {
    const ReadingScope reading(config_.mover.reading);
    move_to_.cancel_move_to(0x36);
}

void Creature::set_target_position(const Position& p, bool present) {
    target_.now = p;
    target_.present = present;
}

bool Creature::in_contact() const {
    return has(mover_.transient_state(), TransientState::Contact);
}

bool Creature::motions_pending() const {
    // MotionTableManager's pending animations: the links still playing before the cycle.
    return interp_.sequence().links_pending();
}

// CMotionInterp::contact_allows_move @ CMotionInterp.c: turning, falling and dying always;
// an object without gravity always; else only on walkable ground.
bool Creature::contact_allows_move() const {
    if (!has(config_.mover.state, PhysicsState::Gravity)) return true;
    const TransientState t = mover_.transient_state();
    return has(t, TransientState::Contact) && has(t, TransientState::OnWalkable);
}

// MoveToManager::_DoMotion @ 0x00529010: adjust_motion, then DoInterpretedMotion.
std::uint32_t Creature::do_motion(std::uint32_t motion, float& speed, HoldKey key) {
    adjust_motion(motion, speed, key, interp_.current_holdkey, interp_.my_run_rate);
    const bool turn = motion == kTurnRight || motion == kTurnLeft;
    return interp_.do_interpreted_motion(motion, speed, turn || contact_allows_move());
}

// MoveToManager::_StopMotion @ 0x00529080.
std::uint32_t Creature::stop_motion(std::uint32_t motion, float& speed, HoldKey key) {
    adjust_motion(motion, speed, key, interp_.current_holdkey, interp_.my_run_rate);
    const bool turn = motion == kTurnRight || motion == kTurnLeft;
    return interp_.stop_interpreted_motion(motion, turn || contact_allows_move());
}

// CPhysicsObj::StopCompletely -> CMotionInterp::StopCompletely: cancel_moveto, then every
// motion stopped.
void Creature::stop_completely() {
    move_to_.cancel_move_to(0x36);
    interp_.stop_completely();
}

// CPhysicsObj::set_target -> TargetManager::SetTarget @ 0x0051AC30: a new voyeur sends at once.
void Creature::set_target(std::uint32_t object_id, float radius, double quantum) {
    target_.id = object_id;
    target_.radius = radius;
    target_.quantum = quantum;
    target_.known = false;
    target_.last_update = mover_.slice_time() - 1.0; // the first update goes at the next slice
}

void Creature::clear_target() {
    target_.id = 0;
    target_.known = false;
}

void Creature::update_offset(float quantum, Frame& offset) {
    interp_.sequence().update(static_cast<double>(quantum), &offset);
}

// The managers after the slice's transition, in retail's order: TargetManager::
// HandleTargetting, then MovementManager::UseTime.
void Creature::after_slice(double now) {
    handle_targetting(now);
    move_to_.use_time();
}

// TargetManager::HandleTargetting @ 0x0051AA90 with the chased object's CheckAndUpdateVoyeur
// @ 0x0051A650: at most every 0.5 s, an update when the target moved more than its radius
// (0.5 m) from the position last sent; the target gone sends its status.
void Creature::handle_targetting(double now) {
    if (target_.id == 0 || now - target_.last_update < 0.5) return;
    target_.last_update = now;
    TargetInfo info;
    info.object_id = target_.id;
    if (!target_.present) {
        info.status = 2; // ExitWorld
        move_to_.handle_update_target(info);
        return;
    }
    if (target_.known &&
        glm::length(target_.now.frame.origin - target_.sent.frame.origin) <= target_.radius)
        return;
    target_.sent = target_.now;
    target_.known = true;
    info.target_position = target_.now;
    info.interpolated_position = target_.now;
    move_to_.handle_update_target(info);
}

} // namespace sweeplab::physics::motion
