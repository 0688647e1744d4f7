// Loading a DAT place: opening client_cell_1.dat and client_portal.dat and building
// the 3 x 3 landblocks around 0xA9B4 with 200 EnvCells and 500 static objects into a
// finalized physics world (scene/dat_world_builder.h). The files are synthetic (written
// once by the test-side writer into a temporary folder, as no retail data may ship) and
// shaped like retail's: a few Environments and models shared by many cells and stabs, every
// record a chain of scattered blocks. Counters: the process's resident memory after the run
// (VmRSS) and its peak (VmHWM), in MiB, and the records the world holds.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include <benchmark/benchmark.h>

#include "dat/dat_folder.h"
#include "scene/dat_world_builder.h"
#include "tests/dat_world/scene_to_dat.h"

namespace {

using namespace sweeplab;
using namespace sweeplab::test::datw;

constexpr int kCells = 200;
constexpr int kObjects = 500; // 200 cell statics + 300 landblock stabs
constexpr int kEnvironments = 4;
constexpr int kModels = 20; // GfxObjs with physics
constexpr int kSetups = 10; // Setups: parts with BSPs, cylspheres, spheres

// An inward room of half extents h with its +x wall a portal to the outside (polygon 4).
physics::MeshInput room(const glm::vec3& h) {
    physics::MeshInput m = box_mesh(h, {0.0f, 0.0f, h.z});
    for (physics::MeshPolygon& p : m.polygons)
        std::reverse(p.indices.begin(), p.indices.end());
    return m;
}

float mib(const char* field) {
    std::ifstream f("/proc/self/status");
    std::string line;
    while (std::getline(f, line))
        if (line.rfind(field, 0) == 0)
            return std::stof(line.substr(std::string(field).size())) / 1024.0f;
    return 0.0f;
}

std::filesystem::path write_area() {
    SyntheticArea a;
    a.height = [](std::uint32_t lb, int x, int y) {
        return static_cast<std::uint8_t>(((lb & 3u) * 5u + static_cast<unsigned>(x * 3 + y * 7)) %
                                         23u);
    };
    for (int e = 0; e < kEnvironments; ++e) {
        const float s = 2.0f + static_cast<float>(e);
        const std::uint32_t portal = 4;
        a.portal.add(0x0D000100u + static_cast<std::uint32_t>(e),
                     dat::testing::environment_record(
                         0x0D000100u + static_cast<std::uint32_t>(e),
                         {cell_struct_from_mesh(room({s, s, 1.5f}), {&portal, 1})}));
    }
    for (int g = 0; g < kModels; ++g) {
        const float s = 0.3f + 0.05f * static_cast<float>(g);
        const auto id = 0x01000100u + static_cast<std::uint32_t>(g);
        a.portal.add(id, dat::testing::gfx_obj_record(gfx_obj_from_mesh(id, box_mesh({s, s, s}))));
    }
    for (int k = 0; k < kSetups; ++k) {
        const auto id = 0x02000100u + static_cast<std::uint32_t>(k);
        dat::SetupRecord st = dat::testing::simple_setup(
            id, k % 3 == 0 ? std::vector<std::uint32_t>{0x01000100u + static_cast<std::uint32_t>(k),
                                                        0x01000101u + static_cast<std::uint32_t>(k)}
                           : std::vector<std::uint32_t>{});
        if (k % 3 == 1) st.cylspheres.push_back(dat::DatCylSphere{glm::vec3(0.0f), 0.5f, 1.0f});
        if (k % 3 == 2) st.spheres.push_back(dat::DatSphere{{0.0f, 0.0f, 0.5f}, 0.5f});
        a.portal.add(id, dat::testing::encode_setup(st));
    }
    auto model = [](int i) {
        return i % 3 == 0 ? 0x02000100u + static_cast<std::uint32_t>(i % kSetups)
                          : 0x01000100u + static_cast<std::uint32_t>(i % kModels);
    };
    for (int c = 0; c < kCells; ++c) {
        dat::EnvCellRecord r;
        r.id = a.cell_id(static_cast<std::size_t>(c));
        r.flags = dat::EnvCellRecord::kSeenOutside | dat::EnvCellRecord::kHasStaticObjs;
        r.environment_id = 0x0D000100u + static_cast<std::uint32_t>(c % kEnvironments);
        const glm::vec3 at(6.0f + 12.0f * static_cast<float>(c % 15),
                           6.0f + 12.0f * static_cast<float>(c / 15), -10.0f);
        r.frame = dat_frame(at, 0.0f);
        r.portals.push_back(dat::testing::cell_portal(4, 4, 0xFFFF, -1));
        r.static_objects.push_back(
            dat::DatStab{model(c), dat_frame(at + glm::vec3(0, 0, 0.5f), 0.0f)});
        a.cells.push_back(std::move(r));
    }
    for (int i = 0; i < kObjects - kCells; ++i)
        a.info.objects.push_back(
            dat::DatStab{model(i), dat_frame({3.0f + 9.0f * static_cast<float>(i % 20),
                                              3.0f + 9.0f * static_cast<float>(i / 20), 5.0f},
                                             static_cast<float>(i * 17 % 360))});
    a.finish();
    const auto dir = std::filesystem::temp_directory_path() / "sweeplab-bench-dat";
    std::filesystem::create_directories(dir);
    a.cell.write_into(dir);
    a.portal.write_into(dir);
    return dir;
}

void BM_DatOpenBuild3x3(benchmark::State& state) {
    static const std::filesystem::path dir = write_area();
    std::size_t cells = 0, objects = 0;
    for (auto _ : state) {
        const dat::DatFolder folder = dat::DatFolder::open(dir);
        scene::DatWorldRequest req;
        req.landblocks = {0xA9B4};
        scene::DatWorld w = scene::build_dat_world(folder, req);
        cells = w.world->env_cells().size();
        objects = w.world->objects().objects().size();
        benchmark::DoNotOptimize(w.world.get());
    }
    state.counters["env_cells"] = static_cast<double>(cells);
    state.counters["shadow_objects"] = static_cast<double>(objects);
    state.counters["rss_MiB"] = mib("VmRSS:");
    state.counters["peak_rss_MiB"] = mib("VmHWM:");
}
BENCHMARK(BM_DatOpenBuild3x3)->Unit(benchmark::kMillisecond);

} // namespace
