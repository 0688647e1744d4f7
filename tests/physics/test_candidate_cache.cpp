// The transition's broadphase candidate cache answers exactly what ShadowRegistry::query
// answers (same objects, same order) for drifting boxes like a transition's sub-steps, jumps
// out of the cached box, dense spots beyond its capacity and non-finite boxes.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "physics/transition/candidate_cache.h"
#include "physics/world/shadow_registry.h"

using namespace sweeplab::physics;

namespace {

ShadowRegistry random_registry(std::mt19937& rng, int n, float half) {
    ShadowRegistry reg;
    std::uniform_real_distribution<float> u(-half, half), r(0.1f, 1.2f), z(0.0f, 2.0f);
    for (int i = 0; i < n; ++i) {
        ObjectDesc d;
        d.id = 100u + static_cast<std::uint32_t>(i);
        d.pos.frame = Frame::from_yaw({u(rng), u(rng), z(rng)}, 0.0f);
        d.creature = (i % 3) == 0;
        d.spheres.push_back(Sphere{{0.0f, 0.0f, 0.5f}, i % 50 == 0 ? 40.0f : r(rng)});
        reg.add(d);
    }
    reg.finalize();
    return reg;
}

std::vector<std::uint32_t> direct(const ShadowRegistry& reg, const glm::vec3& lo,
                                  const glm::vec3& hi) {
    std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> out{};
    bool overflow = false;
    const std::size_t n = reg.query(lo, hi, out, overflow);
    return {out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n)};
}

std::vector<std::uint32_t> cached(ObjectCandidateCache& cache, const ShadowRegistry& reg,
                                  const glm::vec3& lo, const glm::vec3& hi) {
    std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> out{};
    const std::size_t n = object_candidates_near(cache, reg, lo, hi, out);
    return {out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n)};
}

} // namespace

TEST_CASE("candidate cache: identical to the registry's query", "[transition][broadphase]") {
    for (const int density : {20, 400, 4000}) {
        std::mt19937 rng(static_cast<std::uint32_t>(7 + density));
        const ShadowRegistry reg = random_registry(rng, density, 12.0f);
        std::uniform_real_distribution<float> u(-13.0f, 13.0f), step(-0.08f, 0.08f),
            size(0.2f, 1.6f);
        ObjectCandidateCache cache;
        int hits = 0;
        for (int transition = 0; transition < 2000; ++transition) {
            cache.valid = false; // TransitionScratch::init
            cache.disabled = false;
            glm::vec3 c(u(rng), u(rng), 1.0f);
            const glm::vec3 half(size(rng), size(rng), size(rng));
            for (int sub = 0; sub < 8; ++sub) {
                if (sub == 5) c += glm::vec3(0.0f, 0.0f, 0.4f); // a step-up probe
                c += glm::vec3(step(rng), step(rng), step(rng));
                const auto want = direct(reg, c - half, c + half);
                const auto got = cached(cache, reg, c - half, c + half);
                REQUIRE(got == want);
                hits += cache.valid ? 1 : 0;
            }
        }
        CHECK(hits > 0);
    }
}

TEST_CASE("candidate cache: non-finite boxes go to the registry", "[transition][broadphase]") {
    std::mt19937 rng(99);
    const ShadowRegistry reg = random_registry(rng, 200, 10.0f);
    ObjectCandidateCache cache;
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const glm::vec3 lo(nan, 0.0f, 0.0f), hi(1.0f, 1.0f, 1.0f);
    CHECK(cached(cache, reg, lo, hi) == direct(reg, lo, hi));
    CHECK_FALSE(cache.valid);
}
