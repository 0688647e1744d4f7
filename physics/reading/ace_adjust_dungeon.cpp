// NOT RETAIL: ACE's dungeon cell correction at spawn (docs/readings.md,
// ace.adjust_dungeon_cells).
#include "physics/reading/ace_readings.h"
#include "physics/reading/reading.h"
#include "physics/world/world.h"

namespace sweeplab::physics {

// ACE WorldObject.AdjustDungeonCells -> AdjustCell.GetCell
std::uint32_t ace_adjust_dungeon_cell(const World& world, std::span<const std::uint32_t> cells,
                                      const glm::vec3& origin) {
    // ACE's EnvCell.point_in_cell asks the containment tree without retail's portal test.
    const ReadingScope ace(reading_in_force().with(ReadingSwitch::AcePortallessCell));
    for (const std::uint32_t id : cells)
        if (world.point_in_cell(id, origin)) return id;
    return 0;
}

} // namespace sweeplab::physics
