// Loading and compiling every scene in assets/scenes: the JSON loader (load_scene_file)
// and the world builder (every mesh through the BSP compiler, cells, land, objects,
// finalize), separately and together.
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "bench/bench_common.h"

namespace {

using namespace sweeplab;

std::vector<std::string> scene_names() {
    std::vector<std::string> out;
    for (const auto& e :
         std::filesystem::directory_iterator(std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes"))
        if (e.path().extension() == ".json") out.push_back(e.path().stem().string());
    std::sort(out.begin(), out.end());
    return out;
}

void load(benchmark::State& state, const std::string& name) {
    const std::string path = bench::scene_path(name);
    for (auto _ : state) {
        scene::Scene s = scene::load_scene_file(path);
        benchmark::DoNotOptimize(s.objects.data());
    }
}

void compile(benchmark::State& state, const std::string& name) {
    const scene::Scene s = scene::load_scene_file(bench::scene_path(name));
    for (auto _ : state) {
        scene::BuiltWorld w = scene::build_world(s);
        if (!w.ok()) state.SkipWithError(w.error.c_str());
        benchmark::DoNotOptimize(w.world.get());
    }
}

void load_and_compile(benchmark::State& state, const std::string& name) {
    const std::string path = bench::scene_path(name);
    for (auto _ : state) {
        scene::BuiltWorld w = scene::build_world(scene::load_scene_file(path));
        if (!w.ok()) state.SkipWithError(w.error.c_str());
        benchmark::DoNotOptimize(w.world.get());
    }
}

// Registered at start-up, one per shipped scene (a new scene gets its benchmarks for free).
const bool registered = [] {
    for (const std::string& name : scene_names()) {
        benchmark::RegisterBenchmark(("BM_SceneLoad/" + name).c_str(), load, name)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("BM_SceneCompile/" + name).c_str(), compile, name)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("BM_SceneLoadCompile/" + name).c_str(), load_and_compile,
                                     name)
            ->Unit(benchmark::kMicrosecond);
    }
    return true;
}();

} // namespace
