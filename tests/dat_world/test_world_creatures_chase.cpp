// The place's creatures chase as the server moves them (docs/creatures.md, "In the lab"), on
// the synthetic place with its world: each drudge gets its Setup's motion table from the
// place's build; a target near the pad wakes them and they close on it; the target gone far
// away sends them home, where they fall asleep; their shadows follow; in the lab, an avatar
// near the pad wakes them, and rewind brings every creature back bit for bit, a replay
// moving them exactly as the first run did; a recording made while they chase says so and
// replays headless with them, the avatar and the creatures bit for bit.
#include <catch2/catch.hpp>

#include <map>

#include <glm/geometric.hpp>

#include "scene/dat_world_builder.h"
#include "scene/loader.h"
#include "sim/scene_creatures.h"
#include "sim/script_player.h"
#include "sim/world_creatures.h"
#include "tests/app/headless_replay.h"
#include "tests/dat/writer/synthetic_place.h"
#include "tests/dat_world/world_lab_fixture.h"

using namespace sweeplab;
namespace place = sweeplab::test::place;

namespace {

constexpr std::uint32_t kDrudge = place::kFirstDrudgeGuid; // at (66, 78)

scene::DatWorld chase_place() {
    const dat::DatFolder folder = dat::DatFolder::open(test::world_lab_dir());
    scene::DatWorldRequest req;
    req.landblocks = {0xA9B4u};
    req.world = {(test::world_lab_dir() / "world").string()};
    return scene::build_dat_world(folder, req);
}

creatures::TargetView target_at(const glm::vec3& p) {
    creatures::TargetView t;
    t.id = 0x50000001u;
    t.position.frame.origin = p;
    t.present = true;
    return t;
}

const app::ChaseView* view_of(const app::WorldCreatures& c, std::uint32_t guid) {
    for (const app::ChaseView& v : c.chase_views())
        if (v.guid == guid) return &v;
    return nullptr;
}

// Every world creature's position now, by guid (bits, for exact comparison).
std::map<std::uint32_t, glm::vec3> positions(const app::LabController& lab) {
    std::map<std::uint32_t, glm::vec3> at;
    for (const app::ChaseView& v : lab.crowd().world_creatures().chase_views())
        at[v.guid] = v.at;
    return at;
}

// The lab 10 m south of the pad, within the drudges' 18 m.
std::unique_ptr<app::LabController> pad_lab() {
    const dat::DatFolder folder = dat::DatFolder::open(test::world_lab_dir());
    return std::make_unique<app::LabController>(
        scene::location_scene(folder, scene::parse_location("0xA9B4001B [70.0 68.0 0.0] 1 0 0 0"),
                              {(test::world_lab_dir() / "world").string()}),
        "");
}

} // namespace

TEST_CASE("world creatures chase a target near them and go home when it is gone",
          "[world_lab][chase]") {
    scene::DatWorld place = chase_place();
    const scene::WorldObjectDesc* drudge = place.desc.world_object(kDrudge);
    REQUIRE(drudge != nullptr);
    // The place's build chose the Setup's default motion table and read it.
    CHECK(drudge->motion_table == place::kPersonMotionTable);
    REQUIRE(place.desc.motion_tables.contains(place::kPersonMotionTable));

    app::WorldCreatures creatures(*place.world, &place.desc);
    REQUIRE(creatures.size() == 14);
    CHECK(creatures.chasers() == 14); // all of them stand on the person Setup
    creatures.set_mode(app::WorldCreatureMode::Chase);
    CHECK(creatures.mode() == app::WorldCreatureMode::Chase);
    REQUIRE(creatures.chase_views().size() == 14);
    const glm::vec3 home = drudge->placed_frame.origin;
    const glm::vec3 bait = home + glm::vec3(0.0f, -10.0f, 0.0f);
    const float dt = 1.0f / 30.0f;

    // Asleep until a tick sees the target; then a chase toward it.
    CHECK(view_of(creatures, kDrudge)->state == app::ChaseState::Idle);
    for (int f = 0; f < 210; ++f) // 7 s: it wakes, turns about and runs
        creatures.step(dt, target_at(bait));
    const app::ChaseView* v = view_of(creatures, kDrudge);
    REQUIRE(v != nullptr);
    CHECK(v->state == app::ChaseState::Chasing);
    CHECK(v->has_target);
    CAPTURE(v->at.x, v->at.y);
    // It closed on it, as far as the pack closing on the same target lets it.
    CHECK(glm::distance(glm::vec2(v->at), glm::vec2(bait)) < 6.0f);
    const creatures::Monster* monster = creatures.monster(kDrudge);
    REQUIRE(monster != nullptr);
    CHECK(monster->counts().wakes == 1);
    CHECK(monster->counts().chases >= 1); // its MoveToObject ended in reach
    // Its shadow follows it, and its mover is the creature's.
    const physics::ShadowObject* shadow = place.world->objects().find(kDrudge);
    REQUIRE(shadow != nullptr);
    CHECK(glm::distance(shadow->pos.frame.origin, v->at) < 1e-3f);
    CHECK(creatures.mover(kDrudge) == &monster->creature().mover());

    // The target far away (past 96 m): at the next re-targeting it goes home and sleeps.
    const creatures::TargetView gone = target_at(home + glm::vec3(0.0f, -150.0f, 0.0f));
    bool went_home = false;
    for (int f = 0; f < 30 * 30; ++f) {
        creatures.step(dt, gone);
        went_home |= view_of(creatures, kDrudge)->state == app::ChaseState::GoingHome;
    }
    CHECK(went_home);
    v = view_of(creatures, kDrudge);
    CHECK(v->state == app::ChaseState::Idle);
    CHECK_FALSE(v->has_target);
    CHECK(glm::distance(glm::vec2(v->at), glm::vec2(home)) < 1.0f);
    // Home by its own run or, blocked by the pack on the way, sent home by ForceHome.
    CHECK(monster->counts().returns >= 1);

    SECTION("switched to stand, every creature is where placement put it") {
        creatures.set_mode(app::WorldCreatureMode::Stand);
        CHECK(creatures.moves().empty());
        CHECK(creatures.chase_views().empty());
        CHECK(creatures.monster(kDrudge) == nullptr);
        CHECK(place.world->objects().find(kDrudge)->pos.frame.origin == home);
    }
}

