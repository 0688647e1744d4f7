// CTransition cell insertion: transitional_insert, insert_into_cell, check_other_cells and
// the per-cell collision entry points (CEnvCell / CLandCell find_collisions).
#include <glm/geometric.hpp>

#include "physics/math/constants.h"
#include "physics/transition/bsp_bridge.h"
#include "physics/transition/transition.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

namespace {

// CPolygon::point_in_poly2D @ 0x00538060 with Sidedness::Positive on a land triangle
// (LandCell::polygon's vertices): the same loop unrolled, the same operations in the same
// order (vertices walked backwards from 2, each paired with the one before, vertex 0 first).
bool point_in_triangle2D(const glm::vec3 (&tri)[3], const glm::vec3& point) {
    auto outside = [&](const glm::vec3& v, const glm::vec3& last) {
        const float ex = v.x - last.x;
        const float ey = v.y - last.y;
        const float cross = ey * v.x - ex * v.y + ex * point.y - ey * point.x;
        return cross > 0.0f;
    };
    return !outside(tri[2], tri[0]) && !outside(tri[1], tri[2]) && !outside(tri[0], tri[1]);
}

} // namespace

// CTransition::transitional_insert @ 0x0050B6F0
TransitionState Transition::transitional_insert(int num_insertion_attempts) {
    SpherePath& sp = sphere_path;
    CollisionInfo& ci = collision_info;
    if (sp.check_cell == kNullCellId) return TransitionState::OK;
    if (num_insertion_attempts <= 0) return TransitionState::Invalid;
    TransitionState ts = TransitionState::OK;
    for (int attempt = 0; attempt < num_insertion_attempts; ++attempt) {
        ts = insert_into_cell(sp.check_cell, num_insertion_attempts);
        switch (ts) {
        case TransitionState::OK:
            ts = check_other_cells(sp.check_cell);
            if (ts != TransitionState::OK) sp.neg_poly_hit = false;
            if (ts == TransitionState::Collided) return ts;
            break;
        case TransitionState::Slid:
            ci.contact_plane_valid = false;
            ci.contact_plane_is_water = false;
            sp.neg_poly_hit = false;
            break;
        case TransitionState::Adjusted:
            sp.neg_poly_hit = false;
            break;
        case TransitionState::Collided:
            sp.neg_poly_hit = false;
            return ts;
        default:
            break;
        }
        if (ts != TransitionState::OK) continue; // retry from the adjusted check position

        if (sp.collide) {
            // Phase A: an airborne hit; land only if the spot is walkable and clear.
            sp.collide = false;
            bool reset = true;
            if (ci.contact_plane_valid && check_walkable(kLandingZ)) {
                const InsertType backup = sp.insert_type;
                sp.insert_type = InsertType::Placement;
                const TransitionState placed = transitional_insert(num_insertion_attempts);
                sp.insert_type = backup;
                reset = placed != TransitionState::OK;
                ts = TransitionState::OK;
            }
            sp.walkable.reset();
            if (!reset) return note("transitional_insert/collide_landed", ts);
            sp.restore_check_pos();
            ci.contact_plane_valid = false;
            ci.contact_plane_is_water = false;
            if (ci.last_known_contact_plane_valid) {
                object_info.kill_velocity();
                ci.last_known_contact_plane_valid = false;
            } else {
                ci.set_collision_normal(sp.step_up_normal);
            }
            return note("transitional_insert/collide_not_landed", TransitionState::Collided);
        }

        if (sp.neg_poly_hit && !sp.step_down && !sp.step_up) {
            // Phase B: a back-face hit deferred by the BSP contact path.
            sp.neg_poly_hit = false;
            if (sp.neg_step_up) {
                if (!step_up(sp.neg_collision_normal))
                    ts = note("transitional_insert/neg_poly_step_up_slide", step_up_slide());
                else
                    note("transitional_insert/neg_poly_step_up", ts);
            } else {
                ts = note("transitional_insert/neg_poly_slide",
                          bsp_bridge::slide_sphere(*this, sp.neg_collision_normal));
            }
            continue;
        }

        if (ci.contact_plane_valid) return TransitionState::OK; // Phase C: grounded
        if (!has_state(ObjectInfoState::Contact) || sp.step_down || sp.check_cell == kNullCellId ||
            !object_info.step_down)
            return TransitionState::OK;

        // Phase D: the ground fell away under a grounded mover: try to step down.
        float zval = kLandingZ;
        float step_down_height = 0.04f;
        if (has_state(ObjectInfoState::OnWalkable)) {
            zval = object_info.get_walkable_z();
            step_down_height = object_info.step_down_height;
        }
        sp.walkable_allowance = zval;
        sp.save_check_pos();
        const float radius = sp.global_sphere[0].radius;
        if (sp.num_sphere < 2 && 2.0f * radius < step_down_height) step_down_height = radius * 0.5f;
        if (2.0f * radius >= step_down_height) {
            if (step_down(step_down_height, zval)) {
                sp.walkable.reset();
                return note("transitional_insert/step_down", TransitionState::OK);
            }
        } else {
            step_down_height *= 0.5f;
            if (step_down(step_down_height, zval) || step_down(step_down_height, zval)) {
                sp.walkable.reset();
                return note("transitional_insert/step_down", TransitionState::OK);
            }
        }
        if (edge_slide(ts, step_down_height, zval)) return ts;
        // edge_slide gave a state to retry with.
    }
    return ts;
}

