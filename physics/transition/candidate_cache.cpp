// Not retail: the transition's broadphase candidate cache (candidate_cache.h).
#include "physics/transition/candidate_cache.h"

#include <algorithm>
#include <cmath>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

namespace sweeplab::physics {

namespace {

// ShadowRegistry::query's overlap test for one object's bounds (kept identical to it: the
// cache below must answer exactly what the registry would).
bool bounds_touch_box(const Sphere& b, const glm::vec3& lo, const glm::vec3& hi) {
    const glm::vec3 nearest = glm::clamp(b.center, lo, hi);
    const glm::vec3 d = b.center - nearest;
    return !(glm::dot(d, d) > b.radius * b.radius);
}

bool finite_box(const glm::vec3& lo, const glm::vec3& hi) {
    return std::isfinite(lo.x) && std::isfinite(lo.y) && std::isfinite(lo.z) &&
           std::isfinite(hi.x) && std::isfinite(hi.y) && std::isfinite(hi.z);
}

} // namespace

// An object touching the smaller box touches the larger one, so filtering the larger box's
// candidates (in registration order) keeps exactly the objects and order of a direct query.
std::size_t object_candidates_near(ObjectCandidateCache& cache, const ShadowRegistry& reg,
                                   const glm::vec3& lo, const glm::vec3& hi,
                                   std::span<std::uint32_t> out) {
    bool overflow = false;
    if (cache.disabled || !finite_box(lo, hi)) return reg.query(lo, hi, out, overflow);
    const bool current = cache.valid && cache.generation == reg.generation() &&
                         cache.objects == reg.objects().data();
    const bool inside = current && lo.x >= cache.lo.x && lo.y >= cache.lo.y && lo.z >= cache.lo.z &&
                        hi.x <= cache.hi.x && hi.y <= cache.hi.y && hi.z <= cache.hi.z;
    if (!inside) {
        // A registry that changed since the last fetch (objects moving between transitions)
        // will change again before the next transition: fetch only this transition's margin.
        const float margin = cache.valid && cache.generation != reg.generation()
                                 ? kCandidateCacheMarginLive
                                 : kCandidateCacheMargin;
        const glm::vec3 clo = lo - glm::vec3(margin), chi = hi + glm::vec3(margin);
        const std::size_t n = reg.query(clo, chi, out, overflow);
        // More than the cache holds (a packed crowd): ask the registry directly.
        if (overflow || n > cache.index.size()) {
            cache.valid = false;
            cache.disabled = true; // the rest of this transition asks directly
            return reg.query(lo, hi, out, overflow);
        }
        std::copy_n(out.begin(), n, cache.index.begin());
        cache.count = static_cast<std::uint32_t>(n);
        cache.generation = reg.generation();
        cache.objects = reg.objects().data();
        cache.lo = clo;
        cache.hi = chi;
        cache.valid = true;
    }
    const auto objects = reg.objects();
    std::size_t n = 0;
    for (std::uint32_t k = 0; k < cache.count && n < out.size(); ++k)
        if (bounds_touch_box(objects[cache.index[k]].bounds, lo, hi)) out[n++] = cache.index[k];
    return n;
}

} // namespace sweeplab::physics
