#include "sim/teleport.h"

#include <stdexcept>

#include <glm/trigonometric.hpp>

#include "dat/dat_folder.h"
#include "scene/location_scene.h"
#include "sim/run_world.h"
#include "sim/sim_state.h"

namespace sweeplab::app {

bool teleport(LabController& lab, const TeleportTarget& target, const FrameInput& input) {
    lab.discard_future();
    Simulation& sim = lab.sim();
    const physics::World& world = SimulationAccess::world(sim);
    const std::uint32_t cell = target.cell != 0 ? world.internal_cell_id(target.cell) : 0u;
    const bool placed = SimulationAccess::player(sim).place(target.position, target.yaw, cell);
    // A recording started from here on starts at the target (docs/recordings.md).
    lab.set_start(target.position, glm::degrees(target.yaw),
                  target.cell != 0 ? std::optional<std::uint32_t>(target.cell) : std::nullopt);
    SimulationAccess::camera(sim).reset();
    SimulationAccess::free_camera(sim).reset();
    lab.source = InputSource::Keyboard;
    lab.step_frame(input);
    return placed;
}

void open_location(LabController& lab, const scene::Location& location) {
    const scene::Scene& current = lab.scene();
    if (!current.dat)
        throw std::invalid_argument(current.source_path + ": not a DAT world (no DAT folder)");
    std::optional<dat::DatFolder> opened;
    const dat::DatFolder& folder =
        run_folder(lab.options().dat_folder, current.dat->folder, opened);
    // The server's world data goes along: the new place's landblocks have spawns of their own.
    lab.open(scene::location_scene(folder, location, current.dat->world), "");
}

} // namespace sweeplab::app
