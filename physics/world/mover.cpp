// The mover: CPhysicsObj::update_object and what it calls, for one object.
#include "physics/world/mover.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "physics/math/constants.h"
#include "physics/transition/transition.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// Motion-table speeds (CMotionInterp; ACE MotionInterp.cs).
constexpr float kWalkAnimSpeed = 3.12f;
constexpr float kRunAnimSpeed = 4.0f;
constexpr float kSidestepAnimSpeed = 1.25f;
constexpr float kMaxSidestepAnimRate = 3.0f;
constexpr float kBackwardsFactor = 0.65f;
constexpr float kSidestepFactor = 0.5f;

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

} // namespace

struct MoverArena {
    TransitionArena<Transition> arena;
};

MoverConfig MoverConfig::player() {
    MoverConfig c;
    c.spheres = {Sphere{{0.0f, 0.0f, 0.48f}, 0.48f}, Sphere{{0.0f, 0.0f, 1.35f}, 0.48f}};
    // Retail's default state (CPhysicsObj::CPhysicsObj and PhysicsDesc::PhysicsDesc set
    // 0x400C08), which a player keeps: the client never clears EdgeSlide itself (it changes
    // only with the server's PhysicsDesc / SetState; ACE sends AllowEdgeSlide for players).
    c.state = kPlayerPhysicsState;
    return c;
}
MoverConfig MoverConfig::remote() {
    MoverConfig c = player();
    c.id = 0x50000002u;
    c.is_player = false;
    return c;
}
MoverConfig MoverConfig::projectile() {
    MoverConfig c;
    c.id = 0x50000003u;
    c.spheres = {Sphere{{0.0f, 0.0f, 0.0f}, 0.05f}};
    c.state = PhysicsState::Missile | PhysicsState::Gravity;
    c.is_player = false;
    c.step_up_height = 0.0f;
    c.step_down_height = 0.0f;
    return c;
}
MoverConfig MoverConfig::viewer() {
    MoverConfig c;
    c.id = 0x50000004u;
    c.spheres = {Sphere{{0.0f, 0.0f, 0.0f}, kViewerSphereRadius}};
    c.state = PhysicsState::None;
    c.extra_state = ObjectInfoState::IsViewer | ObjectInfoState::PathClipped |
                    ObjectInfoState::FreeRotate | ObjectInfoState::PerfectClip; // 0x5C
    c.is_player = false;
    c.step_up_height = 0.0f;
    c.step_down_height = 0.0f;
    return c;
}

Mover::Mover(const World& world, MoverConfig config)
    : world_(&world), config_(std::move(config)), arena_(std::make_unique<MoverArena>()) {
    if (config_.spheres.empty()) config_.spheres.push_back(Sphere{{0.0f, 0.0f, 0.48f}, 0.48f});
    if (config_.spheres.size() > 2) config_.spheres.resize(2);
    desc_.id = config_.id;
    desc_.state = config_.state;
    desc_.scale = 1.0f;
    desc_.step_up_height = config_.step_up_height;
    desc_.step_down_height = config_.step_down_height;
    desc_.has_weenie = config_.is_player;
    desc_.is_player = config_.is_player;
    desc_.is_creature = config_.is_player;
    calc_acceleration();
}

Mover::~Mover() = default;

float Mover::yaw() const {
    const glm::vec3 fwd = pos_.frame.local_to_global_vec(glm::vec3(0.0f, 1.0f, 0.0f));
    return std::atan2(-fwd.x, fwd.y);
}

std::uint32_t Mover::global_spheres(std::array<Sphere, 2>& out) const {
    const auto n = static_cast<std::uint32_t>(config_.spheres.size());
    for (std::uint32_t i = 0; i < n; ++i)
        out[i] = Sphere{pos_.frame.local_to_global(config_.spheres[i].center),
                        config_.spheres[i].radius};
    return n;
}

