#pragma once
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/collision/enum_flags.h"
#include "physics/collision/physics_state.h"
#include "physics/math/plane.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

class SpherePath;
struct CollisionInfo;

// Retail ObjectInfoEnum (OBJECTINFO::state), values from acclient.h.
enum class ObjectInfoState : std::uint32_t {
    Default = 0x0,
    Contact = 0x1,
    OnWalkable = 0x2,
    IsViewer = 0x4,
    PathClipped = 0x8,
    FreeRotate = 0x10,
    PerfectClip = 0x40,
    IsImpenetrable = 0x80,
    IsPlayer = 0x100,
    EdgeSlide = 0x200,
    IgnoreCreatures = 0x400,
    IsPK = 0x800,
    IsPKLite = 0x1000,
};
template <>
struct EnableFlags<ObjectInfoState> : std::true_type {};

// What OBJECTINFO reads through its CPhysicsObj* (and that object's CWeenieObject). Retail
// holds the pointer; we copy the few values so the transition scratch owns no pointers.
struct PhysicsObjDesc {
    std::uint32_t id = 0;
    PhysicsState state = PhysicsState::None;
    float scale = 1.0f;
    float step_up_height = 0.0f;   // CPhysicsObj::GetStepUpHeight (0 without a part array)
    float step_down_height = 0.0f; // CPhysicsObj::GetStepDownHeight
    // CWeenieObject presence and the virtuals OBJECTINFO::init / missile_ignore call.
    bool has_weenie = false;
    bool is_impenetrable = false;
    bool is_player = false;
    bool is_pk = false;
    bool is_pklite = false;
    bool is_creature = false;
};

// Retail OBJECTINFO: the moving object as the transition sees it.
struct ObjectInfo {
    // Retail `object` (CPhysicsObj*), held as the object's id plus the state bits the
    // transition reads through it (Gravity in validate_transition, Missile/Ethereal).
    std::uint32_t object_id = 0;
    PhysicsState object_state = PhysicsState::None;
    ObjectInfoState state = ObjectInfoState::Default;
    float scale = 1.0f;
    float step_up_height = 0.0f;
    float step_down_height = 0.0f;
    bool ethereal = false;
    bool step_down = false;
    std::uint32_t target_id = 0; // never written by the retail client; the server sets it
    // Retail kill_velocity calls CPhysicsObj::set_velocity(0); we record the request and the
    // mover zeroes its velocity after the transition (docs/research/retail-reference.md).
    bool velocity_killed = false;

    // The part of CTransition::init @ 0x00509DD0 that touches object_info.
    void reset();
    // OBJECTINFO::init @ 0x0050CF30
    void init(const PhysicsObjDesc& object, ObjectInfoState object_state_bits);
    // OBJECTINFO::get_walkable_z @ 0x0050CF20
    [[nodiscard]] float get_walkable_z() const;
    // OBJECTINFO::is_valid_walkable @ 0x0050CF10
    [[nodiscard]] bool is_valid_walkable(const glm::vec3& normal) const;
    // OBJECTINFO::missile_ignore @ 0x0050CEB0 (inline: asked once per object per pass)
    [[nodiscard]] bool missile_ignore(const PhysicsObjDesc& collide_object) const {
        if (has(collide_object.state, PhysicsState::Missile)) return true;
        if (has(object_state, PhysicsState::Missile) && collide_object.id != target_id) {
            if ((has(collide_object.state, PhysicsState::Ethereal) && collide_object.has_weenie) ||
                (target_id != 0 && collide_object.has_weenie && collide_object.is_creature))
                return true;
        }
        return false;
    }
    // OBJECTINFO::kill_velocity @ 0x0050CFE0
    void kill_velocity();
    // OBJECTINFO::validate_walkable @ 0x0050D010
    TransitionState validate_walkable(const Sphere& check_pos, const Plane& contact_plane,
                                      bool is_water, float water_depth, SpherePath& path,
                                      CollisionInfo& collisions, std::uint32_t land_cell_id) const;

    [[nodiscard]] bool has_state(ObjectInfoState flag) const { return has(state, flag); }
};

} // namespace sweeplab::physics
