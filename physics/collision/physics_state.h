#pragma once
#include <cstdint>

#include "physics/collision/enum_flags.h"

namespace sweeplab::physics {

// Retail PhysicsState (CPhysicsObj::state), values from acclient.h enum PhysicsState.
enum class PhysicsState : std::uint32_t {
    None = 0x0,
    Static = 0x1,
    Unused1 = 0x2,
    Ethereal = 0x4,
    ReportCollisions = 0x8,
    IgnoreCollisions = 0x10,
    NoDraw = 0x20,
    Missile = 0x40,
    Pushable = 0x80,
    AlignPath = 0x100,
    PathClipped = 0x200,
    Gravity = 0x400,
    LightingOn = 0x800,
    ParticleEmitter = 0x1000,
    Unused2 = 0x2000,
    Hidden = 0x4000,
    ScriptedCollision = 0x8000,
    HasPhysicsBsp = 0x10000,
    Inelastic = 0x20000,
    HasDefaultAnim = 0x40000,
    HasDefaultScript = 0x80000,
    Cloaked = 0x100000,
    ReportCollisionsAsEnvironment = 0x200000,
    EdgeSlide = 0x400000,
    Sledding = 0x800000,
    Frozen = 0x1000000,
};
template <>
struct EnableFlags<PhysicsState> : std::true_type {};

// Retail TransientState (CPhysicsObj::transient_state), acclient.h enum TransientState.
enum class TransientState : std::uint32_t {
    None = 0x0,
    Contact = 0x1,
    OnWalkable = 0x2,
    Sliding = 0x4,
    WaterContact = 0x8,
    StationaryFall = 0x10,
    StationaryStop = 0x20,
    StationaryStuck = 0x40,
    Active = 0x80,
    CheckEthereal = 0x100,
};
template <>
struct EnableFlags<TransientState> : std::true_type {};

// Retail TransitionState: the result of every collision query and transition step.
enum class TransitionState : std::uint32_t {
    Invalid = 0x0,
    OK = 0x1,
    Collided = 0x2,
    Adjusted = 0x3,
    Slid = 0x4,
};

} // namespace sweeplab::physics
