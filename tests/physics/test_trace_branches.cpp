// The sub-step trace's dispatcher hooks, branch by branch: each CSphere,
// CCylSphere and BSPTREE::find_collisions branch names itself in the recorder when a trace
// is attached, the BSP branches record the polygon they hit in world space, and with no
// trace attached the dispatchers answer exactly as before.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "collision_family_fixture.h"
#include "fixtures/bsp_fixtures.h"
#include "fixtures/bsp_trees.h"
#include "physics/bsp/bsp_tree.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/collision/cyl_sphere_collision.h"
#include "physics/collision/sphere_collision.h"
#include "physics/math/constants.h"
#include "physics/world/trace.h"

using namespace sweeplab::physics;
using namespace sweeplab::physics::testing;
using sweeplab::test::MeshBuilder;
using TS = TransitionState;

namespace {

constexpr std::uint32_t kOwner = 0xB5u;

// One recorder for the whole file (a FrameTrace is large: on the heap, once).
FrameTrace& recorder() {
    static const std::unique_ptr<FrameTrace> trace = std::make_unique<FrameTrace>();
    return *trace;
}

// Attaches a cleared recorder to `t`, as the mover does for a traced transition.
FrameTrace& attach(Transition& t) {
    FrameTrace& trace = recorder();
    trace.clear();
    t.trace = &trace;
    return trace;
}

std::vector<std::string> noted(const FrameTrace& trace) {
    std::vector<std::string> out;
    for (std::uint8_t k = 0; k < trace.pending.count; ++k)
        out.emplace_back(trace.pending.path[k].branch);
    return out;
}

std::string summary(const FrameTrace& trace) {
    return trace.pending.summary_rank != 0 ? trace.pending.summary.branch : "";
}

// Runs `run` on a traced and an untraced copy of the same record; both must answer the same
// and leave the same path. Returns the traced answer; `trace` holds its notes.
template <class Run>
TS both(const Transition& proto, Run run, FrameTrace*& trace) {
    auto plain = std::make_unique<Transition>(proto);
    auto traced = std::make_unique<Transition>(proto);
    plain->trace = nullptr;
    trace = &attach(*traced);
    const TS a = run(*plain);
    const TS b = run(*traced);
    CHECK(a == b);
    CHECK(feet(*plain) == feet(*traced));
    CHECK(plain->collision_info.collision_normal == traced->collision_info.collision_normal);
    CHECK(plain->sphere_path.collide == traced->sphere_path.collide);
    return b;
}

Sphere body_at(float x, float y, float r = 0.5f) {
    return Sphere{{x, y, kFootZ}, r};
}

std::unique_ptr<Transition> in_part(glm::vec3 curr, glm::vec3 check, ObjectInfoState state,
                                    std::uint32_t num = 2) {
    auto t = mover(curr, check, state, num);
    t->sphere_path.cache_localspace_sphere(Position{kCell, Frame{}}, 1.0f);
    return t;
}

std::unique_ptr<Transition> grounded(glm::vec3 curr, glm::vec3 check) {
    auto t = mover(curr, check, kGrounded);
    on_ground(*t);
    t->collision_info.init_last_known_contact_plane(kCell, Plane{{0, 0, 1}, 0}, false);
    t->sphere_path.check_cell = kNullCellId; // step_up's probe finds nothing: it slides
    t->sphere_path.cache_localspace_sphere(Position{kCell, Frame{}}, 1.0f);
    return t;
}

} // namespace

