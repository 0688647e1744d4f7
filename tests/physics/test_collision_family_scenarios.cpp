// Headless scenarios for the CSphere / CCylSphere families through the real transition
// engine and mover: crowd escape, portal platform step-up, resting contact
// reported once, airborne landing on a static sphere and not on a creature.
#include <catch2/catch.hpp>

#include <cmath>

#include <glm/trigonometric.hpp>

#include "physics/math/constants.h"
#include "physics/world/mover.h"
#include "physics/world/penetration.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;

namespace {

constexpr float kDt = 1.0f / 30.0f;

using sweeplab::test::add_creature;

float penetration(const World& w, const Mover& m) {
    std::array<Sphere, 2> s{};
    const std::uint32_t n = m.global_spheres(s);
    return max_penetration(w, std::span<const Sphere>(s.data(), n), m.config().id);
}

// Facing the direction at angle `deg` from +x (yaw 0 faces +y).
float facing(float deg) {
    return glm::radians(deg - 90.0f);
}

bool reported(const Mover& m, std::uint32_t id) {
    for (std::uint32_t c : m.output().collided())
        if (c == id) return true;
    return false;
}

} // namespace

TEST_CASE("crowd: pushing into a ring of creatures slides out through the gap",
          "[collision_family][scenario]") {
    // Six places on a 1.6 m ring, 60 degrees apart (0.64 m between bodies: too narrow for
    // the 0.96 m avatar), the one at 90 degrees left empty.
    World w;
    w.add_ground(0.0f, 40.0f);
    constexpr float kRing = 1.6f;
    for (int k = 0; k < 6; ++k) {
        const float a = glm::radians(30.0f + 60.0f * static_cast<float>(k));
        if (k == 1) continue; // 90 degrees: the gap
        add_creature(w, 100u + static_cast<std::uint32_t>(k),
                     {kRing * std::cos(a), kRing * std::sin(a), 0.0f});
    }
    w.finalize();
    Mover m(w, MoverConfig::player());
    // Facing 50 degrees: straight into the creature at 30 degrees, 40 degrees off the gap.
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, facing(50.0f)));
    MoverInput in;
    in.forward = 1.0f;
    float worst = 0.0f;
    int escaped_at = -1;
    for (int f = 0; f < 150 && escaped_at < 0; ++f) {
        m.update(kDt, in);
        worst = std::max(worst, penetration(w, m));
        CHECK(m.output().position.z == Approx(0.0f).margin(0.02)); // never on a creature
        const glm::vec3 p = m.output().position;
        if (std::hypot(p.x, p.y) > kRing + 0.96f) escaped_at = f;
    }
    INFO("escaped at frame " << escaped_at << ", worst overlap " << worst);
    CHECK(escaped_at >= 0);
    CHECK(worst <= 0.01f);
}

TEST_CASE("portal platform: steps up onto the top, crosses it, steps down the far side",
          "[collision_family][scenario]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    ObjectDesc d;
    d.id = 200;
    d.pos.frame = Frame::from_yaw({0.0f, 5.0f, 0.0f}, 0.0f);
    d.state = PhysicsState::Static;
    d.cylspheres = {CylSphereShape{{0.0f, 0.0f, 0.0f}, 2.597f, 0.256f}};
    w.add_object(d);
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, facing(90.0f)));
    MoverInput in;
    in.forward = 1.0f;
    float top_z = -1.0f, worst = 0.0f;
    bool stood_on_top = false;
    for (int f = 0; f < 120; ++f) {
        m.update(kDt, in);
        worst = std::max(worst, penetration(w, m));
        const glm::vec3 p = m.output().position;
        top_z = std::max(top_z, p.z);
        if (std::fabs(p.y - 5.0f) < 1.0f && m.output().on_walkable &&
            std::fabs(p.z - 0.256f) < 0.01f)
            stood_on_top = true;
    }
    const glm::vec3 p = m.output().position;
    INFO("end " << p.x << ", " << p.y << ", " << p.z << "; highest " << top_z);
    CHECK(stood_on_top);
    CHECK(top_z == Approx(0.256f).margin(0.01));
    CHECK(p.y > 8.0f);                       // crossed it, not slid round the rim
    CHECK(std::fabs(p.x) < 0.05f);           // straight across
    CHECK(p.z == Approx(0.0f).margin(0.01)); // and down the far side
    CHECK(m.output().on_walkable);
    CHECK(worst <= 0.01f);
}

