// The lab layout file (app/layout/layout_file.h): what it keeps, how it reads a damaged file,
// where it lives, and that a --screenshot run never finds a user's file.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "app/layout/layout_file.h"
#include "app/layout/layout_report.h"

using namespace sweeplab::app;
using namespace sweeplab::app::layout;

namespace {

SavedLayout sample() {
    SavedLayout l;
    l.docks = {250.5f, 410.0f, true};
    l.view = ViewMode::Split;
    l.overhead_inset = true;
    l.collapsed = {{"scene", false}, {"inspector", true}, {"dat", true}};
    return l;
}

std::filesystem::path temp_dir() {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("sweeplab-layout-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    return dir;
}

} // namespace

TEST_CASE("layout file: every setting survives a write and a read", "[layout]") {
    const SavedLayout l = sample();
    const std::string text = format_layout(l);
    CHECK(text.find("left_width = 250.5\n") != std::string::npos);
    CHECK(text.find("view = split\n") != std::string::npos);
    CHECK(text.find("panel.inspector = collapsed\n") != std::string::npos);
    SavedLayout back;
    std::vector<std::string> warnings;
    parse_layout(text, "layout.ini", back, warnings);
    CHECK(warnings.empty());
    CHECK(back == l);
}

TEST_CASE("layout file: a bad line is named and skipped, the rest applies", "[layout]") {
    const std::string text = "# comment\n"
                             "\n"
                             "left_width = wide\n"
                             "right_width = 400\n"
                             "panels_hidden = maybe\n"
                             "view = sideways\n"
                             "overhead_inset = true\n"
                             "colour = red\n"
                             "no equals sign\n"
                             "panel.checks = shut\n"
                             "panel.plots = collapsed\n"
                             "left_width = 90\n";
    SavedLayout l;
    std::vector<std::string> w;
    parse_layout(text, "/home/u/.config/sweeplab/layout.ini", l, w);
    REQUIRE(w.size() == 7);
    CHECK(w[0] == "/home/u/.config/sweeplab/layout.ini:3: left_width: expected a width from 160 "
                  "to 1200, got \"wide\" (ignored)");
    CHECK(w[1].find(":5: panels_hidden: expected true or false") != std::string::npos);
    CHECK(w[2].find(":6: view: expected chase, split or overhead, got \"sideways\"") !=
          std::string::npos);
    CHECK(w[3].find(":8: colour: unknown setting") != std::string::npos);
    CHECK(w[4].find(":9: expected key = value, got \"no equals sign\"") != std::string::npos);
    CHECK(w[5].find(":10: panel.checks: expected open or collapsed") != std::string::npos);
    CHECK(w[6].find(":12: left_width: expected a width from 160") != std::string::npos);
    const SavedLayout defaults;
    CHECK(l.docks.left_width == defaults.docks.left_width);
    CHECK(l.docks.right_width == 400.0f);
    CHECK(l.docks.hidden == false);
    CHECK(l.view == ViewMode::Chase);
    CHECK(l.overhead_inset);
    CHECK(l.collapsed == std::map<std::string, bool>{{"plots", true}});
}

TEST_CASE("layout file: another version is not read", "[layout]") {
    SavedLayout l;
    std::vector<std::string> w;
    parse_layout("version = 2\nview = split\n", "f.ini", l, w);
    REQUIRE(w.size() == 1);
    CHECK(w[0].find("f.ini:1: version: this build reads version 1") != std::string::npos);
    CHECK(l.view == ViewMode::Chase);
}

TEST_CASE("layout file: where it lives", "[layout]") {
    // The variable wins in any run; "off" turns the file off.
    CHECK(layout_file_path(false, "/tmp/l.ini", "/x", "/h") == "/tmp/l.ini");
    CHECK(layout_file_path(true, "/tmp/l.ini", "/x", "/h") == "/tmp/l.ini");
    CHECK(layout_file_path(false, "off", "/x", "/h") == std::nullopt);
    // A screenshot run without it has none: a user's file never changes a test's picture.
    CHECK(layout_file_path(true, nullptr, "/x", "/h") == std::nullopt);
    CHECK(layout_file_path(true, "", "/x", "/h") == std::nullopt);
    CHECK(layout_file_path(false, nullptr, "/x", "/h") == "/x/sweeplab/layout.ini");
    CHECK(layout_file_path(false, nullptr, "relative", "/h") == "/h/.config/sweeplab/layout.ini");
    CHECK(layout_file_path(false, nullptr, nullptr, "/h") == "/h/.config/sweeplab/layout.ini");
    CHECK(layout_file_path(false, nullptr, nullptr, nullptr) == std::nullopt);
}

TEST_CASE("layout file: saved to disk and loaded back", "[layout]") {
    const auto dir = temp_dir();
    const std::string path = (dir / "deeper" / "layout.ini").string();
    SavedLayout l;
    std::vector<std::string> w;
    CHECK_FALSE(load_layout_file(path, l, w)); // missing: no error, the defaults stay
    CHECK(w.empty());
    CHECK(l == SavedLayout{});

    std::string error;
    REQUIRE(save_layout_file(path, sample(), error)); // makes the directories
    CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
    REQUIRE(load_layout_file(path, l, w));
    CHECK(w.empty());
    CHECK(l == sample());

    // A file far too large for a layout is not read.
    {
        std::ofstream big(path, std::ios::trunc);
        big << std::string(100 * 1024, '#');
    }
    SavedLayout d;
    CHECK_FALSE(load_layout_file(path, d, w));
    REQUIRE(w.size() == 1);
    CHECK(w[0].find("too large for a layout file") != std::string::npos);

    // A directory that cannot be made is an error naming the path.
    { std::ofstream blocker(dir / "file"); }
    CHECK_FALSE(save_layout_file((dir / "file" / "layout.ini").string(), l, error));
    CHECK(error.find("file/layout.ini: cannot make its directory") != std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST_CASE("layout report: the rects as JSON in the PNG's pixels", "[layout]") {
    LayoutReport r;
    r.width = 640;
    r.height = 360;
    r.view = ViewMode::Split;
    r.columns = columns(Docks{}, 640, 360);
    r.views = place_views(ViewMode::Split, false, r.columns.centre);
    r.panels = {{"scene", {4, 4, 150, 100}, false}, {"crowd", {4, 108, 150, 19}, true}};
    const std::string json = format_report(scaled(r, 2.0f, 2.0f));
    CHECK(json.find("\"window\": [1280, 720]") != std::string::npos);
    CHECK(json.find("\"view\": \"split\"") != std::string::npos);
    CHECK(json.find("{\"name\": \"crowd\", \"rect\": [8, 216, 300, 38], \"collapsed\": true}") !=
          std::string::npos);
    CHECK(json.find("{\"name\": \"A\", \"rect\": [") != std::string::npos);
    CHECK(json.find("\"panels_hidden\": false") != std::string::npos);
}
