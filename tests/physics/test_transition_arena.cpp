#include <catch2/catch.hpp>

#include <array>
#include <memory>
#include <set>

#include "physics/transition/transition_arena.h"

using namespace sweeplab::physics;

namespace {

void dirty(TransitionScratch& t) {
    PhysicsObjDesc d;
    d.id = 77u;
    d.state = PhysicsState::Missile;
    t.object_info.init(d, ObjectInfoState::Contact);
    t.object_info.target_id = 5u;
    t.object_info.kill_velocity();
    const Sphere s{{0.0f, 0.0f, 0.5f}, 0.5f};
    t.sphere_path.init_sphere(1, &s, 1.0f);
    const Position p{0x0101u, Frame{}};
    t.sphere_path.init_path(0x0101u, &p, p);
    t.sphere_path.set_check_pos(p, 0x0101u);
    t.sphere_path.set_collide({1.0f, 0.0f, 0.0f});
    t.sphere_path.step_up = t.sphere_path.step_down = true;
    t.sphere_path.insert_type = InsertType::Placement;
    t.sphere_path.placement_allows_sliding = false;
    t.collision_info.init_contact_plane(0x0101u, Plane{}, true);
    t.collision_info.set_sliding_normal({1.0f, 0.0f, 0.0f});
    t.collision_info.set_collision_normal({1.0f, 0.0f, 0.0f});
    t.collision_info.add_object(9u, TransitionState::Collided);
    t.collision_info.collided_with_environment = true;
    t.collision_info.frames_stationary_fall = 2;
    t.cell_array.add_cell(0x0101u);
    t.cell_array.added_outside = true;
    t.cell_array.do_not_load_cells = true;
}

} // namespace

TEST_CASE("CTransition::init resets every field retail's init resets", "[arena]") {
    auto arena = std::make_unique<TransitionArena<>>();
    TransitionScratch* t = arena->make();
    REQUIRE(t != nullptr);
    dirty(*t);
    arena->cleanup();
    TransitionScratch* again = arena->make();
    REQUIRE(again == t); // the same record, re-initialised

    const ObjectInfo& oi = again->object_info;
    CHECK(oi.object_id == 0u);
    CHECK(oi.state == ObjectInfoState::Default);
    CHECK(oi.target_id == 0u);

    const SpherePath& sp = again->sphere_path;
    CHECK(sp.num_sphere == 0u);
    CHECK(sp.begin_cell == kNullCellId);
    CHECK_FALSE(sp.has_begin_pos);
    CHECK(sp.curr_cell == kNullCellId);
    CHECK(sp.check_cell == kNullCellId);
    CHECK(sp.insert_type == InsertType::Transition);
    CHECK_FALSE(sp.step_down);
    CHECK_FALSE(sp.step_up);
    CHECK_FALSE(sp.collide);
    CHECK(sp.backup_cell == kNullCellId);
    CHECK(sp.walkable_allowance == 0.0f);
    CHECK_FALSE(sp.walkable.valid());
    CHECK(sp.placement_allows_sliding);

    const CollisionInfo& ci = again->collision_info;
    CHECK_FALSE(ci.last_known_contact_plane_valid);
    CHECK_FALSE(ci.contact_plane_valid);
    CHECK_FALSE(ci.sliding_normal_valid);
    CHECK_FALSE(ci.collision_normal_valid);
    CHECK(ci.num_collide_object == 0u);
    CHECK(ci.last_collided_object == 0u);
    CHECK_FALSE(ci.collided_with_environment);
    CHECK(ci.contact_plane_cell_id == 0u);
    CHECK(ci.frames_stationary_fall == 0);

    CHECK(again->cell_array.num_cells == 0u);
    CHECK_FALSE(again->cell_array.added_outside);
    CHECK_FALSE(again->cell_array.do_not_load_cells);
}

TEST_CASE("the arena is ten deep, LIFO, and reuses records", "[arena]") {
    auto arena = std::make_unique<TransitionArena<>>();
    std::array<TransitionScratch*, 10> leased{};
    std::set<TransitionScratch*> distinct;
    for (int i = 0; i < 10; ++i) {
        leased[static_cast<std::size_t>(i)] = arena->make();
        REQUIRE(leased[static_cast<std::size_t>(i)] != nullptr);
        distinct.insert(leased[static_cast<std::size_t>(i)]);
        CHECK(arena->level() == i + 1);
    }
    CHECK(distinct.size() == 10u);
    CHECK(arena->make() == nullptr); // the eleventh
    CHECK(arena->level() == 10);

    // Release the top two; the next lease is the record just released (stack order).
    leased[9]->collision_info.frames_stationary_fall = 3;
    arena->cleanup();
    CHECK(leased[9]->collision_info.frames_stationary_fall == 3); // still readable
    arena->cleanup();
    CHECK(arena->level() == 8);
    CHECK(arena->make() == leased[8]);
    CHECK(arena->make() == leased[9]);
    CHECK(leased[9]->collision_info.frames_stationary_fall == 0); // init on make
    CHECK(arena->make() == nullptr);

    for (int i = 0; i < 10; ++i)
        arena->cleanup();
    CHECK(arena->level() == 0);
    arena->cleanup(); // an unmatched cleanup stays at zero
    CHECK(arena->level() == 0);
    CHECK(arena->make() == leased[0]);
}

TEST_CASE("TransitionLease releases on scope exit, and a custom record type works", "[arena]") {
    struct Extended : TransitionScratch {
        int extra = 0;
        void init() {
            TransitionScratch::init();
            extra = 0;
        }
    };
    auto arena = std::make_unique<TransitionArena<Extended>>();
    {
        TransitionLease<Extended> outer(*arena);
        REQUIRE(outer);
        outer->extra = 4;
        {
            TransitionLease<Extended> inner(*arena);
            CHECK(arena->level() == 2);
            CHECK(inner.get() != outer.get());
        }
        CHECK(arena->level() == 1);
        CHECK(outer->extra == 4);
    }
    CHECK(arena->level() == 0);
    CHECK(arena->make()->extra == 0);
}

TEST_CASE("CellArray keeps order, skips duplicates, removes by swapping the last in", "[arena]") {
    CellArray cells;
    cells.add_cell(0x10u);
    cells.add_cell(0x20u);
    cells.add_cell(0x10u);
    cells.add_cell(0x30u);
    REQUIRE(cells.num_cells == 3u);
    cells.remove_cell(0);
    CHECK(cells.num_cells == 2u);
    CHECK(cells.cells[0].cell_id == 0x30u);
    CHECK(cells.cells[1].cell_id == 0x20u);
    for (std::uint32_t i = 0; i < CellArray::kCapacity + 2; ++i)
        cells.add_cell(0x1000u + i);
    CHECK(cells.num_cells == CellArray::kCapacity);
    CHECK(cells.dropped == 4u);
}
