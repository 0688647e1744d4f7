// `sweeplab survey` (survey/): walking the starts of the synthetic 3 x 3 DAT place's centre
// landblock (tests/dat/writer/synthetic_place.h, 0xA9B4 with its eight neighbours loaded) at
// the default options (4 m spacing, 8 headings, 2 s at 30 fps = 60 frames a walk, the retail
// reading, no ghost), as `sweeplab survey --dat DIR 0xA9B4` does. The place is built once per
// process (app::survey::dat_place) and shared read-only, as the command shares it.
//
// - BM_SurveyPlaceBuild: opening the two files and building the place (world, starts, wall
//   index): the serial part of a landblock's survey.
// - BM_SurveyWalk/threads:1: one Walker walking every start once per iteration (one job).
// - BM_SurveyWalk/threads:2: two threads, each its own Walker, sharing the starts through one
//   atomic counter as the command's workers do; an iteration is one pass over every start.
//
// Counter `frames_per_s`: walk frames per second of wall time (kIsRate over the real time,
// every thread's frames summed), the figure the survey's summary line reports.
#include <atomic>
#include <filesystem>
#include <memory>
#include <thread>
#include <vector>

#include <benchmark/benchmark.h>

#include "dat/dat_folder.h"
#include "survey/survey_place.h"
#include "survey/survey_walker.h"
#include "tests/dat/writer/synthetic_place.h"

namespace {

using namespace sweeplab;
namespace survey = sweeplab::app::survey;

const std::filesystem::path& place_dir() {
    static const std::filesystem::path dir = [] {
        const auto d = std::filesystem::temp_directory_path() / "sweeplab-bench-survey";
        test::place::write_synthetic_place(d);
        return d;
    }();
    return dir;
}

struct SharedPlace {
    dat::DatFolder folder;
    std::unique_ptr<survey::SurveyPlace> place;
};

const SharedPlace& shared_place() {
    static const std::unique_ptr<SharedPlace> p = [] {
        auto s = std::make_unique<SharedPlace>(SharedPlace{dat::DatFolder::open(place_dir()), {}});
        s->place =
            survey::dat_place(s->folder, test::place::kCentre, survey::WalkOptions{}.spacing);
        return s;
    }();
    return *p;
}

void BM_SurveyPlaceBuild(benchmark::State& state) {
    const std::filesystem::path& dir = place_dir();
    std::size_t starts = 0;
    for (auto _ : state) {
        const dat::DatFolder folder = dat::DatFolder::open(dir);
        const std::unique_ptr<survey::SurveyPlace> place =
            survey::dat_place(folder, test::place::kCentre, survey::WalkOptions{}.spacing);
        starts = place->starts.size();
        benchmark::DoNotOptimize(place.get());
    }
    state.counters["starts"] = static_cast<double>(starts);
}
BENCHMARK(BM_SurveyPlaceBuild)->Unit(benchmark::kMillisecond)->UseRealTime();

// Walks the place's starts until `next` passes the last, with its own Walker.
std::uint64_t walk_share(const survey::SurveyPlace& place, std::atomic<std::size_t>& next,
                         std::uint64_t& walks, std::uint64_t& findings) {
    const survey::WalkOptions options;
    survey::Walker walker(place, options, physics::Reading{}, std::nullopt);
    std::uint64_t frames = 0;
    survey::StartResult r;
    for (;;) {
        const std::size_t k = next.fetch_add(1, std::memory_order_relaxed);
        if (k >= place.starts.size()) break;
        walker.walk_start(k, k, r);
        frames += r.frames;
        walks += r.walks;
        findings += r.findings.size();
    }
    return frames;
}

// Arg: the threads (jobs). Each iteration walks every start once: one thread walks them all,
// or the threads, each with its own Walker made in the timed region as a command's worker
// makes it, take them one at a time from a shared counter.
void BM_SurveyWalk(benchmark::State& state) {
    const survey::SurveyPlace& place = *shared_place().place;
    const int jobs = static_cast<int>(state.range(0));
    std::uint64_t frames = 0, walks = 0, findings = 0;
    for (auto _ : state) {
        std::atomic<std::size_t> next{0};
        if (jobs == 1) {
            frames += walk_share(place, next, walks, findings);
            continue;
        }
        std::vector<std::uint64_t> f(static_cast<std::size_t>(jobs)), w(f.size()), n(f.size());
        std::vector<std::thread> threads;
        for (std::size_t t = 0; t < f.size(); ++t)
            threads.emplace_back([&, t] { f[t] = walk_share(place, next, w[t], n[t]); });
        for (std::thread& t : threads)
            t.join();
        for (std::size_t t = 0; t < f.size(); ++t) {
            frames += f[t];
            walks += w[t];
            findings += n[t];
        }
    }
    const auto iterations = static_cast<double>(state.iterations());
    state.counters["frames_per_s"] =
        benchmark::Counter(static_cast<double>(frames), benchmark::Counter::kIsRate);
    state.counters["frames/iter"] = static_cast<double>(frames) / iterations;
    state.counters["starts"] = static_cast<double>(place.starts.size());
    state.counters["walks/iter"] = static_cast<double>(walks) / iterations;
    state.counters["findings/iter"] = static_cast<double>(findings) / iterations;
}
BENCHMARK(BM_SurveyWalk)
    ->ArgName("jobs")
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MeasureProcessCPUTime();

} // namespace
