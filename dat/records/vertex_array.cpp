#include "dat/records/vertex_array.h"

#include <string>

namespace sweeplab::dat {

// CVertexArray::UnPack @ 0x0053C030 with CSWVertex::UnPack @ 0x0053DE50.
VertexArray read_vertex_array(Reader& r) {
    VertexArray out;
    out.vertex_type = r.i32();
    const std::uint32_t declared = r.u32();
    // Retail unpacks CSWVertex entries only for type 1: any other type is the header alone
    // (its num_vertices allocated, nothing read). Type 0 (no vertex type) is read so; other
    // types are refused (docs/divergences.md, "DAT geometry decoders").
    if (out.vertex_type == VertexArray::kNoVertexType) return out;
    if (out.vertex_type != VertexArray::kSWVertexType)
        r.fail("vertex array type " + std::to_string(out.vertex_type) +
               " is not supported (only 0, no vertices, and 1, CSWVertexType)");
    // Each vertex is at least 28 bytes (ids and the two vectors).
    const std::uint32_t n = r.count(declared, 28, "vertex array");
    out.vertices.reserve(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        DatVertex v;
        v.id = r.u16();
        const std::uint16_t num_uvs = r.u16();
        v.origin = r.vec3("vertex origin");
        // Normals and UVs only shade: any bit pattern is kept (no physics reads them).
        v.normal.x = r.f32();
        v.normal.y = r.f32();
        v.normal.z = r.f32();
        r.count(num_uvs, 8, "vertex uv");
        v.uv_start = static_cast<std::uint32_t>(out.uvs.size());
        v.uv_count = num_uvs;
        for (std::uint16_t k = 0; k < num_uvs; ++k) {
            const float u = r.f32();
            const float t = r.f32();
            out.uvs.emplace_back(u, t);
        }
        out.vertices.push_back(v);
    }
    return out;
}

} // namespace sweeplab::dat
