// The sub-step trace through the real mover: the dispatcher branch each
// sub-step took and the polygons it touched, a traced run bit-identical to an untraced one,
// and no allocation while tracing.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "alloc_counter.h"
#include "physics/world/mover.h"
#include "physics/world/trace.h"
#include "physics/world/world.h"
#include "world_fixtures.h"

using namespace sweeplab::physics;
using sweeplab::test::AllocationCounter;

namespace {

constexpr float kDt = 1.0f / 30.0f;

// Facing the direction at angle `deg` from +x (yaw 0 faces +y).
float facing(float deg) {
    return glm::radians(deg - 90.0f);
}

bool same(const glm::vec3& a, const glm::vec3& b) {
    return std::bit_cast<std::uint32_t>(a.x) == std::bit_cast<std::uint32_t>(b.x) &&
           std::bit_cast<std::uint32_t>(a.y) == std::bit_cast<std::uint32_t>(b.y) &&
           std::bit_cast<std::uint32_t>(a.z) == std::bit_cast<std::uint32_t>(b.z);
}

// Every branch any sub-step noted, and every sub-step's kept branch, over a run.
struct Seen {
    std::set<std::string> noted;
    std::set<std::string> kept;
    void add(const FrameTrace& t) {
        for (std::uint32_t i = 0; i < t.count; ++i) {
            const SubstepTrace& s = t.steps[i];
            kept.insert(s.branch);
            for (std::uint8_t k = 0; k < s.branch_path_count; ++k)
                noted.insert(s.branch_path[k].branch);
        }
    }
};

bool is_corner(const glm::vec3& p, const std::vector<glm::vec3>& corners) {
    for (const glm::vec3& c : corners)
        if (glm::length(p - c) < 1e-4f) return true;
    return false;
}

void add_ball(World& w, std::uint32_t id, const glm::vec3& at, float r, bool creature) {
    ObjectDesc d;
    d.id = id;
    d.pos.frame = Frame::from_yaw(at, 0.0f);
    d.state = creature ? PhysicsState::None : PhysicsState::Static;
    d.creature = creature;
    d.spheres = {Sphere{{0.0f, 0.0f, 0.0f}, r}};
    w.add_object(d);
}

void add_platform(World& w, std::uint32_t id, const glm::vec3& at) {
    ObjectDesc d;
    d.id = id;
    d.pos.frame = Frame::from_yaw(at, 0.0f);
    d.state = PhysicsState::Static;
    d.cylspheres = {CylSphereShape{{0.0f, 0.0f, 0.0f}, 2.597f, 0.256f}};
    w.add_object(d);
}

// Every family in one yard: a wall box, stairs, creatures, a ball and a portal platform.
void build_yard(World& w) {
    w.add_ground(0.0f, 40.0f);
    sweeplab::test::add_box(w, 10, {3.0f, 4.0f, 0.5f}, {1.0f, 1.0f, 0.5f});
    sweeplab::test::add_box(w, 11, {-3.0f, 3.0f, 1.0f}, {0.2f, 2.0f, 1.0f}, 0.4f);
    sweeplab::test::add_stairs(w, 20, 6.0f, 5, 0.2f, 0.3f);
    for (std::uint32_t k = 0; k < 4; ++k)
        sweeplab::test::add_creature(w, 100 + k, {-2.0f + 1.2f * static_cast<float>(k), 2.5f, 0});
    add_ball(w, 200, {1.5f, -2.0f, 0.0f}, 0.6f, false);
    add_platform(w, 300, {-1.0f, -5.0f, 0.0f});
}

} // namespace

TEST_CASE("trace: walking into a wall names the BSP contact branch and the wall polygon",
          "[trace][scene]") {
    World w;
    w.add_ground(0.0f, 20.0f);
    // A wall 4 m wide and 2 m tall whose -y face is the plane y = 1.8.
    sweeplab::test::add_box(w, 600, {0.0f, 2.0f, 1.0f}, {2.0f, 0.2f, 1.0f});
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f)); // facing +y
    auto trace = std::make_unique<FrameTrace>();
    MoverInput in;
    in.forward = 1.0f;
    const std::vector<glm::vec3> corners{{-2, 1.8f, 0}, {2, 1.8f, 0}, {2, 1.8f, 2}, {-2, 1.8f, 2}};
    int blocked = 0;
    for (int f = 0; f < 60; ++f) {
        m.update(kDt, in, trace.get());
        for (std::uint32_t i = 0; i < trace->count; ++i) {
            const SubstepTrace& s = trace->steps[i];
            if (std::string(s.branch) != "BSPTREE::find_collisions/contact/step_sphere_up")
                continue;
            ++blocked;
            CHECK(s.branch_result != TransitionState::OK);
            REQUIRE(s.collide_polygon.valid());
            CHECK(s.collide_polygon.owner == 600u);
            REQUIRE(s.collide_polygon.vertex_count == 4);
            for (std::uint8_t k = 0; k < 4; ++k) {
                const glm::vec3& v = s.collide_polygon.world[k];
                INFO("vertex " << v.x << ", " << v.y << ", " << v.z);
                CHECK(is_corner(v, corners));
            }
            // The chain shows the failed step-up and the slide that answered for it.
            bool failed = false;
            for (std::uint8_t k = 0; k < s.branch_path_count; ++k)
                failed |= std::string(s.branch_path[k].branch) == "CTransition::step_up/failed";
            CHECK(failed);
        }
    }
    CHECK(blocked > 0);
    CHECK(m.output().position.y < 1.8f - 0.47f); // held at the wall
}

