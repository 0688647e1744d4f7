// The C API's errors: every bad argument comes back as a status with a message naming the
// function and the argument (never a crash), files as SL_ERROR_IO, bad data as
// SL_ERROR_DATA, what is not there as SL_ERROR_NOT_FOUND; the message is the thread's own.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <string>
#include <thread>

#include "capi_fixture.h"
#include "raw_calls.h"
#include "sweeplab/sweeplab.h"

using namespace sweeplab::test::capi;

namespace {

std::string last() {
    return sl_last_error();
}

struct Place {
    sl_world* world = nullptr;
    sl_mover* mover = nullptr;
    sl_position start{};
    Place() {
        REQUIRE(sl_world_open_dat(place_dir().c_str(), 0xA9B4001Bu, nullptr, &world) == SL_OK);
        REQUIRE(sl_world_start(world, &start) == SL_OK);
        REQUIRE(sl_mover_create(world, nullptr, &start, &mover, nullptr) == SL_OK);
    }
    ~Place() {
        sl_mover_free(mover);
        sl_world_free(world);
    }
};

} // namespace

TEST_CASE("capi errors: the version and an empty message before any error", "[capi]") {
    CHECK(sl_api_version() == SL_API_VERSION);
    CHECK(std::string(sl_version()).find('.') != std::string::npos);
    std::thread t([] { CHECK(std::string(sl_last_error()).empty()); });
    t.join();
}

