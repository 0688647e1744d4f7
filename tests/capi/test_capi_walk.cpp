// The C API's step is the headless avatar's step: the door walk over the synthetic place and
// shipped scenes, walked through sl_mover_step from sl_world_start, give the very floats the
// lab's Simulation gives frame for frame (the bindings' tests check the same against
// `sweeplab --headless` itself).
#include <catch2/catch.hpp>

#include <memory>

#include "capi_fixture.h"
#include "scene/loader.h"
#include "sim/script_player.h"
#include "sim/simulation.h"
#include "sweeplab/sweeplab.h"

using namespace sweeplab;
using namespace sweeplab::test::capi;

namespace {

// Walks `scene_path` both ways and returns the frames compared.
long compare_walk(const std::string& scene_path, const std::string& dat_dir) {
    scene::LoadOptions load;
    if (!dat_dir.empty()) load.dat_dir = dat_dir;
    const scene::Scene scene = scene::load_scene_file(scene_path, load);
    app::Simulation sim(scene);
    const app::ScriptPlayer script(scene);

    sl_world_options o{};
    o.struct_size = sizeof o;
    o.dat_dir = dat_dir.empty() ? nullptr : dat_dir.c_str();
    sl_world* world = nullptr;
    REQUIRE(sl_world_open_scene(scene_path.c_str(), &o, &world) == SL_OK);
    sl_position start{};
    REQUIRE(sl_world_start(world, &start) == SL_OK);
    float dt = 0.0f;
    REQUIRE(sl_world_frame_time(world, &dt) == SL_OK);
    CHECK(dt == sim.frame_dt());
    sl_mover* mover = nullptr;
    sl_position placed{};
    REQUIRE(sl_mover_create(world, nullptr, &start, &mover, &placed) == SL_OK);
    const glm::vec3 p0 = sim.player().output().position;
    CHECK(bits(placed.origin[0]) == bits(p0.x));
    CHECK(bits(placed.origin[1]) == bits(p0.y));
    CHECK(bits(placed.origin[2]) == bits(p0.z));
    long frames = 0;
    for (long f = 1; f <= script.frames(); ++f) {
        const app::FrameInput in = script.input(f);
        sim.step(in);
        const sl_controls c = controls(in.forward, in.strafe, in.turn, in.run, in.jump);
        sl_step_result r{};
        REQUIRE(sl_mover_step(world, mover, &c, dt, &r) == SL_OK);
        const app::FrameOutput& o2 = sim.output();
        INFO("frame " << f);
        REQUIRE(bits(r.position.origin[0]) == bits(o2.position.x));
        REQUIRE(bits(r.position.origin[1]) == bits(o2.position.y));
        REQUIRE(bits(r.position.origin[2]) == bits(o2.position.z));
        REQUIRE(r.contact == (o2.contact ? 1u : 0u));
        REQUIRE(r.on_walkable == (o2.on_walkable ? 1u : 0u));
        REQUIRE(bits(r.velocity[1]) == bits(o2.velocity.y));
        ++frames;
    }
    sl_mover_free(mover);
    sl_world_free(world);
    return frames;
}

} // namespace

TEST_CASE("capi walk: the door walk is the headless avatar's, bit for bit", "[capi]") {
    CHECK(compare_walk(door_walk_scene(), place_dir()) == 120);
}

TEST_CASE("capi walk: the door walk enters house A's room", "[capi]") {
    sl_world_options o{};
    o.struct_size = sizeof o;
    o.dat_dir = place_dir().c_str();
    sl_world* world = nullptr;
    REQUIRE(sl_world_open_scene(door_walk_scene().c_str(), &o, &world) == SL_OK);
    sl_position start{};
    REQUIRE(sl_world_start(world, &start) == SL_OK);
    CHECK(start.cell == 0xA9B40013u); // the land square (2, 2): x 48-72, y 48-72
    sl_mover* mover = nullptr;
    REQUIRE(sl_mover_create(world, nullptr, &start, &mover, nullptr) == SL_OK);
    const sl_controls c = controls(1.0f);
    sl_step_result r{};
    for (int f = 0; f < 120; ++f)
        REQUIRE(sl_mover_step(world, mover, &c, 1.0f / 30.0f, &r) == SL_OK);
    CHECK(r.position.cell == 0xA9B40100u); // house A's room
    CHECK(r.on_walkable == 1u);
    char text[128];
    REQUIRE(sl_format_location(&r.position, text, sizeof text) == SL_OK);
    CHECK(std::string(text).rfind("0xA9B40100 [60.000000 ", 0) == 0);
    sl_mover_free(mover);
    sl_world_free(world);
}

