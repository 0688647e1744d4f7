// fuzz_physics finding (a long run, fuzz/regressions/physics/strafe-nan-leave-ground;
// docs/robustness.md):
// a NaN strafe key passed std::clamp, made the state velocity NaN, and LeaveGround (or a jump)
// turned it into a NaN physics velocity. A NaN key now moves nothing.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "physics/world/mover.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;

TEST_CASE("mover: a NaN forward or strafe key moves nothing, even through a jump",
          "[mover][findings]") {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    for (const bool nan_forward : {false, true}) {
        World w;
        w.add_ground(0.0f, 20.0f);
        w.finalize();
        Mover m(w, MoverConfig::player());
        REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
        MoverInput in;
        in.forward = nan_forward ? nan : 1.0f;
        in.strafe = nan_forward ? 1.0f : nan;
        in.run = true;
        in.jump = true;
        for (int i = 0; i < 30; ++i) {
            m.update(1.0f / 30.0f, in);
            in.jump = (i % 2) == 1;
            const auto& o = m.output();
            INFO("frame " << i << " nan_forward " << nan_forward);
            REQUIRE(std::isfinite(o.physics_velocity.x));
            REQUIRE(std::isfinite(o.physics_velocity.y));
            REQUIRE(std::isfinite(o.physics_velocity.z));
            REQUIRE(std::isfinite(o.position.x));
            REQUIRE(std::isfinite(o.position.y));
        }
        // The finite key still moves it.
        if (nan_forward)
            CHECK(std::fabs(m.output().position.x) > 0.5f);
        else
            CHECK(m.output().position.y > 1.0f);
    }
}
