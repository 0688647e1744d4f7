// The survey does not depend on where a frame points: the turned place (tests/dat/writer/
// turned_place.h) standing in one land square at every turning gives no defect; astride the
// landblock edge its building reaches into squares it is not filed under, and every defect
// found is in those parts of it.
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>
#include <vector>

#include "tests/dat/writer/turned_place.h"
#include "tests/survey/survey_fixtures.h"

namespace {

using namespace sweeplab;
using namespace sweeplab::test::place;

std::string survey_copy(const TurnedPlace& p, int k, app::survey::Summary& summary) {
    const auto dir =
        std::filesystem::temp_directory_path() /
        ("sweeplab-survey-turned-" + std::to_string(::getpid()) + "-" + std::to_string(k));
    write_turned_place(dir, p);
    const std::string out = test::survey::run(
        {"--dat", dir.string(), "0xA9B4", "--seconds", "1.5", "--jobs", "2"}, &summary);
    std::filesystem::remove_all(dir);
    return out;
}

// A finding line's "position": [x, y, z].
glm::vec3 position_of(const std::string& line) {
    const auto at = line.find("\"position\": [");
    REQUIRE(at != std::string::npos);
    glm::vec3 v{0.0f};
    REQUIRE(std::sscanf(line.c_str() + at, "\"position\": [%f, %f, %f]", &v.x, &v.y, &v.z) == 3);
    return v;
}

} // namespace

TEST_CASE("survey: the turned place in one land square gives no defect in any turning",
          "[survey][turned]") {
    int k = 0;
    for (float yaw : kTurnedYaws) {
        app::survey::Summary s;
        const std::string out = survey_copy(turned_in_one_square(yaw), k++, s);
        INFO("yaw " << yaw << "\n" << out);
        CHECK(s.starts > 2000);
        CHECK(s.total_findings() == 0);
    }
}

TEST_CASE("survey: astride the landblock edge, the defects are where the building reaches "
          "past its square",
          "[survey][turned]") {
    app::survey::Summary s;
    const std::string out = survey_copy(kStraddlingPlace, 99, s);
    const std::vector<std::string> lines = test::survey::finding_lines(out);
    INFO(out);
    REQUIRE_FALSE(lines.empty());
    for (const std::string& line : lines) {
        const glm::vec3 at = position_of(line);
        const glm::vec3 b = turned_to_building(kStraddlingPlace, at);
        INFO(line);
        // By the building (its walls, a sphere's radius out) and out of [168, 192] x [48, 72],
        // the land square its origin is filed under (the building reaches east over the
        // landblock edge and north over y = 72).
        CHECK(b.x > -1.0f);
        CHECK(b.x < 11.0f);
        CHECK(b.y > -1.0f);
        CHECK(b.y < 11.0f);
        CHECK((at.x > 192.0f - 1.0f || at.y > 72.0f - 1.0f));
    }
}
