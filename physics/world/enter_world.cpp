// CPhysicsObj entering the world: enter_world, SetPosition, the SetPositionInternal family,
// CheckPositionInternal, AdjustPosition and its cell searches (docs/world-objects.md,
// "Placement"; the retail functions' branch order kept).
#include "physics/world/enter_world.h"

#include <algorithm>
#include <cmath>

#include "physics/transition/transition.h"
#include "physics/transition/transition_arena.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

struct EnterWorld::Arena {
    TransitionArena<Transition> arena;
};

EnterWorld::EnterWorld(const World& world) : world_(&world), arena_(std::make_unique<Arena>()) {}
EnterWorld::~EnterWorld() = default;

// CEnvCell::find_visible_child_cell @ 0x0052DC50
std::uint32_t find_visible_child_cell(const World& world, const EnvCell& cell,
                                      const glm::vec3& point) {
    if (world.point_in_cell(cell.id, point)) return cell.id;
    // search_cells = 1 on every path sweeplab takes: the stab list, loaded cells only.
    for (const std::uint32_t id : cell.stab_list)
        if (world.env_cell(id) != nullptr && world.point_in_cell(id, point)) return id;
    return kNullCellId;
}

// LandDefs::adjust_to_outside @ 0x005A9BC0
std::uint32_t adjust_to_outside(const World& world, const glm::vec3& point) {
    const LandCell* land = world.land_cell_at(point.x, point.y);
    return land != nullptr ? land->id : kNullCellId;
}

// CPhysicsObj::AdjustPosition @ 0x00511D80
bool adjust_position(const World& world, Position& p, const glm::vec3& low_pt,
                     std::uint32_t& new_cell) {
    const std::uint32_t low = p.objcell_id & 0xFFFFu;
    if (!(low >= 1u && low <= 0x40u) && !(low >= 0x100u && low <= 0xFFFDu) && low != 0xFFFFu)
        return false;
    new_cell = kNullCellId;
    if (low >= 0x100u) {
        const EnvCell* env = world.env_cell(p.objcell_id); // CObjCell::GetVisible
        if (env == nullptr) return false;
        const glm::vec3 pt = p.frame.local_to_global(low_pt);
        if (const std::uint32_t child = find_visible_child_cell(world, *env, pt);
            child != kNullCellId) {
            p.objcell_id = child;
            new_cell = child;
            return true;
        }
        if (!env->seen_outside) return false;
        // Position::adjust_to_outside: the land cell of the origin.
        p.objcell_id = adjust_to_outside(world, p.frame.origin);
        if (p.objcell_id == kNullCellId) return false;
        new_cell = p.objcell_id;
        return true;
    }
    p.objcell_id = adjust_to_outside(world, p.frame.origin);
    if (p.objcell_id == kNullCellId) return false;
    new_cell = p.objcell_id;
    return true;
}

