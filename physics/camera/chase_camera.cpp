#include "physics/camera/chase_camera.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "physics/math/constants.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

constexpr glm::vec3 kUp{0.0f, 0.0f, 1.0f};

// A finite value or zero: the camera must never turn a bad input into NaN.
float finite_or_zero(float v) {
    return std::isfinite(v) ? v : 0.0f;
}

// Frame::set_vector_heading for a horizontal heading: a rotation about +Z whose +Y points
// along the avatar's heading turned by the boom's yaw (no pitch, no roll).
glm::quat heading_rotation(float heading, float yaw) {
    return glm::angleAxis(finite_or_zero(heading) + finite_or_zero(yaw), kUp);
}

// AC1Legacy::Quaternion close_rotation, as CameraManager::UpdateCamera uses it to skip a
// no-change frame. The exact tolerance is not recovered ([D?]); F_EPSILON on |dot|.
bool close_rotation(const glm::quat& a, const glm::quat& b) {
    return std::fabs(glm::dot(a, b)) >= 1.0f - kEpsilon;
}

} // namespace

// CameraSet::SetDefaultOffsets / CameraSet::Raise: the boom in the pivot frame, a radius
// turned up by the pitch behind the pivot (retail default (0, -2.5, 0.75)).
glm::vec3 boom_offset(const CameraBoom& boom) {
    const float distance = std::max(0.0f, finite_or_zero(boom.distance));
    const float pitch = finite_or_zero(boom.pitch);
    return distance * glm::vec3(0.0f, -std::cos(pitch), std::sin(pitch));
}

// CameraManager::UpdateCamera @ 0x00456660, the undamped part: pivot_frame.localtoglobal(
// viewer_offset) with the pivot frame headed along the avatar (target_status 1).
glm::vec3 desired_eye(const glm::vec3& pivot, float heading, const CameraBoom& boom) {
    return pivot + heading_rotation(heading, boom.yaw) * boom_offset(boom);
}

// CameraManager::UpdateCamera @ 0x00456660: ta = (s > 1 - EPS) ? 1 : min(1, s * q * 10).
// q is the real frame time, so the damping is frame-rate dependent (7.5 % of the gap per
// frame at 60 Hz, 15 % at 30 Hz); kept as retail has it (docs/divergences.md).
float camera_damping_alpha(float stiffness, float dt) {
    if (stiffness > 1.0f - kEpsilon) return 1.0f;
    const float q = std::isfinite(dt) && dt > 0.0f ? dt : 0.0f;
    return std::clamp(stiffness * q * 10.0f, 0.0f, 1.0f);
}

// CameraSet::Raise / Closer / Farther @ CameraSet: SetStiffness(1.0) when the offset's z is
// <= -1.8 (the eye is low or under), else current_stiffness. Retail sets it when a key moves
// the boom; the lab sets the boom directly, so it follows the boom every frame.
float camera_stiffness(const CameraBoom& boom) {
    return boom_offset(boom).z <= kCameraLowEyeZ ? 1.0f : kCameraStiffness;
}

// CameraSet::UpdateCamera @ 0x00458AE0, the fade: t = 1 - (0.2 - d) / (0.2 - 0.45), clamped,
// and exactly 0 at 0.45 m and beyond.
float camera_translucency(float eye_pivot_distance) {
    const float d = finite_or_zero(eye_pivot_distance);
    if (d >= kFadeOpaqueDistance) return 0.0f;
    const float t =
        1.0f - (kFadeTransparentDistance - d) / (kFadeTransparentDistance - kFadeOpaqueDistance);
    return std::clamp(t, 0.0f, 1.0f);
}

ChaseCamera::ChaseCamera() : own_arena_(std::make_unique<TransitionArena<Transition>>()) {}
ChaseCamera::~ChaseCamera() = default;

ChaseCameraFrame ChaseCamera::update(float dt, const glm::vec3& feet, float heading,
                                     const CameraBoom& boom, bool collide_on,
                                     const ViewerContext& viewer) {
    seek(dt, feet, heading, boom);
    return sweep(collide_on, viewer);
}

// SmartBox::PlayerPhysicsUpdatedCallback: CameraManager::UpdateCamera into
// viewer_sought_position, after each physics tick of the player.
void ChaseCamera::seek(float dt, const glm::vec3& feet, float heading, const CameraBoom& boom) {
    ChaseCameraFrame out;
    // SmartBox::update_viewer: start_frame.origin += localtoglobalvec(pivot_offset); the
    // avatar only yaws, so the pivot offset (0, 0, h) stays vertical.
    out.pivot = feet + glm::vec3(0.0f, 0.0f, finite_or_zero(boom.pivot_height));

    // ---- CameraManager::UpdateCamera @ 0x00456660: the damped desired eye (sought).
    const glm::quat target_rotation = heading_rotation(heading, boom.yaw);
    const glm::vec3 target_eye = out.pivot + target_rotation * boom_offset(boom);
    const bool had_viewer = has_viewer_;
    if (!had_viewer) {
        // No previous viewer: start at the desired eye (see reset()).
        out.sought = target_eye;
        out.orientation = target_rotation;
    } else {
        const float stiffness = camera_stiffness(boom);
        const float ta = camera_damping_alpha(stiffness, dt);
        const float ra = camera_damping_alpha(stiffness, dt);
        out.sought = viewer_ + (target_eye - viewer_) * ta;
        out.orientation = glm::normalize(glm::slerp(viewer_rotation_, target_rotation, ra));
        // No jitter: a frame that would move the eye less than 2 * EPS (and barely turn it)
        // returns the viewer unchanged, unless either stiffness snapped.
        if (ta < 1.0f && ra < 1.0f && glm::length(out.sought - viewer_) < 2.0f * kEpsilon &&
            close_rotation(out.orientation, viewer_rotation_)) {
            out.sought = viewer_;
            out.orientation = viewer_rotation_;
        }
    }

    // ---- CameraSet::UpdateCamera @ 0x00458AE0: the fade, from the pivot to SmartBox::viewer
    // as the previous update_viewer left it (retail runs it before this frame's sweep).
    if (had_viewer) translucency_ = camera_translucency(glm::length(out.pivot - viewer_));

    sought_ = out;
    sought_feet_ = feet;
    sought_heading_ = heading;
    has_sought_ = true;
}

