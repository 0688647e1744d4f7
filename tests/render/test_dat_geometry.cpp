// The DAT world's drawing geometry (render/dat_geometry.h) over the synthetic place
// (tests/dat/writer/synthetic_place.h), without GL: the land is the physics' own triangles
// (retail's split, heights from the Region's table), tinted by terrain type with the road
// weight at road vertices, smoothly
// shaded across landblock edges; cells leave their portals open and outline them; objects and
// Setup shapes are where the world builder put them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>

#include <glm/geometric.hpp>

#include "physics/world/world.h"
#include "render/dat_geometry.h"
#include "render/scene_geometry.h"
#include "render/water_geometry.h"
#include "scene/dat_world_builder.h"
#include "tests/dat/writer/synthetic_place.h"

using namespace sweeplab;
namespace place = sweeplab::test::place;

namespace {

struct Built {
    scene::DatWorld world;
    render::DatGeometry geo;
};

const Built& built() {
    static const Built b = [] {
        const test::datw::SceneDat dat = place::synthetic_place();
        scene::DatWorldRequest req;
        req.landblocks = {place::kCentre};
        Built out;
        out.world = scene::build_dat_world(dat.area.cell_file(), dat.area.portal_file(), req);
        out.geo = render::build_dat_geometry(out.world.desc);
        return out;
    }();
    return b;
}

// Retail's land cell id of global square (gx, gy) (CLandCell::add_outside_cell).
std::uint32_t land_cell_id(int gx, int gy) {
    const auto x = static_cast<std::uint32_t>(gx), y = static_cast<std::uint32_t>(gy);
    return ((x >> 3u) << 24u) | ((y >> 3u) << 16u) | ((x & 7u) * 8u + (y & 7u) + 1u);
}

bool same(const glm::vec3& a, const glm::vec3& b) {
    return glm::length(a - b) < 1e-4f;
}

const render::DatPart* find_part(render::DatPartKind kind, std::uint32_t id) {
    for (const render::DatPart& p : built().geo.parts)
        if (p.kind == kind && p.id == id) return &p;
    return nullptr;
}

} // namespace

TEST_CASE("DAT land: every loaded landblock, 8 x 8 squares of two triangles each") {
    const Built& b = built();
    REQUIRE(b.world.desc.landblocks.size() == 9);
    std::size_t land_parts = 0;
    for (const render::DatPart& p : b.geo.parts)
        if (p.kind == render::DatPartKind::Land) {
            ++land_parts;
            CHECK(p.count == 8 * 8 * 2 * 3);
            CHECK(p.cell == 0);
        }
    CHECK(land_parts == 9);
}

TEST_CASE("DAT land: the physics' triangles vertex for vertex, split by terrain_cut_sw_ne") {
    const Built& b = built();
    const physics::World& world = *b.world.world;
    const auto& v = b.geo.triangles.vertices;
    int sw_ne = 0, se_nw = 0;
    std::size_t water_k = 0; // the next square's surface in b.geo.water
    for (const scene::DatLandblockDesc& lb : b.world.desc.landblocks) {
        const render::DatPart* p = find_part(render::DatPartKind::Land, lb.id);
        REQUIRE(p != nullptr);
        const int gx0 = static_cast<int>(lb.id >> 8u) * 8,
                  gy0 = static_cast<int>(lb.id & 0xFFu) * 8;
        // The squares in the order add_land writes them: x outer, y inner.
        std::size_t k = p->first;
        for (int x = 0; x < 8; ++x)
            for (int y = 0; y < 8; ++y, k += 6) {
                const physics::LandCell* cell = world.land_cell(land_cell_id(gx0 + x, gy0 + y));
                REQUIRE(cell != nullptr);
                // A square with water draws its bed (the triangles lowered by the depth at
                // each corner) and, in the water list, its surface (the triangles themselves).
                const bool wet = cell->water != physics::WaterType::NotWater;
                for (int t = 0; t < 2; ++t)
                    for (int c = 0; c < 3; ++c) {
                        const glm::vec3 drawn = v[k + static_cast<std::size_t>(3 * t + c)].position;
                        if (!wet) {
                            CHECK(same(drawn, cell->tri[t][c]));
                            continue;
                        }
                        CHECK(same(glm::vec3(glm::vec2(drawn), 0.0f),
                                   glm::vec3(glm::vec2(cell->tri[t][c]), 0.0f)));
                        const float depth = cell->tri[t][c].z - drawn.z;
                        CHECK((depth > 0.09f && depth < 0.91f));
                        CHECK(
                            same(b.geo.water.vertices[water_k + static_cast<std::size_t>(3 * t + c)]
                                     .position,
                                 cell->tri[t][c]));
                    }
                if (wet) water_k += 6;
                const bool cut = physics::terrain_cut_sw_ne(static_cast<std::uint32_t>(gx0 + x),
                                                            static_cast<std::uint32_t>(gy0 + y));
                (cut ? sw_ne : se_nw) += 1;
                // SW-NE: the diagonal joins the south-west and north-east corners, so both
                // triangles hold the south-west corner; SE-NW: neither triangle holds both.
                const glm::vec3 sw = lb.offset + glm::vec3(24.0f * static_cast<float>(x),
                                                           24.0f * static_cast<float>(y), 0.0f);
                int with_sw = 0;
                for (int t = 0; t < 2; ++t)
                    for (int c = 0; c < 3; ++c) {
                        const glm::vec3 q = v[k + static_cast<std::size_t>(3 * t + c)].position;
                        with_sw += std::fabs(q.x - sw.x) < 1e-3f && std::fabs(q.y - sw.y) < 1e-3f;
                    }
                CHECK(with_sw == (cut ? 2 : 1));
            }
    }
    // Both diagonals occur (the split is not one way everywhere).
    CHECK(sw_ne > 100);
    CHECK(se_nw > 100);
    // Every water surface was met: the pond's and the sea's (64 squares) squares.
    CHECK(water_k == b.geo.water.vertices.size());
    CHECK(water_k > 6u * 64u);
}

