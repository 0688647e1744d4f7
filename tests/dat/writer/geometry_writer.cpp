#include "tests/dat/writer/geometry_writer.h"

namespace sweeplab::dat::testing {

namespace {
constexpr std::uint32_t kLeaf = 0x4C454146u;
constexpr std::uint32_t kPort = 0x504F5254u;
constexpr std::uint32_t kBPnn = 0x42506E6Eu;
constexpr std::uint32_t kBPIn = 0x4250496Eu;
constexpr std::uint32_t kBPnN = 0x42506E4Eu;
constexpr std::uint32_t kBPOL = 0x42504F4Cu;

void write_ids(ByteWriter& w, const std::vector<std::uint16_t>& ids) {
    w.u32(static_cast<std::uint32_t>(ids.size()));
    for (std::uint16_t id : ids)
        w.u16(id);
}
} // namespace

void write_vertex_array(ByteWriter& w, const VertexArraySpec& v) {
    w.i32(v.vertex_type);
    w.u32(v.count.value_or(static_cast<std::uint32_t>(v.vertices.size())));
    if (v.vertex_type != 1) return;
    for (std::size_t i = 0; i < v.vertices.size(); ++i) {
        const VertexSpec& s = v.vertices[i];
        w.u16(static_cast<std::uint16_t>(i));
        w.u16(static_cast<std::uint16_t>(s.uvs.size()));
        w.vec3(s.origin);
        w.vec3(s.normal);
        for (const glm::vec2& uv : s.uvs) {
            w.f32(uv.x);
            w.f32(uv.y);
        }
    }
}

void write_polygon(ByteWriter& w, const PolygonSpec& p) {
    const auto n = static_cast<std::uint8_t>(p.vertex_ids.size());
    w.u16(p.id);
    w.u8(n);
    w.u8(p.stippling);
    w.i32(p.sides_type);
    w.i16(p.pos_surface);
    w.i16(p.neg_surface);
    for (std::uint16_t id : p.vertex_ids)
        w.u16(id);
    auto uvs = [&](const std::vector<std::uint8_t>& v) {
        for (std::size_t k = 0; k < n; ++k)
            w.u8(k < v.size() ? v[k] : std::uint8_t{0});
    };
    if ((p.stippling & 0x04u) == 0) uvs(p.pos_uv);
    if (p.sides_type == 2 && (p.stippling & 0x08u) == 0) uvs(p.neg_uv);
}

void write_bsp(ByteWriter& w, const BspNodeSpec& n, TreeKind kind) {
    w.tag(n.tag);
    if (n.tag == kLeaf) {
        w.i32(n.leaf_index);
        if (kind == TreeKind::Physics) {
            w.i32(n.solid);
            w.sphere(n.center, n.radius);
            write_ids(w, n.polygons);
        }
        return;
    }
    w.plane(n.normal, n.d);
    for (const BspNodeSpec& c : n.children)
        write_bsp(w, c, kind);
    if (kind == TreeKind::Cell) return;
    w.sphere(n.center, n.radius);
    if (kind == TreeKind::Physics) return;
    if (n.tag == kPort) {
        w.u32(static_cast<std::uint32_t>(n.polygons.size()));
        w.u32(static_cast<std::uint32_t>(n.portals.size()));
        for (std::uint16_t id : n.polygons)
            w.u16(id);
        for (const auto& [poly, index] : n.portals) {
            w.u16(poly);
            w.u16(index);
        }
        return;
    }
    write_ids(w, n.polygons);
}

void write_cell_struct(ByteWriter& w, const CellStructSpec& c) {
    w.u32(c.key);
    w.u32(static_cast<std::uint32_t>(c.polygons.size()));
    w.u32(static_cast<std::uint32_t>(c.physics_polygons.size()));
    w.u32(static_cast<std::uint32_t>(c.portals.size()));
    write_vertex_array(w, c.vertices);
    for (const PolygonSpec& p : c.polygons)
        write_polygon(w, p);
    for (std::uint16_t id : c.portals)
        w.u16(id);
    w.align4();
    write_bsp(w, c.cell_bsp, TreeKind::Cell);
    for (const PolygonSpec& p : c.physics_polygons)
        write_polygon(w, p);
    write_bsp(w, c.physics_bsp, TreeKind::Physics);
    w.u32(c.drawing_bsp ? 1u : 0u);
    if (c.drawing_bsp) write_bsp(w, *c.drawing_bsp, TreeKind::Drawing);
    w.align4();
}

std::vector<std::byte> environment_record(std::uint32_t id,
                                          const std::vector<CellStructSpec>& cells) {
    ByteWriter w;
    w.u32(id);
    w.u32(static_cast<std::uint32_t>(cells.size()));
    for (const CellStructSpec& c : cells)
        write_cell_struct(w, c);
    return w.take();
}

std::vector<std::byte> gfx_obj_record(const GfxObjSpec& g) {
    ByteWriter w;
    w.u32(g.id);
    w.u32(g.flags);
    w.compressed_u32(static_cast<std::uint32_t>(g.surfaces.size()));
    for (std::uint32_t s : g.surfaces)
        w.u32(s);
    write_vertex_array(w, g.vertices);
    if ((g.flags & 1u) != 0) {
        w.compressed_u32(static_cast<std::uint32_t>(g.physics_polygons.size()));
        for (const PolygonSpec& p : g.physics_polygons)
            write_polygon(w, p);
        write_bsp(w, g.physics_bsp, TreeKind::Physics);
    }
    w.vec3(g.sort_center);
    if ((g.flags & 2u) != 0) {
        w.compressed_u32(static_cast<std::uint32_t>(g.drawing_polygons.size()));
        for (const PolygonSpec& p : g.drawing_polygons)
            write_polygon(w, p);
        write_bsp(w, g.drawing_bsp, TreeKind::Drawing);
    }
    if ((g.flags & 8u) != 0) w.u32(g.did_degrade);
    return w.take();
}

BspNodeSpec bsp_leaf(std::int32_t index, std::vector<std::uint16_t> polygons, std::int32_t solid,
                     glm::vec3 center, float radius) {
    BspNodeSpec n;
    n.tag = kLeaf;
    n.leaf_index = index;
    n.polygons = std::move(polygons);
    n.solid = solid;
    n.center = center;
    n.radius = radius;
    return n;
}

BspNodeSpec bsp_node(std::uint32_t tag, glm::vec3 normal, float d,
                     std::vector<BspNodeSpec> children, glm::vec3 center, float radius,
                     std::vector<std::uint16_t> polygons) {
    BspNodeSpec n;
    n.tag = tag;
    n.normal = normal;
    n.d = d;
    n.children = std::move(children);
    n.center = center;
    n.radius = radius;
    n.polygons = std::move(polygons);
    return n;
}

CellStructSpec eor_box_cell() {
    CellStructSpec c;
    c.key = 0;
    // x in [-4, 4], y in [-0.6, 0.6], z in [1.8, 5.4]; 4..7 lie above 3, 0, 1, 2.
    const glm::vec3 v[8] = {{4.0f, -0.6f, 1.8f},  {4.0f, 0.6f, 1.8f},   {-4.0f, 0.6f, 1.8f},
                            {-4.0f, -0.6f, 1.8f}, {-4.0f, -0.6f, 5.4f}, {4.0f, -0.6f, 5.4f},
                            {4.0f, 0.6f, 5.4f},   {-4.0f, 0.6f, 5.4f}};
    for (const glm::vec3& p : v)
        c.vertices.vertices.push_back(VertexSpec{p, {0.0f, 0.0f, 1.0f}, {{0.0f, 1.0f}}});
    // Drawing polygons face into the box; physics polygons face out (the same faces reversed),
    // as the pinned vertex orders say.
    const std::vector<std::vector<std::uint16_t>> draw = {{0, 1, 2, 3}, {3, 4, 5, 0}, {1, 6, 7, 2},
                                                          {5, 6, 1, 0}, {3, 2, 7, 4}, {7, 6, 5, 4}};
    const std::vector<std::vector<std::uint16_t>> phys = {{3, 2, 1, 0}, {4, 5, 6, 7}, {2, 7, 6, 1},
                                                          {0, 1, 6, 5}, {4, 7, 2, 3}, {3, 0, 5, 4}};
    for (std::size_t i = 0; i < 6; ++i) {
        PolygonSpec p;
        p.id = static_cast<std::uint16_t>(i);
        p.vertex_ids = draw[i];
        c.polygons.push_back(p);
        p.vertex_ids = phys[i];
        p.pos_surface = -1;
        c.physics_polygons.push_back(p);
    }
    // Cell BSP: the six inward planes, a chain of BPnn ending in a leaf.
    const glm::vec3 in_n[6] = {{0, 0, 1}, {0, 0, -1}, {0, -1, 0}, {0, 1, 0}, {-1, 0, 0}, {1, 0, 0}};
    const float in_d[6] = {-1.8f, 5.4f, 0.6f, 0.6f, 4.0f, 4.0f};
    BspNodeSpec chain = bsp_leaf(0);
    for (int i = 5; i >= 0; --i)
        chain = bsp_node(kBPnn, in_n[i], in_d[i], {chain});
    c.cell_bsp = chain;
    // Physics BSP: the outward planes in physics polygon order; each positive side is an
    // empty leaf, the last negative side the solid leaf holding all six polygons.
    const glm::vec3 centre(0.0f, 0.0f, 3.6f);
    const float radius = 4.4272f;
    const glm::vec3 out_n[6] = {{0, 0, -1}, {0, 0, 1},  {0, 1, 0},
                                {1, 0, 0},  {-1, 0, 0}, {0, -1, 0}};
    const float out_d[6] = {1.8f, -5.4f, -0.6f, -4.0f, -4.0f, -0.6f};
    BspNodeSpec tree = bsp_leaf(6, {0, 1, 2, 3, 4, 5}, 1, centre, radius);
    for (int i = 5; i >= 0; --i)
        tree = bsp_node(kBPnN, out_n[i], out_d[i], {bsp_leaf(i), tree}, centre, radius);
    c.physics_bsp = tree;
    // Drawing BSP: floor, ceiling, then a childless BPOL node with the walls.
    BspNodeSpec walls = bsp_node(kBPOL, {0, 0, 1}, 0.0f, {}, centre, radius, {1, 2, 3, 4});
    BspNodeSpec ceiling = bsp_node(kBPIn, {0, 0, -1}, 5.4f, {walls}, centre, radius, {5});
    c.drawing_bsp = bsp_node(kBPIn, {0, 0, 1}, -1.8f, {ceiling}, centre, radius, {0});
    return c;
}

} // namespace sweeplab::dat::testing
