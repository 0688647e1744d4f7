// A scene crowd's creatures chase as the server moves them (docs/creatures.md, "In the lab";
// assets/scenes/crowd-chase.json): the crowd's members are the crowd's creatures, not still
// objects; the avatar walking toward them wakes them and they close on it, some held by the
// wall; the avatar running off sends them home, where they fall asleep (walked or sent home);
// the panel's own creatures chase too; rewind brings them back bit for bit and a recording made
// while they chase replays headless with them.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <string>

#include <unistd.h>

#include <glm/geometric.hpp>

#include "scene/loader.h"
#include "sim/lab_controller.h"
#include "sim/script_player.h"
#include "tests/app/headless_replay.h"

using namespace sweeplab;

namespace {

std::string scene_path(const char* name) {
    return std::string(SWEEPLAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

std::map<std::uint32_t, glm::vec3> positions(const app::LabController& lab) {
    std::map<std::uint32_t, glm::vec3> at;
    for (const app::CreatureView& c : lab.crowd().creatures())
        at[c.id] = c.position;
    return at;
}

} // namespace

TEST_CASE("a scene's chasing crowd wakes for the avatar, closes on it and goes home",
          "[crowd][chase]") {
    app::LabController lab(scene_path("crowd-chase"));
    const app::Crowd& crowd = lab.crowd();
    REQUIRE(crowd.size() == 6);
    CHECK(crowd.mode() == app::WorldCreatureMode::Chase);
    REQUIRE(crowd.chase_views().size() == 6);
    // The crowd's members are its creatures (dynamic objects), with the scene's ids.
    for (const app::ChaseView& v : crowd.chase_views()) {
        CHECK(v.guid >= scene::kFirstCrowdId);
        const physics::ShadowObject* o = lab.sim().world().objects().find(v.guid);
        REQUIRE(o != nullptr);
        CHECK(o->dynamic_slot >= 0);
        CHECK(v.state == app::ChaseState::Idle);
    }
    int most_awake = 0, closest_count = 0;
    float closest = 1e9f;
    bool held = false;
    const long frames = app::ScriptPlayer(lab.scene()).frames();
    for (long f = 0; f < frames; ++f) {
        lab.step_frame(app::FrameInput{});
        int awake = 0;
        for (const app::ChaseView& v : crowd.chase_views()) {
            awake += v.state != app::ChaseState::Idle ? 1 : 0;
            held |= v.state == app::ChaseState::NoProgress;
            const float d = glm::distance(glm::vec2(v.at), glm::vec2(lab.output().position));
            closest = std::min(closest, d);
            if (d < 2.0f) ++closest_count;
        }
        most_awake = std::max(most_awake, awake);
    }
    CAPTURE(most_awake, closest, lab.output().position.y);
    CHECK(most_awake == 6); // all woke
    CHECK(closest < 1.6f);  // some reached the avatar (melee range off its cylinder)
    CHECK(closest_count > 0);
    CHECK(held);                             // the wall held some: no progress
    CHECK(lab.output().position.y < -15.0f); // the avatar ran off
    for (const app::ChaseView& v : crowd.chase_views()) {
        INFO("creature " << v.guid);
        CHECK(v.state == app::ChaseState::Idle);
        CHECK(glm::distance(glm::vec2(v.at), glm::vec2(v.home)) < 1.0f);
        const creatures::Monster* m = crowd.monster(v.guid);
        REQUIRE(m != nullptr);
        CHECK(m->counts().wakes >= 1);
        CHECK(m->counts().arrivals_home + m->counts().force_homes >= 1);
    }
}

TEST_CASE("the panel's creatures chase the avatar too", "[crowd][chase]") {
    app::LabController lab(scene_path("portal-platform"));
    lab.source = app::InputSource::Keyboard;
    const glm::vec3 start = lab.output().position;
    const std::uint32_t id = lab.add_creature(start + glm::vec3(-8.0f, -8.0f, 0.0f), 0.5f);
    lab.set_crowd_mode(app::WorldCreatureMode::Chase);
    REQUIRE(lab.crowd().chase_views().size() == 1);
    const glm::vec3 home = lab.crowd().chase_views()[0].home;
    for (int f = 0; f < 150; ++f)
        lab.step_frame(app::FrameInput{});
    const app::ChaseView& v = lab.crowd().chase_views()[0];
    CHECK(v.guid == id);
    CHECK(v.state != app::ChaseState::Idle);
    CHECK(v.has_target);
    CHECK(glm::distance(glm::vec2(v.at), glm::vec2(start)) < 2.0f);
    CHECK(glm::distance(v.at, home) > 8.0f);
    // Back to standing: it stays where it stands, no monster.
    lab.set_crowd_mode(app::WorldCreatureMode::Stand);
    CHECK(lab.crowd().chase_views().empty());
    CHECK(lab.crowd().monster(id) == nullptr);
    CHECK(glm::distance(glm::vec2(lab.crowd().creatures()[0].position), glm::vec2(start)) < 2.0f);
    // Chasing again: from its home, asleep; removed, it is no longer a chaser.
    lab.set_crowd_mode(app::WorldCreatureMode::Chase);
    REQUIRE(lab.crowd().chase_views().size() == 1);
    CHECK(glm::distance(lab.crowd().chase_views()[0].at, home) < 0.01f);
    CHECK(lab.crowd().chase_views()[0].state == app::ChaseState::Idle);
    REQUIRE(lab.remove_creature(id));
    CHECK(lab.crowd().chase_views().empty());
    CHECK(lab.crowd().monster(id) == nullptr);
}

TEST_CASE("a chasing crowd rewinds bit for bit", "[crowd][chase][rewind]") {
    app::LabController lab(scene_path("crowd-chase"));
    std::map<std::uint32_t, glm::vec3> at_180;
    std::uint64_t hash_180 = 0;
    for (int f = 0; f < 300; ++f) {
        lab.step_frame(app::FrameInput{});
        if (lab.frame() == 180) {
            at_180 = positions(lab);
            hash_180 = lab.recorded().creatures;
        }
    }
    const auto end = positions(lab);
    const std::uint64_t end_hash = lab.recorded().creatures;
    REQUIRE(at_180 != end); // they moved in between
    REQUIRE(lab.rewind_to(180));
    CHECK(lab.recorded().creatures == hash_180);
    CHECK(positions(lab) == at_180);
    REQUIRE(lab.rewind_to(300));
    CHECK_FALSE(lab.diverged());
    CHECK(lab.recorded().creatures == end_hash);
    CHECK(positions(lab) == end);
}

TEST_CASE("a recording made while the crowd chases replays headless with it",
          "[crowd][chase][recording]") {
    app::LabController scene_lab(scene_path("crowd-chase"));
    scene_lab.source = app::InputSource::Keyboard;
    scene_lab.start_recording();
    REQUIRE(scene_lab.crowd().mode() == app::WorldCreatureMode::Chase);
    std::vector<glm::vec3> feet;
    std::vector<std::uint64_t> hashes;
    for (long f = 1; f <= 240; ++f) {
        app::FrameInput in;
        in.forward = f < 100 ? 1.0f : 0.0f;
        in.turn = f > 140 && f < 170 ? 60.0f : 0.0f;
        scene_lab.step_frame(in);
        feet.push_back(scene_lab.output().position);
        hashes.push_back(scene_lab.recorded().creatures);
    }
    scene_lab.stop_recording();
    const std::string path =
        (std::filesystem::temp_directory_path() /
         ("sweeplab_crowd_chase_recording_" + std::to_string(::getpid()) + ".json"))
            .string();
    REQUIRE(scene_lab.save_recording(path).empty());
    const scene::Scene scene = scene::load_scene_file(path);
    REQUIRE(scene.crowds.size() == 1);
    CHECK(scene.crowds[0].moves == scene::CrowdMoves::Chase);
    const int moved = test::replay_headless_bit_for_bit(scene, feet, hashes);
    CHECK(moved > 20);
    std::filesystem::remove(path);
}

TEST_CASE("a scene's wandering crowd wanders from the start", "[crowd]") {
    const scene::Scene s = scene::load_scene_text(
        R"({"format": "sweeplab-scene/1", "name": "w", "ground": {"z": 0, "extent": 30},
            "player": {"position": [0, 0, 0]},
            "crowd": [{"count": 5, "min": [4, 4], "max": [12, 12], "moves": "wander"},
                      {"count": 3, "min": [-12, -12], "max": [-4, -4]}]})",
        "wander.json");
    app::LabController lab(s, "wander.json");
    CHECK(lab.crowd().size() == 5); // the still crowd stays still objects of the world
    CHECK(lab.crowd().mode() == app::WorldCreatureMode::Wander);
    CHECK(lab.crowd().chase_views().empty());
    const auto before = positions(lab);
    lab.source = app::InputSource::Keyboard;
    for (int f = 0; f < 90; ++f)
        lab.step_frame(app::FrameInput{});
    int moved = 0;
    for (const auto& [id, p] : positions(lab))
        moved += glm::distance(p, before.at(id)) > 0.5f ? 1 : 0;
    CHECK(moved >= 3);
    for (const scene::Object& o : s.objects)
        if (!scene::is_moving_crowd_member(s, o))
            CHECK(lab.sim().world().objects().find(o.id) != nullptr);
}
