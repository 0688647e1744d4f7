// Mover scenarios on open ground with placed BSP shells.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics/world/mover.h"
#include "physics/world/penetration.h"
#include "physics/world/trace.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using namespace sweeplab::test;

namespace {

constexpr float kDt = 1.0f / 30.0f;

float penetration(const World& w, const Mover& m) {
    std::array<Sphere, 2> s{};
    const std::uint32_t n = m.global_spheres(s);
    return max_penetration(w, std::span<const Sphere>(s.data(), n), m.config().id);
}

// Runs `frames` frames and returns the worst penetration seen.
float run(const World& w, Mover& m, int frames, const MoverInput& in) {
    float worst = 0.0f;
    for (int i = 0; i < frames; ++i) {
        m.update(kDt, in);
        worst = std::max(worst, penetration(w, m));
    }
    return worst;
}

} // namespace

TEST_CASE("mover: stands still on flat ground for 10 s without drifting", "[mover]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({1.0f, 2.0f, 0.0f}, 0.0f));
    const float worst = run(w, m, 300, MoverInput{});
    CHECK(m.output().position.x == Approx(1.0f).margin(1e-4));
    CHECK(m.output().position.y == Approx(2.0f).margin(1e-4));
    CHECK(m.output().position.z == Approx(0.0f).margin(0.01));
    CHECK(m.output().contact);
    CHECK(m.output().on_walkable);
    CHECK(worst <= 0.01f);
}

TEST_CASE("mover: walks forward at 3.12 m/s and runs at 4 m/s", "[mover]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    MoverInput in;
    in.forward = 1.0f;
    run(w, m, 30, in);
    CHECK(m.output().position.y == Approx(3.12f).margin(0.05));
    CHECK(m.output().on_walkable);
    CHECK(m.output().substeps >= 1);
    in.run = true;
    run(w, m, 30, in);
    CHECK(m.output().position.y == Approx(7.12f).margin(0.05));
    CHECK(std::fabs(m.output().position.x) < 1e-3f);
}

TEST_CASE("mover: walks into a wall at 45 degrees and slides along it", "[mover]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    // A wall whose face is the plane y = 5 (box from y 5 to 6), long in x.
    add_box(w, 10, {0.0f, 5.5f, 1.5f}, {10.0f, 0.5f, 1.5f});
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 2.0f, 0.0f}, glm::radians(-45.0f))); // facing +x+y
    MoverInput in;
    in.forward = 1.0f;
    const float worst = run(w, m, 90, in);
    const auto& o = m.output();
    // Stopped at the wall (foot sphere radius 0.48 from y = 5), short by at most one
    // sub-step: the slide keeps the distance of the last clear position, as retail does.
    CHECK(o.position.y <= 5.0f - 0.48f + 0.005f);
    CHECK(o.position.y > 4.3f);
    // ...and slid along it in +x well past where it hit (x ~ 2.5 at contact).
    CHECK(o.position.x > 4.0f);
    CHECK(o.contact);
    CHECK(worst <= 0.01f);
}

TEST_CASE("mover: climbs stairs of 0.2 m steps", "[mover]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    add_stairs(w, 20, 2.0f, 5, 0.2f, 0.4f);                 // y 2..4, top at 1.0 m
    add_box(w, 30, {0.0f, 6.0f, 0.5f}, {1.0f, 2.0f, 0.5f}); // landing y 4..8 at 1.0 m
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    MoverInput in;
    in.forward = 1.0f;
    const float worst = run(w, m, 60, in);
    CHECK(m.output().position.y > 5.0f);
    CHECK(m.output().position.z == Approx(1.0f).margin(0.02));
    CHECK(m.output().on_walkable);
    CHECK(worst <= 0.01f);
}

