#pragma once
// Retail CVertexArray (CVertexArray::UnPack @ 0x0053C030) of CSWVertex entries
// (CSWVertex::UnPack @ 0x0053DE50): the vertices a GfxObj or a CellStruct shares among its
// polygons. Type 1 (CSWVertexType) holds the vertices. Type 0 is read as retail reads it:
// the header alone, no vertices (UnPack reads CSWVertex entries only for type 1, as does
// ACE's CVertexArray.cs), so a polygon naming a vertex of it is refused. Other types are
// refused. A polygon's vertex ids index this array by
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
    static constexpr std::int32_t kNoVertexType = 0; // the header only
    static constexpr std::int32_t kSWVertexType = 1;
    std::int32_t vertex_type = kSWVertexType;
    std::vector<DatVertex> vertices;
    std::vector<glm::vec2> uvs; // (u, v) of every vertex, vertex by vertex

    [[nodiscard]] std::span<const glm::vec2> uvs_of(const DatVertex& v) const {
        return std::span<const glm::vec2>(uvs).subspan(v.uv_start, v.uv_count);
    }
};

// i32 vertex type, u32 count, then for type 1 count x (u16 id, u16 numUVs, vec3 origin,
// vec3 normal, numUVs x (f32 u, f32 v)); type 0 stops after the count (no vertices).
[[nodiscard]] VertexArray read_vertex_array(Reader& r);

} // namespace sweeplab::dat
