// physics/motion/motion_table and motion_interp: CMotionTable's sequencing on a creature's
// table built here (Ready, WalkForward, RunForward and TurnRight cycles, a turn modifier, a
// link from Ready to RunForward): the default state, a run with its link before the cycle and
// its velocity x speed, a change of speed alone scaling the cycle's framerate, a turn beside
// the run as a modifier and its stop, stopping the run back to Ready; and adjust_motion,
// apply_run_to_command and the run rate against hand-computed figures.
#include <catch2/catch.hpp>

#include "physics/motion/motion_interp.h"
#include "physics/motion/motion_table.h"

using namespace sweeplab::physics::motion;

namespace {

MotionData cycle(const Animation* a, glm::vec3 v, glm::vec3 w, std::uint8_t bitfield = 0) {
    MotionData m;
    m.bitfield = bitfield;
    if (a != nullptr) m.anims.push_back(AnimRef{a, 0, -1, 30.0f});
    m.velocity = v;
    m.omega = w;
    return m;
}

// A creature's table as retail's are shaped (docs/creatures.md).
struct Creature {
    MotionTable table;
    Creature() {
        auto idle = std::make_unique<Animation>();
        idle->num_frames = 10;
        auto run = std::make_unique<Animation>();
        run->num_frames = 20;
        auto link = std::make_unique<Animation>();
        link->num_frames = 5;
        const Animation* i = idle.get();
        const Animation* r = run.get();
        const Animation* l = link.get();
        table.animations.push_back(std::move(idle));
        table.animations.push_back(std::move(run));
        table.animations.push_back(std::move(link));
        table.default_style = kNonCombat;
        table.style_defaults = {{kNonCombat, kReady}};
        const auto k = [](std::uint32_t m) { return MotionTable::key(kNonCombat, m); };
        table.cycles = {{k(kReady), cycle(i, glm::vec3(0.0f), glm::vec3(0.0f), 1)},
                        {k(kWalkForward), cycle(r, {0.0f, 1.25f, 0.0f}, glm::vec3(0.0f))},
                        {k(kRunForward), cycle(r, {0.0f, 4.0f, 0.0f}, glm::vec3(0.0f))},
                        {k(kTurnRight), cycle(i, glm::vec3(0.0f), {0.0f, 0.0f, 1.5f}, 2)}};
        table.modifiers = {{k(kTurnRight), cycle(nullptr, glm::vec3(0.0f), {0.0f, 0.0f, 1.5f})}};
        MotionLinks from_ready;
        from_ready.key = k(kReady);
        from_ready.to = {{kRunForward, cycle(l, glm::vec3(0.0f), glm::vec3(0.0f))}};
        table.links = {from_ready};
    }
};

} // namespace

TEST_CASE("motion table: the default state is the style's default substate", "[motion]") {
    const Creature c;
    MotionState st;
    Sequence seq;
    set_default_state(c.table, st, seq);
    CHECK(st.style == kNonCombat);
    CHECK(st.substate == kReady);
    CHECK(st.substate_mod == 1.0f);
    CHECK(seq.node_count() == 1);
    CHECK(seq.velocity() == glm::vec3(0.0f));
}

TEST_CASE("motion table: a run, its link before the cycle, a new speed, a turn beside it",
          "[motion]") {
    const Creature c;
    MotionState st;
    Sequence seq;
    set_default_state(c.table, st, seq);
    REQUIRE(get_object_sequence(c.table, kRunForward, st, seq, 2.5f));
    CHECK(st.substate == kRunForward);
    CHECK(st.substate_mod == 2.5f);
    // The Ready cycle goes; the link from Ready, then the run cycle.
    REQUIRE(seq.node_count() == 2);
    CHECK(seq.node(0).anim->num_frames == 5);
    CHECK(seq.node(1).anim->num_frames == 20);
    CHECK(seq.first_cyclic() == 1);
    CHECK(seq.current() == 0); // the link plays first
    CHECK(seq.links_pending());
    CHECK(seq.node(1).framerate == 75.0f); // 30 x 2.5
    CHECK(seq.velocity().y == 10.0f);      // 4 x 2.5
    // The same motion at another speed: only the cycle's framerate and the velocity change.
    REQUIRE(get_object_sequence(c.table, kRunForward, st, seq, 3.0f));
    CHECK(seq.node_count() == 2);
    CHECK(seq.node(1).framerate == Approx(90.0f));
    CHECK(seq.velocity().y == Approx(12.0f));
    // TurnRight from a run is not allowed as a cycle (bitfield 2): it is the modifier.
    REQUIRE(get_object_sequence(c.table, kTurnRight, st, seq, -1.0f));
    CHECK(st.substate == kRunForward);
    REQUIRE(st.num_modifiers == 1);
    CHECK(st.modifiers[0].motion == kTurnRight);
    CHECK(seq.omega().z == -1.5f);
    CHECK(seq.velocity().y == Approx(12.0f));
    // Taken twice, the modifier is not added twice.
    REQUIRE(get_object_sequence(c.table, kTurnRight, st, seq, -1.0f));
    CHECK(st.num_modifiers == 1);
    CHECK(seq.omega().z == -1.5f);
    REQUIRE(stop_sequence_motion(c.table, kTurnRight, st, seq));
    CHECK(st.num_modifiers == 0);
    CHECK(seq.omega().z == 0.0f);
    // Stopping the run goes back to the default substate.
    REQUIRE(stop_sequence_motion(c.table, kRunForward, st, seq));
    CHECK(st.substate == kReady);
    CHECK(seq.velocity() == glm::vec3(0.0f));
    CHECK_FALSE(stop_sequence_motion(c.table, kRunForward, st, seq));
}

