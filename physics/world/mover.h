#pragma once
// The mover: retail CPhysicsObj's update_object path for one object (quanta, velocity,
// gravity, friction, jumping, contact state, handle_all_collisions), driving one transition
// per quantum through a ten-deep arena it owns. Zero heap allocation per update.
//
// Ground locomotion: retail moves a grounded player by animation root motion
// (CPartArray::Update); sweeplab has no animations, so the mover synthesises the same
// per-quantum offset from the motion-table speeds (walk 3.12 m/s, run 4.0 m/s x run rate,
// side-step 1.25 m/s, backwards x 0.65), applied only while on a walkable surface, exactly
// where retail applies root motion. Airborne motion runs on velocity and gravity.
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "physics/collision/object_info.h"
#include "physics/collision/physics_state.h"
#include "physics/math/frame.h"
#include "physics/math/plane.h"
#include "physics/math/sphere.h"
#include "physics/reading/reading.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics {

class World;
struct FrameTrace;
struct MoverArena; // the ten-deep TransitionArena<Transition> (mover.cpp)

struct MoverInput {
    float forward = 0.0f; // [-1, 1]
    float strafe = 0.0f;  // [-1, 1], positive to the right
    float turn = 0.0f;    // degrees per second, positive turns left
    bool run = false;
    bool jump = false; // a jump starts on the rising edge while on a walkable surface
};

// An object moved by its own motion table (a creature; docs/creatures.md): what
// CPhysicsObj::UpdateObjectInternal @ 0x005156B0 asks of its part array and managers each
// slice. With one set, the mover takes the slice's offset from it (CPartArray::Update,
// root motion and the sequence's velocity, in the object's frame) instead of its own
// player locomotion, and calls it after the slice's transition (TargetManager::
// HandleTargetting, MovementManager::UseTime). `now` is the slice's physics time.
class MotionDriver {
  public:
    virtual ~MotionDriver() = default;
    virtual void update_offset(float quantum, Frame& offset) = 0;
    [[nodiscard]] virtual float scale() const = 0; // the object's m_scale
    virtual void after_slice(double now) = 0;
};

// Retail's default CPhysicsObj state 0x400C08 (CPhysicsObj::CPhysicsObj, PhysicsDesc::
// PhysicsDesc): EdgeSlide | LightingOn | Gravity | ReportCollisions. A player has it from login
// on; EdgeSlide makes OBJECTINFO::EDGE_SLIDE, so a walking player slides along a ledge
// higher than its step-down instead of walking off (CTransition::edge_slide).
inline constexpr PhysicsState kPlayerPhysicsState =
    PhysicsState::EdgeSlide | PhysicsState::LightingOn | PhysicsState::Gravity |
    PhysicsState::ReportCollisions;

struct MoverConfig {
    std::uint32_t id = 0x50000001u;
    std::vector<Sphere> spheres; // relative to the feet, foot first (one or two)
    float step_up_height = 0.4f;
    float step_down_height = 0.4f;
    PhysicsState state = PhysicsState::Gravity;
    ObjectInfoState extra_state = ObjectInfoState::Default; // e.g. viewer bits 0x5C
    // The setup's AllowFreeHeading flag (Setup flags 0x4, CPartArray::AllowsFreeHeading):
    // get_object_info turns it into FREE_ROTATE.
    bool free_heading = false;
    bool is_player = true;
    float run_rate = 1.0f;      // 1.0: an unskilled character (4 m/s)
    float jump_velocity = 5.7f; // vz of a full jump (jump skill ~100, digest section 8)
    float friction = 0.95f;
    float elasticity = 0.05f;
    // Not retail: the reading of the physics the mover runs under (physics/reading/
    // reading.h), put in force around every update, move_to and place. Default: retail.
    Reading reading{};

    static MoverConfig player();     // two spheres, retail's 0x400C08, player
    static MoverConfig remote();     // two spheres, not the local player
    static MoverConfig projectile(); // one 5 cm sphere, missile
    static MoverConfig viewer();     // one 0.3 m sphere, state 0x5C
};

struct MoverOutput {
    static constexpr std::size_t kMaxCollisions = 64;
    glm::vec3 position{0.0f};         // feet
    glm::vec3 velocity{0.0f};         // the displacement of the last quantum / its length (cached)
    glm::vec3 physics_velocity{0.0f}; // retail m_velocityVector
    std::uint32_t cell = 0;           // internal id (World::external_cell_id to print)
    bool contact = false;
    bool on_walkable = false;
    std::uint32_t substeps = 0;
    std::uint32_t quanta = 0;
    std::uint32_t num_collisions = 0;
    std::array<std::uint32_t, kMaxCollisions> collisions{};
    [[nodiscard]] std::span<const std::uint32_t> collided() const {
        return std::span<const std::uint32_t>(collisions.data(), num_collisions);
    }
};

// Not retail (a lab facility, docs/divergences.md "Lab facilities"): everything a mover's
// update() reads and writes across frames, so a frame can be re-run from here. Plain data:
// copying it never allocates.
struct MoverState {
    Position pos{};
    glm::vec3 velocity{0.0f};
    glm::vec3 acceleration{0.0f};
    glm::vec3 cached_velocity{0.0f};
    TransientState transient = TransientState::Active;
    Plane contact_plane{};
    std::uint32_t contact_plane_cell_id = 0;
    glm::vec3 sliding_normal{0.0f};
    double update_time = 0.0;
    double now = 0.0;
    double slice_time = 0.0; // a motion driver's clock (slice_time())
    MoverInput input{};
    bool prev_jump = false;
    float pending_jump = 0.0f;
    MoverOutput out{};
    bool has_transition = false;
    Reading reading{};
};

