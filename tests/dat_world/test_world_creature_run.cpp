// A world creature's run rate from its Run skill (docs/creatures.md, "Run rate"): ACE's skill
// arithmetic over the DAT's SkillTable (the formula, usable untrained or not, rounding half
// away from zero) and the weenie's attribute and skill rows, pinned by hand; ACE's run rate
// at and past 800; and on the synthetic place's lure fixture the prowler's skill and the run
// rate its creature gets.
#include <catch2/catch.hpp>

#include "dat/dat_folder.h"
#include "scene/dat_world_builder.h"
#include "scene/world_creature.h"
#include "tests/dat/writer/skill_writer.h"
#include "tests/spawns/spawn_fixtures.h"
#include "tests/worlddata/writer/chase_world.h"

using namespace sweeplab;

namespace {

worlddata::Weenie weenie(std::uint32_t quickness, std::optional<worlddata::SkillLevels> run) {
    worlddata::Weenie w;
    w.attributes[2] = worlddata::AttributeLevels{quickness, 0};
    w.run_skill = run;
    return w;
}

} // namespace

TEST_CASE("run skill: ACE's arithmetic over the SkillTable and the weenie's rows",
          "[world_creature]") {
    const dat::SkillTableRecord table = dat::testing::retail_like_skill_table();
    // A Drudge Skulker: Quickness 30, Run specialized at 40: 30 + 40.
    CHECK(scene::run_skill(weenie(30, worlddata::SkillLevels{40, 0, 3}), &table) == 70);
    // Raised levels count (ACE's Ranks).
    CHECK(scene::run_skill(weenie(30, worlddata::SkillLevels{40, 5, 2}), &table) == 75);
    // No Run row: untrained at 0, usable (Run's MinLevel is 1): its formula alone.
    CHECK(scene::run_skill(weenie(10, std::nullopt), &table) == 10);
    // No attribute rows at all: an attribute's Current is at least 1.
    CHECK(scene::run_skill(worlddata::Weenie{}, &table) == 1);
    // Inactive (s_a_c 0): not usable, its levels only.
    CHECK(scene::run_skill(weenie(30, worlddata::SkillLevels{5, 0, 0}), &table) == 5);
    // A table whose Run needs training: untrained gives its levels only.
    dat::SkillTableRecord trained_only = table;
    for (dat::SkillBase& s : trained_only.skills)
        if (s.skill == 24) s.min_level = 2;
    CHECK(scene::run_skill(weenie(30, worlddata::SkillLevels{3, 0, 1}), &trained_only) == 3);
    CHECK(scene::run_skill(weenie(30, worlddata::SkillLevels{3, 0, 2}), &trained_only) == 33);
    // Two attributes over a divisor, rounded half away from zero: (31 + 34) / 2 = 32.5 -> 33;
    // (31 + 33) / 3 = 21.33 -> 21.
    dat::SkillTableRecord two = table;
    for (dat::SkillBase& s : two.skills)
        if (s.skill == 24) s.formula = dat::SkillFormula{0, 1, 1, 2, 3, 4};
    worlddata::Weenie w = weenie(31, worlddata::SkillLevels{0, 0, 2});
    w.attributes[3] = worlddata::AttributeLevels{30, 4};
    CHECK(scene::run_skill(w, &two) == 33);
    for (dat::SkillBase& s : two.skills)
        if (s.skill == 24) s.formula.z = 3;
    w.attributes[3] = worlddata::AttributeLevels{33, 0};
    CHECK(scene::run_skill(w, &two) == 21);
    // X of 0: no formula part (ACE's GetFormula).
    for (dat::SkillBase& s : two.skills)
        if (s.skill == 24) s.formula.x = 0;
    CHECK(scene::run_skill(w, &two) == 0);
    // DAT files without a SkillTable: the levels of a trained skill only.
    CHECK(scene::run_skill(weenie(30, worlddata::SkillLevels{40, 0, 3}), nullptr) == 40);
    CHECK(scene::run_skill(weenie(30, std::nullopt), nullptr) == 0);
}

TEST_CASE("run rate: ACE's GetRunRate, 4.5 from 800 on", "[world_creature]") {
    CHECK(scene::ace_run_rate(0) == 1.0f);
    CHECK(scene::ace_run_rate(70) == Approx((70.0 / 270.0 * 11.0 + 4.0) / 4.0));
    CHECK(scene::ace_run_rate(799) == Approx((799.0 / 999.0 * 11.0 + 4.0) / 4.0));
    CHECK(scene::ace_run_rate(800) == 4.5f);
    CHECK(scene::ace_run_rate(5000) == 4.5f);
}

TEST_CASE("run rate: the lure fixture's prowler runs at its Run skill's rate", "[world_creature]") {
    const dat::DatFolder folder = dat::DatFolder::open(test::spawns::place_dir());
    scene::DatWorldRequest req;
    req.landblocks = {0xA9B4u};
    req.world = {(test::spawns::place_dir() / "chase").string()};
    const scene::DatWorld place = scene::build_dat_world(folder, req);
    const scene::WorldObjectDesc* prowler = place.desc.world_object(test::place::kChaseSoundGuid);
    REQUIRE(prowler != nullptr);
    // A Drudge Skulker's: Quickness 30 by the SkillTable's Run (Quickness / 1), specialized at
    // 40: 70.
    REQUIRE(prowler->run_skill.has_value());
    CHECK(*prowler->run_skill == 70);
    const auto table = place.desc.motion_tables.at(prowler->motion_table);
    const physics::motion::CreatureConfig c =
        scene::world_creature_config(*prowler, table.get(), physics::Reading{});
    CHECK(c.run_rate == scene::ace_run_rate(70));
    CHECK(c.run_rate == Approx(1.7129630));
    // The mesa is no creature: no run skill.
    CHECK_FALSE(place.desc.world_object(test::place::kChaseMesaGuid)->run_skill.has_value());
}
