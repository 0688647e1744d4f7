// The chase camera without a world: the desired eye, the damping and the fade
// (CameraManager::UpdateCamera, CameraSet::UpdateCamera).
#include <catch2/catch.hpp>

#include <cmath>

#include <glm/geometric.hpp>

#include "alloc_counter.h"
#include "physics/camera/chase_camera.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

constexpr float kPi = 3.14159265358979f;
constexpr float kDt = 1.0f / 30.0f;

float deg(float d) {
    return d * kPi / 180.0f;
}

CameraBoom boom(float distance, float pitch_deg, float yaw_deg = 0.0f, float pivot = 1.6f) {
    CameraBoom b;
    b.distance = distance;
    b.pitch = deg(pitch_deg);
    b.yaw = deg(yaw_deg);
    b.pivot_height = pivot;
    return b;
}

void require_near(const glm::vec3& a, const glm::vec3& b, float tol = 1e-4f) {
    INFO("(" << a.x << ", " << a.y << ", " << a.z << ") vs (" << b.x << ", " << b.y << ", " << b.z
             << ")");
    REQUIRE(glm::length(a - b) <= tol);
}

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

} // namespace

TEST_CASE("desired eye: behind the heading, up by the pitch, at the boom's length", "[camera]") {
    const glm::vec3 pivot(1.0f, 2.0f, 1.6f);
    // Heading 0 faces +Y: the eye is behind, on -Y.
    require_near(desired_eye(pivot, 0.0f, boom(4.0f, 0.0f)), pivot + glm::vec3(0, -4, 0));
    // Heading 90 degrees (counter-clockwise) faces -X: the eye is on +X.
    require_near(desired_eye(pivot, deg(90), boom(4.0f, 0.0f)), pivot + glm::vec3(4, 0, 0));
    // The boom's yaw is relative to the heading: heading 90 + yaw -90 = heading 0.
    require_near(desired_eye(pivot, deg(90), boom(4.0f, 0.0f, -90.0f)),
                 pivot + glm::vec3(0, -4, 0));
    require_near(desired_eye(pivot, 0.0f, boom(4.0f, 0.0f, 180.0f)), pivot + glm::vec3(0, 4, 0));
    // Pitch above the horizon raises the eye; 90 degrees puts it straight above.
    const glm::vec3 e20 = desired_eye(pivot, 0.0f, boom(4.0f, 20.0f));
    require_near(e20, pivot + glm::vec3(0, -4 * std::cos(deg(20)), 4 * std::sin(deg(20))));
    require_near(desired_eye(pivot, 0.0f, boom(4.0f, 90.0f)), pivot + glm::vec3(0, 0, 4));
    // Retail's default boom (0, -2.5, 0.75).
    const float len = std::sqrt(2.5f * 2.5f + 0.75f * 0.75f);
    require_near(boom_offset(CameraBoom{len, std::atan2(0.75f, 2.5f), 0.0f, 1.6f}),
                 glm::vec3(0, -2.5f, 0.75f));
    // The distance is kept for any heading, yaw and pitch.
    for (float h = -180.0f; h <= 180.0f; h += 37.0f)
        for (float p = -60.0f; p <= 80.0f; p += 35.0f)
            REQUIRE(glm::length(desired_eye(pivot, deg(h), boom(3.0f, p, h / 3)) - pivot) ==
                    Approx(3.0f).margin(1e-4));
}

TEST_CASE("desired eye: zero, negative and non-finite inputs never give NaN", "[camera]") {
    const glm::vec3 pivot(0, 0, 1.6f);
    require_near(desired_eye(pivot, 0.0f, boom(0.0f, 20.0f)), pivot);
    require_near(desired_eye(pivot, 0.0f, boom(-2.0f, 20.0f)), pivot);
    REQUIRE(finite(desired_eye(pivot, NAN, boom(4.0f, NAN, INFINITY))));
    CameraBoom b = boom(NAN, 20.0f);
    b.pivot_height = NAN;
    ChaseCamera cam;
    const ChaseCameraFrame f = cam.update(NAN, glm::vec3(0), NAN, b, false, ViewerContext{});
    REQUIRE(finite(f.pivot));
    REQUIRE(finite(f.sought));
    REQUIRE(finite(f.eye));
    REQUIRE(std::isfinite(f.translucency));
}

TEST_CASE("damping: retail's first-order blend, min(1, 10 * 0.45 * dt)", "[camera]") {
    REQUIRE(camera_damping_alpha(0.45f, kDt) == Approx(0.15f));
    REQUIRE(camera_damping_alpha(0.45f, 1.0f / 60.0f) == Approx(0.075f));
    REQUIRE(camera_damping_alpha(0.45f, 0.0f) == 0.0f);
    REQUIRE(camera_damping_alpha(0.45f, -1.0f) == 0.0f);
    REQUIRE(camera_damping_alpha(0.45f, NAN) == 0.0f);
    REQUIRE(camera_damping_alpha(0.45f, 1.0f) == 1.0f); // clamped
    REQUIRE(camera_damping_alpha(1.0f, 0.0f) == 1.0f);  // stiffness ~1 snaps
    // The low-eye snap: a boom whose z offset is <= -1.8 m.
    REQUIRE(camera_stiffness(boom(4.0f, 20.0f)) == Approx(0.45f));
    REQUIRE(camera_stiffness(boom(4.0f, -30.0f)) == 1.0f);          // z = -2
    REQUIRE(camera_stiffness(boom(4.0f, -20.0f)) == Approx(0.45f)); // z = -1.37
}

