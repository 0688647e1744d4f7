// The viewer sphere's overlap of world geometry (camera_max_penetration). Not retail:
// a measurement for the lab's checks. World-level, so it may move to physics/world if the
// transition engine grows a shared penetration function.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include <glm/geometric.hpp>

#include "physics/bsp/physics_bsp.h"
#include "physics/camera/viewer_sweep.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// The closest point of a segment to p.
glm::vec3 closest_on_segment(const glm::vec3& a, const glm::vec3& b, const glm::vec3& p) {
    const glm::vec3 ab = b - a;
    const float len2 = glm::dot(ab, ab);
    if (!(len2 > 0.0f)) return a;
    const float t = std::clamp(glm::dot(p - a, ab) / len2, 0.0f, 1.0f);
    return a + ab * t;
}

// How deep a sphere reaches into one polygon's solid side.
//  - the centre projects inside the polygon: r - signed distance (a centre behind a
//    single-sided polygon counts r + its depth), for |distance| < r;
//  - otherwise the nearest edge point decides: r - gap when gap < r.
// Double-sided polygons are solid from both sides (r - |distance|).
float polygon_overlap(const PolygonView& poly, const Sphere& s) {
    const std::size_t n = poly.vertices.size();
    if (n < 3) return 0.0f;
    const glm::vec3& normal = poly.plane.normal;
    const float dist = poly.plane.dot_product(s.center);
    if (std::fabs(dist) >= s.radius) return 0.0f;
    const glm::vec3 projected = s.center - normal * dist;
    // Inside test, independent of the winding: every edge sees the point on the same side.
    bool pos = false, neg = false;
    float gap2 = INFINITY;
    for (std::size_t i = 0; i < n; ++i) {
        const glm::vec3& a = poly.vertices[i];
        const glm::vec3& b = poly.vertices[(i + 1) % n];
        const float side = glm::dot(glm::cross(b - a, projected - a), normal);
        if (side > 0.0f) pos = true;
        if (side < 0.0f) neg = true;
        const glm::vec3 c = closest_on_segment(a, b, s.center);
        gap2 = std::min(gap2, glm::dot(s.center - c, s.center - c));
    }
    if (!(pos && neg)) {
        if (poly.sides != Sides::Single) return s.radius - std::fabs(dist);
        return s.radius - dist;
    }
    const float gap = std::sqrt(gap2);
    return gap < s.radius ? s.radius - gap : 0.0f;
}

// The nearest distance from a point to any polygon of a tree (for a centre inside a solid).
float nearest_surface(const PhysicsBsp& tree, const glm::vec3& p) {
    float best = INFINITY;
    const auto count = static_cast<std::int32_t>(tree.polygons().size());
    for (std::int32_t i = 0; i < count; ++i) {
        const PolygonView poly = tree.polygon(i);
        const float dist = std::fabs(poly.plane.dot_product(p));
        float gap = INFINITY;
        const std::size_t n = poly.vertices.size();
        bool pos = false, neg = false;
        const glm::vec3 projected = p - poly.plane.normal * poly.plane.dot_product(p);
        for (std::size_t k = 0; k < n; ++k) {
            const glm::vec3& a = poly.vertices[k];
            const glm::vec3& b = poly.vertices[(k + 1) % n];
            const float side = glm::dot(glm::cross(b - a, projected - a), poly.plane.normal);
            if (side > 0.0f) pos = true;
            if (side < 0.0f) neg = true;
            gap = std::min(gap, glm::length(p - closest_on_segment(a, b, p)));
        }
        best = std::min(best, !(pos && neg) ? dist : gap);
    }
    return best;
}

// The deepest overlap of a local-space sphere with every polygon of a tree; with
// `solid_check`, a centre inside the tree's solid counts r + the way out.
float tree_penetration(const PhysicsBsp& tree, const Sphere& local, bool solid_check) {
    if (tree.empty()) return 0.0f;
    float deepest = 0.0f;
    const auto count = static_cast<std::int32_t>(tree.polygons().size());
    for (std::int32_t i = 0; i < count; ++i)
        deepest = std::max(deepest, polygon_overlap(tree.polygon(i), local));
    if (solid_check && point_intersects_solid(tree, tree.root(), local.center))
        deepest = std::max(deepest, local.radius + nearest_surface(tree, local.center));
    return deepest;
}

