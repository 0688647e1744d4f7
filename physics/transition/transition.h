#pragma once
// Retail CTransition: one movement of one object through the world, resolved in sub-steps.
// The data lives in TransitionScratch (object_info, sphere_path, collision_info, cell_array);
// this class adds the methods and the world the transition reads. Implementations:
//   transition.cpp  init_*, find_valid_position, find_transitional_position, calc_num_steps,
//                   adjust_offset, validate_transition
//   insert.cpp      transitional_insert, insert_into_cell, check_other_cells, check_collisions
//   building_collisions.cpp  find_collisions (per cell kind), find_building_collisions
//   step.cpp        step_up, step_down, check_walkable, step_up_slide
//   slide.cpp       edge_slide, cliff_slide, precipice_slide
//   placement.cpp   find_placement_position, find_placement_pos, placement_insert,
//                   validate_placement, validate_placement_transition
// Names, argument order and branch order are retail's (docs/research/ctransition-digest.md).
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/object_info.h"
#include "physics/collision/physics_state.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/frame.h"
#include "physics/math/plane.h"
#include "physics/math/sphere.h"
#include "physics/reading/reading.h"
#include "physics/transition/transition_arena.h"

namespace sweeplab::physics {

class World;
struct Building;
struct LandCell;
struct FrameTrace;

// Not retail: the sub-step trace's recorder entry points (world/trace.cpp), reached only
// through the Transition::note* hooks below, i.e. only while a trace is recording.
void trace_note_branch(FrameTrace& trace, const SpherePath& sp, const char* branch,
                       TransitionState result);
void trace_note_collide_polygon(FrameTrace& trace, const SpherePath& sp, const PolygonView& poly,
                                std::uint32_t owner, std::int32_t index, float scale);
void trace_note_walkable(FrameTrace& trace, const SpherePath& sp);

class Transition : public TransitionScratch {
  public:
    // The world the transition reads (cells, land, shadow objects). Not reset by init():
    // the mover sets it once per lease, before init_path.
    const World* world = nullptr;
    // Optional sub-step trace (world/trace.h); null costs nothing. The mover sets it only
    // when the caller passed a FrameTrace; it is also the hooks' recorder (trace->pending).
    FrameTrace* trace = nullptr;
    // Not retail: sub-steps run by find_transitional_position (headless `substeps`).
    std::uint32_t num_substeps = 0;
    // Not retail: the reading this transition ran under (physics/reading/reading.h), for the
    // inspectors. The switches themselves are read from reading_in_force(), which the mover
    // sets to the same value. Not reset by init(), like `world`.
    Reading reading{};

    // CTransition::init @ 0x00509DD0 (the arena calls this on make()).
    void init();

    // CTransition::init_object -> OBJECTINFO::init @ 0x0050CF30
    void init_object(const PhysicsObjDesc& object, ObjectInfoState object_state);
    // CTransition::init_sphere @ 0x00509E50 -> SPHEREPATH::init_sphere @ 0x0050C670
    void init_sphere(std::uint32_t num_sphere, const Sphere* sphere, float scale);
    // CTransition::init_path @ 0x00509E60 -> SPHEREPATH::init_path @ 0x0050CE20.
    // begin_pos null = placement.
    void init_path(std::uint32_t begin_cell, const Position* begin_pos, const Position& end_pos);
    // CTransition::init_contact_plane @ 0x0050E850
    void init_contact_plane(std::uint32_t cell_id, const Plane& plane, bool is_water);
    // CTransition::init_last_known_contact_plane @ 0x0050E8E0
    void init_last_known_contact_plane(std::uint32_t cell_id, const Plane& plane, bool is_water);
    // CTransition::init_sliding_normal @ 0x0050FF20
    void init_sliding_normal(const glm::vec3& normal);

    // ---- the movement loop (transition.cpp)
    // CTransition::find_valid_position @ 0x0050C310
    bool find_valid_position();
    // CTransition::find_transitional_position @ 0x0050BDF0
    bool find_transitional_position();
    // CTransition::calc_num_steps @ 0x0050A0B0
    void calc_num_steps(glm::vec3& offset, glm::vec3& offset_per_step, int& num_steps) const;
    // CTransition::adjust_offset @ 0x0050A370
    glm::vec3 adjust_offset(const glm::vec3& offset);
    // CTransition::validate_transition @ 0x0050AA70
    TransitionState validate_transition(TransitionState ts, bool& redo);

