#pragma once
// SmartBox::update_viewer: the 0.3 m viewer sphere swept from the head pivot to the sought
// eye through the transition engine, with retail's two fallbacks, and the cell
// classification retail's CPhysicsObj::AdjustPosition does for it.
#include <cstdint>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "physics/collision/object_info.h"
#include "physics/math/constants.h" // kViewerSphereRadius
#include "physics/math/sphere.h"
#include "physics/reading/reading.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics {

class World;

// SmartBox::update_viewer's init_object state: IS_VIEWER | PATH_CLIPPED | FREE_ROTATE |
// PERFECT_CLIP (hard stop at the first contact, no slide, passes through creatures).
inline constexpr ObjectInfoState kViewerObjectState =
    ObjectInfoState::IsViewer | ObjectInfoState::PathClipped | ObjectInfoState::FreeRotate |
    ObjectInfoState::PerfectClip;
static_assert(static_cast<std::uint32_t>(kViewerObjectState) == 0x5Cu);

// Retail global viewer_sphere: centre (0,0,0) in the viewer's frame, radius 0.3 m.
[[nodiscard]] Sphere viewer_sphere();

// What the sweep reads. The world and the arena outlive the call.
struct ViewerContext {
    const World* world = nullptr;
    // The engine's ten-deep arena (retail's one transit[10]); the sweep leases one record
    // and returns it. Null: ChaseCamera uses an arena of its own.
    TransitionArena<Transition>* arena = nullptr;
    // The player (init_object's object, hence the self-skip by id in find_obj_collisions).
    PhysicsObjDesc avatar{};
    // The internal id of the cell that holds the avatar (retail player->cell); 0 unknown.
    std::uint32_t avatar_cell = 0;
    // Not retail: the reading the sweep runs under (the avatar's: its mover's config), put in
    // force for the sweep as a mover puts its own around each update.
    Reading reading{};
};

// Which branch of update_viewer placed the eye.
enum class ViewerOutcome : std::uint8_t {
    Uncollided = 0, // CollideCamera off (or no world): the eye is the sought eye
    Swept,          // find_valid_position succeeded: sphere_path.curr_pos
    Adjusted,       // fallback 1: AdjustPosition(sought) classified the sought eye
    Player,         // fallback 2: the player's position, viewer_cell 0
};

struct ViewerResult {
    glm::vec3 eye{0.0f};
    std::uint32_t cell = 0; // retail viewer_cell (0 in fallback 2)
    ViewerOutcome outcome = ViewerOutcome::Uncollided;
};

// CPhysicsObj::AdjustPosition @ 0x00511D80 for a point: the cell that holds `point`,
// starting from `cell` (indoor: this cell or a cell of its building; a building seen from
// outside then the land; outdoor: the land square). Only classifies, no overlap test.
// Returns false (and leaves `out_cell` alone) when no cell is found.
bool adjust_position(const World& world, std::uint32_t cell, const glm::vec3& point,
                     std::uint32_t& out_cell);

// SmartBox::update_viewer @ 0x00453CE0, from the pivot to the sought eye. `sought_cell` is
// the sought Position's cell (retail: the previous viewer's), where fallback 1 starts;
// `rotation` is the sought camera rotation (FREE_ROTATE: the path takes it up front);
// `feet` is the player's position for fallback 2. Allocates nothing.
ViewerResult update_viewer(const ViewerContext& ctx, const glm::vec3& pivot,
                           const glm::vec3& sought, std::uint32_t sought_cell,
                           const glm::quat& rotation, const glm::vec3& feet);

// The deepest overlap of a sphere with world geometry: indoor cells' physics BSP polygons,
// solid BSP shells of shadow objects (buildings, boxes, meshes; ethereal ones excepted) and
// the terrain. Creatures, spheres and cylinders are not world geometry. 0 when clear.
// Allocates nothing. (camera_max_penetration in docs/command-line.md.)
[[nodiscard]] float world_penetration(const World& world, const Sphere& sphere);

} // namespace sweeplab::physics
