// What world objects add to opening a place (docs/performance.md, "World data"): the
// synthetic place's 3 x 3 landblocks built with and without its world (17 spawns in the centre
// landblock: people, a chest, a two-part door post, a weenie nobody defines), and the same
// with 200 spawns, so the cost per placed object shows.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "dat/dat_folder.h"
#include "scene/dat_world_builder.h"
#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/synthetic_world.h"
#include "tests/worlddata/writer/world_writer.h"

namespace {

namespace fs = std::filesystem;
namespace place = sweeplab::test::place;
namespace worldw = sweeplab::test::worldw;

const fs::path& place_dir() {
    static const fs::path dir = [] {
        const fs::path d = fs::temp_directory_path() / "sweeplab_bench_world_place";
        place::write_synthetic_place(d);
        place::write_synthetic_world(d / "world");
        // 200 people on the pad, 2 m apart, as a second world.
        std::vector<worldw::Spawn> rows;
        for (std::uint32_t i = 0; i < 200; ++i) {
            worldw::Spawn s;
            s.guid = 0x7A9B4100u + i;
            s.wcid = 7010;
            s.cell = 0xA9B40000u;
            s.origin = {50.0f + 2.0f * static_cast<float>(i % 20),
                        64.0f + 2.0f * static_cast<float>(i / 20), 0.005f};
            rows.push_back(s);
        }
        worldw::write_text(d / "crowd" / "A9B4.sql",
                           worldw::ace_landblock_sql(place::kCentre, rows));
        return d;
    }();
    return dir;
}

void build(benchmark::State& state, std::vector<std::string> world) {
    const sweeplab::dat::DatFolder folder = sweeplab::dat::DatFolder::open(place_dir());
    sweeplab::scene::DatWorldRequest req;
    req.landblocks = {place::kCentre};
    req.world = std::move(world);
    std::size_t objects = 0;
    for (auto _ : state) {
        const sweeplab::scene::DatWorld w = sweeplab::scene::build_dat_world(folder, req);
        objects = w.desc.world_objects.size();
        benchmark::DoNotOptimize(w.world.get());
    }
    state.counters["world_objects"] = static_cast<double>(objects);
}

void BM_PlaceBuild(benchmark::State& state) {
    build(state, {});
}
void BM_PlaceBuildWithWorld(benchmark::State& state) {
    build(state, {(place_dir() / "world").string()});
}
void BM_PlaceBuildWith200Spawns(benchmark::State& state) {
    build(state, {(place_dir() / "world" / "weenies").string(), (place_dir() / "crowd").string()});
}
BENCHMARK(BM_PlaceBuild)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlaceBuildWithWorld)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlaceBuildWith200Spawns)->Unit(benchmark::kMillisecond);

} // namespace
