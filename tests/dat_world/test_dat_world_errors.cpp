// The DAT world builder's errors: a record another one names but the file lacks, an index
// into another record that is past its table, an id of the wrong kind, and requests that
// cannot be met. Each is one `FILE: WHAT: problem` line (dat::DatError) or a "dat: ..."
// std::invalid_argument. And, on the same one-room area, an EnvCell's static objects.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "scene/dat_world_builder.h"
#include "tests/dat_world/scene_to_dat.h"

using namespace sweeplab;
using namespace sweeplab::test::datw;

namespace {

constexpr std::uint32_t kRoomEnv = 0x0D000100u;

physics::MeshInput room() {
    physics::MeshInput m = box_mesh({2.0f, 2.0f, 1.5f}, {0.0f, 0.0f, 1.5f});
    for (physics::MeshPolygon& p : m.polygons)
        std::reverse(p.indices.begin(), p.indices.end());
    return m;
}

// One room at (20, 20) in 0xA9B4 whose portal 0 names `polygon` of structure `structure`,
// plus `stab` as a landblock object (0: none).
SyntheticArea area(std::uint16_t polygon, std::uint16_t structure, std::uint32_t stab) {
    SyntheticArea a;
    const std::uint32_t portal = 4;
    a.portal.add(kRoomEnv, dat::testing::environment_record(
                               kRoomEnv, {cell_struct_from_mesh(room(), {&portal, 1})}));
    dat::EnvCellRecord c;
    c.id = a.cell_id(0);
    c.flags = dat::EnvCellRecord::kSeenOutside;
    c.environment_id = kRoomEnv;
    c.cell_structure = structure;
    c.frame = dat_frame({20.0f, 20.0f, 0.0f}, 0.0f);
    c.portals.push_back(dat::testing::cell_portal(4, polygon, 0xFFFF, -1));
    a.cells.push_back(c);
    if (stab != 0)
        a.info.objects.push_back(dat::DatStab{stab, dat_frame({5.0f, 5.0f, 0.0f}, 0.0f)});
    a.finish();
    return a;
}

std::string error_of(const SyntheticArea& a, std::vector<std::uint32_t> landblocks = {0xA9B4}) {
    scene::DatWorldRequest req;
    req.landblocks = std::move(landblocks);
    try {
        (void)scene::build_dat_world(a.cell_file(), a.portal_file(), req);
    } catch (const dat::DatError& e) {
        return e.what();
    } catch (const std::invalid_argument& e) {
        return std::string("invalid: ") + e.what();
    }
    return "";
}

} // namespace

TEST_CASE("dat world errors: a good area builds", "[dat_world][errors]") {
    const SyntheticArea a = area(4, 0, 0);
    CHECK(error_of(a).empty());
}

TEST_CASE("dat world errors: a missing referenced record", "[dat_world][errors]") {
    // The message names the record that names it, then the missing one and its file.
    CHECK(error_of(area(4, 0, 0x01001234u)) == "client_cell_1.dat: 0xA9B4FFFE LandBlockInfo: "
                                               "GfxObj 0x01001234 is not in client_portal.dat");
    CHECK(error_of(area(4, 0, 0x02001234u)) == "client_cell_1.dat: 0xA9B4FFFE LandBlockInfo: "
                                               "Setup 0x02001234 is not in client_portal.dat");
    // A Setup whose part is missing.
    SyntheticArea a = area(4, 0, 0);
    a.portal.add(0x02000001u, dat::testing::encode_setup(
                                  dat::testing::simple_setup(0x02000001u, {0x01000777u})));
    a.info.objects.push_back(dat::DatStab{0x02000001u, dat_frame({1.0f, 1.0f, 0.0f}, 0.0f)});
    a.finish();
    CHECK(error_of(a) ==
          "client_portal.dat: 0x02000001 Setup: GfxObj 0x01000777 is not in client_portal.dat");
    // An EnvCell whose Environment is missing.
    SyntheticArea b = area(4, 0, 0);
    b.cells[0].environment_id = 0x0D000999u;
    b.finish();
    CHECK(error_of(b) == "client_cell_1.dat: 0xA9B40100 EnvCell: Environment 0x0D000999 is not "
                         "in client_portal.dat");
    // An EnvCell static.
    SyntheticArea c = area(4, 0, 0);
    c.cells[0].flags |= dat::EnvCellRecord::kHasStaticObjs;
    c.cells[0].static_objects.push_back(
        dat::DatStab{0x01000555u, dat_frame({20.0f, 20.0f, 0.5f}, 0.0f)});
    c.finish();
    CHECK(error_of(c) == "client_cell_1.dat: 0xA9B40100 EnvCell: GfxObj 0x01000555 is not in "
                         "client_portal.dat");
    // The requested landblock itself.
    CHECK(error_of(area(4, 0, 0), {0x1234}) ==
          "client_cell_1.dat: 0x1234FFFF LandBlock: not in the directory");
}

TEST_CASE("dat world errors: the Region and the Environment", "[dat_world][errors]") {
    SyntheticArea a = area(4, 0, 0);
    // No Region: a portal file of only the Environment.
    dat::testing::DatWriter portal(dat::testing::DatKind::portal);
    const std::uint32_t p = 4;
    portal.add(kRoomEnv, dat::testing::environment_record(
                             kRoomEnv, {cell_struct_from_mesh(room(), {&p, 1})}));
    a.portal = portal;
    CHECK(error_of(a) == "client_portal.dat: 0x13000000 Region: not in the directory");
}

