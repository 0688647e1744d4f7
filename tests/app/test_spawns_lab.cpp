// The lab's Spawns panel model (spawns/spawn_lab.h) on the synthetic place and its planted
// spawn rows (tests/worlddata/writer/spawn_check_world.h): the file `sweeplab spawns` writes,
// read back and filtered; a click on a line opening its landblock's place with the world
// data, the avatar beside the object, the shape at its saved origin and where placement put
// it, and what the placement spheres overlap at the saved origin.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <sstream>
#include <string>

#include <unistd.h>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "dat/dat_folder.h"
#include "scene/location_scene.h"
#include "spawns/spawn_lab.h"
#include "spawns/spawn_run.h"
#include "tests/dat/writer/synthetic_place.h"
#include "tests/worlddata/writer/spawn_check_world.h"

using namespace sweeplab;
using Catch::Matchers::Contains;

namespace {

struct Fixture {
    std::filesystem::path dir;
    std::string world;
    spawns::SpawnFile file;
};

// The place, its planted world and the check's output over it, once for the run.
const Fixture& fixture() {
    static const Fixture f = [] {
        Fixture x;
        // One folder a process: CTest runs the cases in parallel, each a process.
        x.dir = std::filesystem::temp_directory_path() /
                ("sweeplab-spawns-lab-" + std::to_string(::getpid()));
        test::place::write_synthetic_place(x.dir);
        x.world = (x.dir / "world-spawns").string();
        std::filesystem::remove_all(x.world);
        test::place::write_spawn_check_world_sql(x.world);
        spawns::SpawnsOptions o;
        o.dat = x.dir.string();
        o.world = {x.world};
        o.jobs = 1;
        o.quiet = true;
        std::ostringstream out;
        (void)spawns::run_spawns(o, out);
        x.file = spawns::read_spawn_text(out.str(), "spawns.jsonl");
        return x;
    }();
    return f;
}

std::size_t line_of(const spawns::SpawnFile& file, std::uint32_t guid) {
    for (std::size_t i = 0; i < file.lines.size(); ++i)
        if (file.lines[i].guid == guid && file.lines[i].kind != spawns::SpawnKind::Destination)
            return i;
    FAIL("no line for guid " << guid);
    return 0;
}

} // namespace

TEST_CASE("spawns panel: the counts, the filter and the start", "[spawns_panel]") {
    const spawns::SpawnFile& file = fixture().file;
    const auto counts = spawns::kind_counts(file);
    for (std::size_t k = 0; k < spawns::kSpawnFindingKinds; ++k)
        CHECK(counts[k] == file.summary.findings[k]);
    CHECK(counts[static_cast<std::size_t>(spawns::SpawnKind::Moved)] == 1);
    CHECK(counts[static_cast<std::size_t>(spawns::SpawnKind::Dropped)] == 2);

    spawns::KindFlags only_moved{};
    only_moved[static_cast<std::size_t>(spawns::SpawnKind::Moved)] = true;
    const auto rows = spawns::shown_lines(file, only_moved);
    REQUIRE(rows.size() == 1);
    CHECK(file.lines[rows[0]].guid == test::place::kMovedGuid);
    CHECK(spawns::shown_lines(file, spawns::KindFlags{}).empty());
    CHECK(spawns::shown_lines(file, spawns::kFindingsShown).size() == file.lines.size());

    // The first finding is 0xA9B3's dropped villager at [90 90]: square (3, 3) outdoors.
    REQUIRE(spawns::first_finding(file) == std::optional<std::size_t>(0));
    CHECK(spawns::start_location(file) == std::optional<std::string>("0xA9B3001C"));
    CHECK(spawns::start_location(spawns::SpawnFile{}) == std::nullopt);
}

TEST_CASE("spawns panel: saved versus placed, and the avatar's spot", "[spawns_panel]") {
    // Saved 10 m east and turned 90 degrees from where it stands: a point 1 m east of the
    // placed origin lies 1 m north of the saved one.
    scene::WorldObjectDesc o;
    o.placed_frame = physics::Frame{glm::vec3(0.0f), glm::quat(1.0f, 0.0f, 0.0f, 0.0f)};
    o.saved_frame = physics::Frame{glm::vec3(10.0f, 0.0f, 0.0f),
                                   glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 0, 1))};
    const glm::vec3 p = spawns::to_saved(o, glm::vec3(1.0f, 0.0f, 0.0f));
    CHECK(p.x == Approx(10.0f).margin(1e-5));
    CHECK(p.y == Approx(1.0f).margin(1e-5));

    // 1 m in front (north, its identity facing) of where it stands, facing it (south).
    spawns::SpawnLine l;
    l.landblock = 0xA9B4;
    l.saved = spawns::SpawnPos{0xA9B40000u, glm::vec3(50.0f, 50.0f, 0.0f), glm::quat(1, 0, 0, 0)};
    l.placed = spawns::SpawnPos{0xA9B4001Bu, glm::vec3(60.0f, 50.0f, 0.0f), glm::quat(1, 0, 0, 0)};
    const scene::WorldFrame frame{0xA9B4};
    const app::TeleportTarget t = spawns::approach_target(frame, l);
    CHECK(t.position.x == Approx(60.0f));
    CHECK(t.position.y == Approx(51.0f));
    CHECK(std::abs(t.yaw) == Approx(glm::pi<float>()));
    CHECK(t.cell == 0);
    l.placed.reset(); // dropped: beside its saved origin
    CHECK(spawns::approach_target(frame, l).position.x == Approx(50.0f));
    CHECK(spawns::marker_position(frame, l).x == Approx(50.0f));
    // A neighbour's position lies 192 m over in the frame.
    l.saved.cell = 0xA9B50000u;
    CHECK(spawns::marker_position(frame, l).y == Approx(50.0f + 192.0f));
}

