#include "tests/dat_world/scene_to_dat.h"

#include <stdexcept>

#include <glm/gtc/quaternion.hpp>
#include <glm/trigonometric.hpp>

#include "dat/records/bsp_stream.h"

namespace sweeplab::test::datw {

using namespace dat::testing;

namespace {

constexpr std::uint8_t kNoPos = 0x04;

// The tag that names exactly the children a node has (retail's BSPNODE::UnPackChild).
std::uint32_t tag_for(bool pos, bool neg) {
    if (pos && neg) return dat::kTagBPnN;
    if (pos) return dat::kTagBPIn;
    if (neg) return dat::kTagBpIN;
    return dat::kTagBPOL;
}

BspNodeSpec physics_node(const physics::PhysicsBsp& t, std::int32_t i, std::int32_t& leaves) {
    const physics::PhysicsBspNode& n = t.node(i);
    BspNodeSpec s;
    s.center = n.bounding_sphere.center;
    s.radius = n.bounding_sphere.radius;
    if (n.kind == physics::BspNodeKind::Leaf) {
        s.tag = dat::kTagLeaf;
        s.leaf_index = leaves++;
        s.solid = n.solid ? 1 : 0;
        for (std::uint32_t p : t.leaf_polygon_ids(n))
            s.polygons.push_back(static_cast<std::uint16_t>(p));
        return s;
    }
    s.tag = tag_for(n.pos != physics::kNoNode, n.neg != physics::kNoNode);
    s.normal = n.splitting_plane.normal;
    s.d = n.splitting_plane.d;
    if (n.pos != physics::kNoNode) s.children.push_back(physics_node(t, n.pos, leaves));
    if (n.neg != physics::kNoNode) s.children.push_back(physics_node(t, n.neg, leaves));
    return s;
}

BspNodeSpec cell_node(const physics::CellBsp& t, std::int32_t i) {
    const physics::CellBspNode& n = t.node(i);
    BspNodeSpec s;
    s.tag = tag_for(n.pos != physics::kNoNode, n.neg != physics::kNoNode);
    s.normal = n.splitting_plane.normal;
    s.d = n.splitting_plane.d;
    if (n.pos != physics::kNoNode) s.children.push_back(cell_node(t, n.pos));
    if (n.neg != physics::kNoNode) s.children.push_back(cell_node(t, n.neg));
    return s;
}

// The mesh's polygons as drawing polygons over vertices [0, n) of `va`.
std::vector<PolygonSpec> drawing_polygons(const physics::MeshInput& mesh, VertexArraySpec& va) {
    for (const glm::vec3& v : mesh.vertices)
        va.vertices.push_back(VertexSpec{v, {0.0f, 0.0f, 1.0f}, {}});
    std::vector<PolygonSpec> out;
    for (std::size_t i = 0; i < mesh.polygons.size(); ++i) {
        PolygonSpec p;
        p.id = static_cast<std::uint16_t>(i);
        for (std::uint32_t k : mesh.polygons[i].indices)
            p.vertex_ids.push_back(static_cast<std::uint16_t>(k));
        p.stippling = kNoPos;
        p.sides_type = mesh.polygons[i].sides == physics::Sides::Single ? 0 : 1;
        out.push_back(std::move(p));
    }
    return out;
}

physics::CompiledBsp compile(const physics::MeshInput& mesh, bool cell) {
    physics::BspCompileOptions options;
    options.cell_tree = cell;
    physics::BspCompileResult r = physics::compile_bsp(mesh, options);
    if (!r.ok()) throw std::runtime_error("scene_to_dat: " + r.error->message);
    return std::move(r.trees);
}

void open_leaves(BspNodeSpec& s) {
    if (s.tag == dat::kTagLeaf) s.solid = 0;
    for (BspNodeSpec& c : s.children)
        open_leaves(c);
}

} // namespace

void physics_tree_spec(const physics::PhysicsBsp& tree, VertexArraySpec& va,
                       std::vector<PolygonSpec>& polygons, BspNodeSpec& root) {
    const auto verts = tree.vertices();
    for (std::size_t i = 0; i < tree.polygons().size(); ++i) {
        const physics::BspPolygon& p = tree.polygons()[i];
        PolygonSpec s;
        s.id = static_cast<std::uint16_t>(i);
        s.stippling = kNoPos;
        s.sides_type = static_cast<std::int32_t>(p.sides);
        s.pos_surface = -1;
        for (std::uint32_t k = 0; k < p.vertex_count; ++k) {
            s.vertex_ids.push_back(static_cast<std::uint16_t>(va.vertices.size()));
            va.vertices.push_back(VertexSpec{verts[p.vertex_start + k], {0.0f, 0.0f, 1.0f}, {}});
        }
        polygons.push_back(std::move(s));
    }
    std::int32_t leaves = 0;
    root = tree.empty() ? bsp_leaf(0) : physics_node(tree, tree.root(), leaves);
}

BspNodeSpec cell_tree_spec(const physics::CellBsp& tree) {
    return tree.empty() ? bsp_node(dat::kTagBPOL, {0.0f, 0.0f, 1.0f}, 0.0f, {})
                        : cell_node(tree, tree.root());
}

CellStructSpec cell_struct_from_mesh(const physics::MeshInput& mesh,
                                     std::span<const std::uint32_t> portals) {
    physics::MeshInput input = mesh;
    for (std::uint32_t p : portals)
        input.polygons.at(p).solid = false;
    const physics::CompiledBsp trees = compile(input, true);
    CellStructSpec c;
    c.polygons = drawing_polygons(mesh, c.vertices);
    for (std::uint32_t p : portals)
        c.portals.push_back(static_cast<std::uint16_t>(p));
    c.cell_bsp = cell_tree_spec(trees.cell);
    physics_tree_spec(trees.physics, c.vertices, c.physics_polygons, c.physics_bsp);
    // World::add_env_cell opens every leaf of a compiled cell tree (docs/divergences.md).
    open_leaves(c.physics_bsp);
    return c;
}

GfxObjSpec gfx_obj_from_mesh(std::uint32_t id, const physics::MeshInput& mesh) {
    const physics::CompiledBsp trees = compile(mesh, false);
    GfxObjSpec g;
    g.id = id;
    g.flags = 0x1u | 0x2u;
    g.drawing_polygons = drawing_polygons(mesh, g.vertices);
    physics_tree_spec(trees.physics, g.vertices, g.physics_polygons, g.physics_bsp);
    g.drawing_bsp = bsp_leaf(0);
    return g;
}

GfxObjSpec drawing_gfx_obj(std::uint32_t id, const physics::MeshInput& mesh) {
    GfxObjSpec g;
    g.id = id;
    g.flags = 0x2u;
    g.drawing_polygons = drawing_polygons(mesh, g.vertices);
    g.drawing_bsp = bsp_leaf(0);
    return g;
}

physics::MeshInput to_mesh_input(const scene::Mesh& mesh) {
    physics::MeshInput in;
    in.vertices = mesh.vertices;
    for (const scene::MeshPolygon& p : mesh.polygons) {
        physics::MeshPolygon q;
        q.indices = p.indices;
        q.sides = p.sides == scene::Sides::Double ? physics::Sides::Double : physics::Sides::Single;
        in.polygons.push_back(std::move(q));
    }
    return in;
}

physics::MeshInput box_mesh(const glm::vec3& h, const glm::vec3& c) {
    physics::MeshInput m;
    m.vertices = {{-h.x, -h.y, -h.z}, {h.x, -h.y, -h.z}, {h.x, h.y, -h.z}, {-h.x, h.y, -h.z},
                  {-h.x, -h.y, h.z},  {h.x, -h.y, h.z},  {h.x, h.y, h.z},  {-h.x, h.y, h.z}};
    for (glm::vec3& v : m.vertices)
        v += c;
    const std::uint32_t faces[6][4] = {{0, 3, 2, 1}, {4, 5, 6, 7}, {0, 1, 5, 4},
                                       {2, 3, 7, 6}, {1, 2, 6, 5}, {3, 0, 4, 7}};
    for (const auto& f : faces) {
        physics::MeshPolygon p;
        p.indices = {f[0], f[1], f[2], f[3]};
        m.polygons.push_back(std::move(p));
    }
    return m;
}

dat::DatFrame dat_frame(const glm::vec3& origin, float yaw_deg) {
    dat::DatFrame f;
    f.origin = origin;
    f.orientation = glm::angleAxis(glm::radians(yaw_deg), glm::vec3(0.0f, 0.0f, 1.0f));
    return f;
}

void SyntheticArea::finish() {
    dat::RegionRecord region;
    region.id = 0x13000000u;
    region.name = "Dereth";
    region.land_defs.num_block_length = 255;
    region.land_defs.num_block_width = 255;
    region.land_defs.square_length = 24.0f;
    region.land_defs.lblock_length = 8;
    region.land_defs.vertex_per_cell = 1;
    region.land_defs.sky_height = 1000.0f;
    for (int i = 0; i < 256; ++i)
        region.land_defs.land_height_table[static_cast<std::size_t>(i)] = table(i);
    portal.add(region.id, encode_region(region, 16));
    const int cx = static_cast<int>(centre >> 8u), cy = static_cast<int>(centre & 0xFFu);
    for (int x = cx - 1; x <= cx + 1; ++x)
        for (int y = cy - 1; y <= cy + 1; ++y) {
            const auto lb = static_cast<std::uint32_t>(x << 8 | y);
            dat::LandBlockRecord land;
            land.id = lb << 16u | 0xFFFFu;
            land.has_objects = lb == centre;
            for (int vx = 0; vx < 9; ++vx)
                for (int vy = 0; vy < 9; ++vy) {
                    const std::size_t k = dat::LandBlockRecord::vertex_index(vx, vy);
                    land.height[k] = height ? height(lb, vx, vy) : std::uint8_t{0};
                    land.terrain[k] = static_cast<std::uint16_t>((vx + vy) % 4 << 2);
                }
            cell.add(land.id, encode_land_block(land));
        }
    info.id = centre << 16u | 0xFFFEu;
    info.num_cells = static_cast<std::uint32_t>(cells.size());
    cell.add(info.id, encode_land_block_info(info));
    for (const dat::EnvCellRecord& c : cells)
        cell.add(c.id, encode_env_cell(c));
}

dat::DatFile SyntheticArea::cell_file() const {
    return dat::DatFile::from_bytes(cell.bytes(), dat_file_name(DatKind::cell));
}

dat::DatFile SyntheticArea::portal_file() const {
    return dat::DatFile::from_bytes(portal.bytes(), dat_file_name(DatKind::portal));
}

} // namespace sweeplab::test::datw
