// SmartBox::update_viewer through the transition engine: the viewer sphere stops in front of
// cell walls and building shells, passes through creatures and the avatar itself, and the
// avatar fades when the eye is pulled in close.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <memory>

#include <glm/geometric.hpp>

#include "alloc_counter.h"
#include "physics/bsp/bsp_compiler.h"
#include "physics/camera/chase_camera.h"
#include "physics/math/constants.h"
#include "physics/world/world.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

constexpr float kPi = 3.14159265358979f;
constexpr float kDt = 1.0f / 30.0f;
constexpr std::uint32_t kAvatarId = 0x50000001u;
constexpr std::uint32_t kRoomId = 0x100u;

float deg(float d) {
    return d * kPi / 180.0f;
}

// An axis-aligned box, faces outward (a shell) or inward (a room), counter-clockwise from
// the front. Faces: 0 bottom, 1 top, 2 -Y, 3 +Y, 4 -X, 5 +X.
MeshInput box_mesh(const glm::vec3& lo, const glm::vec3& hi, bool inward) {
    MeshInput m;
    m.vertices = {{lo.x, lo.y, lo.z}, {hi.x, lo.y, lo.z}, {hi.x, hi.y, lo.z}, {lo.x, hi.y, lo.z},
                  {lo.x, lo.y, hi.z}, {hi.x, lo.y, hi.z}, {hi.x, hi.y, hi.z}, {lo.x, hi.y, hi.z}};
    const std::array<std::array<std::uint32_t, 4>, 6> faces{
        {{0, 3, 2, 1}, {4, 5, 6, 7}, {0, 1, 5, 4}, {2, 3, 7, 6}, {3, 0, 4, 7}, {1, 2, 6, 5}}};
    for (const auto& f : faces) {
        MeshPolygon p;
        if (inward)
            p.indices = {f[3], f[2], f[1], f[0]};
        else
            p.indices = {f[0], f[1], f[2], f[3]};
        m.polygons.push_back(p);
    }
    return m;
}

// A 6 x 6 x 4 m room around the origin whose whole +Y wall is a portal to the outside, on
// flat ground.
void add_room(World& world) {
    const std::array<PortalDesc, 1> portals{PortalDesc{3, true, 0}};
    const auto err =
        world.add_env_cell(kRoomId, box_mesh({-3, -3, 0}, {3, 3, 4}, true), Frame{}, portals);
    REQUIRE_FALSE(err.has_value());
}

// A solid box as a static BSP object: a building shell (tested with bldg_check) or a plain box.
void add_shell(World& world, std::uint32_t id, const glm::vec3& center, const glm::vec3& half,
               bool building = true) {
    ObjectDesc d;
    d.id = id;
    d.pos.frame.origin = center;
    d.state = PhysicsState::Static | PhysicsState::HasPhysicsBsp;
    const BspCompileResult r = compile_bsp(box_mesh(-half, half, false));
    REQUIRE(r.ok());
    d.bsp = std::make_shared<PhysicsBsp>(r.trees.physics);
    if (building)
        world.add_building(BuildingDesc{d, {}});
    else
        world.add_object(d);
}

void add_sphere(World& world, std::uint32_t id, const glm::vec3& center, float radius,
                bool creature) {
    ObjectDesc d;
    d.id = id;
    d.pos.frame.origin = center;
    d.state = PhysicsState::Static;
    d.creature = creature;
    d.spheres = {Sphere{glm::vec3(0.0f), radius}};
    world.add_object(d);
}

// The avatar's own body, registered like any object (a player is not a creature here, so
// only the self-skip by id lets the eye through it).
void add_avatar_body(World& world, const glm::vec3& feet) {
    ObjectDesc d;
    d.id = kAvatarId;
    d.pos.frame.origin = feet;
    d.state = PhysicsState::Gravity;
    d.spheres = {Sphere{{0, 0, 0.475f}, 0.48f}, Sphere{{0, 0, 1.35f}, 0.48f}};
    world.add_object(d);
}

ViewerContext context(const World& world, const glm::vec3& feet) {
    ViewerContext ctx;
    ctx.world = &world;
    ctx.avatar.id = kAvatarId;
    ctx.avatar.state = PhysicsState::Gravity;
    ctx.avatar.has_weenie = true;
    ctx.avatar.is_player = true;
    ctx.avatar.is_creature = true;
    ctx.avatar_cell = world.find_cell(feet + glm::vec3(0, 0, 0.5f));
    return ctx;
}

CameraBoom boom(float distance, float pitch_deg) {
    CameraBoom b;
    b.distance = distance;
    b.pitch = deg(pitch_deg);
    return b;
}

