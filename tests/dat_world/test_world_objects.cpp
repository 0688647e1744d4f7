// The server's world objects in the synthetic DAT place (docs/world-objects.md): SQL and JSON
// written by the test-side writer, each spawn placed as the server places it. A creature in
// house A's doorway blocks the door walk and an ethereal one does not; a wrong saved cell is
// corrected; an object overlapping a wall is moved by the ring search (distance pinned); one
// that cannot be placed, and one whose cell the DAT lacks, are dropped.
#include <catch2/catch.hpp>

#include <filesystem>

#include <unistd.h>

#include <glm/geometric.hpp>

#include "physics/world/mover.h"
#include "scene/dat_world_builder.h"
#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/world_writer.h"

using namespace sweeplab;
namespace place = sweeplab::test::place;
namespace worldw = sweeplab::test::worldw;
namespace fs = std::filesystem;

namespace {

constexpr std::uint32_t kCrier = 7001, kGhost = 7002, kCrate = 7003, kGiant = 7004, kPost = 7006;

const fs::path& place_dir() {
    static const fs::path dir = [] {
        // One copy a process: CTest runs the cases in parallel, each a process of its own.
        const fs::path d = fs::temp_directory_path() /
                           ("sweeplab_world_objects_place_" + std::to_string(::getpid()));
        place::write_synthetic_place(d);
        return d;
    }();
    return dir;
}

constexpr auto weenie = worldw::weenie_def;

// A row of landblock 0xA9B4 (its guid 0x7A9B4nnn). The rows stand 5 mm above the floor, as
// ACE's do: the human's foot sphere (0.48 m at 0.475 m) reaches 5 mm below its feet.
worldw::Spawn spawn(std::uint32_t index, std::uint32_t wcid, std::uint32_t cell, glm::vec3 at) {
    return worldw::spawn_row(0x7A9B4000u | index, wcid, cell, at);
}

// Writes the world files of one case into its own folder: the weenies, then the landblock.
std::string write_world(const std::string& name, const std::vector<worldw::Spawn>& spawns,
                        bool ghost_ethereal = true) {
    const fs::path dir =
        fs::temp_directory_path() / ("sweeplab_world_" + name + "_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    // People: the person Setup, two spheres of 0.48 m (the retail human's).
    std::vector<worldw::WeenieDef> ws = {
        weenie(kCrier, 10, "Town Crier", place::kPersonSetup, 1.0f),
        weenie(kGhost, 10, "Ghost", place::kPersonSetup, 1.0f),
        weenie(kCrate, 1, "Crate", place::kPersonSetup, 1.0f),
        weenie(kGiant, 1, "Giant Boulder", place::kBoulderSetup, 5.0f),
        weenie(kPost, 19, "Door Post", place::kLampSetup, 1.0f),
    };
    ws[1].ethereal = ghost_ethereal;
    for (const auto& w : ws)
        worldw::write_text(dir / "weenies" / (std::to_string(w.wcid) + ".sql"),
                           worldw::ace_weenie_sql(w));
    worldw::write_text(dir / "landblocks" / "A9B4.sql",
                       worldw::ace_landblock_sql(place::kCentre, spawns));
    return dir.string();
}

scene::DatWorld build(const std::string& world) {
    scene::DatWorldRequest req;
    req.landblocks = {place::kCentre};
    if (!world.empty()) req.world = {world};
    return scene::build_dat_world(dat::DatFolder::open(place_dir()), req);
}

// The door walk: from 6 m south of house A's door, straight north for 4 s. The cell it ends in.
std::uint32_t door_walk(const scene::DatWorld& w) {
    physics::Mover m(*w.world, physics::MoverConfig::player());
    m.place({60.0f, 50.0f, 0.0f}, 0.0f);
    physics::MoverInput in;
    in.forward = 1.0f;
    for (int i = 0; i < 120; ++i)
        m.update(1.0f / 30.0f, in);
    return w.world->external_cell_id(m.output().cell);
}

const scene::WorldObjectDesc& object(const scene::DatWorld& w, std::uint32_t index) {
    for (const auto& o : w.desc.world_objects)
        if (o.guid == (0x7A9B4000u | index)) return o;
    FAIL("no world object " << index);
    throw;
}

} // namespace

TEST_CASE("world objects: without world data the door walk enters house A", "[world_objects]") {
    CHECK(door_walk(build("")) == place::kHouseARoom);
}

TEST_CASE("world objects: a creature in the doorway blocks the door walk", "[world_objects]") {
    const auto w =
        build(write_world("crier", {spawn(1, kCrier, 0xA9B40000u, {60.0f, 55.3f, 0.005f})}));
    REQUIRE(w.desc.world_objects.size() == 1);
    const scene::WorldObjectDesc& crier = object(w, 1);
    CHECK(crier.name == "Town Crier");
    CHECK(crier.creature);
    CHECK(crier.outcome == scene::SpawnOutcome::Placed);
    CHECK(crier.placed_cell >> 16u == place::kCentre);
    CHECK(door_walk(w) != place::kHouseARoom);
}

TEST_CASE("world objects: an ethereal creature in the doorway blocks nothing", "[world_objects]") {
    const auto w =
        build(write_world("ghost", {spawn(1, kGhost, 0xA9B40000u, {60.0f, 55.3f, 0.005f})}));
    REQUIRE(w.desc.world_objects.size() == 1);
    CHECK(object(w, 1).ethereal);
    CHECK(door_walk(w) == place::kHouseARoom);
}

TEST_CASE("world objects: a wrong saved cell is corrected through the cell's visible cells",
          "[world_objects]") {
    // Saved in house B's back room, standing in its hall.
    const auto w = build(
        write_world("wrongcell", {spawn(2, kCrate, place::kHouseBBack, {79.0f, 59.0f, 0.005f})}));
    const scene::WorldObjectDesc& crate = object(w, 2);
    CHECK(crate.saved_cell == place::kHouseBBack);
    CHECK(crate.adjusted_cell == place::kHouseBHall);
    CHECK(crate.placed_cell == place::kHouseBHall);
    CHECK(crate.outcome == scene::SpawnOutcome::Placed);
}

TEST_CASE("world objects: an object into a wall is pushed out of it by the placement insert",
          "[world_objects]") {
    // 0.3 m from house A's west wall with 0.48 m spheres: find_placement_position's initial
    // insert meets the wall, the BSP adjusts the sphere out along the wall's normal and
    // validate_placement takes the adjusted spot: 0.18 m east, the feet where they were in y.
    const auto w =
        build(write_world("wall", {spawn(3, kCrate, place::kHouseARoom, {56.3f, 59.0f, 0.005f})}));
    const scene::WorldObjectDesc& crate = object(w, 3);
    CHECK(crate.outcome == scene::SpawnOutcome::Moved);
    CHECK(crate.moved == Approx(0.18f).margin(1e-3));
    CHECK(crate.placed_frame.origin.x == Approx(56.48f).margin(1e-3));
    CHECK(crate.placed_frame.origin.y == Approx(59.0f).margin(1e-4));
    CHECK(crate.placed_frame.origin.z == Approx(0.005f).margin(1e-4));
    CHECK(crate.placed_cell == place::kHouseARoom);
}

TEST_CASE("world objects: an object on another is moved by retail's ring search",
          "[world_objects]") {
    // Two people saved on one spot: the second meets the first (placed before it) and
    // find_placement_pos, r 0.48: 9 rings of 4/9 m, ring 3 (4/3 m) at heading 0 (+y) is the
    // first spot 0.96 m clear of it.
    const auto w =
        build(write_world("ring", {spawn(9, kCrate, 0xA9B40000u, {70.0f, 60.0f, 0.005f}),
                                   spawn(10, kCrier, 0xA9B40000u, {70.0f, 60.0f, 0.005f})}));
    CHECK(object(w, 9).outcome == scene::SpawnOutcome::Placed);
    const scene::WorldObjectDesc& second = object(w, 10);
    CHECK(second.outcome == scene::SpawnOutcome::Moved);
    CHECK(second.moved == Approx(4.0f / 3.0f).margin(1e-3));
    CHECK(second.placed_frame.origin.x == Approx(70.0f).margin(1e-3));
    CHECK(second.placed_frame.origin.y == Approx(60.0f + 4.0f / 3.0f).margin(1e-3));
}

TEST_CASE("world objects: what cannot be placed is dropped, and only that", "[world_objects]") {
    const auto w =
        build(write_world("dropped", {spawn(4, kGiant, place::kHouseARoom, {60.0f, 59.0f, 0.005f}),
                                      spawn(5, kCrate, 0xA9B40150u, {60.0f, 59.0f, 0.005f}),
                                      spawn(6, kCrate, 0xA9B40000u, {52.0f, 52.0f, 0.005f}),
                                      spawn(7, 9999, 0xA9B40000u, {100.0f, 52.0f, 0.005f})}));
    CHECK(object(w, 4).outcome == scene::SpawnOutcome::Dropped);
    CHECK(object(w, 4).why.find("4 m rings") != std::string::npos);
    CHECK(object(w, 5).outcome == scene::SpawnOutcome::Dropped);
    CHECK(object(w, 5).why.find("not in the loaded DAT place") != std::string::npos);
    INFO("moved " << object(w, 6).moved << " to " << object(w, 6).placed_frame.origin.x << " "
                  << object(w, 6).placed_frame.origin.y << " "
                  << object(w, 6).placed_frame.origin.z);
    CHECK(object(w, 6).outcome == scene::SpawnOutcome::Placed);
    const scene::WorldObjectDesc& unknown = object(w, 7);
    CHECK(unknown.no_weenie);
    CHECK(unknown.outcome == scene::SpawnOutcome::Placed);
    bool warned = false;
    for (const std::string& line : w.desc.warnings)
        warned |= line.find("weenie 9999") != std::string::npos;
    CHECK(warned);
}

TEST_CASE("world objects: a multi-part Setup collides part by part, each part drawn",
          "[world_objects]") {
    const auto w =
        build(write_world("post", {spawn(8, kPost, 0xA9B40000u, {100.0f, 60.0f, 0.005f})}));
    const scene::WorldObjectDesc& post = object(w, 8);
    CHECK(post.door);
    int parts = 0;
    for (const scene::DatObjectDesc& o : w.desc.objects)
        if (o.world_object >= 0 && o.part >= 0) {
            ++parts;
            CHECK(o.object_id == post.guid);
            CHECK(o.shape == scene::DatShape::Bsp);
        }
    CHECK(parts == 2);
    // A mover walking into the post stops at it.
    physics::Mover m(*w.world, physics::MoverConfig::player());
    m.place({100.0f, 57.0f, 0.0f}, 0.0f);
    physics::MoverInput in;
    in.forward = 1.0f;
    for (int i = 0; i < 60; ++i)
        m.update(1.0f / 30.0f, in);
    CHECK(m.position().frame.origin.y < 60.0f - 0.1f - 0.4f);
}

TEST_CASE("world objects: GDLE JSON places the same objects as ACE SQL", "[world_objects]") {
    const std::vector<worldw::Spawn> spawns = {
        spawn(3, kCrate, place::kHouseARoom, {56.3f, 59.0f, 0.005f}),
        spawn(1, kCrier, 0xA9B40000u, {60.0f, 55.3f, 0.005f})};
    const std::string sql = write_world("gdle", spawns);
    // The same rows as a spawn map beside the weenies (the SQL landblock file removed).
    fs::remove(fs::path(sql) / "landblocks" / "A9B4.sql");
    worldw::write_text(
        fs::path(sql) / "landblocks" / "A9B4.json",
        worldw::gdle_spawn_map(worldw::LandblockFixture{place::kCentre, spawns, {}}));
    const auto a = build(write_world("sqlform", spawns));
    const auto b = build(sql);
    REQUIRE(a.desc.world_objects.size() == b.desc.world_objects.size());
    for (std::size_t i = 0; i < a.desc.world_objects.size(); ++i) {
        CHECK(a.desc.world_objects[i].guid == b.desc.world_objects[i].guid);
        CHECK(a.desc.world_objects[i].placed_frame.origin ==
              b.desc.world_objects[i].placed_frame.origin);
        CHECK(a.desc.world_objects[i].placed_cell == b.desc.world_objects[i].placed_cell);
    }
}
