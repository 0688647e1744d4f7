// `sweeplab survey --map DIR` (docs/survey.md, "Maps"): the software rasteriser's coverage and
// font, and the maps of a planted scene and of the synthetic DAT place: each defect's disc in
// its kind's colour where its worst walk was, index.html listing it, the same bytes every run,
// and --merge --map drawing what the survey drew.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

#include <stb/stb_image.h>

#include "app/survey_cli.h"
#include "scene/loader.h"
#include "survey/map_font.h"
#include "survey/map_picture.h"
#include "survey/map_raster.h"
#include "survey/survey_map.h"
#include "survey/survey_place.h"
#include "survey_fixtures.h"

using namespace sweeplab;
using namespace sweeplab::test::survey;
using app::survey::FindingKind;
using app::survey::Rgb;
using Catch::Matchers::Contains;

namespace {

std::filesystem::path fresh_dir(const std::string& name) {
    const auto d = std::filesystem::temp_directory_path() / name;
    std::filesystem::remove_all(d);
    return d;
}

std::string read_all(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct Png {
    int width = 0, height = 0;
    std::vector<std::uint8_t> rgb;
    [[nodiscard]] Rgb at(int x, int y) const {
        const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                               static_cast<std::size_t>(x)) *
                              3;
        return {rgb[i], rgb[i + 1], rgb[i + 2]};
    }
    [[nodiscard]] Rgb at(glm::vec2 p) const {
        return at(static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y)));
    }
};

Png read_png(const std::filesystem::path& p) {
    Png png;
    int channels = 0;
    unsigned char* data = stbi_load(p.string().c_str(), &png.width, &png.height, &channels, 3);
    REQUIRE(data != nullptr);
    png.rgb.assign(data, data + static_cast<std::size_t>(png.width) *
                                    static_cast<std::size_t>(png.height) * 3);
    stbi_image_free(data);
    return png;
}

std::string show(Rgb c) {
    return std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b);
}

// The pixels drawn white on black, one row per string ('X' set).
std::vector<std::string> pattern(const app::survey::Raster& r) {
    std::vector<std::string> rows;
    for (int y = 0; y < r.height(); ++y) {
        std::string row;
        for (int x = 0; x < r.width(); ++x)
            row += r.at(x, y) == Rgb{255, 255, 255} ? 'X' : '.';
        rows.push_back(row);
    }
    return rows;
}

} // namespace

TEST_CASE("survey map: a triangle covers the pixels whose centres it holds, a shared edge once",
          "[survey][map]") {
    // The lower-left half of an 8 x 8 picture: centres with x + y + 1 < 8 inside, > 8 outside
    // (the diagonal's pixels have their centres on the edge: the top-left rule decides).
    app::survey::Raster r(8, 8, {0, 0, 0});
    r.fill_triangle({0.0f, 0.0f}, {8.0f, 0.0f}, {0.0f, 8.0f}, {255, 255, 255});
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x) {
            CAPTURE(x, y);
            if (x + y <= 6) CHECK(r.at(x, y) == Rgb{255, 255, 255});
            if (x + y >= 8) CHECK(r.at(x, y) == Rgb{0, 0, 0});
        }
    // A square's two halves, wound either way, cover each of its pixels exactly once.
    for (const bool flip : {false, true}) {
        std::vector<int> count(100, 0);
        const glm::vec2 a(1.0f, 1.0f), b(7.0f, 1.0f), c(7.0f, 7.0f), d(1.0f, 7.0f);
        auto add = [&](int x, int y, float, float, float) {
            ++count[static_cast<std::size_t>(y * 10 + x)];
        };
        if (flip) {
            app::survey::for_each_triangle_pixel(10, 10, a, c, b, add);
            app::survey::for_each_triangle_pixel(10, 10, a, d, c, add);
        } else {
            app::survey::for_each_triangle_pixel(10, 10, a, b, c, add);
            app::survey::for_each_triangle_pixel(10, 10, a, c, d, add);
        }
        for (int y = 0; y < 10; ++y)
            for (int x = 0; x < 10; ++x) {
                CAPTURE(flip, x, y);
                CHECK(count[static_cast<std::size_t>(y * 10 + x)] ==
                      (x >= 1 && x < 7 && y >= 1 && y < 7 ? 1 : 0));
            }
    }
    // The weights are the caller's vertices', whichever way it winds: they give the centre.
    for (const bool flip : {false, true}) {
        const glm::vec2 p0(0.5f, 0.5f), p1 = flip ? glm::vec2(2.0f, 9.0f) : glm::vec2(9.0f, 2.0f),
                                        p2 = flip ? glm::vec2(9.0f, 2.0f) : glm::vec2(2.0f, 9.0f);
        int covered = 0;
        app::survey::for_each_triangle_pixel(
            10, 10, p0, p1, p2, [&](int x, int y, float w0, float w1, float w2) {
                ++covered;
                const glm::vec2 at = w0 * p0 + w1 * p1 + w2 * p2;
                CHECK(at.x == Approx(static_cast<double>(x) + 0.5).margin(1e-4));
                CHECK(at.y == Approx(static_cast<double>(y) + 0.5).margin(1e-4));
                CHECK(w0 + w1 + w2 == Approx(1.0f));
            });
        CHECK(covered > 20);
    }
}