TEST_CASE("DAT land: heights from the Region's height table, colours from the terrain words") {
    const Built& b = built();
    const auto& v = b.geo.triangles.vertices;
    std::map<std::uint32_t, int> types_seen;
    int roads = 0, water = 0, beds = 0;
    for (const scene::DatLandblockDesc& lb : b.world.desc.landblocks) {
        const render::DatPart* p = find_part(render::DatPartKind::Land, lb.id);
        REQUIRE(p != nullptr);
        const int gx0 = static_cast<int>(lb.id >> 8u) * 8,
                  gy0 = static_cast<int>(lb.id & 0xFFu) * 8;
        for (std::size_t k = p->first; k < p->first + p->count; ++k) {
            const glm::vec3 local = v[k].position - lb.offset;
            const int x = static_cast<int>(std::lround(local.x / 24.0f));
            const int y = static_cast<int>(std::lround(local.y / 24.0f));
            REQUIRE(x >= 0);
            REQUIRE(x <= 8);
            REQUIRE(y >= 0);
            REQUIRE(y <= 8);
            const int gx = gx0 + x, gy = gy0 + y;
            const std::uint16_t word = place::block_terrain_word(lb.id, gx, gy);
            if (glm::vec3(v[k].color) == glm::vec3(render::kWaterBed)) {
                // A water square's bed: lowered 0.1 to 0.9 m, its road weight kept.
                const float drop = place::height_table(place::height_byte(gx, gy)) - local.z;
                CHECK((drop > 0.09f && drop < 0.91f));
                CHECK(v[k].color.w == ((word & 3u) != 0 ? 1.0f : 0.0f));
                ++beds;
                continue;
            }
            CHECK(local.z == Approx(place::height_table(place::height_byte(gx, gy))));
            CHECK(glm::vec3(v[k].color) == glm::vec3(render::terrain_color(word)));
            CHECK(v[k].color.w == ((word & 3u) != 0 ? 1.0f : 0.0f)); // the road weight
            ++types_seen[(word & 0x7Cu) >> 2u];
            roads += (word & 3u) != 0 ? 1 : 0;
            if (render::is_water_type((word & 0x7Cu) >> 2u)) {
                ++water;
                CHECK(v[k].color.z > v[k].color.x + 0.2f); // water is blue
            }
        }
    }
    CHECK(types_seen.size() >= 6);
    CHECK(roads > 0);
    CHECK(water == 0);     // a water vertex is always a water square's corner: drawn as its bed
    CHECK(beds >= 6 * 64); // the sea's squares and the pond's
    // The water surfaces: translucent, in the water colour.
    REQUIRE_FALSE(b.geo.water.vertices.empty());
    for (const render::Vertex& w : b.geo.water.vertices)
        CHECK(w.color == render::kWaterSurface);
    CHECK(render::is_road(place::kPackedDirt << 2u | 1u));
    CHECK(!render::is_road(place::kPackedDirt << 2u));
    CHECK(render::terrain_color(place::kPackedDirt << 2u | 1u) ==
          render::terrain_color(place::kPackedDirt << 2u));
    // The table is retail-like, not linear: 0.5 m a step below the pad, steeper above.
    CHECK(place::height_table(41) - place::height_table(40) <
          place::height_table(60) - place::height_table(59));
}

