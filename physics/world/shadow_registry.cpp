// The shadow-object registry and its uniform-grid broadphase.
#include "physics/world/shadow_registry.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace sweeplab::physics {

namespace {

constexpr int kMaxGridSide = 4096;
constexpr int kMaxBucketsPerObject = 64;

// The bounding sphere of a BSP: its root node's sphere (every node carries one).
Sphere bsp_bounds(const PhysicsBsp& bsp) {
    if (bsp.empty()) return Sphere{};
    return bsp.node(bsp.root()).bounding_sphere;
}

// Grows `acc` (world AABB) by a sphere.
void grow(glm::vec3& lo, glm::vec3& hi, const glm::vec3& c, float r) {
    lo = glm::min(lo, c - glm::vec3(r));
    hi = glm::max(hi, c + glm::vec3(r));
}

} // namespace

std::uint32_t ShadowRegistry::add(const ObjectDesc& d) {
    ShadowObject o;
    o.desc.id = d.id;
    o.desc.state = d.state;
    o.desc.scale = d.scale;
    o.desc.has_weenie = d.creature;
    o.desc.is_creature = d.creature;
    o.pos = d.pos;
    o.building = d.building;
    o.sphere_start = static_cast<std::uint32_t>(spheres_.size());
    o.sphere_count = static_cast<std::uint32_t>(d.spheres.size());
    spheres_.insert(spheres_.end(), d.spheres.begin(), d.spheres.end());
    o.cyl_start = static_cast<std::uint32_t>(cyls_.size());
    o.cyl_count = static_cast<std::uint32_t>(d.cylspheres.size());
    cyls_.insert(cyls_.end(), d.cylspheres.begin(), d.cylspheres.end());
    if (d.bsp != nullptr) {
        o.bsp = static_cast<std::int32_t>(bsps_.size());
        bsps_.push_back(d.bsp);
        o.desc.state |= PhysicsState::HasPhysicsBsp;
    }
    // World AABB of every shape, then its bounding sphere.
    glm::vec3 lo(1e30f), hi(-1e30f);
    const float s = d.scale;
    for (const Sphere& sp : d.spheres)
        grow(lo, hi, d.pos.frame.local_to_global(sp.center * s), sp.radius * s);
    for (const CylSphereShape& c : d.cylspheres) {
        const glm::vec3 mid = c.low_pt + glm::vec3(0.0f, 0.0f, 0.5f * c.height);
        grow(lo, hi, d.pos.frame.local_to_global(mid * s),
             std::sqrt(c.radius * c.radius + 0.25f * c.height * c.height) * s);
    }
    if (d.bsp != nullptr) {
        const Sphere b = bsp_bounds(*d.bsp);
        grow(lo, hi, d.pos.frame.local_to_global(b.center * s), b.radius * s);
    }
    if (lo.x > hi.x) lo = hi = d.pos.frame.origin;
    o.bounds.center = 0.5f * (lo + hi);
    o.bounds.radius = 0.5f * glm::length(hi - lo);
    objects_.push_back(o);
    return d.id;
}

const ShadowObject* ShadowRegistry::find(std::uint32_t id) const {
    for (const ShadowObject& o : objects_)
        if (o.desc.id == id) return &o;
    return nullptr;
}

