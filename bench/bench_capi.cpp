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
#include "bench/bench_common.h"
#include "scene/loader.h"
#include "scene/world_builder.h"
#include "sim/run_world.h"
#include "sweeplab/sweeplab.h"

namespace {

using namespace sweeplab;

// The arena as a sweeplab-scene/1 file with `n` crowd spheres (written once per n).
std::string arena_scene(int n) {
    const auto path =
        std::filesystem::temp_directory_path() /
        ("sweeplab-capi-arena-" + std::to_string(::getpid()) + "-" + std::to_string(n) + ".json");
    if (std::filesystem::exists(path)) return path.string();
    std::ofstream out(path);
    out << R"({"format": "sweeplab-scene/1", "name": "arena",
  "ground": {"z": 0, "extent": 10},
  "player": {"position": [0, 0, 0], "yaw": 0,
             "spheres": [{"center": [0, 0, 0.48], "radius": 0.48}],
             "step_up_height": 0.4, "step_down_height": 0.4},
  "objects": [)";
    const float o = bench::kArenaHalf + bench::kWallThickness / 2.0f;
    const float l = bench::kArenaHalf + bench::kWallThickness;
    const float h = bench::kWallHeight / 2.0f;
    char buf[256];
    const float walls[4][6] = {{o, 0, h, bench::kWallThickness / 2.0f, l, h},
                               {-o, 0, h, bench::kWallThickness / 2.0f, l, h},
                               {0, o, h, l, bench::kWallThickness / 2.0f, h},
                               {0, -o, h, l, bench::kWallThickness / 2.0f, h}};
    for (int i = 0; i < 4; ++i) {
        std::snprintf(buf, sizeof buf,
                      "%s\n    {\"id\": \"wall%d\", \"kind\": \"box\", \"position\": [%.9g, %.9g, "
                      "%.9g], \"half_extents\": [%.9g, %.9g, %.9g]}",
                      i ? "," : "", i, double{walls[i][0]}, double{walls[i][1]},
                      double{walls[i][2]}, double{walls[i][3]}, double{walls[i][4]},
                      double{walls[i][5]});
        out << buf;
    }
    const std::vector<glm::vec3> crowd = bench::arena_crowd(n, false);
    for (std::size_t i = 0; i < crowd.size(); ++i) {
        std::snprintf(buf, sizeof buf,
                      ",\n    {\"id\": \"c%zu\", \"kind\": \"sphere\", \"creature\": true, "
                      "\"position\": [%.9g, %.9g, %.9g], \"radius\": %.9g}",
                      i, double{crowd[i].x}, double{crowd[i].y}, double{crowd[i].z},
                      double{bench::kCrowdRadius});
        out << buf;
    }
    out << "\n  ]}\n";
    return path.string();
}

// The input: forward at a run, a turn rate in -180..180 deg/s drawn every 60 steps.
struct ArenaControls {
    std::mt19937 rng{777};
    std::uniform_real_distribution<float> turn{-180.0f, 180.0f};
    int step = 0;
    float rate = 0.0f;
    float next() {
        if (step++ % bench::kHeadingSteps == 0) rate = turn(rng);
        return rate;
    }
};

constexpr int kWarmup = 300;

void BM_ArenaStep_Cpp(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    const scene::Scene scene = scene::load_scene_file(arena_scene(n));
    std::unique_ptr<scene::DatWorldDesc> desc;
    const auto world = app::build_run_world(scene, desc);
    physics::Mover mover(*world, scene::player_config(scene));
    mover.place(scene.player.position, 0.0f, scene::player_start_cell(scene, *world));
    ArenaControls controls;
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
    if (sl_world_open_scene(arena_scene(n).c_str(), nullptr, &world) != SL_OK) {
        state.SkipWithError(sl_last_error());
        return;
    }
    sl_position start{};
    sl_mover* mover = nullptr;
    (void)sl_world_start(world, &start);
    (void)sl_mover_create(world, nullptr, &start, &mover, nullptr);
    ArenaControls controls;
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
        const scene::Scene scene = scene::load_scene_file(arena_scene(n));
        std::unique_ptr<scene::DatWorldDesc> desc;
        const auto world = app::build_run_world(scene, desc);
        physics::Mover mover(*world, scene::player_config(scene));
        mover.place(scene.player.position, 0.0f, scene::player_start_cell(scene, *world));
        sl_world* cworld = nullptr;
        sl_mover* cmover = nullptr;
        sl_position start{};
        (void)sl_world_open_scene(arena_scene(n).c_str(), nullptr, &cworld);
        (void)sl_world_start(cworld, &start);
        (void)sl_mover_create(cworld, nullptr, &start, &cmover, nullptr);
        ArenaControls a, b;
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
