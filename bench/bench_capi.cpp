// The C API's cost (docs/performance.md, "The C API"): the same step of the same mover in the
// same arena, once through physics::Mover::update in C++ and once through sl_mover_step in
// libsweeplab.so.1, at N = 0 and 100 crowd spheres, in one run. The arena is the arena
// benchmark's (bench/arena.h: floor, four walls, the crowd) written as a scene file, so that
// both open it as users do: the C++ side with the lab's world builder, the C side with
// sl_world_open_scene. Both walk the same input (forward at a run, a turn rate drawn every 60
// steps) and the benchmark checks they end in the same place, bit for bit.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

#include "bench/arena.h"
#include "bench/arena_scene.h"
#include "bench/bench_common.h"
#include "scene/loader.h"
#include "scene/world_builder.h"
#include "sim/run_world.h"
#include "sweeplab/sweeplab.h"

namespace {

using namespace sweeplab;

constexpr int kWarmup = 300;

void BM_ArenaStep_Cpp(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    const scene::Scene scene = scene::load_scene_file(bench::arena_scene_file(n));
    std::unique_ptr<scene::DatWorldDesc> desc;
    const auto world = app::build_run_world(scene, desc);
    physics::Mover mover(*world, scene::player_config(scene));
    mover.place(scene.player.position, 0.0f, scene::player_start_cell(scene, *world));
    bench::ArenaTurns controls;
    physics::MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    for (int i = 0; i < kWarmup; ++i) {
        in.turn = controls.next();
        mover.update(bench::kArenaDt, in);
    }
    bench::AllocScope allocs;
    for (auto _ : state) {
        in.turn = controls.next();
        mover.update(bench::kArenaDt, in);
        benchmark::DoNotOptimize(mover.output().position);
    }
    allocs.finish(state);
}

void BM_ArenaStep_CApi(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    sl_world* world = nullptr;
    if (sl_world_open_scene(bench::arena_scene_file(n).c_str(), nullptr, &world) != SL_OK) {
        state.SkipWithError(sl_last_error());
        return;
    }
    sl_position start{};
    sl_mover* mover = nullptr;
    (void)sl_world_start(world, &start);
    (void)sl_mover_create(world, nullptr, &start, &mover, nullptr);
    bench::ArenaTurns controls;
    sl_controls c{};
    c.struct_size = sizeof c;
    c.forward = 1.0f;
    c.run = 1;
    sl_step_result r{};
    for (int i = 0; i < kWarmup; ++i) {
        c.turn = controls.next();
        (void)sl_mover_step(world, mover, &c, bench::kArenaDt, &r);
    }
    bench::AllocScope allocs;
    for (auto _ : state) {
        c.turn = controls.next();
        if (sl_mover_step(world, mover, &c, bench::kArenaDt, &r) != SL_OK) {
            state.SkipWithError(sl_last_error());
            break;
        }
        benchmark::DoNotOptimize(r);
    }
    allocs.finish(state);
    sl_mover_free(mover);
    sl_world_free(world);
}

// Both sides walk the same path: 3,000 steps compared bit for bit (a failed check is an
// error in the benchmark's output, not a number).
void BM_ArenaStep_SamePath(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) {
        const scene::Scene scene = scene::load_scene_file(bench::arena_scene_file(n));
        std::unique_ptr<scene::DatWorldDesc> desc;
        const auto world = app::build_run_world(scene, desc);
        physics::Mover mover(*world, scene::player_config(scene));
        mover.place(scene.player.position, 0.0f, scene::player_start_cell(scene, *world));
        sl_world* cworld = nullptr;
        sl_mover* cmover = nullptr;
        sl_position start{};
        (void)sl_world_open_scene(bench::arena_scene_file(n).c_str(), nullptr, &cworld);
        (void)sl_world_start(cworld, &start);
        (void)sl_mover_create(cworld, nullptr, &start, &cmover, nullptr);
        bench::ArenaTurns a, b;
        physics::MoverInput in;
        in.forward = 1.0f;
        in.run = true;
        sl_controls c{};
        c.struct_size = sizeof c;
        c.forward = 1.0f;
        c.run = 1;
        sl_step_result r{};
        for (int i = 0; i < 3000; ++i) {
            in.turn = a.next();
            c.turn = b.next();
            mover.update(bench::kArenaDt, in);
            (void)sl_mover_step(cworld, cmover, &c, bench::kArenaDt, &r);
            const glm::vec3 p = mover.output().position;
            if (std::memcmp(&p.x, &r.position.origin[0], sizeof(float)) != 0 ||
                std::memcmp(&p.y, &r.position.origin[1], sizeof(float)) != 0) {
                state.SkipWithError("the C API's path parts from the C++ path");
                break;
            }
        }
        sl_mover_free(cmover);
        sl_world_free(cworld);
    }
}

BENCHMARK(BM_ArenaStep_Cpp)->Arg(0)->Arg(100);
BENCHMARK(BM_ArenaStep_CApi)->Arg(0)->Arg(100);
BENCHMARK(BM_ArenaStep_SamePath)->Arg(0)->Arg(100)->Iterations(1);

} // namespace
