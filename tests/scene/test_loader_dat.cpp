// The scene `dat` key (docs/scene-format.md, "`dat`: scenes on retail DAT places").
#include <cstdlib>
#include <optional>
#include <string>

#include <catch2/catch.hpp>

#include "scene/loader.h"

using namespace sweeplab::scene;

namespace {

std::string scene_with(const std::string& rest) {
    return R"({"format": "sweeplab-scene/1", "name": "t", "player": {"position": [84, 12, 94]})" +
           rest + "}";
}

// SWEEPLAB_DAT_DIR unset for the test's lifetime (the opt-in real-data runs set it).
struct NoDatEnv {
    std::optional<std::string> saved;
    NoDatEnv() {
        if (const char* v = std::getenv("SWEEPLAB_DAT_DIR")) saved = v;
        unsetenv("SWEEPLAB_DAT_DIR");
    }
    ~NoDatEnv() {
        if (saved) setenv("SWEEPLAB_DAT_DIR", saved->c_str(), 1);
    }
    NoDatEnv(const NoDatEnv&) = delete;
    NoDatEnv& operator=(const NoDatEnv&) = delete;
};

std::string error_of(const std::string& text, const LoadOptions& options) {
    try {
        (void)load_scene_text(text, "place.json", options);
    } catch (const SceneError& e) {
        return e.what();
    }
    return "(no error)";
}

const LoadOptions kWithDir{std::string("/data/ac"), {}};

} // namespace

TEST_CASE("a dat scene names its landblocks, radius and the DAT folder", "[scene][dat]") {
    const Scene s =
        load_scene_text(scene_with(R"(, "dat": {"landblocks": ["0xA9B4", "0xA9B5"], "radius": 0})"),
                        "place.json", kWithDir);
    REQUIRE(s.dat);
    CHECK(s.dat->landblocks == std::vector<std::uint32_t>{0xA9B4u, 0xA9B5u});
    CHECK(s.dat->radius == 0);
    CHECK(s.dat->folder == "/data/ac");
    CHECK_FALSE(s.ground);
    CHECK_FALSE(s.terrain);

    const Scene d =
        load_scene_text(scene_with(R"(, "dat": {"landblocks": [43444]})"), "p.json", kWithDir);
    CHECK(d.dat->landblocks.front() == 0xA9B4u);
    CHECK(d.dat->radius == 1); // the 3 x 3 by default
}

TEST_CASE("a dat scene may name full retail cell ids in player.cell and checks", "[scene][dat]") {
    const Scene s = load_scene_text(
        R"({"format": "sweeplab-scene/1", "name": "t", "dat": {"landblocks": ["0xA9B4"]},
            "player": {"position": [84, 12, 94], "cell": "0xA9B40105"},
            "checks": [{"name": "in", "kind": "stay_in_cell", "cell": "0xA9B40105"},
                       {"name": "eye", "kind": "camera_in_cell", "cell": "0xA9B4001B",
                        "while_player_in": "0xA9B40105"}]})",
        "place.json", kWithDir);
    REQUIRE(s.player.cell);
    CHECK(*s.player.cell == 0xA9B40105u);
    CHECK(s.checks.at(0).cell == 0xA9B40105u);
    CHECK(s.checks.at(1).cell == 0xA9B4001Bu);
    CHECK(*s.checks.at(1).while_player_in == 0xA9B40105u);
}

TEST_CASE("bad dat scenes name the file, the key and the problem", "[scene][dat]") {
    struct Case {
        std::string body;
        const char* message;
    };
    const Case cases[] = {
        {R"(, "dat": {"landblocks": ["0xA9B4"]}, "ground": {"z": 0})",
         "place.json: ground: cannot be given together with dat"},
        {R"(, "terrain": {"origin": [0,0], "spacing": 24, "heights": [[0,0],[0,0]]},
              "dat": {"landblocks": ["0xA9B4"]})",
         "place.json: terrain: cannot be given together with dat"},
        {R"(, "dat": {})", "place.json: dat.landblocks: is required"},
        {R"(, "dat": {"landblocks": []})", "place.json: dat.landblocks: must name at least one"},
        {R"(, "dat": {"landblocks": ["0xA9B40105"]})",
         "place.json: dat.landblocks[0]: must be a landblock 0xXXYY"},
        {R"(, "dat": {"landblocks": ["0xFFB4"]})", "place.json: dat.landblocks[0]: lies off"},
        {R"(, "dat": {"landblocks": ["0xA9B4", "0xa9b4"]})",
         "place.json: dat.landblocks[1]: is listed twice"},
        {R"(, "dat": {"landblocks": ["0xA9B4"], "radius": 9})", "place.json: dat.radius:"},
        {R"(, "dat": {"landblocks": ["0xA9B4"], "radius": -1})", "place.json: dat.radius:"},
        {R"(, "dat": {"landblocks": ["0xA9B4"], "size": 2})", "place.json: dat.size: unknown key"},
        {R"(, "dat": {"landblocks": ["A9B4"]})", "place.json: dat.landblocks[0]: must be an "},
    };
    for (const Case& c : cases) {
        INFO(c.body);
        CHECK_THAT(error_of(scene_with(c.body), kWithDir), Catch::StartsWith(c.message));
    }
    // A retail cell id in player.cell needs `dat`, and with it must be a cell id.
    CHECK_THAT(error_of(R"({"format": "sweeplab-scene/1", "name": "t",
                           "player": {"position": [0,0,0], "cell": "0xA9B40105"}})",
                        kWithDir),
               Catch::StartsWith("place.json: player.cell: names no cell in cells"));
    CHECK_THAT(error_of(R"({"format": "sweeplab-scene/1", "name": "t",
                           "dat": {"landblocks": ["0xA9B4"]},
                           "player": {"position": [0,0,0], "cell": "0xA9B40050"}})",
                        kWithDir),
               Catch::StartsWith("place.json: player.cell: names no cell in cells and is no "
                                 "retail cell id"));
    CHECK_THAT(error_of(scene_with(R"(, "dat": {"landblocks": ["0xA9B4"]},
                           "checks": [{"name": "in", "kind": "stay_in_cell", "cell": "0xA9B4FFFF"}])"),
                        kWithDir),
               Catch::StartsWith("place.json: checks[0].cell: names no cell in cells"));
}

TEST_CASE("without a DAT folder a dat scene fails naming the file, the key and the folder",
          "[scene][dat]") {
    const NoDatEnv no_env;
    const std::string text = scene_with(R"(, "dat": {"landblocks": ["0xA9B4"]})");
    const std::string err = error_of(text, {});
    CHECK_THAT(err, Catch::StartsWith("place.json: dat: needs a DAT folder"));
    CHECK_THAT(err, Catch::Contains("--dat DIR"));
    CHECK_THAT(err, Catch::Contains("SWEEPLAB_DAT_DIR"));
    CHECK_THAT(err, Catch::Contains("client_cell_1.dat"));
    // An empty --dat counts as none; the environment variable stands in for --dat.
    CHECK_THAT(error_of(text, LoadOptions{std::string(), {}}),
               Catch::Contains("needs a DAT folder"));
    setenv("SWEEPLAB_DAT_DIR", "/from/env", 1);
    CHECK(load_scene_text(text, "place.json", {}).dat->folder == "/from/env");
    CHECK(load_scene_text(text, "place.json", kWithDir).dat->folder == "/data/ac");
    unsetenv("SWEEPLAB_DAT_DIR");
    // A scene without dat needs no folder.
    CHECK(error_of(scene_with(""), {}) == "(no error)");
}