TEST_CASE("damping: the sought eye closes 15 % of the gap per 30 Hz frame", "[camera]") {
    ChaseCamera cam;
    const CameraBoom b = boom(4.0f, 20.0f);
    const ViewerContext none{};
    const ChaseCameraFrame f0 = cam.update(kDt, glm::vec3(0), 0.0f, b, false, none);
    // The first frame starts at the desired eye.
    require_near(f0.sought, desired_eye(f0.pivot, 0.0f, b));
    require_near(f0.eye, f0.sought);
    REQUIRE(f0.outcome == ViewerOutcome::Uncollided);
    REQUIRE(f0.cell == 0u);

    // The avatar steps 1 m east; the eye follows 15 % of the way per frame.
    const glm::vec3 feet(1.0f, 0.0f, 0.0f);
    const glm::vec3 target = desired_eye(feet + glm::vec3(0, 0, 1.6f), 0.0f, b);
    glm::vec3 prev = f0.eye;
    for (int i = 0; i < 5; ++i) {
        const ChaseCameraFrame f = cam.update(kDt, feet, 0.0f, b, false, none);
        require_near(f.sought, prev + (target - prev) * 0.15f);
        prev = f.eye;
    }
    // A frame of zero length does not move it; a long frame snaps.
    require_near(cam.update(0.0f, feet, 0.0f, b, false, none).sought, prev);
    require_near(cam.update(0.5f, feet, 0.0f, b, false, none).sought, target);

    // The no-jitter rule: a step under 2 * F_EPSILON (0.0004 m) leaves the eye alone.
    const glm::vec3 nudged = feet + glm::vec3(0.002f, 0.0f, 0.0f); // 15 % of it is 0.0003
    require_near(cam.update(kDt, nudged, 0.0f, b, false, none).sought, target, 1e-6f);
}

TEST_CASE("damping: the low-eye boom snaps the eye", "[camera]") {
    ChaseCamera cam;
    const CameraBoom b = boom(4.0f, -30.0f);
    cam.update(kDt, glm::vec3(0), 0.0f, b, false, ViewerContext{});
    const glm::vec3 feet(3.0f, 0.0f, 0.0f);
    const ChaseCameraFrame f = cam.update(kDt, feet, 0.0f, b, false, ViewerContext{});
    require_near(f.sought, desired_eye(feet + glm::vec3(0, 0, 1.6f), 0.0f, b));
}

TEST_CASE("damping: reset() starts at the desired eye again", "[camera]") {
    ChaseCamera cam;
    const CameraBoom b = boom(4.0f, 20.0f);
    cam.update(kDt, glm::vec3(0), 0.0f, b, false, ViewerContext{});
    cam.reset();
    const glm::vec3 feet(10.0f, 0.0f, 0.0f);
    require_near(cam.update(kDt, feet, 0.0f, b, false, ViewerContext{}).sought,
                 desired_eye(feet + glm::vec3(0, 0, 1.6f), 0.0f, b));
}

TEST_CASE("fade: opaque at 0.45 m and beyond, transparent at 0.20 m and closer", "[camera]") {
    REQUIRE(camera_translucency(0.45f) == 0.0f);
    REQUIRE(camera_translucency(0.46f) == 0.0f);
    REQUIRE(camera_translucency(4.0f) == 0.0f);
    REQUIRE(camera_translucency(0.2f) == Approx(1.0f));
    REQUIRE(camera_translucency(0.1f) == 1.0f);
    REQUIRE(camera_translucency(0.0f) == 1.0f);
    REQUIRE(camera_translucency(0.325f) == Approx(0.5f)); // retail's line between
    REQUIRE(camera_translucency(NAN) == 1.0f);            // finite_or_zero: distance 0
    float prev = 1.0f;
    for (int i = 0; i <= 600; ++i) {
        const float t = camera_translucency(static_cast<float>(i) * 0.001f);
        REQUIRE(t >= 0.0f);
        REQUIRE(t <= 1.0f);
        REQUIRE(t <= prev);
        prev = t;
    }
}

TEST_CASE("fade: a long boom is opaque, a boom shorter than 0.2 m transparent", "[camera]") {
    ChaseCamera cam;
    const ViewerContext none{};
    REQUIRE(cam.update(kDt, glm::vec3(0), 0.0f, boom(4.0f, 20.0f), false, none).translucency ==
            0.0f);
    ChaseCamera close;
    REQUIRE(close.update(kDt, glm::vec3(0), 0.0f, boom(0.1f, 20.0f), false, none).translucency ==
            1.0f);
    // Zooming in: the fade reads the previous frame's eye (retail order), then follows.
    float t = 0.0f;
    for (int i = 0; i < 90; ++i)
        t = cam.update(kDt, glm::vec3(0), 0.0f, boom(0.1f, 20.0f), false, none).translucency;
    REQUIRE(t == 1.0f);
}

TEST_CASE("update() allocates nothing without a world", "[camera][alloc]") {
    ChaseCamera cam;
    const ViewerContext none{};
    cam.update(kDt, glm::vec3(0), 0.0f, boom(4.0f, 20.0f), false, none);
    AllocationCounter::start();
    for (int i = 0; i < 100; ++i)
        cam.update(kDt, glm::vec3(0.01f * static_cast<float>(i), 0, 0), 0.01f, boom(4.0f, 20.0f),
                   i % 2 == 0, none);
    REQUIRE(AllocationCounter::stop() == 0u);
}
