#include "scene/crowd_creature.h"

#include <memory>

#include "scene/world_creature.h"

namespace sweeplab::scene {

namespace {

physics::motion::MotionData moving(const glm::vec3& velocity, const glm::vec3& omega) {
    physics::motion::MotionData d;
    d.velocity = velocity;
    d.omega = omega;
    return d;
}

// The runner in the non-combat style, laid out as a creature's table is: Ready (clears the
// modifiers, bitfield 1), the walk and the run, a turn that is a cycle only from standing
// (bitfield 2) and a modifier beside a walk or a run.
std::unique_ptr<physics::motion::MotionTable> make_runner() {
    using namespace physics::motion;
    auto t = std::make_unique<MotionTable>();
    t->id = 0;
    t->default_style = kNonCombat;
    t->style_defaults = {{kNonCombat, kReady}};
    const auto key = [](std::uint32_t motion) { return MotionTable::key(kNonCombat, motion); };
    const glm::vec3 turn(0.0f, 0.0f, -kRunnerTurnOmega);
    t->cycles = {
        {key(kReady), moving(glm::vec3(0.0f), glm::vec3(0.0f))},
        {key(kWalkForward), moving({0.0f, kRunnerWalkSpeed, 0.0f}, glm::vec3(0.0f))},
        {key(kRunForward), moving({0.0f, kRunnerRunSpeed, 0.0f}, glm::vec3(0.0f))},
        {key(kTurnRight), moving(glm::vec3(0.0f), turn)},
    };
    t->cycles[0].second.bitfield = 0x1;
    t->cycles[3].second.bitfield = 0x2;
    t->modifiers = {{key(kTurnRight), moving(glm::vec3(0.0f), turn)}};
    return t;
}

} // namespace

const physics::motion::MotionTable& runner_motion_table() {
    static const std::unique_ptr<physics::motion::MotionTable> table = make_runner();
    return *table;
}

physics::motion::CreatureConfig crowd_creature_config(std::uint32_t id, float radius,
                                                      const CrowdSpec& spec,
                                                      const physics::motion::MotionTable* table,
                                                      physics::Reading reading) {
    physics::motion::CreatureConfig c;
    c.mover = physics::MoverConfig::remote();
    c.mover.id = id;
    c.mover.spheres = {physics::Sphere{{0.0f, 0.0f, radius}, radius}};
    c.mover.reading = reading;
    c.table = table != nullptr ? table : &runner_motion_table();
    c.radius = radius;
    c.height = 2.0f * radius;
    c.run_rate = spec.run_skill ? ace_run_rate(*spec.run_skill) : 1.0f;
    return c;
}

} // namespace sweeplab::scene