TEST_CASE("survey map: numbers are drawn in the hand-made glyphs", "[survey][map]") {
    app::survey::Raster one(5, 7, {0, 0, 0});
    app::survey::draw_text(one, 0, 0, "1", {255, 255, 255}, 1);
    CHECK(pattern(one) ==
          std::vector<std::string>{"..X..", ".XX..", "..X..", "..X..", "..X..", "..X..", ".XXX."});
    app::survey::Raster seven(5, 7, {0, 0, 0});
    app::survey::draw_text(seven, 0, 0, "7", {255, 255, 255}, 1);
    CHECK(pattern(seven) ==
          std::vector<std::string>{"XXXXX", "....X", "...X.", "..X..", ".X...", ".X...", ".X..."});
    // "12" at twice the size: 2 x 6 - 1 columns of 2 pixels, the second glyph 12 pixels on.
    CHECK(app::survey::text_width("12", 2) == 22);
    app::survey::Raster twelve(22, 14, {0, 0, 0});
    app::survey::draw_text(twelve, 0, 0, "12", {255, 255, 255}, 2);
    const std::vector<std::string> p = pattern(twelve);
    CHECK(p[0] == "....XX........XXXXXX..");  // the 1's top, the 2's top
    CHECK(p[13] == "..XXXXXX....XXXXXXXXXX"); // the 1's foot, the 2's base
}