TEST_CASE("resting: standing flush against a creature reports the collision once",
          "[collision_family][scenario]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    add_creature(w, 300, {0.0f, 2.0f, 0.0f});
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, facing(90.0f)));
    MoverInput walk;
    walk.forward = 1.0f;
    int reports = 0, f = 0;
    for (; f < 60 && reports == 0; ++f) {
        m.update(kDt, walk);
        if (reported(m, 300)) ++reports;
    }
    REQUIRE(reports == 1);
    const glm::vec3 flush = m.output().position;
    CHECK(2.0f - flush.y < 0.96f + 0.02f); // flush against it
    for (int i = 0; i < 300; ++i) {
        m.update(kDt, MoverInput{});
        if (reported(m, 300)) ++reports;
        CHECK(penetration(w, m) <= 0.01f);
    }
    CHECK(reports == 1);
    CHECK(m.output().position.y == Approx(flush.y).margin(1e-3));
}

namespace {

// Runs at a 1 m ball (static or a creature) sitting on the ground at y = 3.5, jumps at
// once, and reports whether the mover ever rested on it and the contact normal then.
struct JumpResult {
    bool landed_on_ball = false;
    glm::vec3 landing_normal{0.0f};
    float worst = 0.0f;
};

JumpResult jump_at_ball(bool creature) {
    World w;
    w.add_ground(0.0f, 40.0f);
    ObjectDesc d;
    d.id = 400;
    d.pos.frame = Frame::from_yaw({0.0f, 3.5f, 0.0f}, 0.0f);
    d.state = creature ? PhysicsState::None : PhysicsState::Static;
    d.creature = creature;
    d.spheres = {Sphere{{0.0f, 0.0f, 0.0f}, 1.0f}};
    w.add_object(d);
    w.finalize();
    Mover m(w, MoverConfig::player());
    JumpResult r;
    if (!m.place({0.0f, 0.0f, 0.0f}, facing(90.0f))) return r;
    MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    in.jump = true;
    static FrameTrace trace;
    for (int f = 0; f < 90; ++f) {
        trace.clear();
        m.update(kDt, in, &trace);
        in.jump = false;
        r.worst = std::max(r.worst, penetration(w, m));
        const glm::vec3 p = m.output().position;
        if (!r.landed_on_ball && m.output().contact && p.z > 0.3f && trace.count > 0) {
            const SubstepTrace& s = trace.steps[trace.count - 1];
            if (s.contact_plane_valid) {
                r.landed_on_ball = true;
                r.landing_normal = s.contact_normal;
            }
        }
    }
    return r;
}

} // namespace

TEST_CASE("airborne: a jump lands on a static ball on a tilted plane, not on a creature",
          "[collision_family][scenario]") {
    const JumpResult ball = jump_at_ball(false);
    INFO("normal " << ball.landing_normal.x << ", " << ball.landing_normal.y << ", "
                   << ball.landing_normal.z);
    CHECK(ball.landed_on_ball);
    CHECK(ball.landing_normal.z < 0.999f); // tilted: the ball's top is curved
    CHECK(ball.landing_normal.z > kLandingZ);
    CHECK(ball.worst <= 0.01f);

    const JumpResult creature = jump_at_ball(true);
    CHECK_FALSE(creature.landed_on_ball);
    CHECK(creature.worst <= 0.01f);
}

TEST_CASE("step_sphere_up: walking into a low static rock steps over it, a creature never",
          "[collision_family][scenario]") {
    for (bool creature : {false, true}) {
        World w;
        w.add_ground(0.0f, 40.0f);
        ObjectDesc d;
        d.id = 500;
        d.pos.frame = Frame::from_yaw({0.0f, 2.0f, 0.0f}, 0.0f);
        d.state = creature ? PhysicsState::None : PhysicsState::Static;
        d.creature = creature;
        d.spheres = {Sphere{{0.0f, 0.0f, 0.15f}, 0.15f}}; // 30 cm tall: within step_up_height
        w.add_object(d);
        w.finalize();
        Mover m(w, MoverConfig::player());
        REQUIRE(m.place({0.0f, 0.0f, 0.0f}, facing(90.0f)));
        MoverInput in;
        in.forward = 1.0f;
        float top = 0.0f, worst = 0.0f;
        for (int f = 0; f < 60; ++f) {
            m.update(kDt, in);
            top = std::max(top, m.output().position.z);
            worst = std::max(worst, penetration(w, m));
        }
        INFO("creature " << creature << ", highest " << top << ", end y " << m.output().position.y);
        CHECK(worst <= 0.01f);
        if (!creature) {
            CHECK(top > 0.05f);                  // went up onto the rock
            CHECK(m.output().position.y > 3.0f); // and over it
        } else {
            CHECK(top < 0.02f); // never stands on a creature (head-on: blocked)
        }
    }
}
