#pragma once
// An object entering the world (retail CPhysicsObj::enter_world and the SetPosition family
// below it; docs/world-objects.md, "Placement"): the saved cell adjusted (AdjustPosition),
// then a placement transition with the object's own spheres (the Setup's, scaled, or the 0.1 m
// dummy sphere), object state 0, and the Slide flag: the initial insert, the ring search around
// the saved point when it collides, the step down. The result says where it ended, or why it
// did not enter. Nothing here registers the object: the caller files it (World::
// add_dynamic_object) where it ended, so the next object placed meets it.
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "physics/collision/object_info.h"
#include "physics/math/frame.h"
#include "physics/math/sphere.h"
#include "physics/reading/reading.h"

namespace sweeplab::physics {

class World;
struct EnvCell;
struct FrameTrace;

// SetPositionStruct flags (acclient.h SetPositionFlag).
enum class SetPositionFlag : std::uint32_t {
    Placement = 0x1,
    Teleport = 0x2,
    Slide = 0x10,
    DoNotCreateCells = 0x20,
};

// SetPositionError.
enum class SetPositionError : std::uint32_t {
    OK = 0,
    GeneralFailure = 1,
    NoValidPosition = 2,
    NoCell = 3,
    Collided = 4,
};

// What SetPosition needs of a CPhysicsObj.
struct PlacementObject {
    PhysicsObjDesc desc;         // id, state (Ethereal, Missile), m_scale, step heights, weenie
    std::vector<Sphere> spheres; // the Setup's spheres, object space, unscaled (empty: dummy)
    // The weenie's IsStorage / IsCorpse (ACE's reading of retail's three weenie tests):
    // CPhysicsObj::ForceIntoCell, no collision test.
    bool force_into_cell = false;
};

// The dummy sphere an object without spheres is placed with (DUMMY_SPHERE_RADIUS): centre
// (0, 0, 0.1), radius 0.1, never scaled.
inline constexpr Sphere kDummySphere{{0.0f, 0.0f, 0.1f}, 0.1f};

struct EnterWorldResult {
    SetPositionError error = SetPositionError::GeneralFailure;
    bool lost_cell = false;          // AdjustPosition found no cell (retail's lost cell)
    bool forced = false;             // ForceIntoCell, no collision test
    bool left_landblock = false;     // ace.spawn_landblock_drop refused it
    std::uint32_t adjusted_cell = 0; // the cell AdjustPosition gave (internal id; 0 none)
    // Not retail (the spawn check's hit record): what the placement transition ran into, read
    // from its COLLISIONINFO before cleanup: the last object it collided with (0: none) and
    // whether it reported the environment.
    std::uint32_t hit_object = 0;
    bool hit_environment = false;
    Position adjusted{}; // the position AdjustPosition gave
    Position pos{};      // where it ended (valid when entered())
    [[nodiscard]] bool entered() const { return error == SetPositionError::OK && !lost_cell; }
};

// CEnvCell::find_visible_child_cell @ 0x0052DC50 (search_cells = 1): this cell when it holds
// the point, else the first cell of its stab list (loaded ones) that does, else 0.
[[nodiscard]] std::uint32_t find_visible_child_cell(const World& world, const EnvCell& cell,
                                                    const glm::vec3& point);
// LandDefs::adjust_to_outside @ 0x005A9BC0: the land cell under (x, y) (sweeplab's world is
// one continuous frame, so re-blocking the origin is the lookup); 0 off the loaded land.
[[nodiscard]] std::uint32_t adjust_to_outside(const World& world, const glm::vec3& point);
// CPhysicsObj::AdjustPosition @ 0x00511D80: the cell the object enters, from the position's
// cell and the point `low_pt` (sphere 0's centre, object space) through the position's
// frame. Rewrites p.objcell_id; `new_cell` 0 when there is none. Returns retail's flag.
bool adjust_position(const World& world, Position& p, const glm::vec3& low_pt,
                     std::uint32_t& new_cell);

// Places objects one after another; owns the transition arena (one allocation, reused).
class EnterWorld {
  public:
    explicit EnterWorld(const World& world);
    ~EnterWorld();
    EnterWorld(const EnterWorld&) = delete;
    EnterWorld& operator=(const EnterWorld&) = delete;

    // CPhysicsObj::enter_world(Position*) @ 0x00516310 -> enter_world(slide = 1) @ 0x00516170
    // -> SetPosition @ 0x005160C0 with flags Placement | Slide. `p` in the world frame, its
    // cell an internal id. Under `reading`, ACE's spawn departures (docs/readings.md).
    // `trace` (optional, Recast style): the transition's sub-steps and the polygons it hit.
    EnterWorldResult enter_world(const PlacementObject& object, const Position& p,
                                 Reading reading = {}, FrameTrace* trace = nullptr);
    // CPhysicsObj::SetPosition @ 0x005160C0 with the given flags (SetPositionFlag bits).
    EnterWorldResult set_position(const PlacementObject& object, const Position& p,
                                  std::uint32_t flags, Reading reading = {},
                                  FrameTrace* trace = nullptr);

  private:
    struct Arena;
    const World* world_;
    std::unique_ptr<Arena> arena_;
};

} // namespace sweeplab::physics
