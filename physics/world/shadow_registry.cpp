// The shadow-object registry and its uniform-grid broadphase.
#include "physics/world/shadow_registry.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>

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

// The dynamic hash: integer cells of kBucketSize metres from the origin, hashed.
constexpr float kMaxCellCoord = 1048576.0f;

// clamp(floor(v / kBucketSize), -kMaxCellCoord, kMaxCellCoord) for a finite v, without the
// libm floor: below 2^20 in magnitude the truncated quotient is exact, and one less than it
// when it rounded a negative quotient up.
int cell_coord(float v) {
    const float q = v / ShadowRegistry::kBucketSize;
    if (!(q < kMaxCellCoord)) return static_cast<int>(kMaxCellCoord);
    if (!(q > -kMaxCellCoord)) return -static_cast<int>(kMaxCellCoord);
    const int t = static_cast<int>(q);
    return static_cast<float>(t) > q ? t - 1 : t;
}

// The cell's place in a 128 x 128 tiling (256 m square): cells closer than 128 apart in
// both axes never share a list.
std::size_t hash_cell(int x, int y) {
    static_assert(ShadowRegistry::kDynamicHashBuckets == 128u * 128u);
    return (static_cast<std::uint32_t>(x) & 127u) | ((static_cast<std::uint32_t>(y) & 127u) << 7u);
}

// The hash cells a box covers; false when the box is not finite.
bool bucket_range(const glm::vec3& lo, const glm::vec3& hi, int& x0, int& x1, int& y0, int& y1) {
    if (!std::isfinite(lo.x) || !std::isfinite(lo.y) || !std::isfinite(hi.x) ||
        !std::isfinite(hi.y))
        return false;
    x0 = cell_coord(lo.x);
    x1 = cell_coord(hi.x);
    y0 = cell_coord(lo.y);
    y1 = cell_coord(hi.y);
    return x0 <= x1 && y0 <= y1;
}

} // namespace

// One counter for every registry, so two registries never share a generation.
std::uint64_t ShadowRegistry::next_generation() {
    static std::atomic<std::uint64_t> counter{0};
    return counter.fetch_add(1, std::memory_order_relaxed) + 1;
}

// World AABB of every shape, then its bounding sphere.
void ShadowRegistry::update_bounds(ShadowObject& o) const {
    glm::vec3 lo(1e30f), hi(-1e30f);
    const float s = o.desc.scale;
    const Frame& f = o.pos.frame;
    for (const Sphere& sp : spheres(o))
        grow(lo, hi, f.local_to_global(sp.center * s), sp.radius * s);
    for (const CylSphereShape& c : cylspheres(o)) {
        const glm::vec3 mid = c.low_pt + glm::vec3(0.0f, 0.0f, 0.5f * c.height);
        grow(lo, hi, f.local_to_global(mid * s),
             std::sqrt(c.radius * c.radius + 0.25f * c.height * c.height) * s);
    }
    if (const PhysicsBsp* b = bsp(o)) {
        const Sphere bs = bsp_bounds(*b);
        grow(lo, hi, f.local_to_global(bs.center * s), bs.radius * s);
    }
    if (lo.x > hi.x) lo = hi = f.origin;
    o.bounds.center = 0.5f * (lo + hi);
    o.bounds.radius = 0.5f * glm::length(hi - lo);
}

std::uint32_t ShadowRegistry::add(const ObjectDesc& d, bool building) {
    generation_ = next_generation();
    ShadowObject o;
    o.desc.id = d.id;
    o.desc.state = d.state;
    o.desc.scale = d.scale;
    o.desc.has_weenie = d.creature;
    o.desc.is_creature = d.creature;
    o.pos = d.pos;
    o.building = building;
    o.has_parent = d.has_parent;
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
    update_bounds(o);
    objects_.push_back(o);
    return d.id;
}

const ShadowObject* ShadowRegistry::find(std::uint32_t id) const {
    for (const ShadowObject& o : objects_)
        if (o.desc.id == id && !o.removed) return &o;
    return nullptr;
}