bool box_holds(const glm::vec3& lo, const glm::vec3& hi, const Sphere& s) {
    return s.center.x + s.radius >= lo.x && s.center.x - s.radius <= hi.x &&
           s.center.y + s.radius >= lo.y && s.center.y - s.radius <= hi.y &&
           s.center.z + s.radius >= lo.z && s.center.z - s.radius <= hi.z;
}

} // namespace

float world_penetration(const World& world, const Sphere& sphere) {
    if (!(sphere.radius > 0.0f) || !std::isfinite(sphere.center.x) ||
        !std::isfinite(sphere.center.y) || !std::isfinite(sphere.center.z))
        return 0.0f;
    float deepest = 0.0f;

    // Indoor cells: the inward-facing physics BSP, polygons only. A cell is open space
    // inside, and its solid side is everything outside the room, including the outdoors
    // through its portals, so the centre-in-solid test does not apply to cells.
    for (const EnvCell& cell : world.env_cells()) {
        if (!box_holds(cell.bounds_min, cell.bounds_max, sphere)) continue;
        const Sphere local{cell.pos.frame.global_to_local(sphere.center), sphere.radius};
        deepest = std::max(deepest, tree_penetration(cell.physics_bsp, local, false));
    }

    // BSP shells of shadow objects (buildings, boxes, meshes); ethereal ones are walked
    // through, creatures and plain spheres/cylinders are not world geometry.
    const ShadowRegistry& registry = world.objects();
    std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> found{};
    bool overflow = false;
    const glm::vec3 reach(sphere.radius);
    const std::size_t n =
        registry.query(sphere.center - reach, sphere.center + reach, found, overflow);
    const auto objects = registry.objects();
    for (std::size_t k = 0; k < n; ++k) {
        const ShadowObject& o = objects[found[k]];
        const PhysicsBsp* tree = registry.bsp(o);
        if (tree == nullptr || has(o.desc.state, PhysicsState::Ethereal)) continue;
        // A building's shell counts only where retail tests it (from its land cell).
        if (o.building && !world.shell_in_reach(found[k], sphere)) continue;
        const float scale = o.desc.scale > 0.0f ? o.desc.scale : 1.0f;
        const Sphere local{o.pos.frame.global_to_local(sphere.center) / scale,
                           sphere.radius / scale};
        // A building shell's solid holds its rooms (retail skips the centre check from an
        // interior cell: bldg_check / hits_interior_cell), so only other shells count a
        // centre inside the solid.
        deepest = std::max(deepest, tree_penetration(*tree, local, !o.building) * scale);
    }

    // The terrain under the sphere's footprint (single-sided, facing up), unless the centre is
    // in an indoor cell: a cellar lies below the land, which is not in its cell array (the
    // same rule as world/penetration.cpp).
    if (is_indoor_cell(world.find_cell(sphere.center))) return deepest;
    std::array<const LandCell*, 4> squares{};
    std::size_t num_squares = 0;
    for (int corner = 0; corner < 4; ++corner) {
        const float x = sphere.center.x + ((corner & 1) != 0 ? sphere.radius : -sphere.radius);
        const float y = sphere.center.y + ((corner & 2) != 0 ? sphere.radius : -sphere.radius);
        const LandCell* land = world.land_cell_at(x, y);
        if (land == nullptr) continue;
        if (std::find(squares.begin(), squares.begin() + static_cast<std::ptrdiff_t>(num_squares),
                      land) != squares.begin() + static_cast<std::ptrdiff_t>(num_squares))
            continue;
        squares[num_squares++] = land;
    }
    for (std::size_t k = 0; k < num_squares; ++k)
        for (int i = 0; i < 2; ++i)
            deepest = std::max(deepest, polygon_overlap(squares[k]->polygon(i), sphere));
    return deepest;
}

} // namespace sweeplab::physics
