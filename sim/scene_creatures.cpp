#include "sim/scene_creatures.h"

#include "sim/sim_state.h"

namespace sweeplab::app {

std::unique_ptr<Crowd> scene_creatures(Simulation& sim, const scene::Scene& scene) {
    if (!scene.dat || world_creature_mode_of(scene.dat->creatures) == WorldCreatureMode::Stand)
        return nullptr;
    auto crowd =
        std::make_unique<Crowd>(SimulationAccess::world(sim), sim.player(), sim.dat_world());
    crowd->set_reading(sim.player().config().reading);
    crowd->set_world_mode(world_creature_mode_of(scene.dat->creatures));
    return crowd;
}

} // namespace sweeplab::app
