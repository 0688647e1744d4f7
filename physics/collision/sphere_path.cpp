#include "physics/collision/sphere_path.h"

#include <cstring>

#include <glm/geometric.hpp>

#include "physics/collision/collision_info.h"

namespace sweeplab::physics {

// SPHEREPATH::init @ 0x0050C330
void SpherePath::init() {
    num_sphere = 0;
    begin_cell = kNullCellId;
    has_begin_pos = false;
    curr_cell = kNullCellId;
    check_cell = kNullCellId;
    insert_type = InsertType::Transition;
    step_down = false;
    step_up = false;
    collide = false;
    hits_interior_cell = false;
    bldg_check = false;
    obstruction_ethereal = false;
    backup_cell = kNullCellId;
    walkable_allowance = 0.0f;
    walkable.reset();
    check_walkable = false;
    cell_array_valid = false;
    neg_step_up = false;
    neg_poly_hit = false;
    placement_allows_sliding = true;
    localspace_deferred = nullptr; // not retail (always null between object passes)
}

// SPHEREPATH::init_sphere @ 0x0050C670
void SpherePath::init_sphere(std::uint32_t count, const Sphere* spheres, float scale) {
    if (count <= kMaxSpheres)
        num_sphere = count;
    else
        num_sphere = kMaxSpheres;
    for (std::uint32_t i = 0; i < num_sphere; ++i) {
        local_sphere[i].center = scale * spheres[i].center;
        local_sphere[i].radius = scale * spheres[i].radius;
    }
    // Retail reads sphere 0 even when num_sphere is 0 (it is then stale); so do we.
    local_low_point = local_sphere[0].center;
    local_low_point.z = local_sphere[0].center.z - local_sphere[0].radius;
}

// SPHEREPATH::init_path @ 0x0050CE20
void SpherePath::init_path(std::uint32_t cell, const Position* begin, const Position& end) {
    begin_cell = cell;
    has_begin_pos = begin != nullptr;
    if (begin != nullptr) begin_pos = *begin;
    end_pos = end;
    if (begin != nullptr) {
        curr_pos = *begin;
        curr_cell = cell;
        cache_global_curr_center();
        insert_type = InsertType::Transition;
    } else {
        curr_pos = end;
        curr_cell = cell;
        cache_global_curr_center();
        insert_type = InsertType::Placement;
    }
}

// SPHEREPATH::set_check_pos @ 0x0050A8B0
void SpherePath::set_check_pos(const Position& p, std::uint32_t cell) {
    check_pos = p;
    check_cell = cell;
    cell_array_valid = false;
    cache_global_sphere(nullptr);
}

// SPHEREPATH::save_check_pos @ 0x0050A880
void SpherePath::save_check_pos() {
    backup_cell = check_cell;
    backup_check_pos = check_pos;
}

// SPHEREPATH::restore_check_pos @ 0x0050B100
void SpherePath::restore_check_pos() {
    check_pos = backup_check_pos;
    check_cell = backup_cell;
    cell_array_valid = false;
    cache_global_sphere(nullptr);
}

// SPHEREPATH::cache_global_curr_center @ 0x0050C740
void SpherePath::cache_global_curr_center() {
    for (std::uint32_t i = 0; i < num_sphere; ++i)
        global_curr_center[i] = curr_pos.frame.local_to_global(local_sphere[i].center);
}

// SPHEREPATH::cache_global_sphere @ 0x0050C810
void SpherePath::cache_global_sphere(const glm::vec3* offset) {
    if (offset != nullptr) {
        // A pure translation: the spheres move with check_pos without re-transforming.
        for (std::uint32_t i = 0; i < num_sphere; ++i)
            global_sphere[i].center += *offset;
        global_low_point += *offset;
    } else {
        for (std::uint32_t i = 0; i < num_sphere; ++i) {
            global_sphere[i].radius = local_sphere[i].radius;
            global_sphere[i].center = check_pos.frame.local_to_global(local_sphere[i].center);
        }
        global_low_point = check_pos.frame.local_to_global(local_low_point);
    }
}

// SPHEREPATH::cache_localspace_sphere @ 0x0050C9D0
void SpherePath::cache_localspace_sphere(const Position& p, float scale) {
    localspace_deferred = nullptr; // this call's values supersede a deferred one
    if (cache_localspace_translated(p, scale)) return;
    const float inv_scale = 1.0f / scale;
    // Position::localtolocal(p, from, c) = p.global_to_local(from.local_to_global(c)) (the
    // retail block offset is always zero in sweeplab's continuous world), with p's
    // inverse rotation computed once (the same value every call computes: bit-identical).
    // An unrotated p (every crowd member, most static objects) is a plain translation.
    const bool unrotated = p.frame.orientation == glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
    const glm::quat inv = unrotated ? p.frame.orientation : glm::inverse(p.frame.orientation);
    auto to_p = [&](const glm::vec3& g) {
        return unrotated ? g - p.frame.origin : inv * (g - p.frame.origin);
    };
    // from.local_to_global(c) depends on neither p nor scale: reuse the last call's when its
    // inputs are the same bits.
    const std::uint32_t count = num_sphere <= kMaxSpheres ? num_sphere : kMaxSpheres;
    const LocalspaceMemo& m = localspace_memo;
    localspace_memo_refresh(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        localspace_sphere[i].radius = inv_scale * local_sphere[i].radius;
        localspace_sphere[i].center = inv_scale * to_p(m.check_global[i]);
        localspace_curr_center[i] = inv_scale * to_p(m.curr_global[i]);
    }
    localspace_pos = p;
    // The world's up axis seen from p's frame: the lowest point of sphere 0 in that space.
    localspace_z = unrotated ? glm::vec3(0.0f, 0.0f, 1.0f) : inv * glm::vec3(0.0f, 0.0f, 1.0f);
    localspace_low_point = localspace_sphere[0].center - localspace_sphere[0].radius * localspace_z;
}

// Not retail: cache_localspace_sphere's common case, an unrotated object at scale 1 (every
// static box and crowd member of the scenes) with the world-space centres of the last call
// still current. The same operations as the general path without the ones that are exact
// identities there (the multiplications by 1 / 1, the identity rotation); false, having
// written nothing, for every other case.
bool SpherePath::cache_localspace_translated(const Position& p, float scale) {
    if (!(scale == 1.0f) || !(p.frame.orientation == glm::quat(1.0f, 0.0f, 0.0f, 0.0f)))
        return false;
    const std::uint32_t count = num_sphere <= kMaxSpheres ? num_sphere : kMaxSpheres;
    if (!localspace_memo_current(count)) return false;
    write_localspace_translated(p, count);
    return true;
}

// Not retail: the translated path's writes, from the memo (current for check_pos, curr_pos
// and local_sphere when the caller wrote it or checked it).
void SpherePath::write_localspace_translated(const Position& p, std::uint32_t count) {
    const LocalspaceMemo& m = localspace_memo;
    for (std::uint32_t i = 0; i < count; ++i) {
        localspace_sphere[i].radius = local_sphere[i].radius;
        localspace_sphere[i].center = m.check_global[i] - p.frame.origin;
        localspace_curr_center[i] = m.curr_global[i] - p.frame.origin;
    }
    localspace_pos = p;
    localspace_z = glm::vec3(0.0f, 0.0f, 1.0f);
    localspace_low_point = localspace_sphere[0].center - localspace_sphere[0].radius * localspace_z;
}

// Not retail: the memo as cache_localspace_sphere fills it.
void SpherePath::localspace_memo_refresh(std::uint32_t count) {
    if (!localspace_memo_current(count)) localspace_memo_fill(count);
}

// Not retail: the memo filled from the current frames and spheres. Filling a current memo
// writes the same bits again.
void SpherePath::localspace_memo_fill(std::uint32_t count) {
    LocalspaceMemo& m = localspace_memo;
    m.check = check_pos.frame;
    m.curr = curr_pos.frame;
    m.count = count;
    m.valid = true;
    for (std::uint32_t i = 0; i < count; ++i) {
        m.local[i] = local_sphere[i].center;
        m.check_global[i] = check_pos.frame.local_to_global(local_sphere[i].center);
        m.curr_global[i] = curr_pos.frame.local_to_global(local_sphere[i].center);
    }
}

// Not retail: a deferred cache_localspace_sphere (localspace_deferred) written. The memo is
// the one the deferral read (only cache_localspace_sphere, which clears the deferral, and
// the deferral itself refill it), so this writes exactly what the call would have.
void SpherePath::localspace_materialize() {
    if (localspace_deferred == nullptr) return;
    const std::uint32_t count = num_sphere <= kMaxSpheres ? num_sphere : kMaxSpheres;
    write_localspace_translated(*localspace_deferred, count);
    localspace_deferred = nullptr;
}

// Not retail: compared bit for bit, so a memo hit gives exactly what recomputing would.
bool SpherePath::localspace_memo_current(std::uint32_t count) const {
    const LocalspaceMemo& m = localspace_memo;
    auto same = [](const auto& a, const auto& b) { return std::memcmp(&a, &b, sizeof a) == 0; };
    if (!m.valid || m.count != count || !same(m.check, check_pos.frame) ||
        !same(m.curr, curr_pos.frame))
        return false;
    for (std::uint32_t i = 0; i < count; ++i)
        if (!same(m.local[i], local_sphere[i].center)) return false;
    return true;
}

// SPHEREPATH::add_offset_to_check_pos @ 0x00509D10
void SpherePath::add_offset_to_check_pos(const glm::vec3& offset) {
    cell_array_valid = false;
    check_pos.frame.origin += offset;
    cache_global_sphere(&offset);
}

// SPHEREPATH::add_offset_to_check_pos @ 0x00536A60
void SpherePath::add_offset_to_check_pos(const glm::vec3& offset, float /*radius*/) {
    cell_array_valid = false;
    check_pos.frame.origin += offset;
    cache_global_sphere(&offset);
}

// SPHEREPATH::adjust_check_pos @ 0x0050CC00
void SpherePath::adjust_check_pos(std::uint32_t cell_id) {
    // Outdoor cells (low word < 0x100) would carry a landblock offset in retail; it is always
    // zero here, but the (no-op) translation is kept so the call sequence matches.
    if ((cell_id & 0xFFFFu) < 0x100u) {
        // LandDefs::get_block_offset(cell_id, check cell): zero in a continuous world.
        const glm::vec3 offset(0.0f);
        cache_global_sphere(&offset);
        check_pos.frame.origin += offset;
    }
    check_pos.objcell_id = cell_id;
}

// SPHEREPATH::set_collide @ 0x005378A0
void SpherePath::set_collide(const glm::vec3& collision_normal) {
    collide = true;
    backup_cell = check_cell;
    backup_check_pos = check_pos;
    step_up_normal = collision_normal;
    walk_interp = 1.0f;
}

// SPHEREPATH::set_walkable @ 0x00539FC0
void SpherePath::set_walkable(const Sphere& sphere, const PolygonRef& poly, const glm::vec3& zaxis,
                              const Position& local_pos, float scale) {
    walkable_check_pos = sphere;
    walkable = poly;
    walkable_up = zaxis;
    walkable_pos = local_pos;
    walkable_scale = scale;
}

// SPHEREPATH::set_walkable_check_pos @ 0x00509CE0
void SpherePath::set_walkable_check_pos(const Sphere& sphere) {
    walkable_check_pos = sphere;
}

// SPHEREPATH::set_neg_poly_hit @ 0x005398E0
void SpherePath::set_neg_poly_hit(bool neg_step_up_flag, const glm::vec3& collision_normal) {
    neg_step_up = neg_step_up_flag;
    neg_poly_hit = true;
    neg_collision_normal = -collision_normal;
}

// SPHEREPATH::is_walkable_allowable @ 0x005368D0
bool SpherePath::is_walkable_allowable(float zval) const {
    return zval > walkable_allowance;
}

// SPHEREPATH::get_curr_pos_check_pos_block_offset @ 0x00509FD0
glm::vec3 SpherePath::get_curr_pos_check_pos_block_offset() const {
    // Retail: LandDefs::get_block_offset(curr cell, check cell), the distance between two
    // 192 m landblock origins. sweeplab's world is one continuous space, so it is always 0.
    return glm::vec3(0.0f);
}

// SPHEREPATH::step_up_slide @ 0x0050C3B0 (the part before CSphere::slide_sphere)
void SpherePath::step_up_slide_prologue(CollisionInfo& collisions) {
    collisions.contact_plane_valid = false;
    collisions.contact_plane_is_water = false;
    step_up = false;
}

// SPHEREPATH::precipice_slide @ 0x0050CC80 (normal turned into the world and oriented)
glm::vec3 SpherePath::precipice_slide_normal(const glm::vec3& edge_normal) const {
    glm::vec3 normal = walkable_pos.frame.local_to_global_vec(edge_normal);
    const glm::vec3 movement =
        global_sphere[0].center - global_curr_center[0] + get_curr_pos_check_pos_block_offset();
    if (glm::dot(normal, movement) > 0.0f) normal = -normal;
    return normal;
}

} // namespace sweeplab::physics
