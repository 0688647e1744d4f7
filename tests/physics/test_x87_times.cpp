// Times of impact kept in double where retail keeps them on the x87 stack (docs/divergences.md,
// "Float, not x87"),
// and FREE_ROTATE taken from the setup's AllowFreeHeading flag.
#include <catch2/catch.hpp>

#include <cmath>

#include "collision_family_fixture.h"
#include "physics/collision/sphere_collision.h"
#include "physics/math/constants.h"
#include "physics/world/mover.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using namespace sweeplab::physics::testing;

TEST_CASE("CSphere::collide_with_point backs up with the unrounded time of impact",
          "[sphere_family][x87]") {
    // A PerfectClip foot sphere moving obliquely into a ball: the time of impact is not a
    // float, and rounding it first moves the check position differently in the last bits.
    const glm::vec3 from(-1.0f, 0.1234f, 0.0567f);
    const glm::vec3 to(0.3f, 0.2f, 0.01f);
    const Sphere ball{{1.0f, 0.05f, kFootZ}, 0.5f};
    auto t = mover(from, to, ObjectInfoState::PathClipped | ObjectInfoState::PerfectClip, 1);
    const glm::vec3 curr = t->sphere_path.global_curr_center[0];
    const glm::vec3 check = t->sphere_path.global_sphere[0].center;
    REQUIRE(sphere_intersects(ball, *t, false) == TransitionState::Adjusted);

    // Retail 0x00537230: x = m.x * t - m.x rounded once; y and z store m * t first.
    const float full_radsum = (ball.radius + 0.48f - kEpsilon) + kEpsilon;
    const glm::vec3 m = check - curr;
    const double time = csphere::find_time_of_collision(m, curr - ball.center, full_radsum);
    REQUIRE(time > 0.0);
    REQUIRE(time < 1.0);
    const glm::vec3 offset(
        static_cast<float>(double(m.x) * time - double(m.x)),
        static_cast<float>(double(static_cast<float>(double(m.y) * time)) - double(m.y)),
        static_cast<float>(double(static_cast<float>(double(m.z) * time)) - double(m.z)));
    const glm::vec3 rounded = m * static_cast<float>(time) - m; // the float reading
    // The case is chosen so the two readings differ.
    REQUIRE(rounded != offset);
    const glm::vec3 expect = to + offset;
    CHECK(feet(*t).x == expect.x);
    CHECK(feet(*t).y == expect.y);
    CHECK(feet(*t).z == expect.z);
}

TEST_CASE("mover: FREE_ROTATE comes from the setup's AllowFreeHeading flag", "[mover][x87]") {
    World w;
    w.add_ground(0.0f, 20.0f);
    w.finalize();
    for (const bool free_heading : {false, true}) {
        MoverConfig cfg = MoverConfig::player();
        cfg.free_heading = free_heading;
        Mover m(w, cfg);
        REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
        MoverInput in;
        in.forward = 1.0f;
        m.update(1.0f / 30.0f, in);
        const Transition* t = m.last_transition();
        REQUIRE(t != nullptr);
        CHECK(t->object_info.has_state(ObjectInfoState::FreeRotate) == free_heading);
        CHECK(t->object_info.has_state(ObjectInfoState::EdgeSlide)); // 0x400C08
    }
}
