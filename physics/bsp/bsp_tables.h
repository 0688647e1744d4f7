#pragma once
// The flat, immutable storage (research/retail-reference.md). One physics BSP is four contiguous
// tables: nodes in source preorder (node, positive subtree, negative subtree) with signed
// child indices (-1 = absent), polygons, the leaf polygon-index table and one vertex stream.
// The cell-containment BSP is a separate, smaller schema: no polygons, no bounding spheres.
#include "physics/geometry/polygon.h"
#include "physics/math/plane.h"
#include "physics/math/sphere.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <glm/vec3.hpp>
#include <span>
#include <vector>

namespace sweeplab::physics {

inline constexpr std::int32_t kNoNode = -1;
inline constexpr std::int32_t kNoPolygon = -1;

// One polygon of a physics BSP. Split fragments of one mesh polygon share its plane bit for
// bit and remember the mesh polygon they came from.
struct BspPolygon {
    Plane plane{};
    std::uint32_t vertex_start = 0;
    std::uint32_t vertex_count = 0;
    std::uint32_t source_polygon = 0;
    Sides sides = Sides::Single;
};

enum class BspNodeKind : std::uint8_t { Internal = 0, Leaf = 1 };

// Retail BSPNODE / BSPLEAF. Internal nodes use the plane and the children; leaves use the
// polygon range and the solid flag. Both carry a bounding sphere.
struct PhysicsBspNode {
    Plane splitting_plane{};
    Sphere bounding_sphere{};
    std::int32_t pos = kNoNode;
    std::int32_t neg = kNoNode;
    std::uint32_t polygon_start = 0; // into PhysicsBsp::leaf_polygons()
    std::uint32_t polygon_count = 0;
    BspNodeKind kind = BspNodeKind::Leaf;
    bool solid = false;
};

class PhysicsBsp {
  public:
    PhysicsBsp() = default;
    PhysicsBsp(std::vector<PhysicsBspNode> nodes, std::vector<BspPolygon> polygons,
               std::vector<std::uint32_t> leaf_polygons, std::vector<glm::vec3> vertices)
        : nodes_(std::move(nodes)), polygons_(std::move(polygons)),
          leaf_polygons_(std::move(leaf_polygons)), vertices_(std::move(vertices)) {
        compute_polygon_bounds();
    }

    [[nodiscard]] bool empty() const { return nodes_.empty(); }
    [[nodiscard]] std::int32_t root() const { return nodes_.empty() ? kNoNode : 0; }
    [[nodiscard]] std::span<const PhysicsBspNode> nodes() const { return nodes_; }
    [[nodiscard]] std::span<const BspPolygon> polygons() const { return polygons_; }
    [[nodiscard]] std::span<const std::uint32_t> leaf_polygons() const { return leaf_polygons_; }
    [[nodiscard]] std::span<const glm::vec3> vertices() const { return vertices_; }
    [[nodiscard]] const PhysicsBspNode& node(std::int32_t i) const {
        return nodes_[static_cast<std::size_t>(i)];
    }
    [[nodiscard]] PolygonView polygon(std::int32_t i) const {
        const BspPolygon& p = polygons_[static_cast<std::size_t>(i)];
        return PolygonView{
            p.plane, p.sides,
            std::span<const glm::vec3>(vertices_).subspan(p.vertex_start, p.vertex_count)};
    }
    // The polygon indices of a leaf, in stored order.
    [[nodiscard]] std::span<const std::uint32_t> leaf_polygon_ids(const PhysicsBspNode& n) const {
        return std::span<const std::uint32_t>(leaf_polygons_)
            .subspan(n.polygon_start, n.polygon_count);
    }
    // Every index in range, children after their parent (preorder), ranges inside tables.
    [[nodiscard]] bool well_formed() const;

    // Not retail: true when no polygon of the tree can touch `s`, so that every sphere query
    // of physics_bsp.h that tests polygons with `s` (sphere_intersects_poly, hits_walkable,
    // find_walkable) would return without a hit and without writing any output: the
    // sphere's centre lies farther than its radius (plus a margin far above float noise)
    // from the box of every polygon vertex. Only claimed for a tree whose polygons are all
    // convex, planar and wound about their planes' normals (checked once, at construction):
    // there a polygon test can only hit a sphere that reaches the polygon itself. False for
    // any other tree and for a non-finite sphere.
    [[nodiscard]] bool sphere_misses_polygons(const Sphere& s) const {
        if (!polygon_bounds_valid_) return false;
        const glm::vec3& c = s.center;
        if (!(std::fabs(c.x) <= kMaxCullCoord && std::fabs(c.y) <= kMaxCullCoord &&
              std::fabs(c.z) <= kMaxCullCoord))
            return false;
        const float reach = s.radius * 1.001f + polygon_margin_;
        if (!(reach >= 0.0f && reach <= kMaxCullCoord)) return false;
        auto out = [](float v, float lo, float hi) {
            return v < lo ? lo - v : (v > hi ? v - hi : 0.0f);
        };
        // A float sum of squares is at least each of its terms (rounding is monotonic), so an
        // axis that alone is beyond the reach answers as the whole sum would.
        const float reach2 = reach * reach;
        const float dx = out(c.x, polygon_lo_.x, polygon_hi_.x);
        if (dx * dx > reach2) return true;
        const float dy = out(c.y, polygon_lo_.y, polygon_hi_.y);
        if (dy * dy > reach2) return true;
        const float dz = out(c.z, polygon_lo_.z, polygon_hi_.z);
        return dx * dx + dy * dy + dz * dz > reach2;
    }
    [[nodiscard]] bool polygon_bounds_valid() const { return polygon_bounds_valid_; }
    // A field-by-field little-endian image of every table (the determinism contract).
    [[nodiscard]] std::vector<std::byte> serialize() const;

  private:
    // Beyond this a float's spacing nears the margin: no cull (absurd coordinates only).
    static constexpr float kMaxCullCoord = 1.0e5f;

    std::vector<PhysicsBspNode> nodes_;
    std::vector<BspPolygon> polygons_;
    std::vector<std::uint32_t> leaf_polygons_;
    std::vector<glm::vec3> vertices_;
    // Derived once from the tables above (never serialized): sphere_misses_polygons' box.
    glm::vec3 polygon_lo_{0.0f};
    glm::vec3 polygon_hi_{0.0f};
    float polygon_margin_ = 0.0f;
    bool polygon_bounds_valid_ = false;

    void compute_polygon_bounds();
};

// Retail BSPNODE as used by a cell's containment tree (CellBSP): plane and children only.
struct CellBspNode {
    Plane splitting_plane{};
    std::int32_t pos = kNoNode;
    std::int32_t neg = kNoNode;
};

class CellBsp {
  public:
    CellBsp() = default;
    explicit CellBsp(std::vector<CellBspNode> nodes) : nodes_(std::move(nodes)) {}

    [[nodiscard]] bool empty() const { return nodes_.empty(); }
    [[nodiscard]] std::int32_t root() const { return nodes_.empty() ? kNoNode : 0; }
    [[nodiscard]] std::span<const CellBspNode> nodes() const { return nodes_; }
    [[nodiscard]] const CellBspNode& node(std::int32_t i) const {
        return nodes_[static_cast<std::size_t>(i)];
    }
    [[nodiscard]] bool well_formed() const;
    [[nodiscard]] std::vector<std::byte> serialize() const;

  private:
    std::vector<CellBspNode> nodes_;
};

} // namespace sweeplab::physics
