#include "tests/dat/writer/synthetic_place.h"

#include "tests/dat/writer/motion_writer.h"
#include "tests/dat/writer/skill_writer.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "physics/world/world.h"
#include "tests/dat/writer/building_meshes.h"
#include "tests/dat/writer/cell_records_writer.h"
#include "tests/dat/writer/geometry_writer.h"
#include "tests/dat/writer/setup_writer.h"

namespace sweeplab::test::place {

using namespace dat::testing;

namespace {

constexpr int kCx = static_cast<int>(kCentre >> 8u), kCy = static_cast<int>(kCentre & 0xFFu);
constexpr std::uint8_t kPadByte = 40; // height_table(40) = 0

// The three buildings as a scene (cells 1-4 -> 0xA9B40100-0103, in order).
scene::Scene buildings() {
    scene::Scene s;
    s.name = "synthetic-place";
    // House A: one room, its door in the middle of the south wall.
    const std::vector<Opening> a_door{{3.4f, 4.6f, 0}};
    const glm::vec3 a_size = kHouseAMax - kHouseAMin;
    s.cells.push_back(room(s, 1, {0, 0, 0}, a_size, {a_door, {}, {}, {}}, kHouseAMin, 0.0f));
    add_building(s, shell(a_size, a_door, true), kHouseAMin, 0.0f);
    // House B: the hall (door south, doorway east) and the back room.
    const glm::vec3 b_size = kHouseBMax - kHouseBMin;
    const float half = 0.5f * b_size.x;
    const std::vector<Opening> b_door{{2.4f, 3.6f, 0}};
    s.cells.push_back(room(s, 2, {0, 0, 0}, {half, b_size.y, b_size.z},
                           {b_door, {{2.4f, 3.6f, 3}}, {}, {}}, kHouseBMin, 0.0f));
    s.cells.push_back(
        room(s, 3, {half, 0, 0}, b_size, {{}, {}, {}, {{2.4f, 3.6f, 2}}}, kHouseBMin, 0.0f));
    add_building(s, shell(b_size, b_door, true), kHouseBMin, 0.0f);
    // Tower C: one tall room, turned, a flat roof.
    const glm::vec3 c_size{5.0f, 5.0f, 5.0f};
    const std::vector<Opening> c_door{{1.9f, 3.1f, 0}};
    s.cells.push_back(
        room(s, 4, {0, 0, 0}, c_size, {c_door, {}, {}, {}}, kTowerOrigin, kTowerYawDeg));
    add_building(s, shell(c_size, c_door, false), kTowerOrigin, kTowerYawDeg);
    return s;
}

// ---- objects

// An n-sided prism of radius r from z = 0 to h (outward, closed).
physics::MeshInput prism(int n, float r, float h) {
    physics::MeshInput m;
    for (int k = 0; k < n; ++k) {
        const float a =
            2.0f * std::numbers::pi_v<float> * static_cast<float>(k) / static_cast<float>(n);
        m.vertices.push_back({r * std::cos(a), r * std::sin(a), 0.0f});
        m.vertices.push_back({r * std::cos(a), r * std::sin(a), h});
    }
    physics::MeshPolygon top, bottom;
    for (int k = 0; k < n; ++k) {
        const auto i = static_cast<std::uint32_t>(2 * k),
                   j = static_cast<std::uint32_t>(2 * ((k + 1) % n));
        top.indices.push_back(i + 1);
        bottom.indices.insert(bottom.indices.begin(), i);
        m.polygons.push_back(physics::MeshPolygon{{i, j, j + 1, i + 1}, {}, true});
    }
    m.polygons.push_back(std::move(top));
    m.polygons.push_back(std::move(bottom));
    return m;
}

void add_records(datw::SyntheticArea& a) {
    a.portal.add(kWellGfx, gfx_obj_record(datw::gfx_obj_from_mesh(
                               kWellGfx, datw::box_mesh({0.8f, 0.8f, 0.45f}, {0, 0, 0.45f}))));
    a.portal.add(kPlatformGfx, gfx_obj_record(datw::drawing_gfx_obj(
                                   kPlatformGfx, prism(8, kPlatformRadius, kPlatformHeight))));
    a.portal.add(kPostGfx, gfx_obj_record(datw::gfx_obj_from_mesh(
                               kPostGfx, datw::box_mesh({0.1f, 0.1f, 1.5f}, {0, 0, 1.5f}))));
    a.portal.add(kLampGfx, gfx_obj_record(datw::gfx_obj_from_mesh(
                               kLampGfx, datw::box_mesh({0.25f, 0.25f, 0.25f}))));
    a.portal.add(kTableGfx, gfx_obj_record(datw::gfx_obj_from_mesh(
                                kTableGfx, datw::box_mesh({0.6f, 0.4f, 0.38f}, {0, 0, 0.38f}))));
    // Holtburg's portal platform as End-of-Retail has it: a part that only draws and one
    // cylsphere, which is what the physics tests.
    dat::SetupRecord platform = simple_setup(kPlatformSetup, {kPlatformGfx});
    platform.cylspheres.push_back(
        dat::DatCylSphere{glm::vec3(0.0f), kPlatformRadius, kPlatformHeight});
    platform.radius = kPlatformRadius;
    platform.height = kPlatformHeight;
    a.portal.add(kPlatformSetup, encode_setup(platform));
    dat::SetupRecord lamp = simple_setup(kLampSetup, {kPostGfx, kLampGfx});
    lamp.placement_frames[0].frames[1] = datw::dat_frame({0.0f, 0.0f, 3.2f}, 45.0f);
    lamp.height = 3.45f;
    lamp.radius = 0.4f;
    a.portal.add(kLampSetup, encode_setup(lamp));
    dat::SetupRecord boulder = simple_setup(kBoulderSetup, {});
    boulder.spheres.push_back(dat::DatSphere{{0.0f, 0.0f, 0.6f}, 1.3f});
    boulder.spheres.push_back(dat::DatSphere{{1.1f, 0.4f, 0.3f}, 0.8f});
    boulder.radius = 2.0f;
    boulder.height = 1.9f;
    a.portal.add(kBoulderSetup, encode_setup(boulder));
    dat::SetupRecord person = person_setup(kPersonSetup);
    person.default_motion_table = kPersonMotionTable;
    a.portal.add(kPersonSetup, encode_setup(person));
    a.portal.add(kPersonMotionTable, encode_motion_table(creature_motion_table(
                                         kPersonMotionTable, kPersonRunAnimation, 1.25f, 4.0f, 1.5f,
                                         kPersonStillAnimation)));
    a.portal.add(kPersonRunAnimation,
                 encode_animation(stepping_animation(kPersonRunAnimation, 0, 20, 0.05f)));
    a.portal.add(kPersonStillAnimation,
                 encode_animation(stepping_animation(kPersonStillAnimation, 0, 10, 0.0f)));
    dat::SetupRecord statue = simple_setup(kStatueSetup, {});
    statue.spheres.push_back(dat::DatSphere{{0.0f, 0.0f, 1.2f}, 0.4f});
    statue.cylspheres.push_back(dat::DatCylSphere{{0.0f, 0.0f, 0.0f}, 0.4f, 2.0f});
    statue.radius = 0.4f;
    statue.height = 2.0f;
    a.portal.add(kStatueSetup, encode_setup(statue));
    // The SkillTable: Run is Quickness / 1, usable untrained (as End of Retail's).
    a.portal.add(dat::kSkillTableId, encode_skill_table(retail_like_skill_table()));
    dat::SetupRecord mesa = simple_setup(kMesaSetup, {kWellGfx});
    mesa.radius = kMesaHalf * 1.4143f;
    mesa.height = kMesaHeight;
    a.portal.add(kMesaSetup, encode_setup(mesa));
}

// The land's z at (x, y) of the centre landblock's frame, on retail's triangles.
float land_z(float x, float y) {
    const float fx = x / 24.0f, fy = y / 24.0f;
    const int ix = static_cast<int>(std::floor(fx)), iy = static_cast<int>(std::floor(fy));
    const float u = fx - static_cast<float>(ix), v = fy - static_cast<float>(iy);
    const int gx = kCx * 8 + ix, gy = kCy * 8 + iy;
    auto z = [&](int dx, int dy) { return height_table(height_byte(gx + dx, gy + dy)); };
    const float z00 = z(0, 0), z10 = z(1, 0), z01 = z(0, 1), z11 = z(1, 1);
    if (physics::terrain_cut_sw_ne(static_cast<std::uint32_t>(gx), static_cast<std::uint32_t>(gy)))
        return u >= v ? z00 + u * (z10 - z00) + v * (z11 - z10)
                      : z00 + v * (z01 - z00) + u * (z11 - z01);
    return u + v <= 1.0f ? z00 + u * (z10 - z00) + v * (z01 - z00)
                         : z11 + (1.0f - u) * (z01 - z11) + (1.0f - v) * (z10 - z11);
}

// Stabs on the land: (record, x, y, yaw) in the centre landblock's frame.
struct Placed {
    std::uint32_t id;
    float x, y, yaw;
};
const Placed kStabs[] = {
    {kWellGfx, kWellAt.x, kWellAt.y, 0.0f},
    {kPlatformSetup, kPlatformAt.x, kPlatformAt.y, 22.5f},
    {kLampSetup, 72.0f, 52.0f, 0.0f},
    {kLampSetup, 92.0f, 52.0f, 0.0f},
    {kLampSetup, 66.0f, 72.0f, 0.0f},
    {kBoulderSetup, 112.0f, 112.0f, 40.0f},
    // the hills around (the neighbours' own LandBlockInfos)
    {kLampSetup, 150.0f, -60.0f, 0.0f},
    {kLampSetup, 150.0f, 230.0f, 0.0f},
    {kLampSetup, -40.0f, 30.0f, 0.0f},
    {kBoulderSetup, -60.0f, 150.0f, 10.0f},
    {kBoulderSetup, 250.0f, 40.0f, 70.0f},
    {kBoulderSetup, 40.0f, 260.0f, 130.0f},
    {kBoulderSetup, 230.0f, 230.0f, 0.0f},
    {kWellGfx, 260.0f, 140.0f, 15.0f},
    {kBoulderSetup, 20.0f, -120.0f, 0.0f},
};

std::uint32_t block_at(float x, float y) {
    const int bx = kCx + static_cast<int>(std::floor(x / 192.0f));
    const int by = kCy + static_cast<int>(std::floor(y / 192.0f));
    return static_cast<std::uint32_t>(bx << 8 | by);
}

// ---- land

dat::RegionRecord region() {
    dat::RegionRecord r;
    r.id = 0x13000000u;
    r.name = "Dereth";
    r.land_defs.num_block_length = 255;
    r.land_defs.num_block_width = 255;
    r.land_defs.square_length = 24.0f;
    r.land_defs.lblock_length = 8;
    r.land_defs.vertex_per_cell = 1;
    r.land_defs.sky_height = 1000.0f;
    r.land_defs.road_width = 5.0f;
    for (int i = 0; i < 256; ++i)
        r.land_defs.land_height_table[static_cast<std::size_t>(i)] = height_table(i);
    return r;
}

} // namespace

float height_table(int i) {
    // Not linear, as retail's is not: 0.5 m a step below the pad, growing above it.
    const float d = static_cast<float>(i - kPadByte);
    return 0.5f * d + (d > 0.0f ? 0.01f * d * d : 0.0f);
}

std::uint8_t height_byte(int gx, int gy) {
    const int lx = gx - kCx * 8, ly = gy - kCy * 8;
    // Chebyshev distance (in squares) to the pad's vertices 2..5.
    const int d = std::max({2 - lx, lx - 5, 2 - ly, ly - 5, 0});
    if (d == 0) return kPadByte;
    const double x = gx, y = gy;
    double h = 6.0 * std::sin(x * 0.61) + 5.0 * std::cos(y * 0.47) + 3.0 * std::sin((x + y) * 0.9);
    // A mountain in the north-east neighbour, rocky with a snowy top.
    const double mx = lx - 13.0, my = ly - 13.0;
    h += 34.0 * std::exp(-(mx * mx + my * my) / 10.0);
    h *= std::min(1.0, d / 2.0); // the hills rise away from the pad
    // The pond: a hollow in the west neighbour.
    const double px = lx + 4.0, py = ly - 3.0, pr = std::sqrt(px * px + py * py);
    if (pr < 3.0) h = std::min(h, -10.0 + 3.0 * pr);
    return static_cast<std::uint8_t>(
        std::clamp(kPadByte + static_cast<int>(std::lround(h)), 0, 255));
}

std::uint16_t terrain_word(int gx, int gy) {
    const int lx = gx - kCx * 8, ly = gy - kCy * 8;
    const double px = lx + 4.0, py = ly - 3.0, pr = std::sqrt(px * px + py * py);
    const int h = height_byte(gx, gy) - kPadByte;
    std::uint32_t type = kGrassland;
    if (lx >= 2 && lx <= 5 && ly >= 2 && ly <= 5) {
        type = kPackedDirt;
    } else if (pr < 2.0) {
        type = kWaterStandingFresh;
    } else if (pr < 3.0) {
        type = kSandYellow;
    } else if (h >= 24) {
        type = kSnow;
    } else if (h >= 14) {
        type = kSemiBarrenRock;
    } else {
        const int k = (gx * 7 + gy * 13 + (gx / 3) * 5) % 5;
        type = k < 2 ? kGrassland : k < 4 ? kLushGrass : kPatchyGrassland;
    }
    // Two roads: north-south along x = 144 m, east-west along y = 24 m up to it.
    const std::uint32_t road = (lx == 6 || (ly == 1 && lx <= 6)) ? 1u : 0u;
    return static_cast<std::uint16_t>(type << 2u | road);
}

std::uint16_t block_terrain_word(std::uint32_t lb, int gx, int gy) {
    return lb == kSeaLandblock ? static_cast<std::uint16_t>(kWaterDeepSea << 2u)
                               : terrain_word(gx, gy);
}

datw::SceneDat synthetic_place(int radius) {
    const scene::Scene s = buildings();
    datw::SceneDat out = datw::scene_to_dat(s, [](datw::SyntheticArea& a) {
        add_records(a);
        // The table: house B's back room's static object.
        dat::EnvCellRecord& back = a.cells.at(kHouseBBack - a.cell_id(0));
        back.flags |= dat::EnvCellRecord::kHasStaticObjs;
        back.static_objects.push_back(
            dat::DatStab{kTableGfx, datw::dat_frame({85.0f, 59.0f, 0.0f}, 10.0f)});
        for (const Placed& p : kStabs)
            if (block_at(p.x, p.y) == kCentre)
                a.info.objects.push_back(
                    dat::DatStab{p.id, datw::dat_frame({p.x, p.y, land_z(p.x, p.y)}, p.yaw)});
    });
    datw::SyntheticArea& a = out.area;
    // The land replaces finish()'s flat one: this Region's table, these heights and terrain.
    a.portal.add(0x13000000u, encode_region(region(), 16));
    for (int bx = kCx - radius; bx <= kCx + radius; ++bx)
        for (int by = kCy - radius; by <= kCy + radius; ++by) {
            const auto lb = static_cast<std::uint32_t>(bx << 8 | by);
            dat::LandBlockRecord land;
            land.id = lb << 16u | 0xFFFFu;
            for (int x = 0; x < 9; ++x)
                for (int y = 0; y < 9; ++y) {
                    const std::size_t k = dat::LandBlockRecord::vertex_index(x, y);
                    land.height[k] = height_byte(bx * 8 + x, by * 8 + y);
                    land.terrain[k] = block_terrain_word(lb, bx * 8 + x, by * 8 + y);
                }
            dat::LandBlockInfoRecord info;
            info.id = lb << 16u | 0xFFFEu;
            const glm::vec3 offset(static_cast<float>(bx - kCx) * 192.0f,
                                   static_cast<float>(by - kCy) * 192.0f, 0.0f);
            for (const Placed& p : kStabs)
                if (lb != kCentre && block_at(p.x, p.y) == lb)
                    info.objects.push_back(dat::DatStab{
                        p.id,
                        datw::dat_frame(glm::vec3(p.x, p.y, land_z(p.x, p.y)) - offset, p.yaw)});
            land.has_objects = lb == kCentre || !info.objects.empty();
            a.cell.add(land.id, encode_land_block(land));
            if (lb != kCentre && land.has_objects)
                a.cell.add(info.id, encode_land_block_info(info));
        }
    return out;
}

void write_synthetic_place(const std::filesystem::path& dir, int radius) {
    std::filesystem::create_directories(dir);
    const datw::SceneDat place = synthetic_place(radius);
    place.area.cell.write_into(dir);
    place.area.portal.write_into(dir);
}

} // namespace sweeplab::test::place
