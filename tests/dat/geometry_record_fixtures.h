#pragma once
// What the geometry record tests share: record names, one-line DatError capture, and a
// polygon table read back from the test writer.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "dat/records/polygon.h"
#include "dat/records/vertex_array.h"
#include "tests/dat/writer/geometry_writer.h"
#include "tests/support/errors.h"

namespace sweeplab::dat::testing {

inline RecordName env_name(std::uint32_t id = 0x0D00062Eu) {
    return RecordName{"client_portal.dat", id, "Environment"};
}
inline RecordName gfx_name(std::uint32_t id = 0x01000001u) {
    return RecordName{"client_portal.dat", id, "GfxObj"};
}

// The DatError's message, which must be one line; "" when nothing was thrown.
template <typename F>
inline std::string error_of(F&& f) {
    const std::string m = sweeplab::testing::what_thrown<DatError>(f).value_or("");
    CHECK(m.find('\n') == std::string::npos);
    return m;
}

inline bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

inline VertexArraySpec square_vertices() {
    VertexArraySpec v;
    v.vertices = {{{0, 0, 2}, {0, 0, 1}, {}},
                  {{1, 0, 2}, {0, 0, 1}, {{0.5f, 0.25f}}},
                  {{1, 1, 2}, {0, 0, 1}, {{1, 0}, {0, 1}}},
                  {{0, 1, 2}, {0, 0, 1}, {}}};
    return v;
}

inline PolygonTable read_one_table(const VertexArraySpec& vs, const std::vector<PolygonSpec>& polys,
                                   bool& at_end, PlaneRule rule = PlaneRule::Require) {
    ByteWriter w;
    write_vertex_array(w, vs);
    for (const PolygonSpec& p : polys)
        write_polygon(w, p);
    Reader r(w.data(), env_name());
    const VertexArray va = read_vertex_array(r);
    PolygonTable t =
        read_polygons(r, static_cast<std::uint32_t>(polys.size()), va, "polygon", rule);
    at_end = r.at_end();
    return t;
}

} // namespace sweeplab::dat::testing