void ShadowRegistry::finalize() {
    generation_ = next_generation();
    bucket_start_.clear();
    bucket_items_.clear();
    large_.clear();
    grid_w_ = grid_h_ = 0;
    if (objects_.empty()) return;
    glm::vec2 lo(1e30f), hi(-1e30f);
    for (const ShadowObject& o : objects_) {
        if (o.dynamic_slot >= 0) continue;
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
        if (objects_[i].dynamic_slot >= 0) continue;
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
    bucket_items_.assign(bucket_start_[buckets], GridEntry{});
    std::vector<std::uint32_t> fill(bucket_start_.begin(), bucket_start_.end() - 1);
    for (std::uint32_t i = 0; i < objects_.size(); ++i) {
        if (objects_[i].dynamic_slot >= 0) continue;
        int x0, x1, y0, y1;
        if (!range(objects_[i], x0, x1, y0, y1)) continue;
        const Sphere& b = objects_[i].bounds;
        const GridEntry e{b.center, b.radius, i, x0, y0};
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                bucket_items_[fill[static_cast<std::size_t>(y * grid_w_ + x)]++] = e;
    }
}

std::size_t ShadowRegistry::query(const glm::vec3& lo, const glm::vec3& hi,
                                  std::span<std::uint32_t> out, bool& overflow) const {
    overflow = false;
    std::size_t n = 0;
    // The overlap test: the box's point nearest the bounds' centre lies within the radius.
    auto touches = [&](const glm::vec3& center, float radius) {
        const glm::vec3 nearest = glm::clamp(center, lo, hi);
        const glm::vec3 d = center - nearest;
        return !(glm::dot(d, d) > radius * radius);
    };
    auto keep = [&](std::uint32_t i) {
        if (n < out.size())
            out[n++] = i;
        else
            overflow = true;
    };
    auto consider = [&](std::uint32_t i) {
        const Sphere& b = objects_[i].bounds;
        if (touches(b.center, b.radius)) keep(i);
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
                for (std::uint32_t k = bucket_start_[b]; k < bucket_start_[b + 1]; ++k) {
                    const GridEntry& e = bucket_items_[k];
                    // Tested only in the first of its buckets this query visits: the
                    // other buckets would test the same bounds again and add a duplicate.
                    if (std::max(e.x0, x0) != x || std::max(e.y0, y0) != y) continue;
                    if (touches(e.center, e.radius)) keep(e.index);
                }
            }
    }
    if (!dyn_index_.empty()) {
        // The slot's copy of the bounds (objects_[i].bounds, kept beside the hash).
        auto consider_slot = [&](std::size_t slot) {
            const DynamicSlot& d = dyn_slot_[slot];
            if (touches(d.bounds.center, d.bounds.radius)) keep(dyn_index_[slot]);
        };
        // The oversize list, then the hash cells under the box (every head when the box
        // covers more cells than the hash has).
        for (std::int32_t k = dyn_head_[kDynamicHashBuckets]; k >= 0;
             k = dyn_next_[static_cast<std::size_t>(k)])
            consider_slot(static_cast<std::size_t>(k) / kMaxDynamicBuckets);
        int x0 = 0, x1 = -1, y0 = 0, y1 = -1;
        const bool ranged = bucket_range(lo, hi, x0, x1, y0, y1);
        const auto cells =
            static_cast<std::size_t>(x1 - x0 + 1) * static_cast<std::size_t>(y1 - y0 + 1);
        if (!ranged || cells > kDynamicHashBuckets) {
            // Every list: each object at its first node only (every linked object has one).
            for (std::size_t h = 0; h < kDynamicHashBuckets; ++h)
                for (std::int32_t k = dyn_head_[h]; k >= 0;
                     k = dyn_next_[static_cast<std::size_t>(k)])
                    if (static_cast<std::size_t>(k) % kMaxDynamicBuckets == 0)
                        consider_slot(static_cast<std::size_t>(k) / kMaxDynamicBuckets);
        } else {
            for (int y = y0; y <= y1; ++y)
                for (int x = x0; x <= x1; ++x)
                    for (std::int32_t k = dyn_head_[hash_cell(x, y)]; k >= 0;
                         k = dyn_next_[static_cast<std::size_t>(k)]) {
                        const std::size_t slot = static_cast<std::size_t>(k) / kMaxDynamicBuckets;
                        const DynamicSlot& d = dyn_slot_[slot];
                        // Tested only in the first cell it shares with the box (a bounds
                        // touching the box shares one, and its list holds the object): the
                        // other cells would add a duplicate. An object of another cell on
                        // this list passes only where its bounds miss the box.
                        if (std::max(d.x0, x0) != x || std::max(d.y0, y0) != y) continue;
                        consider_slot(slot);
                    }
        }
    }
    // Registration order, once each: the order retail's shadow list would give. The static
    // part is free of duplicates; an answer already strictly ascending (one bucket, or
    // buckets in index order) needs no sort.
    const auto first = out.begin(), end = out.begin() + static_cast<std::ptrdiff_t>(n);
    if (std::adjacent_find(first, end, std::greater_equal<>()) == end) return n;
    // A few candidates (a crowd's query): insertion sort, the same order std::sort gives.
    if (n <= 16) {
        for (std::size_t i = 1; i < n; ++i) {
            const std::uint32_t v = out[i];
            std::size_t j = i;
            for (; j > 0 && out[j - 1] > v; --j)
                out[j] = out[j - 1];
            out[j] = v;
        }
    } else {
        std::sort(first, end);
    }
    return static_cast<std::size_t>(std::unique(first, end) - first);
}

