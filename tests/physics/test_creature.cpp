// physics/motion/creature: a creature moved by its motion table through the world, as the
// server moves it: placed on open ground, sent 28 m away it turns, runs at its RunForward
// cycle's velocity x its run rate (derived by hand from the table), arrives within the
// distance to object and stops; sent through a wall it makes no progress and counts it;
// chasing a moving target it follows each update; in the air it does not move by itself.
#include <catch2/catch.hpp>

#include <cmath>

#include "alloc_counter.h"
#include "creature_fixtures.h"
#include "physics/motion/creature.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using namespace sweeplab::physics::motion;
using namespace sweeplab::test;

namespace {

constexpr float kDt = 1.0f / 30.0f;

using sweeplab::test::creature_table;

CreatureConfig config(const MotionTable& t, float run_rate) {
    CreatureConfig c;
    c.mover = MoverConfig::remote();
    c.mover.id = 0x80000101u;
    c.mover.is_player = false;
    c.table = &t;
    c.run_rate = run_rate;
    return c;
}

// ACE's chase and return parameters (docs/creatures.md): retail's defaults, can_walk off.
MovementParameters chase_params() {
    MovementParameters p;
    p.bitfield &= ~static_cast<std::uint32_t>(kCanWalk);
    return p;
}

Position at(float x, float y) {
    Position p;
    p.frame.origin = {x, y, 0.0f};
    return p;
}

float planar(const glm::vec3& a, const glm::vec3& b) {
    return glm::length(glm::vec2(a.x - b.x, a.y - b.y));
}

} // namespace

TEST_CASE("creature: runs to a position at its cycle's speed x run rate and stops there",
          "[motion][creature]") {
    World w;
    w.add_ground(0.0f, 60.0f);
    w.finalize();
    const MotionTable table = creature_table();
    Creature c(w, config(table, 1.5f));
    REQUIRE(c.place({0.0f, 0.0f, 0.0f}, 0.0f)); // facing +Y
    CHECK(c.interp().state().substate == kReady);
    c.move_to_position(at(20.0f, 20.0f), chase_params());
    CHECK(c.move_to().type() == MoveToManager::Type::MoveToPosition);
    // First it turns toward 45 degrees, standing (TurnRight is the cycle from Ready).
    c.update(kDt);
    CHECK(c.interp().state().substate == kTurnRight);
    int frame = 0;
    glm::vec3 mark{0.0f};
    double speed = 0.0;
    for (; frame < 600 && c.move_to().active(); ++frame) {
        c.update(kDt);
        if (frame == 120) mark = c.mover().position().frame.origin;
        if (frame == 150) speed = planar(c.mover().position().frame.origin, mark) / (30 * kDt);
    }
    // RunForward's 4 m/s x the run rate 1.5 (adjust_motion: WalkForward held with Run).
    CHECK(speed == Approx(6.0).epsilon(0.01));
    CHECK_FALSE(c.move_to().active());
    // Arrived: within the distance to object (0.6 m of cylinder distance: its 0.5 m radius
    // off), short by at most one slice of running.
    const float d = planar(c.mover().position().frame.origin, glm::vec3(20.0f, 20.0f, 0.0f));
    CHECK(d - 0.5f <= 0.6f);
    CHECK(d > 0.4f);
    CHECK(c.interp().state().substate == kReady); // stopped
    const glm::vec3 end = c.mover().position().frame.origin;
    for (int i = 0; i < 30; ++i)
        c.update(kDt);
    CHECK(planar(c.mover().position().frame.origin, end) < 1e-4f);
}

TEST_CASE("creature: sent through a wall it makes no progress and counts it",
          "[motion][creature]") {
    World w;
    w.add_ground(0.0f, 60.0f);
    add_box(w, 10, {0.0f, 5.5f, 1.5f}, {8.0f, 0.5f, 1.5f}); // a wall y 5..6, x -8..8
    w.finalize();
    const MotionTable table = creature_table();
    Creature c(w, config(table, 1.0f));
    REQUIRE(c.place({0.0f, 0.0f, 0.0f}, 0.0f));
    c.move_to_position(at(0.0f, 12.0f), chase_params());
    int worst = 0;
    for (int i = 0; i < 150; ++i) {
        c.update(kDt);
        worst = std::max(worst, c.move_to().fail_progress_count());
    }
    CHECK(c.move_to().active()); // retail never gives up by itself
    CHECK(worst > 0);
    CHECK(c.mover().position().frame.origin.y < 5.0f);
}

TEST_CASE("creature: chasing a target that moves, it follows each update", "[motion][creature]") {
    World w;
    w.add_ground(0.0f, 80.0f);
    w.finalize();
    const MotionTable table = creature_table();
    Creature c(w, config(table, 1.0f));
    REQUIRE(c.place({0.0f, 0.0f, 0.0f}, 0.0f));
    Position target = at(0.0f, 15.0f);
    c.set_target_position(target);
    c.move_to_object(0x50000001u, 0.5f, 1.8f, chase_params());
    CHECK_FALSE(c.move_to().initialized());
    for (int i = 0; i < 60; ++i) {
        // The target walks east at 2 m/s.
        target.frame.origin.x += 2.0f * kDt;
        c.set_target_position(target);
        c.update(kDt);
    }
    CHECK(c.move_to().initialized());
    // The updates reached the MoveTo: the target it seeks moved east with the target (sent
    // at most every 0.5 s, so up to 1 m behind) ...
    CHECK(c.move_to().current_target_position().frame.origin.x > 3.0f);
    // ... and once more than 20 degrees off, it steered east toward it, and closed in.
    CHECK(c.mover().position().frame.origin.x > 0.05f);
    CHECK(planar(c.mover().position().frame.origin, target.frame.origin) < 13.0f);
    // The target leaves the world: the chase is cancelled.
    c.set_target_position(target, false);
    for (int i = 0; i < 30; ++i)
        c.update(kDt);
    CHECK_FALSE(c.move_to().active());
}

TEST_CASE("creature: off the ground its sequence does not move it", "[motion][creature]") {
    World w;
    w.add_ground(0.0f, 60.0f);
    w.finalize();
    const MotionTable table = creature_table();
    Creature c(w, config(table, 1.0f));
    REQUIRE(c.place({0.0f, 0.0f, 5.0f}, 0.0f)); // placed in the air: it falls
    c.move_to_position(at(0.0f, 20.0f), chase_params());
    c.update(kDt);
    // Not in contact: UseTime serves no node, and a run would count for nothing anyway.
    CHECK(c.mover().position().frame.origin.y == Approx(0.0f).margin(1e-4));
}

TEST_CASE("creature: a chase allocates nothing once under way", "[motion][creature][alloc]") {
    World w;
    w.add_ground(0.0f, 120.0f);
    w.finalize();
    const MotionTable table = creature_table();
    Creature c(w, config(table, 1.0f));
    REQUIRE(c.place({0.0f, 0.0f, 0.0f}, 0.0f));
    Position target = at(5.0f, 40.0f);
    c.set_target_position(target);
    c.move_to_object(0x50000001u, 0.5f, 1.8f, chase_params());
    for (int i = 0; i < 30; ++i) // warm: the first update, the first target update
        c.update(kDt);
    sweeplab::test::AllocationCounter::start();
    for (int i = 0; i < 300; ++i) {
        target.frame.origin.x += 2.0f * kDt; // a target that moves: updates, steering
        c.set_target_position(target);
        c.update(kDt);
    }
    const std::size_t n = sweeplab::test::AllocationCounter::stop();
    CHECK(n == 0u);
    CHECK(c.move_to().initialized());
}
