// The lab's physics facilities (docs/divergences.md, "Lab facilities"): mover and chase-camera
// snapshots that restore bit for bit without allocating, the last transition record, the sub-step
// trace's hit classification, and the registry's dynamic objects (move without allocating).
#include <catch2/catch.hpp>

#include <bit>
#include <vector>

#include <glm/trigonometric.hpp>

#include "alloc_counter.h"
#include "physics/camera/chase_camera.h"
#include "physics/world/mover.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

constexpr float kDt = 1.0f / 30.0f;

void add_body(World& w, std::uint32_t id, const glm::vec3& feet, float r = 0.48f) {
    ObjectDesc d;
    d.id = id;
    d.pos.frame = Frame::from_yaw(feet, 0.0f);
    d.state = PhysicsState::None;
    d.creature = true;
    d.spheres = {Sphere{{0.0f, 0.0f, r}, r}};
    w.add_object(d);
}

bool same(const glm::vec3& a, const glm::vec3& b) {
    return std::bit_cast<std::uint32_t>(a.x) == std::bit_cast<std::uint32_t>(b.x) &&
           std::bit_cast<std::uint32_t>(a.y) == std::bit_cast<std::uint32_t>(b.y) &&
           std::bit_cast<std::uint32_t>(a.z) == std::bit_cast<std::uint32_t>(b.z);
}

// A yard: ground, a box, stairs and a few creatures.
void build_yard(World& w) {
    w.add_ground(0.0f, 40.0f);
    sweeplab::test::add_box(w, 10, {3.0f, 4.0f, 0.5f}, {1.0f, 1.0f, 0.5f});
    sweeplab::test::add_stairs(w, 20, 6.0f, 5, 0.2f, 0.3f);
    for (std::uint32_t k = 0; k < 6; ++k)
        add_body(w, 100 + k, {-2.0f + 0.9f * static_cast<float>(k), 2.5f, 0.0f});
}

} // namespace

TEST_CASE("mover snapshot: restore and re-run reproduces the frames bit for bit",
          "[lab][snapshot]") {
    World w;
    build_yard(w);
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    for (int f = 0; f < 40; ++f)
        m.update(kDt, sweeplab::test::wander_input(f));
    MoverSnapshot snap;
    m.snapshot(snap);
    std::vector<MoverOutput> recorded;
    for (int f = 40; f < 160; ++f) {
        m.update(kDt, sweeplab::test::wander_input(f));
        recorded.push_back(m.output());
    }
    const Transition* last = m.last_transition();
    REQUIRE(last != nullptr);
    CHECK(same(last->sphere_path.curr_pos.frame.origin, m.output().position));

    m.restore(snap);
    for (int f = 40; f < 160; ++f) {
        m.update(kDt, sweeplab::test::wander_input(f));
        const MoverOutput& o = m.output();
        const MoverOutput& r = recorded[static_cast<std::size_t>(f - 40)];
        INFO("frame " << f);
        REQUIRE(same(o.position, r.position));
        REQUIRE(same(o.velocity, r.velocity));
        REQUIRE(same(o.physics_velocity, r.physics_velocity));
        REQUIRE(o.cell == r.cell);
        REQUIRE(o.contact == r.contact);
        REQUIRE(o.substeps == r.substeps);
    }
}

TEST_CASE("snapshots and restores allocate nothing after warm-up", "[lab][snapshot][alloc]") {
    World w;
    build_yard(w);
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    ChaseCamera cam;
    ViewerContext vc;
    vc.world = &w;
    vc.avatar.id = m.config().id;
    auto frame = [&](int f) {
        m.update(kDt, sweeplab::test::wander_input(f));
        vc.avatar_cell = m.output().cell;
        cam.update(kDt, m.output().position, m.yaw(), CameraBoom{}, true, vc);
    };
    for (int f = 0; f < 10; ++f)
        frame(f);
    auto msnap = std::make_unique<MoverSnapshot>();
    auto csnap = std::make_unique<ChaseCameraState>();
    MoverState light;
    m.snapshot(*msnap);
    cam.snapshot(*csnap);
    const glm::vec3 eye = cam.last().eye;
    AllocationCounter::start();
    for (int f = 10; f < 40; ++f) {
        frame(f);
        m.snapshot(*msnap);
        m.save_state(light);
        cam.snapshot(*csnap);
    }
    m.restore(*msnap);
    m.restore_state(light);
    cam.restore(*csnap);
    CHECK(AllocationCounter::stop() == 0);
    CHECK_FALSE(same(eye, cam.last().eye)); // the camera moved, and came back to frame 39
}

TEST_CASE("the mover copies its collision options into every transition it leases",
          "[lab][pushout]") {
    World w;
    w.add_ground(0.0f, 20.0f);
    w.finalize();
    MoverConfig c = MoverConfig::player();
    Mover retail(w, c);
    c.reading = c.reading.with(ReadingSwitch::RadialPushout);
    Mover pushout(w, c);
    CHECK(retail.last_transition() == nullptr);
    REQUIRE(retail.place({0, 0, 0}, 0.0f));
    REQUIRE(pushout.place({0, 0, 0}, 0.0f));
    MoverInput in;
    in.forward = 1.0f;
    retail.update(kDt, in);
    pushout.update(kDt, in);
    REQUIRE(retail.last_transition() != nullptr);
    CHECK_FALSE(retail.last_transition()->reading.has(ReadingSwitch::RadialPushout));
    CHECK(pushout.last_transition()->reading.has(ReadingSwitch::RadialPushout));
    pushout.set_reading(Reading{});
    pushout.update(kDt, in);
    CHECK_FALSE(pushout.last_transition()->reading.has(ReadingSwitch::RadialPushout));
}