bool Mover::place(const glm::vec3& feet, float yaw_radians, std::uint32_t cell) {
    const ReadingScope reading(config_.reading);
    if (!finite(feet) || !std::isfinite(yaw_radians)) { // not retail: NaN never gets in
        fill_output();
        return false;
    }
    pos_.frame = Frame::from_yaw(feet, yaw_radians);
    pos_.objcell_id = cell != 0 ? cell : world_->find_cell(feet + config_.spheres[0].center);
    if (pos_.objcell_id == 0) pos_.objcell_id = world_->find_cell(feet);
    velocity_ = glm::vec3(0.0f);
    transient_ = TransientState::Active;
    Transition* t = transition(pos_, pos_, true, nullptr);
    if (t != nullptr) set_position_internal(*t);
    calc_acceleration();
    fill_output();
    return t != nullptr;
}

// CPhysicsObj::update_object @ 0x00515D10
void Mover::update(float dt, const MoverInput& input, FrameTrace* trace) {
    const ReadingScope reading(config_.reading);
    out_.substeps = 0;
    out_.quanta = 0;
    out_.num_collisions = 0;
    if (trace != nullptr) trace->clear();
    input_ = input;
    // A jump starts on the rising edge of the key while standing on walkable ground.
    if (input.jump && !prev_jump_ && has(transient_, TransientState::OnWalkable))
        pending_jump_ = config_.jump_velocity;
    prev_jump_ = input.jump;
    if (pos_.objcell_id == 0 || has(config_.state, PhysicsState::Frozen) || !std::isfinite(dt)) {
        fill_output();
        return;
    }
    now_ += static_cast<double>(std::max(dt, 0.0f));
    // Times are compared with a microsecond of slack so a steady 30 Hz frame is never
    // mistaken for a sliver below MinQuantum by rounding.
    constexpr double kSlack = 1e-6;
    double remaining = now_ - update_time_;
    if (remaining <= static_cast<double>(kEpsilon)) {
        update_time_ = now_;
        fill_output();
        return;
    }
    if (remaining > static_cast<double>(kHugeQuantum)) { // a hitch or a teleport: drop it
        update_time_ = now_;
        fill_output();
        return;
    }
    // The ACE/GDLE gate (docs/divergences.md): time below MinQuantum waits for the next
    // frame, so every quantum is at least 1/30 s.
    if (remaining < static_cast<double>(kMinQuantum) - kSlack) {
        fill_output();
        return;
    }
    double curr = update_time_;
    int guard = 0;
    // Reading ace.max_quantum: ACE's PhysicsGlobals.MaxQuantum is 0.1 s (retail 0.2 s).
    const float max_quantum =
        reading_has(ReadingSwitch::AceMaxQuantum) ? kAceMaxQuantum : kMaxQuantum;
    while (remaining > static_cast<double>(max_quantum) + kSlack && guard++ < 32) {
        curr += static_cast<double>(max_quantum);
        slice_time_ = curr;
        update_object_internal(max_quantum, input, trace);
        remaining -= static_cast<double>(max_quantum);
    }
    if (remaining > static_cast<double>(kMinQuantum) - kSlack || out_.quanta == 0) {
        curr += remaining;
        slice_time_ = curr;
        update_object_internal(static_cast<float>(remaining), input, trace);
    }
    update_time_ = curr; // a leftover below MinQuantum carries to the next frame
    fill_output();
}

// CPhysicsObj::UpdateObjectInternal @ 0x005156B0: the slice, then (an object with its own
// motion) its managers.
void Mover::update_object_internal(float quantum, const MoverInput& input, FrameTrace* trace) {
    update_object_slice(quantum, input, trace);
    if (driver_ != nullptr) driver_->after_slice(slice_time_);
}