// Runs the camera for `frames` frames at a standing pose and returns the last frame.
ChaseCameraFrame settle(ChaseCamera& cam, const glm::vec3& feet, float heading, const CameraBoom& b,
                        bool collide, const ViewerContext& ctx, int frames = 60) {
    ChaseCameraFrame f;
    for (int i = 0; i < frames; ++i)
        f = cam.update(kDt, feet, heading, b, collide, ctx);
    return f;
}

// Appended, not `"(" + a + ...`: GCC 12 at -O3 turns operator+(const char*, std::string&&)
// into a false -Wrestrict, an error in a Release build.
std::string show(const glm::vec3& v) {
    std::string s = "(";
    s += std::to_string(v.x);
    s += ", ";
    s += std::to_string(v.y);
    s += ", ";
    s += std::to_string(v.z);
    s += ')';
    return s;
}

} // namespace

TEST_CASE("viewer sweep: the eye stops in front of a cell wall", "[camera][viewer]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    add_room(world);
    world.finalize();
    const std::uint32_t room = world.internal_cell_id(kRoomId);
    const glm::vec3 feet(0, 0, 0);
    const ViewerContext ctx = context(world, feet);
    REQUIRE(ctx.avatar_cell == room);
    // Facing +Y: the boom reaches back through the -Y wall (y = -3) to y = -4.92.
    const CameraBoom b = boom(5.0f, 10.0f);

    ChaseCamera on;
    const ChaseCameraFrame f = settle(on, feet, 0.0f, b, true, ctx);
    INFO("eye " << show(f.eye) << " sought " << show(f.sought));
    REQUIRE(f.outcome == ViewerOutcome::Swept);
    REQUIRE(f.eye.y >= -3.0f + kViewerSphereRadius - 0.01f);
    REQUIRE(f.eye.y <= -3.0f + kViewerSphereRadius + 0.05f); // PerfectClip: up to the wall
    REQUIRE(world_penetration(world, Sphere{f.eye, kViewerSphereRadius}) <= 0.01f);
    REQUIRE(f.cell == room);
    REQUIRE(f.translucency == 0.0f);

    ChaseCamera off;
    const ChaseCameraFrame g = settle(off, feet, 0.0f, b, false, ctx);
    INFO("eye off " << show(g.eye));
    REQUIRE(g.outcome == ViewerOutcome::Uncollided);
    REQUIRE(g.eye == g.sought);
    REQUIRE(g.eye.y < -3.0f - kViewerSphereRadius); // behind the wall
    REQUIRE(g.cell != room);
    REQUIRE(g.cell == world.land_cell_at(g.eye.x, g.eye.y)->id);
}

TEST_CASE("viewer sweep: the eye follows the boom out through a portal", "[camera][viewer]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    add_room(world);
    world.finalize();
    const glm::vec3 feet(0, 1.0f, 0);
    const ViewerContext ctx = context(world, feet);
    ChaseCamera cam;
    // Facing -Y: the boom goes out through the open +Y wall.
    const ChaseCameraFrame f = settle(cam, feet, deg(180.0f), boom(4.0f, 10.0f), true, ctx);
    INFO("eye " << show(f.eye) << " sought " << show(f.sought));
    REQUIRE(glm::length(f.eye - f.sought) < 0.01f);
    REQUIRE(f.eye.y > 3.0f);
    REQUIRE(f.cell == world.land_cell_at(f.eye.x, f.eye.y)->id);
}

TEST_CASE("viewer sweep: the eye stops in front of a building shell", "[camera][viewer]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    // Front face at y = -4; the desired eye (y = -4.92) is inside the shell.
    add_shell(world, 500, {0, -4.5f, 2.5f}, {3, 0.5f, 2.5f});
    world.finalize();
    const glm::vec3 feet(0, 0, 0);
    const ViewerContext ctx = context(world, feet);
    const CameraBoom b = boom(5.0f, 10.0f);

    ChaseCamera on;
    const ChaseCameraFrame f = settle(on, feet, 0.0f, b, true, ctx);
    INFO("eye " << show(f.eye) << " sought " << show(f.sought));
    REQUIRE(f.outcome == ViewerOutcome::Swept);
    REQUIRE(f.eye.y >= -4.0f + kViewerSphereRadius - 0.01f);
    REQUIRE(f.eye.y <= -4.0f + kViewerSphereRadius + 0.05f);
    REQUIRE(world_penetration(world, Sphere{f.eye, kViewerSphereRadius}) <= 0.01f);

    ChaseCamera off;
    const ChaseCameraFrame g = settle(off, feet, 0.0f, b, false, ctx);
    REQUIRE(g.eye.y < -4.0f - kViewerSphereRadius);
    REQUIRE(world_penetration(world, Sphere{g.eye, kViewerSphereRadius}) > 0.3f);
}