TEST_CASE("the sub-step trace names what a sub-step hit", "[lab][trace]") {
    World w;
    w.add_ground(0.0f, 20.0f);
    add_body(w, 500, {0.0f, 1.5f, 0.0f});
    sweeplab::test::add_box(w, 600, {0.0f, -2.0f, 1.0f}, {2.0f, 0.2f, 1.0f});
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f)); // facing +y, at the creature
    auto trace = std::make_unique<FrameTrace>();
    MoverInput in;
    in.forward = 1.0f;
    bool sphere = false;
    for (int f = 0; f < 30 && !sphere; ++f) {
        m.update(kDt, in, trace.get());
        for (std::uint32_t i = 0; i < trace->count; ++i)
            if (trace->steps[i].hit == SubstepHit::Sphere) {
                sphere = true;
                CHECK(trace->steps[i].hit_this_step == 500u);
            }
    }
    CHECK(sphere);
    CHECK(std::string(substep_hit_name(SubstepHit::Sphere)) == "sphere");
    // Backwards into the wall: the environment (a static object outdoors reads Outdoor).
    in.forward = -1.0f;
    bool outdoor = false;
    for (int f = 0; f < 90 && !outdoor; ++f) {
        m.update(kDt, in, trace.get());
        for (std::uint32_t i = 0; i < trace->count; ++i)
            outdoor |= trace->steps[i].hit == SubstepHit::Outdoor;
    }
    CHECK(outdoor);
}

TEST_CASE("dynamic registry objects: add, move without allocating, remove, restore",
          "[lab][crowd][alloc]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    add_body(w, 1, {5.0f, 5.0f, 0.0f}); // one static creature
    w.finalize();
    ShadowRegistry& reg = w.mutable_objects();
    ObjectDesc d;
    d.id = 77;
    d.pos.frame = Frame::from_yaw({0.0f, 0.0f, 0.0f}, 0.0f);
    d.state = PhysicsState::None;
    d.creature = true;
    d.spheres = {Sphere{{0.0f, 0.0f, 0.5f}, 0.5f}};
    const std::uint32_t index = reg.add_dynamic(d);
    CHECK(reg.objects()[index].dynamic_slot == 0);
    std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> out{};
    bool overflow = false;
    auto near = [&](float x, float y) {
        const std::size_t n =
            reg.query({x - 0.1f, y - 0.1f, 0.0f}, {x + 0.1f, y + 0.1f, 1.0f}, out, overflow);
        for (std::size_t k = 0; k < n; ++k)
            if (out[k] == index) return true;
        return false;
    };
    CHECK(near(0.0f, 0.0f));
    ShadowDynamicState saved;
    reg.snapshot_dynamic(saved);
    AllocationCounter::start();
    for (int i = 0; i < 500; ++i) {
        Position p;
        p.frame = Frame::from_yaw({0.37f * static_cast<float>(i % 60) - 11.0f,
                                   0.23f * static_cast<float>(i % 90) - 10.0f, 0.0f},
                                  0.0f);
        reg.move(index, p);
    }
    reg.snapshot_dynamic(saved);
    const std::size_t allocations = AllocationCounter::stop();
    CHECK(allocations == 0);
    Position p;
    p.frame = Frame::from_yaw({12.0f, -7.0f, 0.0f}, 0.0f);
    REQUIRE(reg.move(index, p));
    CHECK(near(12.0f, -7.0f));
    CHECK_FALSE(near(0.0f, 0.0f));
    CHECK_FALSE(reg.move(0, p)); // static objects do not move
    REQUIRE(reg.set_removed(index, true));
    CHECK_FALSE(near(12.0f, -7.0f));
    CHECK(reg.find(77) == nullptr);
    CHECK(reg.index_of(77) == -1);
    reg.restore_dynamic(saved); // present, where the last snapshot saw it
    CHECK(reg.find(77) != nullptr);
    CHECK(near(saved.entries[0].pos.frame.origin.x, saved.entries[0].pos.frame.origin.y));
    CHECK_FALSE(near(12.0f, -7.0f));
}

TEST_CASE("a mover collides with a dynamic object where it was moved to", "[lab][crowd]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    w.finalize();
    ObjectDesc d;
    d.id = 88;
    d.pos.frame = Frame::from_yaw({0.0f, 30.0f, 0.0f}, 0.0f);
    d.state = PhysicsState::None;
    d.creature = true;
    d.spheres = {Sphere{{0.0f, 0.0f, 0.5f}, 0.5f}};
    const std::uint32_t index = w.mutable_objects().add_dynamic(d);
    Position p;
    p.frame = Frame::from_yaw({0.0f, 2.0f, 0.0f}, 0.0f);
    w.mutable_objects().move(index, p);
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    MoverInput in;
    in.forward = 1.0f;
    bool hit = false;
    for (int f = 0; f < 60; ++f) {
        m.update(kDt, in);
        for (std::uint32_t id : m.output().collided())
            hit |= id == 88u;
        // Never through it: the avatar's front stays behind the creature's sphere.
        const glm::vec3 q = m.output().position;
        CHECK(glm::length(glm::vec2(q.x, q.y - 2.0f)) >= 0.98f - 0.011f);
    }
    CHECK(hit);
}