TEST_CASE("trace hooks: CSphere::intersects_sphere names every branch", "[trace][sphere_family]") {
    FrameTrace* tr = nullptr;
    SECTION("placement") {
        auto t = mover({0, 0, 0}, {0, 0, 0}, kGrounded);
        t->sphere_path.insert_type = InsertType::Placement;
        auto run = [](Transition& x) { return sphere_intersects(body_at(0.9f, 0), x, true); };
        CHECK(both(*t, run, tr) == TS::Collided);
        CHECK(noted(*tr) == std::vector<std::string>{"CSphere::intersects_sphere/placement"});
        CHECK(tr->pending.path[0].probe); // a placement check is a probe
    }
    SECTION("step-down onto a ball, and a creature refused") {
        auto t = mover({0, 0, 0.5f}, {0.3f, 0, 0.0f}, kGrounded);
        SpherePath& sp = t->sphere_path;
        sp.step_down = true;
        sp.step_down_amt = 0.5f;
        sp.walk_interp = 1.0f;
        sp.walkable_allowance = kFloorZ;
        const Sphere ball{{0.3f, 0.0f, -0.6f}, 0.6f};
        auto rest = [&](Transition& x) { return sphere_intersects(ball, x, false); };
        CHECK(both(*t, rest, tr) == TS::Adjusted);
        CHECK(summary(*tr) == "CSphere::intersects_sphere/step_sphere_down");
        auto refuse = [&](Transition& x) { return sphere_intersects(ball, x, true); };
        CHECK(both(*t, refuse, tr) == TS::OK);
        CHECK(noted(*tr) ==
              std::vector<std::string>{"CSphere::intersects_sphere/step_down_creature"});
    }
    SECTION("walkable probe") {
        auto t = mover({0, 0, 0}, {0, 0, 0}, kGrounded);
        t->sphere_path.check_walkable = true;
        auto run = [](Transition& x) { return sphere_intersects(body_at(0.9f, 0), x, true); };
        CHECK(both(*t, run, tr) == TS::Collided);
        CHECK(summary(*tr) == "CSphere::intersects_sphere/check_walkable");
    }
    SECTION("grounded: a tall creature is too tall to step onto") {
        auto t = mover({0, 0, 0}, {0.1f, 0, 0}, kGrounded);
        on_ground(*t);
        auto run = [](Transition& x) { return sphere_intersects(body_at(1.0f, 0.2f), x, true); };
        CHECK(both(*t, run, tr) == TS::Slid);
        // The callee returns first, then the dispatcher branch that called it.
        CHECK(noted(*tr) == std::vector<std::string>{"CSphere::step_sphere_up/too_tall_slide",
                                                     "CSphere::intersects_sphere/contact/"
                                                     "step_sphere_up"});
        CHECK(summary(*tr) == "CSphere::intersects_sphere/contact/step_sphere_up");
        CHECK(tr->pending.summary.result == TS::Slid);
        CHECK_FALSE(tr->pending.summary.probe);
    }
    SECTION("grounded: the head leg") {
        auto t = mover({0, 0, 0}, {0.1f, 0, 0}, kGrounded);
        on_ground(*t);
        const Sphere high{{1.0f, 0.2f, kHeadZ}, 0.5f};
        auto run = [&](Transition& x) { return sphere_intersects(high, x, true); };
        CHECK(both(*t, run, tr) == TS::Slid);
        CHECK(summary(*tr) == "CSphere::intersects_sphere/contact/head_slide_sphere");
    }
    SECTION("path-clipped") {
        auto t = mover({0, 0, 0}, {0.3f, 0, 0}, ObjectInfoState::PathClipped, 1);
        auto run = [](Transition& x) { return sphere_intersects(body_at(1.0f, 0), x, false); };
        CHECK(both(*t, run, tr) == TS::Collided);
        CHECK(summary(*tr) == "CSphere::intersects_sphere/path_clipped/collide_with_point");
    }
    SECTION("airborne: the foot lands, the head stops") {
        auto t = mover({0, 0, 0.5f}, {0.1f, 0, 0.3f}, ObjectInfoState::Default);
        const Sphere ball{{0.1f, 0.0f, 0.0f}, 0.5f};
        auto land = [&](Transition& x) { return sphere_intersects(ball, x, false); };
        CHECK(both(*t, land, tr) == TS::Adjusted);
        CHECK(summary(*tr) == "CSphere::intersects_sphere/airborne/land_on_sphere");
        auto h = mover({0, 0, 0}, {0.1f, 0, 0}, ObjectInfoState::Default);
        const Sphere high{{1.0f, 0, kHeadZ}, 0.5f};
        auto head = [&](Transition& x) { return sphere_intersects(high, x, false); };
        CHECK(both(*h, head, tr) == TS::Collided);
        CHECK(summary(*tr) == "CSphere::intersects_sphere/airborne/head_collide_with_point");
    }
    SECTION("the collide re-test, never on a creature") {
        auto t = mover({0.3f, 0, 0.5f}, {0.3f, 0, 0.0f}, ObjectInfoState::Default);
        t->sphere_path.set_collide(glm::vec3(0, 0, 1));
        t->sphere_path.walkable_allowance = kLandingZ;
        const Sphere ball{{0.0f, 0.0f, -0.4f}, 0.5f};
        auto rest = [&](Transition& x) { return sphere_intersects(ball, x, false); };
        CHECK(both(*t, rest, tr) == TS::Adjusted);
        CHECK(summary(*tr) == "CSphere::intersects_sphere/collide_retest");
        auto refuse = [&](Transition& x) { return sphere_intersects(ball, x, true); };
        CHECK(both(*t, refuse, tr) == TS::OK);
        CHECK(summary(*tr) == "CSphere::intersects_sphere/collide_retest_creature");
    }
    SECTION("nothing touched notes nothing") {
        auto t = mover({0, 0, 0}, {0.1f, 0, 0}, kGrounded);
        on_ground(*t);
        auto run = [](Transition& x) { return sphere_intersects(body_at(5.0f, 0), x, true); };
        CHECK(both(*t, run, tr) == TS::OK);
        CHECK(tr->pending.count == 0);
        CHECK(summary(*tr).empty());
    }
}