TEST_CASE("capi walk: shipped scenes are the headless avatar's, bit for bit", "[capi]") {
    for (const char* name : {"cottage", "porch-edge-run", "stairs-ramp"}) {
        INFO(name);
        CHECK(compare_walk(shipped_scene(name), "") > 30);
    }
}

TEST_CASE("capi walk: a DAT place opened by cell stands the human where --dat puts it", "[capi]") {
    sl_world* world = nullptr;
    // 0xA9B40002: the land square (0, 1), centre (12, 36), on the hills.
    REQUIRE(sl_world_open_dat(place_dir().c_str(), 0xA9B40002u, nullptr, &world) == SL_OK);
    sl_position start{};
    REQUIRE(sl_world_start(world, &start) == SL_OK);
    CHECK(start.cell == 0xA9B40002u);
    CHECK(start.origin[0] == Approx(12.0f));
    CHECK(start.origin[1] == Approx(36.0f));
    sl_mover* mover = nullptr;
    sl_position placed{};
    REQUIRE(sl_mover_create(world, nullptr, &start, &mover, &placed) == SL_OK);
    CHECK(placed.cell == 0xA9B40002u);
    CHECK(placed.origin[2] == Approx(start.origin[2]).margin(0.05));
    sl_step_result r{};
    REQUIRE(sl_mover_get(mover, &r) == SL_OK);
    CHECK(r.position.origin[2] == placed.origin[2]);
    sl_mover_free(mover);
    sl_world_free(world);
}

TEST_CASE("capi walk: a mover of a Setup has its spheres and steps, scaled", "[capi]") {
    sl_world* world = nullptr;
    REQUIRE(sl_world_open_dat(place_dir().c_str(), 0xA9B40013u, nullptr, &world) == SL_OK);
    const sl_position start = at(0xA9B40013u, 60.0f, 50.0f, 0.0f);
    // The synthetic place's person (tests/dat/writer/synthetic_place.h, kPersonSetup): the
    // human's spheres of 0.48 m at 0.475 and 1.35 m. Twice its size (spheres 1.92 m across)
    // it cannot pass house A's door, 1.2 m wide: the walk stops outside.
    sl_mover_desc d{};
    d.struct_size = sizeof d;
    d.setup_id = 0x02000A04u;
    d.scale = 2.0f;
    sl_mover* big = nullptr;
    REQUIRE(sl_mover_create(world, &d, &start, &big, nullptr) == SL_OK);
    d.scale = 1.0f;
    sl_mover* person = nullptr;
    REQUIRE(sl_mover_create(world, &d, &start, &person, nullptr) == SL_OK);
    const sl_controls c = controls(1.0f);
    sl_step_result r_big{}, r_person{};
    for (int f = 0; f < 120; ++f) {
        REQUIRE(sl_mover_step(world, big, &c, 1.0f / 30.0f, &r_big) == SL_OK);
        REQUIRE(sl_mover_step(world, person, &c, 1.0f / 30.0f, &r_person) == SL_OK);
    }
    CHECK(r_person.position.cell == 0xA9B40100u);
    CHECK(r_big.position.cell != 0xA9B40100u);
    CHECK(r_big.position.origin[1] < 56.0f);
    // A Setup the folder does not hold.
    d.setup_id = 0x0200FFFFu;
    sl_mover* none = nullptr;
    CHECK(sl_mover_create(world, &d, &start, &none, nullptr) == SL_ERROR_NOT_FOUND);
    CHECK(std::string(sl_last_error()).find("0x0200FFFF") != std::string::npos);
    sl_mover_free(big);
    sl_mover_free(person);
    sl_world_free(world);
}
