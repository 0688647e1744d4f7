#pragma once
// Debug draw, Jolt Physics style: the library reports shapes through DebugRenderer, an
// interface it declares and the app implements (the lab turns them into GL lines). Physics
// code never draws and never includes GL, SDL or ImGui; it only walks its own data (the
// sub-step trace, the BSPs, the portal graph, the chase camera) and names what it sees.
//
// Shapes carry a role, not a colour: the role says which checkbox the shape belongs to (the
// tests count shapes per role) and debug_color() gives the lab's palette for it. None of
// the draw_* functions allocates.
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "physics/math/frame.h"
#include "physics/math/sphere.h"

namespace sweeplab::physics {

class PhysicsBsp;
class PortalGraph;
class World;
struct CellVisibility;
struct ChaseCameraFrame;
struct FrameTrace;
struct SubstepTrace;

// What a shape shows; one or more roles per DebugDrawSettings item.
enum class DebugRole : std::uint8_t {
    SubstepSphere = 0,    // a sub-step's global spheres at curr_pos
    CurrentSubstepSphere, // ... of the sub-step the scrubber selects
    SubstepPath,          // curr_pos to curr_pos, sub-step after sub-step
    ContactPlane,         // the contact plane's normal and a patch of the plane
    CollisionNormal,
    SlidingNormal,
    Crease,          // the direction a slide along a wall on a floor keeps
    CollidePolygon,  // the BSP polygon a sub-step collided with
    WalkablePolygon, // the walkable polygon a sub-step stood on
    NodeSphere,      // a physics BSP node's bounding sphere
    CameraCell,      // the camera's cell (bounds)
    VisibleCell,     // another cell the portal walk reached (bounds)
    VisitedPortal,   // a portal the walk looked through
    CameraPivot,
    SoughtEye,   // the damped desired eye, and the boom the sweep cut off
    SweptViewer, // the viewer sphere swept from the pivot towards the sought eye
    FinalEye,    // where the sweep left the eye
    Count
};
inline constexpr std::size_t kDebugRoleCount = static_cast<std::size_t>(DebugRole::Count);

[[nodiscard]] const char* debug_role_name(DebugRole role);
// The lab's palette (RGBA, 0..1).
[[nodiscard]] glm::vec4 debug_color(DebugRole role);

// The app implements on_line; the other hooks default to lines through on_line, and a
// renderer with better primitives (or a test that records shapes) overrides them. The
// public calls drop any shape with a non-finite coordinate or size, so a NaN never reaches
// a renderer (non-virtual interface: the guard cannot be skipped).
class DebugRenderer {
  public:
    virtual ~DebugRenderer() = default;

    void draw_line(const glm::vec3& a, const glm::vec3& b, DebugRole role);
    // Three great circles.
    void draw_sphere(const glm::vec3& center, float radius, DebugRole role);
    // A closed outline through the points in order (at least 2 points).
    void draw_polygon(std::span<const glm::vec3> points, DebugRole role);
    // A line with a head of `head` metres at `to` (no head when zero).
    void draw_arrow(const glm::vec3& from, const glm::vec3& to, float head, DebugRole role);
    // An axis-aligned box outline.
    void draw_box(const glm::vec3& lo, const glm::vec3& hi, DebugRole role);
    // Three axis-aligned segments through `center`, `half` metres each way.
    void draw_cross(const glm::vec3& center, float half, DebugRole role);

  protected:
    virtual void on_line(const glm::vec3& a, const glm::vec3& b, DebugRole role) = 0;
    virtual void on_sphere(const glm::vec3& center, float radius, DebugRole role);
    virtual void on_polygon(std::span<const glm::vec3> points, DebugRole role);
    virtual void on_arrow(const glm::vec3& from, const glm::vec3& to, float head, DebugRole role);
    virtual void on_box(const glm::vec3& lo, const glm::vec3& hi, DebugRole role);
    virtual void on_cross(const glm::vec3& center, float half, DebugRole role);
};

// One switch per item of the lab's View panel. The defaults draw what the lab drew before
// the items had checkboxes of their own; the new items start off.
struct DebugDrawSettings {
    // The sweep (FrameTrace).
    bool substep_spheres = true; // spheres per sub-step and the path through them
    bool contact_plane = true;
    bool collision_normal = true;
    bool sliding_normal = true;
    bool crease = false;
    bool collide_polygon = false; // BSP polygons hit
    bool walkable_polygon = false;
    // Which sub-step's normals, creases and polygons: -1 every sub-step of the frame.
    int substep_cursor = -1;
    float normal_length = 0.8f; // metres

