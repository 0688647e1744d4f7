#pragma once
// A creature that moves as the server moves it (docs/creatures.md): a physics object
// (physics::Mover: update_object's slices, a transition each) whose offset comes from its
// motion table's sequence (CPartArray::Update), with its CMotionInterp, its MoveToManager and
// the target updates a chased object sends it (TargetManager::HandleTargetting: at most every
// 0.5 s, once the target moved 0.5 m). The server's AI (ACE's monster tick) drives it from
// outside: move_to_position, move_to_object, cancel_move_to.
#include <cstdint>
#include <memory>

#include "physics/motion/motion_interp.h"
#include "physics/motion/move_to_manager.h"
#include "physics/world/mover.h"

namespace sweeplab::physics::motion {

struct CreatureConfig {
    MoverConfig mover;                  // spheres, step heights, state, id
    const MotionTable* table = nullptr; // shared, read-only
    float run_rate = 1.0f;              // CMotionInterp::my_run_rate (the weenie's InqRunRate)
    float scale = 1.0f;                 // m_scale: the root motion's factor on the ground
    float radius = 0.5f, height = 1.8f; // CPhysicsObj::GetRadius / GetHeight (cylinder distance)
};

// TargetManager's side of a chase: the object chased, its position as last known and as last
// sent to the MoveTo.
struct TargetTracking {
    std::uint32_t id = 0;
    float radius = 0.5f;
    double quantum = 0.0;
    bool known = false, present = true;
    Position now, sent;
    double last_update = 0.0;
};

// Not retail (the lab's rewind): everything a creature's update reads and writes across
// frames. Copying it never allocates.
struct CreatureState {
    MoverState mover{};
    MotionInterp interp;
    MoveToManager move_to;
    TargetTracking target;
};

class Creature final : public MoveToHost, public MotionDriver {
  public:
    Creature(const World& world, CreatureConfig config);
    Creature(const Creature&) = delete;
    Creature& operator=(const Creature&) = delete;

    // Mover::place, then the motion table's default state.
    bool place(const glm::vec3& feet, float yaw_radians, std::uint32_t cell = 0);
    // One frame of `dt` seconds (CPhysicsObj::update_object).
    void update(float dt);

    // CPhysicsObj::MoveToPosition / MoveToObject / StopCompletely as the server issues them
    // (MovementManager::PerformMovement cancels the MoveTo under way first).
    void move_to_position(const Position& p, const MovementParameters& params);
    void move_to_object(std::uint32_t target_id, float radius, float height,
                        const MovementParameters& params);
    void cancel_move_to();
    // Where the chased object is now (its own TargetManager would send it): an update goes
    // to the MoveTo at the next slice when 0.5 s have passed and it moved 0.5 m. `present`
    // false: the target left the world (status ExitWorld).
    void set_target_position(const Position& p, bool present = true);

    [[nodiscard]] const Mover& mover() const { return mover_; }
    [[nodiscard]] Mover& mover() { return mover_; }
    [[nodiscard]] const MoveToManager& move_to() const { return move_to_; }
    [[nodiscard]] const MotionInterp& interp() const { return interp_; }
    [[nodiscard]] std::uint32_t id() const { return config_.mover.id; }
    [[nodiscard]] const CreatureConfig& config() const { return config_; }

    // Not retail: the reading for the next transitions and MoveTo calls.
    void set_reading(Reading reading);
    // Not retail (the lab's rewind): copy out / bring back everything update() reads.
    void save_state(CreatureState& out) const;
    void restore_state(const CreatureState& in);

    // MoveToHost
    [[nodiscard]] const Position& position() const override { return mover_.position(); }
    [[nodiscard]] float radius() const override { return config_.radius; }
    [[nodiscard]] float height() const override { return config_.height; }
    [[nodiscard]] std::uint32_t object_id() const override { return config_.mover.id; }
    [[nodiscard]] bool in_contact() const override;
    [[nodiscard]] bool motions_pending() const override;
    [[nodiscard]] glm::vec3 velocity() const override { return mover_.cached_velocity(); }
    [[nodiscard]] double now() const override { return mover_.slice_time(); }
    void set_heading(float degrees) override { mover_.set_heading(degrees); }
    std::uint32_t do_motion(std::uint32_t motion, float& speed, HoldKey key) override;
    std::uint32_t stop_motion(std::uint32_t motion, float& speed, HoldKey key) override;
    void stop_completely() override;
    void set_target(std::uint32_t object_id, float radius, double quantum) override;
    void clear_target() override;
    void set_target_quantum(double quantum) override { target_.quantum = quantum; }
    [[nodiscard]] double target_quantum() const override { return target_.quantum; }

    // MotionDriver
    void update_offset(float quantum, Frame& offset) override;
    [[nodiscard]] float scale() const override { return config_.scale; }
    void after_slice(double now) override;

  private:
    [[nodiscard]] bool contact_allows_move() const;
    void handle_targetting(double now);

    CreatureConfig config_;
    Mover mover_;
    MotionInterp interp_;
    MoveToManager move_to_;
    TargetTracking target_;
};

} // namespace sweeplab::physics::motion
