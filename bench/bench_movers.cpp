// One resolve per mover family (player, remote, projectile, viewer) in the cottage and the
// crowd scenes, and the chase camera's sweep. Each iteration is one resolve: a mover's
// update() over one 1/30 s frame (player, remote) or one move_to() (projectile, viewer).
#include <cmath>
#include <vector>

#include <benchmark/benchmark.h>
#include <glm/gtc/quaternion.hpp>

#include "bench/bench_common.h"
#include "physics/camera/chase_camera.h"
#include "physics/camera/viewer_sweep.h"
#include "physics/world/mover.h"

namespace {

using namespace sweeplab;
using physics::Mover;
using physics::MoverConfig;
using physics::MoverInput;

constexpr float kDt = 1.0f / 30.0f;

// Player and remote: walk (run) from the scene's start, turning 60 degrees a second so the
// path keeps meeting walls, doorways and crowd members; back to the start every 10 s.
void walk(benchmark::State& state, const char* scene_name, bool remote) {
    const bench::LoadedScene& s = bench::shipped_scene(scene_name);
    MoverConfig cfg = scene::player_config(s.scene);
    if (remote) {
        cfg.id = 0x50000002u;
        cfg.is_player = false;
    }
    Mover mover(*s.world, cfg);
    const std::uint32_t cell = scene::player_start_cell(s.scene, *s.world);
    const float yaw = glm::radians(s.scene.player.yaw_deg);
    mover.place(s.scene.player.position, yaw, cell);
    MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    in.turn = 60.0f;
    int frame = 0;
    bench::AllocScope allocs;
    for (auto _ : state) {
        if (++frame == 300) {
            state.PauseTiming();
            mover.place(s.scene.player.position, yaw, cell);
            frame = 0;
            state.ResumeTiming();
        }
        mover.update(kDt, in);
        benchmark::DoNotOptimize(mover.output().position);
    }
    allocs.finish(state);
}

// Projectile and viewer: explicit sweeps (move_to) back and forth along a line from the
// head of the start position to a point ahead and a little up, in hops of `hop` metres
// (a projectile's 20 m/s frame: 0.67 m, 12 hops; a camera boom: 4 m, one hop). One move_to
// per iteration.
void sweep(benchmark::State& state, const char* scene_name, MoverConfig cfg, float hop, int hops) {
    const bench::LoadedScene& s = bench::shipped_scene(scene_name);
    Mover mover(*s.world, std::move(cfg));
    const std::uint32_t cell = scene::player_start_cell(s.scene, *s.world);
    const float yaw = glm::radians(s.scene.player.yaw_deg);
    const glm::vec3 a = s.scene.player.position + glm::vec3(0.0f, 0.0f, 1.6f);
    const physics::Frame f = physics::Frame::from_yaw(a, yaw);
    const glm::vec3 dir = glm::normalize(f.local_to_global_vec(glm::vec3(0.0f, 1.0f, 0.1f)));
    mover.place(a, yaw, cell);
    int k = 0, step = 1;
    bench::AllocScope allocs;
    for (auto _ : state) {
        k += step;
        if (k == hops || k == 0) step = -step;
        physics::Position target = mover.position();
        target.frame.origin = a + dir * (hop * static_cast<float>(k));
        const bool moved = mover.move_to(target);
        benchmark::DoNotOptimize(moved);
    }
    allocs.finish(state);
}

void BM_Player_Cottage(benchmark::State& st) {
    walk(st, "cottage", false);
}
void BM_Player_Crowd(benchmark::State& st) {
    walk(st, "crowd", false);
}
void BM_Remote_Cottage(benchmark::State& st) {
    walk(st, "cottage", true);
}
void BM_Remote_Crowd(benchmark::State& st) {
    walk(st, "crowd", true);
}
void BM_Projectile_Cottage(benchmark::State& st) {
    sweep(st, "cottage", MoverConfig::projectile(), 20.0f / 30.0f, 12);
}
void BM_Projectile_Crowd(benchmark::State& st) {
    sweep(st, "crowd", MoverConfig::projectile(), 20.0f / 30.0f, 12);
}
void BM_Viewer_Cottage(benchmark::State& st) {
    sweep(st, "cottage", MoverConfig::viewer(), 4.0f, 1);
}
void BM_Viewer_Crowd(benchmark::State& st) {
    sweep(st, "crowd", MoverConfig::viewer(), 4.0f, 1);
}

BENCHMARK(BM_Player_Cottage);
BENCHMARK(BM_Player_Crowd);
BENCHMARK(BM_Remote_Cottage);
BENCHMARK(BM_Remote_Crowd);
BENCHMARK(BM_Projectile_Cottage);
BENCHMARK(BM_Projectile_Crowd);
BENCHMARK(BM_Viewer_Cottage);
BENCHMARK(BM_Viewer_Crowd);

// The chase camera: one ChaseCamera::update (desired eye, damping, fade, the viewer sweep
// from the head pivot) per iteration, the avatar walking as in BM_Player_*.
void camera(benchmark::State& state, const char* scene_name) {
    const bench::LoadedScene& s = bench::shipped_scene(scene_name);
    Mover mover(*s.world, scene::player_config(s.scene));
    const std::uint32_t cell = scene::player_start_cell(s.scene, *s.world);
    const float yaw = glm::radians(s.scene.player.yaw_deg);
    mover.place(s.scene.player.position, yaw, cell);
    // A precomputed avatar path, so only the camera is timed.
    struct Pose {
        glm::vec3 feet;
        float heading;
        std::uint32_t cell;
    };
    std::vector<Pose> path;
    MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    in.turn = 60.0f;
    for (int i = 0; i < 300; ++i) {
        mover.update(kDt, in);
        path.push_back(Pose{mover.output().position, mover.yaw(), mover.output().cell});
    }
    physics::ChaseCamera cam;
    physics::CameraBoom boom;
    boom.distance = s.scene.camera.distance;
    boom.pitch = glm::radians(s.scene.camera.pitch_deg);
    boom.pivot_height = s.scene.camera.pivot_height;
    physics::ViewerContext ctx;
    ctx.world = s.world.get();
    ctx.avatar.id = mover.config().id;
    std::size_t k = 0;
    bench::AllocScope allocs;
    for (auto _ : state) {
        const Pose& p = path[k];
        k = (k + 1) % path.size();
        if (k == 0) cam.reset();
        ctx.avatar_cell = p.cell;
        const physics::ChaseCameraFrame& f = cam.update(kDt, p.feet, p.heading, boom, true, ctx);
        benchmark::DoNotOptimize(f.eye);
    }
    allocs.finish(state);
}

void BM_Camera_Cottage(benchmark::State& st) {
    camera(st, "cottage");
}
void BM_Camera_Crowd(benchmark::State& st) {
    camera(st, "crowd");
}
BENCHMARK(BM_Camera_Cottage);
BENCHMARK(BM_Camera_Crowd);

} // namespace
