#pragma once
// Turns a scene's static geometry (ground or terrain, cell meshes, shells, boxes) into
// world-space triangles, in parts the renderer can draw or skip one by one (the indoor
// visibility decision draws only some cells). No GL here, so it is testable headless.
#include <cstdint>
#include <string>
#include <vector>

#include "render/vertex.h"
#include "scene/scene.h"

namespace sweeplab::render {

enum class PartKind { Ground, Cell, Shell, Box };

struct GeometryPart {
    PartKind kind;
    std::uint32_t id;  // cell id, or object id; 0 for the ground
    std::size_t first; // first vertex in SceneGeometry::triangles
    std::size_t count; // vertex count
};

struct SceneGeometry {
    TriangleList triangles;
    // The water surfaces over the land's water squares (render/water_geometry.h), drawn
    // translucent after everything opaque.
    TriangleList water;
    std::vector<GeometryPart> parts;
    std::vector<LineVertex> portal_outlines; // every cell portal, as line pairs
};

SceneGeometry build_scene_geometry(const scene::Scene& scene);

// The colours the renderer uses, shared with the screenshot tests that look for them.
namespace palette {
inline constexpr glm::vec4 kGround{0.46f, 0.56f, 0.38f, 1.0f};
inline constexpr glm::vec4 kFloor{0.55f, 0.42f, 0.30f, 1.0f};
inline constexpr glm::vec4 kWall{0.85f, 0.80f, 0.70f, 1.0f};
inline constexpr glm::vec4 kCeiling{0.90f, 0.88f, 0.84f, 1.0f};
inline constexpr glm::vec4 kShell{0.70f, 0.36f, 0.28f, 1.0f};
inline constexpr glm::vec4 kRoof{0.38f, 0.26f, 0.22f, 1.0f};
inline constexpr glm::vec4 kBox{0.62f, 0.47f, 0.26f, 1.0f};
inline constexpr glm::vec4 kSphere{0.55f, 0.60f, 0.72f, 1.0f};
inline constexpr glm::vec4 kCreature{0.90f, 0.38f, 0.16f, 1.0f};
inline constexpr glm::vec4 kCylinder{0.20f, 0.62f, 0.66f, 1.0f};
inline constexpr glm::vec4 kEthereal{0.70f, 0.70f, 0.95f, 0.35f};
inline constexpr glm::vec4 kAvatar{0.25f, 0.55f, 0.95f, 1.0f};
inline constexpr glm::vec4 kPortal{0.30f, 0.75f, 1.00f, 1.0f};
} // namespace palette

// The unit normal of a polygon by Newell's method (any winding, non-planar tolerated; +Z for a
// degenerate one), and the colour of a cell polygon facing that way: floor, ceiling or wall.
// The scene and the DAT geometry builders both shade with these.
glm::vec3 newell_normal(const std::vector<glm::vec3>& points);
glm::vec4 cell_color(const glm::vec3& normal);

} // namespace sweeplab::render
