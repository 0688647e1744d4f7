// Not retail: the transition's broadphase candidate cache (candidate_cache.h).
#include "physics/transition/candidate_cache.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

namespace sweeplab::physics {

namespace {

// ShadowRegistry::query's overlap test for one object's bounds (kept identical to it: the
// cache below must answer exactly what the registry would).
bool bounds_touch_box(const Sphere& b, const glm::vec3& lo, const glm::vec3& hi) {
    const glm::vec3 nearest = glm::clamp(b.center, lo, hi);
    const glm::vec3 d = b.center - nearest;
    return !(glm::dot(d, d) > b.radius * b.radius);
}

// bounds_touch_box in scalars, the same operations in the same order (glm::clamp is
// min(max(x, lo), hi) with std::min/std::max's comparisons; glm::dot sums x, y, then z).
inline bool bounds_touch_box_scalar(const Sphere& b, const glm::vec3& lo, const glm::vec3& hi) {
    const float dx = b.center.x - std::min(std::max(b.center.x, lo.x), hi.x);
    const float dy = b.center.y - std::min(std::max(b.center.y, lo.y), hi.y);
    const float dz = b.center.z - std::min(std::max(b.center.z, lo.z), hi.z);
    return !(dx * dx + dy * dy + dz * dz > b.radius * b.radius);
}

bool finite_box(const glm::vec3& lo, const glm::vec3& hi) {
    return std::isfinite(lo.x) && std::isfinite(lo.y) && std::isfinite(lo.z) &&
           std::isfinite(hi.x) && std::isfinite(hi.y) && std::isfinite(hi.z);
}

// Not retail: a box's candidates made available: kCached when the cache's answer holds them
// (fetched again, kCandidateCacheMargin larger, when it did not), else the count of the
// registry's direct answer, written to `out` (a disabled cache or a non-finite box).
constexpr std::size_t kCached = static_cast<std::size_t>(-1);

// True when every point of the box lo..hi lies inside the bounds with a margin (1e-4 of the
// squared radius) far above the rounding of bounds_touch_box: then that test, for any box
// inside lo..hi whose lo <= hi, finds its nearest point inside the bounds, computed
// distance and all (its float errors are a few parts in 10^7).
bool bounds_cover_box(const Sphere& b, const glm::vec3& lo, const glm::vec3& hi) {
    // The farthest corner, in float: its own rounding is a few parts in 10^7 too.
    const float fx = std::max(std::fabs(lo.x - b.center.x), std::fabs(hi.x - b.center.x));
    const float fy = std::max(std::fabs(lo.y - b.center.y), std::fabs(hi.y - b.center.y));
    const float fz = std::max(std::fabs(lo.z - b.center.z), std::fabs(hi.z - b.center.z));
    const float far2 = fx * fx + fy * fy + fz * fz;
    return far2 <= b.radius * b.radius * (1.0f - 1e-4f); // false for NaN and infinity
}

// ObjectCandidateCache::kFarCandidate: what obj_collisions.cpp's far_bsp_object asks of the
// object alone.
bool far_candidate(const ShadowRegistry& reg, const ShadowObject& o) {
    static constexpr glm::quat kIdentity(1.0f, 0.0f, 0.0f, 0.0f);
    constexpr PhysicsState kAsked =
        PhysicsState::HasPhysicsBsp | PhysicsState::Ethereal | PhysicsState::Missile;
    return !o.has_parent && !o.desc.has_weenie &&
           (o.desc.state & kAsked) == PhysicsState::HasPhysicsBsp && reg.bsp(o) != nullptr &&
           o.desc.scale == 1.0f &&
           std::memcmp(&o.pos.frame.orientation, &kIdentity, sizeof kIdentity) == 0;
}

std::size_t fetch(ObjectCandidateCache& cache, const ShadowRegistry& reg, const glm::vec3& lo,
                  const glm::vec3& hi, std::span<std::uint32_t> out) {
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
        const auto objects = reg.objects();
        // Bounds narrower than half the box's widest side cannot cover it (a crowd member).
        const float half = 0.5f * std::max(std::max(chi.x - clo.x, chi.y - clo.y), chi.z - clo.z);
        for (std::size_t k = 0; k < n; ++k) {
            const ShadowObject& o = objects[cache.index[k]];
            const bool covers = o.bounds.radius > half && bounds_cover_box(o.bounds, clo, chi);
            cache.flags[k] = static_cast<std::uint8_t>(
                (o.building ? ObjectCandidateCache::kBuilding : 0) |
                (covers ? ObjectCandidateCache::kCoversBox : 0) |
                (far_candidate(reg, o) ? ObjectCandidateCache::kFarCandidate : 0) |
                (has(o.desc.state, PhysicsState::Static) ? ObjectCandidateCache::kStatic : 0));
        }
        cache.land_valid = false;
    }
    return kCached;
}

// find_obj_collisions' test of a candidate against the land square (kept identical to it).
bool bounds_on_land(const Sphere& b, const glm::vec2& land_min, const glm::vec2& land_max) {
    return !(b.center.x + b.radius < land_min.x || b.center.x - b.radius > land_max.x ||
             b.center.y + b.radius < land_min.y || b.center.y - b.radius > land_max.y);
}

} // namespace