TEST_CASE("capi errors: NULL arguments name themselves", "[capi]") {
    sl_position p{};
    CHECK(sl_parse_location(nullptr, &p) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_parse_location: text is NULL");
    CHECK(sl_parse_location("0xA9B4001B", nullptr) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_parse_location: out is NULL");
    sl_world* w = nullptr;
    CHECK(sl_world_open_dat(nullptr, 0xA9B4001Bu, nullptr, &w) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_world_open_dat: dat_dir is NULL");
    CHECK(sl_world_open_scene(nullptr, nullptr, &w) == SL_ERROR_ARGUMENT);
    CHECK(sl_mover_create(nullptr, nullptr, &p, nullptr, nullptr) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_create: world is NULL");
    Place place;
    const sl_controls c = controls(1.0f);
    sl_step_result r{};
    CHECK(sl_mover_step(place.world, nullptr, &c, 0.033f, &r) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_step: mover is NULL");
    CHECK(sl_mover_step(place.world, place.mover, nullptr, 0.033f, &r) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_step: controls is NULL");
    CHECK(sl_mover_step(place.world, place.mover, &c, 0.033f, nullptr) == SL_ERROR_ARGUMENT);
    sl_world_free(nullptr); // no-ops
    sl_mover_free(nullptr);
}

TEST_CASE("capi errors: NaN, infinity and out-of-range numbers are refused, nothing written",
          "[capi]") {
    Place place;
    sl_step_result r{};
    r.contact = 77u;
    sl_controls c = controls(1.0f);
    CHECK(sl_mover_step(place.world, place.mover, &c, std::nanf(""), &r) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_step: dt is NaN");
    CHECK(r.contact == 77u);
    CHECK(sl_mover_step(place.world, place.mover, &c, std::numeric_limits<float>::infinity(), &r) ==
          SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_step: dt is infinite");
    CHECK(sl_mover_step(place.world, place.mover, &c, -0.1f, &r) == SL_ERROR_ARGUMENT);
    c.forward = 2.0f;
    CHECK(sl_mover_step(place.world, place.mover, &c, 0.033f, &r) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_step: controls->forward is out of -1..1");
    c = controls(0.0f, 0.0f, std::nanf(""));
    CHECK(sl_mover_step(place.world, place.mover, &c, 0.033f, &r) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_step: controls->turn is NaN");
    c = controls();
    c.run = 2;
    CHECK(sl_mover_step(place.world, place.mover, &c, 0.033f, &r) == SL_ERROR_ARGUMENT);
    CHECK(r.contact == 77u);

    sl_position bad = place.start;
    bad.origin[1] = std::nanf("");
    sl_mover* m = nullptr;
    CHECK(sl_mover_create(place.world, nullptr, &bad, &m, nullptr) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_create: start->origin[1] is NaN");
    CHECK(m == nullptr);
    bad = place.start;
    bad.rotation[0] = bad.rotation[1] = bad.rotation[2] = bad.rotation[3] = 0.0f;
    CHECK(sl_mover_create(place.world, nullptr, &bad, &m, nullptr) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_create: start->rotation is not a rotation (its length is 0)");
    bad = place.start;
    bad.cell = 0xFFB4001Bu;
    CHECK(sl_mover_create(place.world, nullptr, &bad, &m, nullptr) == SL_ERROR_ARGUMENT);
    CHECK(last().find("0xFFB4001B: its landblock is off the map") != std::string::npos);
    bad.cell = 0xA9B40999u;
    CHECK(sl_mover_create(place.world, nullptr, &bad, &m, nullptr) == SL_ERROR_NOT_FOUND);
    CHECK(last() == "sl_mover_create: start->cell 0xA9B40999: not a cell of the loaded place");
}

TEST_CASE("capi errors: a wrong struct size, a bad reading, a bad desc", "[capi]") {
    Place place;
    sl_controls c = controls();
    c.struct_size = 4;
    sl_step_result r{};
    CHECK(sl_mover_step(place.world, place.mover, &c, 0.033f, &r) == SL_ERROR_ARGUMENT);
    CHECK(last().rfind("sl_mover_step: controls->struct_size is 4, not sizeof", 0) == 0);
    sl_world_options o{};
    o.struct_size = sizeof o;
    raw_options_reading(&o, 7);
    sl_world* w = nullptr;
    CHECK(sl_world_open_dat(place_dir().c_str(), 0xA9B4001Bu, &o, &w) == SL_ERROR_ARGUMENT);
    CHECK(last() ==
          "sl_world_open_dat: options->reading is 7, not SL_READING_RETAIL, _ACE or _GDLE");
    // The contract's own struct (without dat_dir) is accepted.
    o.reading = SL_READING_ACE;
    o.struct_size = static_cast<uint32_t>(offsetof(sl_world_options, dat_dir));
    REQUIRE(sl_world_open_dat(place_dir().c_str(), 0xA9B4001Bu, &o, &w) == SL_OK);
    sl_world_free(w);
    o.num_world_paths = 2;
    CHECK(sl_world_open_dat(place_dir().c_str(), 0xA9B4001Bu, &o, &w) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_world_open_dat: options->world_paths is NULL and "
                    "options->num_world_paths is 2");

    sl_mover_desc d{};
    d.struct_size = sizeof d;
    d.num_spheres = 3;
    sl_mover* m = nullptr;
    CHECK(sl_mover_create(place.world, &d, &place.start, &m, nullptr) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_create: desc->num_spheres is 3 (1 or 2)");
    d.num_spheres = 1;
    d.spheres[0][3] = -1.0f;
    CHECK(sl_mover_create(place.world, &d, &place.start, &m, nullptr) == SL_ERROR_ARGUMENT);
    CHECK(last().rfind("sl_mover_create: desc->spheres[0] radius is -1", 0) == 0);
    CHECK(raw_mover_set_reading(place.mover, -1) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_set_reading: reading is -1, not SL_READING_RETAIL, _ACE or _GDLE");
    CHECK(raw_world_set_reading(place.world, 3) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_world_set_reading: reading is 3, not SL_READING_RETAIL, _ACE or _GDLE");
}

TEST_CASE("capi errors: handles of another world, freed handles", "[capi]") {
    Place a;
    Place b;
    const sl_controls c = controls();
    sl_step_result r{};
    CHECK(sl_mover_step(b.world, a.mover, &c, 0.033f, &r) == SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_step: mover belongs to another world than `world`");
    // A world handle passed as a mover is refused by its tag.
    CHECK(sl_mover_step(a.world, reinterpret_cast<sl_mover*>(a.world), &c, 0.033f, &r) ==
          SL_ERROR_ARGUMENT);
    CHECK(last() == "sl_mover_step: mover is not a mover (sl_mover_create)");
}

TEST_CASE("capi errors: files and data", "[capi]") {
    sl_world* w = nullptr;
    CHECK(sl_world_open_dat("/nonexistent/dat", 0xA9B4001Bu, nullptr, &w) == SL_ERROR_IO);
    CHECK(last().find("/nonexistent/dat") != std::string::npos);
    // IO whatever the id.
    CHECK(sl_world_open_dat("/nonexistent/dat", 0xFFFFFFFFu, nullptr, &w) == SL_ERROR_IO);
    CHECK(sl_world_open_dat(place_dir().c_str(), 0xA9B40999u, nullptr, &w) == SL_ERROR_NOT_FOUND);
    CHECK(last().find("0xA9B40999") != std::string::npos);
    CHECK(sl_world_open_dat(place_dir().c_str(), 0xA9B40041u, nullptr, &w) == SL_ERROR_ARGUMENT);
    CHECK(w == nullptr);

    CHECK(sl_world_open_scene("/nonexistent/scene.json", nullptr, &w) == SL_ERROR_IO);
    CHECK(last().find("/nonexistent/scene.json") != std::string::npos);
    const std::string bad = std::filesystem::temp_directory_path() / "sweeplab-capi-bad.json";
    std::ofstream(bad)
        << R"({"format": "sweeplab-scene/1", "name": "bad", "player": {"position": [0, 0]}})";
    CHECK(sl_world_open_scene(bad.c_str(), nullptr, &w) == SL_ERROR_DATA);
    CHECK(last().find("player.position") != std::string::npos);
    CHECK(w == nullptr);
}

TEST_CASE("capi errors: locations parse, format and refuse", "[capi]") {
    sl_position p{};
    REQUIRE(sl_parse_location("0xA9B4001B [84.1 12.3 94.0] 1 0 0 0", &p) == SL_OK);
    CHECK(p.cell == 0xA9B4001Bu);
    CHECK(p.origin[0] == 84.1f);
    CHECK(p.origin[2] == 94.0f);
    CHECK(p.rotation[0] == 1.0f);
    char text[96];
    REQUIRE(sl_format_location(&p, text, sizeof text) == SL_OK);
    CHECK(std::string(text) == "0xA9B4001B [84.100000 12.300000 94.000000] 1.000000 0.000000 "
                               "0.000000 0.000000");
    sl_position q{};
    REQUIRE(sl_parse_location(text, &q) == SL_OK);
    CHECK(std::memcmp(&p, &q, sizeof p) == 0);
    char small[8];
    CHECK(sl_format_location(&p, small, sizeof small) == SL_ERROR_ARGUMENT);
    CHECK(last().find("too small") != std::string::npos);
    CHECK(sl_parse_location("0xA9B4 [1 2]", &p) == SL_ERROR_ARGUMENT);
    CHECK(last().rfind("sl_parse_location: ", 0) == 0);
}

TEST_CASE("capi errors: a thread's message is its own", "[capi]") {
    sl_position p{};
    CHECK(sl_parse_location(nullptr, &p) == SL_ERROR_ARGUMENT);
    std::string other = "unset";
    std::thread t([&] {
        other = sl_last_error();
        sl_world* w = nullptr;
        (void)sl_world_open_dat(nullptr, 0, nullptr, &w);
    });
    t.join();
    CHECK(other.empty());
    CHECK(last() == "sl_parse_location: text is NULL");
}