void ShadowRegistry::finalize() {
    bucket_start_.clear();
    bucket_items_.clear();
    large_.clear();
    grid_w_ = grid_h_ = 0;
    if (objects_.empty()) return;
    glm::vec2 lo(1e30f), hi(-1e30f);
    for (const ShadowObject& o : objects_) {
        lo = glm::min(lo, glm::vec2(o.bounds.center) - glm::vec2(o.bounds.radius));
        hi = glm::max(hi, glm::vec2(o.bounds.center) + glm::vec2(o.bounds.radius));
    }
    grid_min_ = lo;
    // Clamped as floats before the cast: objects 1e30 m apart (or a NaN) overflow an int.
    auto to_int = [](float v, int lo_i, int hi_i) {
        if (!(v > static_cast<float>(lo_i))) return lo_i;
        return v >= static_cast<float>(hi_i) ? hi_i : static_cast<int>(v);
    };
    grid_w_ = to_int(std::ceil((hi.x - lo.x) / kBucketSize) + 1.0f, 1, kMaxGridSide);
    grid_h_ = to_int(std::ceil((hi.y - lo.y) / kBucketSize) + 1.0f, 1, kMaxGridSide);
    const auto buckets = static_cast<std::size_t>(grid_w_) * static_cast<std::size_t>(grid_h_);
    std::vector<std::uint32_t> counts(buckets + 1, 0u);
    auto range = [&](const ShadowObject& o, int& x0, int& x1, int& y0, int& y1) {
        auto idx = [&](float v, float m, int n) {
            return to_int(std::floor((v - m) / kBucketSize), 0, n - 1);
        };
        x0 = idx(o.bounds.center.x - o.bounds.radius, grid_min_.x, grid_w_);
        x1 = idx(o.bounds.center.x + o.bounds.radius, grid_min_.x, grid_w_);
        y0 = idx(o.bounds.center.y - o.bounds.radius, grid_min_.y, grid_h_);
        y1 = idx(o.bounds.center.y + o.bounds.radius, grid_min_.y, grid_h_);
        return (x1 - x0 + 1) * (y1 - y0 + 1) <= kMaxBucketsPerObject;
    };
    for (std::uint32_t i = 0; i < objects_.size(); ++i) {
        int x0, x1, y0, y1;
        if (!range(objects_[i], x0, x1, y0, y1)) {
            large_.push_back(i);
            continue;
        }
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                ++counts[static_cast<std::size_t>(y * grid_w_ + x)];
    }
    bucket_start_.assign(buckets + 1, 0u);
    for (std::size_t b = 0; b < buckets; ++b)
        bucket_start_[b + 1] = bucket_start_[b] + counts[b];
    bucket_items_.assign(bucket_start_[buckets], 0u);
    std::vector<std::uint32_t> fill(bucket_start_.begin(), bucket_start_.end() - 1);
    for (std::uint32_t i = 0; i < objects_.size(); ++i) {
        int x0, x1, y0, y1;
        if (!range(objects_[i], x0, x1, y0, y1)) continue;
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                bucket_items_[fill[static_cast<std::size_t>(y * grid_w_ + x)]++] = i;
    }
}

std::size_t ShadowRegistry::query(const glm::vec3& lo, const glm::vec3& hi,
                                  std::span<std::uint32_t> out, bool& overflow) const {
    overflow = false;
    std::size_t n = 0;
    auto consider = [&](std::uint32_t i) {
        const Sphere& b = objects_[i].bounds;
        const glm::vec3 nearest = glm::clamp(b.center, lo, hi);
        const glm::vec3 d = b.center - nearest;
        if (glm::dot(d, d) > b.radius * b.radius) return;
        if (n < out.size())
            out[n++] = i;
        else
            overflow = true;
    };
    for (std::uint32_t i : large_)
        consider(i);
    if (grid_w_ > 0 && std::isfinite(lo.x) && std::isfinite(lo.y) && std::isfinite(hi.x) &&
        std::isfinite(hi.y)) {
        auto idx = [&](float v, float m, int w) {
            return static_cast<int>(
                std::clamp(std::floor((v - m) / kBucketSize), -1.0f, static_cast<float>(w)));
        };
        const int x0 = std::max(idx(lo.x, grid_min_.x, grid_w_), 0);
        const int x1 = std::min(idx(hi.x, grid_min_.x, grid_w_), grid_w_ - 1);
        const int y0 = std::max(idx(lo.y, grid_min_.y, grid_h_), 0);
        const int y1 = std::min(idx(hi.y, grid_min_.y, grid_h_), grid_h_ - 1);
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x) {
                const auto b = static_cast<std::size_t>(y * grid_w_ + x);
                for (std::uint32_t k = bucket_start_[b]; k < bucket_start_[b + 1]; ++k)
                    consider(bucket_items_[k]);
            }
    }
    // Registration order, once each: the order retail's shadow list would give.
    std::sort(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n));
    const auto last = std::unique(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n));
    return static_cast<std::size_t>(last - out.begin());
}

} // namespace sweeplab::physics