TEST_CASE("mover: walks up a 20 degree ramp", "[mover]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    // A wedge rising along +y from y = 2 to y = 7.5 (20 degrees): top 2 m.
    MeshInput m;
    const float len = 2.0f / std::tan(glm::radians(20.0f));
    m.vertices = {{-1, 0, 0}, {1, 0, 0}, {1, len, 0}, {-1, len, 0}, {1, len, 2}, {-1, len, 2}};
    auto poly = [&](std::initializer_list<std::uint32_t> idx) {
        MeshPolygon p;
        p.indices = idx;
        m.polygons.push_back(p);
    };
    poly({0, 3, 2, 1}); // bottom
    poly({0, 1, 4, 5}); // slope
    poly({2, 3, 5, 4}); // back
    poly({1, 2, 4});    // +x side
    poly({0, 5, 3});    // -x side
    ObjectDesc d;
    d.id = 40;
    d.pos.frame.origin = {0.0f, 2.0f, 0.0f};
    d.bsp = compile_shell(m);
    w.add_object(d);
    w.finalize();
    Mover mv(w, MoverConfig::player());
    REQUIRE(mv.place({0.0f, 0.0f, 0.0f}, 0.0f));
    MoverInput in;
    in.forward = 1.0f;
    float worst = 0.0f;
    for (int i = 0; i < 45; ++i) {
        mv.update(kDt, in);
        worst = std::max(worst, penetration(w, mv));
    }
    const auto& o = mv.output();
    REQUIRE(o.position.y > 3.0f);
    REQUIRE(o.position.y < 2.0f + len);
    // On the slope: feet on the plane z = (y - 2) tan 20 (the sphere touches it off-centre,
    // so the feet ride a little above).
    const float slope_z = (o.position.y - 2.0f) * std::tan(glm::radians(20.0f));
    CHECK(o.position.z >= slope_z - 0.01f);
    CHECK(o.position.z <= slope_z + 0.05f);
    CHECK(o.on_walkable);
    CHECK(worst <= 0.01f);
}

TEST_CASE("mover: a retail player (EdgeSlide, 0x400C08) is held at a ledge at a run",
          "[mover][edge_slide]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    add_box(w, 50, {0.0f, 0.0f, 1.0f}, {2.0f, 2.0f, 1.0f}); // a 2 m high platform
    w.finalize();
    const MoverConfig cfg = MoverConfig::player();
    REQUIRE(static_cast<std::uint32_t>(cfg.state) == 0x400C08u);
    Mover m(w, cfg);
    REQUIRE(m.place({0.0f, 0.0f, 2.0f}, 0.0f));
    MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    for (int i = 0; i < 60; ++i) {
        m.update(kDt, in);
        INFO("frame " << i);
        REQUIRE(m.output().on_walkable); // never leaves the platform's top
    }
    CHECK(m.output().position.z == Approx(2.0f).margin(0.01));
    CHECK(m.output().position.y > 1.5f); // at the edge (y = 2) ...
    CHECK(m.output().position.y < 2.5f); // ... not past it
    // A jump leaves the walkable surface, so edge_slide no longer holds it: off it goes.
    in.jump = true;
    m.update(kDt, in);
    in.jump = false;
    for (int i = 0; i < 60; ++i)
        m.update(kDt, in);
    CHECK(m.output().position.z == Approx(0.0f).margin(0.02));
    CHECK(m.output().position.y > 3.0f);
}

TEST_CASE("mover: without EdgeSlide it runs off a ledge, falls and lands", "[mover]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    add_box(w, 50, {0.0f, 0.0f, 1.0f}, {2.0f, 2.0f, 1.0f}); // a 2 m high platform
    w.finalize();
    MoverConfig cfg = MoverConfig::player();
    cfg.state = PhysicsState::Gravity; // not a retail player: no EDGE_SLIDE in OBJECTINFO
    Mover m(w, cfg);
    REQUIRE(m.place({0.0f, 0.0f, 2.0f}, 0.0f));
    REQUIRE(m.output().position.z == Approx(2.0f).margin(0.01));
    MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    bool airborne = false;
    float worst = 0.0f;
    for (int i = 0; i < 60; ++i) {
        m.update(kDt, in);
        airborne |= !m.output().contact;
        worst = std::max(worst, penetration(w, m));
    }
    CHECK(airborne);
    CHECK(m.output().position.z == Approx(0.0f).margin(0.02));
    CHECK(m.output().position.y > 4.0f);
    CHECK(m.output().contact);
    CHECK(m.output().on_walkable);
    CHECK(worst <= 0.01f);
}

TEST_CASE("mover: jumps onto a box", "[mover]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    add_box(w, 60, {0.0f, 3.0f, 0.4f}, {1.0f, 1.0f, 0.4f}); // 0.8 m high, y 2..4
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    MoverInput in;
    in.forward = 1.0f;
    float worst = 0.0f;
    float peak = 0.0f;
    for (int i = 0; i < 60; ++i) {
        in.jump = i >= 8 && i < 10; // rising edge at frame 8, ~1.1 m before the box
        m.update(kDt, in);
        peak = std::max(peak, m.output().position.z);
        worst = std::max(worst, penetration(w, m));
        if (m.output().position.y > 3.0f && m.output().on_walkable) break;
    }
    CHECK(peak > 0.8f);
    CHECK(m.output().position.z == Approx(0.8f).margin(0.02));
    CHECK(m.output().on_walkable);
    CHECK(worst <= 0.01f);
}
