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
    std::vector<LineVertex> lines; // pairs
    bool show_portals = true;
    // When set, only these cells (and no ground or shells unless draw_outdoor) are drawn.
    std::optional<std::vector<std::uint32_t>> visible_cells;
    bool draw_outdoor = true;
};

} // namespace sweeplab::render
