// The lab's DAT panel model on the synthetic retail place (tests/dat/writer/synthetic_place.h)
// built by the real DAT world builder: the list, a pasted location teleporting into house B,
// a wall hit named by its EnvCell record, a click beside the portal platform, and a location
// outside the loaded landblocks opening the place around it.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "app/dat_run.h"
#include "dat/dat_folder.h"
#include "dat/errors.h"
#include "scene/location_scene.h"
#include "sim/dat_places.h"
#include "sim/hit_record.h"
#include "sim/teleport.h"
#include "tests/dat/writer/synthetic_place.h"

using namespace sweeplab;
using Catch::Matchers::Contains;
using Catch::Matchers::Matches;
using Catch::Matchers::StartsWith;

namespace {

std::filesystem::path place_dir() {
    const auto dir = std::filesystem::temp_directory_path() / "sweeplab-dat-panel-place";
    test::place::write_synthetic_place(dir);
    return dir;
}

const app::PlaceEntry* find_row(const std::vector<app::PlaceEntry>& rows, const std::string& s) {
    for (const app::PlaceEntry& e : rows)
        if (e.label.find(s) != std::string::npos) return &e;
    return nullptr;
}

} // namespace

TEST_CASE("DAT panel on the synthetic place", "[dat_panel]") {
    const auto dir = place_dir();
    const dat::DatFolder folder = dat::DatFolder::open(dir);
    app::LabController lab(
        scene::location_scene(folder, scene::parse_location(test::place::kOutdoorLocation)), "");
    const scene::DatWorldDesc* desc = lab.sim().dat_world();
    REQUIRE(desc != nullptr);
    const app::FrameInput idle;

    SECTION("the list: nine landblocks, the centre's cells, stabs and buildings by id") {
        const auto groups = app::list_places(*desc, "");
        REQUIRE(groups.size() == 9);
        CHECK(groups[0].landblock == test::place::kCentre);
        CHECK_THAT(groups[0].label, StartsWith("0xA9B4 (requested)"));
        CHECK(groups[0].cells.size() == 4);
        CHECK(find_row(groups[0].cells, "0xA9B40101  env 0x0D") != nullptr);
        CHECK(groups[0].buildings.size() == 3);
        CHECK(find_row(groups[0].objects, "0x020019E3 Setup") != nullptr);
        CHECK(find_row(groups[0].objects, "0x01000A04 GfxObj  bsp  in 0xA9B40102") != nullptr);
        const auto table = app::list_places(*desc, "0x01000a04");
        REQUIRE(table.size() == 1);
        CHECK(table[0].objects.size() == 1);
        CHECK(table[0].cells.empty());
    }

    SECTION("a pasted location teleports into house B's hall; its north wall is named") {
        // House B's hall is [76, 82] x [56, 62]: facing north (1 0 0 0), 4 m from its wall.
        const app::LocationPlan plan =
            app::plan_location(*desc, lab.sim().world(), "0xA9B40101 [79.0 58.0 0.0] 1 0 0 0");
        REQUIRE(plan.target);
        CHECK(app::teleport(lab, *plan.target, idle));

        CHECK(lab.output().cell == test::place::kHouseBHall);
        const auto here = app::player_location(lab.scene(), lab.output());
        REQUIRE(here);
        CHECK_THAT(*here, StartsWith("0xA9B40101 [79.0"));

        app::FrameInput walk; // north, into the hall's north wall (y = 62)
        walk.forward = 1.0f;
        walk.run = true;
        std::string wall;
        for (int f = 0; f < 90 && wall.empty(); ++f) {
            lab.step_frame(walk);
            const physics::FrameTrace& t = lab.trace();
            for (std::uint32_t i = 0; i < t.count && wall.empty(); ++i)
                if (t.steps[i].collide_polygon.valid())
                    wall = app::substep_hit_record(desc, lab.sim().world(), t.steps[i]);
        }
        CHECK_THAT(wall, Matches("EnvCell 0xA9B40101 Environment 0x0D[0-9A-F]{6} structure "
                                 "[0-9]+ polygon [0-9]+"));
    }

    SECTION("a click on the portal platform's row: beside it, outdoors, on the ground") {
        const auto groups = app::list_places(*desc, "0x020019E3");
        REQUIRE(groups.size() == 1);
        const app::PlaceEntry* row = find_row(groups[0].objects, "cylspheres");
        REQUIRE(row != nullptr);
        const app::TeleportTarget t = app::place_target(*desc, lab.sim().world(), *row);
        CHECK(t.position.y < test::place::kPlatformAt.y - test::place::kPlatformRadius);
        CHECK(app::teleport(lab, t, idle));
        CHECK(std::abs(lab.output().position.x - t.position.x) < 0.05f);
        CHECK(std::abs(lab.output().position.y - t.position.y) < 0.05f);
        CHECK(lab.output().cell >> 16u == test::place::kCentre);
        CHECK((lab.output().cell & 0xFFFFu) <= 0x40u); // a land cell
    }

    SECTION("outside the loaded area: a reload, which opens the place around it or says why") {
        const app::LocationPlan plan =
            app::plan_location(*desc, lab.sim().world(), "0xA7B40001 [10 10 0]");
        REQUIRE(plan.reload);
        // 0xA7B4 is not in the synthetic DAT: the error names it and the old world stays.
        CHECK_THROWS_AS(app::open_location(lab, *plan.reload), dat::DatError);
        CHECK(lab.sim().dat_world()->origin_landblock == test::place::kCentre);
        // 0xA8B4 is (the west neighbour): the world is rebuilt around it.
        app::open_location(lab, scene::parse_location("0xA8B40001 [10 10 0]"));
        REQUIRE(lab.sim().dat_world() != nullptr);
        CHECK(lab.sim().dat_world()->origin_landblock == 0xA8B4u);
        lab.step_frame(idle);
        const auto here = app::player_location(lab.scene(), lab.output());
        REQUIRE(here);
        CHECK_THAT(*here, StartsWith("0xA8B40001 [10.0"));
    }
}