namespace {

bool finite(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// The landblock (0xXXYY) of a cell: an indoor cell's external id, a land cell's own id.
std::uint32_t landblock_of(const World& world, std::uint32_t cell) {
    const std::uint32_t full = is_indoor_cell(cell) ? world.external_cell_id(cell) : cell;
    return full >> 16u;
}

// CPhysicsObj::CheckPositionInternal @ 0x00511E90
bool check_position_internal(Transition& t, std::uint32_t new_cell, Position& new_pos,
                             std::uint32_t flags) {
    t.init_path(new_cell, nullptr, new_pos);
    const bool slide = (flags & static_cast<std::uint32_t>(SetPositionFlag::Slide)) != 0;
    if (!slide) t.sphere_path.placement_allows_sliding = false;
    if (!t.find_valid_position()) return false;
    if (slide) return true;
    // Retail's acceptance without Slide: signed differences, no fabs (ACE keeps it too).
    const Position& c = t.sphere_path.curr_pos;
    if (c.frame.origin.x - new_pos.frame.origin.x < 0.05f &&
        c.frame.origin.y - new_pos.frame.origin.y < 0.05f && t.sphere_path.curr_cell == new_cell) {
        new_pos.frame.origin = c.frame.origin;
        return true;
    }
    return false;
}

// CPhysicsObj::handle_all_collisions's answer for SetPositionInternal: whether the failed
// placement reported a collision (an object or the environment).
bool reported_collision(const Transition& t) {
    return t.collision_info.num_collide_object > 0 || t.collision_info.collided_with_environment;
}

} // namespace

EnterWorldResult EnterWorld::enter_world(const PlacementObject& object, const Position& p,
                                         Reading reading, FrameTrace* trace) {
    // enter_world(slide = 1): flags PLACEMENT | SLIDE (0x11).
    return set_position(object, p,
                        static_cast<std::uint32_t>(SetPositionFlag::Placement) |
                            static_cast<std::uint32_t>(SetPositionFlag::Slide),
                        reading, trace);
}

// CPhysicsObj::SetPosition @ 0x005160C0 -> SetPositionInternal(sps, t) @ 0x00516040 ->
// SetPositionInternal(p, sps, t) @ 0x00515BD0 (no scatter flags on these paths).
EnterWorldResult EnterWorld::set_position(const PlacementObject& object, const Position& p,
                                          std::uint32_t flags, Reading reading, FrameTrace* trace) {
    const ReadingScope scope(reading);
    EnterWorldResult r;
    if (!finite(p.frame.origin)) return r; // not retail: NaN never gets in
    Transition* t = arena_->arena.make();
    if (t == nullptr) return r; // GENERAL_FAILURE
    t->world = world_;
    t->trace = trace;
    if (trace != nullptr) trace->begin_transition();
    t->reading = reading;
    t->init_object(object.desc, ObjectInfoState::Default);
    if (!object.spheres.empty())
        t->init_sphere(static_cast<std::uint32_t>(std::min<std::size_t>(object.spheres.size(), 2)),
                       object.spheres.data(), object.desc.scale);
    else
        t->init_sphere(1, &kDummySphere, 1.0f);

    Position pos = p;
    std::uint32_t new_cell = kNullCellId;
    adjust_position(*world_, pos, t->sphere_path.local_sphere[0].center, new_cell);
    r.adjusted = pos;
    r.adjusted_cell = new_cell;
    if (new_cell == kNullCellId) {
        // The lost cell: retail stores the position and answers OK.
        r.lost_cell = true;
        r.error = SetPositionError::OK;
        r.pos = pos;
    } else if (object.force_into_cell) {
        // CPhysicsObj::ForceIntoCell @ 0x00515660
        r.forced = true;
        r.error = SetPositionError::OK;
        r.pos = pos;
        r.pos.objcell_id = new_cell;
    } else {
        if ((flags & static_cast<std::uint32_t>(SetPositionFlag::DoNotCreateCells)) != 0)
            t->cell_array.do_not_load_cells = true;
        if (!check_position_internal(*t, new_cell, pos, flags)) {
            r.error = reported_collision(*t) ? SetPositionError::Collided
                                             : SetPositionError::NoValidPosition;
        } else if (t->sphere_path.curr_cell == kNullCellId) {
            r.error = SetPositionError::NoCell;
        } else if (reading.has(ReadingSwitch::AceSpawnLandblockDrop) &&
                   landblock_of(*world_, t->sphere_path.curr_cell) !=
                       landblock_of(*world_, new_cell)) {
            // ACE PhysicsObj.SetPositionInternal: entering the world into another landblock
            // is discarded (docs/readings.md, ace.spawn_landblock_drop).
            r.left_landblock = true;
            r.error = SetPositionError::NoValidPosition;
        } else {
            // SetPositionInternal(t) @ 0x00515330: the object takes the transition's position.
            r.error = SetPositionError::OK;
            r.pos = t->sphere_path.curr_pos;
            r.pos.objcell_id = t->sphere_path.curr_cell;
        }
    }
    r.hit_object = t->collision_info.last_collided_object;
    r.hit_environment = t->collision_info.collided_with_environment;
    arena_->arena.cleanup(); // CTransition::cleanupTransition
    if (r.entered() && !finite(r.pos.frame.origin)) r.error = SetPositionError::GeneralFailure;
    return r;
}

} // namespace sweeplab::physics
