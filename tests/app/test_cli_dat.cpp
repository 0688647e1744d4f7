// The DAT worlds command line (app/cli.h): --dat, --info and LOCATION words.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "app/cli.h"

using namespace sweeplab::app;

namespace {

Options parse(const std::vector<std::string>& words) {
    std::vector<const char*> argv = {"sweeplab"};
    for (const std::string& w : words)
        argv.push_back(w.c_str());
    return parse_cli(static_cast<int>(argv.size()), argv.data());
}

std::string error_of(const std::vector<std::string>& words) {
    try {
        (void)parse(words);
    } catch (const CliError& e) {
        return e.message;
    }
    return "(no error)";
}

} // namespace

TEST_CASE("a LOCATION takes the words after its cell id up to the next option", "[cli][dat]") {
    Options o = parse({"--dat", "/ac", "0x7F0401AD", "[12.3", "-28.4", "0.005]", "-0.339", "0", "0",
                       "-0.941", "--headless", "--frames", "4"});
    CHECK(o.mode == Mode::Headless);
    CHECK(*o.dat == "/ac");
    CHECK(o.location == std::vector<std::string>{"0x7F0401AD", "[12.3", "-28.4", "0.005]", "-0.339",
                                                 "0", "0", "-0.941"});
    CHECK(o.scene.empty());
    CHECK(*o.frames == 4);

    // One quoted word, a pasted /loc line with its prefix, ACE's bare eight digits.
    o = parse({"Your location is: 0xA9B4001B [84.1 12.3 94.0] 1 0 0 0"});
    CHECK(o.mode == Mode::Window);
    CHECK(o.location.size() == 1);
    o = parse({"--headless", "7F0401AD", "12", "-28", "0"});
    CHECK(o.location.size() == 4);
    // A scene is still a scene.
    o = parse({"--headless", "crowd", "--dat", "/ac"});
    CHECK(o.scene == "crowd");
    CHECK(o.location.empty());
}

TEST_CASE("dat info: --info takes one hex id and no SCENE or LOCATION", "[cli][dat]") {
    const Options o = parse({"--dat", "/ac", "--info", "0xA9B4"});
    CHECK(o.mode == Mode::Info);
    CHECK(o.info == "0xA9B4");
    CHECK_THAT(error_of({"--info", "A9B4"}), Catch::StartsWith("--info: expected a hex id"));
    CHECK_THAT(error_of({"--info", "0x123456789"}), Catch::StartsWith("--info: expected a hex id"));
    CHECK_THAT(error_of({"--info"}), Catch::StartsWith("--info: needs a value"));
    CHECK_THAT(error_of({"--info", "0xA9B4", "crowd"}), Catch::StartsWith("--info: takes no"));
    CHECK_THAT(error_of({"--info", "0xA9B4", "--headless"}), Catch::Contains("only one of"));
}

TEST_CASE("bad LOCATION words and mixes are refused with the problem", "[cli][dat]") {
    CHECK_THAT(error_of({"0xA9B4001B", "1", "2"}),
               Catch::StartsWith("location \"0xA9B4001B 1 2\": expected after the cell id"));
    CHECK_THAT(error_of({"0xA9B4FFFF"}), Catch::Contains("LandBlock record, not a cell"));
    CHECK_THAT(error_of({"crowd", "0xA9B4001B"}),
               Catch::StartsWith("0xA9B4001B: give one SCENE or one LOCATION"));
    CHECK_THAT(error_of({"0xA9B4001B", "0xA9B4001C"}), Catch::Contains("is not a number"));
    CHECK_THAT(error_of({"--dat", ""}), Catch::StartsWith("--dat: needs a folder"));
    CHECK_THAT(error_of({"--headless"}), Catch::StartsWith("--headless: needs a SCENE.json"));
}

TEST_CASE("the spawns option opens the window on a DAT place, a LOCATION optional", "[cli][dat]") {
    Options o = parse({"--spawns", "s.jsonl", "--dat", "/ac", "--world", "w"});
    CHECK(o.mode == Mode::Window);
    CHECK(o.spawns_file == "s.jsonl");
    CHECK(o.location.empty());
    // A screenshot needs no LOCATION either: the window opens at the first finding.
    o = parse({"--screenshot", "a.png", "--spawns", "s.jsonl", "--dat", "/ac"});
    CHECK(o.mode == Mode::Screenshot);
    o = parse({"--spawns", "s.jsonl", "--dat", "/ac", "0xA9B4001B"});
    CHECK(o.location == std::vector<std::string>{"0xA9B4001B"});
    CHECK(error_of({"--spawns"}) == "--spawns: needs a value");
    CHECK(error_of({"--spawns", ""}) == "--spawns: needs a file");
    CHECK(error_of({"--headless", "--spawns", "s.jsonl", "--dat", "/ac", "0xA9B4001B"}) ==
          "--spawns: only goes with the window or --screenshot");
    CHECK(error_of({"--spawns", "s.jsonl", "cottage.json"}) ==
          "--spawns: goes with --dat DIR [LOCATION], not a SCENE");
    CHECK(error_of({"--screenshot", "a.png", "--dat", "/ac"}) ==
          "--screenshot: needs a SCENE.json (or a LOCATION) after the PNG");
}
