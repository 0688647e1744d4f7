// The DAT panel's model without GL (sim/dat_places.h, sim/hit_record.h,
// sim/teleport.h): a pasted location to a teleport target, the list of a synthetic
// DatWorldDesc, the record names of polygon hits, and the teleport itself.
#include <catch2/catch.hpp>

#include <cmath>
#include <memory>
#include <string>

#include <glm/geometric.hpp>

#include "app/scene_catalog.h"
#include "physics/world/world.h"
#include "sim/dat_places.h"
#include "sim/hit_record.h"
#include "sim/teleport.h"
#include "tests/physics/world_fixtures.h"

using namespace sweeplab;
using Catch::Matchers::Contains;
using Catch::Matchers::Matches;

namespace {

constexpr std::uint32_t kCell = 0xA9B40100u;
constexpr std::uint32_t kObj = scene::kDatObjectIdBase;
constexpr float kGround = 2.0f;

// A hand-made physics BSP whose polygon table entries name stored polygons 7 and 9, so a
// mapping that printed the table index instead of the stored one would show 0 and 1.
std::shared_ptr<const physics::PhysicsBsp> renumbered_bsp() {
    std::vector<glm::vec3> v = {{-0.5f, -0.5f, 0.0f}, {0.5f, -0.5f, 0.0f}, {0.5f, 0.5f, 0.0f},
                                {-0.5f, -0.5f, 1.0f}, {0.5f, -0.5f, 1.0f}, {0.5f, 0.5f, 1.0f}};
    physics::BspPolygon a, b;
    a.vertex_start = 0;
    a.vertex_count = 3;
    a.source_polygon = 7;
    b.vertex_start = 3;
    b.vertex_count = 3;
    b.source_polygon = 9;
    physics::PhysicsBspNode leaf;
    leaf.kind = physics::BspNodeKind::Leaf;
    leaf.polygon_count = 2;
    leaf.bounding_sphere = physics::Sphere{{0.0f, 0.0f, 0.5f}, 1.0f};
    return std::make_shared<const physics::PhysicsBsp>(
        std::vector<physics::PhysicsBspNode>{leaf}, std::vector<physics::BspPolygon>{a, b},
        std::vector<std::uint32_t>{0, 1}, std::move(v));
}

void add_object(physics::World& w, std::uint32_t id, const glm::vec3& at,
                std::shared_ptr<const physics::PhysicsBsp> bsp) {
    physics::ObjectDesc d;
    d.id = id;
    d.pos.frame = physics::Frame::from_yaw(at, 0.0f);
    d.bsp = std::move(bsp);
    if (!d.bsp) d.spheres = {physics::Sphere{{0.0f, 0.0f, 0.5f}, 0.5f}};
    w.add_object(d);
}

// Two landblocks of flat land at z 2 (0xA9B4, the world frame, and 0xAAB4 east of it), one
// EnvCell, a GfxObj stab, a Setup of spheres in the neighbour, a building shell and a
// Setup part; the description says what the DAT world builder would.
struct Place {
    physics::World world;
    scene::DatWorldDesc desc;