// ---- dynamic objects

std::uint32_t ShadowRegistry::add_dynamic(const ObjectDesc& desc) {
    static_assert((kDynamicHashBuckets & (kDynamicHashBuckets - 1)) == 0);
    if (dyn_head_.empty()) dyn_head_.assign(kDynamicHashBuckets + 1, -1);
    add(desc);
    const auto index = static_cast<std::uint32_t>(objects_.size() - 1);
    const auto slot = static_cast<std::uint32_t>(dyn_index_.size());
    objects_[index].dynamic_slot = static_cast<std::int32_t>(slot);
    dyn_index_.push_back(index);
    dyn_next_.resize(dyn_next_.size() + kMaxDynamicBuckets, -1);
    dyn_bucket_.resize(dyn_bucket_.size() + kMaxDynamicBuckets, 0u);
    dyn_nodes_.push_back(0u);
    dyn_slot_.emplace_back();
    link_dynamic(slot);
    return index;
}

// The hash cells a dynamic object's bounds cover; false when it goes on the oversize list
// (not finite, or more than kMaxDynamicBuckets cells).
bool ShadowRegistry::dynamic_cells(const Sphere& b, int& x0, int& x1, int& y0, int& y1) {
    const glm::vec3 r(b.radius);
    if (!bucket_range(b.center - r, b.center + r, x0, x1, y0, y1)) return false;
    const auto cells =
        static_cast<std::size_t>(x1 - x0 + 1) * static_cast<std::size_t>(y1 - y0 + 1);
    return cells <= kMaxDynamicBuckets;
}

void ShadowRegistry::link_dynamic(std::uint32_t slot, bool cells_known) {
    const ShadowObject& o = objects_[dyn_index_[slot]];
    const std::size_t base = static_cast<std::size_t>(slot) * kMaxDynamicBuckets;
    std::uint32_t used = 0;
    auto push = [&](std::size_t head) {
        const std::size_t node = base + used++;
        dyn_bucket_[node] = static_cast<std::uint32_t>(head);
        dyn_next_[node] = dyn_head_[head];
        dyn_head_[head] = static_cast<std::int32_t>(node);
    };
    DynamicSlot& d = dyn_slot_[slot];
    d.bounds = o.bounds;
    if (!cells_known) d.oversize = !dynamic_cells(o.bounds, d.x0, d.x1, d.y0, d.y1);
    const int x0 = d.x0, x1 = d.x1, y0 = d.y0, y1 = d.y1;
    if (d.oversize) {
        push(kDynamicHashBuckets);
    } else {
        // Distinct hash heads only: two cells hashing alike share one list entry.
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x) {
                const std::size_t h = hash_cell(x, y);
                bool seen = false;
                for (std::uint32_t k = 0; k < used; ++k)
                    seen |= dyn_bucket_[base + k] == h;
                if (!seen) push(h);
            }
    }
    dyn_nodes_[slot] = used;
}

