#pragma once
// The retail chase camera: CameraManager::UpdateCamera (the damped desired eye),
// CameraSet::UpdateCamera (the avatar's translucency fade) and SmartBox::update_viewer (the
// swept viewer sphere, camera/viewer_sweep.h), in retail's per-frame order
// (docs/research/camera-digest.md §1). Conventions: Z up; a heading or yaw turns
// counter-clockwise about +Z and 0 faces +Y; angles in radians.
#include <cstdint>
#include <memory>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "physics/camera/viewer_sweep.h"

namespace sweeplab::physics {

// CameraManager ctor t_stiffness / r_stiffness (and CameraSet's default stiffness).
inline constexpr float kCameraStiffness = 0.45f;
// CameraSet::Raise/Closer/Farther: an offset this low (z <= -1.8 m) makes the camera snap.
inline constexpr float kCameraLowEyeZ = -1.8f;
// CameraSet::UpdateCamera: the avatar is opaque at this eye-pivot distance and beyond ...
inline constexpr float kFadeOpaqueDistance = 0.45f;
// ... and fully transparent at this distance and closer.
inline constexpr float kFadeTransparentDistance = 0.2f;

// The boom as the scene file and the script give it (scene-format.md `camera`), in radians.
struct CameraBoom {
    float distance = 4.0f;     // pivot to desired eye, metres
    float pitch = 0.34906585f; // above the horizon (20 degrees)
    float yaw = 0.0f;          // relative to the avatar's heading, counter-clockwise
    float pivot_height = 1.6f; // head pivot above the feet
};

// One frame of the camera, everything the app and the headless runner print or draw.
struct ChaseCameraFrame {
    glm::vec3 pivot{0.0f};  // head pivot = feet + pivot_height
    glm::vec3 sought{0.0f}; // the damped desired eye, before the sweep
    glm::vec3 eye{0.0f};    // after the sweep (== sought when CollideCamera is off)
    // The camera frame's rotation (retail set_vector_heading: +Y is the view direction, no
    // roll). Retail's default target_status looks along the avatar's heading, not at the
    // pivot; `forward()` gives the direction.
    glm::quat orientation{1.0f, 0.0f, 0.0f, 0.0f};
    std::uint32_t cell = 0;    // internal id of the cell that holds the eye; 0 unknown
    float translucency = 0.0f; // the avatar's fade: 0 opaque .. 1 transparent
    ViewerOutcome outcome = ViewerOutcome::Uncollided;

    [[nodiscard]] glm::vec3 forward() const { return orientation * glm::vec3(0.0f, 1.0f, 0.0f); }
};

// The boom offset in the pivot frame (retail viewer_offset): distance * (0, -cos p, sin p).
[[nodiscard]] glm::vec3 boom_offset(const CameraBoom& boom);
// The undamped desired eye: pivot + R_z(heading + yaw) * boom_offset. Never NaN.
[[nodiscard]] glm::vec3 desired_eye(const glm::vec3& pivot, float heading, const CameraBoom& boom);
// CameraManager::UpdateCamera's blend factor: 1 (snap) when stiffness ~ 1, else
// min(1, stiffness * dt * 10). Frame-rate dependent, as retail's is.
[[nodiscard]] float camera_damping_alpha(float stiffness, float dt);
// The stiffness retail's CameraSet leaves in force for this boom (snap when the eye is low).
[[nodiscard]] float camera_stiffness(const CameraBoom& boom);
// CameraSet::UpdateCamera's fade for an eye-pivot distance: 0 at >= 0.45 m, 1 at <= 0.20 m,
// linear between.
[[nodiscard]] float camera_translucency(float eye_pivot_distance);

// Not retail (lab rewind, docs/divergences.md "Lab facilities"): everything ChaseCamera::
// update() carries from one frame to the next, plus the viewer sweep's released transition
// record of the camera's own arena. Plain data: copying it never allocates.
struct ChaseCameraState {
    bool has_viewer = false;
    glm::vec3 viewer{0.0f};
    glm::quat viewer_rotation{1.0f, 0.0f, 0.0f, 0.0f};
    std::uint32_t viewer_cell = 0;
    float translucency = 0.0f;
    ChaseCameraFrame last{};
    // What seek() left for the next sweep() (retail SmartBox::viewer_sought_position).
    bool has_sought = false;
    ChaseCameraFrame sought{};
    glm::vec3 sought_feet{0.0f};
    float sought_heading = 0.0f;
    Transition record{};
};

// The chase camera's state across frames: the last collided viewer (retail SmartBox::viewer,
// which the next frame's damping starts from), its cell and the fade.
class ChaseCamera {
  public:
    // Builds the camera's own transition arena once (used when ViewerContext::arena is
    // null), so update() never allocates.
    ChaseCamera();
    ~ChaseCamera();
    ChaseCamera(const ChaseCamera&) = delete;
    ChaseCamera& operator=(const ChaseCamera&) = delete;

