// Placement on a 38.7 degree stair tread (docs/divergences.md, "Placement into a tread is
// retail's"). Retail's placement insert
// (BSPTREE::find_collisions with PLACEMENT_INSERT, 0x0053A440) only asks whether the spheres
// intersect the solid; it never adjusts them out. A foot sphere started 4 mm into the tread
// is refused where asked, and CTransition::find_placement_pos's first ring (0.44 m out for a
// 0.48 m sphere: 4 m / ceil(4 / 0.48)) gives the spot; started clear of it, the avatar is
// placed where asked and steps down onto the tread.
#include <catch2/catch.hpp>

#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "physics/world/mover.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using namespace sweeplab::test;

namespace {

constexpr float kTread = 38.7f; // degrees

// A 4 x 4 m slab tilted by kTread about +X whose top face passes through the origin, on
// ground 10 m below (out of reach).
void add_tread(World& w) {
    ObjectDesc d;
    d.id = 60;
    const glm::quat tilt = glm::angleAxis(glm::radians(kTread), glm::vec3(1.0f, 0.0f, 0.0f));
    d.pos.frame.orientation = tilt;
    d.pos.frame.origin = -(tilt * glm::vec3(0.0f, 0.0f, 0.5f));
    d.state = PhysicsState::Static;
    d.bsp = compile_shell(box_mesh({2.0f, 2.0f, 0.5f}));
    w.add_object(d);
}

glm::vec3 tread_normal() {
    const float a = glm::radians(kTread);
    return {0.0f, -std::sin(a), std::cos(a)};
}

// The feet whose foot sphere (0.48 m at 0.48 m) reaches `depth` into the tread plane.
glm::vec3 feet_at_depth(float depth) {
    const glm::vec3 centre = tread_normal() * (0.48f - depth);
    return centre - glm::vec3(0.0f, 0.0f, 0.48f);
}

} // namespace

TEST_CASE("placement: 4 mm into a 38.7 degree tread moves the avatar to the first ring",
          "[placement][tread]") {
    World w;
    w.add_ground(-10.0f, 40.0f);
    add_tread(w);
    w.finalize();
    Mover m(w, MoverConfig::player());
    const glm::vec3 asked = feet_at_depth(0.004f);
    REQUIRE(m.place(asked, 0.0f));
    const glm::vec3 got = m.output().position;
    const float sideways = glm::length(glm::vec2(got.x - asked.x, got.y - asked.y));
    INFO("asked (" << asked.x << ", " << asked.y << ", " << asked.z << ") got (" << got.x << ", "
                   << got.y << ", " << got.z << ")");
    CHECK(sideways == Approx(4.0f / 9.0f).margin(0.01f));
}

TEST_CASE("placement: 5 mm higher, clear of the tread, the avatar is placed where asked",
          "[placement][tread]") {
    World w;
    w.add_ground(-10.0f, 40.0f);
    add_tread(w);
    w.finalize();
    Mover m(w, MoverConfig::player());
    const glm::vec3 asked = feet_at_depth(0.004f) + glm::vec3(0.0f, 0.0f, 0.005f);
    REQUIRE(m.place(asked, 0.0f));
    const glm::vec3 got = m.output().position;
    INFO("asked (" << asked.x << ", " << asked.y << ", " << asked.z << ") got (" << got.x << ", "
                   << got.y << ", " << got.z << ")");
    CHECK(got.x == Approx(asked.x).margin(1e-4f));
    CHECK(got.y == Approx(asked.y).margin(1e-4f));
    CHECK(got.z == Approx(asked.z).margin(0.01f));
    CHECK(m.output().contact);
}