    Place() {
        std::vector<float> heights(17 * 9, kGround);
        world.add_land({0.0f, 0.0f}, {0xA9 * 8, 0xB4 * 8}, 16, 8, heights, {});
        const physics::Frame cell_frame = physics::Frame::from_yaw({50.0f, 60.0f, kGround}, 0.0f);
        REQUIRE_FALSE(
            world.add_env_cell(kCell, test::room_mesh({-3, -3, 0}, {3, 3, 3}), cell_frame, {}));
        add_object(world, kObj + 0, {100.0f, 40.0f, kGround}, renumbered_bsp());
        add_object(world, kObj + 1, {200.0f, 30.0f, kGround}, nullptr);
        add_object(world, kObj + 2, {145.0f, 145.0f, kGround},
                   test::compile_shell(test::box_mesh({5.0f, 5.0f, 2.0f})));
        add_object(world, kObj + 3, {20.0f, 170.0f, kGround}, renumbered_bsp());
        world.finalize();

        desc.origin_landblock = 0xA9B4;
        scene::DatLandblockDesc a, b;
        a.id = 0xA9B4;
        a.requested = true;
        a.num_cells = 1;
        b.id = 0xAAB4;
        b.offset = {192.0f, 0.0f, 0.0f};
        desc.landblocks = {a, b};
        scene::DatCellDesc c;
        c.id = kCell;
        c.internal_id = world.internal_cell_id(kCell);
        c.environment_id = 0x0D000ABCu;
        c.cell_structure = 2;
        c.frame = cell_frame;
        c.portals.push_back(scene::DatCellPortalDesc{});
        desc.cells.push_back(c);

        scene::DatObjectDesc gfx;
        gfx.record_id = 0x01000A00u;
        gfx.gfx_obj_id = 0x01000A00u;
        gfx.landblock = 0xA9B4;
        gfx.shape = scene::DatShape::Bsp;
        gfx.object_id = kObj + 0;
        gfx.frame = physics::Frame::from_yaw({100.0f, 40.0f, kGround}, 0.0f);
        gfx.mesh.vertices = {{99.5f, 39.5f, kGround}, {100.5f, 40.5f, kGround + 1.0f}};
        scene::DatObjectDesc boulder;
        boulder.record_id = 0x02000A03u;
        boulder.landblock = 0xAAB4;
        boulder.shape = scene::DatShape::Spheres;
        boulder.object_id = kObj + 1;
        boulder.frame = physics::Frame::from_yaw({200.0f, 30.0f, kGround}, 0.0f);
        boulder.scale = 2.0f;
        boulder.spheres = {physics::Sphere{{0.0f, 0.0f, 0.5f}, 0.5f}};
        scene::DatObjectDesc shell;
        shell.record_id = 0x01000B00u;
        shell.gfx_obj_id = 0x01000B00u;
        shell.landblock = 0xA9B4;
        shell.building = 0;
        shell.shape = scene::DatShape::Bsp;
        shell.object_id = kObj + 2;
        shell.frame = physics::Frame::from_yaw({145.0f, 145.0f, kGround}, 0.0f);
        shell.mesh.vertices = {{140.0f, 140.0f, kGround}, {150.0f, 150.0f, kGround + 4.0f}};
        scene::DatObjectDesc part = gfx;
        part.record_id = 0x02000A02u;
        part.gfx_obj_id = 0x01000A03u;
        part.part = 1;
        part.object_id = kObj + 3;
        part.cell = kCell; // a cell static
        desc.objects = {gfx, boulder, shell, part};
        scene::DatBuildingDesc bd;
        bd.model_id = 0x01000B00u;
        bd.landblock = 0xA9B4;
        bd.object = 2;
        bd.portal_cells = {kCell};
        desc.buildings = {bd};
    }
};

physics::TracedPolygon traced(std::uint32_t owner, std::int32_t index) {
    physics::TracedPolygon p;
    p.owner = owner;
    p.index = index;
    p.vertex_count = 3;
    return p;
}

} // namespace

TEST_CASE("plan_location: a pasted location inside the loaded landblocks is a teleport target",
          "[dat_panel]") {
    const Place p;
    SECTION("indoor, with a position: the landblock frame is the world frame") {
        const app::LocationPlan plan =
            app::plan_location(p.desc, p.world, "Your location is: 0xA9B40100 [51 61 2.5] 1 0 0 0");
        REQUIRE(plan.target);
        CHECK(plan.error.empty());
        CHECK(plan.target->cell == kCell);
        CHECK(plan.target->position == glm::vec3(51.0f, 61.0f, 2.5f));
        CHECK(plan.target->yaw == Approx(0.0f).margin(1e-6));
        CHECK(plan.target->location ==
              "0xA9B40100 [51.000000 61.000000 2.500000] 1.000000 0.000000 0.000000 0.000000");
    }
    SECTION("outdoors in the neighbour: 192 m east, heading from the quaternion") {
        const app::LocationPlan plan = app::plan_location(
            p.desc, p.world, "/teleloc 0xAAB40001 [10 20 2] 0.7071068 0 0 0.7071068");
        REQUIRE(plan.target);
        CHECK(plan.target->cell == 0u);
        CHECK(plan.target->position == glm::vec3(202.0f, 20.0f, 2.0f));
        CHECK(plan.target->yaw == Approx(1.5707963f).margin(1e-5));
        CHECK_THAT(plan.target->location, Contains("0xAAB40001 [10.000000 20.000000"));
    }
    SECTION("a cell alone: an outdoor square's centre on the terrain, an indoor cell's origin") {
        const app::LocationPlan out = app::plan_location(p.desc, p.world, "0xA9B4001B");
        REQUIRE(out.target);
        const glm::vec3 centre = scene::land_cell_centre(0xA9B4001Bu);
        CHECK(out.target->position == glm::vec3(centre.x, centre.y, kGround));
        const app::LocationPlan in = app::plan_location(p.desc, p.world, "A9B40100");
        REQUIRE(in.target);
        CHECK(in.target->position == glm::vec3(50.0f, 60.0f, kGround));
        CHECK(in.target->cell == kCell);
    }
}

