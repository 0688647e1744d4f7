// The survey's command line (docs/survey.md): defaults, every option's range and each error
// naming its option; the AREA forms over the synthetic place's cell file.
#include <catch2/catch.hpp>

#include "app/cli.h"
#include "app/survey_cli.h"
#include "dat/dat_folder.h"
#include "survey/survey_options.h"
#include "survey/survey_place.h"
#include "survey_fixtures.h"

using namespace sweeplab;
using app::survey::parse_survey_cli;
using Catch::Matchers::Contains;

namespace {

std::string error_of(const std::vector<std::string>& args) {
    try {
        (void)parse_survey_cli(args);
    } catch (const app::CliError& e) {
        return e.message;
    }
    return "";
}

} // namespace

TEST_CASE("survey options: the defaults docs/survey.md gives", "[survey][cli]") {
    const auto o = parse_survey_cli({"scene.json"});
    CHECK(o.scene == "scene.json");
    CHECK_FALSE(o.is_dat());
    CHECK(o.walk.spacing == 4.0f);
    CHECK(o.walk.headings == 8);
    CHECK(o.walk.seconds == 2.0f);
    CHECK(o.walk.fps == 30);
    CHECK_FALSE(o.walk.jump);
    CHECK(o.walk.reading == "retail");
    CHECK(o.walk.compare.empty());
    CHECK(o.jobs == 0);
    CHECK(o.shard == 0);
    CHECK(o.shards == 1);
    CHECK(o.walk.frames() == 60);
    CHECK(o.walk.jump_frame() == 0);
    CHECK(o.walk.heading(3) == 135.0f);
}

TEST_CASE("survey options: every option read", "[survey][cli]") {
    const auto o = parse_survey_cli({"--dat",     "/d",        "0xA9B4-0xAAB5,0x0102",
                                     "--spacing", "0.5",       "--headings",
                                     "64",        "--seconds", "0.1",
                                     "--fps",     "240",       "--jump",
                                     "--reading", "ace",       "--compare",
                                     "gdle",      "--jobs",    "3",
                                     "--shard",   "7/100000",  "--out",
                                     "f.jsonl",   "--quiet"});
    CHECK(o.is_dat());
    CHECK(*o.dat == "/d");
    CHECK(o.area == "0xA9B4-0xAAB5,0x0102");
    CHECK(o.walk.spacing == 0.5f);
    CHECK(o.walk.headings == 64);
    CHECK(o.walk.fps == 240);
    CHECK(o.walk.frames() == 24);
    CHECK(o.walk.jump);
    CHECK(o.walk.jump_frame() == 120); // 0.5 s in at 240 fps
    CHECK(o.walk.compare == "gdle");
    CHECK(o.compare.has_value());
    CHECK(o.jobs == 3);
    CHECK(o.shard == 7);
    CHECK(o.shards == 100000);
    CHECK(o.out == "f.jsonl");
    CHECK(o.quiet);
    CHECK(parse_survey_cli({"s.json", "--jump"}).walk.jump_frame() == 15); // 30 fps
    const auto m = parse_survey_cli({"--merge", "a", "b", "--out", "c"});
    CHECK(m.merge == std::vector<std::string>{"a", "b"});
    CHECK(m.out == "c");
}

TEST_CASE("survey options: each bad one named", "[survey][cli]") {
    CHECK_THAT(error_of({"s.json", "--spacing", "0.4"}), Contains("--spacing") && Contains("0.4"));
    CHECK_THAT(error_of({"s.json", "--spacing", "25"}), Contains("--spacing"));
    CHECK_THAT(error_of({"s.json", "--headings", "65"}), Contains("--headings"));
    CHECK_THAT(error_of({"s.json", "--headings", "0"}), Contains("--headings"));
    CHECK_THAT(error_of({"s.json", "--seconds", "61"}), Contains("--seconds"));
    CHECK_THAT(error_of({"s.json", "--seconds", "nan"}), Contains("--seconds"));
    CHECK_THAT(error_of({"s.json", "--fps", "241"}), Contains("--fps"));
    CHECK_THAT(error_of({"s.json", "--jobs", "0"}), Contains("--jobs"));
    CHECK_THAT(error_of({"s.json", "--shard", "2/2"}), Contains("--shard") && Contains("below N"));
    CHECK_THAT(error_of({"s.json", "--shard", "1"}), Contains("--shard") && Contains("I/N"));
    CHECK_THAT(error_of({"s.json", "--shard", "0/100001"}), Contains("--shard"));
    CHECK_THAT(error_of({"s.json", "--reading", "acme"}), Contains("--reading"));
    CHECK_THAT(error_of({"s.json", "--compare", "ace+nope"}), Contains("--compare"));
    CHECK_THAT(error_of({"s.json", "--spacing"}),
               Contains("--spacing") && Contains("needs a value"));
    CHECK_THAT(error_of({"s.json", "--bogus"}), Contains("--bogus") && Contains("unknown option"));
    CHECK_THAT(error_of({}), Contains("needs a SCENE.json"));
    CHECK_THAT(error_of({"--dat", "/d"}), Contains("--dat") && Contains("AREA"));
    CHECK_THAT(error_of({"a.json", "b.json"}), Contains("b.json"));
    CHECK_THAT(error_of({"--merge"}), Contains("--merge"));
    CHECK_THAT(error_of({"--merge", "a", "--dat", "/d"}), Contains("--merge"));
}

TEST_CASE("survey AREA: one, a rectangle, a list, all - x then y, each once", "[survey][area]") {
    const dat::DatFolder folder = dat::DatFolder::open(test::survey::synthetic_dir());
    using app::survey::parse_area;
    CHECK(parse_area("0xA9B4", folder.cell) == std::vector<std::uint32_t>{0xA9B4});
    const std::vector<std::uint32_t> all = {0xA8B3, 0xA8B4, 0xA8B5, 0xA9B3, 0xA9B4,
                                            0xA9B5, 0xAAB3, 0xAAB4, 0xAAB5};
    CHECK(parse_area("0xAAB5-0xA8B3", folder.cell) == all); // corners in any order
    CHECK(parse_area("all", folder.cell) == all);
    CHECK(parse_area("0xA9B4,0xA8B4,0xA9B4", folder.cell) ==
          std::vector<std::uint32_t>{0xA8B4, 0xA9B4});
    // A rectangle reaching past the file keeps what is there.
    CHECK(parse_area("0xA7B2-0xA8B3", folder.cell) == std::vector<std::uint32_t>{0xA8B3});
    auto error = [&](const std::string& area) {
        try {
            (void)parse_area(area, folder.cell);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    CHECK_THAT(error("0x12"), Contains("\"0x12\"") && Contains("0xXXYY"));
    CHECK_THAT(error("0xFFFF"), Contains("0xFFFF"));
    CHECK_THAT(error("0xA9B4,"), Contains("\"\""));
    CHECK_THAT(error("0x0101"), Contains("0x0101") && Contains("client_cell_1.dat"));
    CHECK_THAT(error("0x0101-0x0202"), Contains("no landblock"));
}
