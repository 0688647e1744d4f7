// A creature's movement against the avatar's step (docs/performance.md, "Creatures"): on the
// same open ground, one 1/30 s frame of the remote avatar running (Mover::update with the
// player locomotion) and one frame of a creature chasing a target that walks away (the
// creature's sequence, its MotionInterp and MoveToManager, the target's updates, then the
// same Mover slices and transitions); and the lure check's creature-seconds.
#include <cmath>

#include <benchmark/benchmark.h>

#include "bench/bench_common.h"
#include "creatures/lure.h"
#include "physics/motion/creature.h"
#include "physics/world/mover.h"
#include "tests/physics/creature_fixtures.h"

namespace {

using namespace sweeplab;

constexpr float kDt = 1.0f / 30.0f;

physics::World& open_ground() {
    static physics::World* w = [] {
        auto* world = new physics::World;
        world->add_ground(0.0f, 400.0f);
        world->finalize();
        return world;
    }();
    return *w;
}

// The test creature (tests/physics/creature_fixtures.h) at run rate 1.5.
physics::motion::CreatureConfig creature_config() {
    static const physics::motion::MotionTable table = test::creature_table();
    physics::motion::CreatureConfig c;
    c.mover = physics::MoverConfig::remote();
    c.mover.state = physics::PhysicsState::Gravity;
    c.table = &table;
    c.run_rate = 1.5f;
    return c;
}

// The avatar running and turning 20 degrees a second (a wide circle) on open ground.
void BM_AvatarStepOpen(benchmark::State& state) {
    physics::MoverConfig cfg = physics::MoverConfig::remote();
    physics::Mover m(open_ground(), cfg);
    m.place({0.0f, 0.0f, 0.0f}, 0.0f);
    physics::MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    in.turn = 20.0f;
    bench::AllocScope allocs;
    for (auto _ : state) {
        m.update(kDt, in);
        benchmark::DoNotOptimize(m.output().position);
    }
    allocs.finish(state);
}
BENCHMARK(BM_AvatarStepOpen);

// A creature chasing a target that circles it 30 m out (it keeps steering).
void BM_CreatureStepOpen(benchmark::State& state) {
    physics::motion::Creature creature(open_ground(), creature_config());
    creature.place({0.0f, 0.0f, 0.0f}, 0.0f);
    physics::motion::MovementParameters p;
    p.bitfield &= ~static_cast<std::uint32_t>(physics::motion::kCanWalk);
    physics::Position target;
    target.frame.origin = {0.0f, 30.0f, 0.0f};
    creature.set_target_position(target);
    creature.move_to_object(0x50000001u, 0.5f, 1.8f, p);
    float a = 0.0f;
    bench::AllocScope allocs;
    for (auto _ : state) {
        a += 0.02f;
        target.frame.origin = {30.0f * std::sin(a), 30.0f * std::cos(a), 0.0f};
        creature.set_target_position(target);
        creature.update(kDt);
        benchmark::DoNotOptimize(creature.position());
    }
    allocs.finish(state);
}
BENCHMARK(BM_CreatureStepOpen);

// The lure check on open ground: 16 lures of 85 s (25 s chase, 60 s to get home) each.
void BM_LureOpen(benchmark::State& state) {
    const physics::motion::CreatureConfig c = creature_config();
    double seconds = 0.0;
    for (auto _ : state) {
        const creatures::LureSummary s =
            creatures::lure(open_ground(), c, physics::Position{}, creatures::MonsterConfig{});
        seconds += s.creature_seconds;
        benchmark::DoNotOptimize(s.home);
    }
    state.counters["creature_s_per_s"] = benchmark::Counter(seconds, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_LureOpen)->Unit(benchmark::kMillisecond);

} // namespace