TEST_CASE("spawns panel: a click on a line in the lab", "[spawns_panel]") {
    const Fixture& fx = fixture();
    const spawns::SpawnFile& file = fx.file;
    const dat::DatFolder folder = dat::DatFolder::open(fx.dir);
    app::LabController lab(
        scene::location_scene(folder, scene::parse_location("0xA9B4001B"), {fx.world}), "");
    const app::FrameInput idle;

    SECTION("moved: in this place; red at the saved origin, green where it stands, the well") {
        const spawns::SpawnLine& l = file.lines[line_of(file, test::place::kMovedGuid)];
        CHECK_FALSE(spawns::needs_place(lab.sim().dat_world(), l));
        const spawns::LineVisit v = spawns::visit_line(lab, l, idle);
        REQUIRE(v.error.empty());
        CHECK_FALSE(v.new_place);
        const scene::WorldFrame frame{lab.sim().dat_world()->origin_landblock};
        const glm::vec3 placed = spawns::marker_position(frame, l);
        CHECK(glm::distance(lab.output().position, placed) < 2.0f);
        CHECK(lab.paused);
        // The villager is two spheres: the same two, moved by saved - placed.
        REQUIRE(v.scene.placed.spheres.size() == 2);
        REQUIRE(v.scene.saved.spheres.size() == 2);
        const glm::vec3 delta = spawns::world_position(frame, l.saved, l.landblock) - placed;
        CHECK(glm::length(delta) > 1.0f);
        for (std::size_t i = 0; i < 2; ++i)
            CHECK(glm::distance(v.scene.saved.spheres[i].center,
                                v.scene.placed.spheres[i].center + delta) < 1e-3f);
        CHECK(glm::distance(v.scene.placed.spheres[0].center, placed) < 1.0f);
        // At its saved origin it is inside the well (GfxObj 0x01000A00), which is drawn.
        CHECK_THAT(v.scene.hit_text, Contains("0x01000A00"));
        CHECK_FALSE(v.scene.hit.empty());
    }

    SECTION("dropped in this place: its placement spheres at the saved origin, nothing placed") {
        const spawns::SpawnLine& l = file.lines[line_of(file, test::place::kDroppedGuid)];
        const spawns::LineVisit v = spawns::visit_line(lab, l, idle);
        REQUIRE(v.error.empty());
        CHECK(v.scene.placed.empty());
        REQUIRE(v.scene.saved.spheres.size() == 2);
        const scene::WorldFrame frame{lab.sim().dat_world()->origin_landblock};
        const glm::vec3 saved = spawns::world_position(frame, l.saved, l.landblock);
        CHECK(std::abs(v.scene.saved.spheres[0].center.x - saved.x) < 1e-3f);
        CHECK(std::abs(v.scene.saved.spheres[0].center.y - saved.y) < 1e-3f);
    }

    SECTION("under_ground: the statue's cylinder, sunk at both (it was placed where saved)") {
        const spawns::SpawnLine& l = file.lines[line_of(file, test::place::kUnderGroundGuid)];
        const spawns::LineVisit v = spawns::visit_line(lab, l, idle);
        REQUIRE(v.scene.placed.cylinders.size() == 1);
        REQUIRE(v.scene.saved.cylinders.size() == 1);
        CHECK(v.scene.placed.cylinders[0].base.z == Approx(-0.5f).margin(1e-3));
        CHECK(glm::distance(v.scene.saved.cylinders[0].base, v.scene.placed.cylinders[0].base) <
              1e-3f);
    }

    SECTION("a line of another landblock opens its place, with the world data") {
        const spawns::SpawnLine& l = file.lines[line_of(file, test::place::kNorthFloatingGuid)];
        REQUIRE(spawns::line_landblock(l) == 0xA9B5);
        // 0xA9B5 is loaded, but as a neighbour: its place is opened all the same.
        REQUIRE(lab.sim().dat_world()->landblock(0xA9B5) != nullptr);
        CHECK(spawns::needs_place(lab.sim().dat_world(), l));
        const spawns::LineVisit v = spawns::visit_line(lab, l, idle);
        REQUIRE(v.error.empty());
        CHECK(v.new_place);
        const scene::DatWorldDesc& desc = *lab.sim().dat_world();
        CHECK(desc.origin_landblock == 0xA9B5);
        CHECK(desc.landblocks.front().requested);
        REQUIRE(spawns::world_object_index(desc, test::place::kNorthFloatingGuid));
        CHECK_FALSE(v.scene.placed.empty());
        CHECK_FALSE(spawns::needs_place(&desc, l));
    }

    SECTION("a portal's Destination: the player's spot saved and placed") {
        std::size_t i = 0;
        while (file.lines[i].kind != spawns::SpawnKind::Destination)
            ++i;
        const spawns::LineVisit v = spawns::visit_line(lab, file.lines[i], idle);
        CHECK(v.scene.saved.spheres.size() == 1);
        CHECK(v.scene.placed.spheres.size() == 1);
        CHECK_FALSE(v.scene.note.empty());
    }
}
