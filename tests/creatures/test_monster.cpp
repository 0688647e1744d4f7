// creatures/monster and lure: ACE's monster moving a creature (wakes on a target in its
// awareness range, chases it, drops it at 96 m, goes home and arrives; sent home from past
// its home radius; teleported home when stuck on the way), and the lure check planted: a
// creature on open land gets home from every direction (no finding); one whose home is on a
// mesa it runs off and cannot climb back is never_home there; one on a 6 m cliff falls; a
// creature whose chase is blocked by a wall it cannot pass loops.
#include <catch2/catch.hpp>

#include <set>

#include "creatures/lure.h"
#include "creatures/monster.h"
#include "tests/physics/creature_fixtures.h"
#include "tests/physics/world_fixtures.h"

using namespace sweeplab;
using namespace sweeplab::creatures;
using namespace sweeplab::physics;
using physics::motion::Creature;
using physics::motion::CreatureConfig;

namespace {

CreatureConfig creature_config(const motion::MotionTable& t, bool edge_slide = false) {
    CreatureConfig c;
    c.mover = MoverConfig::remote();
    c.mover.id = 0x80000101u;
    c.mover.state = PhysicsState::Gravity | PhysicsState::ReportCollisions;
    if (edge_slide) c.mover.state |= PhysicsState::EdgeSlide;
    c.table = &t;
    c.run_rate = 1.5f;
    return c;
}

Position at(float x, float y, float z = 0.0f) {
    Position p;
    p.frame.origin = {x, y, z};
    return p;
}

TargetView target_at(float x, float y, bool present = true) {
    TargetView t;
    t.id = 0x50000001u;
    t.position = at(x, y);
    t.present = present;
    return t;
}

std::set<std::string> kinds(const LureSummary& s) {
    std::set<std::string> out;
    for (const LureResult& r : s.findings)
        out.insert(lure_finding_name(r.finding));
    return out;
}

} // namespace

TEST_CASE("monster: wakes, chases, drops the chase at 96 m and goes home", "[creatures]") {
    World w;
    w.add_ground(0.0f, 200.0f);
    w.finalize();
    const motion::MotionTable table = test::creature_table();
    Creature c(w, creature_config(table));
    REQUIRE(c.place({0.0f, 0.0f, 0.0f}, 0.0f));
    Monster m(c, c.position(), MonsterConfig{});
    // Out of range: asleep.
    m.advance(1.0, target_at(0.0f, 30.0f));
    CHECK(m.state() == MonsterState::Idle);
    // In range: awake and chasing (a MoveToObject).
    double t = 1.0;
    TargetView target = target_at(0.0f, 15.0f);
    for (; t < 3.0; t += 0.2)
        m.advance(t, target);
    CHECK(m.state() == MonsterState::Awake);
    CHECK(m.counts().wakes == 1);
    CHECK(m.counts().chases == 1);
    CHECK(c.move_to().type() == motion::MoveToManager::Type::MoveToObject);
    CHECK(c.position().frame.origin.y > 2.0f); // on its way
    // The target runs north at 8 m/s: past 96 m the chase is dropped and the monster goes home.
    float y = 15.0f;
    while (m.state() == MonsterState::Awake && t < 60.0) {
        y += 8.0f * 0.2f;
        target = target_at(0.0f, y);
        m.advance(t, target);
        t += 0.2;
    }
    CHECK(m.state() == MonsterState::Return);
    CHECK(m.counts().returns == 1);
    target.present = false;
    for (double end = t + 60.0; t < end && m.state() != MonsterState::Idle; t += 0.2)
        m.advance(t, target);
    CHECK(m.state() == MonsterState::Idle);
    CHECK(m.counts().arrivals_home == 1);
    CHECK(m.counts().force_homes == 0);
    // Home, give or take retail's overshoot: running at 6 m/s in 0.2 s slices straight down
    // x = 0, its arrival slice lands exactly on the home point, where the heading to it is 0
    // (Position::heading of a zero offset); the steering turn that starts there adjusts the
    // shared parameters' speed to -1.5 in place, so the stop of the forward motion that
    // follows asks for WalkForward, not the RunForward it runs, and misses (retail's
    // HandleMoveToPosition reuses one MovementParameters). It runs on through the final
    // turn, then stops completely.
    CHECK(glm::length(c.position().frame.origin - m.home().frame.origin) < 6.0f);
}