// An object touching the smaller box touches the larger one, so filtering the larger box's
// candidates (in registration order) keeps exactly the objects and order of a direct query.
std::size_t object_candidates_near(ObjectCandidateCache& cache, const ShadowRegistry& reg,
                                   const glm::vec3& lo, const glm::vec3& hi,
                                   std::span<std::uint32_t> out) {
    const std::size_t direct = fetch(cache, reg, lo, hi, out);
    if (direct != kCached) return direct;
    const auto objects = reg.objects();
    std::size_t n = 0;
    for (std::uint32_t k = 0; k < cache.count && n < out.size(); ++k)
        if (bounds_touch_box(objects[cache.index[k]].bounds, lo, hi)) out[n++] = cache.index[k];
    return n;
}

// object_candidates_near less buildings and objects off the land square, with the answers
// that depend only on the cached candidates kept beside them: a candidate whose bounds cover
// the cached box touches every box inside it (bounds_cover_box), and whether it is a
// building or on the square is the same every pass over the same square.
std::size_t land_pass_candidates(ObjectCandidateCache& cache, const ShadowRegistry& reg,
                                 const glm::vec3& lo, const glm::vec3& hi,
                                 const glm::vec2& land_min, const glm::vec2& land_max,
                                 std::span<std::uint32_t> out, std::span<std::uint8_t> out_flags) {
    const auto objects = reg.objects();
    // fetch's answer when the cached box holds this one, tested here first: an ordered box
    // inside the (finite) cached box is finite.
    const bool ordered = lo.x <= hi.x && lo.y <= hi.y && lo.z <= hi.z;
    const bool held =
        ordered && !cache.disabled && cache.valid && cache.generation == reg.generation() &&
        cache.objects == reg.objects().data() && lo.x >= cache.lo.x && lo.y >= cache.lo.y &&
        lo.z >= cache.lo.z && hi.x <= cache.hi.x && hi.y <= cache.hi.y && hi.z <= cache.hi.z;
    if (!held) {
        const std::size_t direct = fetch(cache, reg, lo, hi, out);
        if (direct != kCached) {
            std::size_t n = 0;
            for (std::size_t k = 0; k < direct; ++k) {
                const ShadowObject& o = objects[out[k]];
                if (!o.building && bounds_on_land(o.bounds, land_min, land_max)) {
                    out_flags[n] = 0;
                    out[n++] = out[k];
                }
            }
            return n;
        }
    }
    if (!cache.land_valid || !(cache.land_min == land_min) || !(cache.land_max == land_max)) {
        for (std::uint32_t k = 0; k < cache.count; ++k) {
            std::uint8_t& f = cache.flags[k];
            f = static_cast<std::uint8_t>(f & ~ObjectCandidateCache::kOnLand);
            if (bounds_on_land(objects[cache.index[k]].bounds, land_min, land_max))
                f = static_cast<std::uint8_t>(f | ObjectCandidateCache::kOnLand);
        }
        cache.land_min = land_min;
        cache.land_max = land_max;
        cache.land_valid = true;
    }
    // bounds_cover_box's promise holds only for a box whose lo <= hi.
    const std::uint8_t covers = ordered ? ObjectCandidateCache::kCoversBox : 0;
    std::size_t n = 0;
    for (std::uint32_t k = 0; k < cache.count && n < out.size(); ++k) {
        const std::uint8_t f = cache.flags[k];
        if ((f & (ObjectCandidateCache::kBuilding | ObjectCandidateCache::kOnLand)) !=
            ObjectCandidateCache::kOnLand)
            continue;
        if ((f & covers) == 0 && !bounds_touch_box_scalar(objects[cache.index[k]].bounds, lo, hi))
            continue;
        out_flags[n] = f;
        out[n++] = cache.index[k];
    }
    return n;
}

} // namespace sweeplab::physics
