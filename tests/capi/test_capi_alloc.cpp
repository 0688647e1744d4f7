// A step through the C API allocates nothing once the world and the mover exist (the
// contract's rule): operator new is counted (tests/physics/alloc_counter.h, this
// executable's one replacement, which the shared library's calls reach too) over the door
// walk and over steps that fail.
#include <catch2/catch.hpp>

#include <cmath>

#include "../physics/alloc_counter.h"
#include "capi_fixture.h"
#include "sweeplab/sweeplab.h"

using namespace sweeplab::test::capi;
using sweeplab::test::AllocationCounter;

TEST_CASE("capi alloc: the door walk's steps allocate nothing", "[capi]") {
    sl_world_options o{};
    o.struct_size = sizeof o;
    o.dat_dir = place_dir().c_str();
    sl_world* world = nullptr;
    REQUIRE(sl_world_open_scene(door_walk_scene().c_str(), &o, &world) == SL_OK);
    sl_position start{};
    REQUIRE(sl_world_start(world, &start) == SL_OK);
    sl_mover* mover = nullptr;
    REQUIRE(sl_mover_create(world, nullptr, &start, &mover, nullptr) == SL_OK);
    const sl_controls walk = controls(1.0f, 0.0f, 10.0f, true);
    const sl_controls jump = controls(0.0f, 0.0f, 0.0f, false, true);
    sl_step_result r{};
    REQUIRE(sl_mover_step(world, mover, &walk, 1.0f / 30.0f, &r) == SL_OK); // warm-up
    AllocationCounter::start();
    int ok = 0;
    for (int f = 0; f < 240; ++f)
        ok += sl_mover_step(world, mover, f % 60 == 0 ? &jump : &walk, 1.0f / 30.0f, &r) == SL_OK;
    (void)sl_mover_get(mover, &r);
    const std::size_t allocations = AllocationCounter::stop();
    CHECK(ok == 240);
    CHECK(allocations == 0u);
    CHECK(r.position.origin[1] != 50.0f);
    sl_mover_free(mover);
    sl_world_free(world);
}