TEST_CASE("viewer sweep: backed into a corner the avatar fades, in the open it does not",
          "[camera][viewer]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    add_room(world);
    world.finalize();
    // Feet 0.5 m from both walls of the (-3, -3) corner, facing away from it.
    const glm::vec3 corner(-2.5f, -2.5f, 0.0f);
    ChaseCamera cam;
    const ChaseCameraFrame f =
        settle(cam, corner, deg(-45.0f), boom(4.0f, 10.0f), true, context(world, corner));
    INFO("eye " << show(f.eye) << " pivot " << show(f.pivot));
    REQUIRE(glm::length(f.eye - f.pivot) < kFadeOpaqueDistance);
    REQUIRE(f.translucency > 0.0f);
    REQUIRE(world_penetration(world, Sphere{f.eye, kViewerSphereRadius}) <= 0.01f);

    // The same pose in the open stays opaque.
    const glm::vec3 open(20.0f, 20.0f, 0.0f);
    ChaseCamera free_cam;
    const ChaseCameraFrame g =
        settle(free_cam, open, deg(-45.0f), boom(4.0f, 10.0f), true, context(world, open));
    REQUIRE(glm::length(g.eye - g.sought) < 0.01f);
    REQUIRE(g.translucency == 0.0f);
}

TEST_CASE("viewer sweep: the eye passes through the avatar's own spheres", "[camera][viewer]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    const glm::vec3 feet(0, 0, 0);
    add_avatar_body(world, feet);
    world.finalize();
    ChaseCamera cam;
    // The pivot (1.6 m) starts inside the head sphere; a short low boom crosses it.
    const ChaseCameraFrame f =
        settle(cam, feet, 0.0f, boom(1.0f, -20.0f), true, context(world, feet));
    INFO("eye " << show(f.eye) << " sought " << show(f.sought));
    REQUIRE(f.outcome == ViewerOutcome::Swept);
    REQUIRE(glm::length(f.eye - f.sought) < 0.01f);

    // Control: the same body under another id stops the eye.
    ViewerContext other = context(world, feet);
    other.avatar.id = kAvatarId + 1;
    ChaseCamera blocked;
    const ChaseCameraFrame g = settle(blocked, feet, 0.0f, boom(1.0f, -20.0f), true, other);
    INFO("blocked eye " << show(g.eye));
    REQUIRE(glm::length(g.eye - g.sought) > 0.1f);
}

TEST_CASE("viewer sweep: creatures never stop the eye, other spheres do", "[camera][viewer]") {
    const glm::vec3 feet(0, 0, 0);
    const CameraBoom b = boom(5.0f, 10.0f);
    // Half way along the boom: (0, -2.46, 2.03).
    const glm::vec3 mid =
        glm::vec3(0, 0, 1.6f) + 0.5f * (desired_eye({0, 0, 1.6f}, 0.0f, b) - glm::vec3(0, 0, 1.6f));
    for (const bool creature : {true, false}) {
        World world;
        world.add_ground(0.0f, 50.0f);
        add_sphere(world, 700, mid, 0.5f, creature);
        world.finalize();
        ChaseCamera cam;
        const ChaseCameraFrame f = settle(cam, feet, 0.0f, b, true, context(world, feet));
        INFO((creature ? "creature" : "plain sphere") << ": eye " << show(f.eye));
        if (creature)
            REQUIRE(glm::length(f.eye - f.sought) < 0.01f);
        else
            REQUIRE(f.eye.y > mid.y + 0.5f + kViewerSphereRadius - 0.05f);
    }
}

TEST_CASE("viewer sweep: a collided frame allocates nothing", "[camera][viewer][alloc]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    add_room(world);
    world.finalize();
    const glm::vec3 feet(0, 0, 0);
    const ViewerContext ctx = context(world, feet);
    ChaseCamera cam;
    settle(cam, feet, 0.0f, boom(5.0f, 10.0f), true, ctx, 2);
    AllocationCounter::start();
    for (int i = 0; i < 60; ++i)
        cam.update(kDt, feet, 0.01f * static_cast<float>(i), boom(5.0f, 10.0f), i % 7 != 0, ctx);
    const float depth = world_penetration(world, Sphere{cam.last().eye, kViewerSphereRadius});
    REQUIRE(AllocationCounter::stop() == 0u);
    REQUIRE(depth <= 0.01f);
}

