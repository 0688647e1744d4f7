#pragma once
// The test side's encoders for the geometry records (the mirror of dat/records/vertex_array,
// polygon, bsp_stream, environment and gfx_obj): plain specs in, retail bytes out. They
// write what they are given, so a test can also spell malformed input (a polygon without
// points, a tag no reader knows, an id past a table).
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "tests/dat/writer/byte_writer.h"

namespace sweeplab::dat::testing {

struct VertexSpec {
    glm::vec3 origin{0.0f};
    glm::vec3 normal{0.0f, 0.0f, 1.0f};
    std::vector<glm::vec2> uvs;
};

struct VertexArraySpec {
    std::int32_t vertex_type = 1;
    // Written with keys 0, 1, 2, ... when vertex_type is 1; as retail's CVertexArray::Pack,
    // any other type writes the header alone.
    std::vector<VertexSpec> vertices;
    std::optional<std::uint32_t> count; // the stored count (vertices.size() when unset)
};

struct PolygonSpec {
    std::uint16_t id = 0;
    std::vector<std::uint16_t> vertex_ids; // num_pts is their count
    std::uint8_t stippling = 0x04;         // NoPos: no UV indices unless asked for
    std::int32_t sides_type = 0;
    std::int16_t pos_surface = 0;
    std::int16_t neg_surface = -1;
    std::vector<std::uint8_t> pos_uv; // written when stippling lacks NoPos (zeros if short)
    std::vector<std::uint8_t> neg_uv; // written when sides_type 2 and stippling lacks NoNeg
};

// One BSP node and its subtree. Children are written in the order given (positive first for
// tags that have both); the reader decides from the tag how many it expects.
struct BspNodeSpec {
    std::uint32_t tag = 0x4C454146u; // LEAF
    glm::vec3 normal{0.0f, 0.0f, 1.0f};
    float d = 0.0f;
    std::vector<BspNodeSpec> children;
    glm::vec3 center{0.0f};
    float radius = 0.0f;
    std::int32_t leaf_index = 0;
    std::int32_t solid = 0;
    std::vector<std::uint16_t> polygons;
    std::vector<std::pair<std::uint16_t, std::uint16_t>> portals; // (polygon, portal index)
};

// The tree kinds as retail's pack_tree_type numbers them (dat::BspTreeKind).
enum class TreeKind : std::uint8_t { Drawing = 0, Physics = 1, Cell = 2 };

struct CellStructSpec {
    std::uint32_t key = 0;
    VertexArraySpec vertices;
    std::vector<PolygonSpec> polygons;
    std::vector<std::uint16_t> portals;
    BspNodeSpec cell_bsp;
    std::vector<PolygonSpec> physics_polygons;
    BspNodeSpec physics_bsp;
    std::optional<BspNodeSpec> drawing_bsp;
};

struct GfxObjSpec {
    std::uint32_t id = 0x01000001u;
    std::uint32_t flags = 0; // 1 physics, 2 drawing, 8 degrade
    std::vector<std::uint32_t> surfaces;
    VertexArraySpec vertices;
    std::vector<PolygonSpec> physics_polygons;
    BspNodeSpec physics_bsp;
    glm::vec3 sort_center{0.0f};
    std::vector<PolygonSpec> drawing_polygons;
    BspNodeSpec drawing_bsp;
    std::uint32_t did_degrade = 0;
};

void write_vertex_array(ByteWriter& w, const VertexArraySpec& v);
// The u16 key (the polygon's id) and the polygon.
void write_polygon(ByteWriter& w, const PolygonSpec& p);
void write_bsp(ByteWriter& w, const BspNodeSpec& root, TreeKind kind);
void write_cell_struct(ByteWriter& w, const CellStructSpec& c);
[[nodiscard]] std::vector<std::byte> environment_record(std::uint32_t id,
                                                        const std::vector<CellStructSpec>& cells);
[[nodiscard]] std::vector<std::byte> gfx_obj_record(const GfxObjSpec& g);

// Node builders.
[[nodiscard]] BspNodeSpec bsp_leaf(std::int32_t index, std::vector<std::uint16_t> polygons = {},
                                   std::int32_t solid = 0, glm::vec3 center = glm::vec3(0.0f),
                                   float radius = 0.0f);
[[nodiscard]] BspNodeSpec bsp_node(std::uint32_t tag, glm::vec3 normal, float d,
                                   std::vector<BspNodeSpec> children,
                                   glm::vec3 center = glm::vec3(0.0f), float radius = 0.0f,
                                   std::vector<std::uint16_t> polygons = {});

// The shape of End-of-Retail 0x0D00062E's one cell as DatReaderWriter's EnvironmentTests
// pin it: 8 vertices (vertex 0 at (4, -0.6, 1.8)), 6 polygons (first 0,1,2,3, last 7,6,5,4,
// NoPos, sides 0, surfaces 0/-1), 6 physics polygons (first 3,2,1,0, last 3,0,5,4,
// surfaces -1/-1), cell BSP root BPnn with d = -1.8, physics BSP root BPnN with d = 1.8 whose
// positive child is LEAF 0 and negative child a BPnN, drawing BSP root BPIn (d = -1.8) with a
// BPIn positive child. The other vertices and nodes are ours: a box 8 x 1.2 x 3.6 m whose
// floor is at z = 1.8.
[[nodiscard]] CellStructSpec eor_box_cell();

} // namespace sweeplab::dat::testing