void ShadowRegistry::unlink_dynamic(std::uint32_t slot) {
    const std::size_t base = static_cast<std::size_t>(slot) * kMaxDynamicBuckets;
    for (std::uint32_t k = 0; k < dyn_nodes_[slot]; ++k) {
        const auto node = static_cast<std::int32_t>(base + k);
        std::int32_t* link = &dyn_head_[dyn_bucket_[base + k]];
        // Bounded: a list holds at most every node once.
        for (std::size_t guard = 0; *link >= 0 && guard <= dyn_next_.size(); ++guard) {
            if (*link == node) {
                *link = dyn_next_[static_cast<std::size_t>(node)];
                break;
            }
            link = &dyn_next_[static_cast<std::size_t>(*link)];
        }
        dyn_next_[static_cast<std::size_t>(node)] = -1;
    }
    dyn_nodes_[slot] = 0;
}

bool ShadowRegistry::move(std::uint32_t index, const Position& pos) {
    if (index >= objects_.size()) return false;
    ShadowObject& o = objects_[index];
    if (o.dynamic_slot < 0) return false;
    const auto slot = static_cast<std::uint32_t>(o.dynamic_slot);
    generation_ = next_generation();
    o.pos = pos;
    if (o.removed) return true; // linked again when it comes back
    update_bounds(o);
    DynamicSlot& d = dyn_slot_[slot];
    int x0 = 0, x1 = -1, y0 = 0, y1 = -1;
    const bool fits = dynamic_cells(o.bounds, x0, x1, y0, y1);
    if (fits && !d.oversize && x0 == d.x0 && x1 == d.x1 && y0 == d.y0 && y1 == d.y1) {
        // The same cells: the same lists hold it; only the bounds' copy changes.
        d.bounds = o.bounds;
        return true;
    }
    unlink_dynamic(slot);
    d.oversize = !fits;
    d.x0 = x0;
    d.x1 = x1;
    d.y0 = y0;
    d.y1 = y1;
    link_dynamic(slot, true);
    return true;
}

bool ShadowRegistry::set_removed(std::uint32_t index, bool removed) {
    if (index >= objects_.size()) return false;
    ShadowObject& o = objects_[index];
    if (o.dynamic_slot < 0) return false;
    if (o.removed == removed) return true;
    const auto slot = static_cast<std::uint32_t>(o.dynamic_slot);
    generation_ = next_generation();
    o.removed = removed;
    if (removed) {
        unlink_dynamic(slot);
    } else {
        update_bounds(o);
        link_dynamic(slot);
    }
    return true;
}

std::int64_t ShadowRegistry::index_of(std::uint32_t id) const {
    for (std::size_t i = 0; i < objects_.size(); ++i)
        if (objects_[i].desc.id == id && !objects_[i].removed) return static_cast<std::int64_t>(i);
    return -1;
}

void ShadowRegistry::snapshot_dynamic(ShadowDynamicState& out) const {
    out.entries.resize(dyn_index_.size());
    for (std::size_t s = 0; s < dyn_index_.size(); ++s) {
        const ShadowObject& o = objects_[dyn_index_[s]];
        out.entries[s].pos = o.pos;
        out.entries[s].removed = o.removed;
    }
}

void ShadowRegistry::restore_dynamic(const ShadowDynamicState& in) {
    generation_ = next_generation();
    for (std::size_t s = 0; s < dyn_index_.size(); ++s) {
        const std::uint32_t index = dyn_index_[s];
        if (s >= in.entries.size()) {
            set_removed(index, true);
            continue;
        }
        set_removed(index, true);
        objects_[index].pos = in.entries[s].pos;
        if (!in.entries[s].removed) set_removed(index, false);
    }
}

} // namespace sweeplab::physics
