#pragma once
// Retail MoveToManager (docs/creatures.md, "MoveTo"): a MoveTo as a queue of nodes (turn to a
// heading, move to the position) served every slice while the mover is on the ground; the
// forward command with its hold key chosen once a node, steering turns beside it outside a
// 20-degree band, the progress check (1 s windows, 0.25 m/s) counting failures, arrival,
// the final heading, a moving target's updates. Headings are compass degrees (0 = +Y, 90 =
// +X, clockwise), as retail's Frame::get_heading. The mover is reached through MoveToHost
// (retail's CPhysicsObj and CMotionInterp calls), so the manager holds no world.
#include <array>
#include <cfloat>
#include <cstdint>

#include "physics/math/frame.h"
#include "physics/motion/motion_interp.h"

namespace sweeplab::physics::motion {

// MovementParameters' bits.
enum MoveBits : std::uint32_t {
    kCanWalk = 0x1,
    kCanRun = 0x2,
    kCanSidestep = 0x4,
    kCanWalkBackwards = 0x8,
    kCanCharge = 0x10,
    kFailWalk = 0x20,
    kUseFinalHeading = 0x40,
    kSticky = 0x80,
    kMoveAway = 0x100,
    kMoveTowards = 0x200,
    kUseSpheres = 0x400,
    kSetHoldKey = 0x800,
    kCancelMoveTo = 0x8000,
    kStopCompletely = 0x10000,
};

// MovementParameters, with retail's defaults (constructor @ 0x00524380).
struct MovementParameters {
    std::uint32_t bitfield = 0x1EE0Fu;
    float distance_to_object = 0.6f;
    float min_distance = 0.0f;
    float desired_heading = 0.0f;
    float speed = 1.0f;
    float fail_distance = FLT_MAX;
    float walk_run_threshold = 15.0f;
    HoldKey hold_key_to_apply = HoldKey::Invalid;

    // The defaults under the reading in force: retail's, or with ace.movement_defaults
    // ACE's (a 1 m walk/run threshold, can_charge on).
    [[nodiscard]] static MovementParameters defaults();
    // MovementParameters::get_command @ 0x0052AA00 (towards_and_away @ 0x0052A9A0).
    void get_command(float distance, std::uint32_t& command, HoldKey& key, bool& moving_away) const;
};
// MovementParameters::get_desired_heading @ 0x0052AAD0.
[[nodiscard]] float get_desired_heading(std::uint32_t command, bool moving_away);

// Compass headings (Frame::get_heading @ CFrame.c, Position::heading @ Position.c): the
// forward axis of a frame, the direction from one point to another (0 when they coincide in
// x, y).
[[nodiscard]] float frame_heading(const Frame& f);
[[nodiscard]] float heading_to(const glm::vec3& from, const glm::vec3& to);
// Frame::set_heading: the frame turned about +Z to face the heading.
void set_frame_heading(Frame& f, float degrees);
// heading_greater @ 0x00528F60, heading_diff @ 0x00528FB0.
[[nodiscard]] bool heading_greater(float x, float y, std::uint32_t motion);
[[nodiscard]] float heading_diff(float x, float y, std::uint32_t motion);
// Position::cylinder_distance @ Position.c.
[[nodiscard]] float cylinder_distance(float r1, float h1, const glm::vec3& p1, float r2, float h2,
                                      const glm::vec3& p2);

// What the manager asks of its mover (retail: CPhysicsObj, its CMotionInterp and its
// TargetManager).
class MoveToHost {
  public:
    virtual ~MoveToHost() = default;
    [[nodiscard]] virtual const Position& position() const = 0;
    [[nodiscard]] virtual float radius() const = 0; // CPhysicsObj::GetRadius, GetHeight
    [[nodiscard]] virtual float height() const = 0;
    [[nodiscard]] virtual std::uint32_t object_id() const = 0;
    [[nodiscard]] virtual bool in_contact() const = 0;      // transient CONTACT
    [[nodiscard]] virtual bool motions_pending() const = 0; // CPhysicsObj::motions_pending
    [[nodiscard]] virtual glm::vec3 velocity() const = 0;   // CPhysicsObj::get_velocity
    [[nodiscard]] virtual double now() const = 0;           // the physics timer
    virtual void set_heading(float degrees) = 0;
    // CMotionInterp::adjust_motion then Do/StopInterpretedMotion (MoveToManager::_DoMotion
    // @ 0x00529010, _StopMotion @ 0x00529080). `speed` is adjusted in place.
    virtual std::uint32_t do_motion(std::uint32_t motion, float& speed, HoldKey key) = 0;
    virtual std::uint32_t stop_motion(std::uint32_t motion, float& speed, HoldKey key) = 0;
    // CPhysicsObj::StopCompletely: the forward motion and turns stopped (never re-entering the
    // manager: retail's nested cancel_moveto finds nothing to cancel).
    virtual void stop_completely() = 0;
    // CPhysicsObj::set_target / clear_target / set_target_quantum (TargetManager).
    virtual void set_target(std::uint32_t object_id, float radius, double quantum) = 0;
    virtual void clear_target() = 0;
    virtual void set_target_quantum(double quantum) = 0;
    [[nodiscard]] virtual double target_quantum() const = 0;
};

// TargetInfo as HandleUpdateTarget reads it.
struct TargetInfo {
    std::uint32_t object_id = 0;
    std::uint32_t status = 1; // 1 Ok; anything else: the target is gone
    Position target_position;
    Position interpolated_position;
};

class MoveToManager {
  public:
    enum class Type : std::uint32_t {
        Invalid = 0,
        MoveToObject = 6,
        MoveToPosition = 7,
        TurnToObject = 8,
        TurnToHeading = 9
    };
    struct Node {
        Type type = Type::Invalid;
        float heading = 0.0f;
    };
    static constexpr int kMaxNodes = 8;

