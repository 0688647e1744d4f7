#pragma once
// What one frame draws beyond the static scene: instanced spheres and cylinders, debug
// lines and the avatar. Plain data, no GL, so the app and the tests can build it headless.
#include <cstdint>
#include <optional>
#include <vector>

#include <glm/mat4x4.hpp>

#include "render/vertex.h"

namespace sweeplab::render {

struct SphereInstance {
    glm::vec3 center;
    float radius;
    glm::vec4 color;
};

struct CylinderInstance {
    glm::vec3 base;
    float radius;
    float height;
    glm::vec4 color;
};

struct RenderView {
    glm::mat4 view{1.0f};
    glm::mat4 proj{1.0f};
    glm::vec3 eye{0.0f};
    int x = 0, y = 0, width = 1, height = 1; // viewport
};

// Everything dynamic in one frame. The app fills it from the world; nothing here is kept.
struct FrameDraw {
    std::vector<SphereInstance> spheres;
    std::vector<CylinderInstance> cylinders;
    std::vector<SphereInstance> avatar; // drawn last, blended with avatar_alpha
    float avatar_alpha = 1.0f;
    // Ghost avatars (the lab's compare ghost: the same input under another reading), drawn
    // after the avatar, blended with ghost_alpha and writing no depth, in their own colours.
    std::vector<SphereInstance> ghosts;
    float ghost_alpha = 0.35f;
    // Markers (the compare ghost's chase camera eye): drawn last, blended with marker_alpha
    // and with no depth test, so a marker behind a wall or under a roof still shows where it is.
    std::vector<SphereInstance> markers;
    float marker_alpha = 0.6f;
    std::vector<LineVertex> lines; // pairs
    // Lines drawn after everything but the markers, with no depth test (the lab's trace
    // marks: a cell's outline seen from outside its building, through the roof).
    std::vector<LineVertex> overlay_lines; // pairs
    bool show_portals = true;
    // The indoor mode (physics/visibility decides it): when set, only these cells are
    // drawn, the ground and the building shells only with draw_outdoor, and a box only
    // with draw_outdoor or when it stands in a visible cell (visible_objects, object ids).
    // Unset: the outdoor mode, everything drawn.
    std::optional<std::vector<std::uint32_t>> visible_cells;
    bool draw_outdoor = true;
    std::vector<std::uint32_t> visible_objects;
    // World objects (indices into DatWorldDesc::world_objects) whose placed drawing is left
    // out: the lab's wandering creatures, drawn where they are now in `spheres`, `cylinders`
    // and `lines` (render/dat_geometry.h, add_moved_world_object).
    std::vector<std::int32_t> hidden_world_objects;
};

} // namespace sweeplab::render
