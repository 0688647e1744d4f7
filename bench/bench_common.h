#pragma once
// Helpers shared by the Google Benchmark files: scenes from assets/scenes, allocation
// counters reported beside the times.
#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>

#include <benchmark/benchmark.h>

#include "bench/alloc_hook.h"
#include "physics/world/world.h"
#include "scene/loader.h"
#include "scene/world_builder.h"

namespace sweeplab::bench {

inline std::string scene_path(const std::string& name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

struct LoadedScene {
    scene::Scene scene;
    std::unique_ptr<physics::World> world;
};

// Loads and builds a shipped scene once per process (benchmarks share it).
inline const LoadedScene& shipped_scene(const std::string& name) {
    static std::map<std::string, std::unique_ptr<LoadedScene>> cache;
    auto& slot = cache[name];
    if (!slot) {
        slot = std::make_unique<LoadedScene>();
        slot->scene = scene::load_scene_file(scene_path(name));
        scene::BuiltWorld built = scene::build_world(slot->scene);
        if (!built.ok()) throw std::runtime_error(name + ": " + built.error);
        slot->world = std::move(built.world);
    }
    return *slot;
}

// Counts heap allocations over the timed loop; report with finish().
struct AllocScope {
    AllocScope() { AllocCounter::start(); }
    void finish(benchmark::State& state) {
        const auto n = AllocCounter::stop();
        state.counters["allocs/iter"] = benchmark::Counter(
            static_cast<double>(n) /
            static_cast<double>(std::max<benchmark::IterationCount>(state.iterations(), 1)));
    }
};

} // namespace sweeplab::bench