// CPhysicsObj::UpdateObjectInternal's slice (+ UpdatePositionInternal @ 0x00512C30)
void Mover::update_object_slice(float quantum, const MoverInput& input, FrameTrace* trace) {
    ++out_.quanta;
    if (has(transient_, TransientState::CheckEthereal))
        transient_ &= ~TransientState::CheckEthereal;
    Frame frame = pos_.frame;
    if (driver_ != nullptr) {
        // CPartArray::Update: the sequence's offset, in the object's frame; it counts only on
        // walkable ground (x m_scale there, x 0 elsewhere), then Frame::combine.
        Frame offset;
        driver_->update_offset(quantum, offset);
        offset.origin *= has(transient_, TransientState::OnWalkable) ? driver_->scale() : 0.0f;
        frame.origin += frame.orientation * offset.origin;
        const glm::quat q = frame.orientation * offset.orientation;
        const float ql = glm::length(q);
        if (ql > 0.0f && std::isfinite(ql)) frame.orientation = q / ql; // Frame::set_rotate
        update_physics_internal(quantum, frame);
        finish_slice(quantum, frame, trace);
        return;
    }
    // Turning (the motion table's turn, omega about +Z).
    const float turn = glm::radians(std::clamp(input.turn, -720.0f, 720.0f)) * quantum;
    if (turn != 0.0f && std::isfinite(turn)) // not retail: a NaN turn rate turns nothing
        frame.orientation =
            glm::normalize(glm::angleAxis(turn, glm::vec3(0.0f, 0.0f, 1.0f)) * frame.orientation);
    // Root motion, only while on a walkable surface (retail: offset *= on_walkable ? scale : 0).
    if (has(transient_, TransientState::OnWalkable))
        frame.origin += frame.local_to_global_vec(state_velocity()) * quantum;
    if (pending_jump_ > 0.0f && has(transient_, TransientState::OnWalkable)) {
        // MotionInterp::jump -> LeaveGround: the state velocity plus the jump's vz.
        glm::vec3 local = state_velocity();
        local.z = pending_jump_;
        velocity_ = frame.local_to_global_vec(local);
        pending_jump_ = 0.0f;
        transient_ &= ~(TransientState::Contact | TransientState::OnWalkable);
        calc_acceleration();
    }
    update_physics_internal(quantum, frame);
    finish_slice(quantum, frame, trace);
}

// UpdateObjectInternal after UpdatePositionInternal: no move keeps the origin (the turn
// only), else the transition to the new frame and SetPositionInternal.
void Mover::finish_slice(float quantum, const Frame& frame, FrameTrace* trace) {
    const glm::vec3 d = frame.origin - pos_.frame.origin;
    if (std::fabs(d.x) < kEpsilon && std::fabs(d.y) < kEpsilon && std::fabs(d.z) < kEpsilon) {
        pos_.frame.orientation = frame.orientation;
        cached_velocity_ = glm::vec3(0.0f);
        return;
    }
    Position target{pos_.objcell_id, frame};
    if (trace != nullptr) trace->quantum = out_.quanta - 1;
    const glm::vec3 before = pos_.frame.origin;
    Transition* t = transition(pos_, target, false, trace);
    if (t != nullptr) {
        out_.substeps += t->num_substeps;
        cached_velocity_ = (t->sphere_path.curr_pos.frame.origin - before) / quantum;
        set_position_internal(*t);
    } else {
        pos_.frame.orientation = frame.orientation;
        cached_velocity_ = glm::vec3(0.0f);
    }
}

// CPhysicsObj::set_heading (Frame::set_heading: direction (sin h, cos h)); sweeplab's yaw
// turns counter-clockwise from +Y.
void Mover::set_heading(float degrees) {
    if (!std::isfinite(degrees)) return;
    pos_.frame.orientation = glm::angleAxis(-glm::radians(degrees), glm::vec3(0.0f, 0.0f, 1.0f));
}

// The motion-table velocity in the object's frame (+Y forward, +X right).
glm::vec3 Mover::state_velocity() const {
    // Not retail: a NaN key moves nothing (std::clamp passes NaN through, and a NaN state
    // velocity would become the physics velocity at LeaveGround).
    const float fwd =
        std::isfinite(input_.forward) ? std::clamp(input_.forward, -1.0f, 1.0f) : 0.0f;
    const float side = std::isfinite(input_.strafe) ? std::clamp(input_.strafe, -1.0f, 1.0f) : 0.0f;
    const float run_rate = std::max(config_.run_rate, 0.0f);
    glm::vec3 v(0.0f);
    if (fwd > 0.0f)
        v.y = fwd * (input_.run ? kRunAnimSpeed * run_rate : kWalkAnimSpeed);
    else if (fwd < 0.0f)
        v.y = fwd * kWalkAnimSpeed * kBackwardsFactor;
    if (side != 0.0f) {
        const float rate =
            input_.run ? std::min(run_rate * kSidestepFactor * 2.0f, kMaxSidestepAnimRate) : 1.0f;
        v.x = side * kSidestepAnimSpeed * rate;
    }
    const float cap = kRunAnimSpeed * std::max(run_rate, 1.0f);
    const float len = glm::length(v);
    if (len > cap) v *= cap / len;
    return v;
}