    explicit MoveToManager(MoveToHost& host);
    // Not retail: a manager without a host, only to hold a state (the lab's rewind,
    // assign_state); never run.
    MoveToManager() : host_(nullptr) {}

    // MoveToManager::MoveToObject @ 0x00529680.
    void move_to_object(std::uint32_t object_id, std::uint32_t top_level_id, float radius,
                        float height, const MovementParameters& params);
    // MoveToManager::MoveToPosition @ 0x0052A240.
    void move_to_position(const Position& p, const MovementParameters& params);
    // MoveToManager::TurnToHeading @ 0x0052A630.
    void turn_to_heading(const MovementParameters& params);
    // MoveToManager::CancelMoveTo @ 0x00529930.
    void cancel_move_to(std::uint32_t why);
    // MoveToManager::UseTime @ 0x0052A780 (MovementManager::UseTime @ 0x005242F0).
    void use_time();
    // MoveToManager::HandleUpdateTarget @ 0x0052A7D0.
    void handle_update_target(const TargetInfo& info);
    // MoveToManager::HitGround @ 0x00529D70.
    void hit_ground();
    // Not retail (the lab's rewind): every field of `other` but its host.
    void assign_state(const MoveToManager& other);

    [[nodiscard]] Type type() const { return type_; }
    [[nodiscard]] bool active() const { return type_ != Type::Invalid; }
    [[nodiscard]] int fail_progress_count() const { return fail_progress_count_; }
    [[nodiscard]] int node_count() const { return num_nodes_; }
    [[nodiscard]] const Node& node(int i) const { return nodes_[static_cast<std::size_t>(i)]; }
    [[nodiscard]] std::uint32_t current_command() const { return current_command_; }
    [[nodiscard]] std::uint32_t aux_command() const { return aux_command_; }
    [[nodiscard]] bool moving_away() const { return moving_away_; }
    [[nodiscard]] bool initialized() const { return initialized_; }
    [[nodiscard]] float previous_distance() const { return previous_distance_; }
    [[nodiscard]] double previous_distance_time() const { return previous_distance_time_; }
    [[nodiscard]] float original_distance() const { return original_distance_; }
    [[nodiscard]] double original_distance_time() const { return original_distance_time_; }
    [[nodiscard]] const Position& current_target_position() const { return current_target_; }
    [[nodiscard]] const Position& sought_position() const { return sought_; }
    [[nodiscard]] const MovementParameters& params() const { return params_; }

  private:
    void initialize_local_variables();
    void clean_up();
    void clean_up_and_call_weenie();
    void add_node(Type type, float heading);
    void remove_head();
    void begin_next_node();
    void begin_move_forward();
    void begin_turn_to_heading();
    void handle_move_to_position();
    void handle_turn_to_heading();
    void move_to_object_internal(const Position& target, const Position& interpolated);
    [[nodiscard]] bool check_progress_made(float distance);
    [[nodiscard]] float current_distance() const;
    // The parameters the manager's own motions go with: retail's default with cancel_moveto
    // cleared, the speed and the hold key given.
    [[nodiscard]] MovementParameters fresh(float speed, HoldKey key) const;

    MoveToHost* host_; // a pointer, so that assign_state can copy the rest
    Type type_ = Type::Invalid;
    Position sought_, current_target_, starting_;
    MovementParameters params_;
    float previous_heading_ = 0.0f;
    float previous_distance_ = FLT_MAX;
    double previous_distance_time_ = 0.0;
    float original_distance_ = FLT_MAX;
    double original_distance_time_ = 0.0;
    int fail_progress_count_ = 0;
    std::uint32_t sought_object_id_ = 0, top_level_object_id_ = 0;
    float sought_object_radius_ = 0.0f, sought_object_height_ = 0.0f;
    std::uint32_t current_command_ = 0, aux_command_ = 0;
    bool moving_away_ = false;
    bool initialized_ = false;
    std::array<Node, kMaxNodes> nodes_{};
    int num_nodes_ = 0;
};

} // namespace sweeplab::physics::motion