TEST_CASE("world_penetration: clear, touching, overlapping and inside a box", "[camera]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    add_shell(world, 500, {0, 0, 2}, {1, 1, 1}, false);
    add_shell(world, 501, {10, 0, 2}, {1, 1, 1}, true);
    world.finalize();
    const float r = kViewerSphereRadius;
    // A building's solid holds its rooms: only its polygons count.
    REQUIRE(world_penetration(world, Sphere{{10, 0, 2}, r}) == 0.0f);
    REQUIRE(world_penetration(world, Sphere{{10, 0.9f, 2}, r}) == Approx(0.4f).margin(1e-4));
    REQUIRE(world_penetration(world, Sphere{{0, 5, 2}, r}) == 0.0f);
    REQUIRE(world_penetration(world, Sphere{{0, 1.0f + r, 2}, r}) == Approx(0.0f).margin(1e-5));
    REQUIRE(world_penetration(world, Sphere{{0, 1.1f, 2}, r}) == Approx(0.2f).margin(1e-4));
    REQUIRE(world_penetration(world, Sphere{{0, 0.9f, 2}, r}) == Approx(0.4f).margin(1e-4));
    REQUIRE(world_penetration(world, Sphere{{0, 0, 2}, r}) == Approx(1.3f).margin(1e-4));
    // The ground: resting on it is 0, sunk 0.1 m is 0.1.
    REQUIRE(world_penetration(world, Sphere{{10, 10, r}, r}) == Approx(0.0f).margin(1e-5));
    REQUIRE(world_penetration(world, Sphere{{10, 10, r - 0.1f}, r}) == Approx(0.1f).margin(1e-4));
}

TEST_CASE("world_penetration: a cellar under the land does not meet the terrain", "[camera]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    const std::array<PortalDesc, 1> portals{PortalDesc{1, true, 0}}; // the ceiling opens up
    REQUIRE_FALSE(
        world.add_env_cell(0x200, box_mesh({-3, -3, -3}, {3, 3, 0}, true), Frame{}, portals)
            .has_value());
    world.finalize();
    const float r = kViewerSphereRadius;
    // 0.1 m under the ceiling's (open) plane: in the cellar, clear of every wall.
    REQUIRE(world_penetration(world, Sphere{{0, 0, -0.1f}, r}) == 0.0f);
    // Against the cellar's wall it counts.
    REQUIRE(world_penetration(world, Sphere{{2.9f, 0, -1.5f}, r}) == Approx(0.2f).margin(1e-4));
}

TEST_CASE("adjust_position: the room, the land through a building's outside portal, or none",
          "[camera]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    add_room(world);
    world.finalize();
    const std::uint32_t room = world.internal_cell_id(kRoomId);
    const std::uint32_t land = world.land_cell_at(0.0f, -5.0f)->id;
    std::uint32_t cell = 0;
    REQUIRE(adjust_position(world, room, {0, 0, 1}, cell));
    REQUIRE(cell == room);
    REQUIRE(adjust_position(world, room, {0, -5, 1}, cell)); // seen_outside: the land
    REQUIRE(cell == land);
    REQUIRE(adjust_position(world, land, {1, 1, 1}, cell)); // outdoor: the land square only
    REQUIRE(cell == world.land_cell_at(1.0f, 1.0f)->id);
    cell = 7;
    REQUIRE_FALSE(adjust_position(world, 0u, {0, 0, 1}, cell));     // id out of range
    REQUIRE_FALSE(adjust_position(world, land, {500, 0, 1}, cell)); // off the land
    REQUIRE(cell == 7u);
}

TEST_CASE("update_viewer: no player cell falls back to the player's position", "[camera]") {
    World world;
    world.add_ground(0.0f, 50.0f);
    world.finalize();
    ViewerContext ctx = context(world, {0, 0, 0});
    ctx.avatar_cell = 0;
    ChaseCamera cam;
    const ChaseCameraFrame f = cam.update(kDt, {1, 2, 0}, 0.0f, boom(4.0f, 20.0f), true, ctx);
    REQUIRE(f.outcome == ViewerOutcome::Player);
    REQUIRE(f.eye == glm::vec3(1, 2, 0));
    REQUIRE(f.cell == 0u);
    REQUIRE(f.translucency == 0.0f); // the feet are 1.6 m below the pivot
    // The next frame damps from the feet (retail set_viewer(player.m_position)).
    const ChaseCameraFrame g = cam.update(kDt, {1, 2, 0}, 0.0f, boom(4.0f, 20.0f), true, ctx);
    const glm::vec3 target = desired_eye({1, 2, 1.6f}, 0.0f, boom(4.0f, 20.0f));
    REQUIRE(glm::length(g.sought - (glm::vec3(1, 2, 0) + (target - glm::vec3(1, 2, 0)) * 0.15f)) <
            1e-4f);
}