// CPhysicsObj::UpdatePhysicsInternal @ 0x00510700
void Mover::update_physics_internal(float quantum, Frame& frame) {
    float v2 = glm::dot(velocity_, velocity_);
    if (v2 > 0.0f) {
        if (v2 > kMaxVelocity * kMaxVelocity) {
            velocity_ = glm::normalize(velocity_) * kMaxVelocity;
            v2 = kMaxVelocity * kMaxVelocity;
        }
        calc_friction(quantum, v2);
        // The pre-friction magnitude decides the snap to rest.
        if (v2 - kSmallVelocity * kSmallVelocity < kEpsilon) velocity_ = glm::vec3(0.0f);
        frame.origin += velocity_ * quantum + 0.5f * acceleration_ * quantum * quantum;
    }
    velocity_ += acceleration_ * quantum;
    if (!finite(velocity_)) velocity_ = glm::vec3(0.0f);
}

// CPhysicsObj::calc_acceleration @ 0x00510950
void Mover::calc_acceleration() {
    if (has(transient_, TransientState::Contact) && has(transient_, TransientState::OnWalkable) &&
        !has(config_.state, PhysicsState::Sledding))
        acceleration_ = glm::vec3(0.0f);
    else if (has(config_.state, PhysicsState::Gravity))
        acceleration_ = glm::vec3(0.0f, 0.0f, kGravity);
    else
        acceleration_ = glm::vec3(0.0f);
}

// CPhysicsObj::calc_friction @ 0x0050EE70
void Mover::calc_friction(float quantum, float velocity_sq) {
    if (!has(transient_, TransientState::OnWalkable)) return;
    const glm::vec3& n = contact_plane_.normal;
    const float vn = glm::dot(velocity_, n);
    if (vn >= 0.25f) return; // leaving the plane fast
    velocity_ -= n * vn;
    float friction = config_.friction;
    if (has(config_.state, PhysicsState::Sledding)) {
        if (velocity_sq < 1.5625f)
            friction = 1.0f;
        else if (!(velocity_sq < 6.25f || n.z >= 0.98480775f)) // cos 10 deg
            friction = 0.2f;
    }
    velocity_ *= std::pow(1.0f - friction, quantum);
}

// CPhysicsObj::check_contact: still in contact unless moving off the plane.
bool Mover::check_contact(bool contact) const {
    if (has(transient_, TransientState::Contact) &&
        glm::dot(velocity_, contact_plane_.normal) > kEpsilon)
        return false;
    return contact;
}

// CPhysicsObj::get_object_info @ 0x00511CC0
ObjectInfoState Mover::get_object_info(Transition& t) const {
    ObjectInfoState s = has(config_.state, PhysicsState::EdgeSlide) ? ObjectInfoState::EdgeSlide
                                                                    : ObjectInfoState::Default;
    if (has(transient_, TransientState::Contact)) {
        const bool water = has(transient_, TransientState::WaterContact);
        if (check_contact(true)) {
            t.init_contact_plane(contact_plane_cell_id_, contact_plane_, water);
            s |= ObjectInfoState::Contact;
            if (has(transient_, TransientState::OnWalkable)) s |= ObjectInfoState::OnWalkable;
        } else {
            t.init_last_known_contact_plane(contact_plane_cell_id_, contact_plane_, water);
        }
    }
    if (has(transient_, TransientState::Sliding)) t.init_sliding_normal(sliding_normal_);
    if (config_.free_heading) s |= ObjectInfoState::FreeRotate; // part_array->AllowsFreeHeading
    if (has(config_.state, PhysicsState::Missile)) s |= ObjectInfoState::PathClipped;
    return s | config_.extra_state;
}

