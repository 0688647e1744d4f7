// capi_steps N cpp|capi [STEPS]: the arena walk of bench_capi.cpp without the benchmark
// framework, for callgrind (docs/performance.md, "The C API"): 300 warm-up steps, then STEPS
// (default 2,000) in one function per side, `cpp_steps` (physics::Mover::update) or
// `capi_steps` (sl_mover_step through libsweeplab.so.1), so that
//   valgrind --tool=callgrind --toggle-collect='*capi_steps*' build/bench/capi_steps 100 capi
// counts the steps' instructions alone. Prints the feet at the end (the two sides agree).
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "bench/arena_scene.h"
#include "scene/loader.h"
#include "scene/world_builder.h"
#include "sim/run_world.h"
#include "sweeplab/sweeplab.h"

namespace {

using namespace sweeplab;

__attribute__((noinline)) void cpp_steps(physics::Mover& m, bench::ArenaTurns& turns, int n) {
    physics::MoverInput in;
    in.forward = 1.0f;
    in.run = true;
    for (int i = 0; i < n; ++i) {
        in.turn = turns.next();
        m.update(bench::kArenaDt, in);
    }
}

__attribute__((noinline)) void capi_steps(sl_world* w, sl_mover* m, bench::ArenaTurns& turns,
                                          int n) {
    sl_controls c{};
    c.struct_size = sizeof c;
    c.forward = 1.0f;
    c.run = 1;
    sl_step_result r{};
    for (int i = 0; i < n; ++i) {
        c.turn = turns.next();
        if (sl_mover_step(w, m, &c, bench::kArenaDt, &r) != SL_OK) {
            std::fprintf(stderr, "capi_steps: %s\n", sl_last_error());
            std::exit(1);
        }
    }
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: capi_steps N cpp|capi [STEPS]\n");
        return 2;
    }
    const std::string path = bench::arena_scene_file(std::atoi(argv[1]));
    const std::string side = argv[2];
    const int steps = argc > 3 ? std::atoi(argv[3]) : 2000;
    bench::ArenaTurns turns;
    if (side == "cpp") {
        const scene::Scene s = scene::load_scene_file(path);
        std::unique_ptr<scene::DatWorldDesc> desc;
        const auto world = app::build_run_world(s, desc);
        physics::Mover m(*world, scene::player_config(s));
        m.place(s.player.position, 0.0f, scene::player_start_cell(s, *world));
        cpp_steps(m, turns, 300);
        cpp_steps(m, turns, steps);
        const glm::vec3 p = m.output().position;
        std::printf("%.9g %.9g %.9g\n", double{p.x}, double{p.y}, double{p.z});
        return 0;
    }
    sl_world* w = nullptr;
    sl_mover* m = nullptr;
    sl_position start{};
    if (sl_world_open_scene(path.c_str(), nullptr, &w) != SL_OK ||
        sl_world_start(w, &start) != SL_OK ||
        sl_mover_create(w, nullptr, &start, &m, nullptr) != SL_OK) {
        std::fprintf(stderr, "capi_steps: %s\n", sl_last_error());
        return 1;
    }
    capi_steps(w, m, turns, 300);
    capi_steps(w, m, turns, steps);
    sl_step_result r{};
    (void)sl_mover_get(m, &r);
    std::printf("%.9g %.9g %.9g\n", double{r.position.origin[0]}, double{r.position.origin[1]},
                double{r.position.origin[2]});
    sl_mover_free(m);
    sl_world_free(w);
    return 0;
}
