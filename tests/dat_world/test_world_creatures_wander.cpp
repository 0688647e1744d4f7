// The Crowd panel's "World creatures wander" on the synthetic place with its world
// (docs/world-objects.md, "In the window"): the place's creatures walk with the crowd's
// wander, their physics objects following their movers, while every other world object stays
// put; rewind brings back where they were; switched off, or on a restart, they stand where
// placement put them again.
#include <catch2/catch.hpp>

#include <map>

#include <glm/geometric.hpp>

#include "physics/world/world.h"
#include "tests/dat_world/world_lab_fixture.h"

using namespace sweeplab;
namespace place = sweeplab::test::place;

namespace {

// Every world object's shadows (registry index -> where it is), by guid.
std::map<std::uint32_t, glm::vec3> shadows(const app::LabController& lab) {
    const scene::DatWorldDesc& desc = *lab.sim().dat_world();
    std::map<std::uint32_t, glm::vec3> at;
    const auto objects = lab.sim().world().objects().objects();
    for (std::uint32_t i = 0; i < objects.size(); ++i)
        if (desc.world_object(objects[i].desc.id) != nullptr) at[i] = objects[i].pos.frame.origin;
    return at;
}

bool is_creature(const app::LabController& lab, std::uint32_t index) {
    const auto& o = lab.sim().world().objects().objects()[index];
    return lab.sim().dat_world()->world_object(o.desc.id)->creature;
}

} // namespace

TEST_CASE("world creatures wander with the crowd, the rest stay, off puts them back",
          "[world_lab]") {
    const auto lab = test::world_lab();
    lab->source = app::InputSource::Keyboard;
    const app::FrameInput idle;
    const app::WorldCreatures& creatures = lab->crowd().world_creatures();
    // The crier, the ghost and the twelve drudges; the chest, the post, the stray weenie and
    // the dropped lantern are no creatures.
    REQUIRE(creatures.size() == 14);
    const auto start = shadows(*lab);
    REQUIRE(start.size() > 14);
    CHECK(creatures.moves().empty());

    lab->set_world_wander(true);
    CHECK(lab->crowd().world_creatures().wander());
    std::map<std::uint32_t, glm::vec3> at_60;
    for (int f = 0; f < 240; ++f) {
        lab->step_frame(idle);
        if (f == 59) at_60 = shadows(*lab);
    }
    const long frame_60 = lab->frame() - 180;
    const auto now = shadows(*lab);
    int moved_clear = 0, creature_shadows = 0;
    for (const auto& [index, origin] : now) {
        const float d = glm::length(origin - start.at(index));
        if (!is_creature(*lab, index)) {
            INFO("a non-creature moved: registry index " << index);
            CHECK(d == 0.0f);
            continue;
        }
        ++creature_shadows;
        // A drudge's spheres are 0.38 m: 0.8 m apart, the two no longer overlap.
        if (d > 0.8f) ++moved_clear;
    }
    CHECK(creature_shadows == 14);
    CAPTURE(moved_clear);
    CHECK(moved_clear >= 10);
    // Each creature's shadow is where its mover stands, and the renderer's moves say so.
    REQUIRE(creatures.moves().size() == 14);
    for (const app::WorldObjectMove& m : creatures.moves()) {
        const scene::WorldObjectDesc& w =
            lab->sim().dat_world()->world_objects[static_cast<std::size_t>(m.world_object)];
        const physics::Mover* mover = creatures.mover(w.guid);
        REQUIRE(mover != nullptr);
        CHECK(glm::length(mover->position().frame.origin - m.frame.origin) == 0.0f);
        const physics::ShadowObject* o = lab->sim().world().objects().find(w.guid);
        REQUIRE(o != nullptr);
        CHECK(glm::length(o->pos.frame.origin - m.frame.origin) < 1e-4f);
    }

    SECTION("rewind brings back where they were") {
        REQUIRE(lab->rewind_to(frame_60));
        const auto back = shadows(*lab);
        for (const auto& [index, origin] : back)
            CHECK(glm::length(origin - at_60.at(index)) == 0.0f);
    }
    SECTION("switched off, every creature stands where placement put it") {
        lab->set_world_wander(false);
        CHECK(lab->crowd().world_creatures().moves().empty());
        for (const auto& [index, origin] : shadows(*lab))
            CHECK(glm::length(origin - start.at(index)) == 0.0f);
        lab->step_frame(idle); // and they stay there
        for (const auto& [index, origin] : shadows(*lab))
            CHECK(glm::length(origin - start.at(index)) == 0.0f);
    }
    SECTION("a restart builds the place again: placed, not wandering") {
        lab->restart();
        CHECK_FALSE(lab->crowd().world_creatures().wander());
        for (const auto& [index, origin] : shadows(*lab))
            CHECK(glm::length(origin - start.at(index)) == 0.0f);
    }
}
