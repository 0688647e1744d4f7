// The chase camera in the cottage (assets/scenes/cottage.json), the camera-flap scene
// (docs/research/retail-reference.md, "The chase camera and the indoor flap"): with CollideCamera
// on the eye never leaves the house through a wall while the avatar is inside, and never sinks into
// the walls; with it off, it does leave.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include <glm/trigonometric.hpp>

#include "physics/camera/chase_camera.h"
#include "physics/math/constants.h"
#include "physics/world/mover.h"
#include "scene/loader.h"
#include "scene/world_builder.h"
#include "tests/scene/scene_fixture.h"

using namespace sweeplab;
using physics::ChaseCamera;
using physics::ChaseCameraFrame;
using physics::Mover;
using physics::MoverInput;

namespace {

using test::kDt;
using Run = test::LoadedScene;

Run load_cottage() {
    return test::load_shipped_scene("cottage");
}

bool in_house(const physics::World& w, std::uint32_t internal_cell) {
    const std::uint32_t id = w.external_cell_id(internal_cell);
    return id == 0x0100u || id == 0x0101u || id == 0x0102u;
}

struct Tally {
    int inside_frames = 0;     // frames with the avatar in the house
    int eye_outside = 0;       // ... of which the eye's cell was not a house cell
    float max_penetration = 0; // the viewer sphere against world geometry
};

// Walks one leg of the tour with the camera following, the scene's boom (4 m, 20 degrees).
// A frame counts as "eye outside" only once the avatar is 1.5 m past the front door's plane
// (y = 0), where the boom cannot reach back out through the doorway.
void walk(const Run& r, bool collide, const glm::vec3& feet, float yaw_deg, int frames,
          Tally& tally) {
    Mover m(*r.world, scene::player_config(r.scene));
    REQUIRE(m.place(feet, glm::radians(yaw_deg)));
    physics::CameraBoom boom;
    boom.distance = 4.0f;
    boom.pitch = glm::radians(20.0f);
    boom.pivot_height = 1.6f;
    physics::ViewerContext ctx;
    ctx.world = r.world.get();
    ctx.avatar.id = m.config().id;
    ctx.avatar.state = m.config().state;
    ctx.avatar.has_weenie = true;
    ctx.avatar.is_player = m.config().is_player;
    ctx.avatar.is_creature = true;
    ChaseCamera cam;
    MoverInput in;
    in.forward = 1.0f;
    for (int i = 0; i < frames; ++i) {
        m.update(kDt, in);
        ctx.avatar_cell = m.output().cell;
        const ChaseCameraFrame f =
            cam.update(kDt, m.output().position, m.yaw(), boom, collide, ctx);
        if (collide)
            tally.max_penetration =
                std::max(tally.max_penetration,
                         physics::world_penetration(
                             *r.world, physics::Sphere{f.eye, physics::kViewerSphereRadius}));
        if (!in_house(*r.world, m.output().cell) || m.output().position.y < 1.5f) continue;
        ++tally.inside_frames;
        if (!in_house(*r.world, f.cell)) ++tally.eye_outside;
    }
}

// The cottage tour: through the front door into room A, through the inner doorway into
// room B, and down the stairs into the cellar.
Tally tour(const Run& r, bool collide) {
    Tally t;
    walk(r, collide, {12.1f, -2.0f, 0.0f}, 0.0f, 60, t);  // front door, room A
    walk(r, collide, {12.5f, 1.8f, 0.0f}, -90.0f, 45, t); // inner doorway, room B
    walk(r, collide, {14.3f, 4.4f, 0.0f}, -90.0f, 75, t); // stairs, cellar
    walk(r, collide, {13.0f, 4.0f, 0.0f}, 180.0f, 45, t); // room A, back to the front wall
    return t;
}

} // namespace

TEST_CASE("camera in the cottage: collided, the eye stays in the house", "[camera][cottage]") {
    const Run r = load_cottage();
    const Tally on = tour(r, true);
    INFO("inside frames " << on.inside_frames << ", eye outside " << on.eye_outside
                          << ", max penetration " << on.max_penetration);
    REQUIRE(on.inside_frames > 60);
    CHECK(on.eye_outside == 0);
    CHECK(on.max_penetration <= 0.01f);
}

TEST_CASE("camera in the cottage: uncollided, the eye leaves the house (the flap)",
          "[camera][cottage]") {
    const Run r = load_cottage();
    const Tally off = tour(r, false);
    INFO("inside frames " << off.inside_frames << ", eye outside " << off.eye_outside);
    REQUIRE(off.inside_frames > 60);
    CHECK(off.eye_outside > 0);
}
