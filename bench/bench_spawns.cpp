// The spawn check's speed (docs/performance.md, "Spawn check"): a generated database of people
// spread over the synthetic place's nine landblocks, 3 m apart, each standing on the land
// (its height read from the built place), judged landblock by landblock on one core; the same
// landblocks' place builds alone, so that rows/s can be given without them; and whole runs on
// one and two jobs for the scaling.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <filesystem>
#include <sstream>
#include <thread>
#include <vector>

#include "dat/dat_folder.h"
#include "scene/dat_world_builder.h"
#include "scene/location.h"
#include "spawns/spawn_judge.h"
#include "spawns/spawn_run.h"
#include "spawns/spawn_shape.h"
#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/spawn_check_world.h"
#include "tests/worlddata/writer/world_writer.h"

namespace {

namespace fs = std::filesystem;
namespace place = sweeplab::test::place;
namespace worldw = sweeplab::test::worldw;
using sweeplab::spawns::SpawnSummary;

constexpr float kSpacing = 3.0f;

// The landblocks within `radius` of the centre.
std::vector<std::uint32_t> landblocks(int radius = 1) {
    std::vector<std::uint32_t> out;
    const int cx = static_cast<int>(place::kCentre >> 8u), cy = place::kCentre & 0xFFu;
    for (int x = cx - radius; x <= cx + radius; ++x)
        for (int y = cy - radius; y <= cy + radius; ++y)
            out.push_back(static_cast<std::uint32_t>(x << 8 | y));
    return out;
}

// The synthetic place with `radius` landblocks of land around its centre, and a database
// (`db`) of a person every 3 m over every one of them, each 1 cm over the land.
fs::path write_bench_place(const fs::path& d, int radius) {
    place::write_synthetic_place(d, radius);
    place::write_spawn_check_world_sql(d / "check"); // the weenies
    const sweeplab::dat::DatFolder folder = sweeplab::dat::DatFolder::open(d);
    sweeplab::scene::DatWorldRequest req;
    req.landblocks = {place::kCentre};
    req.radius = radius;
    const sweeplab::scene::DatWorld w = sweeplab::scene::build_dat_world(folder, req);
    const sweeplab::scene::WorldFrame frame{place::kCentre};
    for (const std::uint32_t lb : landblocks(radius)) {
        std::vector<worldw::Spawn> rows;
        std::uint32_t n = 0;
        for (float x = 6.0f; x < 192.0f; x += kSpacing)
            for (float y = 6.0f; y < 192.0f; y += kSpacing) {
                glm::vec3 p = frame.to_world(lb, {x, y, 0.0f});
                float z = 0.0f;
                if (!w.world->rest_height(p.x, p.y, z)) continue;
                worldw::Spawn s;
                s.guid = 0x70000000u | lb << 12u | n++;
                s.wcid = 7100; // the villager: the person Setup
                s.cell = lb << 16u;
                s.origin = {x, y, z + 0.01f};
                rows.push_back(s);
            }
        char name[16];
        std::snprintf(name, sizeof name, "%04X.sql", lb);
        worldw::write_text(d / "db" / "landblocks" / name, worldw::ace_landblock_sql(lb, rows));
    }
    fs::create_directories(d / "db" / "weenies");
    for (const auto& e : fs::directory_iterator(d / "check" / "weenies"))
        fs::copy_file(e.path(), d / "db" / "weenies" / e.path().filename(),
                      fs::copy_options::overwrite_existing);
    return d;
}

// The synthetic place itself (3 x 3): the rows/s figure.
const fs::path& bench_dir() {
    static const fs::path dir =
        write_bench_place(fs::temp_directory_path() / "sweeplab_bench_spawns", 1);
    return dir;
}

// 7 x 7 landblocks (the place and three rings of hills, 49 landblocks): the scaling figure.
// A run has costs that do not grow with it (starting the workers, each worker's first place,
// the last landblock judged while the other worker has none left); the more landblocks, the
// less they weigh, as in a real database's thousands (docs/performance.md, "Spawn check").
constexpr int kWideRadius = 3;
const fs::path& wide_dir() {
    static const fs::path dir =
        write_bench_place(fs::temp_directory_path() / "sweeplab_bench_spawns_wide", kWideRadius);
    return dir;
}

std::shared_ptr<const sweeplab::worlddata::WorldData> database() {
    static const auto data = std::make_shared<const sweeplab::worlddata::WorldData>(
        sweeplab::worlddata::load_world_data({(bench_dir() / "db").string()}));
    return data;
}

// Every landblock judged on this thread: placement, the probes, the place builds.
void BM_SpawnJudge(benchmark::State& state) {
    sweeplab::spawns::SpawnJudge judge(
        sweeplab::spawns::JudgeInput{bench_dir().string(), database(), {}, false});
    std::uint64_t rows = 0;
    for (auto _ : state) {
        rows = 0;
        for (const std::uint32_t lb : landblocks())
            rows += judge.judge(lb, {}).counts.rows;
    }
    state.counters["rows"] = static_cast<double>(rows);
    state.counters["rows_per_s"] = benchmark::Counter(
        static_cast<double>(rows), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_SpawnJudge)->Unit(benchmark::kMillisecond);

// Every landblock judged twice, on one thread and on two (each thread once over all nine):
// the judging's own scaling, the work split evenly, without a run's reading of the database
// and writing of lines.
void judge_twice(benchmark::State& state, int threads) {
    const sweeplab::spawns::JudgeInput input{bench_dir().string(), database(), {}, false};
    sweeplab::spawns::SpawnJudge a(input), b(input);
    auto all = [](sweeplab::spawns::SpawnJudge& j) {
        for (const std::uint32_t lb : landblocks())
            benchmark::DoNotOptimize(j.judge(lb, {}).counts.rows);
    };
    for (auto _ : state) {
        if (threads == 1) {
            all(a);
            all(b);
        } else {
            std::thread other([&] { all(b); });
            all(a);
            other.join();
        }
    }
}
void BM_SpawnJudgeTwiceOneThread(benchmark::State& state) {
    judge_twice(state, 1);
}
void BM_SpawnJudgeTwiceTwoThreads(benchmark::State& state) {
    judge_twice(state, 2);
}
BENCHMARK(BM_SpawnJudgeTwiceOneThread)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SpawnJudgeTwiceTwoThreads)->Unit(benchmark::kMillisecond)->UseRealTime();

// The same landblocks' place builds alone (no world data): what BM_SpawnJudge spends before
// its first row.
void BM_SpawnPlaceBuilds(benchmark::State& state) {
    const sweeplab::dat::DatFolder folder = sweeplab::dat::DatFolder::open(bench_dir());
    for (auto _ : state)
        for (const std::uint32_t lb : landblocks()) {
            sweeplab::scene::DatWorldRequest req;
            req.landblocks = {lb};
            const sweeplab::scene::DatWorld w = sweeplab::scene::build_dat_world(folder, req);
            benchmark::DoNotOptimize(w.world.get());
        }
    state.counters["landblocks"] = static_cast<double>(landblocks().size());
}
BENCHMARK(BM_SpawnPlaceBuilds)->Unit(benchmark::kMillisecond);

// A quiet whole run of the place in `dir` against its database.
sweeplab::spawns::SpawnsOptions run_options(const fs::path& dir) {
    sweeplab::spawns::SpawnsOptions o;
    o.dat = dir.string();
    o.world = {(dir / "db").string()};
    o.quiet = true;
    return o;
}

// A whole run (reading the database included) on N jobs.
void spawn_run(benchmark::State& state, const fs::path& dir) {
    sweeplab::spawns::SpawnsOptions o = run_options(dir);
    o.jobs = static_cast<int>(state.range(0));
    SpawnSummary s;
    for (auto _ : state) {
        std::ostringstream out;
        s = sweeplab::spawns::run_spawns(o, out);
    }
    state.counters["rows"] = static_cast<double>(s.rows);
    state.counters["landblocks"] = static_cast<double>(s.landblocks);
}
void BM_SpawnRun(benchmark::State& state) {
    spawn_run(state, bench_dir());
}
BENCHMARK(BM_SpawnRun)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
// The scaling: the same on 49 landblocks.
void BM_SpawnRunWide(benchmark::State& state) {
    spawn_run(state, wide_dir());
}
BENCHMARK(BM_SpawnRunWide)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// The scaling itself: each iteration is a pair, one whole run on one job and one on two, in
// turn (the order swapped every pair), so that both see the same machine even when its speed
// drifts (a shared virtual machine's does, by half at times). `speedup` is the median over the
// pairs of the one-job time over the two-job time; the times are the pairs' medians too.
double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t h = v.size() / 2;
    return v.size() % 2 == 1 ? v[h] : 0.5 * (v[h - 1] + v[h]);
}
void BM_SpawnRunWideScaling(benchmark::State& state) {
    sweeplab::spawns::SpawnsOptions o = run_options(wide_dir());
    std::vector<double> one, two, ratio;
    bool swap = false;
    for (auto _ : state) {
        double seconds[3] = {0.0, 0.0, 0.0};
        for (const int jobs : swap ? std::array<int, 2>{2, 1} : std::array<int, 2>{1, 2}) {
            o.jobs = jobs;
            std::ostringstream out;
            const auto t0 = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(sweeplab::spawns::run_spawns(o, out).rows);
            seconds[jobs] =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        }
        one.push_back(seconds[1] * 1e3);
        two.push_back(seconds[2] * 1e3);
        ratio.push_back(seconds[1] / seconds[2]);
        swap = !swap;
    }
    state.counters["one_job_ms"] = median(one);
    state.counters["two_jobs_ms"] = median(two);
    state.counters["speedup"] = median(ratio);
}
BENCHMARK(BM_SpawnRunWideScaling)->Iterations(11)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace
