#include "app/sim/sim_state.h"

namespace sweeplab::app {

void save_state(const Simulation& sim, SimState& out) {
    sim.player().snapshot(out.player);
    SimulationAccess::camera(sim).snapshot(out.camera);
    SimulationAccess::free_camera(sim).snapshot(out.free_camera);
    out.out = sim.output();
    out.camera_collide = sim.camera_collide;
}

void restore_state(Simulation& sim, const SimState& in) {
    SimulationAccess::player(sim).restore(in.player);
    SimulationAccess::camera(sim).restore(in.camera);
    SimulationAccess::free_camera(sim).restore(in.free_camera);
    SimulationAccess::output(sim) = in.out;
    sim.camera_collide = in.camera_collide;
}

void set_radial_pushout(Simulation& sim, bool on) {
    physics::Reading r = sim.player().config().reading;
    r.set(physics::ReadingSwitch::RadialPushout, on);
    SimulationAccess::player(sim).set_reading(r);
}

bool radial_pushout(const Simulation& sim) {
    return sim.player().config().reading.has(physics::ReadingSwitch::RadialPushout);
}

} // namespace sweeplab::app
