#pragma once
// Moving the lab's avatar to a spot in the loaded world (the DAT panel's location field and
// its list; docs/lab.md, "The lab": DAT world). Not retail: retail teleports through the server;
// this places the avatar with the placement transition the start uses (physics::Mover::place, as
// Simulation's constructor calls it) and leaves the world, the crowd and the checks as they
// are.
#include "sim/dat_places.h"
#include "sim/frame_input.h"
#include "sim/lab_controller.h"

namespace sweeplab::app {

// Drops the recorded future (the run branches here), places the avatar at the target (an
// indoor cell by its retail id: World::internal_cell_id; 0 or an unknown id: by
// containment), forgets both chase cameras' last eye so they snap behind the avatar, hands
// the input to the keyboard and runs one frame of `input` (the window's idle keys) so the
// output, the trace and the views show the new spot. Returns Mover::place's answer: false
// when the placement found no spot (the feet are then where the target says).
bool teleport(LabController& lab, const TeleportTarget& target, const FrameInput& input);

// A location outside the loaded landblocks (LocationPlan::reload): the DAT place around it
// from the current scene's DAT folder, opened as `sweeplab --dat DIR LOCATION` opens it
// (scene/location_scene.h: the 3 x 3 landblocks, the retail human at the location), with the
// current place's --world data. Throws dat::DatError (a landblock or cell not in the DAT),
// scene::SceneError or std::invalid_argument (the current scene has no DAT folder); the old
// world is kept then. The caller reloads the renderer's geometry.
void open_location(LabController& lab, const scene::Location& location);

} // namespace sweeplab::app
