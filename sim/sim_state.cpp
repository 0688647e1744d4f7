#include "sim/sim_state.h"

#include <algorithm>

namespace sweeplab::app {

namespace {

// A ghost mover as Simulation makes them: the avatar's config under another reading (the
// reading itself comes with the state restored into it).
GhostRun make_ghost(const Simulation& sim) {
    return {std::make_unique<physics::Mover>(sim.world(), sim.player().config()),
            std::make_unique<physics::ChaseCamera>()};
}

// True when a ghost other than `except` runs `bits`.
bool another_runs(const Simulation& sim, std::size_t except, std::uint32_t bits) {
    for (std::size_t i = 0; i < sim.ghost_count(); ++i)
        if (i != except && sim.ghost(i).config().reading.bits == bits) return true;
    return false;
}

// Ghost 0 is also the ghost of a check (the checks name its reading and no other ghost runs
// it): Simulation shares one mover between --compare and the checks of the same reading.
bool checks_need_ghost0(const Simulation& sim) {
    if (sim.ghost_count() == 0) return false;
    const std::uint32_t bits = sim.ghost(0).config().reading.bits;
    const std::vector<std::uint32_t> named = sim.scene().check_readings();
    return std::find(named.begin(), named.end(), bits) != named.end() &&
           !another_runs(sim, 0, bits);
}

} // namespace

void save_state(const Simulation& sim, SimState& out) {
    sim.player().snapshot(out.player);
    out.ghosts.resize(sim.ghost_count());
    out.ghost_cameras.resize(sim.ghost_count());
    for (std::size_t i = 0; i < sim.ghost_count(); ++i) {
        sim.ghost(i).snapshot(out.ghosts[i]);
        sim.ghost_camera(i).snapshot(out.ghost_cameras[i]);
    }
    out.has_compare = sim.has_compare();
    SimulationAccess::camera(sim).snapshot(out.camera);
    SimulationAccess::free_camera(sim).snapshot(out.free_camera);
    out.out = sim.output();
    out.camera_collide = sim.camera_collide;
}

bool same_ghosts(const Simulation& sim, const SimState& in) {
    if (sim.has_compare() != in.has_compare || sim.ghost_count() != in.ghosts.size()) return false;
    for (std::size_t i = 0; i < in.ghosts.size(); ++i)
        if (!(sim.ghost(i).config().reading == in.ghosts[i].state.reading)) return false;
    return true;
}

void restore_ghosts(Simulation& sim, const SimState& in) {
    auto& ghosts = SimulationAccess::ghosts(sim);
    // Any ghost mover takes any ghost's snapshot: they differ only by the reading, which the
    // snapshot's state carries.
    if (ghosts.size() > in.ghosts.size()) ghosts.resize(in.ghosts.size());
    while (ghosts.size() < in.ghosts.size())
        ghosts.push_back(make_ghost(sim));
    for (std::size_t i = 0; i < in.ghosts.size(); ++i) {
        ghosts[i].mover->restore(in.ghosts[i]);
        if (i < in.ghost_cameras.size()) ghosts[i].camera->restore(in.ghost_cameras[i]);
    }
    SimulationAccess::has_compare(sim) = in.has_compare;
}

void restore_state(Simulation& sim, const SimState& in) {
    SimulationAccess::player(sim).restore(in.player);
    restore_ghosts(sim, in);
    SimulationAccess::camera(sim).restore(in.camera);
    SimulationAccess::free_camera(sim).restore(in.free_camera);
    SimulationAccess::output(sim) = in.out;
    sim.camera_collide = in.camera_collide;
}

void set_compare(Simulation& sim, std::optional<physics::Reading> reading) {
    auto& ghosts = SimulationAccess::ghosts(sim);
    bool& has = SimulationAccess::has_compare(sim);
    if (has && checks_need_ghost0(sim)) {
        // The old compare ghost runs on for the checks, as a check ghost (order is free:
        // the checks find ghosts by reading).
        ghosts.push_back(std::move(ghosts.front()));
        ghosts.erase(ghosts.begin());
        has = false;
    }
    if (!reading) {
        if (has) ghosts.erase(ghosts.begin());
        has = false;
        SimulationAccess::report_ghosts(sim);
        return;
    }
    if (!has) ghosts.insert(ghosts.begin(), make_ghost(sim));
    has = true;
    // From the avatar's state as it is now (its last transition record too, so the
    // inspectors and a later rewind see a whole mover), under the new reading.
    auto snap = std::make_unique<physics::MoverSnapshot>();
    sim.player().snapshot(*snap);
    snap->state.reading = *reading;
    ghosts.front().mover->restore(*snap);
    auto camera = std::make_unique<physics::ChaseCameraState>();
    SimulationAccess::camera(sim).snapshot(*camera);
    ghosts.front().camera->restore(*camera);
    SimulationAccess::report_ghosts(sim);
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