TEST_CASE("the lab's chasing creatures wake for the avatar and rewind bit for bit",
          "[world_lab][chase]") {
    const auto lab = pad_lab();
    lab->source = app::InputSource::Keyboard;
    lab->set_world_mode(app::WorldCreatureMode::Chase);
    CHECK(lab->crowd().world_creatures().mode() == app::WorldCreatureMode::Chase);
    // The avatar runs south for 1 s, then stands.
    app::FrameInput run;
    run.forward = -1.0f;
    run.run = true;
    const app::FrameInput idle;
    std::map<std::uint32_t, glm::vec3> at_120;
    std::uint64_t hash_120 = 0;
    int awake = 0;
    for (int f = 0; f < 240; ++f) {
        lab->step_frame(f < 30 ? run : idle);
        if (f == 119) {
            at_120 = positions(*lab);
            hash_120 = lab->recorded().creatures;
        }
    }
    for (const app::ChaseView& v : lab->crowd().world_creatures().chase_views())
        awake += v.state != app::ChaseState::Idle ? 1 : 0;
    CAPTURE(lab->output().position.x, lab->output().position.y);
    CHECK(awake >= 4);
    const auto end = positions(*lab);
    const std::uint64_t end_hash = lab->recorded().creatures;
    const long last = lab->frame();

    REQUIRE(lab->rewind_to(last - 120));
    CHECK(lab->recorded().creatures == hash_120);
    for (const auto& [guid, p] : positions(*lab)) {
        INFO("guid " << guid);
        CHECK(p == at_120.at(guid));
    }
    REQUIRE(lab->rewind_to(last));
    CHECK_FALSE(lab->diverged());
    CHECK(lab->recorded().creatures == end_hash);
    for (const auto& [guid, p] : positions(*lab))
        CHECK(p == end.at(guid));
}

TEST_CASE("a recording made while the creatures chase replays headless with them",
          "[world_lab][chase][recording]") {
    const auto lab = pad_lab();
    lab->source = app::InputSource::Keyboard;
    lab->set_world_mode(app::WorldCreatureMode::Chase);
    lab->start_recording();
    // Recording starts the run again: the creatures chase from their spawns.
    REQUIRE(lab->crowd().world_creatures().mode() == app::WorldCreatureMode::Chase);
    // Into the pack and about: the avatar meets the creatures closing on it.
    std::vector<glm::vec3> feet;
    std::vector<std::uint64_t> creatures;
    for (long f = 1; f <= 200; ++f) {
        app::FrameInput in;
        in.forward = f < 120 ? 1.0f : 0.0f;
        in.turn = f > 60 && f < 90 ? 60.0f : 0.0f;
        lab->step_frame(in);
        feet.push_back(lab->output().position);
        creatures.push_back(lab->recorded().creatures);
    }
    lab->stop_recording();
    const std::string path = (std::filesystem::temp_directory_path() /
                              ("sweeplab_chase_recording_" + std::to_string(::getpid()) + ".json"))
                                 .string();
    REQUIRE(lab->save_recording(path).empty());

    scene::LoadOptions load;
    load.dat_dir = test::world_lab_dir().string();
    const scene::Scene scene = scene::load_scene_file(path, load);
    REQUIRE(scene.dat);
    CHECK(scene.dat->creatures == "chase");
    const int moved = test::replay_headless_bit_for_bit(scene, feet, creatures);
    CHECK(moved > 20); // they did move
    std::filesystem::remove(path);
}
