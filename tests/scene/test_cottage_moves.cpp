// Mover scenarios in the lead's cottage scene (assets/scenes/cottage.json): through the front
// door into room A and back outside, through the inner doorway into room B, and down the
// stairs into the cellar. Positions, cells, contact and penetration.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>

#include <glm/trigonometric.hpp>

#include "physics/world/mover.h"
#include "physics/world/penetration.h"
#include "scene/loader.h"
#include "scene/world_builder.h"
#include "tests/scene/scene_fixture.h"

using namespace sweeplab;
using physics::Mover;
using physics::MoverInput;

namespace {

using test::kDt;
using Run = test::LoadedScene;

Run load_cottage() {
    return test::load_shipped_scene("cottage");
}

float step(const physics::World& w, Mover& m, int frames, const MoverInput& in) {
    float worst = 0.0f;
    for (int i = 0; i < frames; ++i) {
        m.update(kDt, in);
        std::array<physics::Sphere, 2> s{};
        const std::uint32_t n = m.global_spheres(s);
        worst =
            std::max(worst, physics::max_penetration(
                                w, std::span<const physics::Sphere>(s.data(), n), m.config().id));
    }
    return worst;
}

std::uint32_t cell(const Run& r, const Mover& m) {
    return r.world->external_cell_id(m.output().cell);
}

} // namespace

TEST_CASE("cottage: through the front door into room A and back outside", "[cottage]") {
    Run r = load_cottage();
    Mover m(*r.world, scene::player_config(r.scene));
    REQUIRE(m.place({12.1f, -2.0f, 0.0f}, 0.0f));
    CHECK(cell(r, m) == 0u);
    MoverInput in;
    in.forward = 1.0f;
    float worst = step(*r.world, m, 45, in);
    CHECK(m.output().position.y > 2.0f);
    CHECK(cell(r, m) == 0x0100u);
    CHECK(m.output().on_walkable);
    // Turn around (180 deg/s for 1 s) and walk back out.
    MoverInput turn;
    turn.turn = 180.0f;
    worst = std::max(worst, step(*r.world, m, 30, turn));
    worst = std::max(worst, step(*r.world, m, 45, in));
    CHECK(m.output().position.y < -1.0f);
    CHECK(cell(r, m) == 0u);
    CHECK(m.output().contact);
    CHECK(worst <= 0.01f);
}

TEST_CASE("cottage: through the inner doorway into room B", "[cottage]") {
    Run r = load_cottage();
    Mover m(*r.world, scene::player_config(r.scene));
    REQUIRE(m.place({12.5f, 1.4f, 0.0f}, glm::radians(-90.0f)));
    CHECK(cell(r, m) == 0x0100u);
    MoverInput in;
    in.forward = 1.0f;
    const float worst = step(*r.world, m, 40, in);
    CHECK(m.output().position.x > 15.0f);
    CHECK(cell(r, m) == 0x0101u);
    CHECK(m.output().on_walkable);
    CHECK(worst <= 0.01f);
}

TEST_CASE("cottage: down the stairs into the cellar", "[cottage]") {
    Run r = load_cottage();
    Mover m(*r.world, scene::player_config(r.scene));
    REQUIRE(m.place({14.5f, 4.4f, 0.0f}, glm::radians(-90.0f)));
    CHECK(cell(r, m) == 0x0101u);
    MoverInput in;
    in.forward = 1.0f;
    // Down the ten 0.25 m steps until the east wall stops the walk on the last tread (the
    // floor strip beyond the last riser is narrower than the foot sphere).
    float worst = step(*r.world, m, 60, in);
    CHECK(m.output().position.x > 17.0f);
    CHECK(m.output().position.z == Approx(-2.0f).margin(0.02));
    CHECK(cell(r, m) == 0x0102u);
    // Turn to face -y and walk off the side of the stair onto the cellar floor.
    MoverInput turn;
    turn.turn = -90.0f;
    worst = std::max(worst, step(*r.world, m, 30, turn));
    worst = std::max(worst, step(*r.world, m, 45, in));
    CHECK(m.output().position.y < 3.0f);
    CHECK(m.output().position.z == Approx(-2.5f).margin(0.02));
    CHECK(cell(r, m) == 0x0102u);
    CHECK(m.output().on_walkable);
    CHECK(worst <= 0.01f);
}
