#pragma once
// Retail CVertexArray (CVertexArray::UnPack @ 0x0053C030) of CSWVertex entries
// (CSWVertex::UnPack @ 0x0053DE50): the vertices a GfxObj or a CellStruct shares among its
// polygons. Only vertex type 1 (CSWVertexType) exists in the retail files; any other type is
// refused, as ACE (CVertexArray.cs) does. A polygon's vertex ids index this array by
// position, as retail does (CPolygon::UnPack: pack_verts->vertices + id * vertex_size); the
// stored u16 vertex key is kept for display only.
#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "dat/reader.h"

namespace sweeplab::dat {

struct DatVertex {
    std::uint16_t id = 0; // retail vert_id, the stored key
    glm::vec3 origin{0.0f};
    glm::vec3 normal{0.0f};
    std::uint32_t uv_start = 0; // into VertexArray::uvs
    std::uint16_t uv_count = 0;
};

struct VertexArray {
    static constexpr std::int32_t kSWVertexType = 1;
    std::int32_t vertex_type = kSWVertexType;
    std::vector<DatVertex> vertices;
    std::vector<glm::vec2> uvs; // (u, v) of every vertex, vertex by vertex

    [[nodiscard]] std::span<const glm::vec2> uvs_of(const DatVertex& v) const {
        return std::span<const glm::vec2>(uvs).subspan(v.uv_start, v.uv_count);
    }
};

// i32 vertex type, u32 count, then count x (u16 id, u16 numUVs, vec3 origin, vec3 normal,
// numUVs x (f32 u, f32 v)).
[[nodiscard]] VertexArray read_vertex_array(Reader& r);

} // namespace sweeplab::dat
