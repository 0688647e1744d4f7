#include <catch2/catch.hpp>

#include <array>
#include <cstddef>
#include <memory>

#include "alloc_counter.h"
#include "physics/transition/transition_arena.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

// The four mover families (docs/research/retail-reference.md, "The mover families").
struct Mover {
    const char* name;
    std::uint32_t num_sphere;
    std::array<Sphere, 2> spheres;
    ObjectInfoState state;
    PhysicsState physics;
};

const std::array<Mover, 4> kMovers{{
    {"player",
     2,
     {Sphere{{0.0f, 0.0f, 0.475f}, 0.48f}, Sphere{{0.0f, 0.0f, 1.35f}, 0.48f}},
     ObjectInfoState::Contact | ObjectInfoState::OnWalkable,
     PhysicsState::Gravity},
    {"remote",
     2,
     {Sphere{{0.0f, 0.0f, 0.475f}, 0.48f}, Sphere{{0.0f, 0.0f, 1.35f}, 0.48f}},
     ObjectInfoState::Default,
     PhysicsState::Gravity},
    {"projectile",
     1,
     {Sphere{{0.0f, 0.0f, 0.0f}, 0.05f}, Sphere{}},
     ObjectInfoState::PathClipped,
     PhysicsState::Missile},
    {"viewer",
     1,
     {Sphere{{0.0f, 0.0f, 0.0f}, 0.3f}, Sphere{}},
     ObjectInfoState::IsViewer | ObjectInfoState::PathClipped | ObjectInfoState::FreeRotate |
         ObjectInfoState::PerfectClip,
     PhysicsState::None},
}};

// make -> init -> fill -> cleanup, touching every per-resolve write path of the scratch,
// with one nested lease as retail does for a push or a placement inside a transition.
float one_resolve(TransitionArena<>& arena, const Mover& m, int seed) {
    TransitionScratch* t = arena.make();
    if (t == nullptr) return -1.0f;
    PhysicsObjDesc desc;
    desc.id = 0x50000001u + static_cast<std::uint32_t>(seed);
    desc.state = m.physics;
    desc.step_up_height = 0.6f;
    desc.step_down_height = 1.5f;
    desc.has_weenie = true;
    t->object_info.init(desc, m.state);
    t->sphere_path.init_sphere(m.num_sphere, m.spheres.data(), 1.0f);
    const float s = static_cast<float>(seed % 17) * 0.01f;
    const Position begin{0x0101u, Frame::from_yaw({s, 0.0f, 0.0f}, s)};
    const Position end{0x0101u, Frame::from_yaw({s + 1.0f, 0.5f, 0.0f}, s)};
    t->collision_info.init_contact_plane(0x0101u, Plane{}, false);
    t->sphere_path.init_path(0x0101u, &begin, end);
    t->sphere_path.set_check_pos(begin, 0x0101u);
    for (int step = 0; step < 20; ++step) {
        t->sphere_path.save_check_pos();
        t->sphere_path.add_offset_to_check_pos({0.05f, 0.025f, 0.0f});
        t->sphere_path.cache_localspace_sphere(end, 1.0f);
        t->sphere_path.set_collide({-1.0f, 0.0f, 0.0f});
        t->collision_info.set_collision_normal({-1.0f, 0.1f, 0.0f});
        t->collision_info.set_sliding_normal(t->collision_info.collision_normal);
        t->collision_info.add_object(static_cast<std::uint32_t>(step), TransitionState::Slid);
        t->cell_array.add_cell(0x0101u + static_cast<std::uint32_t>(step % 3));
        t->sphere_path.restore_check_pos();
        t->sphere_path.cache_global_curr_center();
    }
    TransitionScratch* nested = arena.make();
    if (nested != nullptr) {
        nested->sphere_path.init_sphere(m.num_sphere, m.spheres.data(), 1.0f);
        nested->sphere_path.init_path(0x0101u, nullptr, end);
        arena.cleanup();
    }
    const float z = t->sphere_path.global_sphere[0].center.z;
    arena.cleanup();
    return z;
}

} // namespace

TEST_CASE("make -> init -> fill -> cleanup allocates nothing after warm-up", "[arena][alloc]") {
    auto arena = std::make_unique<TransitionArena<>>();
    for (const Mover& m : kMovers) {
        for (int i = 0; i < 64; ++i)
            (void)one_resolve(*arena, m, i); // warm-up
        float sink = 0.0f;
        AllocationCounter::start();
        for (int i = 0; i < 1024; ++i)
            sink += one_resolve(*arena, m, i);
        const std::size_t count = AllocationCounter::stop();
        INFO(m.name);
        CHECK(count == 0u);
        CHECK(sink > -1.0f);
        CHECK(arena->level() == 0);
    }
}

TEST_CASE("the allocation counter does count", "[alloc]") {
    AllocationCounter::start();
    auto p = std::make_unique<int>(3);
    const std::size_t count = AllocationCounter::stop();
    CHECK(count == 1u);
    CHECK(*p == 3);
}