TEST_CASE("trace hooks: CCylSphere::intersects_sphere names every branch", "[trace][cyl_family]") {
    const CylSphere platform{{5.0f, 0.0f, 0.0f}, 2.597f, 0.256f};
    const CylSphere pillar{{2.0f, 0.0f, 0.0f}, 0.5f, 2.0f};
    FrameTrace* tr = nullptr;
    SECTION("placement and the walkable probe") {
        auto t = mover({1.2f, 0, 0}, {1.2f, 0, 0}, kGrounded);
        t->sphere_path.insert_type = InsertType::Placement;
        auto run = [&](Transition& x) { return cylsphere_intersects(pillar, x); };
        CHECK(both(*t, run, tr) == TS::Collided);
        CHECK(summary(*tr) == "CCylSphere::intersects_sphere/placement");
        auto w = mover({1.2f, 0, 0}, {1.2f, 0, 0}, kGrounded);
        w->sphere_path.check_walkable = true;
        CHECK(both(*w, run, tr) == TS::Collided);
        CHECK(summary(*tr) == "CCylSphere::intersects_sphere/check_walkable");
    }
    SECTION("step-down onto the platform top") {
        auto t = mover({3.0f, 0, 0.1f}, {3.0f, 0, 0.1f}, kGrounded);
        t->sphere_path.step_down = true;
        t->sphere_path.step_down_amt = 0.4f;
        t->sphere_path.walk_interp = 1.0f;
        auto run = [&](Transition& x) { return cylsphere_intersects(platform, x); };
        CHECK(both(*t, run, tr) == TS::Adjusted);
        CHECK(summary(*tr) == "CCylSphere::intersects_sphere/step_sphere_down");
        CHECK(tr->pending.summary.probe);
    }
    SECTION("grounded into a tall pillar") {
        const CylSphere tall{{1.0f, 0.2f, 0.0f}, 0.3f, 3.0f};
        auto t = mover({0, 0, 0}, {0.5f, 0, 0}, kGrounded);
        on_ground(*t);
        auto run = [&](Transition& x) { return cylsphere_intersects(tall, x); };
        CHECK(both(*t, run, tr) == TS::Slid);
        CHECK(noted(*tr) == std::vector<std::string>{"CCylSphere::step_sphere_up/too_tall_slide",
                                                     "CCylSphere::intersects_sphere/contact/"
                                                     "step_sphere_up"});
    }
    SECTION("grounded: the head leg") {
        const CylSphere slab{{0.0f, 0.0f, 1.6f}, 1.0f, 0.5f};
        auto t = mover({0, 0, 0}, {0.1f, 0, 0.05f}, kGrounded);
        on_ground(*t);
        auto run = [&](Transition& x) { return cylsphere_intersects(slab, x); };
        CHECK(both(*t, run, tr) == TS::Collided);
        CHECK(summary(*tr) == "CCylSphere::intersects_sphere/contact/head_slide_sphere");
    }
    SECTION("path-clipped") {
        auto t = mover({0, 0, 0}, {1.2f, 0, 0}, ObjectInfoState::PathClipped, 1);
        auto run = [&](Transition& x) { return cylsphere_intersects(pillar, x); };
        CHECK(both(*t, run, tr) == TS::Collided);
        CHECK(summary(*tr) == "CCylSphere::intersects_sphere/path_clipped/collide_with_point");
    }
    SECTION("airborne: land_on_cylinder, a head hit, then the re-test") {
        auto t = mover({2, 0, 2.5f}, {2, 0, 1.9f}, ObjectInfoState::Default);
        auto run = [&](Transition& x) { return cylsphere_intersects(pillar, x); };
        CHECK(both(*t, run, tr) == TS::Adjusted);
        CHECK(summary(*tr) == "CCylSphere::intersects_sphere/airborne/land_on_cylinder");
        const CylSphere lamp{{1.2f, 0, 1.2f}, 0.3f, 1.0f};
        auto h = mover({0, 0, 0}, {0.5f, 0, 0}, ObjectInfoState::Default);
        auto head = [&](Transition& x) { return cylsphere_intersects(lamp, x); };
        CHECK(both(*h, head, tr) == TS::Collided);
        CHECK(summary(*tr) == "CCylSphere::intersects_sphere/airborne/head_collide_with_point");
        auto r = mover({3, 0, 0.5f}, {3, 0, 0.1f}, ObjectInfoState::Default);
        r->sphere_path.set_collide(glm::vec3(0, 0, 1));
        r->sphere_path.walkable_allowance = kLandingZ;
        auto retest = [&](Transition& x) { return cylsphere_intersects(platform, x); };
        CHECK(both(*r, retest, tr) == TS::Adjusted);
        CHECK(summary(*tr) == "CCylSphere::intersects_sphere/collide_retest");
    }
}

