#include "render/dat_geometry.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "physics/world/land_water.h"
#include "physics/world/world.h"
#include "render/scene_geometry.h"
#include "render/water_geometry.h"

namespace sweeplab::render {

namespace {

constexpr float kSquare = 24.0f; // metres per land cell (LandDefs square_length)
constexpr int kSide = 9;         // vertices per landblock side

// One colour per LandDefs::TerrainType (0x00-0x1F), ours: retail draws textures.
constexpr std::array<glm::vec4, 32> kTerrainColors{{
    {0.50f, 0.47f, 0.43f, 1.0f}, // 0x00 BarrenRock
    {0.42f, 0.58f, 0.30f, 1.0f}, // 0x01 Grassland
    {0.78f, 0.86f, 0.92f, 1.0f}, // 0x02 Ice
    {0.30f, 0.55f, 0.22f, 1.0f}, // 0x03 LushGrass
    {0.38f, 0.45f, 0.30f, 1.0f}, // 0x04 MarshSparseSwamp
    {0.40f, 0.30f, 0.20f, 1.0f}, // 0x05 MudRichDirt
    {0.22f, 0.20f, 0.22f, 1.0f}, // 0x06 ObsidianPlain
    {0.62f, 0.50f, 0.34f, 1.0f}, // 0x07 PackedDirt
    {0.58f, 0.52f, 0.38f, 1.0f}, // 0x08 PatchyDirt
    {0.50f, 0.58f, 0.34f, 1.0f}, // 0x09 PatchyGrassland
    {0.84f, 0.76f, 0.52f, 1.0f}, // 0x0A SandYellow
    {0.70f, 0.67f, 0.58f, 1.0f}, // 0x0B SandGrey
    {0.67f, 0.61f, 0.48f, 1.0f}, // 0x0C SandRockStrewn
    {0.62f, 0.46f, 0.34f, 1.0f}, // 0x0D SedimentaryRock
    {0.56f, 0.53f, 0.46f, 1.0f}, // 0x0E SemiBarrenRock
    {0.95f, 0.95f, 0.96f, 1.0f}, // 0x0F Snow
    {0.22f, 0.45f, 0.70f, 1.0f}, // 0x10 WaterRunning
    dat_palette::kWater,         // 0x11 WaterStandingFresh
    {0.25f, 0.50f, 0.72f, 1.0f}, // 0x12 WaterShallowSea
    {0.28f, 0.52f, 0.70f, 1.0f}, // 0x13 WaterShallowStillSea
    {0.12f, 0.25f, 0.50f, 1.0f}, // 0x14 WaterDeepSea
    {0.30f, 0.36f, 0.20f, 1.0f}, // 0x15 ForestFloor
    {0.30f, 0.50f, 0.55f, 1.0f}, // 0x16 FauxWaterRunning
    {0.36f, 0.49f, 0.25f, 1.0f}, // 0x17 SeaSlime
    {0.54f, 0.35f, 0.27f, 1.0f}, // 0x18 Argila
    {0.70f, 0.34f, 0.22f, 1.0f}, // 0x19 Volcano1
    {0.48f, 0.20f, 0.15f, 1.0f}, // 0x1A Volcano2
    {0.72f, 0.83f, 0.89f, 1.0f}, // 0x1B BlueIce
    {0.35f, 0.45f, 0.25f, 1.0f}, // 0x1C Moss
    {0.24f, 0.32f, 0.16f, 1.0f}, // 0x1D DarkMoss
    {0.60f, 0.64f, 0.34f, 1.0f}, // 0x1E Olthoi
    {0.55f, 0.48f, 0.37f, 1.0f}, // 0x1F DesolateLands
}};

std::uint64_t key(int gx, int gy) {
    return static_cast<std::uint64_t>(static_cast<std::uint32_t>(gx)) << 32u |
           static_cast<std::uint32_t>(gy);
}

// Every loaded land vertex's height by global vertex coordinates (shared edges agree).
class HeightField {
  public:
    explicit HeightField(const scene::DatWorldDesc& desc) {
        for (const scene::DatLandblockDesc& b : desc.landblocks)
            for (int x = 0; x < kSide; ++x)
                for (int y = 0; y < kSide; ++y)
                    z_[key(gx0(b) + x, gy0(b) + y)] =
                        b.offset.z + b.heights[static_cast<std::size_t>(x * kSide + y)];
    }
    static int gx0(const scene::DatLandblockDesc& b) { return static_cast<int>(b.id >> 8u) * 8; }
    static int gy0(const scene::DatLandblockDesc& b) { return static_cast<int>(b.id & 0xFFu) * 8; }
    [[nodiscard]] const float* at(int gx, int gy) const {
        const auto it = z_.find(key(gx, gy));
        return it == z_.end() ? nullptr : &it->second;
    }
    // The smooth normal at a vertex: central differences, one-sided at the loaded edge.
    [[nodiscard]] glm::vec3 normal(int gx, int gy, float z) const {
        auto slope = [&](int dx, int dy) {
            const float* a = at(gx - dx, gy - dy);
            const float* b = at(gx + dx, gy + dy);
            const float za = a ? *a : z, zb = b ? *b : z;
            const float run = kSquare * static_cast<float>((a ? 1 : 0) + (b ? 1 : 0));
            return run > 0.0f ? (zb - za) / run : 0.0f;
        };
        return glm::normalize(glm::vec3(-slope(1, 0), -slope(0, 1), 1.0f));
    }

