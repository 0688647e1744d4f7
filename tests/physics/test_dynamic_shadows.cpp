// Dynamic objects in indoor cells (World::add/move_dynamic_object): retail re-files a moving
// object's shadows into every cell its spheres reach (calc_cross_cells ->
// remove_shadows_from_cells / add_shadows_to_cells via find_cell_list). The static objects'
// lists stay as finalize() built them; moving never allocates after warm-up; a mover in the
// room collides with a creature filed there.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <vector>

#include <glm/geometric.hpp>

#include "alloc_counter.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

constexpr float kDt = 1.0f / 30.0f;
constexpr std::uint32_t kRoomA = 0x100u, kRoomB = 0x101u;

// Room A (y in [-3, 3]) opens through its whole +Y wall into room B (y in [3, 9]), whose +Y
// wall opens outside; flat ground around. Two static boxes: one in A, one in B.
void build(World& w) {
    w.add_ground(0.0f, 40.0f);
    const std::array<PortalDesc, 1> a{PortalDesc{3, false, kRoomB}};
    REQUIRE_FALSE(
        w.add_env_cell(kRoomA, sweeplab::test::room_mesh({-3, -3, 0}, {3, 3, 4}), Frame{}, a));
    const std::array<PortalDesc, 2> b{PortalDesc{2, false, kRoomA}, PortalDesc{3, true, 0}};
    REQUIRE_FALSE(
        w.add_env_cell(kRoomB, sweeplab::test::room_mesh({-3, 3, 0}, {3, 9, 4}), Frame{}, b));
    sweeplab::test::add_box(w, 1, {-2.0f, -2.0f, 0.5f}, {0.4f, 0.4f, 0.5f});
    sweeplab::test::add_box(w, 2, {-2.0f, 7.0f, 0.5f}, {0.4f, 0.4f, 0.5f});
    // The two rooms are a building (no shell) entered through B's open wall, B's portal 1:
    // the land reaches the rooms only through a building (retail CBldPortal).
    BuildingDesc house;
    house.shell.id = 90;
    house.shell.pos.frame.origin = {0.0f, 3.0f, 0.0f};
    house.portals.push_back(BuildingPortalDesc{kRoomB, 1, false, true, {kRoomA, kRoomB}});
    w.add_building(house);
    w.finalize();
}

ObjectDesc creature(std::uint32_t id, const glm::vec3& feet, float radius) {
    ObjectDesc d;
    d.id = id;
    d.pos.frame = Frame::from_yaw(feet, 0.0f);
    d.state = PhysicsState::None;
    d.creature = true;
    d.spheres = {Sphere{{0.0f, 0.0f, radius}, radius}};
    return d;
}

Position at(const World& w, const glm::vec3& feet) {
    Position p;
    p.frame = Frame::from_yaw(feet, 0.0f);
    p.objcell_id = w.find_cell(feet + glm::vec3(0.0f, 0.0f, 0.05f));
    return p;
}

std::vector<std::uint32_t> filed(const World& w, std::uint32_t index) {
    const auto cells = w.dynamic_object_cells(index);
    std::vector<std::uint32_t> ext;
    for (std::uint32_t c : cells)
        ext.push_back(w.external_cell_id(c));
    std::sort(ext.begin(), ext.end());
    return ext;
}

bool listed(const World& w, std::uint32_t external, std::uint32_t index) {
    const EnvCell* c = w.env_cell(w.internal_cell_id(external));
    return std::find(c->objects.begin(), c->objects.end(), index) != c->objects.end();
}

} // namespace

TEST_CASE("a dynamic object is filed into the indoor cells its spheres reach",
          "[world][crowd][indoor]") {
    World w;
    build(w);
    const EnvCell& a = *w.env_cell(w.internal_cell_id(kRoomA));
    const EnvCell& b = *w.env_cell(w.internal_cell_id(kRoomB));
    const std::vector<std::uint32_t> statics_a = a.objects, statics_b = b.objects;
    CHECK(a.static_objects == statics_a.size());
    CHECK(b.static_objects == statics_b.size());

    const std::uint32_t index = w.add_dynamic_object(creature(77, {1.0f, 0.0f, 0.0f}, 0.5f));
    CHECK(filed(w, index) == std::vector<std::uint32_t>{kRoomA});
    CHECK(listed(w, kRoomA, index));
    CHECK_FALSE(listed(w, kRoomB, index));

    // Straddling the A-B opening: in both (find_cell_list walks the portal).
    REQUIRE(w.move_dynamic_object(index, at(w, {1.0f, 3.0f, 0.0f})));
    CHECK(filed(w, index) == std::vector<std::uint32_t>{kRoomA, kRoomB});
    // In B only.
    REQUIRE(w.move_dynamic_object(index, at(w, {1.0f, 6.0f, 0.0f})));
    CHECK(filed(w, index) == std::vector<std::uint32_t>{kRoomB});
    CHECK_FALSE(listed(w, kRoomA, index));
    // Outdoors, its sphere reaching in through B's open wall: from the land cell's side.
    REQUIRE(w.move_dynamic_object(index, at(w, {1.0f, 9.3f, 0.0f})));
    CHECK(is_indoor_cell(w.objects().objects()[index].pos.objcell_id) == false);
    CHECK(filed(w, index) == std::vector<std::uint32_t>{kRoomB});
    // Far outdoors: no indoor cell.
    REQUIRE(w.move_dynamic_object(index, at(w, {1.0f, 20.0f, 0.0f})));
    CHECK(filed(w, index).empty());
    // A position without a cell finds one.
    Position bare;
    bare.frame = Frame::from_yaw({0.0f, -1.0f, 0.0f}, 0.0f);
    REQUIRE(w.move_dynamic_object(index, bare));
    CHECK(filed(w, index) == std::vector<std::uint32_t>{kRoomA});

    // Removed: out of every list; back: filed again where it is.
    REQUIRE(w.set_dynamic_object_removed(index, true));
    CHECK(filed(w, index).empty());
    CHECK_FALSE(listed(w, kRoomA, index));
    REQUIRE(w.set_dynamic_object_removed(index, false));
    CHECK(listed(w, kRoomA, index));
    CHECK_FALSE(w.move_dynamic_object(0, bare)); // a static object does not move

    // The static part of every list is untouched, and the lists stay sorted.
    CHECK(std::equal(statics_a.begin(), statics_a.end(), a.objects.begin()));
    CHECK(std::equal(statics_b.begin(), statics_b.end(), b.objects.begin()));
    CHECK(std::is_sorted(a.objects.begin(), a.objects.end()));
}

