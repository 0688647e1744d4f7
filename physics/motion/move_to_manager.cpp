#include "physics/motion/move_to_manager.h"

#include <cmath>

#include <glm/geometric.hpp>

#include "physics/reading/reading.h"

namespace sweeplab::physics::motion {

namespace {

constexpr float kEps = 0.0002f;
constexpr double kRadToDeg = 57.29577951308232;

// The heading difference as the handlers take it: under EPSILON is 0, negative wraps.
float wrap(float d) {
    if (std::fabs(d) < kEps) d = 0.0f;
    if (d < -kEps) d += 360.0f;
    return d;
}

} // namespace

MovementParameters MovementParameters::defaults() {
    MovementParameters p;
    if (reading_has(ReadingSwitch::AceMovementDefaults)) [[unlikely]] {
        p.walk_run_threshold = 1.0f; // ACE MovementParameters.cs:50 (15.0 commented out)
        p.bitfield |= kCanCharge;    // :58
    }
    return p;
}

// MovementParameters::get_command @ 0x0052AA00
void MovementParameters::get_command(float distance, std::uint32_t& command, HoldKey& key,
                                     bool& moving_away) const {
    const bool towards = (bitfield & kMoveTowards) != 0;
    const bool away = (bitfield & kMoveAway) != 0;
    if (towards && away) {
        // MovementParameters::towards_and_away @ 0x0052A9A0
        if (distance <= distance_to_object) {
            if (distance - min_distance >= kEps) {
                command = 0;
            } else {
                command = kWalkBackwards;
                moving_away = true;
            }
        } else {
            command = kWalkForward;
            moving_away = false;
        }
    } else if (!away) {
        if (distance > distance_to_object) {
            command = kWalkForward;
            moving_away = false;
        } else {
            command = 0;
        }
    } else if (distance < min_distance) {
        command = kWalkForward;
        moving_away = true;
    } else {
        command = 0;
    }
    if ((bitfield & kCanCharge) != 0 ||
        ((bitfield & kCanRun) != 0 &&
         ((bitfield & kCanWalk) == 0 || distance - distance_to_object > walk_run_threshold)))
        key = HoldKey::Run;
    else
        key = HoldKey::None;
}

float get_desired_heading(std::uint32_t command, bool moving_away) {
    if (command == kRunForward || command == kWalkForward) return moving_away ? 180.0f : 0.0f;
    if (command == kWalkBackwards) return moving_away ? 0.0f : 180.0f;
    return 0.0f;
}

// Frame::get_heading: the frame's +Y axis as a compass heading.
float frame_heading(const Frame& f) {
    const glm::vec3 fwd = f.orientation * glm::vec3(0.0f, 1.0f, 0.0f);
    return static_cast<float>(std::fmod(
        450.0 - std::atan2(static_cast<double>(fwd.y), static_cast<double>(fwd.x)) * kRadToDeg,
        360.0));
}

// Position::heading
float heading_to(const glm::vec3& from, const glm::vec3& to) {
    glm::vec3 d = to - from;
    d.z = 0.0f;
    const float len = glm::length(d);
    if (len < kEps) return 0.0f; // Vector3::normalize_check_small
    d /= len;
    return static_cast<float>(std::fmod(
        450.0 - std::atan2(static_cast<double>(d.y), static_cast<double>(d.x)) * kRadToDeg, 360.0));
}

// Frame::set_heading: direction (sin h, cos h); sweeplab's yaw turns counter-clockwise.
void set_frame_heading(Frame& f, float degrees) {
    f.orientation = glm::angleAxis(-glm::radians(degrees), glm::vec3(0.0f, 0.0f, 1.0f));
}

bool heading_greater(float x, float y, std::uint32_t motion) {
    const bool le = std::fabs(x - y) <= 180.0f ? x <= y : y <= x;
    return motion == kTurnRight ? !le : le;
}

float heading_diff(float x, float y, std::uint32_t motion) {
    float r = x - y;
    if (std::fabs(r) < kEps) r = 0.0f;
    if (r < -kEps) r += 360.0f;
    if (r > kEps && motion != kTurnRight) r = 360.0f - r;
    return r;
}

float cylinder_distance(float r1, float h1, const glm::vec3& p1, float r2, float h2,
                        const glm::vec3& p2) {
    const float reach = glm::length(p2 - p1) - (r1 + r2);
    const float gap = p1.z <= p2.z ? p2.z - (p1.z + h1) : p1.z - (p2.z + h2);
    if (gap <= 0.0f) return reach <= 0.0f ? -std::sqrt(gap * gap + reach * reach) : reach;
    return reach > 0.0f ? std::sqrt(gap * gap + reach * reach) : gap;
}

// MoveToManager::MoveToManager @ 0x005293B0
MoveToManager::MoveToManager(MoveToHost& host) : host_(&host) {
    initialize_local_variables();
}

void MoveToManager::assign_state(const MoveToManager& other) {
    MoveToHost* const host = host_;
    *this = other;
    host_ = host;
}

// MoveToManager::InitializeLocalVariables @ 0x00529250
void MoveToManager::initialize_local_variables() {
    type_ = Type::Invalid;
    params_.bitfield = 0;
    previous_distance_ = FLT_MAX;
    original_distance_ = FLT_MAX;
    previous_distance_time_ = host_->now();
    original_distance_time_ = host_->now();
    previous_heading_ = 0.0f;
    fail_progress_count_ = 0;
    current_command_ = 0;
    aux_command_ = 0;
    moving_away_ = false;
    initialized_ = false;
    sought_ = Position{};
    current_target_ = Position{};
    sought_object_id_ = top_level_object_id_ = 0;
    sought_object_radius_ = sought_object_height_ = 0.0f;
}

MovementParameters MoveToManager::fresh(float speed, HoldKey key) const {
    MovementParameters p;
    p.bitfield &= ~static_cast<std::uint32_t>(kCancelMoveTo);
    p.speed = speed;
    p.hold_key_to_apply = key;
    return p;
}

// MoveToManager::CleanUp @ 0x005295C0 (pending nodes are kept, as retail keeps them)
void MoveToManager::clean_up() {
    MovementParameters p = fresh(1.0f, params_.hold_key_to_apply);
    if (current_command_ != 0)
        (void)host_->stop_motion(current_command_, p.speed, p.hold_key_to_apply);
    if (aux_command_ != 0) (void)host_->stop_motion(aux_command_, p.speed, p.hold_key_to_apply);
    if (top_level_object_id_ != 0 && type_ != Type::Invalid) host_->clear_target();
    initialize_local_variables();
}

// MoveToManager::CleanUpAndCallWeenie @ 0x00529650 (the client calls no weenie)
void MoveToManager::clean_up_and_call_weenie() {
    clean_up();
    host_->stop_completely();
}

void MoveToManager::add_node(Type type, float heading) {
    // Not retail (a list without bound): a MoveTo makes at most three nodes.
    if (num_nodes_ == kMaxNodes) return;
    nodes_[static_cast<std::size_t>(num_nodes_++)] = Node{type, heading};
}

void MoveToManager::remove_head() {
    if (num_nodes_ == 0) return;
    for (int i = 0; i + 1 < num_nodes_; ++i)
        nodes_[static_cast<std::size_t>(i)] = nodes_[static_cast<std::size_t>(i + 1)];
    --num_nodes_;
}

void MoveToManager::move_to_object(std::uint32_t object_id, std::uint32_t top_level_id,
                                   float radius, float height, const MovementParameters& params) {
    host_->stop_completely();
    starting_ = host_->position();
    sought_object_id_ = object_id;
    sought_object_radius_ = radius;
    sought_object_height_ = height;
    type_ = Type::MoveToObject;
    top_level_object_id_ = top_level_id;
    params_ = params; // sticky is not cleared here
    initialized_ = false;
    if (top_level_id != host_->object_id()) {
        host_->set_target(top_level_id, 0.5f, 0.0);
        return;
    }
    clean_up();
    host_->stop_completely();
}

void MoveToManager::move_to_position(const Position& p, const MovementParameters& params) {
    host_->stop_completely();
    current_target_ = p;
    sought_object_radius_ = 0.0f;
    // params_.bitfield is still 0 here (stop_completely cancelled any MoveTo): plain distance.
    const float dist = current_distance();
    const float to = heading_to(host_->position().frame.origin, p.frame.origin);
    std::uint32_t command = 0;
    HoldKey key = HoldKey::None;
    bool away = false;
    params.get_command(dist, command, key, away);
    if (command != 0) {
        add_node(Type::TurnToHeading, to);
        add_node(Type::MoveToPosition, 0.0f);
    }
    if ((params.bitfield & kUseFinalHeading) != 0)
        add_node(Type::TurnToHeading, params.desired_heading);
    sought_ = p;
    starting_ = host_->position();
    type_ = Type::MoveToPosition;
    params_ = params;
    params_.bitfield &= ~static_cast<std::uint32_t>(kSticky);
    begin_next_node();
}

void MoveToManager::turn_to_heading(const MovementParameters& params) {
    if ((params.bitfield & kStopCompletely) != 0) host_->stop_completely();
    params_ = params;
    params_.bitfield &= ~static_cast<std::uint32_t>(kSticky);
    set_frame_heading(sought_.frame, params.desired_heading);
    type_ = Type::TurnToHeading;
    add_node(Type::TurnToHeading, params.desired_heading);
    begin_next_node();
}

void MoveToManager::cancel_move_to(std::uint32_t /*why*/) {
    if (type_ == Type::Invalid) return;
    num_nodes_ = 0;
    clean_up();
    host_->stop_completely();
}

// MoveToManager::MoveToObject_Internal @ 0x0052A400
void MoveToManager::move_to_object_internal(const Position& target, const Position& interpolated) {
    sought_ = interpolated;
    current_target_ = target;
    const float to = heading_to(host_->position().frame.origin, interpolated.frame.origin);
    const float dist = current_distance();
    std::uint32_t command = 0;
    HoldKey key = HoldKey::None;
    bool away = false;
    params_.get_command(dist, command, key, away);
    if (command != 0) {
        add_node(Type::TurnToHeading, to);
        add_node(Type::MoveToPosition, 0.0f);
    }
    if ((params_.bitfield & kUseFinalHeading) != 0) {
        float h = to + params_.desired_heading;
        if (h >= 360.0f) h -= 360.0f;
        add_node(Type::TurnToHeading, h);
    }
    initialized_ = true;
    begin_next_node();
}

// MoveToManager::BeginNextNode @ 0x00529CB0 (sticky ends in PositionManager::StickTo, which
// sweeplab leaves out: the creature stops where it arrived)
void MoveToManager::begin_next_node() {
    if (num_nodes_ > 0) {
        const Node& head = nodes_[0];
        if (head.type == Type::MoveToPosition)
            begin_move_forward();
        else if (head.type == Type::TurnToHeading)
            begin_turn_to_heading();
        return;
    }
    clean_up();
    host_->stop_completely();
}

// MoveToManager::BeginMoveForward @ 0x00529A00
void MoveToManager::begin_move_forward() {
    const float dist = current_distance();
    std::uint32_t command = 0;
    HoldKey key = HoldKey::None;
    bool away = false;
    params_.get_command(dist, command, key, away);
    if (command == 0) {
        remove_head();
        begin_next_node();
        return;
    }
    MovementParameters p = fresh(params_.speed, key);
    const std::uint32_t err = host_->do_motion(command, p.speed, key);
    if (err != 0) {
        cancel_move_to(err);
        return;
    }
    current_command_ = command;
    moving_away_ = away;
    params_.hold_key_to_apply = key;
    previous_distance_ = dist;
    original_distance_ = dist;
    previous_distance_time_ = host_->now();
    original_distance_time_ = host_->now();
}

// MoveToManager::BeginTurnToHeading @ 0x00529B90
void MoveToManager::begin_turn_to_heading() {
    if (num_nodes_ == 0) {
        cancel_move_to(8);
        return;
    }
    if (host_->motions_pending()) return; // again next slice
    const float d =
        heading_diff(nodes_[0].heading, frame_heading(host_->position().frame), kTurnRight);
    std::uint32_t turn = 0;
    if (d <= 180.0f) {
        if (d > kEps) turn = kTurnRight;
    } else if (d + kEps < 360.0f) {
        turn = kTurnLeft;
    }
    if (turn == 0) {
        remove_head();
        begin_next_node();
        return;
    }
    MovementParameters p = fresh(params_.speed, params_.hold_key_to_apply);
    const std::uint32_t err = host_->do_motion(turn, p.speed, p.hold_key_to_apply);
    if (err != 0) {
        cancel_move_to(err);
        return;
    }
    current_command_ = turn;
    previous_heading_ = d; // the difference, not the heading: retail's
}

// MoveToManager::GetCurrentDistance @ 0x005291B0
float MoveToManager::current_distance() const {
    const Position& me = host_->position();
    if ((params_.bitfield & kUseSpheres) != 0)
        return cylinder_distance(host_->radius(), host_->height(), me.frame.origin,
                                 sought_object_radius_, sought_object_height_,
                                 current_target_.frame.origin);
    return glm::length(current_target_.frame.origin - me.frame.origin);
}

// MoveToManager::CheckProgressMade @ 0x005290F0
bool MoveToManager::check_progress_made(float distance) {
    const double now = host_->now();
    const double dt = now - previous_distance_time_;
    if (dt > 1.0) {
        const float d =
            moving_away_ ? distance - previous_distance_ : previous_distance_ - distance;
        if (static_cast<double>(d) / dt < 0.25) return false;
        previous_distance_ = distance;
        previous_distance_time_ = now;
        const float o =
            moving_away_ ? distance - original_distance_ : original_distance_ - distance;
        if (static_cast<double>(o) / (now - original_distance_time_) < 0.25) return false;
    }
    return true;
}

// MoveToManager::HandleMoveToPosition @ 0x00529D80
void MoveToManager::handle_move_to_position() {
    const Position& me = host_->position();
    MovementParameters p = fresh(params_.speed, params_.hold_key_to_apply);
    if (host_->motions_pending()) {
        if (aux_command_ != 0) {
            (void)host_->stop_motion(aux_command_, p.speed, p.hold_key_to_apply);
            aux_command_ = 0;
        }
    } else {
        float want = heading_to(me.frame.origin, current_target_.frame.origin) +
                     get_desired_heading(current_command_, moving_away_);
        if (want >= 360.0f) want -= 360.0f;
        const float diff = wrap(want - frame_heading(me.frame));
        if (diff <= 20.0f || diff >= 340.0f) {
            if (aux_command_ != 0) {
                (void)host_->stop_motion(aux_command_, p.speed, p.hold_key_to_apply);
                aux_command_ = 0;
                // ACE MoveToManager.cs:444-446: the heading set onto the target.
                if (reading_has(ReadingSwitch::AceMoveToHeadingSnap)) [[unlikely]]
                    host_->set_heading(want);
            }
        } else {
            const std::uint32_t t = diff >= 180.0f ? kTurnLeft : kTurnRight;
            if (t != aux_command_) {
                (void)host_->do_motion(t, p.speed, p.hold_key_to_apply);
                aux_command_ = t;
            }
        }
    }
    const float dist = current_distance();
    if (!check_progress_made(dist)) {
        if (!host_->motions_pending()) ++fail_progress_count_; // and not interpolating
    } else {
        fail_progress_count_ = 0;
        const bool arrived =
            moving_away_ ? dist >= params_.min_distance : dist <= params_.distance_to_object;
        if (arrived) {
            remove_head();
            (void)host_->stop_motion(current_command_, p.speed, p.hold_key_to_apply);
            current_command_ = 0;
            if (aux_command_ != 0) {
                (void)host_->stop_motion(aux_command_, p.speed, p.hold_key_to_apply);
                aux_command_ = 0;
            }
            begin_next_node();
        } else if (glm::length(starting_.frame.origin - host_->position().frame.origin) >
                   params_.fail_distance) {
            cancel_move_to(0x3D);
        }
    }
    if (top_level_object_id_ != 0 && type_ != Type::Invalid) {
        const float v = glm::length(host_->velocity());
        if (v > 0.1f) {
            const double t = static_cast<double>(dist / v);
            if (std::fabs(t - host_->target_quantum()) > 1.0) host_->set_target_quantum(t);
        }
    }
}

// MoveToManager::HandleTurnToHeading @ 0x0052A0C0
void MoveToManager::handle_turn_to_heading() {
    if (current_command_ != kTurnRight && current_command_ != kTurnLeft) {
        begin_turn_to_heading();
        return;
    }
    const float cur = frame_heading(host_->position().frame);
    const Node head = nodes_[0];
    if (heading_greater(cur, head.heading, current_command_)) {
        fail_progress_count_ = 0;
        host_->set_heading(head.heading); // retail's snap when a turn completes
        remove_head();
        MovementParameters p = fresh(1.0f, params_.hold_key_to_apply);
        (void)host_->stop_motion(current_command_, p.speed, p.hold_key_to_apply);
        current_command_ = 0;
        begin_next_node();
        return;
    }
    const float d = heading_diff(cur, previous_heading_, current_command_);
    if (d >= 180.0f || d <= kEps) {
        previous_heading_ = cur;
        if (!host_->motions_pending()) ++fail_progress_count_;
    } else {
        fail_progress_count_ = 0;
        previous_heading_ = cur;
    }
}

void MoveToManager::use_time() {
    if (!host_->in_contact() || num_nodes_ == 0) return;
    // ACE MoveToManager.cs:775 inverts the first two terms.
    const bool serve = reading_has(ReadingSwitch::AceMoveToUseTime)
                           ? top_level_object_id_ != 0 || type_ != Type::Invalid || initialized_
                           : top_level_object_id_ == 0 || type_ == Type::Invalid || initialized_;
    if (serve) {
        if (nodes_[0].type == Type::MoveToPosition)
            handle_move_to_position();
        else if (nodes_[0].type == Type::TurnToHeading)
            handle_turn_to_heading();
    }
}

void MoveToManager::handle_update_target(const TargetInfo& info) {
    if (top_level_object_id_ != info.object_id) return;
    if (initialized_) {
        if (info.status == 1) {
            if (type_ == Type::MoveToObject) {
                sought_ = info.interpolated_position;
                current_target_ = info.target_position;
                previous_distance_ = FLT_MAX;
                original_distance_ = FLT_MAX;
                previous_distance_time_ = host_->now();
                original_distance_time_ = host_->now();
            }
        } else {
            cancel_move_to(0x37);
        }
    } else if (top_level_object_id_ == host_->object_id()) {
        sought_ = host_->position();
        current_target_ = host_->position();
        clean_up_and_call_weenie();
    } else if (info.status == 1) {
        if (type_ == Type::MoveToObject)
            move_to_object_internal(info.target_position, info.interpolated_position);
    } else {
        cancel_move_to(0x38);
    }
}

void MoveToManager::hit_ground() {
    if (type_ != Type::Invalid) begin_next_node();
}

} // namespace sweeplab::physics::motion