TEST_CASE("trace hooks: BSPTREE::find_collisions names its six paths", "[trace][bsp]") {
    FrameTrace* tr = nullptr;
    const PhysicsBsp floor = sweeplab::test::slab_tree();
    auto on = [](const PhysicsBsp& tree) {
        return [&tree](Transition& x) { return bsptree::find_collisions(tree, kOwner, x, 1.0f); };
    };
    SECTION("1 placement") {
        auto t = in_part({0, 0, -0.2f}, {0, 0, -0.2f}, ObjectInfoState::Default);
        t->sphere_path.insert_type = InsertType::Placement;
        CHECK(both(*t, on(floor), tr) == TS::Collided);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/placement");
        CHECK_FALSE(tr->pending.collide.valid()); // an overlap test names no polygon
    }
    SECTION("2 check_walkable") {
        auto t = in_part({0, 0, -0.1f}, {0, 0, -0.1f}, ObjectInfoState::Default);
        t->sphere_path.check_walkable = true;
        t->sphere_path.walkable_allowance = kFloorZ;
        CHECK(both(*t, on(floor), tr) == TS::Collided);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/check_walkable");
    }
    SECTION("3 step_down") {
        auto t = in_part({0, 0, 0.3f}, {0, 0, -0.1f}, kGrounded);
        t->sphere_path.step_down = true;
        t->sphere_path.step_down_amt = 0.5f;
        t->sphere_path.walk_interp = 1.0f;
        t->sphere_path.walkable_allowance = kFloorZ;
        CHECK(both(*t, on(floor), tr) == TS::Adjusted);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/step_sphere_down");
        CHECK(tr->pending.summary.probe);
    }
    SECTION("4 collide: landing on the floor names the floor") {
        auto t = in_part({0, 0, 0.3f}, {0, 0, -0.1f}, ObjectInfoState::Default);
        t->sphere_path.collide = true;
        t->sphere_path.walk_interp = 1.0f;
        t->sphere_path.walkable_allowance = kLandingZ;
        CHECK(both(*t, on(floor), tr) == TS::Adjusted);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/collide/find_walkable");
        REQUIRE(tr->pending.collide.valid());
        for (std::uint8_t k = 0; k < tr->pending.collide.vertex_count; ++k)
            CHECK(tr->pending.collide.world[k].z == Approx(0.0f).margin(1e-6));
    }
    SECTION("5 contact: foot step-up, head slide, deferred negative hits") {
        const PhysicsBsp curb = sweeplab::test::block_tree(0.0f, 0.3f);
        auto t = grounded({0.4f, 0, 0}, {0.6f, 0.2f, 0});
        CHECK(both(*t, on(curb), tr) == TS::Slid);
        CHECK(noted(*tr) == std::vector<std::string>{"CTransition::step_up/failed",
                                                     "SPHEREPATH::step_up_slide",
                                                     "BSPTREE::find_collisions/contact/"
                                                     "step_sphere_up"});
        CHECK(summary(*tr) == "BSPTREE::find_collisions/contact/step_sphere_up");
        CHECK(tr->pending.collide.owner == kOwner);
        const PhysicsBsp lintel = sweeplab::test::block_tree(1.1f, 2.0f);
        auto h = grounded({0.4f, 0, 0}, {0.6f, 0.2f, 0});
        CHECK(both(*h, on(lintel), tr) == TS::Slid);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/contact/head_slide_sphere");
        auto back = grounded({0.65f, 0.2f, 0}, {0.55f, 0.2f, 0});
        CHECK(both(*back, on(lintel), tr) == TS::OK);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/contact/head_neg_poly");
        const PhysicsBsp low = sweeplab::test::block_tree(0.0f, 0.7f);
        CHECK(both(*back, on(low), tr) == TS::OK);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/contact/foot_neg_poly");
        REQUIRE(tr->pending.collide.valid());
        for (std::uint8_t k = 0; k < tr->pending.collide.vertex_count; ++k)
            CHECK(tr->pending.collide.world[k].x == Approx(1.0f).margin(1e-6)); // the -x face
    }
    SECTION("6 airborne: set_collide, head collided, path-clipped") {
        auto t = in_part({0, 0, 0.3f}, {0, 0, -0.1f}, ObjectInfoState::Default);
        CHECK(both(*t, on(floor), tr) == TS::Adjusted);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/airborne/set_collide");
        MeshBuilder b;
        b.box({-5, -5, 1.5f}, {5, 5, 2.5f}, true);
        const PhysicsBsp ceiling = sweeplab::test::compile_physics_tree(b);
        auto h = in_part({0, 0, 0}, {0, 0, 0.1f}, ObjectInfoState::Default);
        CHECK(both(*h, on(ceiling), tr) == TS::Collided);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/airborne/head_collided");
        REQUIRE(tr->pending.collide.valid());
        CHECK(tr->pending.collide.world[0].z == Approx(1.5f).margin(1e-6)); // the underside
        auto p = in_part({0, 0, 1}, {0, 0, -0.3f}, ObjectInfoState::PathClipped, 1);
        CHECK(both(*p, on(floor), tr) == TS::Collided);
        CHECK(summary(*tr) == "BSPTREE::find_collisions/path_clipped/collide_with_pt");
    }
}