// SmartBox::update_viewer @ 0x00453CE0, from SmartBox::DrawNoBlit every render frame.
ChaseCameraFrame ChaseCamera::sweep(bool collide_on, const ViewerContext& viewer) {
    if (!has_sought_) return last_;
    ChaseCameraFrame out = sought_;
    const glm::vec3& feet = sought_feet_;
    const float heading = sought_heading_;
    const bool had_viewer = has_viewer_;
    ViewerResult placed;
    if (collide_on && viewer.world != nullptr) {
        ViewerContext ctx = viewer;
        if (ctx.arena == nullptr) ctx.arena = own_arena_.get();
        const std::uint32_t sought_cell = had_viewer ? viewer_cell_ : viewer.avatar_cell;
        placed = update_viewer(ctx, out.pivot, out.sought, sought_cell, out.orientation, feet);
    } else {
        // CollideCamera off (not retail): set_viewer(sought) and classify its cell the way
        // update_viewer's fallback 1 does, from the viewer's cell; a world-wide search when
        // that finds nothing.
        placed.eye = out.sought;
        placed.outcome = ViewerOutcome::Uncollided;
        if (viewer.world != nullptr) {
            const std::uint32_t from = had_viewer ? viewer_cell_ : viewer.avatar_cell;
            if (!adjust_position(*viewer.world, from, placed.eye, placed.cell))
                placed.cell = viewer.world->find_cell(placed.eye);
        }
    }
    out.eye = placed.eye;
    out.outcome = placed.outcome;
    // Not retail: a non-finite eye (an avatar or boom at the edge of float range overflows
    // the boom arithmetic) falls back to the pivot, then the feet, so the camera never hands
    // out NaN and the next frame's damping starts from a finite viewer.
    const auto finite = [](const glm::vec3& v) {
        return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
    };
    if (!finite(out.eye)) {
        out.eye = finite(out.pivot) ? out.pivot : (finite(feet) ? feet : glm::vec3(0.0f));
        if (!finite(out.sought)) out.sought = out.eye;
        placed.outcome = ViewerOutcome::Player;
        out.outcome = placed.outcome;
    }
    // Fallback 2 leaves viewer_cell 0 and the renderer takes the player's cell: report that.
    out.cell = placed.outcome == ViewerOutcome::Player ? viewer.avatar_cell : placed.cell;

    // SmartBox::set_viewer: the next frame damps from here. The viewer Position's cell is
    // the one the next AdjustPosition starts from.
    viewer_ = out.eye;
    viewer_rotation_ =
        placed.outcome == ViewerOutcome::Player ? heading_rotation(heading, 0.0f) : out.orientation;
    viewer_cell_ = placed.outcome == ViewerOutcome::Player ? viewer.avatar_cell : placed.cell;
    has_viewer_ = true;

    // The first frame has no previous viewer to fade from: use this one.
    if (!had_viewer) translucency_ = camera_translucency(glm::length(out.pivot - viewer_));
    out.translucency = translucency_;
    last_ = out;
    return out;
}

void ChaseCamera::snapshot(ChaseCameraState& out) const {
    out.has_viewer = has_viewer_;
    out.viewer = viewer_;
    out.viewer_rotation = viewer_rotation_;
    out.viewer_cell = viewer_cell_;
    out.translucency = translucency_;
    out.last = last_;
    out.has_sought = has_sought_;
    out.sought = sought_;
    out.sought_feet = sought_feet_;
    out.sought_heading = sought_heading_;
    out.record = own_arena_->record(0);
    out.record.trace = nullptr;
}

void ChaseCamera::restore(const ChaseCameraState& in) {
    has_viewer_ = in.has_viewer;
    viewer_ = in.viewer;
    viewer_rotation_ = in.viewer_rotation;
    viewer_cell_ = in.viewer_cell;
    translucency_ = in.translucency;
    last_ = in.last;
    has_sought_ = in.has_sought;
    sought_ = in.sought;
    sought_feet_ = in.sought_feet;
    sought_heading_ = in.sought_heading;
    if (own_arena_->level() == 0) {
        if (Transition* r = own_arena_->make()) {
            *r = in.record;
            r->trace = nullptr;
            own_arena_->cleanup();
        }
    }
}

} // namespace sweeplab::physics