  private:
    std::unordered_map<std::uint64_t, float> z_;
};

glm::vec4 object_color(const scene::DatWorldDesc& desc, const scene::DatObjectDesc& o,
                       const glm::vec3& n) {
    if (o.world_object >= 0 &&
        static_cast<std::size_t>(o.world_object) < desc.world_objects.size()) {
        const glm::vec4 c =
            world_object_color(desc.world_objects[static_cast<std::size_t>(o.world_object)]);
        return glm::vec4(glm::vec3(c) * (0.75f + 0.25f * std::abs(n.z)), c.w);
    }
    if (o.building >= 0) return n.z > 0.3f ? palette::kRoof : palette::kShell;
    return o.cell != 0 ? dat_palette::kStatic : dat_palette::kStab;
}

// Appends a mesh's polygons; portal polygons become outlines. `color` picks each polygon's
// colour from its normal.
template <typename Color>
void add_mesh(DatGeometry& g, const scene::DatMesh& mesh, Color&& color) {
    std::vector<glm::vec3> pts;
    for (const scene::DatDrawPolygon& p : mesh.polygons) {
        pts.clear();
        for (std::uint32_t i = 0; i < p.count; ++i) {
            const std::size_t k = static_cast<std::size_t>(p.first) + i;
            if (k >= mesh.indices.size() || mesh.indices[k] >= mesh.vertices.size()) break;
            pts.push_back(mesh.vertices[mesh.indices[k]]);
        }
        if (pts.size() < 3) continue;
        if (p.portal) {
            for (std::size_t i = 0; i < pts.size(); ++i) {
                g.portal_outlines.push_back({pts[i], palette::kPortal});
                g.portal_outlines.push_back({pts[(i + 1) % pts.size()], palette::kPortal});
            }
            continue; // an opening: its outline, never a surface
        }
        const glm::vec3 n = newell_normal(pts);
        // sides_type 1 (both) and 2 (a separate negative side) are seen from behind too.
        g.triangles.add_polygon(pts, n, color(n), p.sides_type != 0);
    }
}

template <typename F>
void part(DatGeometry& g, DatPartKind kind, std::uint32_t id, std::uint32_t cell,
          std::int32_t world_object, F&& fill) {
    const std::size_t first = g.triangles.vertices.size();
    fill();
    DatPart p{kind,
              id,
              cell,
              first,
              g.triangles.vertices.size() - first,
              glm::vec3(0.0f),
              glm::vec3(0.0f),
              world_object};
    if (p.count == 0) return;
    p.min = p.max = g.triangles.vertices[first].position;
    for (std::size_t i = first; i < first + p.count; ++i) {
        p.min = glm::min(p.min, g.triangles.vertices[i].position);
        p.max = glm::max(p.max, g.triangles.vertices[i].position);
    }
    g.parts.push_back(p);
}

// A DAT object's spheres and cylspheres; a world object's in its weenie type's colour.
void add_shapes(DatGeometry& g, const scene::DatWorldDesc& desc, const scene::DatObjectDesc& o) {
    const bool world =
        o.world_object >= 0 && static_cast<std::size_t>(o.world_object) < desc.world_objects.size();
    const glm::vec4 sphere_color =
        world ? world_object_color(desc.world_objects[static_cast<std::size_t>(o.world_object)])
              : palette::kSphere;
    const glm::vec4 cylinder_color = world ? sphere_color : palette::kCylinder;
    for (const physics::Sphere& s : o.spheres) {
        g.spheres.push_back(
            {o.frame.local_to_global(s.center * o.scale), s.radius * o.scale, sphere_color});
        g.sphere_cells.push_back(o.cell);
        g.sphere_world_objects.push_back(world ? o.world_object : -1);
    }
    for (const physics::CylSphereShape& c : o.cylspheres) {
        g.cylinders.push_back({o.frame.local_to_global(c.low_pt * o.scale), c.radius * o.scale,
                               c.height * o.scale, cylinder_color});
        g.cylinder_cells.push_back(o.cell);
        g.cylinder_world_objects.push_back(world ? o.world_object : -1);
    }
}

} // namespace

// A server world object by its weenie type (docs/world-objects.md, "In the window"): creatures
// red, doors brown, portals violet, life stones cyan, containers gold, the rest grey-green;
// an ethereal one paler.
glm::vec4 world_object_color(const scene::WorldObjectDesc& w) {
    glm::vec4 c{0.55f, 0.62f, 0.50f, 1.0f};
    if (w.creature)
        c = {0.85f, 0.22f, 0.20f, 1.0f};
    else if (w.door)
        c = {0.55f, 0.33f, 0.15f, 1.0f};
    else if (w.weenie_type == 7)
        c = {0.60f, 0.30f, 0.85f, 1.0f};
    else if (w.weenie_type == 25)
        c = {0.25f, 0.80f, 0.85f, 1.0f};
    else if (w.weenie_type == 20 || w.weenie_type == 21 || w.weenie_type == 57)
        c = {0.85f, 0.70f, 0.20f, 1.0f};
    if (w.ethereal) c = glm::mix(c, glm::vec4(1.0f), 0.5f);
    return c;
}

bool is_water_type(std::uint32_t type) {
    return type >= 0x10u && type <= 0x14u;
}

glm::vec4 terrain_color(std::uint16_t word) {
    return kTerrainColors[(word & 0x7Cu) >> 2u];
}

bool is_road(std::uint16_t word) {
    return (word & 0x3u) != 0;
}

namespace {

void add_land(const HeightField& field, const scene::DatLandblockDesc& b, TriangleList& out,
              TriangleList* water) {
    const int gx0 = HeightField::gx0(b), gy0 = HeightField::gy0(b);
    auto vertex = [&](int x, int y) {
        const auto k = static_cast<std::size_t>(x * kSide + y);
        const glm::vec3 p = b.offset + glm::vec3(kSquare * static_cast<float>(x),
                                                 kSquare * static_cast<float>(y), b.heights[k]);
        glm::vec4 color = terrain_color(b.terrain[k]);
        color.w = is_road(b.terrain[k]) ? 1.0f : 0.0f; // the road weight (shaders/land.frag)
        return Vertex{p, field.normal(gx0 + x, gy0 + y, p.z), color};
    };
    auto wet = [&](int x, int y) {
        return physics::terrain_word_is_water(b.terrain[static_cast<std::size_t>(x * kSide + y)]);
    };
    for (int x = 0; x < 8; ++x)
        for (int y = 0; y < 8; ++y) {
            const Vertex v00 = vertex(x, y), v10 = vertex(x + 1, y), v11 = vertex(x + 1, y + 1),
                         v01 = vertex(x, y + 1);
            // The triangles of World::add_land_square (CLandBlockStruct::ConstructPolygons).
            const bool cut = physics::terrain_cut_sw_ne(static_cast<std::uint32_t>(gx0 + x),
                                                        static_cast<std::uint32_t>(gy0 + y));
            // A square with water: its bed where movers rest and, apart, its surface.
            const auto corners = static_cast<std::uint8_t>(
                (wet(x, y) ? physics::kWaterSW : 0u) | (wet(x + 1, y) ? physics::kWaterSE : 0u) |
                (wet(x, y + 1) ? physics::kWaterNW : 0u) |
                (wet(x + 1, y + 1) ? physics::kWaterNE : 0u));
            if (corners != 0 && water != nullptr) {
                const Vertex square[4] = {v00, v10, v11, v01};
                add_water_square(square, corners, cut, out, *water);
                continue;
            }
            if (cut) {
                out.add_triangle(v00, v10, v11);
                out.add_triangle(v00, v11, v01);
            } else {
                out.add_triangle(v00, v10, v01);
                out.add_triangle(v11, v01, v10);
            }
        }
}

} // namespace

void add_land(const scene::DatWorldDesc& desc, const scene::DatLandblockDesc& block,
              TriangleList& out) {
    add_land(HeightField(desc), block, out, nullptr);
}

DatGeometry build_dat_geometry(const scene::DatWorldDesc& desc) {
    DatGeometry g;
    const HeightField field(desc);
    for (const scene::DatLandblockDesc& b : desc.landblocks)
        part(g, DatPartKind::Land, b.id, 0, -1, [&] { add_land(field, b, g.triangles, &g.water); });
    for (const scene::DatCellDesc& c : desc.cells)
        part(g, DatPartKind::Cell, c.id, c.id, -1, [&] { add_mesh(g, c.mesh, cell_color); });
    for (std::size_t i = 0; i < desc.objects.size(); ++i) {
        const scene::DatObjectDesc& o = desc.objects[i];
        part(g, DatPartKind::Object, static_cast<std::uint32_t>(i), o.cell, o.world_object, [&] {
            add_mesh(g, o.mesh, [&](const glm::vec3& n) { return object_color(desc, o, n); });
        });
        add_shapes(g, desc, o);
    }
    return g;
}

void add_moved_world_object(const scene::DatWorldDesc& desc, std::int32_t world_object,
                            const physics::Frame& now, FrameDraw& out) {
    if (world_object < 0 || static_cast<std::size_t>(world_object) >= desc.world_objects.size())
        return;
    const scene::WorldObjectDesc& w = desc.world_objects[static_cast<std::size_t>(world_object)];
    const glm::vec4 color = world_object_color(w);
    // A placed point p stands now at now * placed^-1 * p.
    const glm::quat turn = now.orientation * glm::inverse(w.placed_frame.orientation);
    auto moved = [&](const glm::vec3& p) {
        return now.origin + turn * (p - w.placed_frame.origin);
    };
    for (const scene::DatObjectDesc& o : desc.objects) {
        if (o.world_object != world_object) continue;
        for (const physics::Sphere& s : o.spheres)
            out.spheres.push_back(
                {moved(o.frame.local_to_global(s.center * o.scale)), s.radius * o.scale, color});
        for (const physics::CylSphereShape& c : o.cylspheres)
            out.cylinders.push_back({moved(o.frame.local_to_global(c.low_pt * o.scale)),
                                     c.radius * o.scale, c.height * o.scale, color});
        const scene::DatMesh& mesh = o.mesh;
        for (const scene::DatDrawPolygon& p : mesh.polygons) {
            if (p.portal || p.count < 2) continue;
            for (std::uint32_t i = 0; i < p.count; ++i) {
                const std::size_t a = static_cast<std::size_t>(p.first) + i;
                const std::size_t b = static_cast<std::size_t>(p.first) + (i + 1) % p.count;
                if (b >= mesh.indices.size() || a >= mesh.indices.size() ||
                    mesh.indices[a] >= mesh.vertices.size() ||
                    mesh.indices[b] >= mesh.vertices.size())
                    break;
                out.lines.push_back({moved(mesh.vertices[mesh.indices[a]]), color});
                out.lines.push_back({moved(mesh.vertices[mesh.indices[b]]), color});
            }
        }
    }
    out.hidden_world_objects.push_back(world_object);
}

} // namespace sweeplab::render