TEST_CASE("several dynamic objects: registration order in a list, restore re-files them all",
          "[world][crowd][indoor]") {
    World w;
    build(w);
    const EnvCell& a = *w.env_cell(w.internal_cell_id(kRoomA));
    const std::size_t s = a.static_objects;
    std::vector<std::uint32_t> index;
    for (std::uint32_t k = 0; k < 5; ++k)
        index.push_back(w.add_dynamic_object(
            creature(100 + k, {-2.0f + static_cast<float>(k), 1.0f, 0.0f}, 0.3f)));
    ShadowDynamicState saved;
    w.mutable_objects().snapshot_dynamic(saved);
    // Move them in reverse order out of A and back: the list is by index, not move history.
    for (std::uint32_t k = 5; k-- > 0;)
        w.move_dynamic_object(index[k], at(w, {-2.0f + static_cast<float>(k), 6.0f, 0.0f}));
    CHECK(a.objects.size() == s);
    for (std::uint32_t k = 5; k-- > 0;)
        w.move_dynamic_object(index[k], at(w, {-2.0f + static_cast<float>(k), -1.0f, 0.0f}));
    REQUIRE(a.objects.size() == s + 5);
    CHECK(std::equal(index.begin(), index.end(), a.objects.begin() + static_cast<long>(s)));
    // Restore a state where they stood at y = 1: same lists as then.
    w.move_dynamic_object(index[2], at(w, {0.0f, 20.0f, 0.0f}));
    w.restore_dynamic_objects(saved);
    REQUIRE(a.objects.size() == s + 5);
    CHECK(std::equal(index.begin(), index.end(), a.objects.begin() + static_cast<long>(s)));
    CHECK(filed(w, index[2]) == std::vector<std::uint32_t>{kRoomA});
}

TEST_CASE("moving dynamic objects between cells allocates nothing after warm-up",
          "[world][crowd][indoor][alloc]") {
    World w;
    build(w);
    std::vector<std::uint32_t> index;
    for (std::uint32_t k = 0; k < 40; ++k)
        index.push_back(w.add_dynamic_object(creature(200 + k, {0.0f, 0.0f, 0.0f}, 0.4f)));
    ShadowDynamicState saved;
    w.mutable_objects().snapshot_dynamic(saved);
    std::vector<Position> spots;
    for (int i = 0; i < 64; ++i)
        spots.push_back(at(w, {-2.5f + 0.08f * static_cast<float>(i),
                               -2.5f + 0.2f * static_cast<float>(i), 0.0f}));
    AllocationCounter::start();
    for (int round = 0; round < 20; ++round)
        for (std::size_t k = 0; k < index.size(); ++k)
            w.move_dynamic_object(index[k],
                                  spots[(k * 7 + static_cast<std::size_t>(round)) % spots.size()]);
    w.set_dynamic_object_removed(index[3], true);
    w.set_dynamic_object_removed(index[3], false);
    w.restore_dynamic_objects(saved);
    const std::size_t allocations = AllocationCounter::stop();
    CHECK(allocations == 0);
    // Every one of them is in A now (all at the origin, as saved).
    const EnvCell& a = *w.env_cell(w.internal_cell_id(kRoomA));
    CHECK(a.objects.size() == a.static_objects + index.size());
}

TEST_CASE("a mover indoors collides with a dynamic creature filed in its room",
          "[world][crowd][indoor]") {
    World w;
    build(w);
    const std::uint32_t index = w.add_dynamic_object(creature(88, {0.0f, 40.0f, 0.0f}, 0.5f));
    // Moved into room A after it was added (outdoors): the move files it there.
    REQUIRE(w.move_dynamic_object(index, at(w, {0.0f, 1.5f, 0.0f})));
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, -2.0f, 0.0f}, 0.0f));
    REQUIRE(w.external_cell_id(m.output().cell) == kRoomA);
    MoverInput in;
    in.forward = 1.0f; // +Y, straight at it
    bool hit = false;
    for (int f = 0; f < 45; ++f) {
        m.update(kDt, in);
        for (std::uint32_t id : m.output().collided())
            hit |= id == 88u;
        const glm::vec3 q = m.output().position;
        CHECK(glm::length(glm::vec2(q.x, q.y - 1.5f)) >= 0.98f - 0.011f);
    }
    CHECK(hit);
}