TEST_CASE("DAT land: smooth normals, flat on the pad, the same on both sides of a block edge") {
    const Built& b = built();
    const auto& v = b.geo.triangles.vertices;
    // Every vertex position -> the normals given to it (by every triangle and landblock).
    std::map<std::pair<long, long>, std::vector<glm::vec3>> normals;
    for (const render::DatPart& p : b.geo.parts) {
        if (p.kind != render::DatPartKind::Land) continue;
        for (std::size_t k = p.first; k < p.first + p.count; ++k)
            normals[{std::lround(v[k].position.x), std::lround(v[k].position.y)}].push_back(
                v[k].normal);
    }
    int across_blocks = 0;
    for (const auto& [at, ns] : normals) {
        for (const glm::vec3& n : ns)
            CHECK(same(n, ns.front()));
        const bool edge = at.first % 192 == 0 || at.second % 192 == 0;
        across_blocks += edge && ns.size() > 3 ? 1 : 0;
        const bool pad = at.first > 48 && at.first < 120 && at.second > 48 && at.second < 120;
        if (pad) CHECK(same(ns.front(), {0.0f, 0.0f, 1.0f}));
    }
    CHECK(across_blocks > 0);
    // A hillside vertex leans away from the slope.
    bool tilted = false;
    for (const auto& [at, ns] : normals)
        tilted = tilted || ns.front().z < 0.98f;
    CHECK(tilted);
}

TEST_CASE("DAT cells: walls drawn, portals left open and outlined") {
    const Built& b = built();
    std::size_t portals = 0;
    for (const scene::DatCellDesc& c : b.world.desc.cells) {
        const render::DatPart* p = find_part(render::DatPartKind::Cell, c.id);
        REQUIRE(p != nullptr);
        CHECK(p->cell == c.id);
        std::size_t want = 0;
        for (const scene::DatDrawPolygon& poly : c.mesh.polygons) {
            if (poly.portal)
                ++portals;
            else
                want += 3 * (poly.count - 2);
        }
        CHECK(p->count == want);
    }
    // House A 1, house B's hall 2 (door, doorway), its back room 1, the tower 1; four edges
    // of two points each.
    CHECK(portals == 5);
    CHECK(b.geo.portal_outlines.size() == 5 * 4 * 2);
    const render::DatPart* hall = find_part(render::DatPartKind::Cell, place::kHouseBHall);
    REQUIRE(hall != nullptr);
    CHECK(hall->min.x == Approx(place::kHouseBMin.x).margin(1e-3));
    CHECK(hall->max.z == Approx(place::kHouseBMax.z).margin(1e-3));
    // Floors, walls and ceilings by their colours.
    const auto& v = b.geo.triangles.vertices;
    int floor = 0, wall = 0, ceiling = 0;
    for (std::size_t k = hall->first; k < hall->first + hall->count; ++k) {
        floor += v[k].color == render::palette::kFloor;
        wall += v[k].color == render::palette::kWall;
        ceiling += v[k].color == render::palette::kCeiling;
    }
    CHECK(floor == 6);
    CHECK(ceiling == 6);
    CHECK(wall > 12);
}

