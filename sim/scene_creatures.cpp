#include "sim/scene_creatures.h"

#include "sim/sim_state.h"

namespace sweeplab::app {

std::unique_ptr<Crowd> scene_creatures(Simulation& sim, const scene::Scene& scene) {
    const bool place_moves =
        scene.dat && world_creature_mode_of(scene.dat->creatures) != WorldCreatureMode::Stand;
    bool crowd_moves = false;
    for (const scene::CrowdSpec& c : scene.crowds)
        crowd_moves |= c.moves != scene::CrowdMoves::Stand;
    if (!place_moves && !crowd_moves) return nullptr;
    auto crowd =
        std::make_unique<Crowd>(SimulationAccess::world(sim), sim.player(), sim.dat_world());
    crowd->set_reading(sim.player().config().reading);
    crowd->adopt(scene);
    if (place_moves) crowd->set_world_mode(world_creature_mode_of(scene.dat->creatures));
    return crowd;
}

} // namespace sweeplab::app