// CTransition::insert_into_cell @ 0x00509E70
TransitionState Transition::insert_into_cell(std::uint32_t cell_id, int num_insertion_attempts) {
    if (cell_id == kNullCellId)
        return note("CTransition::insert_into_cell/no_cell", TransitionState::Collided);
    TransitionState ts = TransitionState::OK;
    for (int i = 0; i < num_insertion_attempts; ++i) {
        // CObjCell::find_collisions (vtable; building_collisions.cpp).
        ts = find_collisions(cell_id);
        if (ts == TransitionState::OK || ts == TransitionState::Collided) return ts;
        if (ts == TransitionState::Slid) {
            collision_info.contact_plane_valid = false;
            collision_info.contact_plane_is_water = false;
        }
    }
    return ts;
}

// CTransition::build_cell_array: find_cell_list over check_pos into cell_array.
void Transition::build_cell_array(std::uint32_t* new_cell) {
    SpherePath& sp = sphere_path;
    sp.cell_array_valid = true;
    sp.hits_interior_cell = false;
    if (world == nullptr) {
        cell_array.num_cells = 0;
        if (new_cell != nullptr) *new_cell = kNullCellId;
        return;
    }
    world->find_cell_list(sp.check_pos, sp.num_sphere, sp.global_sphere.data(), cell_array,
                          new_cell, &sp);
}

// CTransition::check_other_cells @ 0x0050AE50
TransitionState Transition::check_other_cells(std::uint32_t curr_cell) {
    SpherePath& sp = sphere_path;
    std::uint32_t new_cell = kNullCellId;
    build_cell_array(&new_cell);
    for (std::uint32_t k = 0; k < cell_array.num_cells; ++k) {
        const std::uint32_t id = cell_array.cells[k].cell_id;
        if (id == kNullCellId || id == curr_cell) continue;
        const TransitionState ts = find_collisions(id);
        if (ts == TransitionState::Slid) {
            collision_info.contact_plane_valid = false;
            collision_info.contact_plane_is_water = false;
            return ts;
        }
        if (ts == TransitionState::Collided || ts == TransitionState::Adjusted) return ts;
    }
    sp.check_cell = new_cell;
    if (new_cell != kNullCellId) {
        sp.adjust_check_pos(new_cell);
        return TransitionState::OK;
    }
    if (sp.step_down) // cannot step down into nowhere
        return note("CTransition::check_other_cells/step_down_nowhere", TransitionState::Collided);
    Position p = sp.check_pos;
    if (!is_indoor_cell(p.objcell_id)) {
        // LandDefs::adjust_to_outside: the land square under the point, or 0 off the map.
        const LandCell* land =
            world != nullptr ? world->land_cell_at(p.frame.origin.x, p.frame.origin.y) : nullptr;
        p.objcell_id = land != nullptr ? land->id : kNullCellId;
    }
    if (p.objcell_id != kNullCellId) {
        sp.adjust_check_pos(p.objcell_id);
        sp.check_pos = p;
        sp.check_cell = kNullCellId;
        sp.cache_global_sphere(nullptr);
        sp.cell_array_valid = true;
        return TransitionState::OK;
    }
    return note("CTransition::check_other_cells/off_the_map", TransitionState::Collided);
}

TransitionState Transition::find_env_collisions(std::uint32_t cell_id) {
    SpherePath& sp = sphere_path;
    if (world == nullptr) return TransitionState::OK;
    if (const EnvCell* cell = world->env_cell(cell_id)) {
        // CEnvCell::find_env_collisions @ 0x0052C130 (check_entry_restrictions: always OK)
        sp.obstruction_ethereal = false;
        TransitionState ts = TransitionState::OK;
        if (!cell->physics_bsp.empty()) {
            sp.cache_localspace_sphere(cell->pos, 1.0f);
            ts = sp.insert_type == InsertType::InitialPlacement
                     ? bsp_bridge::placement_insert(cell->physics_bsp, *this)
                     : bsp_bridge::find_collisions(cell->physics_bsp, cell->id, *this, 1.0f);
            if (ts != TransitionState::OK && !has_state(ObjectInfoState::Contact))
                collision_info.collided_with_environment = true;
        }
        return ts;
    }
    const LandCell* land = world->land_cell(cell_id);
    if (land == nullptr) return TransitionState::OK;
    return find_land_env_collisions(*land);
}

// CLandCell::find_env_collisions @ 0x00532F20
TransitionState Transition::find_land_env_collisions(const LandCell& land) {
    SpherePath& sp = sphere_path;
    const glm::vec3& low = sp.global_low_point;
    int poly = -1;
    for (int i = 0; i < 2 && poly < 0; ++i) // CLandCell::find_terrain_poly @ 0x00532CF0
        if (point_in_triangle2D(land.tri[i], low)) poly = i;
    if (poly < 0) return TransitionState::OK;
    // A landblock all of water stops everything but a viewer (the camera) and a missile.
    if (land.block_water == WaterType::EntirelyWater &&
        !has(object_info.state, ObjectInfoState::IsViewer) &&
        !has(object_info.object_state, PhysicsState::Missile))
        return note("CLandCell::find_env_collisions/all_water_block", TransitionState::Collided);
    const float depth = get_water_depth(land, low);
    return note_hit("CLandCell::find_env_collisions/validate_walkable",
                    validate_walkable(sp.global_sphere[0], land.plane[poly],
                                      land.water != WaterType::NotWater, depth, land.id));
}

} // namespace sweeplab::physics
