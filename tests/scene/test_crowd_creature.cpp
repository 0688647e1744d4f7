// scene/crowd_creature: a scene crowd's chasing member runs the lab's runner table: placed on
// open ground and sent 28 m away, it turns standing, runs at RunForward's 4 m/s x the run rate
// of its crowd's Run skill (ACE's GetRunRate, worked out by hand) and stops there; its walk is
// 3.12 m/s and its turn a quarter turn a second; its body is the crowd's sphere on its feet.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics/motion/creature.h"
#include "physics/world/world.h"
#include "scene/crowd_creature.h"

using namespace sweeplab;
using namespace sweeplab::physics::motion;

namespace {

constexpr float kDt = 1.0f / 30.0f;

MovementParameters run_params() {
    MovementParameters p;
    p.bitfield &= ~static_cast<std::uint32_t>(kCanWalk);
    return p;
}

float planar(const glm::vec3& a, const glm::vec3& b) {
    return glm::length(glm::vec2(a.x - b.x, a.y - b.y));
}

} // namespace

TEST_CASE("crowd creature: the runner table's cycles", "[scene][crowd][motion]") {
    const MotionTable& t = scene::runner_motion_table();
    CHECK(&t == &scene::runner_motion_table()); // built once
    std::uint32_t def = 0;
    REQUIRE(t.style_default(kNonCombat, def));
    CHECK(def == kReady);
    const MotionData* run = t.cycle(MotionTable::key(kNonCombat, kRunForward));
    const MotionData* walk = t.cycle(MotionTable::key(kNonCombat, kWalkForward));
    const MotionData* turn = t.modifier(MotionTable::key(kNonCombat, kTurnRight));
    REQUIRE(run != nullptr);
    REQUIRE(walk != nullptr);
    REQUIRE(turn != nullptr);
    CHECK(run->velocity == glm::vec3(0.0f, 4.0f, 0.0f));
    CHECK(walk->velocity == glm::vec3(0.0f, 3.12f, 0.0f));
    CHECK(turn->omega.z == Approx(-1.5707964f));
    CHECK(run->anims.empty()); // no root motion
}

TEST_CASE("crowd creature: runs at 4 m/s x its Run skill's rate and stops there",
          "[scene][crowd][motion]") {
    physics::World w;
    w.add_ground(0.0f, 60.0f);
    w.finalize();
    scene::CrowdSpec spec;
    spec.run_skill = 100;
    const CreatureConfig config =
        scene::crowd_creature_config(100007u, 0.4f, spec, nullptr, physics::Reading{});
    REQUIRE(config.mover.spheres.size() == 1);
    CHECK(config.mover.spheres[0].center == glm::vec3(0.0f, 0.0f, 0.4f));
    CHECK(config.mover.spheres[0].radius == 0.4f);
    CHECK(config.mover.id == 100007u);
    CHECK(config.radius == 0.4f);
    CHECK(config.height == 0.8f);
    // ((100 / 300) * 11 + 4) / 4 = 1.916667.
    CHECK(config.run_rate == Approx(1.9166667f));
    Creature c(w, config);
    REQUIRE(c.place({0.0f, 0.0f, 0.0f}, 0.0f)); // facing +Y
    physics::Position goal;
    goal.frame.origin = {20.0f, 20.0f, 0.0f};
    c.move_to_position(goal, run_params());
    c.update(kDt);
    CHECK(c.interp().state().substate == kTurnRight); // turns standing first
    glm::vec3 mark{0.0f};
    double speed = 0.0;
    for (int frame = 0; frame < 600 && c.move_to().active(); ++frame) {
        c.update(kDt);
        if (frame == 60) mark = c.mover().position().frame.origin;
        if (frame == 75) speed = planar(c.mover().position().frame.origin, mark) / (15 * kDt);
    }
    CHECK(speed == Approx(4.0 * 1.9166667).epsilon(0.01));
    CHECK_FALSE(c.move_to().active());
    CHECK(planar(c.mover().position().frame.origin, goal.frame.origin) < 1.2f);
    CHECK(c.interp().state().substate == kReady);
}

TEST_CASE("crowd creature: without a Run skill it runs at rate 1", "[scene][crowd][motion]") {
    const CreatureConfig config =
        scene::crowd_creature_config(1u, 0.5f, scene::CrowdSpec{}, nullptr, physics::Reading{});
    CHECK(config.run_rate == 1.0f);
    CHECK(config.table == &scene::runner_motion_table());
}
