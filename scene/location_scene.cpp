#include "scene/location_scene.h"
#include "dat/records/lookup.h"

#include <glm/trigonometric.hpp>

#include "dat/records/env_cell.h"
#include "dat/records/land_block.h"
#include "dat/records/region.h"
#include "physics/world/world.h"

namespace sweeplab::scene {

float land_cell_centre_height(const dat::DatFolder& folder, std::uint32_t cell) {
    const std::uint32_t land_id = (cell & 0xFFFF0000u) | 0xFFFFu;
    const auto land = folder.get<dat::LandBlockRecord>(land_id);
    const auto region = folder.get<dat::RegionRecord>(dat::kRegionId);
    const auto& table = region.land_defs.land_height_table;

    const std::uint32_t index = (cell & 0xFFFFu) - 1u; // the caller checked 0x0001-0x0040
    const int ix = static_cast<int>(index / 8u), iy = static_cast<int>(index % 8u);
    auto z = [&](int x, int y) {
        return table[land.height[dat::LandBlockRecord::vertex_index(x, y)]];
    };
    // CLandBlockStruct::ConstructPolygons' split at the square's global coordinates.
    const std::uint32_t gx = (cell >> 24u) * 8u + static_cast<std::uint32_t>(ix);
    const std::uint32_t gy = ((cell >> 16u) & 0xFFu) * 8u + static_cast<std::uint32_t>(iy);
    if (physics::terrain_cut_sw_ne(gx, gy)) return 0.5f * (z(ix, iy) + z(ix + 1, iy + 1));
    return 0.5f * (z(ix + 1, iy) + z(ix, iy + 1));
}

Scene location_scene(const dat::DatFolder& folder, const Location& location,
                     const std::vector<std::string>& world) {
    Scene s;
    const std::string where = format_location(
        location.cell, location.position.value_or(glm::vec3(0.0f)), location.orientation);
    s.source_path = "location " + dat::hex32(location.cell);
    s.name = location.position ? where : dat::hex32(location.cell);
    DatPlace place;
    place.landblocks = {location.landblock()};
    place.radius = 1;
    place.folder = folder.dir.string();
    place.world = world;
    s.dat = std::move(place);

    // The location's landblock is the world frame: its local position is the world position.
    if (location.position) {
        s.player.position = *location.position;
    } else if (location.indoor()) {
        const auto cell = folder.get<dat::EnvCellRecord>(location.cell);
        s.player.position = cell.frame.origin;
    } else {
        s.player.position = land_cell_centre(location.cell);
        s.player.position.z = land_cell_centre_height(folder, location.cell);
    }
    if (location.indoor()) {
        // A given position needs no record, but the cell must exist (read() names it).
        if (location.position && !folder.cell.contains(location.cell))
            (void)folder.cell.read(location.cell, "EnvCell");
        s.player.cell = location.cell;
    }
    s.player.yaw_deg = glm::degrees(yaw_of(location.orientation));
    s.player.spheres = default_human_spheres();
    s.player.step_up_height = kDefaultStepUpHeight;
    s.player.step_down_height = kDefaultStepDownHeight;
    return s;
}

} // namespace sweeplab::scene