// CPhysicsObj::transition @ 0x00512DC0
Transition* Mover::transition(const Position& old_pos, const Position& new_pos, bool placement,
                              FrameTrace* trace) {
    Transition* t = arena_->arena.make();
    if (t == nullptr) return nullptr;
    t->world = world_;
    t->trace = trace;
    if (trace != nullptr) trace->begin_transition();
    t->reading = config_.reading;
    has_transition_ = true;
    t->init_object(desc_, get_object_info(*t));
    t->init_sphere(static_cast<std::uint32_t>(config_.spheres.size()), config_.spheres.data(),
                   1.0f);
    t->init_path(old_pos.objcell_id, placement ? nullptr : &old_pos, new_pos);
    if (has(transient_, TransientState::StationaryStuck))
        t->collision_info.frames_stationary_fall = 3;
    else if (has(transient_, TransientState::StationaryStop))
        t->collision_info.frames_stationary_fall = 2;
    else if (has(transient_, TransientState::StationaryFall))
        t->collision_info.frames_stationary_fall = 1;
    const bool ok = t->find_valid_position();
    // Retail releases the record before returning it; it stays readable (arena contract).
    arena_->arena.cleanup();
    t->trace = nullptr;
    if (!ok || !finite(t->sphere_path.curr_pos.frame.origin)) return nullptr;
    return t;
}

// CPhysicsObj::SetPositionInternal @ 0x00515330
void Mover::set_position_internal(Transition& t) {
    const bool prev_on_walkable = has(transient_, TransientState::OnWalkable);
    const bool prev_contact = has(transient_, TransientState::Contact);
    const SpherePath& sp = t.sphere_path;
    const CollisionInfo& ci = t.collision_info;
    if (t.object_info.velocity_killed) velocity_ = glm::vec3(0.0f); // OBJECTINFO::kill_velocity
    if (sp.curr_cell == kNullCellId) {
        // Retail goes to the lost cell; the lab keeps the last good position.
        transient_ &= ~TransientState::Active;
        return;
    }
    pos_.objcell_id = sp.curr_cell;
    pos_.frame = sp.curr_pos.frame;
    contact_plane_cell_id_ = ci.contact_plane_cell_id;
    contact_plane_ = ci.contact_plane;
    if (ci.contact_plane_valid)
        transient_ |= TransientState::Contact;
    else
        transient_ &= ~TransientState::Contact;
    calc_acceleration();
    if (ci.contact_plane_is_water)
        transient_ |= TransientState::WaterContact;
    else
        transient_ &= ~TransientState::WaterContact;
    if (has(transient_, TransientState::Contact)) {
        set_on_walkable(contact_plane_.normal.z >= kFloorZ);
    } else {
        transient_ &= ~TransientState::OnWalkable;
        if (prev_on_walkable) {
            leave_ground();
            calc_acceleration();
        }
    }
    sliding_normal_ = ci.sliding_normal;
    if (ci.sliding_normal_valid)
        transient_ |= TransientState::Sliding;
    else
        transient_ &= ~TransientState::Sliding;
    handle_all_collisions(t, prev_contact, prev_on_walkable);
}

// CPhysicsObj::set_on_walkable @ 0x00511310
void Mover::set_on_walkable(bool on_walkable) {
    const bool was = has(transient_, TransientState::OnWalkable);
    if (on_walkable)
        transient_ |= TransientState::OnWalkable;
    else
        transient_ &= ~TransientState::OnWalkable;
    if (was && !on_walkable) leave_ground();
    calc_acceleration();
}

// MovementManager::LeaveGround -> CMotionInterp::LeaveGround: the motion becomes velocity.
void Mover::leave_ground() {
    glm::vec3 local = state_velocity();
    local.z = 0.0f; // get_jump_v_z: no jump charged
    if (local.x == 0.0f && local.y == 0.0f && local.z == 0.0f) return; // keep the velocity
    const glm::vec3 world_v = pos_.frame.local_to_global_vec(local);
    velocity_ = glm::vec3(world_v.x, world_v.y, velocity_.z);
}

