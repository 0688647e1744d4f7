#pragma once
// The broadphase tests' two views of one question, "which objects touch this box": the
// registry's answer, and a brute-force scan of every object with the registry's own overlap
// test (bounds sphere against the box, removed objects skipped), in registration order.
#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <vector>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "physics/world/shadow_registry.h"

namespace sweeplab::physics::test {

inline std::vector<std::uint32_t> brute_force_query(const ShadowRegistry& reg, const glm::vec3& lo,
                                                    const glm::vec3& hi) {
    std::vector<std::uint32_t> out;
    const auto objects = reg.objects();
    for (std::uint32_t i = 0; i < objects.size(); ++i) {
        if (objects[i].removed) continue;
        const Sphere& b = objects[i].bounds;
        const glm::vec3 nearest = glm::clamp(b.center, lo, hi);
        const glm::vec3 d = b.center - nearest;
        if (!(glm::dot(d, d) > b.radius * b.radius)) out.push_back(i);
    }
    return out;
}

// ShadowRegistry::query into a vector; the answer must not overflow.
inline std::vector<std::uint32_t> registry_query(const ShadowRegistry& reg, const glm::vec3& lo,
                                                 const glm::vec3& hi) {
    std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> out{};
    bool overflow = false;
    const std::size_t n = reg.query(lo, hi, out, overflow);
    REQUIRE_FALSE(overflow);
    return {out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n)};
}

} // namespace sweeplab::physics::test
