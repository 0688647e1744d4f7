#pragma once
// Retail CPolygon as stored (CPolygon::UnPack @ 0x00538650): u16 poly_id, u8 num_pts,
// u8 stippling, i32 sides_type, i16 pos_surface, i16 neg_surface, u16 vertex_ids[num_pts],
// then u8 pos_uv[num_pts] unless stippling has NoPos (4), then u8 neg_uv[num_pts] when
// sides_type is 2 and stippling lacks NoNeg (8). Planes are not stored: retail computes
// each with CPolygon::make_plane as it unpacks, and so does read_polygons.
//
// Refused (DatError naming the polygon's index and id): fewer than 3 points, a vertex id
// past the vertex array, vertices that give no plane (zero or non-finite normal).
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

#include "dat/reader.h"
#include "dat/records/vertex_array.h"

namespace sweeplab::dat {

inline constexpr std::uint8_t kStipplingNoPos = 0x04;
inline constexpr std::uint8_t kStipplingNoNeg = 0x08;

struct DatPolygon {
    std::uint16_t id = 0; // retail poly_id, the stored key (trees index by position)
    std::uint8_t num_pts = 0;
    std::uint8_t stippling = 0;
    // 0 single-sided, 1 both sides with the positive surface, 2 separate negative side
    // (ACE CullMode Landblock / None / Clockwise); retail's queries test only "nonzero".
    std::int32_t sides_type = 0;
    std::int16_t pos_surface = -1;
    std::int16_t neg_surface = -1;  // sides_type 1: the positive surface (retail copies it)
    std::uint32_t vertex_start = 0; // into PolygonTable::vertex_ids
    std::int32_t pos_uv_start = -1; // into PolygonTable::uv_indices; -1 when not stored
    std::int32_t neg_uv_start = -1; // sides_type 1: pos_uv_start (retail shares the array)
    DatPlane plane{};               // CPolygon::make_plane
    bool has_plane = true;          // false: a degenerate drawing polygon kept (PlaneRule::Keep)
};

// What read_polygons does with a polygon whose vertices give no plane. Physics polygons
// collide through their planes, so one without is refused. Drawing polygons (a GfxObj's,
// a CellStruct's) are only drawn, and retail data may hold degenerate ones: they are kept
// with a zero plane and has_plane false, and only refused where a plane is needed (a
// CellStruct portal).
enum class PlaneRule : std::uint8_t { Require, Keep };

struct PolygonTable {
    std::vector<DatPolygon> polygons;
    std::vector<std::uint16_t> vertex_ids;
    std::vector<std::uint8_t> uv_indices;

    [[nodiscard]] std::size_t size() const { return polygons.size(); }
    [[nodiscard]] bool empty() const { return polygons.empty(); }
    [[nodiscard]] std::span<const std::uint16_t> vertex_ids_of(const DatPolygon& p) const {
        return std::span<const std::uint16_t>(vertex_ids).subspan(p.vertex_start, p.num_pts);
    }
    // Empty when the side has no stored UV indices.
    [[nodiscard]] std::span<const std::uint8_t> pos_uvs_of(const DatPolygon& p) const {
        return uv_span(p.pos_uv_start, p.num_pts);
    }
    [[nodiscard]] std::span<const std::uint8_t> neg_uvs_of(const DatPolygon& p) const {
        return uv_span(p.neg_uv_start, p.num_pts);
    }

  private:
    [[nodiscard]] std::span<const std::uint8_t> uv_span(std::int32_t start, std::uint8_t n) const {
        if (start < 0) return {};
        return std::span<const std::uint8_t>(uv_indices)
            .subspan(static_cast<std::size_t>(start), n);
    }
};

// CPolygon::make_plane @ 0x005383D0: the fan cross products from vertex 0 summed, normalised,
// d = -mean(n . v), with the decompile's precision (the x87 sums in double, the spills to
// float where it shows them). nullopt when the normal is zero or not finite.
[[nodiscard]] std::optional<DatPlane> make_polygon_plane(std::span<const glm::vec3> points);

// `count` polygons (each with its u16 key first, as CellStruct and GfxObj store them) over
// `vertices`. `what` names the table in messages: "physics polygon" gives
// "physics polygon 3 (id 3): vertex id 40 is out of range (the vertex array has 8)".
[[nodiscard]] PolygonTable read_polygons(Reader& r, std::uint32_t count,
                                         const VertexArray& vertices, std::string_view what,
                                         PlaneRule rule = PlaneRule::Require);

// The polygon's vertex positions in order (for planes, portals and the renderer).
void polygon_points(const PolygonTable& table, const DatPolygon& p, const VertexArray& vertices,
                    std::vector<glm::vec3>& out);

} // namespace sweeplab::dat