    // BSP node bounding spheres of the cells and objects near the sweep.
    bool node_spheres = false;
    int node_depth = 3; // the deepest level drawn (the root is 0)
    // On: only the nodes the sweep's bounding sphere reaches (retail's bounding-sphere early
    // out, so what a query would descend into). Off: every node down to node_depth.
    bool node_spheres_touched_only = true;
    std::uint32_t node_budget = 256; // at most this many spheres per frame

    // Cells (the frame's visibility decision).
    bool cell_bounds = true;
    bool portals = true;

    // The chase camera.
    bool camera_pivot = true;
    bool sought_eye = true;
    bool swept_viewer = true;
    bool final_eye = true; // drawn only where the view is not the eye (overhead, inset)
};

// ---- the sweep (physics/debug/draw_trace.cpp)

// Where a sub-step's crease came from, as retail computes it:
//   AdjustOffset  CTransition::adjust_offset: on a contact plane and sliding against a wall,
//                 the offset keeps only cross(contact normal, sliding normal)
//   SlideSphere   CSphere::slide_sphere: a collision normal slides along
//                 cross(collision normal, contact plane normal) (retail falls back to the
//                 last known contact plane, which the trace does not keep)
enum class CreaseSource : std::uint8_t { None = 0, AdjustOffset, SlideSphere };

// The crease of one traced sub-step, normalised (retail's sign); None when the normals
// needed are not valid or are parallel (retail then drops the movement or slides along the
// normal instead).
[[nodiscard]] CreaseSource crease_direction(const SubstepTrace& step, glm::vec3& direction);

// Sub-step spheres and path, contact plane, collision and sliding normals, crease, collide
// and walkable polygons, as the settings say.
void draw_trace(DebugRenderer& r, const FrameTrace& trace, const DebugDrawSettings& settings);

// ---- BSP node spheres (physics/debug/draw_bsp.cpp)

// One physics BSP placed in the world (local * scale, then the frame).
struct PlacedBsp {
    const PhysicsBsp* bsp = nullptr;
    Frame frame{};
    float scale = 1.0f;
};

// The bounding spheres of `placed`'s nodes, preorder, down to `max_depth`; with a probe,
// only nodes whose sphere reaches it, and not their subtrees otherwise. Stops after
// `budget` spheres. Returns how many were drawn (empty leaves have no sphere: none drawn).
std::uint32_t draw_bsp_node_spheres(DebugRenderer& r, const PlacedBsp& placed, int max_depth,
                                    const Sphere* probe, std::uint32_t budget);

// The sphere around every sub-step sphere of the trace (radius 0 when it is empty).
[[nodiscard]] Sphere trace_bounds(const FrameTrace& trace);

// The physics BSPs the sweep could have tested: the indoor cells its sub-steps were in and
// the objects with a BSP whose bounds reach `probe` (at most kMaxDebugBsps, in that order).
inline constexpr std::size_t kMaxDebugBsps = 32;
std::size_t bsps_near(const World& world, const FrameTrace& trace, const Sphere& probe,
                      std::array<PlacedBsp, kMaxDebugBsps>& out);

// Node spheres of bsps_near(trace_bounds(trace)), as the settings say.
void draw_node_spheres(DebugRenderer& r, const World& world, const FrameTrace& trace,
                       const DebugDrawSettings& settings);

// ---- cells (physics/debug/draw_cells.cpp)

// The cells the walk reached (the camera's cell apart) and the portals it looked through.
void draw_cells(DebugRenderer& r, const PortalGraph& graph, const CellVisibility& vis,
                const DebugDrawSettings& settings);

// ---- the chase camera (physics/debug/draw_camera.cpp)

// Pivot (cross), sought eye (cross and the boom the sweep cut off), the swept viewer sphere
// (the tube from the pivot to the eye and the sphere at the sought eye) and the final eye.
// `view_from_eye`: the view looks from the eye (the lab's chase view), so the final eye is
// never drawn (it would wrap the view) and the sought eye and the sweep only when the sweep
// stopped at least `min_gap` metres short (else they fill the view).
void draw_camera(DebugRenderer& r, const ChaseCameraFrame& camera,
                 const DebugDrawSettings& settings, bool view_from_eye, float min_gap = 1.0f);

} // namespace sweeplab::physics
