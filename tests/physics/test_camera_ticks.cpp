// The chase camera's two rates (docs/divergences.md, "Chase camera"): retail damps the sought eye
// on physics ticks only (CPhysics::UseTime -> SmartBox::PlayerPhysicsUpdatedCallback, >= 1/30 s
// apart) and sweeps the viewer on every render frame (SmartBox::DrawNoBlit). ChaseCamera::seek and
// sweep are those halves; update() is both.
#include <catch2/catch.hpp>

#include <glm/geometric.hpp>

#include "physics/camera/chase_camera.h"
#include "physics/world/mover.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using namespace sweeplab::test;

namespace {

ViewerContext context(const World& w, const glm::vec3& feet) {
    ViewerContext ctx;
    ctx.world = &w;
    ctx.avatar.id = 0x50000001u;
    ctx.avatar.state = kPlayerPhysicsState;
    ctx.avatar.has_weenie = true;
    ctx.avatar.is_player = true;
    ctx.avatar.is_creature = true;
    ctx.avatar_cell = w.find_cell(feet + glm::vec3(0.0f, 0.0f, 0.5f));
    return ctx;
}

} // namespace

TEST_CASE("chase camera: update() is seek() then sweep(), and extra sweeps change nothing in a "
          "still world",
          "[camera][ticks]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    add_box(w, 90, {0.0f, -3.0f, 2.0f}, {4.0f, 0.25f, 2.0f}); // a wall behind the avatar
    w.finalize();
    CameraBoom boom;
    boom.distance = 5.0f;
    ChaseCamera a, b;
    float heading = 0.0f;
    for (int tick = 0; tick < 40; ++tick) {
        heading += 0.05f; // the avatar turns, so the damped eye keeps moving
        const glm::vec3 feet(0.0f, 0.0f, 0.0f);
        const ViewerContext ctx = context(w, feet);
        const ChaseCameraFrame fa = a.update(1.0f / 30.0f, feet, heading, boom, true, ctx);
        b.seek(1.0f / 30.0f, feet, heading, boom);
        const ChaseCameraFrame fb = b.sweep(true, ctx);
        // Rendering at 120 Hz: three more render frames sweep again before the next tick.
        ChaseCameraFrame again = fb;
        for (int r = 0; r < 3; ++r)
            again = b.sweep(true, ctx);
        INFO("tick " << tick);
        CHECK(fa.eye == fb.eye);
        CHECK(fa.sought == fb.sought);
        CHECK(fa.cell == fb.cell);
        CHECK(again.eye == fb.eye);
        CHECK(again.sought == fb.sought);
        CHECK(again.translucency == fb.translucency);
    }
}

TEST_CASE("chase camera: the damping sees the tick's time, not the render frame's",
          "[camera][ticks]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    w.finalize();
    CameraBoom boom;
    ChaseCamera cam;
    const glm::vec3 feet(0.0f);
    const ViewerContext ctx = context(w, feet);
    cam.update(1.0f / 30.0f, feet, 0.0f, boom, true, ctx);
    // The avatar turns 90 degrees; one 1/30 s tick moves the eye 15 % of the way ...
    const glm::vec3 before = cam.last().eye;
    cam.seek(1.0f / 30.0f, feet, 1.5707964f, boom);
    const ChaseCameraFrame one = cam.sweep(true, ctx);
    // ... and the render frames between ticks do not move it further.
    const ChaseCameraFrame later = cam.sweep(true, ctx);
    const glm::vec3 goal =
        desired_eye(feet + glm::vec3(0.0f, 0.0f, boom.pivot_height), 1.5707964f, boom);
    const float moved = glm::length(one.eye - before);
    const float gap = glm::length(goal - before);
    CHECK(moved == Approx(0.15f * gap).margin(1e-3f));
    CHECK(later.eye == one.eye);
}

TEST_CASE("chase camera: a sweep before any seek returns the last frame", "[camera][ticks]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    w.finalize();
    ChaseCamera cam;
    const ChaseCameraFrame f = cam.sweep(true, context(w, glm::vec3(0.0f)));
    CHECK(f.eye == cam.last().eye);
    cam.update(1.0f / 30.0f, glm::vec3(0.0f), 0.0f, CameraBoom{}, true,
               context(w, glm::vec3(0.0f)));
    cam.reset();
    const ChaseCameraFrame g = cam.sweep(true, context(w, glm::vec3(0.0f)));
    CHECK(g.eye == cam.last().eye);
}
