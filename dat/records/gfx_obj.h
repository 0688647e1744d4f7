#pragma once
// Retail CGfxObj (0x01...... in client_portal.dat; CGfxObj::Serialize @ 0x00534970):
// u32 id, u32 flags (1 HasPhysics, 2 HasDrawing, 8 HasDIDDegrade), compressed-u32 n and n
// u32 surface ids, VertexArray; with HasPhysics compressed-u32 n physics polygons and the
// physics BSP; the sort centre; with HasDrawing compressed-u32 n drawing polygons and the
// drawing BSP; with HasDIDDegrade a u32 degrade id.
//
// Kept: everything but the drawing BSP, which is parsed (the degrade id follows it) and
// dropped. The drawing polygons are kept for the renderer.
#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "dat/reader.h"
#include "dat/records/bsp_stream.h"
#include "dat/records/polygon.h"
#include "dat/records/vertex_array.h"

namespace sweeplab::dat {

inline constexpr std::uint32_t kGfxObjHasPhysics = 0x1u;
inline constexpr std::uint32_t kGfxObjHasDrawing = 0x2u;
inline constexpr std::uint32_t kGfxObjHasDIDDegrade = 0x8u;

struct GfxObj {
    std::uint32_t id = 0;
    std::uint32_t flags = 0;
    std::vector<std::uint32_t> surfaces; // Surface ids (0x08......)
    VertexArray vertices;
    PolygonTable physics_polygons;
    DatBspTree physics_bsp; // empty without HasPhysics
    glm::vec3 sort_center{0.0f};
    PolygonTable drawing_polygons;
    bool had_drawing_bsp = false;
    std::uint32_t did_degrade = 0; // 0 without HasDIDDegrade

    [[nodiscard]] bool has_physics() const { return (flags & kGfxObjHasPhysics) != 0; }
    // CGfxObj's physics_sphere: BSPTREE::GetSphere of the physics BSP, its root's sphere.
    [[nodiscard]] DatSphere physics_sphere() const {
        return physics_bsp.empty() ? DatSphere{} : physics_bsp.nodes.front().sphere;
    }
};

[[nodiscard]] GfxObj parse_gfx_obj(std::span<const std::byte> data, const RecordName& name);

} // namespace sweeplab::dat