TEST_CASE("monster: stuck on its way home it is teleported home (ForceHome)", "[creatures]") {
    World w;
    w.add_ground(0.0f, 100.0f);
    // Home on a mesa 1.2 m high (more than its 0.4 m step up), 20 x 20 m.
    test::add_box(w, 10, {0.0f, 0.0f, 0.6f}, {10.0f, 10.0f, 0.6f});
    w.finalize();
    const motion::MotionTable table = test::creature_table();
    Creature c(w, creature_config(table));
    REQUIRE(c.place({0.0f, 6.0f, 1.2f}, 0.0f));
    REQUIRE(c.position().frame.origin.z == Approx(1.2f).margin(0.01));
    Monster m(c, c.position(), MonsterConfig{});
    // A target north, off the mesa, walking away: the monster runs off the edge after it.
    double t = 0.0;
    float y = 20.0f;
    for (; t < 20.0; t += 0.2) {
        y += 4.0f * 0.2f;
        m.advance(t, target_at(0.0f, y));
    }
    CHECK(c.position().frame.origin.y > 10.0f); // off the mesa
    CHECK(c.position().frame.origin.z < 0.1f);
    for (const double end = t + 60.0; t < end && m.counts().force_homes == 0; t += 0.2)
        m.advance(t, target_at(0.0f, y, false));
    CHECK(m.counts().force_homes == 1);
    CHECK(m.counts().arrivals_home == 0);
    // Teleported: home, and asleep half a second later.
    CHECK(glm::length(c.position().frame.origin - m.home().frame.origin) < 0.05f);
    for (const double end = t + 1.0; t < end; t += 0.2)
        m.advance(t, target_at(0.0f, y, false));
    CHECK(m.state() == MonsterState::Idle);
}

TEST_CASE("lure: a creature on open land gets home from every direction", "[creatures]") {
    World w;
    w.add_ground(0.0f, 240.0f);
    w.finalize();
    const motion::MotionTable table = test::creature_table();
    const LureSummary s = lure(w, creature_config(table), at(0.0f, 0.0f), MonsterConfig{});
    CHECK(s.lures == 16);
    CHECK(s.findings.empty());
    CHECK(s.home == 16);
    CHECK(s.creature_seconds > 16 * 25.0);
}

TEST_CASE("lure: planted places found there and nowhere else", "[creatures]") {
    World w;
    w.add_ground(0.0f, 400.0f);
    // West: a mesa 1.2 m high around a home at (-150, 0): every lure runs it off the edge and
    // it cannot climb back.
    test::add_box(w, 10, {-150.0f, 0.0f, 0.6f}, {10.0f, 10.0f, 0.6f});
    // East: a cliff 6 m high around a home at (150, 0): it runs off and falls.
    test::add_box(w, 20, {150.0f, 0.0f, 3.0f}, {6.0f, 6.0f, 3.0f});
    w.finalize();
    const motion::MotionTable table = test::creature_table();
    LureOptions o;
    o.directions = 4;
    const LureSummary open = lure(w, creature_config(table), at(0.0f, -150.0f), MonsterConfig{}, o);
    CHECK(open.findings.empty());
    const LureSummary mesa =
        lure(w, creature_config(table), at(-150.0f, 0.0f, 1.2f), MonsterConfig{}, o);
    CHECK(kinds(mesa) == std::set<std::string>{"never_home"});
    CHECK(mesa.findings.size() == 4);
    for (const LureResult& r : mesa.findings)
        CHECK(r.where.frame.origin.z < 0.1f); // stuck at the mesa's foot
    const LureSummary cliff =
        lure(w, creature_config(table), at(150.0f, 0.0f, 6.0f), MonsterConfig{}, o);
    CHECK(kinds(cliff).count("fell") == 1);
    // With edge slide the same creature is held at the cliff's edge and gets home.
    const LureSummary held =
        lure(w, creature_config(table, true), at(150.0f, 0.0f, 6.0f), MonsterConfig{}, o);
    CHECK(kinds(held).count("fell") == 0);
}