// MoverState plus the transition record the mover last ran (retail's released CTransition,
// arena depth 0), which the next lease's init() does not fully reset: with it a restore is
// bit-exact and the inspectors show the restored frame's transition.
struct MoverSnapshot {
    MoverState state{};
    Transition record{};
};

class Mover {
  public:
    Mover(const World& world, MoverConfig config);
    ~Mover();
    Mover(const Mover&) = delete;
    Mover& operator=(const Mover&) = delete;

    // Places the object (retail placement transition: find_placement_position with its
    // step-down). `cell` 0 finds the cell by containment. Returns false when no spot was
    // found (the position is then set as given).
    bool place(const glm::vec3& feet, float yaw_radians, std::uint32_t cell = 0);

    // One frame: CPhysicsObj::update_object over the frame's quanta.
    void update(float dt, const MoverInput& input, FrameTrace* trace = nullptr);
    // One explicit move for non-player families (viewer sweep, projectile): a transition
    // from the current position to `target` with no physics; true when it moved.
    bool move_to(const Position& target, FrameTrace* trace = nullptr);

    [[nodiscard]] const MoverOutput& output() const { return out_; }
    [[nodiscard]] const Position& position() const { return pos_; }
    [[nodiscard]] const MoverConfig& config() const { return config_; }
    [[nodiscard]] TransientState transient_state() const { return transient_; }
    [[nodiscard]] float yaw() const;
    // The world-space spheres at the current position (for penetration and drawing).
    [[nodiscard]] std::uint32_t global_spheres(std::array<Sphere, 2>& out) const;
    // A NaN or infinite velocity is refused (not retail; the velocity stays as it was).
    void set_velocity(const glm::vec3& v);

    // The transition the last update()/move_to()/place() ran, as retail's released record
    // leaves it (the arena's record(0) after cleanup): every ObjectInfo, SpherePath and
    // CollisionInfo field. Null before the first transition. Valid until the next update.
    [[nodiscard]] const Transition* last_transition() const;

    // Not retail: the reading for the next transitions.
    void set_reading(Reading reading) { config_.reading = reading; }
    // The object's own motion (null: the player locomotion above). Not owned.
    void set_motion_driver(MotionDriver* driver) { driver_ = driver; }
    // Retail CPhysicsObj::set_heading: the frame turned to a compass heading (degrees, 0 =
    // +Y, clockwise), the origin kept.
    void set_heading(float degrees);
    // CPhysicsObj::get_velocity: the last slice's displacement over its time.
    [[nodiscard]] const glm::vec3& cached_velocity() const { return cached_velocity_; }
    // The physics time of the slice under way (the end of the last one between updates).
    [[nodiscard]] double slice_time() const { return slice_time_; }

    // Not retail (lab rewind): copy out / restore everything update() reads. Neither
    // allocates. A state taken from another mover with the same config is fine.
    void save_state(MoverState& out) const;
    void restore_state(const MoverState& in);
    void snapshot(MoverSnapshot& out) const;
    void restore(const MoverSnapshot& in);

  private:
    void update_object_internal(float quantum, const MoverInput& input, FrameTrace* trace);
    void update_object_slice(float quantum, const MoverInput& input, FrameTrace* trace);
    void finish_slice(float quantum, const Frame& frame, FrameTrace* trace);
    void update_physics_internal(float quantum, Frame& frame);
    void calc_acceleration();
    void calc_friction(float quantum, float velocity_sq);
    [[nodiscard]] bool check_contact(bool contact) const;
    ObjectInfoState get_object_info(Transition& t) const;
    Transition* transition(const Position& old_pos, const Position& new_pos, bool placement,
                           FrameTrace* trace);
    void set_position_internal(Transition& t);
    void handle_all_collisions(const Transition& t, bool prev_contact, bool prev_on_walkable);
    void set_on_walkable(bool on_walkable);
    void leave_ground();
    [[nodiscard]] glm::vec3 state_velocity() const; // local motion-table velocity
    void fill_output();

    const World* world_;
    MoverConfig config_;
    PhysicsObjDesc desc_{};
    std::unique_ptr<MoverArena> arena_;
    Position pos_{};
    glm::vec3 velocity_{0.0f};
    glm::vec3 acceleration_{0.0f};
    glm::vec3 cached_velocity_{0.0f};
    TransientState transient_ = TransientState::Active;
    Plane contact_plane_{};
    std::uint32_t contact_plane_cell_id_ = 0;
    glm::vec3 sliding_normal_{0.0f};
    double update_time_ = 0.0; // PhysicsTimer bookkeeping, seconds since start
    double now_ = 0.0;
    MoverInput input_{};
    bool prev_jump_ = false;
    float pending_jump_ = 0.0f; // vz to apply at LeaveGround (0: none)
    MoverOutput out_{};
    bool has_transition_ = false; // a record is readable in the arena (last_transition)
    MotionDriver* driver_ = nullptr;
    double slice_time_ = 0.0;
};

} // namespace sweeplab::physics
