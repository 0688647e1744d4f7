// Cell membership: CObjCell::find_cell_list and the find_transit_cells of both cell kinds.
#include <cmath>

#include "physics/bsp/cell_bsp.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/constants.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

// CObjCell::find_cell_list @ 0x0052B4E0
void World::find_cell_list(const Position& p, std::uint32_t num_sphere, const Sphere* spheres,
                           CellArray& array, std::uint32_t* curr_cell, SpherePath* path,
                           CellPickTrace* trace) const {
    if (trace != nullptr) trace->reset();
    array.num_cells = 0;
    array.added_outside = false;
    bool start = false;
    if (is_indoor_cell(p.objcell_id)) {
        // CEnvCell::GetVisible
        start = env_cell(p.objcell_id) != nullptr;
        if (path != nullptr) path->hits_interior_cell = true;
        array.add_cell(p.objcell_id);
    } else {
        // CLandCell::Get
        start = land_cell(p.objcell_id) != nullptr;
        add_all_outside_cells(num_sphere, spheres, array);
    }
    if (!start || num_sphere == 0) return;
    // The array grows while it is walked: a breadth-first search through portals. Bounded
    // by the array's fixed capacity.
    for (std::uint32_t k = 0; k < array.num_cells; ++k)
        find_transit_cells(array.cells[k].cell_id, num_sphere, spheres, array, path, trace);
    if (curr_cell == nullptr) return;
    *curr_cell = kNullCellId;
    for (std::uint32_t k = 0; k < array.num_cells; ++k) {
        const std::uint32_t id = array.cells[k].cell_id;
        // The block offset between cells is always zero in a continuous world.
        const bool inside = point_in_cell(id, spheres[0].center);
        if (trace != nullptr) trace->add_test(id, inside);
        if (!inside) continue;
        *curr_cell = id;
        if (trace != nullptr) {
            trace->picked = id;
            trace->picked_test = static_cast<std::int32_t>(trace->num_tests) - 1;
        }
        if (is_indoor_cell(id)) {
            // The first indoor cell wins; the last outdoor one otherwise.
            if (path != nullptr) path->hits_interior_cell = true;
            break;
        }
    }
}

void World::find_transit_cells(std::uint32_t cell_id, std::uint32_t num_sphere,
                               const Sphere* spheres, CellArray& array, SpherePath* path,
                               CellPickTrace* trace) const {
    using Test = CellPickTrace::PortalTest;
    using Kind = CellPickTrace::PortalKind;
    if (const EnvCell* cell = env_cell(cell_id)) {
        // CEnvCell::find_transit_cells @ 0x0052C820
        bool check_outside = false;
        for (const CellPortal& portal : cell->portals) {
            const auto index = static_cast<std::uint32_t>(&portal - cell->portals.data());
            if (portal.to_outside) {
                bool close_to_plane = false;
                for (std::uint32_t s = 0; s < num_sphere; ++s) {
                    const glm::vec3 local = cell->pos.frame.global_to_local(spheres[s].center);
                    const float dist = portal.plane.dot_product(local);
                    if (std::fabs(dist) < spheres[s].radius + kEpsilon) {
                        check_outside = close_to_plane = true;
                        break;
                    }
                }
                if (trace != nullptr)
                    trace->add_portal(Test{Kind::Outside, cell_id, index, 0, close_to_plane});
                continue;
            }
            // Every cell is loaded here, so retail's unloaded-cell side test never runs.
            const EnvCell* other = env_cell(portal.other_cell_id);
            if (other == nullptr) continue;
            bool crossed = false;
            for (std::uint32_t s = 0; s < num_sphere; ++s) {
                const Sphere local{other->pos.frame.global_to_local(spheres[s].center),
                                   spheres[s].radius};
                // CCellStruct::sphere_intersects_cell (radius padded by 0.01).
                if (sphere_intersects_cell_bsp(other->cell_bsp, other->cell_bsp.root(), local) !=
                    CellContainment::Outside) {
                    array.add_cell(other->id);
                    crossed = true;
                    break;
                }
            }
            if (trace != nullptr)
                trace->add_portal(Test{Kind::Cell, cell_id, index, other->id, crossed});
        }
        if (check_outside) add_all_outside_cells(num_sphere, spheres, array);
        return;
    }
    // CLandCell::find_transit_cells @ 0x00533800: the outside cells (added once per array),
    // then CSortCell::find_transit_cells @ 0x00534060: the square's building, if any.
    const LandCell* land = land_cell(cell_id);
    if (land == nullptr) return;
    add_all_outside_cells(num_sphere, spheres, array);
    if (const Building* building = building_of(*land))
        find_building_transit_cells(*building, num_sphere, spheres, array, path, trace);
}

} // namespace sweeplab::physics
