// `sweeplab --dat DIR --info ID` and the headless DAT runs (LOCATION, a scene with `dat`),
// on a synthetic DAT folder (tests/app/dat_folder_fixture.h).
#include <algorithm>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include <cstdio>

#include <unistd.h>

#include "app/cli.h"
#include "app/dat_info.h"
#include "app/dat_run.h"
#include "app/headless.h"
#include "dat/dat_folder.h"
#include "sim/lab_controller.h"
#include "tests/app/dat_folder_fixture.h"

using namespace sweeplab;
using app::InfoJson;

namespace {

// Every string in the object that looks like an id ("0x...") has eight hex digits.
void require_eight_digit_ids(const InfoJson& j) {
    if (j.is_string()) {
        const std::string s = j.get<std::string>();
        if (s.rfind("0x", 0) == 0) {
            INFO(s);
            CHECK(s.size() == 10);
        }
    }
    if (j.is_structured())
        for (const auto& item : j)
            require_eight_digit_ids(item);
}

std::string dat_error_of(const dat::DatFolder& folder, const std::string& id) {
    try {
        (void)app::dat_info(folder, id);
    } catch (const dat::DatError& e) {
        return e.what();
    }
    return "(no DatError)";
}

std::vector<std::string> read_lines(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

app::Options parse(std::vector<std::string> words) {
    std::vector<const char*> argv = {"sweeplab"};
    for (const std::string& w : words)
        argv.push_back(w.c_str());
    return app::parse_cli(static_cast<int>(argv.size()), argv.data());
}

// What fn writes on stderr (file descriptor 2), through a file.
template <typename F>
std::string stderr_of(const std::filesystem::path& file, F&& fn) {
    std::fflush(stderr);
    const int saved = dup(2);
    std::FILE* f = std::fopen(file.string().c_str(), "w");
    REQUIRE(f != nullptr);
    dup2(fileno(f), 2);
    fn();
    std::fflush(stderr);
    dup2(saved, 2);
    close(saved);
    std::fclose(f);
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST_CASE("dat world warnings reach stderr and the lab's scene", "[dat][headless][warnings]") {
    // The synthetic folder's EnvCell 0xA9B40100 has no portals.
    const test::SyntheticDatFolder synth;
    const std::string out = (synth.dir / "out.jsonl").string();
    const app::Options o =
        parse({"--headless", "--dat", synth.dir.string(), "0xA9B4001B", "--out", out});
    const std::string err =
        stderr_of(synth.dir / "err.txt", [&] { CHECK(app::run_headless(o) == 0); });
    CHECK_THAT(err, Catch::Contains("location 0xA9B4001B: warning: cell 0xA9B40100 has no "
                                    "portals: a cell without portals holds nothing"));
    // The lab: the DAT world's warnings join the scene's (the Scene panel lists them).
    const app::LabController lab(app::load_run_scene(o).scene, "0xA9B4001B");
    const std::vector<std::string>& w = lab.scene().warnings;
    CHECK(std::count_if(w.begin(), w.end(), [](const std::string& s) {
              return s.rfind("cell 0xA9B40100 has no portals", 0) == 0;
          }) == 1);
}

TEST_CASE("dat info: --info describes a landblock: heights, terrain, cells, objects, buildings",
          "[dat][info]") {
    const test::SyntheticDatFolder synth;
    const dat::DatFolder folder = dat::DatFolder::open(synth.dir);

    const InfoJson lb = app::dat_info(folder, "0xA9B4");
    CHECK(lb["type"] == "LandBlock");
    CHECK(lb["id"] == "0xA9B4FFFF");
    CHECK(lb["info_id"] == "0xA9B4FFFE");
    REQUIRE(lb["heights"].size() == 81);
    CHECK(lb["height_bytes"][9 * 3 + 2] == 8); // vertex (3, 2): 2x + y
    CHECK(lb["heights"][9 * 3 + 2] == 16.0);   // through the table (i * 2 m)
    CHECK(lb["terrain"][0] == ((3 << 2) | 1));
    CHECK(lb["terrain_types"][0] == 3);
    CHECK(lb["roads"][0] == 1);
    CHECK(lb["roads"][9] == 0);
    CHECK(lb["cells"] == InfoJson::array({"0xA9B40100"}));
    REQUIRE(lb["objects"].size() == 1);
    CHECK(lb["objects"][0]["id"] == "0x01000010");
    CHECK(lb["objects"][0]["type"] == "GfxObj");
    CHECK(lb["objects"][0]["frame"]["origin"] == InfoJson::array({50.0, 50.0, 30.0}));
    CHECK(lb["buildings"].empty());
    require_eight_digit_ids(lb);
    // The landblock's own record ids name the same landblock.
    CHECK(app::dat_info(folder, "0xA9B4FFFE") == lb);

    const InfoJson town = app::dat_info(folder, "0x1010");
    REQUIRE(town["buildings"].size() == 1);
    const InfoJson& b = town["buildings"][0];
    CHECK(b["model"] == "0x01000010");
    CHECK(b["num_leaves"] == 3);
    CHECK(b["frame"]["origin"] == InfoJson::array({100.0, 90.0, 0.0}));
    REQUIRE(b["portals"].size() == 1);
    CHECK(b["portals"][0]["other_cell"] == "0x10100100");
    CHECK(b["portals"][0]["other_portal"] == 2);
    CHECK(b["portals"][0]["exact_match"] == true);
    CHECK(b["portals"][0]["portal_side"] == true); // stored bit 2 clear
    CHECK(b["portals"][0]["stabs"] == InfoJson::array({"0x10100100", "0x10100101"}));
    require_eight_digit_ids(town);
}

TEST_CASE("dat info: --info describes cells, GfxObjs, Setups and Environments", "[dat][info]") {
    const test::SyntheticDatFolder synth;
    const dat::DatFolder folder = dat::DatFolder::open(synth.dir);

    const InfoJson env_cell = app::dat_info(folder, "0xA9B40100");
    CHECK(env_cell["type"] == "EnvCell");
    CHECK(env_cell["id"] == "0xA9B40100");
    CHECK(env_cell["landblock"] == "0xA9B4FFFF");
    CHECK(env_cell["environment"] == "0x0D00062E");
    CHECK(env_cell["cell_structure"] == 0);
    CHECK(env_cell["structure"]["vertices"] == 8);
    CHECK(env_cell["structure"]["polygons"] == 6);
    CHECK(env_cell["structure"]["cell_bsp"]["root"] == "BPnn");
    CHECK(env_cell["structure"]["physics_bsp"]["root"] == "BPnN");
    CHECK(env_cell["frame"]["origin"] == InfoJson::array({84.0, 12.0, 50.0}));
    CHECK(env_cell["visible_cells"] == InfoJson::array({"0xA9B40100"}));
    CHECK(env_cell["portals"].empty());
    require_eight_digit_ids(env_cell);

    // 0x1B: index 26, the square (3, 2); z = 4x + 2y at its corners.
    const InfoJson land = app::dat_info(folder, "0xA9B4001B");
    CHECK(land["type"] == "LandCell");
    CHECK(land["square"]["x"] == 3);
    CHECK(land["square"]["y"] == 2);
    CHECK(land["min"] == InfoJson::array({72.0, 48.0}));
    CHECK(land["max"] == InfoJson::array({96.0, 72.0}));
    CHECK(land["heights"]["sw"] == 16.0);
    CHECK(land["heights"]["ne"] == 22.0);
    CHECK(land["height_bytes"]["se"] == 10);
    CHECK((land["split"] == "SW-NE" || land["split"] == "SE-NW"));

    const InfoJson gfx = app::dat_info(folder, "0x01000010");
    CHECK(gfx["type"] == "GfxObj");
    CHECK(gfx["vertices"] == 3);
    CHECK(gfx["bounds"]["max"] == InfoJson::array({1.0, 2.0, 3.0}));
    CHECK(gfx["physics_bsp"].is_null());

    const InfoJson setup = app::dat_info(folder, "0x02000020");
    CHECK(setup["type"] == "Setup");
    REQUIRE(setup["parts"].size() == 1);
    CHECK(setup["parts"][0]["gfx_obj"] == "0x01000010");
    CHECK(setup["parts"][0]["frame"]["origin"] == InfoJson::array({0.0, 0.0, 0.0}));
    require_eight_digit_ids(setup);

    const InfoJson env = app::dat_info(folder, "0x0D00062E");
    CHECK(env["type"] == "Environment");
    REQUIRE(env["cell_structures"].size() == 1);
    CHECK(env["cell_structures"][0]["physics_polygons"] == 6);
}

TEST_CASE("dat info: --info on a record that is not there is a DatError naming it", "[dat][info]") {
    const test::SyntheticDatFolder synth;
    const dat::DatFolder folder = dat::DatFolder::open(synth.dir);
    CHECK(dat_error_of(folder, "0xA9B40105") ==
          "client_cell_1.dat: 0xA9B40105 EnvCell: not in the directory");
    CHECK(dat_error_of(folder, "0x0555") ==
          "client_cell_1.dat: 0x0555FFFF LandBlock: not in the directory");
    CHECK(dat_error_of(folder, "0x01000099") ==
          "client_portal.dat: 0x01000099 GfxObj: not in the directory");
    CHECK(dat_error_of(folder, "0x02000099") ==
          "client_portal.dat: 0x02000099 Setup: not in the directory");
    CHECK(dat_error_of(folder, "0x0D000099") ==
          "client_portal.dat: 0x0D000099 Environment: not in the directory");
    CHECK(dat_error_of(folder, "0x1212001B") ==
          "client_cell_1.dat: 0x1212FFFF LandBlock: not in the directory");
    CHECK_THROWS_AS(app::dat_info(folder, "0xA9B40050"), app::CliError);
    CHECK_THROWS_AS(app::dat_info(folder, "0xFF00"), app::CliError);
}

TEST_CASE("headless at a LOCATION: one frame by default, the location and retail cell ids",
          "[dat][headless]") {
    const test::SyntheticDatFolder synth;
    const std::string out = (synth.dir / "out.jsonl").string();
    // No position: the centre of the square (84, 60) on the terrain (the plane z = 4x + 2y at
    // vertex (3.5, 2.5) gives 19 m).
    app::Options o = parse({"--headless", "--dat", synth.dir.string(), "0xA9B4001B", "--out", out});
    REQUIRE(app::run_headless(o) == 0);
    std::vector<std::string> lines = read_lines(out);
    REQUIRE(lines.size() == 2); // one frame and the summary
    CHECK_THAT(lines[0], Catch::Contains("\"cell\": " + std::to_string(0xA9B4001Bu)));
    CHECK_THAT(lines[0], Catch::Contains("\"location\": \"0xA9B4001B [84.000000 60.000000 19.0"));
    CHECK_THAT(lines[0], Catch::Contains("] 1.000000 0.000000 0.000000 0.000000\""));

    // Several words, a heading, a neighbouring landblock's square (x 200 is in 0xAAB4, which
    // the synthetic folder lacks, so the feet stay in 0xA9B4 at x 190).
    o = parse({"--headless", "--dat", synth.dir.string(), "0xA9B40040", "[190", "190", "60]",
               "0.707107", "0", "0", "0.707107", "--frames", "3", "--out", out});
    REQUIRE(app::run_headless(o) == 0);
    lines = read_lines(out);
    REQUIRE(lines.size() == 4);
    CHECK_THAT(lines[2], Catch::Contains("\"location\": \"0xA9B40040 [190.000000 190.000000 "));
    CHECK_THAT(lines[2], Catch::Contains("] 0.70710"));
    CHECK_THAT(lines[2], Catch::Contains(" 0.000000 0.000000 0.70710"));

    // Indoors: the EnvCell's retail id, the position in its landblock's frame.
    o = parse({"--headless", "--dat", synth.dir.string(), "0xA9B40100 [84 12 52]", "--out", out});
    REQUIRE(app::run_headless(o) == 0);
    lines = read_lines(out);
    REQUIRE(lines.size() == 2);
    CHECK_THAT(lines[0], Catch::Contains("\"location\": \"0xA9B40100 [84.000000 12.000000 "));
    CHECK_THAT(lines[0], Catch::Contains("\"cell\": " + std::to_string(0xA9B40100u)));
}

TEST_CASE("headless SCENE with a dat key plays its checks on the DAT world", "[dat][headless]") {
    const test::SyntheticDatFolder synth;
    const std::string scene = (synth.dir / "place.json").string();
    const std::string out = (synth.dir / "out.jsonl").string();
    std::ofstream(scene) << R"({"format": "sweeplab-scene/1", "name": "synthetic place",
        "dat": {"landblocks": ["0xA9B4"], "radius": 0},
        "player": {"position": [84, 60, 19.2]},
        "objects": [{"id": 7, "kind": "sphere", "position": [90, 60, 22], "radius": 0.5}],
        "script": [{"frames": 20, "forward": 1}],
        "checks": [{"name": "stays on the square", "kind": "stay_in_cell", "cell": "0xA9B4001B"},
                   {"name": "grounded", "kind": "grounded", "frames": [5, 20]}]})";
    app::Options o = parse({"--headless", scene, "--dat", synth.dir.string(), "--out", out});
    CHECK(app::run_headless(o) == 0);
    const std::vector<std::string> lines = read_lines(out);
    REQUIRE(lines.size() == 21);
    CHECK_THAT(lines[0], Catch::Contains("\"location\": \"0xA9B4001B [83.99"));
    CHECK_THAT(lines.back(), Catch::Contains("\"passed\": true"));
    CHECK_THAT(lines.back(), !Catch::Contains("\"passed\": false"));
}
