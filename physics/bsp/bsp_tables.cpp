// Validation and the byte image of the flat BSP tables.
#include "physics/bsp/bsp_tables.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

namespace sweeplab::physics {

namespace {

class ByteWriter {
  public:
    explicit ByteWriter(std::vector<std::byte>& out) : out_(out) {}
    void u32(std::uint32_t v) {
        for (int shift = 0; shift < 32; shift += 8) {
            out_.push_back(static_cast<std::byte>((v >> shift) & 0xffu));
        }
    }
    void i32(std::int32_t v) { u32(static_cast<std::uint32_t>(v)); }
    void f32(float v) { u32(std::bit_cast<std::uint32_t>(v)); }
    void vec(const glm::vec3& v) {
        f32(v.x);
        f32(v.y);
        f32(v.z);
    }
    void plane(const Plane& p) {
        vec(p.normal);
        f32(p.d);
    }

  private:
    std::vector<std::byte>& out_;
};

bool child_ok(std::int32_t child, std::int32_t parent, std::size_t count) {
    return child == kNoNode || (child > parent && static_cast<std::size_t>(child) < count);
}

} // namespace

// The box and the polygon checks behind sphere_misses_polygons. A polygon passes when it has
// three or more finite vertices, a unit normal, every vertex on its plane, and every vertex
// strictly inside every edge that does not end at it (edge direction crossed with the
// normal points inwards): a convex polygon wound counter-clockwise about its normal. For
// such a polygon CPolygon::polygon_hits_sphere_slow_but_sure hits only when the contact
// point lies in the polygon or within the remaining reach of an edge or a vertex, that is
// only when the sphere reaches the polygon; a polygon outside that shape (degenerate,
// concave, wound backwards, off its plane) could answer hits anywhere along its plane, so
// one such polygon turns the cull off for the whole tree.
void PhysicsBsp::compute_polygon_bounds() {
    polygon_bounds_valid_ = false;
    if (polygons_.empty()) return;
    glm::vec3 lo(kMaxCullCoord), hi(-kMaxCullCoord);
    float extent = 1.0f;
    for (const BspPolygon& p : polygons_) {
        if (p.vertex_count < 3 || std::size_t{p.vertex_start} + p.vertex_count > vertices_.size())
            return;
        for (std::uint32_t k = 0; k < p.vertex_count; ++k) {
            const glm::vec3& v = vertices_[p.vertex_start + k];
            for (int a = 0; a < 3; ++a) {
                if (!(std::fabs(v[a]) <= kMaxCullCoord)) return;
                extent = std::max(extent, std::fabs(v[a]));
            }
            lo = glm::min(lo, v);
            hi = glm::max(hi, v);
        }
    }
    // Float noise in the polygon tests is ~1e-7 of the coordinates; the tolerances are
    // a thousand times that.
    const float tol = 1.0e-4f * extent;
    for (const BspPolygon& p : polygons_) {
        const glm::vec3 n = p.plane.normal;
        if (!(std::fabs(glm::dot(n, n) - 1.0f) <= 1.0e-4f) || !std::isfinite(p.plane.d)) return;
        const std::span<const glm::vec3> v(vertices_.data() + p.vertex_start, p.vertex_count);
        for (const glm::vec3& x : v)
            if (!(std::fabs(p.plane.dot_product(x)) <= tol)) return;
        std::size_t prev = v.size() - 1;
        for (std::size_t i = 0; i < v.size(); prev = i++) {
            const glm::vec3 edge = v[i] - v[prev];
            const glm::vec3 inward = glm::cross(n, edge);
            const float len = glm::length(inward);
            if (!(len > tol)) return;
            for (std::size_t j = 0; j < v.size(); ++j) {
                if (j == i || j == prev) continue;
                if (!(glm::dot(v[j] - v[prev], inward) > tol * len)) return;
            }
        }
    }
    polygon_lo_ = lo;
    polygon_hi_ = hi;
    polygon_margin_ = 1.0e-3f + 10.0f * tol;
    polygon_bounds_valid_ = true;
}

bool PhysicsBsp::well_formed() const {
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        const PhysicsBspNode& n = nodes_[i];
        const auto self = static_cast<std::int32_t>(i);
        if (!child_ok(n.pos, self, nodes_.size()) || !child_ok(n.neg, self, nodes_.size())) {
            return false;
        }
        if (n.kind == BspNodeKind::Leaf) {
            if (n.pos != kNoNode || n.neg != kNoNode) return false;
            if (std::size_t{n.polygon_start} + n.polygon_count > leaf_polygons_.size()) {
                return false;
            }
        } else if (n.polygon_count != 0) {
            return false;
        }
        // Preorder: the positive subtree starts right after its parent.
        if (n.pos != kNoNode && n.pos != self + 1) return false;
        if (n.pos == kNoNode && n.neg != kNoNode && n.neg != self + 1) return false;
    }
    for (std::uint32_t id : leaf_polygons_) {
        if (id >= polygons_.size()) return false;
    }
    for (const BspPolygon& p : polygons_) {
        if (std::size_t{p.vertex_start} + p.vertex_count > vertices_.size()) return false;
    }
    return true;
}

std::vector<std::byte> PhysicsBsp::serialize() const {
    std::vector<std::byte> out;
    ByteWriter w(out);
    w.u32(static_cast<std::uint32_t>(nodes_.size()));
    for (const PhysicsBspNode& n : nodes_) {
        w.plane(n.splitting_plane);
        w.vec(n.bounding_sphere.center);
        w.f32(n.bounding_sphere.radius);
        w.i32(n.pos);
        w.i32(n.neg);
        w.u32(n.polygon_start);
        w.u32(n.polygon_count);
        w.u32(static_cast<std::uint32_t>(n.kind) | (n.solid ? 0x100u : 0u));
    }
    w.u32(static_cast<std::uint32_t>(polygons_.size()));
    for (const BspPolygon& p : polygons_) {
        w.plane(p.plane);
        w.u32(p.vertex_start);
        w.u32(p.vertex_count);
        w.u32(p.source_polygon);
        w.u32(static_cast<std::uint32_t>(p.sides));
    }
    w.u32(static_cast<std::uint32_t>(leaf_polygons_.size()));
    for (std::uint32_t id : leaf_polygons_)
        w.u32(id);
    w.u32(static_cast<std::uint32_t>(vertices_.size()));
    for (const glm::vec3& v : vertices_)
        w.vec(v);
    return out;
}

bool CellBsp::well_formed() const {
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        const auto self = static_cast<std::int32_t>(i);
        if (!child_ok(nodes_[i].pos, self, nodes_.size()) ||
            !child_ok(nodes_[i].neg, self, nodes_.size())) {
            return false;
        }
    }
    return true;
}

std::vector<std::byte> CellBsp::serialize() const {
    std::vector<std::byte> out;
    ByteWriter w(out);
    w.u32(static_cast<std::uint32_t>(nodes_.size()));
    for (const CellBspNode& n : nodes_) {
        w.plane(n.splitting_plane);
        w.i32(n.pos);
        w.i32(n.neg);
    }
    return out;
}

} // namespace sweeplab::physics