TEST_CASE("plan_location: bad text and missing cells are errors, other landblocks a reload",
          "[dat_panel]") {
    const Place p;
    for (const char* bad :
         {"", "hello", "0xA9B40100 [1 2]", "0xA9B4FFFF", "0xA9B40100 [1 2 3] 1 0 0"}) {
        INFO(bad);
        const app::LocationPlan plan = app::plan_location(p.desc, p.world, bad);
        CHECK_FALSE(plan.target);
        CHECK_FALSE(plan.reload);
        CHECK_FALSE(plan.error.empty());
    }
    const app::LocationPlan missing = app::plan_location(p.desc, p.world, "0xA9B40105 [1 2 3]");
    CHECK_FALSE(missing.target);
    CHECK_THAT(missing.error, Contains("0xA9B40105") && Contains("no such cell"));
    const app::LocationPlan far = app::plan_location(p.desc, p.world, "0x12340001 [1 2 3]");
    REQUIRE(far.reload);
    CHECK(far.reload->cell == 0x12340001u);
    CHECK_FALSE(far.target);
    CHECK(far.error.empty());
}

TEST_CASE("list_places: each landblock's cells, objects and buildings with their ids",
          "[dat_panel]") {
    const Place p;
    const std::vector<app::PlaceGroup> all = app::list_places(p.desc, "");
    REQUIRE(all.size() == 2);
    CHECK(all[0].landblock == 0xA9B4u);
    CHECK_THAT(all[0].label,
               Contains("0xA9B4 (requested)") && Contains("1 cells 2 objects 1 buildings"));
    REQUIRE(all[0].cells.size() == 1);
    CHECK(all[0].cells[0].label == "0xA9B40100  env 0x0D000ABC struct 2  1 portals");
    REQUIRE(all[0].objects.size() == 2); // the shell is its building's row
    CHECK(all[0].objects[0].label == "0x01000A00 GfxObj  bsp");
    CHECK(all[0].objects[1].label == "0x02000A02 Setup part 1 (0x01000A03)  bsp  in 0xA9B40100");
    REQUIRE(all[0].buildings.size() == 1);
    CHECK(all[0].buildings[0].label == "model 0x01000B00  1 portals -> 0xA9B40100");
    REQUIRE(all[1].objects.size() == 1);
    CHECK(all[1].objects[0].label == "0x02000A03 Setup  spheres");
    CHECK(all[1].cells.empty());

    SECTION("the filter") {
        const auto env = app::list_places(p.desc, "  0d000abc ");
        REQUIRE(env.size() == 1);
        CHECK(env[0].cells.size() == 1);
        CHECK(env[0].objects.empty());
        const auto setup = app::list_places(p.desc, "SPHERES");
        REQUIRE(setup.size() == 1);
        CHECK(setup[0].landblock == 0xAAB4u);
        const auto block = app::list_places(p.desc, "0xa9b4 (req"); // the landblock's label
        REQUIRE(block.size() == 1);
        CHECK(block[0].objects.size() == 2);
        CHECK(app::list_places(p.desc, "no such thing").empty());
    }
}

TEST_CASE("place_target: a cell's origin, beside an object or a building on the ground",
          "[dat_panel]") {
    const Place p;
    const auto groups = app::list_places(p.desc, "");
    const app::TeleportTarget cell = app::place_target(p.desc, p.world, groups[0].cells[0]);
    CHECK(cell.position == glm::vec3(50.0f, 60.0f, kGround));
    CHECK(cell.cell == kCell);
    CHECK_THAT(cell.location, Contains("0xA9B40100 [50.000000 60.000000 2.000000]"));

    const app::TeleportTarget gfx = app::place_target(p.desc, p.world, groups[0].objects[0]);
    CHECK(gfx.position == glm::vec3(100.0f, 38.5f, kGround)); // 1 m south of its mesh
    CHECK(gfx.cell == 0u);
    CHECK(gfx.yaw == 0.0f);
    CHECK_THAT(gfx.location, Contains("0xA9B40022")); // the land cell under (100, 38.5)

    const app::TeleportTarget statik = app::place_target(p.desc, p.world, groups[0].objects[1]);
    CHECK(statik.cell == kCell);

    const app::TeleportTarget boulder = app::place_target(p.desc, p.world, groups[1].objects[0]);
    CHECK(boulder.position.x == Approx(200.0f)); // spheres at scale 2: 1 m radius
    CHECK(boulder.position.y == Approx(30.0f - 1.0f - 1.0f));
    CHECK(boulder.position.z == Approx(kGround));

    const app::TeleportTarget house = app::place_target(p.desc, p.world, groups[0].buildings[0]);
    CHECK(house.position == glm::vec3(145.0f, 139.0f, kGround));
}

