// The registry's dynamic objects (ShadowRegistry::add_dynamic / move / set_removed): their
// cell lists (a 128 x 128 tiling of 2 m cells, an object tested once per query in the first
// cell it shares with the box, a move within the same cells keeping its lists) against a
// brute-force scan of every object's bounds, over a crowd that walks in small steps (most
// moves stay in their cells), jumps, crosses negative coordinates and the tiling's period
// (256 m: cells 128 apart share a list), grows past the nine-cell limit and vanishes.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <random>
#include <vector>

#include "physics/world/shadow_registry.h"
#include "registry_scan.h"

using namespace sweeplab::physics;
using sweeplab::physics::test::brute_force_query;
using sweeplab::physics::test::registry_query;

namespace {

ObjectDesc creature(std::uint32_t id, const glm::vec3& at, float radius) {
    ObjectDesc d;
    d.id = id;
    d.pos.frame = Frame::from_yaw(at, 0.0f);
    d.state = PhysicsState::None;
    d.creature = true;
    d.spheres.push_back(Sphere{{0.0f, 0.0f, radius}, radius});
    return d;
}

} // namespace

TEST_CASE("dynamic objects: every query the brute-force answer while the crowd moves",
          "[world][broadphase]") {
    std::mt19937 rng(2718);
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    ShadowRegistry reg;
    reg.add(creature(1u, {3.0f, 3.0f, 0.0f}, 0.5f)); // one static object
    reg.finalize();
    // Two clumps 256 m apart (the tiling's period) and one across the origin.
    const std::array<glm::vec3, 3> centres{glm::vec3(10.0f, 10.0f, 0.0f),
                                           glm::vec3(266.0f, -246.0f, 0.0f),
                                           glm::vec3(-1.0f, 1.0f, 0.0f)};
    std::vector<std::uint32_t> index;
    std::vector<glm::vec3> at;
    for (std::uint32_t i = 0; i < 300; ++i) {
        const glm::vec3 c = centres[i % 3] + glm::vec3(8.0f * u(rng), 8.0f * u(rng), 0.0f);
        index.push_back(reg.add_dynamic(creature(100u + i, c, 0.48f)));
        at.push_back(c);
    }
    std::size_t moves = 0;
    for (int frame = 0; frame < 60; ++frame) {
        for (std::size_t i = 0; i < index.size(); ++i) {
            // Mostly a walking step; now and then a jump of metres, or a return on a cell edge.
            glm::vec3 step(0.15f * u(rng), 0.15f * u(rng), 0.0f);
            if ((i + static_cast<std::size_t>(frame)) % 37 == 0)
                step = glm::vec3(6.0f * u(rng), 6.0f * u(rng), 0.0f);
            at[i] += step;
            if ((i + static_cast<std::size_t>(frame)) % 53 == 0)
                at[i].x = 2.0f * std::round(at[i].x);
            Position p;
            p.frame = Frame::from_yaw(at[i], 0.0f);
            REQUIRE(reg.move(index[i], p));
            ++moves;
        }
        reg.set_removed(index[static_cast<std::size_t>(frame) % index.size()], frame % 3 == 0);
        for (int q = 0; q < 200; ++q) {
            const glm::vec3 c = centres[static_cast<std::size_t>(q) % 3] +
                                glm::vec3(10.0f * u(rng), 10.0f * u(rng), 0.5f);
            const float h = q % 10 == 0 ? 7.0f * std::abs(u(rng)) : 0.7f * std::abs(u(rng));
            const glm::vec3 half(h, 0.8f * h + 0.01f, 1.0f);
            REQUIRE(registry_query(reg, c - half, c + half) ==
                    brute_force_query(reg, c - half, c + half));
        }
        // Boxes exactly on cell lines, and one spanning both clumps' tiles.
        const glm::vec3 edge(2.0f * static_cast<float>(frame % 7), -2.0f, 0.0f);
        REQUIRE(registry_query(reg, edge, edge + glm::vec3(2.0f, 4.0f, 1.0f)) ==
                brute_force_query(reg, edge, edge + glm::vec3(2.0f, 4.0f, 1.0f)));
    }
    REQUIRE(moves == 60u * 300u);
    const glm::vec3 wide_lo(-20.0f, -260.0f, -1.0f), wide_hi(280.0f, 20.0f, 2.0f);
    REQUIRE(registry_query(reg, wide_lo, wide_hi) == brute_force_query(reg, wide_lo, wide_hi));
    // Beside an object on the oversize list (more than nine cells).
    ShadowRegistry big;
    big.finalize();
    const std::uint32_t k = big.add_dynamic(creature(7u, {0.5f, 0.5f, 0.0f}, 0.48f));
    const std::uint32_t k2 = big.add_dynamic(creature(8u, {0.5f, 0.5f, 0.0f}, 5.0f));
    for (float x : {0.5f, 1.9f, 2.1f, -0.1f, -300.0f, 0.5f}) {
        Position p;
        p.frame = Frame::from_yaw({x, x, 0.0f}, 0.0f);
        REQUIRE(big.move(k, p));
        p.frame = Frame::from_yaw({-x, x, 0.0f}, 0.0f);
        REQUIRE(big.move(k2, p));
        for (float qx : {-301.0f, -2.0f, 0.0f, 1.0f, 2.0f})
            REQUIRE(registry_query(big, {qx, qx, -1.0f}, {qx + 1.0f, qx + 1.0f, 2.0f}) ==
                    brute_force_query(big, {qx, qx, -1.0f}, {qx + 1.0f, qx + 1.0f, 2.0f}));
    }
}
