// Buildings (retail CBuildingObj): filing under one land cell, and the transit from that
// land cell into the building's cells through its portals. The collision side is
// physics/transition/building_collisions.cpp.
#include "physics/bsp/cell_bsp.h"
#include "physics/collision/sphere_path.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

std::uint32_t World::add_building(const BuildingDesc& desc) {
    Building b;
    b.object = static_cast<std::uint32_t>(registry_.objects().size());
    // Only the BSP is a building's collision shape (CBuildingObj::find_building_collisions
    // tests the part's physics BSP; it has no CSphere or CCylSphere path).
    ObjectDesc shell = desc.shell;
    shell.spheres.clear();
    shell.cylspheres.clear();
    shell.creature = false;
    registry_.add(shell, true);
    b.desc_portals = desc.portals;
    buildings_.push_back(std::move(b));
    return static_cast<std::uint32_t>(buildings_.size() - 1);
}

const Building* World::building_of(const LandCell& land) const {
    if (land.building < 0) return nullptr;
    return &buildings_[static_cast<std::size_t>(land.building)];
}

bool World::shell_in_reach(std::uint32_t index, const Sphere& sphere) const {
    const Building* building = nullptr;
    for (const Building& b : buildings_)
        if (b.object == index) building = &b;
    if (building == nullptr) return true;
    if (!building->attached) return false;
    const Position p{find_cell(sphere.center), Frame{sphere.center, {1, 0, 0, 0}}};
    CellArray array;
    find_cell_list(p, 1, &sphere, array, nullptr, nullptr);
    for (std::uint32_t k = 0; k < array.num_cells; ++k)
        if (array.cells[k].cell_id == building->land_cell) return true;
    return false;
}

// CLandBlock::init_buildings @ 0x0052FD80 (per building: LandDefs::adjust_to_outside on the
// origin, CLandBlock::get_landcell, CBuildingObj::add_to_cell @ 0x006B5550 ->
// CSortCell::add_building @ 0x00534030). Called by finalize(), after portal ids resolve.
void World::file_buildings() {
    for (LandCell& l : land_)
        l.building = -1;
    const auto objects = registry_.objects();
    for (std::size_t i = 0; i < buildings_.size(); ++i) {
        Building& b = buildings_[i];
        // CBldPortal::UnPack gives the ids; CBldPortal::GetOtherCell looks them up when used
        // (a cell that is not there is skipped then; here it resolves to 0 once).
        b.portals.clear();
        for (const BuildingPortalDesc& d : b.desc_portals) {
            BuildingPortal p;
            p.other_cell_id = internal_cell_id(d.other_cell_external);
            p.other_portal_id = d.other_portal_id;
            p.exact_match = d.exact_match;
            p.portal_side = d.portal_side;
            for (std::uint32_t stab : d.stab_list_external)
                if (const std::uint32_t id = internal_cell_id(stab); id != 0)
                    p.stab_list.push_back(id);
            b.portals.push_back(std::move(p));
        }
        const glm::vec3& origin = objects[b.object].pos.frame.origin;
        const LandCell* land = land_cell_at(origin.x, origin.y);
        b.land_cell = land != nullptr ? land->id : 0u;
        b.attached = false;
        // No land cell under it: retail deletes the building (never tested, never entered).
        if (land == nullptr) continue;
        LandCell& cell = land_[static_cast<std::size_t>(land - land_.data())];
        // CSortCell::add_building keeps the building it has: a second one in the same square
        // is set to that cell but never listed there.
        if (cell.building >= 0) continue;
        cell.building = static_cast<std::int32_t>(i);
        b.attached = true;
    }
}

// CBuildingObj::find_building_transit_cells @ 0x006B5230
void World::find_building_transit_cells(const Building& building, std::uint32_t num_sphere,
                                        const Sphere* spheres, CellArray& array, SpherePath* path,
                                        CellPickTrace* trace) const {
    for (const BuildingPortal& portal : building.portals) {
        // CBldPortal::GetOtherCell @ 0x0053BC30 (CEnvCell::GetVisible).
        const EnvCell* other = env_cell(portal.other_cell_id);
        if (other == nullptr) continue;
        CellPickTrace::PortalTest test{
            CellPickTrace::PortalKind::Building,
            building.land_cell,
            static_cast<std::uint32_t>(&portal - building.portals.data()),
            other->id,
            false,
            false};
        // CEnvCell::check_building_transit @ 0x0052C5D0
        if (portal.other_portal_id < 0) {
            if (trace != nullptr) {
                test.skipped = true;
                trace->add_portal(test);
            }
            continue;
        }
        for (std::uint32_t s = 0; s < num_sphere; ++s) {
            const Sphere local{other->pos.frame.global_to_local(spheres[s].center),
                               spheres[s].radius};
            // CCellStruct::sphere_intersects_cell (radius padded by 0.01).
            if (sphere_intersects_cell_bsp(other->cell_bsp, other->cell_bsp.root(), local) !=
                CellContainment::Outside) {
                if (path != nullptr) path->hits_interior_cell = true;
                array.add_cell(other->id);
                test.crossed = true;
                break;
            }
        }
        if (trace != nullptr) trace->add_portal(test);
    }
}

} // namespace sweeplab::physics
