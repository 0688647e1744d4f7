// The lab's view of the server's world objects on the synthetic place (docs/world-objects.md,
// "In the window"): the overhead hover picks the object under the mouse and names it, and the
// DAT panel lists the dropped row with why, filterable, its click going to where it was saved.
#include <catch2/catch.hpp>

#include <glm/geometric.hpp>

#include "sim/dat_places.h"
#include "sim/world_object_pick.h"
#include "tests/dat_world/world_lab_fixture.h"

using namespace sweeplab;
using Catch::Matchers::Contains;
namespace place = sweeplab::test::place;

namespace {

std::int32_t index_of(const scene::DatWorldDesc& desc, std::uint32_t guid) {
    for (std::size_t i = 0; i < desc.world_objects.size(); ++i)
        if (desc.world_objects[i].guid == guid) return static_cast<std::int32_t>(i);
    return -1;
}

glm::vec2 xy(const glm::vec3& v) {
    return {v.x, v.y};
}

} // namespace

TEST_CASE("the overhead hover picks the nearest world object and names it", "[world_lab]") {
    const auto lab = test::world_lab();
    const scene::DatWorldDesc& desc = *lab->sim().dat_world();
    const std::int32_t crier = index_of(desc, place::kCrierGuid);
    const std::int32_t ghost = index_of(desc, place::kGhostGuid);
    const std::int32_t lost = index_of(desc, place::kLostGuid);
    REQUIRE(crier >= 0);
    REQUIRE(ghost >= 0);
    REQUIRE(lost >= 0);
    const scene::WorldObjectDesc& c = desc.world_objects[static_cast<std::size_t>(crier)];

    // On its origin, and 0.8 m off it: the crier; 3 m off it, nothing (no object stands there).
    CHECK(app::pick_world_object(desc, xy(c.placed_frame.origin), 1.0f) == crier);
    CHECK(app::pick_world_object(desc, xy(c.placed_frame.origin) + glm::vec2(0.8f, 0.0f), 1.0f) ==
          crier);
    CHECK(app::pick_world_object(desc, xy(c.placed_frame.origin) + glm::vec2(3.0f, 0.0f), 1.0f) ==
          -1);
    // Between two objects the nearer one wins.
    const glm::vec2 g = xy(desc.world_objects[static_cast<std::size_t>(ghost)].placed_frame.origin);
    CHECK(app::pick_world_object(desc, g + glm::vec2(0.3f, 0.0f), 50.0f) == ghost);
    // A dropped row stands nowhere: never picked, even on its saved spot.
    const glm::vec2 saved =
        xy(desc.world_objects[static_cast<std::size_t>(lost)].saved_frame.origin);
    CHECK(app::pick_world_object(desc, saved, 0.5f) == -1);
    CHECK(app::pick_world_object(desc, saved, 1000.0f) != lost);
    CHECK(app::pick_world_object(desc, glm::vec2(0.0f), 1.0f) == -1); // its unset placed frame
    // A moved object is picked where it stands now, no longer where it was placed.
    const app::WorldObjectMove moved{
        crier, physics::Frame{c.placed_frame.origin + glm::vec3(0.0f, -6.0f, 0.0f),
                              c.placed_frame.orientation}};
    CHECK(app::pick_world_object(desc, xy(moved.frame.origin), 1.0f, {&moved, 1}) == crier);
    CHECK(app::pick_world_object(desc, xy(c.placed_frame.origin), 1.0f, {&moved, 1}) == -1);

    const std::string tip = app::world_object_tooltip(c);
    CHECK_THAT(tip, Contains("Town Crier"));
    CHECK_THAT(tip, Contains("weenie class 7001"));
    CHECK_THAT(tip, Contains("guid 0x7A9B4001"));
    CHECK_THAT(tip, Contains("Creature"));
    CHECK((c.outcome == scene::SpawnOutcome::Placed ? tip.find("\nplaced") != std::string::npos
                                                    : tip.find("\nmoved ") != std::string::npos));
    const std::string lost_tip =
        app::world_object_tooltip(desc.world_objects[static_cast<std::size_t>(lost)]);
    CHECK_THAT(lost_tip, Contains("dropped: its cell 0xA9B40150 is not in the loaded DAT place"));
}

TEST_CASE("the DAT panel lists a dropped row with why, its click goes to its saved spot",
          "[world_lab]") {
    const auto lab = test::world_lab();
    const scene::DatWorldDesc& desc = *lab->sim().dat_world();
    const std::int32_t lost = index_of(desc, place::kLostGuid);
    REQUIRE(lost >= 0);
    const scene::WorldObjectDesc& w = desc.world_objects[static_cast<std::size_t>(lost)];
    REQUIRE(w.outcome == scene::SpawnOutcome::Dropped);

    auto find_dropped = [](const std::vector<app::PlaceGroup>& groups) {
        const app::PlaceEntry* found = nullptr;
        for (const app::PlaceGroup& g : groups)
            for (const app::PlaceEntry& e : g.objects)
                if (e.dropped) found = &e;
        return found;
    };
    const std::vector<app::PlaceGroup> all = app::list_places(desc, "");
    const app::PlaceEntry* row = find_dropped(all);
    REQUIRE(row != nullptr);
    CHECK(row->kind == app::PlaceKind::WorldObject);
    CHECK(row->index == static_cast<std::uint32_t>(lost));
    CHECK_THAT(row->label, Contains("weenie 0x7A9B4006 Lost Lantern (7005)"));
    CHECK_THAT(row->label, Contains("cell 0xA9B40150 dropped"));
    CHECK(row->note == w.why);
    // Filterable like the others: by "dropped", by its name, by its reason.
    for (const char* f : {"dropped", "lost lantern", "not in the loaded"}) {
        const auto groups = app::list_places(desc, f);
        const app::PlaceEntry* e = find_dropped(groups);
        INFO(f);
        REQUIRE(e != nullptr);
        CHECK(e->index == static_cast<std::uint32_t>(lost));
    }
    CHECK(find_dropped(app::list_places(desc, "Town Crier")) == nullptr);

    // The click: 1 m south of where it was saved, facing it, on the ground (its cell is no
    // loaded cell); the avatar lands there.
    const app::TeleportTarget t = app::place_target(desc, lab->sim().world(), *row);
    CHECK(t.position.x == Approx(w.saved_frame.origin.x));
    CHECK(t.position.y == Approx(w.saved_frame.origin.y - 1.0f));
    CHECK(t.cell == 0u);
    CHECK(t.yaw == 0.0f);
    CHECK(std::abs(t.position.z - place::kPadZ) < 0.1f);
}
