// The lab's projectile launcher in the thin-wall scene: a 5 cm missile at 20 m/s fired at
// a 5 cm wall never ends a frame on the far side (it does not tunnel), and it stops.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "sim/lab_controller.h"

using namespace sweeplab;

TEST_CASE("a 5 cm projectile does not tunnel through the 5 cm wall", "[lab][projectile]") {
    app::LabController lab(std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/thin-wall.json");
    const app::FrameInput keys;
    lab.step_frame(keys);
    lab.fire_projectile(); // from the head along +Y, at the wall 4 m ahead
    float nearest_wall = 1e9f;
    for (int f = 0; f < 90; ++f) {
        lab.step_frame(keys);
        const app::ProjectileView& p = lab.projectiles().views()[0];
        REQUIRE(p.active);
        REQUIRE(std::isfinite(p.center.x));
        REQUIRE(std::isfinite(p.center.y));
        REQUIRE(std::isfinite(p.center.z));
        // The wall's near face is at y = 3.975; the far face at 4.025.
        CHECK(p.center.y < 4.025f);
        nearest_wall = std::min(nearest_wall, std::fabs(3.975f - p.center.y));
    }
    CHECK(nearest_wall < 0.2f); // it did reach the wall
}
