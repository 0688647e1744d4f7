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
                  bool behind_solid, std::int32_t& deepest) {
    const Sphere s{frame.global_to_local(world_s.center) / scale, world_s.radius / scale};
    if (!bsp.empty()) {
        const Sphere& b = bsp.node(bsp.root()).bounding_sphere;
        if (glm::length(b.center - s.center) > b.radius + s.radius) return 0.0f;
    }
    float depth = 0.0f;
    for (std::size_t i = 0; i < bsp.polygons().size(); ++i) {
        const auto k = static_cast<std::int32_t>(i);
        const float d = polygon_overlap(bsp.polygon(k), s, behind_solid);
        if (d > depth) {
            depth = d;
            deepest = k;
        }
    }
    return depth * scale;
}

// Keeps the deeper of `thing` and a new overlap (the first of equals).
void keep(PenetrationThing& thing, float depth, PenetrationThing::Kind kind, std::uint32_t owner,
          std::int32_t index, std::uint32_t sphere) {
    if (depth > thing.depth) thing = PenetrationThing{kind, owner, index, sphere, depth};
}

// The land triangle under (x, y) as World::terrain_plane picks it (-1: none).
int terrain_triangle(const World& world, const glm::vec3& p, std::uint32_t& land_id) {
    const LandCell* c = world.land_cell_at(p.x, p.y);
    if (c == nullptr) return -1;
    land_id = c->id;
    for (int i = 0; i < 2; ++i)
        if (point_in_poly2D(c->polygon(i), glm::vec3(p.x, p.y, 0.0f), Sidedness::Positive))
            return i;
    return -1;
}

} // namespace

float max_penetration(const World& world, std::span<const Sphere> spheres, std::uint32_t self_id,
                      PenetrationParts* parts) {
    using Kind = PenetrationThing::Kind;
    float depth = 0.0f;
    if (parts != nullptr) *parts = PenetrationParts{};
    for (std::uint32_t si = 0; si < spheres.size(); ++si) {
        const Sphere& s = spheres[si];
        // Terrain: the triangle under the centre, unless the centre is in an indoor cell
        // (a cellar lies below the land, which is not in its cell array).
        Plane plane;
        const std::uint32_t centre_cell = world.find_cell(s.center);
        if (!is_indoor_cell(centre_cell) && world.terrain_plane(s.center.x, s.center.y, plane)) {
            // In water retail rests the lowest point the water's depth below the land
            // (validate_walkable): only an overlap past that counts.
            const float d = s.radius - plane.dot_product(s.center) -
                            world.water_depth_at(s.center.x, s.center.y);
            depth = std::max(depth, d);
            if (parts != nullptr && d > parts->land.depth) {
                std::uint32_t land_id = 0;
                const int tri = terrain_triangle(world, s.center, land_id);
                keep(parts->land, d, Kind::Land, land_id, tri, si);
            }
        }
        for (const EnvCell& c : world.env_cells()) {
            if (glm::any(glm::lessThan(s.center + glm::vec3(s.radius), c.bounds_min)) ||
                glm::any(glm::greaterThan(s.center - glm::vec3(s.radius), c.bounds_max)))
                continue;
            // Behind this cell's walls is solid unless the centre is in another cell.
            const bool behind_solid = !is_indoor_cell(centre_cell) || centre_cell == c.id;
            std::int32_t poly = -1;
            const float d = bsp_overlap(c.physics_bsp, c.pos.frame, 1.0f, s, behind_solid, poly);
            depth = std::max(depth, d);
            if (parts != nullptr) keep(parts->solid, d, Kind::CellPolygon, c.id, poly, si);
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
            if (const PhysicsBsp* bsp = reg.bsp(o)) {
                std::int32_t poly = -1;
                const float d = bsp_overlap(*bsp, o.pos.frame, scale, s, true, poly);
                depth = std::max(depth, d);
                if (parts != nullptr)
                    keep(parts->solid, d, Kind::ObjectPolygon, o.desc.id, poly, si);
            }
            std::int32_t shape = 0;
            for (const CylSphereShape& c : reg.cylspheres(o)) {
                const glm::vec3 low = o.pos.frame.local_to_global(c.low_pt * scale);
                const float r = c.radius * scale, h = c.height * scale;
                const float dxy =
                    std::max(0.0f, glm::length(glm::vec2(s.center) - glm::vec2(low)) - r);
                const float dz = std::max({0.0f, low.z - s.center.z, s.center.z - (low.z + h)});
                const float d = s.radius - std::sqrt(dxy * dxy + dz * dz);
                depth = std::max(depth, d);
                if (parts != nullptr) keep(parts->solid, d, Kind::Cylinder, o.desc.id, shape, si);
                ++shape;
            }
            if (o.cyl_count == 0) {
                shape = 0;
                for (const Sphere& os : reg.spheres(o)) {
                    const glm::vec3 c = o.pos.frame.local_to_global(os.center * scale);
                    const float d = s.radius + os.radius * scale - glm::length(s.center - c);
                    depth = std::max(depth, d);
                    if (parts != nullptr) keep(parts->solid, d, Kind::Sphere, o.desc.id, shape, si);
                    ++shape;
                }
            }
        }
    }
    return std::max(depth, 0.0f);
}

} // namespace sweeplab::physics
