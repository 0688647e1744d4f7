#pragma once
#include <array>
#include <cstdint>

#include <glm/vec3.hpp>

#include "physics/collision/polygon_ref.h"
#include "physics/math/frame.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

struct CollisionInfo;

// Retail SPHEREPATH::InsertType.
enum class InsertType : std::uint32_t {
    Transition = 0x0,
    Placement = 0x1,
    InitialPlacement = 0x2,
};

// Cells are referenced by id. 0 is retail's null CObjCell*: the world must give the outdoor
// land a non-zero internal id (retail land cells are 0xXXYY0001..0040) and print 0 only at
// the CLI (docs/divergences.md, "Transition state").
inline constexpr std::uint32_t kNullCellId = 0;

// Retail SPHEREPATH: the mover's spheres in every space, and the positions of one transition.
// Fields keep retail's names and order; retail pointers to cells are ids here and retail
// pointers to caller positions are copies.
class SpherePath {
  public:
    static constexpr std::uint32_t kMaxSpheres = 2;

    std::uint32_t num_sphere = 0;
    std::array<Sphere, kMaxSpheres> local_sphere{};
    glm::vec3 local_low_point{0.0f};
    std::array<Sphere, kMaxSpheres> global_sphere{};
    glm::vec3 global_low_point{0.0f};
    std::array<Sphere, kMaxSpheres> localspace_sphere{};
    glm::vec3 localspace_low_point{0.0f};
    std::array<glm::vec3, kMaxSpheres> localspace_curr_center{};
    std::array<glm::vec3, kMaxSpheres> global_curr_center{};
    Position localspace_pos{};
    glm::vec3 localspace_z{0.0f};
    std::uint32_t begin_cell = kNullCellId;
    // Retail `Position* begin_pos`: null for placement. has_begin_pos is that null test.
    bool has_begin_pos = false;
    Position begin_pos{};
    Position end_pos{};
    std::uint32_t curr_cell = kNullCellId;
    Position curr_pos{};
    glm::vec3 global_offset{0.0f};
    bool step_up = false;
    glm::vec3 step_up_normal{0.0f};
    bool collide = false;
    std::uint32_t check_cell = kNullCellId;
    Position check_pos{};
    InsertType insert_type = InsertType::Transition;
    bool step_down = false;
    InsertType backup = InsertType::Transition; // insert_type saved by transitional_insert
    std::uint32_t backup_cell = kNullCellId;
    Position backup_check_pos{};
    bool obstruction_ethereal = false;
    bool hits_interior_cell = false;
    bool bldg_check = false;
    float walkable_allowance = 0.0f;
    float walk_interp = 0.0f;
    float step_down_amt = 0.0f;
    Sphere walkable_check_pos{};
    PolygonRef walkable{};
    bool check_walkable = false;
    glm::vec3 walkable_up{0.0f};
    Position walkable_pos{};
    float walkable_scale = 0.0f;
    bool cell_array_valid = false;
    bool neg_step_up = false;
    glm::vec3 neg_collision_normal{0.0f};
    bool neg_poly_hit = false;
    bool placement_allows_sliding = true;

    // Not retail: cache_localspace_sphere's world-space centres (check_pos and curr_pos
    // applied to local_sphere), kept with the exact bits they were computed from. The
    // transition moves one mover into the space of every BSP object it meets (the four walls
    // of a room, each of the 3 or 4 object passes of a sub-step) without moving check_pos in
    // between, so most calls reuse them. Keyed on the inputs' bits, never invalidated: a
    // value is reused only when it would be recomputed bit for bit.
    struct LocalspaceMemo {
        Frame check{};
        Frame curr{};
        std::array<glm::vec3, kMaxSpheres> local{};
        std::array<glm::vec3, kMaxSpheres> check_global{};
        std::array<glm::vec3, kMaxSpheres> curr_global{};
        std::uint32_t count = 0;
        bool valid = false;
    };
    LocalspaceMemo localspace_memo{};
    // cache_localspace_sphere's fast path (sphere_path.cpp); false when it does not apply.
    bool cache_localspace_translated(const Position& p, float scale);
    // True when localspace_memo was filled from the current check/curr frames and spheres.
    [[nodiscard]] bool localspace_memo_current(std::uint32_t count) const;
    // Fills localspace_memo from the current frames and spheres unless it is current (what
    // cache_localspace_sphere does first).
    void localspace_memo_refresh(std::uint32_t count);
    // The same without the test (for a caller that expects the frames to have moved).
    void localspace_memo_fill(std::uint32_t count);

