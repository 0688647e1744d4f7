// The DAT world builder over synthetic DAT files: the cottage scene written as a 3 x 3 area
// around 0xA9B4 (hills in the neighbouring landblocks), plus stabs for each of retail's
// object shape choices. Land heights and ids, cell ids, objects and their shapes, a mover
// walking into the building through its portal, objects that collide, and the errors.
#include <catch2/catch.hpp>

#include <array>
#include <filesystem>

#include "physics/world/mover.h"
#include "physics/world/penetration.h"
#include "scene/dat_world_builder.h"
#include "scene/loader.h"
#include "scene/world_builder.h"
#include "tests/dat_world/scene_to_dat.h"

using namespace sweeplab;
using namespace sweeplab::test::datw;
using dat::testing::encode_setup;
using dat::testing::gfx_obj_record;
using dat::testing::simple_setup;

namespace {

constexpr std::uint32_t kCentre = 0xA9B4;
constexpr std::uint32_t kPartGfx = 0x01000900u;    // a 1 m box with physics
constexpr std::uint32_t kDrawGfx = 0x01000901u;    // a box that only draws
constexpr std::uint32_t kPartSetup = 0x02000900u;  // two parts: the box (BSP) and the drawing
constexpr std::uint32_t kBallSetup = 0x02000901u;  // spheres only
constexpr std::uint32_t kMixedSetup = 0x02000902u; // a drawing part, a cylsphere and a sphere

// Height bytes: 0 on the centre landblock (where the cottage stands), hills around it.
std::uint8_t hills(std::uint32_t lb, int x, int y) {
    const int gx = static_cast<int>(lb >> 8u) * 8 + x, gy = static_cast<int>(lb & 0xFFu) * 8 + y;
    const int cx = static_cast<int>(kCentre >> 8u) * 8, cy = static_cast<int>(kCentre & 0xFFu) * 8;
    if (gx >= cx && gx <= cx + 8 && gy >= cy && gy <= cy + 8) return 0;
    return static_cast<std::uint8_t>((gx * 7 + gy * 3) % 11 + 1);
}

scene::Scene cottage() {
    return scene::load_scene_file(std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/cottage.json");
}

struct Built {
    SceneDat dat;
    scene::DatWorld world;
};

// hilly: the neighbouring landblocks' hills (else flat land, as the scene's own ground).
Built build_cottage(bool hilly = true) {
    const scene::Scene s = cottage();
    Built b;
    b.dat = scene_to_dat(s, [&](SyntheticArea& a) {
        if (hilly) a.height = hills;
        a.portal.add(kPartGfx,
                     gfx_obj_record(gfx_obj_from_mesh(kPartGfx, box_mesh({0.5f, 0.5f, 0.5f}))));
        a.portal.add(kDrawGfx,
                     gfx_obj_record(drawing_gfx_obj(kDrawGfx, box_mesh({0.2f, 0.2f, 0.2f}))));
        dat::SetupRecord part = simple_setup(kPartSetup, {kPartGfx, kDrawGfx});
        part.placement_frames[0].frames[0] = dat_frame({0.0f, 0.0f, 0.5f}, 0.0f);
        part.placement_frames[0].frames[1] = dat_frame({0.0f, 0.0f, 1.2f}, 0.0f);
        part.cylspheres.push_back(dat::DatCylSphere{glm::vec3(0.0f), 3.0f, 1.0f}); // never used
        a.portal.add(kPartSetup, encode_setup(part));
        dat::SetupRecord ball = simple_setup(kBallSetup, {});
        ball.spheres.push_back(dat::DatSphere{{0.0f, 0.0f, 0.5f}, 0.5f});
        a.portal.add(kBallSetup, encode_setup(ball));
        dat::SetupRecord mixed = simple_setup(kMixedSetup, {kDrawGfx});
        mixed.cylspheres.push_back(dat::DatCylSphere{glm::vec3(0.0f), 0.6f, 1.5f});
        mixed.spheres.push_back(dat::DatSphere{{0.0f, 0.0f, 0.5f}, 2.0f}); // never used
        a.portal.add(kMixedSetup, encode_setup(mixed));
        a.info.objects.push_back(dat::DatStab{kPartSetup, dat_frame({30.0f, 10.0f, 0.0f}, 0.0f)});
        a.info.objects.push_back(dat::DatStab{kBallSetup, dat_frame({30.0f, 20.0f, 0.0f}, 0.0f)});
        a.info.objects.push_back(dat::DatStab{kMixedSetup, dat_frame({30.0f, 30.0f, 0.0f}, 0.0f)});
        a.info.objects.push_back(dat::DatStab{kDrawGfx, dat_frame({30.0f, 40.0f, 0.0f}, 0.0f)});
    });
    scene::DatWorldRequest req;
    req.landblocks = {kCentre};
    req.extras = &b.dat.extras;
    b.world = scene::build_dat_world(b.dat.area.cell_file(), b.dat.area.portal_file(), req);
    return b;
}

const scene::DatObjectDesc* object_of(const scene::DatWorldDesc& d, std::uint32_t record,
                                      std::int32_t part = -2) {
    for (const scene::DatObjectDesc& o : d.objects)
        if (o.record_id == record && (part == -2 || o.part == part)) return &o;
    return nullptr;
}

float walk(const physics::World& w, physics::Mover& m, int frames, float forward) {
    physics::MoverInput in;
    in.forward = forward;
    float worst = 0.0f;
    for (int i = 0; i < frames; ++i) {
        m.update(1.0f / 30.0f, in);
        std::array<physics::Sphere, 2> s{};
        const std::uint32_t n = m.global_spheres(s);
        worst =
            std::max(worst, physics::max_penetration(
                                w, std::span<const physics::Sphere>(s.data(), n), m.config().id));
    }
    return worst;
}

} // namespace

TEST_CASE("dat world: the 3 x 3 area, its frame and its land", "[dat_world]") {
    const Built b = build_cottage();
    const scene::DatWorldDesc& d = b.world.desc;
    const physics::World& w = *b.world.world;
    REQUIRE(d.landblocks.size() == 9);
    CHECK(d.origin_landblock == kCentre);
    CHECK(d.landblocks[0].id == kCentre);
    CHECK(d.landblocks[0].requested);
    CHECK_FALSE(d.landblocks[1].requested);
    CHECK(d.skipped.empty());
    const scene::DatLandblockDesc* ne = d.landblock(0xAAB5);
    REQUIRE(ne != nullptr);
    CHECK(ne->offset == glm::vec3(192.0f, 192.0f, 0.0f));
    CHECK(d.landblock(0xA8B3)->offset == glm::vec3(-192.0f, -192.0f, 0.0f));
    CHECK(d.landblocks[0].num_cells == 3);
    // Heights through the Region's table, vertex index x * 9 + y.
    CHECK(ne->heights[dat::LandBlockRecord::vertex_index(3, 5)] ==
          b.dat.area.table(hills(0xAAB5, 3, 5)));
    CHECK(ne->terrain[dat::LandBlockRecord::vertex_index(3, 2)] == (5 % 4) << 2);

    // Retail land cell ids across the area, and the terrain through the vertex heights.
    REQUIRE(w.land_cell_at(1.0f, 1.0f) != nullptr);
    CHECK(w.land_cell_at(1.0f, 1.0f)->id == 0xA9B40001u);
    CHECK(w.land_cell_at(-1.0f, -1.0f)->id == 0xA8B30040u);
    CHECK(w.land_cell_at(200.0f, 5.0f)->id == 0xAAB40001u);
    CHECK(w.land_cell_at(191.0f, 383.0f)->id == 0xA9B50040u);
    CHECK(w.land_cell_at(-193.0f, 0.0f) == nullptr); // past the area
    for (int vx = 1; vx < 8; ++vx) {
        const glm::vec2 p(192.0f + 24.0f * static_cast<float>(vx), 192.0f + 24.0f * 5.0f);
        physics::Plane plane;
        REQUIRE(w.terrain_plane(p.x + 0.01f, p.y + 0.01f, plane));
        const float z = b.dat.area.table(hills(0xAAB5, vx, 5));
        CHECK(plane.dot_product({p.x, p.y, z}) == Approx(0.0f).margin(2e-3));
    }
}

TEST_CASE("dat world: EnvCells with retail ids, frames and portals", "[dat_world]") {
    const Built b = build_cottage();
    const scene::DatWorldDesc& d = b.world.desc;
    const physics::World& w = *b.world.world;
    REQUIRE(d.cells.size() == 3);
    for (std::size_t i = 0; i < 3; ++i) {
        const scene::DatCellDesc& c = d.cells[i];
        CHECK(c.id == (0xA9B40100u + i));
        CHECK(c.environment_id == 0x0D000100u + i);
        REQUIRE(c.internal_id != 0);
        const physics::EnvCell* cell = w.env_cell(c.internal_id);
        REQUIRE(cell != nullptr);
        CHECK(cell->external_id == c.id);
        CHECK(w.internal_cell_id(c.id) == c.internal_id);
        CHECK(d.cell(c.id) == &c);
        CHECK(d.cell_by_internal(c.internal_id) == &c);
        CHECK(c.frame.origin == glm::vec3(10.0f, 0.0f, 0.0f));
        CHECK_FALSE(c.mesh.polygons.empty());
        CHECK(c.visible_cells.size() == 2);
    }
    // Room A: polygon 7 opens to the outside, polygon 11 into room B.
    const scene::DatCellDesc& a = d.cells[0];
    REQUIRE(a.portals.size() == 2);
    CHECK(a.portals[0].to_outside);
    CHECK(a.portals[0].other_cell_id == 0u);
    CHECK(a.portals[0].polygon == 7u);
    CHECK(a.portals[1].other_cell_id == 0xA9B40101u);
    CHECK(a.portals[0].portal_side); // stored bit 2 clear: retail's portal_side 1
    const physics::EnvCell* cell = w.env_cell(a.internal_id);
    REQUIRE(cell->portals.size() == 2);
    CHECK(cell->portals[0].to_outside);
    CHECK(cell->portals[1].other_cell_id == d.cells[1].internal_id);
    CHECK(a.mesh.polygons[7].portal);
    CHECK_FALSE(a.mesh.polygons[6].portal);
    // A point in room A is in cell 0xA9B40100.
    CHECK(w.external_cell_id(w.find_cell({12.0f, 1.5f, 0.5f})) == 0xA9B40100u);
}

TEST_CASE("dat world: objects take the shapes retail tests them with", "[dat_world]") {
    const Built b = build_cottage();
    const scene::DatWorldDesc& d = b.world.desc;
    const physics::ShadowRegistry& reg = b.world.world->objects();
    auto shadow = [&](const scene::DatObjectDesc* o) {
        REQUIRE(o != nullptr);
        REQUIRE(o->object_id != 0);
        CHECK(d.object(o->object_id) == o);
        const physics::ShadowObject* s = reg.find(o->object_id);
        REQUIRE(s != nullptr);
        return s;
    };
    // The cottage's box: a GfxObj stab with its physics BSP.
    const scene::DatObjectDesc* box = object_of(d, b.dat.record_of.at(2));
    CHECK(box->shape == scene::DatShape::Bsp);
    CHECK(box->gfx_obj_id == box->record_id);
    CHECK(reg.bsp(*shadow(box)) != nullptr);
    CHECK(box->frame.origin == glm::vec3(11.0f, 4.2f, 0.4f));
    CHECK_FALSE(box->mesh.polygons.empty());
    // The cylsphere Setup.
    const scene::DatObjectDesc* cyl = object_of(d, b.dat.record_of.at(3));
    CHECK(cyl->shape == scene::DatShape::CylSpheres);
    CHECK(shadow(cyl)->cyl_count == 1);
    // A Setup with a part BSP: the parts, each at its Default placement frame; the BSP wins
    // over the Setup's cylsphere; the drawing-only part does not collide.
    const scene::DatObjectDesc* p0 = object_of(d, kPartSetup, 0);
    CHECK(p0->shape == scene::DatShape::Bsp);
    CHECK(p0->frame.origin == glm::vec3(30.0f, 10.0f, 0.5f));
    CHECK(shadow(p0)->cyl_count == 0);
    const scene::DatObjectDesc* p1 = object_of(d, kPartSetup, 1);
    CHECK(p1->shape == scene::DatShape::None);
    CHECK(p1->object_id == 0u);
    CHECK(p1->frame.origin == glm::vec3(30.0f, 10.0f, 1.2f));
    CHECK(object_of(d, kPartSetup, -1) == nullptr);
    // Spheres only.
    const scene::DatObjectDesc* ball = object_of(d, kBallSetup);
    CHECK(ball->shape == scene::DatShape::Spheres);
    CHECK(shadow(ball)->sphere_count == 1);
    // Cylspheres before spheres; the drawing part is drawn only.
    const scene::DatObjectDesc* mixed = object_of(d, kMixedSetup, -1);
    CHECK(mixed->shape == scene::DatShape::CylSpheres);
    CHECK(shadow(mixed)->sphere_count == 0);
    CHECK(object_of(d, kMixedSetup, 0)->shape == scene::DatShape::None);
    // A GfxObj without physics draws only.
    const scene::DatObjectDesc* draw = object_of(d, kDrawGfx, -1);
    CHECK(draw->shape == scene::DatShape::None);
    CHECK(draw->object_id == 0u);
    // The building: its shell and its portals into room A and room B.
    REQUIRE(d.buildings.size() == 1);
    const scene::DatBuildingDesc& bd = d.buildings[0];
    CHECK(bd.model_id == b.dat.record_of.at(1));
    CHECK(d.objects[bd.object].building == 0);
    REQUIRE(b.world.world->buildings().size() == 1);
    const physics::Building& building = b.world.world->buildings()[0];
    CHECK(building.attached);
    CHECK(building.land_cell == 0xA9B40001u); // the shell's origin (10, 0) lies in square 1
    CHECK(bd.portal_cells == std::vector<std::uint32_t>{0xA9B40100u, 0xA9B40101u});
    for (const physics::BuildingPortal& p : building.portals)
        CHECK(p.other_cell_id != 0u);
}

TEST_CASE("dat world: a mover walks into the building through its portal", "[dat_world]") {
    const Built b = build_cottage(false);
    const physics::World& w = *b.world.world;
    physics::Mover m(w, scene::player_config(cottage()));
    REQUIRE(m.place({12.1f, -2.0f, 0.0f}, 0.0f));
    CHECK(m.output().cell == 0xA9B30008u); // y < 0: the landblock south, square (0, 7)
    const float worst = walk(w, m, 45, 1.0f);
    CHECK(m.output().position.y > 2.0f);
    CHECK(w.external_cell_id(m.output().cell) == 0xA9B40100u);
    CHECK(m.output().on_walkable);
    // The same walk in the scene's own compiled world ends at the same place with the same
    // overlap: the trees went through the DAT bytes and came back the same.
    const scene::Scene s = cottage();
    const scene::BuiltWorld compiled = scene::build_world(s);
    REQUIRE(compiled.ok());
    physics::Mover c(*compiled.world, scene::player_config(s));
    REQUIRE(c.place({12.1f, -2.0f, 0.0f}, 0.0f));
    const float compiled_worst = walk(*compiled.world, c, 45, 1.0f);
    INFO("DAT " << worst << " m, compiled " << compiled_worst << " m");
    CHECK(worst <= compiled_worst + 1e-4f);
    CHECK(glm::length(m.output().position - c.output().position) < 1e-3f);
    CHECK(compiled.world->external_cell_id(c.output().cell) == 0x0100u);
}

TEST_CASE("dat world: static objects collide", "[dat_world]") {
    const Built b = build_cottage();
    const physics::World& w = *b.world.world;
    const scene::DatWorldDesc& d = b.world.desc;
    // Walk north into the part-BSP box at (30, 10), the ball at (30, 20) and the cylsphere at
    // (30, 30): each stops the mover (static objects are not listed among its collisions).
    for (const auto& [record, part, y] :
         {std::tuple{kPartSetup, 0, 10.0f}, std::tuple{kBallSetup, -1, 20.0f},
          std::tuple{kMixedSetup, -1, 30.0f}}) {
        physics::Mover m(w, scene::player_config(cottage()));
        REQUIRE(m.place({30.0f, y - 4.0f, 0.0f}, 0.0f));
        physics::MoverInput in;
        in.forward = 1.0f;
        REQUIRE(object_of(d, record, part)->object_id != 0);
        for (int i = 0; i < 60; ++i)
            m.update(1.0f / 30.0f, in);
        // Unblocked, two seconds of running take it 8 m north, 4 m past the object.
        INFO("record " << dat::hex32(record));
        CHECK(m.output().position.y < y - 0.4f);
        CHECK(m.output().position.y > y - 3.0f);
    }
}

TEST_CASE("dat world: the folder, the radius and the edge of the map", "[dat_world]") {
    SceneDat s = scene_to_dat(cottage());
    const auto dir = std::filesystem::temp_directory_path() / "sweeplab-dat-world-folder";
    std::filesystem::create_directories(dir);
    s.area.cell.write_into(dir);
    s.area.portal.write_into(dir);
    const dat::DatFolder folder = dat::DatFolder::open(dir);
    scene::DatWorldRequest req;
    req.landblocks = {kCentre};
    req.radius = 0;
    const scene::DatWorld only = scene::build_dat_world(folder, req);
    CHECK(only.desc.landblocks.size() == 1);
    CHECK(only.world->land_cell_at(-1.0f, 1.0f) == nullptr);
    // Radius 2 around 0xAAB5 reaches blocks the files do not have: skipped.
    req.landblocks = {0xAAB5};
    req.radius = 2;
    const scene::DatWorld edge = scene::build_dat_world(folder, req);
    CHECK(edge.desc.origin_landblock == 0xAAB5u);
    CHECK(edge.desc.landblocks.size() == 9);
    CHECK(edge.desc.skipped.size() == 16);
    CHECK(edge.desc.landblock(kCentre)->offset == glm::vec3(-192.0f, -192.0f, 0.0f));
    REQUIRE(edge.world->land_cell_at(-190.0f, -190.0f) != nullptr);
    CHECK(edge.world->land_cell_at(-190.0f, -190.0f)->id == 0xA9B40001u);
    CHECK(edge.world->land_cell_at(200.0f, 0.0f) == nullptr);
    // The cells keep their landblock frame: room A lies 192 m west and south now.
    CHECK(edge.desc.cell(0xA9B40100u)->frame.origin == glm::vec3(-182.0f, -192.0f, 0.0f));
    std::filesystem::remove_all(dir);
    // The map's corner: only the neighbours on the map are asked for.
    CHECK(scene::dat_area(std::vector<std::uint32_t>{0x0000}, 1).size() == 4);
    CHECK(scene::dat_area(std::vector<std::uint32_t>{0xFEFE}, 1).size() == 4);
    CHECK_THROWS_AS(scene::dat_area(std::vector<std::uint32_t>{0xFF00}, 1), std::invalid_argument);
    CHECK_THROWS_AS(scene::dat_area(std::vector<std::uint32_t>{}, 1), std::invalid_argument);
    CHECK_THROWS_AS(scene::dat_area(std::vector<std::uint32_t>{0x0000, 0x4000}, 1),
                    std::invalid_argument);
}
