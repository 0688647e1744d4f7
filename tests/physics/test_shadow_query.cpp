// ShadowRegistry::query against a brute-force scan: every object whose bounds touch the box,
// each once, in registration order, whatever buckets the objects and the box span (the grid
// tests an object only in the first bucket of the query it covers).
#include <catch2/catch.hpp>

#include <array>
#include <random>
#include <vector>

#include "physics/transition/candidate_cache.h"
#include "physics/world/shadow_registry.h"
#include "registry_scan.h"

using namespace sweeplab::physics;
using sweeplab::physics::test::brute_force_query;
using sweeplab::physics::test::registry_query;

namespace {

ObjectDesc sphere_object(std::uint32_t id, const glm::vec3& at, float radius) {
    ObjectDesc d;
    d.id = id;
    d.pos.frame = Frame::from_yaw(at, 0.0f);
    d.spheres.push_back(Sphere{{0.0f, 0.0f, 0.0f}, radius});
    return d;
}

} // namespace

TEST_CASE("registry query: the brute-force answer, each object once, in order",
          "[world][broadphase]") {
    for (const int n : {1, 30, 300, 1500}) {
        std::mt19937 rng(static_cast<std::uint32_t>(n));
        std::uniform_real_distribution<float> u(-15.0f, 15.0f), z(-1.0f, 3.0f), r(0.05f, 2.5f);
        ShadowRegistry reg;
        for (int i = 0; i < n; ++i) {
            // Mostly small spheres (one to four buckets), some spanning many, a few larger
            // than the grid keeps in buckets.
            const float radius = i % 97 == 0 ? 80.0f : (i % 13 == 0 ? 6.0f : r(rng));
            reg.add(sphere_object(10u + static_cast<std::uint32_t>(i), {u(rng), u(rng), z(rng)},
                                  radius));
        }
        reg.finalize();
        // Dynamic objects after finalize: the hash part of the answer.
        std::vector<std::uint32_t> dynamic;
        for (int i = 0; i < 20; ++i)
            dynamic.push_back(reg.add_dynamic(sphere_object(100000u + static_cast<std::uint32_t>(i),
                                                            {u(rng), u(rng), z(rng)}, r(rng))));
        std::uniform_real_distribution<float> half(0.01f, 4.0f);
        for (int k = 0; k < 3000; ++k) {
            if (k % 100 == 0) {
                const std::uint32_t d = dynamic[static_cast<std::size_t>(k / 100) % 20];
                reg.move(d, Position{0, Frame::from_yaw({u(rng), u(rng), z(rng)}, 0.0f)});
                reg.set_removed(dynamic[static_cast<std::size_t>(k / 100 + 7) % 20], k % 200 == 0);
            }
            const glm::vec3 c(u(rng), u(rng), z(rng));
            const glm::vec3 h(half(rng), half(rng), half(rng));
            REQUIRE(registry_query(reg, c - h, c + h) == brute_force_query(reg, c - h, c + h));
        }
    }
}

TEST_CASE("registry query: boxes on bucket edges and outside the grid", "[world][broadphase]") {
    ShadowRegistry reg;
    std::uint32_t id = 1;
    // A lattice of unit spheres whose bounds end exactly on the 2 m bucket lines.
    for (int y = -4; y <= 4; ++y)
        for (int x = -4; x <= 4; ++x)
            reg.add(sphere_object(
                id++, {2.0f * static_cast<float>(x), 2.0f * static_cast<float>(y), 0.0f}, 1.0f));
    reg.finalize();
    for (float lo = -12.0f; lo <= 12.0f; lo += 0.5f)
        for (float size : {0.0f, 0.5f, 1.0f, 2.0f, 3.0f, 30.0f}) {
            const glm::vec3 a(lo, lo * 0.5f, -0.5f), b(lo + size, lo * 0.5f + size, 0.5f);
            REQUIRE(registry_query(reg, a, b) == brute_force_query(reg, a, b));
        }
}

TEST_CASE("candidate cache: kept across transitions, renewed when the registry changes",
          "[transition][broadphase]") {
    std::mt19937 rng(4242);
    std::uniform_real_distribution<float> u(-8.0f, 8.0f), r(0.2f, 0.8f), step(-0.1f, 0.1f);
    ShadowRegistry reg;
    for (int i = 0; i < 200; ++i)
        reg.add(sphere_object(10u + static_cast<std::uint32_t>(i), {u(rng), u(rng), 0.5f}, r(rng)));
    reg.finalize();
    std::vector<std::uint32_t> dynamic;
    for (int i = 0; i < 40; ++i)
        dynamic.push_back(reg.add_dynamic(
            sphere_object(5000u + static_cast<std::uint32_t>(i), {u(rng), u(rng), 0.5f}, r(rng))));
    ObjectCandidateCache cache; // one record's cache, never emptied (TransitionScratch::init)
    glm::vec3 c(0.0f, 0.0f, 0.5f);
    const glm::vec3 half(0.55f, 0.55f, 0.55f);
    int reused = 0;
    for (int transition = 0; transition < 3000; ++transition) {
        cache.disabled = false;
        const std::uint64_t before = reg.generation();
        // Between transitions a dynamic object may move, vanish or come back right where the
        // cached box is.
        if (transition % 3 == 0) {
            const std::uint32_t d = dynamic[static_cast<std::size_t>(transition) % 40];
            reg.move(d, Position{0, Frame::from_yaw(c + glm::vec3(step(rng), step(rng), 0), 0)});
            CHECK(reg.generation() != before);
        }
        if (transition % 7 == 0)
            reg.set_removed(dynamic[static_cast<std::size_t>(transition / 7) % 40],
                            transition % 14 == 0);
        for (int sub = 0; sub < 3; ++sub) {
            c += glm::vec3(step(rng), step(rng), 0.0f);
            const bool was_valid = cache.valid && cache.generation == reg.generation();
            std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> out{};
            const std::size_t n = object_candidates_near(cache, reg, c - half, c + half, out);
            const std::vector<std::uint32_t> got(out.begin(),
                                                 out.begin() + static_cast<std::ptrdiff_t>(n));
            REQUIRE(got == registry_query(reg, c - half, c + half));
            reused += was_valid && cache.generation == reg.generation() ? 1 : 0;
        }
    }
    CHECK(reused > 1000);
    // Two registries never share a generation, nor the cache their answers.
    ShadowRegistry other;
    CHECK(other.generation() != reg.generation());
    std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> out{};
    other.finalize();
    CHECK(object_candidates_near(cache, other, c - half, c + half, out) == 0);
}
