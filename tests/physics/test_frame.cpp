#include <catch2/catch.hpp>

#include "physics/math/frame.h"

using namespace sweeplab::physics;

TEST_CASE("Frame round-trips a point through a yawed frame", "[math][frame]") {
    const Frame f = Frame::from_yaw({1.0f, 2.0f, 3.0f}, glm::radians(90.0f));
    const glm::vec3 local{0.0f, 1.0f, 0.0f};
    const glm::vec3 g = f.local_to_global(local);
    // yaw 90 deg counter-clockwise turns +Y into -X.
    CHECK(g.x == Approx(0.0f).margin(1e-6));
    CHECK(g.y == Approx(2.0f).margin(1e-6));
    CHECK(g.z == Approx(3.0f).margin(1e-6));
    const glm::vec3 back = f.global_to_local(g);
    CHECK(back.y == Approx(1.0f).margin(1e-6));
}
