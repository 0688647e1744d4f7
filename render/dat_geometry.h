#pragma once
// A DAT world's static geometry for drawing (scene/dat_world_builder.h's DatWorldDesc ->
// world-space triangles), in parts the renderer draws, culls or skips one by one: the land of
// each loaded landblock, each EnvCell, each placed GfxObj (stabs, building shells, cell
// statics), and the Setups' spheres and cylspheres as instanced shapes. No GL here, so it is
// testable headless.
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "render/frame_draw.h"
#include "render/vertex.h"
#include "scene/dat_world_builder.h"

namespace sweeplab::render {

enum class DatPartKind : std::uint8_t { Land, Cell, Object };

struct DatPart {
    DatPartKind kind = DatPartKind::Land;
    std::uint32_t id = 0;           // landblock 0xXXYY, cell full id, or index into desc.objects
    std::uint32_t cell = 0;         // the EnvCell it is drawn with (a cell, a cell static), else 0
    std::size_t first = 0;          // first vertex in DatGeometry::triangles
    std::size_t count = 0;          // vertex count
    glm::vec3 min{0.0f}, max{0.0f}; // world box of its vertices, for culling
    std::int32_t world_object = -1; // a world object's part: its index, else -1
};

struct DatGeometry {
    TriangleList triangles;
    // The water surfaces over the land's water squares (render/water_geometry.h), drawn
    // translucent after everything opaque.
    TriangleList water;
    std::vector<DatPart> parts; // land first, then cells, then objects
    std::vector<LineVertex> portal_outlines;
    // Setup shapes (DatShape::Spheres / CylSpheres), world space, each with its EnvCell (0
    // outdoors) for the indoor visibility decision.
    std::vector<SphereInstance> spheres;
    std::vector<std::uint32_t> sphere_cells;
    std::vector<std::int32_t> sphere_world_objects; // the world object of each, else -1
    std::vector<CylinderInstance> cylinders;
    std::vector<std::uint32_t> cylinder_cells;
    std::vector<std::int32_t> cylinder_world_objects;
};

[[nodiscard]] DatGeometry build_dat_geometry(const scene::DatWorldDesc& desc);

// A world object where it stands now (`now`, its frame; a wandering creature): its shapes in
// its weenie type's colour into `out.spheres` / `out.cylinders`, its parts' polygons as
// outlines into `out.lines`, each moved from its placed frame with the object; and its index
// into `out.hidden_world_objects`, so its placed drawing is left out.
void add_moved_world_object(const scene::DatWorldDesc& desc, std::int32_t world_object,
                            const physics::Frame& now, FrameDraw& out);

// The colour a world object is drawn in, by its weenie type (docs/world-objects.md).
[[nodiscard]] glm::vec4 world_object_color(const scene::WorldObjectDesc& object);

// The land of one landblock: 8 x 8 squares of 24 m, each as two triangles split along the
// diagonal physics::terrain_cut_sw_ne picks (the physics' own triangles, vertex for vertex),
// smooth normals from the heights of every loaded landblock (`desc`, so that shading is
// continuous across landblock edges). A vertex's colour is its terrain type's
// (terrain_color) with alpha 1 where its road bits are set, else 0: shaders/land.frag draws
// the road where that weight, interpolated, passes kRoadEdge, so a road is a strip a few
// metres wide along the lines between road vertices, not a 24 m blur. Appended to `out`.
void add_land(const scene::DatWorldDesc& desc, const scene::DatLandblockDesc& block,
              TriangleList& out);

// One colour per terrain type (bits 2-6 of the terrain word; the five water types blue).
[[nodiscard]] glm::vec4 terrain_color(std::uint16_t terrain_word);
[[nodiscard]] bool is_water_type(std::uint32_t type);
// Any road bit (0-1) set.
[[nodiscard]] bool is_road(std::uint16_t terrain_word);
// The interpolated road weight above which the land is drawn in kRoad (shaders/land.frag).
inline constexpr float kRoadEdge = 0.9f;

namespace dat_palette {
inline constexpr glm::vec4 kRoad{0.47f, 0.42f, 0.36f, 1.0f};
inline constexpr glm::vec4 kWater{0.20f, 0.42f, 0.72f, 1.0f};
inline constexpr glm::vec4 kStab{0.60f, 0.58f, 0.54f, 1.0f};   // landblock GfxObjs
inline constexpr glm::vec4 kStatic{0.62f, 0.47f, 0.26f, 1.0f}; // cell statics
} // namespace dat_palette

} // namespace sweeplab::render