TEST_CASE("DAT objects: shells, stabs and cell statics drawn; Setup shapes instanced") {
    const Built& b = built();
    const scene::DatWorldDesc& d = b.world.desc;
    int shells = 0, statics = 0, roofs = 0;
    for (const render::DatPart& p : b.geo.parts) {
        if (p.kind != render::DatPartKind::Object) continue;
        const scene::DatObjectDesc& o = d.objects.at(p.id);
        CHECK(p.cell == o.cell);
        CHECK(!o.mesh.polygons.empty());
        shells += o.building >= 0 ? 1 : 0;
        statics += o.cell != 0 ? 1 : 0;
        if (o.building >= 0)
            for (std::size_t k = p.first; k < p.first + p.count; ++k)
                roofs += b.geo.triangles.vertices[k].color == render::palette::kRoof;
    }
    CHECK(shells == 3);
    CHECK(statics == 1);
    CHECK(roofs > 0);
    // The portal platform's one cylsphere, on the land where it stands.
    const auto platform = std::find_if(
        b.geo.cylinders.begin(), b.geo.cylinders.end(), [](const render::CylinderInstance& c) {
            return std::fabs(c.base.x - place::kPlatformAt.x) < 0.01f;
        });
    REQUIRE(platform != b.geo.cylinders.end());
    CHECK(platform->radius == Approx(place::kPlatformRadius));
    CHECK(platform->height == Approx(place::kPlatformHeight));
    CHECK(platform->base.y == Approx(place::kPlatformAt.y));
    CHECK(platform->base.z == Approx(place::kPadZ).margin(1e-4));
    CHECK(b.geo.cylinder_cells.size() == b.geo.cylinders.size());
    // Boulders: a Setup of two spheres, on the pad and on the hills.
    CHECK(b.geo.spheres.size() >= 4);
    CHECK(b.geo.sphere_cells.size() == b.geo.spheres.size());
}

TEST_CASE("DAT world objects: tagged in the geometry; a moved one drawn where it is now") {
    // A creature at (10, 20, 0), facing north: a sphere and a one-triangle part; a door beside.
    scene::DatWorldDesc d;
    scene::WorldObjectDesc creature;
    creature.creature = true;
    creature.outcome = scene::SpawnOutcome::Placed;
    creature.placed_frame = physics::Frame{{10.0f, 20.0f, 0.0f}, glm::quat(1, 0, 0, 0)};
    scene::WorldObjectDesc door = creature;
    door.creature = false;
    door.door = true;
    d.world_objects = {creature, door};
    scene::DatObjectDesc shape;
    shape.world_object = 0;
    shape.frame = creature.placed_frame;
    shape.shape = scene::DatShape::Spheres;
    shape.spheres = {physics::Sphere{{0.0f, 0.0f, 0.5f}, 0.5f}};
    scene::DatObjectDesc body = shape;
    body.spheres.clear();
    body.mesh.vertices = {{10.0f, 20.0f, 0.0f}, {11.0f, 20.0f, 0.0f}, {10.0f, 20.0f, 1.0f}};
    body.mesh.indices = {0, 1, 2};
    body.mesh.polygons = {scene::DatDrawPolygon{0, 3, 0, -1, 1, false}};
    scene::DatObjectDesc door_shape = shape;
    door_shape.world_object = 1;
    door_shape.frame.origin.x = 14.0f;
    d.objects = {shape, body, door_shape};

    const render::DatGeometry g = render::build_dat_geometry(d);
    REQUIRE(g.spheres.size() == 2);
    CHECK(g.sphere_world_objects == std::vector<std::int32_t>{0, 1});
    REQUIRE(g.parts.size() == 1);
    CHECK(g.parts[0].world_object == 0);

    // Moved 3 m east and turned to face west (90 degrees counter-clockwise).
    const physics::Frame now = physics::Frame::from_yaw({13.0f, 20.0f, 0.0f}, 1.5707963f);
    render::FrameDraw f;
    render::add_moved_world_object(d, 0, now, f);
    CHECK(f.hidden_world_objects == std::vector<std::int32_t>{0});
    REQUIRE(f.spheres.size() == 1);
    CHECK(glm::length(f.spheres[0].center - glm::vec3(13.0f, 20.0f, 0.5f)) < 1e-5f);
    CHECK(f.spheres[0].radius == 0.5f);
    CHECK(f.spheres[0].color == render::world_object_color(creature));
    // The triangle's three edges, turned with it: its corner 1 m east of the feet is now 1 m
    // north of them.
    REQUIRE(f.lines.size() == 6);
    CHECK(glm::length(f.lines[1].position - glm::vec3(13.0f, 21.0f, 0.0f)) < 1e-5f);
    // The door does not move and is not hidden.
    CHECK(f.cylinders.empty());
    render::add_moved_world_object(d, 7, now, f); // no such object: nothing
    CHECK(f.hidden_world_objects.size() == 1);
}
