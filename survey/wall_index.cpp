#include "survey/wall_index.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/world/world.h"

namespace sweeplab::app::survey {

namespace {

// Grid sizes: a world is at most a 32 x 32 landblock area (6 km), but a bucket range is
// clamped anyway so that a huge polygon cannot ask for more than the grid.
constexpr int kMaxSide = 4096;

physics::Plane transform_plane(const physics::Plane& local, const physics::Frame& frame,
                               float scale, const glm::vec3& world_point) {
    (void)scale;
    const glm::vec3 n = glm::normalize(frame.local_to_global_vec(local.normal));
    return physics::Plane::from_point_normal(world_point, n);
}

} // namespace

WallIndex::WallIndex(const physics::World& world) {
    std::vector<glm::vec3> verts;
    auto add_bsp = [&](const physics::PhysicsBsp& bsp, const physics::Frame& frame, float scale,
                       WallOwner kind, std::uint32_t owner) {
        const auto polys = bsp.polygons();
        for (std::size_t i = 0; i < polys.size(); ++i) {
            const physics::PolygonView v = bsp.polygon(static_cast<std::int32_t>(i));
            if (v.vertices.size() < 3) continue;
            verts.clear();
            for (const glm::vec3& p : v.vertices)
                verts.push_back(frame.local_to_global(p * scale));
            add(transform_plane(v.plane, frame, scale, verts[0]), verts,
                v.sides != physics::Sides::Single, kind, owner, static_cast<std::int32_t>(i));
        }
    };
    for (const physics::EnvCell& c : world.env_cells())
        add_bsp(c.physics_bsp, c.pos.frame, 1.0f, WallOwner::Cell, c.id);
    const physics::ShadowRegistry& reg = world.objects();
    for (const physics::ShadowObject& o : reg.objects()) {
        if (o.has_parent || physics::has(o.desc.state, physics::PhysicsState::Ethereal)) continue;
        if (const physics::PhysicsBsp* bsp = reg.bsp(o))
            add_bsp(*bsp, o.pos.frame, o.desc.scale,
                    o.building ? WallOwner::Shell : WallOwner::Object, o.desc.id);
    }
    build_grid();
}

void WallIndex::add(const physics::Plane& plane, std::span<const glm::vec3> world_vertices,
                    bool double_sided, WallOwner kind, std::uint32_t owner, std::int32_t index) {
    WallPolygon p;
    p.plane = plane;
    p.first = static_cast<std::uint32_t>(vertices_.size());
    p.count = static_cast<std::uint32_t>(world_vertices.size());
    p.double_sided = double_sided;
    p.kind = kind;
    p.owner = owner;
    p.index = index;
    p.lo = p.hi = world_vertices[0];
    for (const glm::vec3& v : world_vertices) {
        vertices_.push_back(v);
        p.lo = glm::min(p.lo, v);
        p.hi = glm::max(p.hi, v);
    }
    polygons_.push_back(p);
}

void WallIndex::build_grid() {
    if (polygons_.empty()) return;
    glm::vec2 lo(polygons_[0].lo), hi(polygons_[0].hi);
    for (const WallPolygon& p : polygons_) {
        lo = glm::min(lo, glm::vec2(p.lo));
        hi = glm::max(hi, glm::vec2(p.hi));
    }
    min_ = lo;
    w_ = std::clamp(static_cast<int>(std::floor((hi.x - lo.x) / kBucket)) + 1, 1, kMaxSide);
    h_ = std::clamp(static_cast<int>(std::floor((hi.y - lo.y) / kBucket)) + 1, 1, kMaxSide);
    auto range = [&](const WallPolygon& p, int& x0, int& x1, int& y0, int& y1) {
        x0 = std::clamp(static_cast<int>(std::floor((p.lo.x - min_.x) / kBucket)), 0, w_ - 1);
        x1 = std::clamp(static_cast<int>(std::floor((p.hi.x - min_.x) / kBucket)), 0, w_ - 1);
        y0 = std::clamp(static_cast<int>(std::floor((p.lo.y - min_.y) / kBucket)), 0, h_ - 1);
        y1 = std::clamp(static_cast<int>(std::floor((p.hi.y - min_.y) / kBucket)), 0, h_ - 1);
    };
    const std::size_t buckets = static_cast<std::size_t>(w_) * static_cast<std::size_t>(h_);
    std::vector<std::uint32_t> count(buckets + 1, 0);
    int x0, x1, y0, y1;
    for (const WallPolygon& p : polygons_) {
        range(p, x0, x1, y0, y1);
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                ++count[static_cast<std::size_t>(y) * static_cast<std::size_t>(w_) +
                        static_cast<std::size_t>(x)];
    }
    start_.assign(buckets + 1, 0);
    for (std::size_t b = 0; b < buckets; ++b)
        start_[b + 1] = start_[b] + count[b];
    items_.assign(start_[buckets], 0);
    std::vector<std::uint32_t> fill(start_.begin(), start_.end() - 1);
    for (std::uint32_t i = 0; i < polygons_.size(); ++i) {
        range(polygons_[i], x0, x1, y0, y1);
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                items_[fill[static_cast<std::size_t>(y) * static_cast<std::size_t>(w_) +
                            static_cast<std::size_t>(x)]++] = i;
    }
}

bool WallIndex::inside(const WallPolygon& p, const glm::vec3& point) const {
    // Convex polygons (retail's are): the point is on the inner side of every edge.
    constexpr float kEdgeSlack = 1e-5f;
    for (std::uint32_t i = 0; i < p.count; ++i) {
        const glm::vec3& a = vertices_[p.first + i];
        const glm::vec3& b = vertices_[p.first + (i + 1) % p.count];
        const glm::vec3 edge = b - a;
        const float len = glm::length(edge);
        if (len <= 0.0f) continue;
        if (glm::dot(glm::cross(edge, point - a), p.plane.normal) < -kEdgeSlack * len) return false;
    }
    return true;
}

WallCrossing WallIndex::crossing(const glm::vec3& a, const glm::vec3& b, bool indoors) const {
    if (polygons_.empty()) return {};
    const glm::vec3 lo = glm::min(a, b), hi = glm::max(a, b);
    const int x0 = std::clamp(static_cast<int>(std::floor((lo.x - min_.x) / kBucket)), 0, w_ - 1);
    const int x1 = std::clamp(static_cast<int>(std::floor((hi.x - min_.x) / kBucket)), 0, w_ - 1);
    const int y0 = std::clamp(static_cast<int>(std::floor((lo.y - min_.y) / kBucket)), 0, h_ - 1);
    const int y1 = std::clamp(static_cast<int>(std::floor((hi.y - min_.y) / kBucket)), 0, h_ - 1);
    // Off the grid on one side: nothing there.
    if (hi.x < min_.x || hi.y < min_.y || lo.x > min_.x + kBucket * static_cast<float>(w_) ||
        lo.y > min_.y + kBucket * static_cast<float>(h_))
        return {};
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const std::size_t bucket = static_cast<std::size_t>(y) * static_cast<std::size_t>(w_) +
                                       static_cast<std::size_t>(x);
            for (std::uint32_t k = start_[bucket]; k < start_[bucket + 1]; ++k) {
                const WallPolygon& p = polygons_[items_[k]];
                if (indoors && p.kind == WallOwner::Shell) continue;
                if (hi.x < p.lo.x || lo.x > p.hi.x || hi.y < p.lo.y || lo.y > p.hi.y ||
                    hi.z < p.lo.z || lo.z > p.hi.z)
                    continue;
                const float da = p.plane.dot_product(a);
                const float db = p.plane.dot_product(b);
                const bool front_to_back = da > 0.0f && db < 0.0f;
                const bool back_to_front = da < 0.0f && db > 0.0f;
                if (!front_to_back && !(p.double_sided && back_to_front)) continue;
                const glm::vec3 at = a + (da / (da - db)) * (b - a);
                if (inside(p, at)) return {&p, at};
            }
        }
    return {};
}

physics::TracedPolygon WallIndex::traced(const WallPolygon& p) const {
    physics::TracedPolygon t;
    t.owner = p.owner;
    t.index = p.index;
    t.vertex_count = static_cast<std::uint8_t>(std::min<std::size_t>(p.count, t.world.size()));
    for (std::uint8_t i = 0; i < t.vertex_count; ++i)
        t.world[i] = vertices_[p.first + i];
    return t;
}

} // namespace sweeplab::app::survey
