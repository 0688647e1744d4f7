// The place families of `sweeplab vectors` (docs/vectors.md, "Places"): transition, placement
// and cell cases at the built-in scenes are the same bytes for the same seed, check clean
// under their own reading, reach every branch and the outcomes that matter (slides,
// collisions, hits, cell changes, placed / moved / dropped, indoor and outdoor picks); a
// difference planted in one case is found there alone; a scene that changed, a missing scene
// and a DAT place without DAT files are FILE:LINE errors; and at a DAT place (the synthetic
// place, written by the test-side writer) the cases check clean from the DAT files.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>
#include <unistd.h>

#include "physics/reading/reading.h"
#include "vectors/check_run.h"
#include "vectors/family.h"
#include "vectors/place.h"

#ifdef SWEEPLAB_HAVE_SYNTHETIC_PLACE
#include "tests/dat/writer/synthetic_place.h"
#endif

using namespace sweeplab;
using namespace sweeplab::vectors;

namespace {

namespace fs = std::filesystem;

fs::path base_dir() {
    static const auto d = [] {
        auto p = fs::temp_directory_path() / ("sweeplab-vplaces-" + std::to_string(::getpid()));
        fs::create_directories(p);
        return p;
    }();
    return d;
}

std::string scene_path(const char* name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

PlaceOptions builtin_places() {
    PlaceOptions o;
    for (const char* n : {"stairs-ramp", "cottage", "crowd", "hillside"})
        o.scenes.push_back(scene_path(n));
    return o;
}

std::string read_text(const fs::path& p) {
    std::ifstream f(p, std::ios::binary);
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
}

// Exports `family` into its own folder (with its scenes/) and returns the file.
fs::path export_to(const char* folder, const char* family, int count,
                   const PlaceOptions& places = builtin_places(), std::uint64_t seed = 1) {
    const fs::path dir = base_dir() / folder;
    fs::create_directories(dir);
    const fs::path file = dir / (std::string(family) + ".jsonl");
    export_family(family, physics::Reading{}, seed, count, file.string(), places);
    return file;
}

CheckReport check(const fs::path& file, const char* reading = "retail",
                  const std::string& dat_dir = "") {
    CheckOptions o;
    o.files = {file.string()};
    o.reading = *physics::parse_reading(reading);
    o.reading_text = reading;
    o.dat_dir = dat_dir;
    return check_files(o);
}

std::vector<nlohmann::json> lines_of(const fs::path& file) {
    std::vector<nlohmann::json> out;
    std::istringstream s(read_text(file));
    std::string line;
    while (std::getline(s, line))
        out.push_back(nlohmann::json::parse(line));
    return out;
}

void write_lines(const fs::path& file, const std::vector<nlohmann::json>& lines) {
    std::ofstream f(file, std::ios::binary);
    for (const auto& l : lines)
        f << l.dump() << "\n";
}

std::set<std::string> branches(const std::vector<nlohmann::json>& lines) {
    std::set<std::string> s;
    for (const auto& l : lines)
        s.insert(l["branch"].get<std::string>());
    return s;
}

std::string error_of(const fs::path& file, const std::string& dat_dir = "") {
    try {
        (void)check(file, "retail", dat_dir);
    } catch (const VectorsError& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST_CASE("vectors places: transition cases are the same bytes for a seed and check clean",
          "[vectors][places]") {
    const fs::path a = export_to("t-a", "transition", 140);
    const fs::path b = export_to("t-b", "transition", 140);
    CHECK(read_text(a) == read_text(b));
    CHECK(read_text(a) != read_text(export_to("t-c", "transition", 140, builtin_places(), 2)));
    // The scenes are carried beside the cases, byte for byte.
    CHECK(read_text(a.parent_path() / "scenes" / "hillside.json") ==
          read_text(scene_path("hillside")));
    const CheckReport r = check(a);
    CHECK(r.all.cases == 140);
    CHECK(r.all.agree == 140);
    CHECK(r.disagreements.empty());
}

TEST_CASE("vectors places: the transition pack reaches every branch and the outcomes that "
          "matter",
          "[vectors][places]") {
    const auto lines = lines_of(export_to("t-cover", "transition", 700));
    CHECK(branches(lines) == std::set<std::string>{"object", "creature", "building", "room",
                                                   "doorway", "crease", "fall"});
    std::set<int> ts;
    bool hit = false, cell_change = false, not_level = false, landed = false, edge = false;
    for (const auto& l : lines) {
        const auto& in = l["in"];
        const auto& out = l["out"];
        ts.insert(out["ts"].get<int>());
        if (!out["hits"].empty()) hit = true;
        if (out["cell"] != in["start"]["cell"]) cell_change = true;
        if (out["cp_valid"] == 1 && out["cp"][2].get<float>() < 0.999f) not_level = true;
        if (l["branch"] == "fall" && (out["transient"].get<int>() & 1) != 0) landed = true;
        if ((in["state"].get<unsigned>() & 0x400000u) != 0) edge = true;
    }
    CHECK(ts.count(1) == 1); // OK
    CHECK(ts.count(4) == 1); // SLID
    CHECK(hit);
    CHECK(cell_change);
    CHECK(not_level);
    CHECK(landed);
    CHECK(edge);
}

TEST_CASE("vectors places: placement cases check clean and are placed, moved and dropped",
          "[vectors][places]") {
    const fs::path f = export_to("p", "placement", 210);
    const CheckReport r = check(f);
    CHECK(r.all.agree == 210);
    CHECK(r.all.cases == 210);
    const auto lines = lines_of(f);
    CHECK(branches(lines) == std::set<std::string>{"ground", "air", "below_ground", "on_object",
                                                   "on_creature", "room", "off_land"});
    std::set<int> outcomes, lost, hit_env;
    for (const auto& l : lines) {
        outcomes.insert(l["out"]["outcome"].get<int>());
        lost.insert(l["out"]["lost_cell"].get<int>());
        hit_env.insert(l["out"]["hit_env"].get<int>());
        if (l["out"]["outcome"] == 2) CHECK(l["out"]["origin"].is_null());
        if (l["branch"] == "off_land") CHECK(l["out"]["lost_cell"] == 1);
    }
    CHECK(outcomes == std::set<int>{0, 1, 2});
    CHECK(lost == std::set<int>{0, 1});
    CHECK(hit_env == std::set<int>{0, 1});
}

TEST_CASE("vectors places: cell cases check clean and pick indoor and outdoor cells",
          "[vectors][places]") {
    const fs::path f = export_to("c", "cell", 200);
    const CheckReport r = check(f);
    CHECK(r.all.agree == 200);
    const auto lines = lines_of(f);
    CHECK(branches(lines) ==
          std::set<std::string>{"room", "doorway", "outdoor", "near_building", "wrong_cell"});
    bool indoor = false, outdoor = false, several = false, none = false;
    for (const auto& l : lines) {
        const auto cell = l["out"]["cell"].get<std::uint32_t>();
        if ((cell & 0xFFFFu) >= 0x100u) indoor = true;
        if (cell != 0 && (cell & 0xFFFFu) < 0x100u) outdoor = true;
        if (cell == 0) none = true;
        if (l["out"]["cells"].size() > 1) several = true;
        CHECK(l["out"]["tested"].size() <= l["out"]["cells"].size());
    }
    CHECK(indoor);
    CHECK(outdoor);
    CHECK(several);
    CHECK(none);
}

TEST_CASE("vectors places: a difference planted in one case is found there and nowhere else",
          "[vectors][places]") {
    const fs::path f = export_to("plant", "transition", 60);
    auto lines = lines_of(f);
    // One ulp on case 17's end height, and case 40's hits list given an extra object.
    float z = lines[16]["out"]["origin"][2].get<float>();
    z = std::nextafter(z, 1e9f);
    lines[16]["out"]["origin"][2] = z;
    lines[39]["out"]["hits"].push_back(12345);
    write_lines(f, lines);
    const CheckReport r = check(f);
    REQUIRE(r.disagreements.size() == 2);
    CHECK(r.disagreements[0].id == "transition-17");
    CHECK(r.disagreements[0].field == "out.origin[2]");
    CHECK(r.disagreements[1].id == "transition-40");
    CHECK(r.disagreements[1].field == "out.hits");
    CHECK(r.all.agree == 58);
}

TEST_CASE("vectors places: another reading parts from a retail transition pack",
          "[vectors][places]") {
    // The readings depart in the transition code (docs/readings.md): over whole walks at the
    // built-in places some case must differ, and the table names the family's function.
    const fs::path f = export_to("reading", "transition", 700);
    const CheckReport ace = check(f, "ace");
    CHECK(ace.all.agree < ace.all.cases);
    CHECK(ace.all.agree > ace.all.cases / 2);
}

TEST_CASE("vectors places: a changed or missing scene and a DAT place without files are "
          "FILE:LINE errors",
          "[vectors][places]") {
    const fs::path f = export_to("bad", "cell", 20);
    const fs::path scene = f.parent_path() / "scenes" / "stairs-ramp.json";
    std::string text = read_text(scene);
    std::ofstream(scene, std::ios::binary) << text << " ";
    CHECK_THAT(error_of(f), Catch::Contains(f.string() + ":") && Catch::Contains(": in.place: ") &&
                                Catch::Contains("is not the scene the cases were made at"));
    fs::remove(scene);
    CHECK_THAT(error_of(f), Catch::Contains(f.string() + ":") &&
                                Catch::Contains(": in.place.scene: cannot read"));

    auto lines = lines_of(export_to("bad-dat", "cell", 3));
    lines[1]["in"]["place"] = {{"dat", "0xA9B4"}, {"iteration", 1}};
    const fs::path g = base_dir() / "bad-dat" / "cell.jsonl";
    write_lines(g, lines);
    if (std::getenv("SWEEPLAB_DAT_DIR") == nullptr)
        CHECK_THAT(error_of(g), Catch::Contains(g.string() + ":2: in.place: a DAT place needs "
                                                             "the DAT files"));
    lines[1]["in"]["place"] = {{"dat", "A9"}, {"iteration", 1}};
    write_lines(g, lines);
    CHECK_THAT(error_of(g), Catch::Contains(":2: in.place.dat: not a landblock"));
    lines = lines_of(export_to("bad-cell", "cell", 3));
    lines[2]["in"]["cell"] = 0x12340105u;
    write_lines(g, lines);
    CHECK_THAT(error_of(g), Catch::Contains(":3: in.cell: no cell 0x12340105 at this place"));
    // Only the folder of the cases is read, and only places' worth of numbers are taken.
    lines = lines_of(export_to("bad-cell", "cell", 3));
    lines[0]["in"]["place"]["scene"] = "../bad/scenes/crowd.json";
    lines[1]["in"]["spheres"][0][0] = 2.0e6;
    write_lines(g, lines);
    CHECK_THAT(error_of(g),
               Catch::Contains(":1: in.place.scene: not a path inside the folder of the cases"));
    lines[0] = lines[2];
    write_lines(g, lines);
    CHECK_THAT(error_of(g), Catch::Contains(":2: in.spheres[0]: not a number within 1,000,000 m"));
}

#ifdef SWEEPLAB_HAVE_SYNTHETIC_PLACE
TEST_CASE("vectors places: at a DAT place the cases check clean from the DAT files",
          "[vectors][places]") {
    const fs::path dat = base_dir() / "dat";
    test::place::write_synthetic_place(dat);
    PlaceOptions o;
    o.dat_dir = dat.string();
    o.dat_places = {0xA9B4u};
    const fs::path t = export_to("dat-t", "transition", 140, o);
    const auto lines = lines_of(t);
    CHECK(lines[0]["in"]["place"]["dat"] == "0xA9B4");
    // The synthetic place has houses (rooms, doorways), stabs, boulders and hills.
    CHECK(branches(lines) == std::set<std::string>{"object", "creature", "building", "room",
                                                   "doorway", "crease", "fall"});
    const CheckReport r = check(t, "retail", dat.string());
    CHECK(r.all.agree == 140);
    const fs::path p = export_to("dat-p", "placement", 70, o);
    CHECK(check(p, "retail", dat.string()).all.agree == 70);
    const fs::path c = export_to("dat-c", "cell", 70, o);
    CHECK(check(c, "retail", dat.string()).all.agree == 70);
    // Indoor cells are named by their full retail ids.
    bool house = false;
    for (const auto& l : lines_of(c))
        if (l["out"]["cell"] == 0xA9B40100u || l["out"]["cell"] == 0xA9B40101u) house = true;
    CHECK(house);
    // Another iteration of the files is refused.
    auto changed = lines_of(c);
    changed[0]["in"]["place"]["iteration"] = changed[0]["in"]["place"]["iteration"].get<int>() + 1;
    write_lines(c, changed);
    CHECK_THAT(error_of(c, dat.string()),
               Catch::Contains(":1: in.place: the DAT files' landblock 0xA9B4 is iteration"));
}
#endif
