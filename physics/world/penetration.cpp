#include "physics/world/penetration.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/geometry/polygon.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// Distance from p to the segment [a, b].
float segment_distance(const glm::vec3& p, const glm::vec3& a, const glm::vec3& b) {
    const glm::vec3 ab = b - a;
    const float len2 = glm::dot(ab, ab);
    const float t = len2 > 0.0f ? std::clamp(glm::dot(p - a, ab) / len2, 0.0f, 1.0f) : 0.0f;
    return glm::length(p - (a + t * ab));
}

// Overlap of a sphere with one convex polygon (local space): r minus the distance to the
// polygon; a centre behind a single-sided polygon whose projection falls inside counts as
// r + depth (it is in the solid) unless `behind_solid` is false (the centre is in another
// cell's open space, e.g. room B's floor above the cellar's ceiling).
float polygon_overlap(const PolygonView& poly, const Sphere& s, bool behind_solid) {
    const float h = poly.plane.dot_product(s.center);
    if (std::fabs(h) >= s.radius) return 0.0f;
    const glm::vec3 projected = s.center - h * poly.plane.normal;
    float dist;
    if (point_in_polygon(poly, projected)) {
        dist = std::fabs(h);
        if (h < 0.0f && poly.sides == Sides::Single && behind_solid) return s.radius + dist;
    } else {
        dist = 1e30f;
        const auto n = poly.vertices.size();
        for (std::size_t i = 0; i < n; ++i)
            dist = std::min(
                dist, segment_distance(s.center, poly.vertices[i], poly.vertices[(i + 1) % n]));
    }
    return std::max(0.0f, s.radius - dist);
}

float bsp_overlap(const PhysicsBsp& bsp, const Frame& frame, float scale, const Sphere& world_s,
                  bool behind_solid = true) {
    const Sphere s{frame.global_to_local(world_s.center) / scale, world_s.radius / scale};
    if (!bsp.empty()) {
        const Sphere& b = bsp.node(bsp.root()).bounding_sphere;
        if (glm::length(b.center - s.center) > b.radius + s.radius) return 0.0f;
    }
    float depth = 0.0f;
    for (std::size_t i = 0; i < bsp.polygons().size(); ++i)
        depth = std::max(
            depth, polygon_overlap(bsp.polygon(static_cast<std::int32_t>(i)), s, behind_solid));
    return depth * scale;
}

} // namespace

float max_penetration(const World& world, std::span<const Sphere> spheres, std::uint32_t self_id) {
    float depth = 0.0f;
    for (const Sphere& s : spheres) {
        // Terrain: the triangle under the centre, unless the centre is in an indoor cell
        // (a cellar lies below the land, which is not in its cell array).
        Plane plane;
        const std::uint32_t centre_cell = world.find_cell(s.center);
        if (!is_indoor_cell(centre_cell) && world.terrain_plane(s.center.x, s.center.y, plane))
            depth = std::max(depth, s.radius - plane.dot_product(s.center));
        for (const EnvCell& c : world.env_cells()) {
            if (glm::any(glm::lessThan(s.center + glm::vec3(s.radius), c.bounds_min)) ||
                glm::any(glm::greaterThan(s.center - glm::vec3(s.radius), c.bounds_max)))
                continue;
            // Behind this cell's walls is solid unless the centre is in another cell.
            const bool behind_solid = !is_indoor_cell(centre_cell) || centre_cell == c.id;
            depth = std::max(depth, bsp_overlap(c.physics_bsp, c.pos.frame, 1.0f, s, behind_solid));
        }
        const ShadowRegistry& reg = world.objects();
        std::array<std::uint32_t, ShadowRegistry::kMaxCandidates> found{};
        bool overflow = false;
        const std::size_t n = reg.query(s.center - glm::vec3(s.radius),
                                        s.center + glm::vec3(s.radius), found, overflow);
        for (std::size_t k = 0; k < n; ++k) {
            const ShadowObject& o = reg.objects()[found[k]];
            if (o.desc.id == self_id || has(o.desc.state, PhysicsState::Ethereal)) continue;
            // A building's shell counts only where retail tests it (from its land cell).
            if (o.building && !world.shell_in_reach(found[k], s)) continue;
            const float scale = o.desc.scale;
            if (const PhysicsBsp* bsp = reg.bsp(o))
                depth = std::max(depth, bsp_overlap(*bsp, o.pos.frame, scale, s));
            for (const CylSphereShape& c : reg.cylspheres(o)) {
                const glm::vec3 low = o.pos.frame.local_to_global(c.low_pt * scale);
                const float r = c.radius * scale, h = c.height * scale;
                const float dxy =
                    std::max(0.0f, glm::length(glm::vec2(s.center) - glm::vec2(low)) - r);
                const float dz = std::max({0.0f, low.z - s.center.z, s.center.z - (low.z + h)});
                depth = std::max(depth, s.radius - std::sqrt(dxy * dxy + dz * dz));
            }
            if (o.cyl_count == 0)
                for (const Sphere& os : reg.spheres(o)) {
                    const glm::vec3 c = o.pos.frame.local_to_global(os.center * scale);
                    depth =
                        std::max(depth, s.radius + os.radius * scale - glm::length(s.center - c));
                }
        }
    }
    return std::max(depth, 0.0f);
}

} // namespace sweeplab::physics
