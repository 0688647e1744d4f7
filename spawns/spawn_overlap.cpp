// The overlap at a saved spot (spawns/spawn_overlap.h).
#include "spawns/spawn_overlap.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/bsp/physics_bsp.h"
#include "spawns/spawn_shape.h"

namespace sweeplab::spawns {

namespace {

// The sphere in a placed shape's own space (BSPs are tested there, at the shape's scale).
physics::Sphere to_local(const physics::Position& at, float scale, const physics::Sphere& s) {
    const float k = scale > 0.0f ? 1.0f / scale : 1.0f;
    return physics::Sphere{at.frame.global_to_local(s.center) * k, s.radius * k};
}

// The polygon of `tree` the sphere touches (-1: none); `solid` when it is inside instead.
std::int32_t touched_polygon(const physics::PhysicsBsp& tree, const physics::Sphere& local,
                             bool& solid) {
    std::int32_t polygon = -1;
    glm::vec3 contact(0.0f);
    if (tree.root() < 0) return -1;
    if (physics::sphere_intersects_poly(tree, tree.root(), local, glm::vec3(0.0f), polygon,
                                        contact))
        return polygon;
    solid = physics::sphere_intersects_solid(tree, tree.root(), local, true);
    return -1;
}

// The polygon by owner and index (what the record names) with its vertices in the world
// frame, so that the lab can draw the very polygon of the part that was touched (a Setup's
// parts share one owner id). A polygon with more vertices than the trace keeps is cut there.
physics::TracedPolygon named(std::uint32_t owner, const physics::PhysicsBsp& tree,
                             std::int32_t index, const physics::Position& at, float scale) {
    physics::TracedPolygon p;
    p.owner = owner;
    p.index = index;
    const std::span<const glm::vec3> v = tree.polygon(index).vertices;
    const std::size_t n = std::min(v.size(), physics::TracedPolygon::kMaxVertices);
    for (std::size_t i = 0; i < n; ++i)
        p.world[i] = at.frame.local_to_global(v[i] * scale);
    // At least 3: the record names the polygon even when the table holds fewer vertices.
    p.vertex_count = static_cast<std::uint8_t>(std::max<std::size_t>(n, 3));
    return p;
}

} // namespace

Overlap find_overlap(const physics::World& world, std::span<const physics::Sphere> spheres,
                     std::uint32_t self, std::uint32_t cell) {
    Overlap out;
    const physics::ShadowRegistry& reg = world.objects();
    for (const physics::Sphere& s : spheres) {
        std::array<std::uint32_t, physics::ShadowRegistry::kMaxCandidates> found{};
        bool overflow = false;
        const glm::vec3 r(s.radius);
        const std::size_t n = reg.query(s.center - r, s.center + r, found, overflow);
        for (std::size_t i = 0; i < n; ++i) {
            const physics::ShadowObject& o = reg.objects()[found[i]];
            if (o.desc.id == self || o.removed || o.has_parent || o.building ||
                (static_cast<std::uint32_t>(o.desc.state) & 0x4u) != 0)
                continue;
            if (const physics::PhysicsBsp* tree = reg.bsp(o)) {
                bool solid = false;
                const std::int32_t p =
                    touched_polygon(*tree, to_local(o.pos, o.desc.scale, s), solid);
                if (p >= 0) {
                    out.polygon = named(o.desc.id, *tree, p, o.pos, o.desc.scale);
                    return out;
                }
                if (solid) {
                    out.object = o.desc.id;
                    return out;
                }
                continue;
            }
            for (const physics::Sphere& q : reg.spheres(o)) {
                const glm::vec3 c = o.pos.frame.local_to_global(q.center * o.desc.scale);
                if (glm::length(c - s.center) < q.radius * o.desc.scale + s.radius) {
                    out.object = o.desc.id;
                    return out;
                }
            }
            for (const physics::CylSphereShape& q : reg.cylspheres(o)) {
                const glm::vec3 low = o.pos.frame.local_to_global(q.low_pt * o.desc.scale);
                const float radius = q.radius * o.desc.scale, height = q.height * o.desc.scale;
                const glm::vec2 d(s.center.x - low.x, s.center.y - low.y);
                if (glm::length(d) < radius + s.radius && s.center.z + s.radius > low.z &&
                    s.center.z - s.radius < low.z + height) {
                    out.object = o.desc.id;
                    return out;
                }
            }
        }
        if (physics::is_indoor_cell(cell))
            if (const physics::EnvCell* env = world.env_cell(cell)) {
                bool solid = false;
                const std::int32_t p =
                    touched_polygon(env->physics_bsp, to_local(env->pos, 1.0f, s), solid);
                if (p >= 0) {
                    out.polygon = named(cell, env->physics_bsp, p, env->pos, 1.0f);
                    return out;
                }
            }
        float ground = 0.0f;
        if (world.rest_height(s.center.x, s.center.y, ground) && s.center.z - s.radius < ground) {
            out.land = true;
            return out;
        }
    }
    return out;
}

} // namespace sweeplab::spawns