    // Not retail: a cache_localspace_sphere call deferred. find_obj_collisions moves the mover
    // into the space of every BSP object of its cell (the four walls of a room, in every
    // object pass); for an unrotated object at scale 1 that it proves out of reach
    // (obj_collisions.cpp) it leaves localspace_* as they are and keeps the object here: the
    // values cache_localspace_sphere(*localspace_deferred, 1) would have written are
    // localspace_memo's centres less its origin, and the memo does not change until the next
    // cache_localspace_sphere, which overwrites every localspace_* field and clears this.
    // Nothing in the transition reads localspace_* without calling cache_localspace_sphere
    // first; the record is read after the transition, so Transition::find_valid_position
    // writes the deferred values (localspace_materialize) before it returns. Only object
    // passes of a Transition insert defer (never placement, never while tracing); the
    // object's Position is the registry's, which no transition changes.
    const Position* localspace_deferred = nullptr;
    // Writes what cache_localspace_sphere(*localspace_deferred, 1.0f) would have written and
    // clears localspace_deferred; nothing when it is null.
    void localspace_materialize();
    // The writes of cache_localspace_sphere's translated path (the memo current).
    void write_localspace_translated(const Position& p, std::uint32_t count);

    // SPHEREPATH::init @ 0x0050C330
    void init();
    // SPHEREPATH::init_sphere @ 0x0050C670
    void init_sphere(std::uint32_t count, const Sphere* spheres, float scale);
    // SPHEREPATH::init_path @ 0x0050CE20. begin_pos null means a placement.
    void init_path(std::uint32_t cell, const Position* begin, const Position& end);
    // SPHEREPATH::set_check_pos @ 0x0050A8B0
    void set_check_pos(const Position& p, std::uint32_t cell);
    // SPHEREPATH::save_check_pos @ 0x0050A880
    void save_check_pos();
    // SPHEREPATH::restore_check_pos @ 0x0050B100
    void restore_check_pos();
    // SPHEREPATH::cache_global_curr_center @ 0x0050C740
    void cache_global_curr_center();
    // SPHEREPATH::cache_global_sphere @ 0x0050C810 (offset null: rebuild from check_pos)
    void cache_global_sphere(const glm::vec3* offset);
    // SPHEREPATH::cache_localspace_sphere @ 0x0050C9D0
    void cache_localspace_sphere(const Position& p, float scale);
    // SPHEREPATH::add_offset_to_check_pos @ 0x00509D10
    void add_offset_to_check_pos(const glm::vec3& offset);
    // SPHEREPATH::add_offset_to_check_pos @ 0x00536A60 (the radius is unused in retail too)
    void add_offset_to_check_pos(const glm::vec3& offset, float radius);
    // SPHEREPATH::adjust_check_pos @ 0x0050CC00
    void adjust_check_pos(std::uint32_t cell_id);
    // SPHEREPATH::set_collide @ 0x005378A0
    void set_collide(const glm::vec3& collision_normal);
    // SPHEREPATH::set_walkable @ 0x00539FC0
    void set_walkable(const Sphere& sphere, const PolygonRef& poly, const glm::vec3& zaxis,
                      const Position& local_pos, float scale);
    // SPHEREPATH::set_walkable_check_pos @ 0x00509CE0
    void set_walkable_check_pos(const Sphere& sphere);
    // SPHEREPATH::set_neg_poly_hit @ 0x005398E0
    void set_neg_poly_hit(bool neg_step_up_flag, const glm::vec3& collision_normal);
    // SPHEREPATH::is_walkable_allowable @ 0x005368D0
    [[nodiscard]] bool is_walkable_allowable(float zval) const;
    // SPHEREPATH::get_walkable_pos @ 0x0050A8F0
    [[nodiscard]] Position get_walkable_pos() const { return walkable_pos; }
    // SPHEREPATH::get_curr_pos_check_pos_block_offset @ 0x00509FD0
    [[nodiscard]] glm::vec3 get_curr_pos_check_pos_block_offset() const;

    // SPHEREPATH::step_up_slide @ 0x0050C3B0, first half. Retail clears the contact plane
    // and step_up, then returns CSphere::slide_sphere(global_sphere[0], this, collisions,
    // step_up_normal, global_curr_center[0]). slide_sphere belongs to the CSphere family
    // (collision/sphere_collision), so the whole step_up_slide is written there as
    //   sp.step_up_slide_prologue(ci); return slide_sphere(sp.global_sphere[0], sp, ci,
    //                                                      sp.step_up_normal,
    //                                                      sp.global_curr_center[0]);
    void step_up_slide_prologue(CollisionInfo& collisions);

    // SPHEREPATH::precipice_slide @ 0x0050CC80, the pure middle: the crossed-edge normal
    // that CPolygon::find_crossed_edge returns (walkable-polygon space) turned into the
    // world, then flipped to face against the movement from global_curr_center[0] to
    // global_sphere[0]. The caller (transition, which owns find_crossed_edge and
    // slide_sphere) does: if !find_crossed_edge → walkable.reset(), COLLIDED; else
    // walkable.reset(), step_up = false, slide_sphere(global_sphere[0], ..., this normal,
    // global_curr_center[0]).
    [[nodiscard]] glm::vec3 precipice_slide_normal(const glm::vec3& edge_normal) const;
};

} // namespace sweeplab::physics