TEST_CASE("survey map: a planted scene's map marks each defect in its kind's colour",
          "[survey][map]") {
    const std::string scene = source("tests/survey/scenes/planted-through-wall.json");
    const auto a = fresh_dir("sweeplab-survey-map-scene-a");
    const auto b = fresh_dir("sweeplab-survey-map-scene-b");
    const std::string out = run({scene, "--headings", "8", "--map", a.string()});
    run({scene, "--headings", "8", "--map", b.string()});
    const app::survey::SurveyFile file = app::survey::parse_survey_text(out, "planted.jsonl");
    REQUIRE_FALSE(file.defects.empty());
    REQUIRE(std::filesystem::exists(a / "scene.png"));
    // The same survey draws the same bytes.
    CHECK(read_all(a / "scene.png") == read_all(b / "scene.png"));
    CHECK(read_all(a / "index.html") == read_all(b / "index.html"));

    // Where a world point lands: the frame of the same map drawn from the read-back defects.
    const auto c = fresh_dir("sweeplab-survey-map-scene-c");
    const std::vector<app::survey::MapEntry> maps = app::survey::write_survey_maps(
        c.string(), file.defects, file.summary, app::survey::MapSource{nullptr, scene, {}});
    REQUIRE(maps.size() == 1);
    CHECK(maps[0].file == "scene.png");
    CHECK(maps[0].defects.size() == file.defects.size());
    const Png png = read_png(a / "scene.png");
    CHECK(png.width == maps[0].width);
    CHECK(png.height == maps[0].height);
    CHECK(png.width > maps[0].frame.width); // the legend's column beside the overview
    const app::survey::Defect& first = file.defects.front();
    CHECK(first.kind == FindingKind::ThroughWall);
    const glm::vec2 at = maps[0].frame.to_pixel(first.worst.position);
    CAPTURE(at.x, at.y);
    CHECK(show(png.at(at)) == show(app::survey::kind_rgb(FindingKind::ThroughWall)));
    // Without the defects that pixel is the place's own (no yellow there).
    const scene::Scene loaded = scene::load_scene_file(scene);
    const auto place = app::survey::scene_place(loaded, file.summary.options.spacing);
    const app::survey::Raster bare =
        app::survey::draw_view(*place->world, maps[0].frame,
                               app::survey::MapPicture{"bare", {}, {}, "worst walk's start"});
    CHECK(show(bare.at(static_cast<int>(at.x), static_cast<int>(at.y))) !=
          show(app::survey::kind_rgb(FindingKind::ThroughWall)));

    const std::string page = read_all(a / "index.html");
    CHECK_THAT(page, Contains("<tr id=\"d1\">"));
    CHECK_THAT(page, Contains(">through_wall</span>"));
    CHECK_THAT(page, Contains(app::survey::html_escape(first.thing)));
    CHECK_THAT(page, Contains("<img src=\"scene.png\""));
    CHECK_THAT(page, !Contains("http")); // self-contained: nothing to fetch
    CHECK(app::survey::html_escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;");
}

TEST_CASE("survey map: the synthetic DAT place's landblock, and --merge --map draws the same",
          "[survey][map][dat]") {
    const std::string dat = synthetic_dir().string();
    const auto a = fresh_dir("sweeplab-survey-map-dat-a");
    const std::string out = run({"--dat", dat, "0xA9B4", "--spacing", "8", "--map", a.string()});
    const app::survey::SurveyFile file = app::survey::parse_survey_text(out, "synthetic.jsonl");
    REQUIRE_FALSE(file.defects.empty());
    REQUIRE(std::filesystem::exists(a / "0xA9B4.png"));
    const Png png = read_png(a / "0xA9B4.png");

    const dat::DatFolder folder = dat::DatFolder::open(dat);
    const auto c = fresh_dir("sweeplab-survey-map-dat-c");
    const std::vector<app::survey::MapEntry> maps = app::survey::write_survey_maps(
        c.string(), file.defects, file.summary, app::survey::MapSource{&folder, {}, {}});
    REQUIRE(maps.size() == 1);
    CHECK(maps[0].file == "0xA9B4.png");
    // The landblock at 4 px/m and 12 m of its neighbours around it (the tower's defects lie
    // well inside it); the column of the legend and close-ups beside it.
    CHECK(maps[0].frame.width == 864);
    CHECK(maps[0].frame.height == 864);
    CHECK(png.width == maps[0].width);
    CHECK(png.height == maps[0].height);
    const app::survey::Defect& first = file.defects.front();
    const glm::vec2 at = maps[0].frame.to_pixel(first.worst.position);
    CAPTURE(at.x, at.y, first.worst.start.location);
    CHECK(show(png.at(at)) == show(app::survey::kind_rgb(first.kind)));
    // House A's room (a cell floor, cream) and the open pad south of the buildings (land,
    // green) are drawn where they are.
    const Rgb room =
        png.at(maps[0].frame.to_pixel(test::place::kHouseAMin + glm::vec3(1.0f, 1.0f, 0.0f)));
    CAPTURE(show(room));
    CHECK(room.r > room.g);
    CHECK(room.r > 150);
    const Rgb pad = png.at(maps[0].frame.to_pixel(glm::vec3(70.0f, 50.0f, 0.0f)));
    CAPTURE(show(pad));
    CHECK(pad.g > pad.r);

    const std::string page = read_all(a / "index.html");
    CHECK_THAT(page, Contains(app::survey::html_escape(first.worst.start.location)));
    CHECK_THAT(page, Contains("<img src=\"0xA9B4.png\""));
    CHECK_THAT(page, Contains("id=\"map-0xA9B4\""));

    // A defect whose worst walk began in the next landblock north gets that landblock's
    // picture, after the first's (pictures in the order of their first defect).
    std::vector<app::survey::Defect> two = file.defects;
    app::survey::Defect north = two.front();
    north.number = static_cast<std::uint32_t>(two.size() + 1);
    north.worst.start.location = "0xA9B50001 [10.000000 10.000000 0.000000] 1 0 0 0";
    north.worst.start.cell = 0xA9B50001u;
    north.worst.start.feet = glm::vec3(10.0f, 10.0f, 0.0f);
    north.worst.position = glm::vec3(12.0f, 14.0f, 0.0f);
    two.push_back(north);
    const auto t = fresh_dir("sweeplab-survey-map-dat-two");
    const std::vector<app::survey::MapEntry> both = app::survey::write_survey_maps(
        t.string(), two, file.summary, app::survey::MapSource{&folder, {}, {}});
    REQUIRE(both.size() == 2);
    CHECK(both[0].file == "0xA9B4.png");
    CHECK(both[1].file == "0xA9B5.png");
    CHECK(both[1].defects == std::vector<std::size_t>{two.size() - 1});
    const Png second = read_png(t / "0xA9B5.png");
    CHECK(show(second.at(both[1].frame.to_pixel(north.worst.position))) ==
          show(app::survey::kind_rgb(north.kind)));
    CHECK_THAT(read_all(t / "index.html"), Contains("<img src=\"0xA9B5.png\""));

    // The output merged again (one whole survey) with --map draws the same picture and page.
    const auto saved = std::filesystem::temp_directory_path() / "sweeplab-survey-map-dat.jsonl";
    std::ofstream(saved, std::ios::binary) << out;
    const auto m = fresh_dir("sweeplab-survey-map-dat-merged");
    const auto merged = std::filesystem::temp_directory_path() / "sweeplab-survey-map-merged.jsonl";
    CHECK(app::survey::survey_main({"--merge", saved.string(), "--out", merged.string(), "--map",
                                    m.string(), "--dat", dat}) == 3);
    CHECK(read_all(m / "0xA9B4.png") == read_all(a / "0xA9B4.png"));
    CHECK(read_all(m / "index.html") == read_all(a / "index.html"));
}

TEST_CASE("survey map: a folder that cannot be made is named", "[survey][map]") {
    const auto file = std::filesystem::temp_directory_path() / "sweeplab-survey-map-not-a-dir";
    std::ofstream(file) << "x";
    const std::string dir = (file / "maps").string();
    app::survey::Summary summary;
    summary.target = "x.json";
    CHECK_THROWS_WITH(
        app::survey::write_survey_maps(dir, {}, summary, app::survey::MapSource{nullptr, "x", {}}),
        Contains(dir));
}
