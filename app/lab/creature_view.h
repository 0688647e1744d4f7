#pragma once
// The place's chasing creatures in the lab (docs/creatures.md, "In the lab"): the view's
// marks (each creature's home, its line home, its line to the avatar while it has it as a
// target, a marker over it in its state's colour) and the inspector's MoveTo section.
#include <glm/vec4.hpp>

#include "app/lab/lab_state.h"
#include "render/frame_draw.h"
#include "sim/world_creatures.h"

namespace sweeplab::app {

// A chase state's colour (the Crowd panel's legend uses the same).
[[nodiscard]] glm::vec4 chase_state_colour(ChaseState s);
// Adds the chasing creatures' marks to the frame (nothing unless they chase).
void add_chase_marks(const LabState& state, render::FrameDraw& frame);
// The inspector's section: the chosen creature's monster and MoveToManager.
void creature_section(LabState& state);

} // namespace sweeplab::app
