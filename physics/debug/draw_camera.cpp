// The chase camera's frame: the head pivot, the damped sought eye, the viewer sphere swept
// from the pivot towards it (SmartBox::update_viewer) and the eye the sweep left.
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/camera/chase_camera.h"
#include "physics/debug_draw.h"
#include "physics/math/constants.h"
#include "physics/math/normalize.h"

namespace sweeplab::physics {

namespace {

constexpr float kCrossHalf = 0.15f;

// The outline of the volume the viewer sphere swept from `from` to `to`: four lines along
// its sides and the sphere where it started.
void draw_tube(DebugRenderer& r, const glm::vec3& from, const glm::vec3& to, float radius) {
    glm::vec3 d = to - from;
    if (normalize_check_small(d)) return;
    const glm::vec3 ref = std::abs(d.z) < 0.9f ? glm::vec3(0, 0, 1) : glm::vec3(1, 0, 0);
    const glm::vec3 u = glm::normalize(glm::cross(d, ref)) * radius;
    const glm::vec3 v = glm::normalize(glm::cross(d, u)) * radius;
    for (const glm::vec3& side : {u, -u, v, -v})
        r.draw_line(from + side, to + side, DebugRole::SweptViewer);
    r.draw_sphere(from, radius, DebugRole::SweptViewer);
}

} // namespace

void draw_camera(DebugRenderer& r, const ChaseCameraFrame& camera,
                 const DebugDrawSettings& settings, bool view_from_eye, float min_gap) {
    const float radius = kViewerSphereRadius;
    if (settings.camera_pivot) r.draw_cross(camera.pivot, kCrossHalf, DebugRole::CameraPivot);
    // Seen from the eye, markers at or around it cover the whole view; they are worth it
    // only when the sweep stopped well short of the sought eye (it is then in view, behind
    // whatever stopped the sweep).
    const float gap = glm::length(camera.sought - camera.eye);
    const bool near_view = view_from_eye && !(gap >= min_gap);
    if (settings.sought_eye && !near_view) {
        r.draw_cross(camera.sought, kCrossHalf, DebugRole::SoughtEye);
        r.draw_line(camera.eye, camera.sought, DebugRole::SoughtEye); // what the sweep cut off
    }
    if (settings.swept_viewer && !near_view) {
        r.draw_sphere(camera.sought, radius, DebugRole::SweptViewer); // where it was sent
        if (!view_from_eye) draw_tube(r, camera.pivot, camera.eye, radius);
    }
    if (settings.final_eye && !view_from_eye) {
        r.draw_sphere(camera.eye, radius, DebugRole::FinalEye);
        r.draw_cross(camera.eye, kCrossHalf, DebugRole::FinalEye);
    }
}

} // namespace sweeplab::physics