    // ---- cell insertion (insert.cpp)
    // CTransition::transitional_insert @ 0x0050B6F0
    TransitionState transitional_insert(int num_insertion_attempts);
    // CTransition::insert_into_cell @ 0x00509E70
    TransitionState insert_into_cell(std::uint32_t cell_id, int num_insertion_attempts);
    // CTransition::check_other_cells @ 0x0050AE50
    TransitionState check_other_cells(std::uint32_t curr_cell);
    // CTransition::build_cell_array (CObjCell::find_cell_list @ 0x0052B4E0 into cell_array).
    void build_cell_array(std::uint32_t* new_cell);
    // CEnvCell::find_env_collisions @ 0x0052C130 / CLandCell::find_env_collisions @ 0x00532F20
    TransitionState find_env_collisions(std::uint32_t cell_id);
    // CLandCell::find_env_collisions @ 0x00532F20 on a land square the caller has looked up.
    TransitionState find_land_env_collisions(const LandCell& land);
    // CObjCell::find_obj_collisions @ 0x0052B750
    TransitionState find_obj_collisions(std::uint32_t cell_id);
    // The same on a land square the caller has looked up (CLandCell's shadow list).
    TransitionState find_land_obj_collisions(const LandCell& land);
    // CObjCell::find_collisions (vtable): CEnvCell::find_collisions @ 0x0052C100 (environment,
    // objects) / CLandCell::find_collisions @ 0x00532D60 (environment, the square's building,
    // objects). building_collisions.cpp.
    TransitionState find_collisions(std::uint32_t cell_id);
    // CBuildingObj::find_building_collisions @ 0x006B5300 (building_collisions.cpp).
    TransitionState find_building_collisions(const Building& building);
    // CTransition::check_collisions @ 0x0050AA00: true when the object blocks the mover.
    bool check_collisions(std::uint32_t object_id);

    // ---- stepping (step.cpp)
    // CTransition::check_walkable @ 0x0050AFF0
    bool check_walkable(float zval);
    // CTransition::step_up @ 0x0050B610
    bool step_up(const glm::vec3& collision_normal);
    // CTransition::step_down @ 0x0050B2A0
    bool step_down(float step_down_height, float zval);
    // SPHEREPATH::step_up_slide @ 0x0050C3B0 (needs CSphere::slide_sphere, so it lives here)
    TransitionState step_up_slide();

    // ---- sliding (slide.cpp)
    // CTransition::edge_slide @ 0x0050B3D0. Returns true when `ts` is final.
    bool edge_slide(TransitionState& ts, float step_down_height, float zval);
    // CTransition::cliff_slide @ 0x0050A6D0
    TransitionState cliff_slide(const Plane& contact_plane);
    // SPHEREPATH::precipice_slide @ 0x0050CC80
    TransitionState precipice_slide();

    // ---- placement (placement.cpp)
    // CTransition::find_placement_position @ 0x0050C170
    bool find_placement_position();
    // CTransition::find_placement_pos @ 0x0050BA50
    bool find_placement_pos();
    // CTransition::placement_insert @ 0x0050B1D0
    TransitionState placement_insert();
    // CTransition::validate_placement @ 0x0050B210
    TransitionState validate_placement(TransitionState ts, bool adjust);
    // CTransition::validate_placement_transition @ 0x0050ADC0
    TransitionState validate_placement_transition(TransitionState ts, bool& redo);

    // OBJECTINFO::validate_walkable @ 0x0050D010, bound to this transition's path.
    TransitionState validate_walkable(const Sphere& check_pos, const Plane& contact_plane,
                                      bool is_water, float water_depth, std::uint32_t land_cell_id);

    [[nodiscard]] bool has_state(ObjectInfoState flag) const { return object_info.has_state(flag); }

    // ---- Not retail: the sub-step trace's hooks (Recast/Detour's optional debug out-param).
    // Each costs one null test when no trace is recording and only writes to the recorder,
    // so retail behaviour is untouched. `branch` must be a static string, named
    // "<retail function>/<branch>". Both pass `ts` through: `return note("...", f());`.
    TransitionState note(const char* branch, TransitionState ts) {
        if (trace != nullptr) [[unlikely]]
            trace_note_branch(*trace, sphere_path, branch, ts);
        return ts;
    }
    // For a branch that may find nothing: noted only when it answers other than OK.
    TransitionState note_hit(const char* branch, TransitionState ts) {
        if (trace != nullptr && ts != TransitionState::OK) [[unlikely]]
            trace_note_branch(*trace, sphere_path, branch, ts);
        return ts;
    }
    [[nodiscard]] bool tracing() const { return trace != nullptr; }
};

} // namespace sweeplab::physics
