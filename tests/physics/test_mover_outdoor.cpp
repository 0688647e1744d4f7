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
