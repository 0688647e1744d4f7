// Retail BSPNODE / BSPLEAF physics queries on the flat tables.
#include "physics/bsp/physics_bsp.h"
#include "physics/math/constants.h"

#include <glm/geometric.hpp>

namespace sweeplab::physics {

// CSphere::intersects @ 0x005344A0
bool bounding_spheres_intersect(const Sphere& a, const Sphere& b) {
    const glm::vec3 delta = a.center - b.center;
    const float radsum = a.radius + b.radius;
    // The decompiler kept only the flags (c0|c2): "less than, or unordered".
    return !(glm::dot(delta, delta) >= radsum * radsum);
}

namespace {

bool is_leaf(const PhysicsBspNode& n) {
    return n.kind == BspNodeKind::Leaf;
}

} // namespace

// BSPNODE::point_intersects_solid @ 0x0053C310
bool point_intersects_solid(const PhysicsBsp& tree, std::int32_t node, const glm::vec3& point) {
    if (node == kNoNode) return false;
    const PhysicsBspNode& n = tree.node(node);
    // BSPLEAF::point_intersects_solid @ 0x0053D3F0: any leaf that holds polygons is solid.
    if (is_leaf(n)) return n.polygon_count != 0;
    // On the plane counts as positive (ACE sends it negative).
    if (n.splitting_plane.dot_product(point) < 0.0f)
        return point_intersects_solid(tree, n.neg, point);
    return point_intersects_solid(tree, n.pos, point);
}

namespace {

// BSPNODE::sphere_intersects_poly @ 0x0053CA30 (the walk)
bool sphere_intersects_poly_walk(const PhysicsBsp& tree, std::int32_t node, const Sphere& check_pos,
                                 const glm::vec3& movement, std::int32_t& polygon,
                                 glm::vec3& contact_pt) {
    if (node == kNoNode) return false;
    const PhysicsBspNode& n = tree.node(node);
    if (is_leaf(n)) {
        // BSPLEAF::sphere_intersects_poly @ 0x0053D580
        if (n.polygon_count == 0 || !bounding_spheres_intersect(n.bounding_sphere, check_pos)) {
            return false;
        }
        for (std::uint32_t id : tree.leaf_polygon_ids(n)) {
            const auto idx = static_cast<std::int32_t>(id);
            if (pos_hits_sphere(tree.polygon(idx), idx, check_pos, movement, contact_pt, polygon)) {
                return true;
            }
        }
        return false;
    }
    if (!bounding_spheres_intersect(n.bounding_sphere, check_pos)) return false;
    const float dist = n.splitting_plane.dot_product(check_pos.center);
    const float reach = check_pos.radius - kEpsilon;
    if (dist >= reach)
        return sphere_intersects_poly_walk(tree, n.pos, check_pos, movement, polygon, contact_pt);
    if (dist <= -reach)
        return sphere_intersects_poly_walk(tree, n.neg, check_pos, movement, polygon, contact_pt);
    if (sphere_intersects_poly_walk(tree, n.pos, check_pos, movement, polygon, contact_pt))
        return true;
    return sphere_intersects_poly_walk(tree, n.neg, check_pos, movement, polygon, contact_pt);
}

} // namespace

// BSPNODE::sphere_intersects_poly @ 0x0053CA30
bool sphere_intersects_poly(const PhysicsBsp& tree, std::int32_t node, const Sphere& check_pos,
                            const glm::vec3& movement, std::int32_t& polygon,
                            glm::vec3& contact_pt) {
    // Not retail: a sphere no polygon can touch gets no hit and no output from the walk.
    if (tree.sphere_misses_polygons(check_pos)) return false;
    return sphere_intersects_poly_walk(tree, node, check_pos, movement, polygon, contact_pt);
}

// BSPNODE::sphere_intersects_solid @ 0x0053CAF0
bool sphere_intersects_solid(const PhysicsBsp& tree, std::int32_t node, const Sphere& check_pos,
                             bool center_check) {
    if (node == kNoNode) return false;
    const PhysicsBspNode& n = tree.node(node);
    if (is_leaf(n)) {
        // BSPLEAF::sphere_intersects_solid @ 0x0053D5F0: an empty leaf is never solid, even
        // when flagged so.
        if (n.polygon_count == 0) return false;
        if (center_check && n.solid) return true;
        if (!bounding_spheres_intersect(n.bounding_sphere, check_pos)) return false;
        for (std::uint32_t id : tree.leaf_polygon_ids(n)) {
            if (hits_sphere(tree.polygon(static_cast<std::int32_t>(id)), check_pos)) return true;
        }
        return false;
    }
    if (!bounding_spheres_intersect(n.bounding_sphere, check_pos)) return false;
    const float dist = n.splitting_plane.dot_product(check_pos.center);
    const float reach = check_pos.radius - kEpsilon;
    if (dist >= reach) return sphere_intersects_solid(tree, n.pos, check_pos, center_check);
    if (dist <= -reach) return sphere_intersects_solid(tree, n.neg, check_pos, center_check);
    // The centre check follows the child that holds the centre; the other child only looks
    // for polygons.
    if (dist < 0.0f) {
        if (sphere_intersects_solid(tree, n.pos, check_pos, false)) return true;
        return sphere_intersects_solid(tree, n.neg, check_pos, center_check);
    }
    if (sphere_intersects_solid(tree, n.pos, check_pos, center_check)) return true;
    return sphere_intersects_solid(tree, n.neg, check_pos, false);
}

// BSPNODE::sphere_intersects_solid_poly @ 0x0053CD50
bool sphere_intersects_solid_poly(const PhysicsBsp& tree, std::int32_t node,
                                  const Sphere& check_pos, float radius, bool& center_solid,
                                  std::int32_t& hit_poly, bool center_check) {
    if (node == kNoNode) return false;
    const PhysicsBspNode& n = tree.node(node);
    if (is_leaf(n)) {
        // BSPLEAF::sphere_intersects_solid_poly @ 0x0053D780
        if (n.polygon_count == 0) return false;
        if (center_check && n.solid) center_solid = true;
        if (bounding_spheres_intersect(n.bounding_sphere, check_pos)) {
            for (std::uint32_t id : tree.leaf_polygon_ids(n)) {
                const auto idx = static_cast<std::int32_t>(id);
                if (hits_sphere(tree.polygon(idx), check_pos)) {
                    hit_poly = idx;
                    return true;
                }
            }
        }
        return center_solid;
    }
    if (!bounding_spheres_intersect(n.bounding_sphere, check_pos)) return false;
    const float dist = n.splitting_plane.dot_product(check_pos.center);
    const float reach = radius - kEpsilon;
    if (dist >= reach) {
        return sphere_intersects_solid_poly(tree, n.pos, check_pos, radius, center_solid, hit_poly,
                                            center_check);
    }
    if (dist <= -reach) {
        return sphere_intersects_solid_poly(tree, n.neg, check_pos, radius, center_solid, hit_poly,
                                            center_check);
    }
    // The centre's side goes first; the first child's return value is dropped, so a
    // straddling node answers with center_solid even when a polygon was struck.
    const std::int32_t first = dist < 0.0f ? n.neg : n.pos;
    const std::int32_t second = dist < 0.0f ? n.pos : n.neg;
    (void)sphere_intersects_solid_poly(tree, first, check_pos, radius, center_solid, hit_poly,
                                       center_check);
    if (hit_poly == kNoPolygon) {
        return sphere_intersects_solid_poly(tree, second, check_pos, radius, center_solid, hit_poly,
                                            false);
    }
    return center_solid;
}

namespace {

// BSPNODE::hits_walkable @ 0x0053CBD0 (the walk)
bool hits_walkable_walk(const PhysicsBsp& tree, std::int32_t node, float walkable_allowance,
                        const Sphere& valid_pos, const glm::vec3& up) {
    if (node == kNoNode) return false;
    const PhysicsBspNode& n = tree.node(node);
    if (is_leaf(n)) {
        // BSPLEAF::hits_walkable @ 0x0053D670
        if (n.polygon_count == 0 || !bounding_spheres_intersect(n.bounding_sphere, valid_pos)) {
            return false;
        }
        for (std::uint32_t id : tree.leaf_polygon_ids(n)) {
            const PolygonView poly = tree.polygon(static_cast<std::int32_t>(id));
            if (walkable_hits_sphere(poly, walkable_allowance, valid_pos, up) &&
                check_small_walkable(poly, valid_pos, up)) {
                return true;
            }
        }
        return false;
    }
    if (!bounding_spheres_intersect(n.bounding_sphere, valid_pos)) return false;
    const float dist = n.splitting_plane.dot_product(valid_pos.center);
    const float reach = valid_pos.radius - kEpsilon;
    if (dist >= reach) return hits_walkable_walk(tree, n.pos, walkable_allowance, valid_pos, up);
    if (dist <= -reach) return hits_walkable_walk(tree, n.neg, walkable_allowance, valid_pos, up);
    if (hits_walkable_walk(tree, n.pos, walkable_allowance, valid_pos, up)) return true;
    return hits_walkable_walk(tree, n.neg, walkable_allowance, valid_pos, up);
}

} // namespace

// BSPNODE::hits_walkable @ 0x0053CBD0
bool hits_walkable(const PhysicsBsp& tree, std::int32_t node, float walkable_allowance,
                   const Sphere& valid_pos, const glm::vec3& up) {
    // Not retail: a sphere no polygon can touch walks to no hit.
    if (tree.sphere_misses_polygons(valid_pos)) return false;
    return hits_walkable_walk(tree, node, walkable_allowance, valid_pos, up);
}

namespace {

// BSPNODE::find_walkable @ 0x0053CC80 (the walk)
void find_walkable_walk(const PhysicsBsp& tree, std::int32_t node, float walkable_allowance,
                        float& walk_interp, Sphere& valid_pos, std::int32_t& polygon,
                        const glm::vec3& movement, const glm::vec3& up, bool& changed) {
    if (node == kNoNode) return;
    const PhysicsBspNode& n = tree.node(node);
    if (is_leaf(n)) {
        // BSPLEAF::find_walkable @ 0x0053D6F0: every polygon is tried, in stored order.
        if (n.polygon_count == 0 || !bounding_spheres_intersect(n.bounding_sphere, valid_pos)) {
            return;
        }
        for (std::uint32_t id : tree.leaf_polygon_ids(n)) {
            const auto idx = static_cast<std::int32_t>(id);
            const PolygonView poly = tree.polygon(idx);
            if (walkable_hits_sphere(poly, walkable_allowance, valid_pos, up) &&
                adjust_sphere_to_plane(poly, walk_interp, valid_pos, movement)) {
                changed = true;
                polygon = idx;
            }
        }
        return;
    }
    if (!bounding_spheres_intersect(n.bounding_sphere, valid_pos)) return;
    const float dist = n.splitting_plane.dot_product(valid_pos.center);
    const float reach = valid_pos.radius - kEpsilon;
    if (dist >= reach) {
        find_walkable_walk(tree, n.pos, walkable_allowance, walk_interp, valid_pos, polygon,
                           movement, up, changed);
        return;
    }
    if (dist <= -reach) {
        find_walkable_walk(tree, n.neg, walkable_allowance, walk_interp, valid_pos, polygon,
                           movement, up, changed);
        return;
    }
    find_walkable_walk(tree, n.pos, walkable_allowance, walk_interp, valid_pos, polygon, movement,
                       up, changed);
    find_walkable_walk(tree, n.neg, walkable_allowance, walk_interp, valid_pos, polygon, movement,
                       up, changed);
}

} // namespace

// BSPNODE::find_walkable @ 0x0053CC80
void find_walkable(const PhysicsBsp& tree, std::int32_t node, float walkable_allowance,
                   float& walk_interp, Sphere& valid_pos, std::int32_t& polygon,
                   const glm::vec3& movement, const glm::vec3& up, bool& changed) {
    // Not retail: valid_pos only changes after a polygon hit, so a sphere no polygon can
    // touch walks to nothing.
    if (tree.sphere_misses_polygons(valid_pos)) return;
    find_walkable_walk(tree, node, walkable_allowance, walk_interp, valid_pos, polygon, movement,
                       up, changed);
}

} // namespace sweeplab::physics
