#pragma once
// Rewind's view of a Simulation (the lab's step back and forward) and the lab's switches that live
// in the physics objects it owns. Simulation names SimulationAccess a friend; nothing else here
// needs its internals. Not retail (docs/divergences.md, "Lab facilities").
#include <memory>
#include <optional>
#include <vector>

#include "physics/camera/chase_camera.h"
#include "physics/world/mover.h"
#include "sim/simulation.h"

namespace sweeplab::app {

// The seam: the objects a Simulation owns, for rewind, the crowd and the switches.
class SimulationAccess {
  public:
    static physics::World& world(Simulation& s) { return *s.world_; }
    static physics::Mover& player(Simulation& s) { return *s.player_; }
    static physics::ChaseCamera& camera(Simulation& s) { return s.camera_; }
    static const physics::ChaseCamera& camera(const Simulation& s) { return s.camera_; }
    static physics::ChaseCamera& free_camera(Simulation& s) { return s.free_camera_; }
    static const physics::ChaseCamera& free_camera(const Simulation& s) { return s.free_camera_; }
    static FrameOutput& output(Simulation& s) { return s.out_; }
    static physics::Mover& ghost(Simulation& s, std::size_t i) { return *s.ghosts_[i].mover; }
    static std::vector<GhostRun>& ghosts(Simulation& s) { return s.ghosts_; }
    static bool& has_compare(Simulation& s) { return s.has_compare_; }
    static void report_ghosts(Simulation& s) { s.report_ghosts(); }
};

// Everything a Simulation changes from frame to frame: the avatar's mover with its last
// transition record, the chase camera with its sweep's record, the A/B split's uncollided
// camera (its damping starts from its own previous eye), the frame output and the live
// switches, and every ghost avatar (Simulation::ghost order, each with its reading) and
// whether ghost 0 is the --compare one. Copy-assigning one into another, and saving into one
// that held as many ghosts before, reuses the vectors' capacity.
struct SimState {
    physics::MoverSnapshot player{};
    std::vector<physics::MoverSnapshot> ghosts;
    std::vector<physics::ChaseCameraState> ghost_cameras; // each ghost's chase camera
    bool has_compare = false;
    physics::ChaseCameraState camera{};
    physics::ChaseCameraState free_camera{};
    FrameOutput out{};
    bool camera_collide = true;
};

void save_state(const Simulation& sim, SimState& out);
void restore_state(Simulation& sim, const SimState& in);

// Whether the simulation runs the same ghosts as `in` recorded (as many, the same readings,
// the same --compare flag): when not, a replay must put `in`'s ghosts back first.
[[nodiscard]] bool same_ghosts(const Simulation& sim, const SimState& in);
// Only the ghosts of `in` (added or dropped to match, then each restored).
void restore_ghosts(Simulation& sim, const SimState& in);

// The --compare ghost from here on (the lab's A/B "from here"): a copy of the avatar's
// current state (and of its chase camera's) run under `reading` from the next frame, or no compare
// ghost (nullopt). A ghost the scene's checks still need (its reading is one they name and no other
// ghost runs it) is kept for them rather than replaced. Not retail (a lab facility).
void set_compare(Simulation& sim, std::optional<physics::Reading> reading);

// The lab's switch (lab.radial_pushout, docs/readings.md): the hand-rolled radial push-out
// instead of the retail crease slide for
// the avatar's transitions (off: retail).
void set_radial_pushout(Simulation& sim, bool on);
[[nodiscard]] bool radial_pushout(const Simulation& sim);

} // namespace sweeplab::app
