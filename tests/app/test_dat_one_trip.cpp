// One trip for DAT data: a run opens the user's DAT folder once — for a LOCATION and for a
// scene with `dat` — and the place builder, the Simulation, a restart and a place opened
// around another location in the same folder all use that one open folder.
#include <catch2/catch.hpp>

#include <filesystem>

#include <fstream>
#include <unistd.h>

#include "app/cli.h"
#include "app/dat_run.h"
#include "dat/dat_folder.h"
#include "scene/location.h"
#include "sim/lab_controller.h"
#include "sim/simulation.h"
#include "sim/teleport.h"
#include "tests/dat/writer/synthetic_place.h"

using namespace sweeplab;

namespace {

std::filesystem::path place_dir() {
    // One folder a process: CTest runs the two cases in parallel, each a process.
    const auto dir = std::filesystem::temp_directory_path() /
                     ("sweeplab-one-trip-" + std::to_string(::getpid()));
    test::place::write_synthetic_place(dir);
    return dir;
}

app::Options cli(const std::vector<std::string>& words) {
    std::vector<const char*> argv{"sweeplab"};
    for (const std::string& w : words)
        argv.push_back(w.c_str());
    return app::parse_cli(static_cast<int>(argv.size()), argv.data());
}

} // namespace

TEST_CASE("one trip: --dat DIR LOCATION opens the folder once for the run", "[dat][cli]") {
    const std::string dir = place_dir().string();
    const app::Options options = cli({"--headless", "--dat", dir, test::place::kOutdoorLocation});
    REQUIRE(options.parsed_location); // parsed once, by parse_cli
    CHECK(options.parsed_location->cell == 0xA9B4001Bu);
    const std::uint64_t before = dat::DatFolder::opened_count();
    const app::RunScene run = app::load_run_scene(options);
    REQUIRE(run.folder);
    app::LabController lab(run.scene, "", app::simulation_options(options, run.folder));
    lab.restart();
    // Another landblock of the same folder: opened around it from the run's folder.
    app::open_location(lab, scene::parse_location("0xA8B40001"));
    CHECK(dat::DatFolder::opened_count() == before + 1);
    CHECK(lab.sim().dat_world() != nullptr);
}

TEST_CASE("one trip: a scene with dat opens its folder once", "[dat][cli]") {
    const std::string dir = place_dir().string();
    const auto scene_path = std::filesystem::temp_directory_path() / "sweeplab-one-trip.json";
    std::ofstream(scene_path) << R"({"format": "sweeplab-scene/1", "name": "t",
        "dat": {"landblocks": ["0xA9B4"]}, "player": {"position": [82, 50, 0]}})";
    const app::Options options = cli({"--headless", scene_path.string(), "--dat", dir});
    const std::uint64_t before = dat::DatFolder::opened_count();
    const app::RunScene run = app::load_run_scene(options);
    app::Simulation sim(run.scene, app::simulation_options(options, run.folder));
    app::Simulation again(run.scene, app::simulation_options(options, run.folder));
    CHECK(dat::DatFolder::opened_count() == before + 1);
    // Without the run's folder a Simulation opens the files itself.
    app::Simulation alone(run.scene);
    CHECK(dat::DatFolder::opened_count() == before + 2);
}
