#pragma once
// Retail buildings (CBuildingObj): a shell with physics BSP that stands on the land, and the
// portals (CBldPortal) through which a mover outdoors enters the building's indoor cells.
// Retail files a building under ONE land cell, the one under its origin
// (CLandBlock::init_buildings -> CBuildingObj::add_to_cell -> CSortCell::add_building); that
// cell alone tests the shell (CSortCell::find_collisions) and enters the building's cells
// (CSortCell::find_transit_cells). No indoor cell and no other land cell lists it: a mover
// meets a building only while its footprint reaches the building's square (the neighbours
// CLandCell::add_all_outside_cells puts in find_cell_list's array).
//
// World::add_building takes the description below; the scene world builder and a DAT
// world builder (CLandBlockInfo's BuildInfo records) both fill it.
#include <cstdint>
#include <vector>

#include "physics/world/shadow_registry.h"

namespace sweeplab::physics {

// One retail CBldPortal (CBldPortal::UnPack @ 0x0053BC40): the building-side record of an
// opening into one of its cells. Ids are external (scene or DAT cell ids); World::finalize
// resolves them.
struct BuildingPortalDesc {
    std::uint32_t other_cell_external = 0; // the indoor cell this portal enters
    // Which of that cell's portals it is (CBldPortal::other_portal_id); a negative index is
    // never entered (CEnvCell::check_building_transit tests portal_id >= 0 first).
    std::int32_t other_portal_id = 0;
    bool exact_match = false; // kept for DAT data; the physics never reads it
    bool portal_side = true;  // likewise (the part-array transit test reads the cell's own)
    // The cells seen through this portal (CBldPortal::add_to_stablist); kept for DAT data.
    std::vector<std::uint32_t> stab_list_external;
};

struct BuildingDesc {
    // The shell: id, position (its origin picks the land cell), scale and BSP. A shell
    // without a BSP never collides (CPhysicsPart::find_obj_collisions: no physics_bsp), and
    // its portals still lead in. Spheres and cylspheres are ignored, as retail's building
    // part is tested through its BSP only.
    ObjectDesc shell;
    std::vector<BuildingPortalDesc> portals;
};

// A resolved CBldPortal.
struct BuildingPortal {
    std::uint32_t other_cell_id = 0; // internal id; 0 when that cell does not exist
    std::int32_t other_portal_id = 0;
    bool exact_match = false;
    bool portal_side = true;
    std::vector<std::uint32_t> stab_list; // internal ids (unknown cells dropped)
};

// Retail CBuildingObj.
struct Building {
    std::uint32_t object = 0;    // the shell's ShadowRegistry index
    std::uint32_t land_cell = 0; // the land cell under the origin (0: none, never tested)
    // Whether that land cell lists this building: a land cell holds one building, the
    // first added (CSortCell::add_building keeps the one it has).
    bool attached = false;
    std::vector<BuildingPortal> portals;
    std::vector<BuildingPortalDesc> desc_portals; // as given, resolved again by finalize()
};

} // namespace sweeplab::physics
