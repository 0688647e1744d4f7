#pragma once
// Rewind's view of a Simulation (issue 7 item 3) and the lab's switches that live in the
// physics objects it owns. Simulation names SimulationAccess a friend; nothing else here
// needs its internals. Not retail (docs/divergences.md, "Lab facilities").
#include "app/sim/simulation.h"
#include "physics/camera/chase_camera.h"
#include "physics/world/mover.h"

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
};

// Everything a Simulation changes from frame to frame: the avatar's mover with its last
// transition record, the chase camera with its sweep's record, the A/B split's uncollided
// camera (its damping starts from its own previous eye), the frame output and the live
// switches. Copy-assigning one into another reuses the vectors' capacity.
struct SimState {
    physics::MoverSnapshot player{};
    physics::ChaseCameraState camera{};
    physics::ChaseCameraState free_camera{};
    FrameOutput out{};
    bool camera_collide = true;
};

void save_state(const Simulation& sim, SimState& out);
void restore_state(Simulation& sim, const SimState& in);

// Issue 5's switch: the hand-rolled radial push-out instead of the retail crease slide for
// the avatar's transitions (off: retail).
void set_radial_pushout(Simulation& sim, bool on);
[[nodiscard]] bool radial_pushout(const Simulation& sim);

} // namespace sweeplab::app
