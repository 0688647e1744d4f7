// A scene crowd's `moves` (docs/scene-format.md, `crowd`): read with the chasing monster's
// figures, written back as read, refused with the key named when wrong; a moving crowd's
// members are generated where a still crowd's are but are not still objects of the built world
// (the lab and the headless runner add them as creatures), a still crowd's are.
#include <catch2/catch.hpp>

#include "physics/world/world.h"
#include "scene/loader.h"
#include "scene/scene_writer.h"
#include "scene/world_builder.h"

using namespace sweeplab::scene;

namespace {

std::string with_crowds(const std::string& crowds) {
    return R"({"format": "sweeplab-scene/1", "name": "t", "ground": {"z": 0, "extent": 30},
               "player": {"position": [0, 0, 0]}, "crowd": [)" +
           crowds + "]}";
}

const char* kStill = R"({"count": 3, "min": [-9, 5], "max": [9, 9], "seed": 4})";
const char* kChase = R"({"count": 4, "min": [-9, 12], "max": [9, 20], "seed": 5,
    "moves": "chase", "awareness": 14, "home_radius": 25.5, "run_skill": 70})";

} // namespace

TEST_CASE("crowd moves: read, defaults and written back", "[scene][crowd]") {
    const Scene s = load_scene_text(with_crowds(std::string(kStill) + "," + kChase), "c.json");
    REQUIRE(s.crowds.size() == 2);
    CHECK(s.crowds[0].moves == CrowdMoves::Stand);
    CHECK_FALSE(s.crowds[0].awareness);
    CHECK_FALSE(s.crowds[0].run_skill);
    CHECK(s.crowds[1].moves == CrowdMoves::Chase);
    CHECK(s.crowds[1].awareness == 14.0f);
    CHECK(s.crowds[1].home_radius == 25.5f);
    CHECK(s.crowds[1].run_skill == 70);
    int moving = 0;
    for (const Object& o : s.objects)
        moving += is_moving_crowd_member(s, o) ? 1 : 0;
    CHECK(moving == 4);
    const Scene back = load_scene_text(write_scene_json(s), "back.json");
    REQUIRE(back.crowds.size() == 2);
    CHECK(back.crowds[1].moves == CrowdMoves::Chase);
    CHECK(back.crowds[1].awareness == 14.0f);
    CHECK(back.crowds[1].home_radius == 25.5f);
    CHECK(back.crowds[1].run_skill == 70);
    CHECK(back.crowds[0].moves == CrowdMoves::Stand);
    REQUIRE(back.objects.size() == s.objects.size());
    for (std::size_t i = 0; i < s.objects.size(); ++i)
        CHECK(back.objects[i].position == s.objects[i].position);
    const Scene wander = load_scene_text(with_crowds(R"({"count": 1, "min": [0, 5], "max": [2, 7],
                                        "moves": "wander"})"),
                                         "w.json");
    CHECK(wander.crowds[0].moves == CrowdMoves::Wander);
    CHECK(load_scene_text(write_scene_json(wander), "w2.json").crowds[0].moves ==
          CrowdMoves::Wander);
}

TEST_CASE("crowd moves: the same spots as a still crowd of the same seed", "[scene][crowd]") {
    const Scene still = load_scene_text(
        with_crowds(R"({"count": 4, "min": [-9, 12], "max": [9, 20], "seed": 5})"), "s.json");
    const Scene chase = load_scene_text(with_crowds(kChase), "c.json");
    REQUIRE(still.objects.size() == chase.objects.size());
    for (std::size_t i = 0; i < still.objects.size(); ++i) {
        CHECK(chase.objects[i].position == still.objects[i].position);
        CHECK(chase.objects[i].id == still.objects[i].id);
    }
}

TEST_CASE("crowd moves: a moving crowd's members are not still objects of the world",
          "[scene][crowd]") {
    const Scene s = load_scene_text(with_crowds(std::string(kStill) + "," + kChase), "c.json");
    const BuiltWorld built = build_world(s);
    REQUIRE(built.world != nullptr);
    for (const Object& o : s.objects) {
        INFO("id " << o.id);
        if (is_moving_crowd_member(s, o))
            CHECK(built.world->objects().find(o.id) == nullptr);
        else
            CHECK(built.world->objects().find(o.id) != nullptr);
    }
}

TEST_CASE("crowd moves: bad values are named", "[scene][crowd]") {
    const auto error_of = [](const std::string& crowd) {
        try {
            (void)load_scene_text(with_crowds(crowd), "bad.json");
        } catch (const std::exception& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    using Catch::Matchers::Contains;
    CHECK_THAT(error_of(R"({"count": 1, "min": [0, 5], "max": [2, 7], "moves": "run"})"),
               Contains("bad.json") && Contains("crowd[0].moves") &&
                   Contains("\"stand\", \"wander\" or \"chase\""));
    CHECK_THAT(error_of(R"({"count": 1, "min": [0, 5], "max": [2, 7], "awareness": -1})"),
               Contains("crowd[0].awareness"));
    CHECK_THAT(error_of(R"({"count": 1, "min": [0, 5], "max": [2, 7], "home_radius": 500})"),
               Contains("crowd[0].home_radius"));
    CHECK_THAT(error_of(R"({"count": 1, "min": [0, 5], "max": [2, 7], "run_skill": -3})"),
               Contains("crowd[0].run_skill"));
    CHECK_THAT(error_of(R"({"count": 1, "min": [0, 5], "max": [2, 7], "moves": 3})"),
               Contains("crowd[0].moves"));
    // A JSON scene has no motion tables; and the id must be a MotionTable's.
    CHECK_THAT(
        error_of(R"({"count": 1, "min": [0, 5], "max": [2, 7], "motion_table": "0x09000001"})"),
        Contains("crowd[0].motion_table") && Contains("DAT place"));
    CHECK_THAT(
        error_of(R"({"count": 1, "min": [0, 5], "max": [2, 7], "motion_table": "0x02000001"})"),
        Contains("crowd[0].motion_table") && Contains("MotionTable id"));
}
