#pragma once
// Which of a scene's cells belong to which building, and so the building's portals
// (retail CBldPortal): the scene format names no building portals, so they are derived.
#include <vector>

#include "physics/world/building.h"
#include "scene/scene.h"

namespace sweeplab::scene {

// The portals of building object `objects[building]` (a mesh with `"building": true`):
// every `"to": "outside"` portal of every cell that lies on it, in cell then portal order.
// A cell lies on the first building (in object order) whose shell's world bounding box holds
// the centre of the cell's world bounding box in x and y (a cellar under the house lies on
// it too). Each portal enters that cell at that portal's index (other_portal_id); its stab
// list is every cell on the building, as a retail building's cells all see each other's
// openings closely enough for the physics, which never reads stab lists.
[[nodiscard]] std::vector<physics::BuildingPortalDesc> building_portals(const Scene& scene,
                                                                        std::size_t building);

// The index of scene.cells[cell]'s first outside portal when the cell lies on no building
// (so no building portal enters it and the land never reaches it, as in retail), else -1.
[[nodiscard]] int outside_portal_on_no_building(const Scene& scene, std::size_t cell);

} // namespace sweeplab::scene