TEST_CASE("hit records: the polygon hit named by its record and stored index", "[dat_panel]") {
    const Place p;
    const std::uint32_t cell_internal = p.world.internal_cell_id(kCell);
    const physics::PhysicsBsp& cell_bsp = p.world.env_cell(cell_internal)->physics_bsp;
    REQUIRE(cell_bsp.polygons().size() > 2);
    const std::uint32_t stored = cell_bsp.polygons()[2].source_polygon;
    CHECK(app::polygon_record(&p.desc, p.world, traced(cell_internal, 2)) ==
          "EnvCell 0xA9B40100 Environment 0x0D000ABC structure 2 polygon " +
              std::to_string(stored));
    CHECK(app::polygon_record(&p.desc, p.world, traced(kObj, 1)) == "GfxObj 0x01000A00 polygon 9");
    CHECK(app::polygon_record(&p.desc, p.world, traced(kObj + 3, 0)) ==
          "Setup 0x02000A02 part 1 GfxObj 0x01000A03 polygon 7 in EnvCell 0xA9B40100");
    CHECK_THAT(app::polygon_record(&p.desc, p.world, traced(kObj + 2, 0)),
               Matches("GfxObj 0x01000B00 \\(building shell\\) polygon [0-9]+"));
    CHECK(app::polygon_record(&p.desc, p.world, traced(kObj, 5)) ==
          "GfxObj 0x01000A00 polygon #5?");
    CHECK(app::polygon_record(&p.desc, p.world, physics::TracedPolygon{}) == "-");
    CHECK(app::object_record(&p.desc, p.world, kObj + 1) == "Setup 0x02000A03 spheres");
    // Without a DAT description: the scene's ids.
    CHECK(app::polygon_record(nullptr, p.world, traced(kObj, 0)) ==
          "object " + std::to_string(kObj) + " polygon 7");
    CHECK_THAT(app::polygon_record(nullptr, p.world, traced(cell_internal, 2)),
               Contains("cell 0xA9B40100 polygon"));

    SECTION("the land: its cell and the triangle holding the point") {
        const std::string nw = app::land_record(p.world, {1.0f, 23.0f, kGround});
        const std::string se = app::land_record(p.world, {23.0f, 1.0f, kGround});
        CHECK_THAT(nw, Matches("land cell 0xA9B40001 triangle [01]"));
        CHECK_THAT(se, Matches("land cell 0xA9B40001 triangle [01]"));
        CHECK(nw != se); // opposite corners of the square, across either diagonal
        CHECK_THAT(app::land_record(p.world, {200.0f, 30.0f, kGround}),
                   Contains("0xAAB40002 triangle"));
        CHECK(app::land_record(p.world, {-5.0f, 3.0f, kGround}) == "no land");
    }
    SECTION("a sub-step: its polygon, else its object, else the land, else nothing") {
        physics::SubstepTrace s;
        CHECK(app::substep_hit_record(&p.desc, p.world, s) == "nothing");
        s.hit = physics::SubstepHit::Sphere;
        s.hit_this_step = kObj + 1;
        CHECK(app::substep_hit_record(&p.desc, p.world, s) == "Setup 0x02000A03 spheres");
        s.hit = physics::SubstepHit::Outdoor;
        s.num_sphere = 1;
        s.spheres[0] = physics::Sphere{{1.0f, 23.0f, kGround + 0.48f}, 0.48f};
        CHECK_THAT(app::substep_hit_record(&p.desc, p.world, s), Contains("land cell 0xA9B40001"));
        s.hit = physics::SubstepHit::ObjectBsp;
        s.collide_polygon = traced(kObj, 0);
        CHECK(app::substep_hit_record(&p.desc, p.world, s) == "GfxObj 0x01000A00 polygon 7");
        s.walkable_polygon = traced(cell_internal, 2);
        s.cell = cell_internal;
        s.curr_pos = {51.0f, 61.0f, kGround};
        const std::string line = app::substep_report_line(&p.desc, p.world, s);
        CHECK_THAT(line, Contains("hit GfxObj 0x01000A00 polygon 7; walkable EnvCell 0xA9B40100"));
        CHECK_THAT(line, Contains("; at 0xA9B40100 [51.000000 61.000000 2.000000]"));
    }
}

TEST_CASE("teleport: the start's placement at the target, one frame run, the future dropped",
          "[dat_panel]") {
    app::LabController lab(app::resolve_scene("cottage"));
    const app::FrameInput idle;
    for (int i = 0; i < 5; ++i)
        lab.step_frame(idle);
    REQUIRE(lab.step_back());
    const long frame = lab.output().frame;
    app::TeleportTarget t;
    t.position = lab.scene().player.position + glm::vec3(0.6f, 0.4f, 0.0f);
    t.yaw = 1.0f;
    CHECK(app::teleport(lab, t, idle));
    CHECK(lab.output().frame == frame + 1);
    CHECK(lab.source == app::InputSource::Keyboard);
    CHECK(std::abs(lab.output().position.x - t.position.x) < 0.01f);
    CHECK(std::abs(lab.output().position.y - t.position.y) < 0.01f);
    CHECK(lab.output().yaw_deg == Approx(glm::degrees(1.0f)).margin(0.01));
    // The recorded frame after the one stepped back to is gone: nothing to differ from.
    CHECK_FALSE(lab.diverged());
}
