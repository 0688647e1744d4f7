#pragma once
// Retail physics constants. Where the readings disagree, see docs/divergences.md.

namespace sweeplab::physics {

// F_EPSILON: the retail literal is 0.00019999999 (0.0002f).
inline constexpr float kEpsilon = 0.0002f;
// LandingZ = cos(85 deg): the walkable allowance while landing.
inline constexpr float kLandingZ = 0.0871557f;
// FloorZ = cos(48.38 deg): steepest walkable floor normal z (retail 0.66417414618662751).
inline constexpr float kFloorZ = 0.66417414618662751f;
inline constexpr float kGravity = -9.8f;
inline constexpr float kMinQuantum = 1.0f / 30.0f;
// Retail MAX_QUANTUM is 0.2 s; ACE uses 0.1 s (recorded in docs/divergences.md).
inline constexpr float kMaxQuantum = 0.2f;
// Not retail: ACE's MaxQuantum (reading switch ace.max_quantum).
inline constexpr float kAceMaxQuantum = 0.1f;
inline constexpr float kHugeQuantum = 2.0f;
inline constexpr float kMaxVelocity = 50.0f;
inline constexpr float kSmallVelocity = 0.25f;
// sphere_intersects_cell_bsp pads the radius by this much.
inline constexpr float kCellBspPad = 0.01f;
// The chase camera's viewer sphere (retail global viewer_sphere).
inline constexpr float kViewerSphereRadius = 0.3f;

} // namespace sweeplab::physics
