#pragma once
// NOT RETAIL. The hand-rolled sphere response the port replaced with the retail CSphere
// family, kept as an off-by-default switch so the lab can show both side by side
// (docs/divergences.md, "Collision families"). It is the reading switch lab.radial_pushout
// (physics/reading/reading.h); with the switch off nothing here runs.
#include <cstdint>

#include "physics/collision/collision_info.h"
#include "physics/collision/physics_state.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

// The shell the push-out restores: combined radius plus this gap.
inline constexpr float kRadialPushoutGap = 0.01f;

// The replaced response for one mover sphere (sphere_num) overlapping `obstacle`: drop the
// inward component of the sub-step's movement along the raw 3-D normal, then force the
// sphere out to combined radius + 1 cm along the radial direction. Sets the collision normal
// and returns SLID, or COLLIDED when no normal can be formed. Radial pushes from neighbours
// on opposite sides cancel, which is why a packed crowd holds the mover (retail-reference.md).
TransitionState radial_pushout(const Sphere& obstacle, SpherePath& sp, CollisionInfo& ci,
                               std::uint32_t sphere_num);

} // namespace sweeplab::physics