    // Forget the last viewer: the next update() snaps to the desired eye (a new scene, a
    // teleport). Retail instead starts from wherever set_viewer last put it.
    void reset() {
        has_viewer_ = false;
        has_sought_ = false;
    }

    // One frame, in retail's order: CameraManager::UpdateCamera (sought), CameraSet::
    // UpdateCamera (fade, from the previous frame's collided eye), SmartBox::update_viewer.
    //   dt          real frame time in seconds (the render clock; 1/30 in headless runs)
    //   feet        the avatar's position (feet), world space
    //   heading     the avatar's heading (radians, CCW about +Z, 0 faces +Y)
    //   boom        distance, pitch, yaw and pivot height
    //   collide_on  CollideCamera: false skips the sweep (the eye is the sought eye and its
    //               cell is classified only)
    //   viewer      the world, the transition arena and the avatar; with a null world the
    //               eye is the sought eye and the cell is 0
    // Allocates nothing.
    ChaseCameraFrame update(float dt, const glm::vec3& feet, float heading, const CameraBoom& boom,
                            bool collide_on, const ViewerContext& viewer);

    // The two halves of update(), as retail runs them at different rates. seek() is
    // CameraManager::UpdateCamera and CameraSet::UpdateCamera, run on a physics tick only
    // (CPhysics::UseTime -> SmartBox::PlayerPhysicsUpdatedCallback, at least 1/30 s apart):
    // the damped sought eye and the fade. sweep() is SmartBox::update_viewer, run every
    // render frame (SmartBox::DrawNoBlit): the viewer swept from the pivot to the last sought
    // eye. update() is seek() then sweep(). A sweep() before any seek() returns last().
    void seek(float dt, const glm::vec3& feet, float heading, const CameraBoom& boom);
    ChaseCameraFrame sweep(bool collide_on, const ViewerContext& viewer);

    [[nodiscard]] const ChaseCameraFrame& last() const { return last_; }

    // Not retail (lab rewind): copy out / restore the state above. Neither allocates.
    void snapshot(ChaseCameraState& out) const;
    void restore(const ChaseCameraState& in);

  private:
    bool has_viewer_ = false;
    glm::vec3 viewer_{0.0f};                            // SmartBox::viewer origin
    glm::quat viewer_rotation_{1.0f, 0.0f, 0.0f, 0.0f}; // SmartBox::viewer rotation
    std::uint32_t viewer_cell_ = 0;                     // SmartBox::viewer's objcell_id
    float translucency_ = 0.0f;                         // CameraSet's file-scope static
    ChaseCameraFrame last_{};
    // seek()'s result for sweep() (SmartBox::viewer_sought_position and the pivot).
    bool has_sought_ = false;
    ChaseCameraFrame sought_{};
    glm::vec3 sought_feet_{0.0f};
    float sought_heading_ = 0.0f;
    std::unique_ptr<TransitionArena<Transition>> own_arena_;
};

} // namespace sweeplab::physics