TEST_CASE("trace: standing on a box names the box top as the walkable polygon", "[trace][scene]") {
    World w;
    w.add_ground(0.0f, 20.0f);
    sweeplab::test::add_box(w, 10, {0.0f, 3.0f, 0.15f}, {1.5f, 1.5f, 0.15f}); // a 0.3 m dais
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    auto trace = std::make_unique<FrameTrace>();
    MoverInput in;
    in.forward = 1.0f;
    Seen seen;
    int on_top = 0;
    for (int f = 0; f < 40; ++f) {
        m.update(kDt, in, trace.get());
        seen.add(*trace);
        for (std::uint32_t i = 0; i < trace->count; ++i) {
            const TracedPolygon& p = trace->steps[i].walkable_polygon;
            if (!p.valid() || p.owner != 10u) continue;
            ++on_top;
            for (std::uint8_t k = 0; k < p.vertex_count; ++k) {
                CHECK(p.world[k].z == Approx(0.3f).margin(1e-5));
                CHECK(std::fabs(p.world[k].x) == Approx(1.5f).margin(1e-5));
            }
        }
    }
    CHECK(on_top > 0);
    CHECK(seen.noted.count("CTransition::step_up/stepped") == 1);
}

TEST_CASE("trace: a jump onto a static ball lands through the CSphere branches, a creature "
          "never",
          "[trace][scene][sphere_family]") {
    for (bool creature : {false, true}) {
        World w;
        w.add_ground(0.0f, 40.0f);
        add_ball(w, 400, {0.0f, 3.5f, 0.0f}, 1.0f, creature);
        w.finalize();
        Mover m(w, MoverConfig::player());
        REQUIRE(m.place({0.0f, 0.0f, 0.0f}, facing(90.0f)));
        auto trace = std::make_unique<FrameTrace>();
        MoverInput in;
        in.forward = 1.0f;
        in.run = true;
        in.jump = true;
        Seen seen;
        for (int f = 0; f < 90; ++f) {
            m.update(kDt, in, trace.get());
            in.jump = false;
            seen.add(*trace);
        }
        INFO("creature " << creature);
        CHECK(seen.noted.count("CSphere::intersects_sphere/airborne/land_on_sphere") == 1);
        if (!creature) {
            CHECK(seen.kept.count("CSphere::intersects_sphere/collide_retest") == 1);
            // Resting on the dome: the step-down probe's branch.
            CHECK(seen.noted.count("CSphere::intersects_sphere/step_sphere_down") == 1);
        } else {
            CHECK(seen.noted.count("CSphere::intersects_sphere/collide_retest_creature") == 1);
            CHECK(seen.kept.count("transitional_insert/collide_not_landed") == 1);
            CHECK(seen.noted.count("CSphere::intersects_sphere/step_sphere_down") == 0);
        }
    }
}

TEST_CASE("trace: a portal platform is climbed through the CCylSphere branches",
          "[trace][scene][cyl_family]") {
    World w;
    w.add_ground(0.0f, 40.0f);
    add_platform(w, 200, {0.0f, 5.0f, 0.0f});
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, facing(90.0f)));
    auto trace = std::make_unique<FrameTrace>();
    MoverInput in;
    in.forward = 1.0f;
    Seen seen;
    for (int f = 0; f < 120; ++f) {
        m.update(kDt, in, trace.get());
        seen.add(*trace);
    }
    CHECK(seen.kept.count("CCylSphere::intersects_sphere/contact/step_sphere_up") == 1);
    CHECK(seen.noted.count("CTransition::step_up/stepped") == 1);
    CHECK(seen.noted.count("CCylSphere::intersects_sphere/step_sphere_down") == 1);
}

TEST_CASE("trace: tracing changes nothing (bit-identical to an untraced run)", "[trace][scene]") {
    World w;
    build_yard(w);
    w.finalize();
    Mover plain(w, MoverConfig::player());
    Mover traced(w, MoverConfig::player());
    REQUIRE(plain.place({0.0f, 0.0f, 0.0f}, 0.0f));
    REQUIRE(traced.place({0.0f, 0.0f, 0.0f}, 0.0f));
    auto trace = std::make_unique<FrameTrace>();
    Seen seen;
    for (int f = 0; f < 600; ++f) {
        plain.update(kDt, sweeplab::test::wander_input(f));
        traced.update(kDt, sweeplab::test::wander_input(f), trace.get());
        seen.add(*trace);
        const MoverOutput& a = plain.output();
        const MoverOutput& b = traced.output();
        INFO("frame " << f);
        REQUIRE(same(a.position, b.position));
        REQUIRE(same(a.velocity, b.velocity));
        REQUIRE(a.cell == b.cell);
        REQUIRE(a.contact == b.contact);
        REQUIRE(a.substeps == b.substeps);
    }
    // The run did meet something: the trace is not trivially empty.
    CHECK(seen.noted.size() > 3);
}

TEST_CASE("trace: recording every sub-step allocates nothing after warm-up",
          "[trace][scene][alloc]") {
    World w;
    build_yard(w);
    w.finalize();
    Mover m(w, MoverConfig::player());
    REQUIRE(m.place({0.0f, 0.0f, 0.0f}, 0.0f));
    auto trace = std::make_unique<FrameTrace>();
    for (int f = 0; f < 30; ++f)
        m.update(kDt, sweeplab::test::wander_input(f), trace.get());
    std::uint32_t substeps = 0, named = 0;
    AllocationCounter::start();
    for (int f = 30; f < 330; ++f) {
        m.update(kDt, sweeplab::test::wander_input(f), trace.get());
        substeps += trace->count;
        for (std::uint32_t i = 0; i < trace->count; ++i)
            named += trace->steps[i].branch[0] != '\0' ? 1u : 0u;
    }
    CHECK(AllocationCounter::stop() == 0);
    CHECK(substeps > 250u);
    CHECK(named > 0u);
}