TEST_CASE("dat world errors: indices into another record", "[dat_world][errors]") {
    CHECK(error_of(area(40, 0, 0)) ==
          "client_cell_1.dat: 0xA9B40100 EnvCell: portal 0 names polygon 40, the structure has 6");
    CHECK(error_of(area(4, 3, 0)) == "client_cell_1.dat: 0xA9B40100 EnvCell: cell structure 3 "
                                     "is past Environment 0x0D000100's 1 structures");
}

TEST_CASE("dat world errors: an object id that is neither a GfxObj nor a Setup",
          "[dat_world][errors]") {
    CHECK(error_of(area(4, 0, 0x0D000100u)) ==
          "client_cell_1.dat: 0xA9B4FFFE LandBlockInfo: object 0 names 0x0D000100, neither a "
          "GfxObj (0x01......) nor a Setup (0x02......)");
}

TEST_CASE("dat world errors: requests that cannot be met", "[dat_world][errors]") {
    const SyntheticArea a = area(4, 0, 0);
    CHECK(error_of(a, {}) == "invalid: dat: no landblocks to load");
    CHECK(error_of(a, {0x00FF}) ==
          "invalid: dat: landblock 0x00FF is off the map (0xXXYY, XX and YY at most 0xFE)");
}

TEST_CASE("dat world: an EnvCell's static objects are filed in its cell", "[dat_world]") {
    SyntheticArea a = area(4, 0, 0);
    constexpr std::uint32_t kTable = 0x01000300u;
    a.portal.add(kTable, dat::testing::gfx_obj_record(
                             gfx_obj_from_mesh(kTable, box_mesh({0.4f, 0.4f, 0.4f}))));
    a.cells[0].flags |= dat::EnvCellRecord::kHasStaticObjs;
    a.cells[0].static_objects.push_back(
        dat::DatStab{kTable, dat_frame({20.5f, 19.5f, 0.4f}, 45.0f)});
    a.finish();
    scene::DatWorldRequest req;
    req.landblocks = {0xA9B4};
    const scene::DatWorld w = scene::build_dat_world(a.cell_file(), a.portal_file(), req);
    REQUIRE(w.desc.cells.size() == 1);
    const scene::DatCellDesc& c = w.desc.cells[0];
    REQUIRE(c.object_count == 1);
    const scene::DatObjectDesc& o = w.desc.objects[c.first_object];
    CHECK(o.cell == 0xA9B40100u);
    CHECK(o.record_id == kTable);
    CHECK(o.shape == scene::DatShape::Bsp);
    CHECK(o.frame.origin == glm::vec3(20.5f, 19.5f, 0.4f));
    // The world lists it in the cell's shadow objects.
    const physics::EnvCell* cell = w.world->env_cell(c.internal_id);
    REQUIRE(cell != nullptr);
    bool listed = false;
    for (std::uint32_t index : cell->objects)
        listed = listed || w.world->objects().objects()[index].desc.id == o.object_id;
    CHECK(listed);
    // The landblock has no stabs of its own.
    CHECK(w.desc.landblocks[0].object_count == 0);
}

TEST_CASE("dat world warnings: a cell whose outside portal lies on no building is named",
          "[dat_world][warnings]") {
    scene::DatWorldRequest req;
    req.landblocks = {0xA9B4};
    const std::string warning =
        "cell 0xA9B40100 has an outside portal (portal 0) on no building: the land enters a "
        "cell only through a building's portals (retail "
        "CBuildingObj::find_building_transit_cells), so it cannot be entered from outdoors";
    // The one room's outside portal, and no building.
    {
        const SyntheticArea a = area(4, 0, 0);
        const scene::DatWorld w = scene::build_dat_world(a.cell_file(), a.portal_file(), req);
        CHECK(w.desc.warnings == std::vector<std::string>{warning});
    }
    // A building whose portal enters the room: nothing to say.
    constexpr std::uint32_t kShell = 0x01000400u;
    auto with_building = [&](std::int32_t other_portal) {
        SyntheticArea a = area(4, 0, 0);
        a.portal.add(kShell, dat::testing::gfx_obj_record(
                                 gfx_obj_from_mesh(kShell, box_mesh({3.0f, 3.0f, 2.0f}))));
        dat::BuildingInfo b;
        b.model_id = kShell;
        b.frame = dat_frame({20.0f, 20.0f, 0.0f}, 0.0f);
        b.portals.push_back(dat::testing::building_portal(0, 0x0100, other_portal, {0x0100}));
        a.info.buildings.push_back(b);
        a.finish();
        return scene::build_dat_world(a.cell_file(), a.portal_file(), req).desc.warnings;
    };
    CHECK(with_building(0).empty());
    // A building portal with a negative portal index never leads in
    // (CEnvCell::check_building_transit): the room is still unreachable.
    CHECK(with_building(-1) == std::vector<std::string>{warning});
}

TEST_CASE("dat world warnings: a cell without portals is named", "[dat_world][warnings]") {
    SyntheticArea a = area(4, 0, 0);
    a.cells[0].portals.clear();
    a.finish();
    scene::DatWorldRequest req;
    req.landblocks = {0xA9B4};
    const scene::DatWorld w = scene::build_dat_world(a.cell_file(), a.portal_file(), req);
    REQUIRE(w.desc.warnings.size() == 1);
    CHECK(w.desc.warnings[0].rfind("cell 0xA9B40100 has no portals: ", 0) == 0);
}
