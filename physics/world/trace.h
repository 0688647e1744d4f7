#pragma once
// The optional sub-step trace (Recast/Detour style): the caller owns a fixed-capacity
// buffer and passes a pointer; a null pointer costs one branch per sub-step.
#include <array>
#include <cstddef>
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/collision/physics_state.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

class Transition;

// What one sub-step ran into, read from the transition's records after the sub-step (not a
// hook inside the dispatcher): an object newly in collide_object names its shape family;
// otherwise a non-OK insert is the environment, told apart by the check cell only, so a
// static object (a box, a wall) outdoors reads as Outdoor and indoors as Indoor.
enum class SubstepHit : std::uint8_t {
    None = 0,        // the insert answered OK and set no collision normal
    Indoor,          // CEnvCell physics BSP (or a static object in an indoor cell)
    Outdoor,         // CLandCell terrain (or a static object outdoors)
    Sphere,          // an object's CSphere (creatures, balls)
    CylSphere,       // an object's CCylSphere
    ObjectBsp,       // an object's physics BSP
    Building,        // a building shell's BSP (bldg_check)
    StationaryFloor, // validate_transition's third stationary frame made a floor
};

[[nodiscard]] const char* substep_hit_name(SubstepHit hit);

// A polygon a sub-step touched, copied into world space so the lab can draw it without
// looking anything up (fixed capacity: no allocation while tracing).
struct TracedPolygon {
    static constexpr std::size_t kMaxVertices = 8;
    std::uint32_t owner = 0; // PolygonRef::owner_id (the BSP / asset holding it)
    std::int32_t index = -1; // index in the owner's polygon table (-1: none)
    std::uint8_t vertex_count = 0;
    std::array<glm::vec3, kMaxVertices> world{};
    [[nodiscard]] bool valid() const { return index >= 0 && vertex_count >= 3; }
};

// One dispatcher branch noted while a sub-step ran (a static string: no allocation).
struct BranchNote {
    const char* branch = "";
    TransitionState result = TransitionState::OK; // what the branch returned
    // Noted inside a probe (a step-up's or step-down's insert, a walkable check or a
    // placement check), not by the sub-step's own insert.
    bool probe = false;
};

inline constexpr std::size_t kMaxBranchNotes = 12;

struct SubstepTrace {
    std::uint32_t quantum = 0; // which update_object quantum of the frame
    glm::vec3 check_pos{0.0f}; // the check position before the insert
    glm::vec3 curr_pos{0.0f};  // the current position after validate_transition
    std::uint32_t num_sphere = 0;
    std::array<Sphere, 2> spheres{};              // global spheres at curr_pos
    std::uint32_t cell = 0;                       // internal id of curr_cell
    TransitionState result = TransitionState::OK; // transitional_insert's answer
    std::uint32_t hit_object = 0;                 // last_collided_object so far
    std::int32_t hit_polygon = -1;                // the walkable polygon, if any
    std::uint32_t hit_polygon_owner = 0;
    bool contact_plane_valid = false;
    glm::vec3 contact_normal{0.0f};
    bool collision_normal_valid = false;
    glm::vec3 collision_normal{0.0f};
    bool sliding_normal_valid = false;
    glm::vec3 sliding_normal{0.0f};
    float walk_interp = 0.0f;
    SubstepHit hit = SubstepHit::None;
    std::uint32_t hit_this_step = 0; // the object this sub-step added to collide_object
    bool step_up = false;            // SpherePath flags as the sub-step left them
    bool step_down = false;
    bool collide = false;
    bool neg_poly_hit = false;
    // Filled by hooks inside the dispatchers, only while a trace is recording.
    // `branch` answers "why did this sub-step stop, slide or step": the last branch noted by
    // the sub-step's own insert (not inside a probe) that returned something other than OK;
    // failing that the last one it noted at all (e.g. "transitional_insert/step_down" for a
    // grounded step that kept to the floor); failing that the last probe branch; "" when
    // nothing was hit. Callers note after their callees return, so for a wall the foot's
    // BSP branch wins over the step-up probe and the slide it caused.
    const char* branch = ""; // the dispatcher branch taken (a static string)
    TransitionState branch_result = TransitionState::OK;
    // SPHEREPATH::walkable after the sub-step; retail clears it as soon as a step-down has
    // used it, so when it is empty this is the walkable the sub-step's last successful
    // step-down (outside a probe) rested on: the floor polygon the mover kept to.
    TracedPolygon walkable_polygon;
    // The BSP polygon the sub-step collided with: the last one a find_collisions branch of
    // the sub-step's own insert hit (a probe's if none), world space.
    TracedPolygon collide_polygon;
    // Every branch noted, in the order they returned (a callee before its caller).
    std::array<BranchNote, kMaxBranchNotes> branch_path{};
    std::uint8_t branch_path_count = 0;
    std::uint16_t branch_path_dropped = 0; // notes that did not fit
};

// What the hooks note while one sub-step runs; trace_substep moves it into the SubstepTrace
// and clears it. Ranks: 3 = a non-OK branch of the sub-step's own insert, 2 = any branch of
// it, 1 = a probe's branch; a note replaces the kept one when its rank is at least as high.
struct SubstepNotes {
    std::array<BranchNote, kMaxBranchNotes> path{};
    std::uint8_t count = 0;
    std::uint16_t dropped = 0;
    BranchNote summary{};
    std::uint8_t summary_rank = 0;
    TracedPolygon collide{};
    std::uint8_t collide_rank = 0;
    TracedPolygon walkable{};
    std::uint8_t walkable_rank = 0;
    void clear() {
        count = 0;
        dropped = 0;
        summary = BranchNote{};
        summary_rank = 0;
        collide_rank = 0;
        collide.index = -1;
        collide.vertex_count = 0;
        walkable_rank = 0;
        walkable.index = -1;
        walkable.vertex_count = 0;
    }
};

struct FrameTrace {
    static constexpr std::size_t kCapacity = 512;
    std::array<SubstepTrace, kCapacity> steps{};
    std::uint32_t count = 0;
    std::uint32_t dropped = 0; // sub-steps that did not fit
    std::uint32_t quantum = 0; // set by the mover before each transition
    // What collide_object held after the previous sub-step of the current transition.
    std::uint32_t seen_collide_objects = 0;
    std::uint32_t seen_last_collided = 0;
    SubstepNotes pending; // the hooks' notes for the sub-step under way
    void clear() {
        count = 0;
        dropped = 0;
        quantum = 0;
        begin_transition();
    }
    // The mover calls this before each transition it traces.
    void begin_transition() {
        seen_collide_objects = 0;
        seen_last_collided = 0;
        pending.clear();
    }
};

// The hooks (Transition::note*, transition.h) call these only while a trace is recording.
// The state of the path at the call says whether the note comes from a probe.
void trace_note_branch(FrameTrace& trace, const SpherePath& sp, const char* branch,
                       TransitionState result);
// A BSP polygon hit, local to sp.localspace_pos at `scale` (the space find_collisions runs in).
void trace_note_collide_polygon(FrameTrace& trace, const SpherePath& sp, const PolygonView& poly,
                                std::uint32_t owner, std::int32_t index, float scale);
// SPHEREPATH::walkable as a step-down leaves it (before its caller clears it).
void trace_note_walkable(FrameTrace& trace, const SpherePath& sp);

// Appends one sub-step (transition.cpp calls it after validate_transition).
void trace_substep(FrameTrace& trace, const Transition& t, const glm::vec3& check_pos,
                   TransitionState inserted);

} // namespace sweeplab::physics