TEST_CASE("motion table: a turn from standing is the turn cycle", "[motion]") {
    const Creature c;
    MotionState st;
    Sequence seq;
    set_default_state(c.table, st, seq);
    REQUIRE(get_object_sequence(c.table, kTurnRight, st, seq, 1.0f));
    CHECK(st.substate == kTurnRight);
    CHECK(st.num_modifiers == 0);
    CHECK(seq.omega().z == 1.5f);
    // A motion the table has nothing for is refused and changes nothing.
    CHECK_FALSE(get_object_sequence(c.table, 0x41000099u, st, seq, 1.0f));
    CHECK(st.substate == kTurnRight);
}

TEST_CASE("motion table: get_link forwards, backwards and from the style", "[motion]") {
    const Creature c;
    const MotionData* l = get_link(c.table, kNonCombat, kReady, 1.0f, kRunForward, 1.0f);
    REQUIRE(l != nullptr);
    CHECK(l->anims[0].anim->num_frames == 5);
    CHECK(get_link(c.table, kNonCombat, kWalkForward, 1.0f, kRunForward, 1.0f) == nullptr);
    // Backwards (a negative speed): the reverse table, from the motion to the substate.
    CHECK(get_link(c.table, kNonCombat, kReady, 1.0f, kRunForward, -1.0f) == nullptr);
}

TEST_CASE("motion interp: adjust_motion, apply_run_to_command and the run rate by hand",
          "[motion]") {
    std::uint32_t m = kWalkForward;
    float s = 1.0f;
    adjust_motion(m, s, HoldKey::Run, HoldKey::None, 2.375f);
    CHECK(m == kRunForward);
    CHECK(s == 2.375f);
    m = kWalkBackwards;
    s = 1.0f;
    adjust_motion(m, s, HoldKey::Run, HoldKey::None, 2.0f);
    CHECK(m == kWalkForward); // backwards stays a walk, x -0.65, then x the run rate
    CHECK(s == Approx(-1.3f));
    m = kTurnLeft;
    s = 1.0f;
    adjust_motion(m, s, HoldKey::Invalid, HoldKey::Run, 2.0f);
    CHECK(m == kTurnRight);
    CHECK(s == -1.5f); // the current hold key is Run: a running turn x 1.5
    m = kSideStepLeft;
    s = 1.0f;
    adjust_motion(m, s, HoldKey::Run, HoldKey::None, 4.0f);
    CHECK(m == kSideStepRight);
    CHECK(s == -3.0f); // -1.248 x 4 clamped to -3
    m = kRunForward;
    s = 1.0f;
    adjust_motion(m, s, HoldKey::Run, HoldKey::Run, 4.0f);
    CHECK(s == 1.0f);                             // RunForward is left as it is
    CHECK(run_rate(0.0f, 200) == Approx(2.375f)); // (0.5 x 11 + 4) / 4
    CHECK(run_rate(0.0f, 800) == 4.5f);
    CHECK(run_rate(1.5f, 200) == Approx(1.6875f)); // load 1.5: x 0.5
    CHECK(run_rate(2.5f, 200) == 1.0f);            // overloaded: 4 / 4
    CHECK(run_rate(0.0f, 0) == 1.0f);
}
