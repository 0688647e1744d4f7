// scene/motion_tables: the synthetic place's person reads its MotionTable and the Animation
// its cycles play from the DAT files, into the port's table (the run cycle's velocity, the
// animation's 20 frames of 0.05 m root motion), once; and a creature moved by that table runs
// at the speed worked out by hand from the records: the cycle's 4 m/s plus 0.05 m a frame at
// 30 frames a second, both x the run rate.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include <unistd.h>

#include "dat/dat_folder.h"
#include "dat/records/lookup.h"
#include "physics/motion/creature.h"
#include "physics/world/world.h"
#include "scene/motion_tables.h"
#include "tests/dat/writer/synthetic_place.h"

using namespace sweeplab;
namespace place = sweeplab::test::place;

namespace {

const std::filesystem::path& place_dir() {
    static const std::filesystem::path dir = [] {
        // One folder a process: ctest runs each case as a process of its own, side by side.
        const auto d = std::filesystem::temp_directory_path() /
                       ("sweeplab-motion-tables-" + std::to_string(::getpid()));
        std::filesystem::create_directories(d);
        place::write_synthetic_place(d);
        return d;
    }();
    return dir;
}

} // namespace

TEST_CASE("motion tables: the person's table and its animation from the DAT files",
          "[dat_world][motion]") {
    const dat::DatFolder folder = dat::DatFolder::open(place_dir());
    const dat::SetupRecord person = folder.get<dat::SetupRecord>(place::kPersonSetup);
    CHECK(person.default_motion_table == place::kPersonMotionTable);
    scene::MotionTableCache cache(folder);
    const auto table = cache.get(place::kPersonMotionTable);
    REQUIRE(table != nullptr);
    CHECK(cache.get(place::kPersonMotionTable) == table); // read once
    const physics::motion::MotionData* run = table->cycle(physics::motion::MotionTable::key(
        physics::motion::kNonCombat, physics::motion::kRunForward));
    REQUIRE(run != nullptr);
    CHECK(run->velocity.y == 4.0f);
    REQUIRE(run->anims.size() == 1);
    REQUIRE(run->anims[0].anim != nullptr);
    CHECK(run->anims[0].anim->num_frames == 20);
    REQUIRE(run->anims[0].anim->pos_frames.size() == 20);
    CHECK(run->anims[0].anim->pos_frames[3].origin.y == 0.05f);
    // Two animations: the run's (root motion) for walking and running, the still one (none)
    // for standing, turning in place and the link.
    CHECK(table->animations.size() == 2);
    const physics::motion::MotionData* ready = table->cycle(
        physics::motion::MotionTable::key(physics::motion::kNonCombat, physics::motion::kReady));
    REQUIRE(ready != nullptr);
    REQUIRE(ready->anims[0].anim != nullptr);
    CHECK(ready->anims[0].anim->pos_frames.empty());
    CHECK(table
              ->modifier(physics::motion::MotionTable::key(physics::motion::kNonCombat,
                                                           physics::motion::kTurnRight))
              ->omega.z == -1.5f);
    CHECK_THROWS_AS(cache.get(0x09000FFFu), dat::DatError);
}

TEST_CASE("motion tables: a creature runs at the speed its records give, worked by hand",
          "[dat_world][motion]") {
    const dat::DatFolder folder = dat::DatFolder::open(place_dir());
    scene::MotionTableCache cache(folder);
    const auto table = cache.get(place::kPersonMotionTable);
    physics::World w;
    w.add_ground(0.0f, 200.0f);
    w.finalize();
    physics::motion::CreatureConfig c;
    c.mover = physics::MoverConfig::remote();
    c.mover.state = physics::PhysicsState::Gravity;
    c.table = table.get();
    c.run_rate = 1.5f;
    physics::motion::Creature creature(w, c);
    REQUIRE(creature.place({0.0f, -80.0f, 0.0f}, 0.0f)); // facing +Y
    physics::Position far;
    far.frame.origin = {0.0f, 150.0f, 0.0f};
    physics::motion::MovementParameters p;
    p.bitfield &= ~static_cast<std::uint32_t>(physics::motion::kCanWalk); // runs
    creature.move_to_position(far, p);
    for (int i = 0; i < 60; ++i)
        creature.update(1.0f / 30.0f);
    const float y0 = creature.position().frame.origin.y;
    for (int i = 0; i < 60; ++i)
        creature.update(1.0f / 30.0f);
    const float speed = (creature.position().frame.origin.y - y0) / 2.0f;
    // RunForward's 4 m/s x 1.5, plus 0.05 m a frame x 30 frames a second x 1.5: 8.25 m/s.
    CHECK(speed == Approx(8.25f).epsilon(0.005));
}