// CPhysicsObj::handle_all_collisions @ 0x00514780
void Mover::handle_all_collisions(const Transition& t, bool prev_contact, bool prev_on_walkable) {
    (void)prev_contact;
    const CollisionInfo& ci = t.collision_info;
    const bool bounce = !(prev_on_walkable && has(transient_, TransientState::OnWalkable) &&
                          !has(config_.state, PhysicsState::Sledding));
    for (std::uint32_t i = 0; i < ci.num_collide_object && i < ci.collide_object.size(); ++i) {
        const std::uint32_t id = ci.collide_object[i];
        bool seen = false;
        for (std::uint32_t k = 0; k < out_.num_collisions; ++k)
            seen |= out_.collisions[k] == id;
        if (!seen && out_.num_collisions < MoverOutput::kMaxCollisions)
            out_.collisions[out_.num_collisions++] = id;
    }
    const int fsf = ci.frames_stationary_fall;
    if (fsf <= 1) {
        if (bounce && ci.collision_normal_valid) {
            if (has(config_.state, PhysicsState::Inelastic)) {
                velocity_ = glm::vec3(0.0f);
            } else {
                const float vn = glm::dot(velocity_, ci.collision_normal);
                if (vn < 0.0f)
                    velocity_ -= ci.collision_normal * (vn * (1.0f + config_.elasticity));
            }
        }
    } else {
        velocity_ = glm::vec3(0.0f);
    }
    transient_ &= ~(TransientState::StationaryFall | TransientState::StationaryStop |
                    TransientState::StationaryStuck);
    if (fsf == 1)
        transient_ |= TransientState::StationaryFall;
    else if (fsf == 2)
        transient_ |= TransientState::StationaryStop;
    else if (fsf != 0 && fsf != 3)
        transient_ |= TransientState::StationaryStuck;
}

void Mover::set_velocity(const glm::vec3& v) {
    if (finite(v)) velocity_ = v;
}

bool Mover::move_to(const Position& target, FrameTrace* trace) {
    const ReadingScope reading(config_.reading);
    if (trace != nullptr) trace->clear();
    out_.substeps = 0;
    out_.num_collisions = 0;
    Transition* t = transition(pos_, target, false, trace);
    if (t == nullptr) return false;
    out_.substeps = t->num_substeps;
    set_position_internal(*t);
    fill_output();
    return true;
}

const Transition* Mover::last_transition() const {
    return has_transition_ ? &arena_->arena.record(0) : nullptr;
}

void Mover::save_state(MoverState& o) const {
    o.pos = pos_;
    o.velocity = velocity_;
    o.acceleration = acceleration_;
    o.cached_velocity = cached_velocity_;
    o.transient = transient_;
    o.contact_plane = contact_plane_;
    o.contact_plane_cell_id = contact_plane_cell_id_;
    o.sliding_normal = sliding_normal_;
    o.update_time = update_time_;
    o.now = now_;
    o.slice_time = slice_time_;
    o.input = input_;
    o.prev_jump = prev_jump_;
    o.pending_jump = pending_jump_;
    o.out = out_;
    o.has_transition = has_transition_;
    o.reading = config_.reading;
}

void Mover::restore_state(const MoverState& in) {
    pos_ = in.pos;
    velocity_ = in.velocity;
    acceleration_ = in.acceleration;
    cached_velocity_ = in.cached_velocity;
    transient_ = in.transient;
    contact_plane_ = in.contact_plane;
    contact_plane_cell_id_ = in.contact_plane_cell_id;
    sliding_normal_ = in.sliding_normal;
    update_time_ = in.update_time;
    now_ = in.now;
    slice_time_ = in.slice_time;
    input_ = in.input;
    prev_jump_ = in.prev_jump;
    pending_jump_ = in.pending_jump;
    out_ = in.out;
    has_transition_ = in.has_transition;
    config_.reading = in.reading;
}

void Mover::snapshot(MoverSnapshot& out) const {
    save_state(out.state);
    // Between updates the arena's level is 0 and record(0) is the released record.
    out.record = arena_->arena.record(0);
    out.record.trace = nullptr;
}

void Mover::restore(const MoverSnapshot& in) {
    restore_state(in.state);
    // The arena hands out record(0) at level 0: lease it, overwrite it, release it.
    if (Transition* r = arena_->arena.make()) {
        *r = in.record;
        r->trace = nullptr;
        arena_->arena.cleanup();
    }
}

void Mover::fill_output() {
    out_.position = pos_.frame.origin;
    out_.velocity = cached_velocity_;
    out_.physics_velocity = velocity_;
    out_.cell = pos_.objcell_id;
    out_.contact = has(transient_, TransientState::Contact);
    out_.on_walkable = has(transient_, TransientState::OnWalkable);
}

} // namespace sweeplab::physics