TEST_CASE("trace hooks: the polygon hit in a turned, moved, scaled part is in world space",
          "[trace][bsp]") {
    // The block's -x face (local x = 1, y in [-2, 2], z in [0, 2]) in a part at (5, 3, 0)
    // turned 90 degrees left (local +x -> world +y) at scale 1.5: world y = 4.5,
    // x in [2, 8], z in [0, 3].
    const PhysicsBsp wall = sweeplab::test::block_tree(0.0f, 2.0f);
    const Position part{kCell, Frame::from_yaw({5.0f, 3.0f, 0.0f}, glm::radians(90.0f))};
    const float scale = 1.5f;
    auto t = mover({5.0f, 3.9f, 0}, {5.0f, 4.1f, 0}, kGrounded);
    on_ground(*t);
    t->collision_info.init_last_known_contact_plane(kCell, Plane{{0, 0, 1}, 0}, false);
    t->sphere_path.check_cell = kNullCellId;
    t->sphere_path.cache_localspace_sphere(part, scale);
    FrameTrace& tr = attach(*t);
    CHECK(bsptree::find_collisions(wall, kOwner, *t, scale) != TS::OK);
    const TracedPolygon& p = tr.pending.collide;
    REQUIRE(p.valid());
    CHECK(p.owner == kOwner);
    REQUIRE(p.vertex_count == 4);
    // The recorder's conversion agrees with the BSP's own local vertices.
    const PolygonView local = wall.polygon(p.index);
    const std::vector<glm::vec3> corners{{2, 4.5f, 0}, {8, 4.5f, 0}, {8, 4.5f, 3}, {2, 4.5f, 3}};
    for (std::uint8_t k = 0; k < p.vertex_count; ++k) {
        const glm::vec3 expect = part.frame.local_to_global(scale * local.vertices[k]);
        CHECK(glm::length(p.world[k] - expect) < 1e-5f);
        bool corner = false;
        for (const glm::vec3& c : corners)
            corner |= glm::length(p.world[k] - c) < 1e-4f;
        INFO("vertex " << p.world[k].x << ", " << p.world[k].y << ", " << p.world[k].z);
        CHECK(corner);
    }
}
