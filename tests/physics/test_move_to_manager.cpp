// physics/motion/move_to_manager against hand-derived cases on a host whose position, heading,
// contact and clock the test sets (no world): the heading helpers, get_command's commands and
// hold keys, cylinder_distance, MoveToPosition's nodes (turn, move, final heading), the turn
// node's command and completion snap, steering beside the forward motion, CheckProgressMade's
// 1 s windows at 0.25 m/s counting failures, arrival, UseTime only in contact, a target's
// updates resetting the progress baseline, and CancelMoveTo.
#include <catch2/catch.hpp>

#include <vector>

#include "physics/motion/move_to_manager.h"
#include "physics/reading/reading.h"

using namespace sweeplab::physics;
using namespace sweeplab::physics::motion;

namespace {

// A mover the test moves by hand. Its motions are recorded, not played.
struct FakeHost final : MoveToHost {
    Position pos{};
    bool contact = true;
    bool pending = false;
    double clock = 0.0;
    std::vector<std::pair<std::uint32_t, float>> done, stopped;
    int stops = 0;
    std::uint32_t target = 0;
    double quantum = 0.0;
    MoveToManager* manager = nullptr;

    [[nodiscard]] const Position& position() const override { return pos; }
    [[nodiscard]] float radius() const override { return 0.5f; }
    [[nodiscard]] float height() const override { return 1.8f; }
    [[nodiscard]] std::uint32_t object_id() const override { return 0x80000001u; }
    [[nodiscard]] bool in_contact() const override { return contact; }
    [[nodiscard]] bool motions_pending() const override { return pending; }
    [[nodiscard]] glm::vec3 velocity() const override { return glm::vec3(0.0f, 4.0f, 0.0f); }
    [[nodiscard]] double now() const override { return clock; }
    void set_heading(float degrees) override { set_frame_heading(pos.frame, degrees); }
    std::uint32_t do_motion(std::uint32_t motion, float& speed, HoldKey key) override {
        adjust_motion(motion, speed, key, HoldKey::None, 2.0f);
        done.emplace_back(motion, speed);
        return 0;
    }
    std::uint32_t stop_motion(std::uint32_t motion, float& speed, HoldKey key) override {
        adjust_motion(motion, speed, key, HoldKey::None, 2.0f);
        stopped.emplace_back(motion, speed);
        return 0;
    }
    void stop_completely() override {
        ++stops;
        if (manager != nullptr) manager->cancel_move_to(0x36);
    }
    void set_target(std::uint32_t id, float, double q) override {
        target = id;
        quantum = q;
    }
    void clear_target() override { target = 0; }
    void set_target_quantum(double q) override { quantum = q; }
    [[nodiscard]] double target_quantum() const override { return quantum; }

    void face(float heading) { set_frame_heading(pos.frame, heading); }
};

Position at(float x, float y) {
    Position p;
    p.objcell_id = 0xA9B4001Bu;
    p.frame.origin = {x, y, 0.0f};
    return p;
}

} // namespace

TEST_CASE("move to: compass headings, their differences and which is past which",
          "[motion][moveto]") {
    CHECK(heading_to({0, 0, 0}, {0, 5, 0}) == Approx(0.0f));  // north
    CHECK(heading_to({0, 0, 0}, {5, 0, 0}) == Approx(90.0f)); // east, clockwise
    CHECK(heading_to({0, 0, 0}, {0, -5, 0}) == Approx(180.0f));
    CHECK(heading_to({0, 0, 0}, {-5, 0, 0}) == Approx(270.0f));
    CHECK(heading_to({1, 1, 0}, {1, 1, 9}) == 0.0f); // straight up: no heading
    Frame f;
    set_frame_heading(f, 90.0f);
    CHECK(frame_heading(f) == Approx(90.0f));
    CHECK((f.orientation * glm::vec3(0, 1, 0)).x == Approx(1.0f)); // facing +X
    CHECK(heading_diff(90.0f, 30.0f, kTurnRight) == Approx(60.0f));
    CHECK(heading_diff(90.0f, 30.0f, kTurnLeft) == Approx(300.0f));
    CHECK(heading_diff(10.0f, 350.0f, kTurnRight) == Approx(20.0f));
    CHECK(heading_greater(40.0f, 30.0f, kTurnRight));
    CHECK_FALSE(heading_greater(20.0f, 30.0f, kTurnRight));
    CHECK(heading_greater(5.0f, 350.0f, kTurnRight)); // past 0 going clockwise
    CHECK(heading_greater(20.0f, 30.0f, kTurnLeft));
}

TEST_CASE("move to: get_command's commands and hold keys", "[motion][moveto]") {
    MovementParameters p; // retail's defaults: towards, walk and run, threshold 15 m
    std::uint32_t c = 0;
    HoldKey k = HoldKey::Invalid;
    bool away = true;
    p.get_command(10.0f, c, k, away);
    CHECK(c == kWalkForward);
    CHECK_FALSE(away);
    CHECK(k == HoldKey::None); // 9.4 m left is under the 15 m threshold: walk
    p.get_command(20.0f, c, k, away);
    CHECK(k == HoldKey::Run);
    p.get_command(0.5f, c, k, away);
    CHECK(c == 0);                                       // within 0.6 m
    p.bitfield &= ~static_cast<std::uint32_t>(kCanWalk); // ACE's chase: never walks
    p.get_command(2.0f, c, k, away);
    CHECK(k == HoldKey::Run);
    p.bitfield = kMoveAway;
    p.min_distance = 3.0f;
    p.get_command(2.0f, c, k, away);
    CHECK(c == kWalkForward);
    CHECK(away);
    p.bitfield = kMoveAway | kMoveTowards;
    p.get_command(0.1f, c, k, away); // inside both: backs up
    CHECK(c == kWalkBackwards);
    CHECK(away);
    p.min_distance = 0.0f;
    p.get_command(0.3f, c, k, away);
    CHECK(c == 0);
    p.bitfield = kCanCharge;
    p.get_command(0.3f, c, k, away);
    CHECK(k == HoldKey::Run);
    CHECK(get_desired_heading(kWalkForward, true) == 180.0f);
    CHECK(get_desired_heading(kWalkBackwards, false) == 180.0f);
    CHECK(get_desired_heading(kReady, false) == 0.0f);
}

TEST_CASE("move to: cylinder distance between two upright cylinders", "[motion][moveto]") {
    // Side by side: the centres' distance less both radii.
    CHECK(cylinder_distance(0.5f, 2.0f, {0, 0, 0}, 0.5f, 2.0f, {3, 0, 0}) == Approx(2.0f));
    // One 4 m above the other's top (gap 2 m), 3 m apart: sqrt(2^2 + (sqrt(9 + 16) - 1)^2).
    CHECK(cylinder_distance(0.5f, 2.0f, {0, 0, 0}, 0.5f, 2.0f, {3, 0, 4}) ==
          Approx(std::sqrt(4.0f + 16.0f)));
    // Overlapping in height and in reach: negative.
    CHECK(cylinder_distance(0.5f, 2.0f, {0, 0, 0}, 0.5f, 2.0f, {0.5f, 0, 0}) ==
          Approx(-std::sqrt(4.0f + 0.25f)));
}

TEST_CASE("move to: a position makes a turn node and a move node, then the final heading",
          "[motion][moveto]") {
    FakeHost h;
    MoveToManager m(h);
    h.manager = &m;
    h.face(0.0f);
    MovementParameters p;
    p.bitfield |= kUseFinalHeading;
    p.desired_heading = 270.0f;
    m.move_to_position(at(10.0f, 0.0f), p);
    CHECK(m.type() == MoveToManager::Type::MoveToPosition);
    REQUIRE(m.node_count() == 3);
    CHECK(m.node(0).type == MoveToManager::Type::TurnToHeading);
    CHECK(m.node(0).heading == Approx(90.0f));
    CHECK(m.node(1).type == MoveToManager::Type::MoveToPosition);
    CHECK(m.node(2).heading == 270.0f);
    // The turn began at once: 90 degrees clockwise is TurnRight, a walk (10 m < 15 m).
    REQUIRE(h.done.size() == 1);
    CHECK(h.done[0].first == kTurnRight);
    CHECK(h.done[0].second == 1.0f);
    CHECK(m.current_command() == kTurnRight);
    // Not there yet: nothing changes. Past it: the heading snaps, the turn stops, the move
    // begins (WalkForward, the hold key None under the threshold).
    h.face(60.0f);
    m.use_time();
    CHECK(m.node_count() == 3);
    h.face(95.0f);
    m.use_time();
    CHECK(frame_heading(h.pos.frame) == Approx(90.0f));
    REQUIRE(h.stopped.size() == 1);
    CHECK(h.stopped[0].first == kTurnRight);
    CHECK(m.node_count() == 2);
    REQUIRE(h.done.size() == 2);
    CHECK(h.done[1].first == kWalkForward);
    CHECK(m.current_command() == kWalkForward);
    // The parameters copied in carry use_spheres: the mover's radius off the distance.
    CHECK(m.original_distance() == Approx(9.5f));
    // UseTime does nothing off the ground.
    h.contact = false;
    h.pos.frame.origin.x = 9.8f;
    m.use_time();
    CHECK(m.node_count() == 2);
    h.contact = true;
    h.clock = 0.5; // inside the first second: progress is not measured yet
    m.use_time();  // within 0.6 m: arrived; the final turn (270, from 90: 180 either way)
    CHECK(m.node_count() == 1);
    CHECK(h.done.back().first == kTurnRight);
}

TEST_CASE("move to: a heading off by more than 20 degrees steers with a turn beside the walk",
          "[motion][moveto]") {
    FakeHost h;
    MoveToManager m(h);
    h.manager = &m;
    h.face(0.0f);
    MovementParameters p;
    m.move_to_position(at(0.0f, 10.0f), p); // straight ahead: no turn node
    REQUIRE(m.node_count() == 1);
    CHECK(m.current_command() == kWalkForward);
    h.face(330.0f); // the target is 30 degrees to the right
    m.use_time();
    CHECK(m.aux_command() == kTurnRight);
    h.face(350.0f); // within 20 degrees: the steering turn stops (no snap)
    m.use_time();
    CHECK(m.aux_command() == 0u);
    CHECK(frame_heading(h.pos.frame) == Approx(350.0f));
    h.face(40.0f); // 40 degrees to the left
    m.use_time();
    CHECK(m.aux_command() == kTurnLeft);
}

TEST_CASE("move to: CheckProgressMade fails under 0.25 m/s over a second, and counts",
          "[motion][moveto]") {
    FakeHost h;
    MoveToManager m(h);
    h.manager = &m;
    h.face(0.0f);
    m.move_to_position(at(0.0f, 20.0f), MovementParameters{});
    REQUIRE(m.current_command() == kWalkForward);
    CHECK(m.previous_distance() == Approx(19.5f)); // 20 m less the mover's 0.5 m radius
    // 1.5 s, 1 m closer: 0.67 m/s. Progress: the baseline moves.
    h.clock = 1.5;
    h.pos.frame.origin.y = 1.0f;
    m.use_time();
    CHECK(m.fail_progress_count() == 0);
    CHECK(m.previous_distance() == Approx(18.5f));
    CHECK(m.previous_distance_time() == 1.5);
    // Pressed against a wall: 0.1 m in 1.2 s. A failure, and the baseline stays.
    h.clock = 2.7;
    h.pos.frame.origin.y = 1.1f;
    m.use_time();
    CHECK(m.fail_progress_count() == 1);
    CHECK(m.previous_distance() == Approx(18.5f));
    h.clock = 3.0;
    m.use_time();
    CHECK(m.fail_progress_count() == 2);
    // While a motion is pending (a link playing) a failure is not counted.
    h.pending = true;
    h.clock = 3.3;
    m.use_time();
    CHECK(m.fail_progress_count() == 2);
    h.pending = false;
    // Moving again: 4 m in 3.7 s since the last sample, 5 m in 5.2 s since the start: both
    // over 0.25 m/s, the count resets.
    h.clock = 5.2;
    h.pos.frame.origin.y = 5.0f;
    m.use_time();
    CHECK(m.fail_progress_count() == 0);
}

TEST_CASE("move to: an object's updates begin the move and reset the progress baseline",
          "[motion][moveto]") {
    FakeHost h;
    MoveToManager m(h);
    h.manager = &m;
    h.face(0.0f);
    MovementParameters p;
    p.bitfield &= ~static_cast<std::uint32_t>(kCanWalk);
    m.move_to_object(0x50000001u, 0x50000001u, 0.5f, 1.8f, p);
    CHECK(m.type() == MoveToManager::Type::MoveToObject);
    CHECK(h.target == 0x50000001u);
    CHECK_FALSE(m.initialized());
    CHECK(m.node_count() == 0);
    m.use_time(); // nothing until the first update
    CHECK(h.done.empty());
    TargetInfo t;
    t.object_id = 0x50000001u;
    t.target_position = at(0.0f, 12.0f);
    t.interpolated_position = t.target_position;
    m.handle_update_target(t);
    CHECK(m.initialized());
    REQUIRE(m.node_count() == 1); // straight ahead: the move only
    REQUIRE(h.done.size() == 1);
    CHECK(h.done[0].first == kRunForward); // can_walk off: run, x the run rate (2)
    CHECK(h.done[0].second == 2.0f);
    // Cylinder distance: 12 - 0.5 - 0.5 = 11.
    CHECK(m.original_distance() == Approx(11.0f));
    // Stuck for 1.5 s: a failure. Then the target moves: the baseline resets (FLT_MAX), so
    // the next window never fails.
    h.clock = 1.5;
    m.use_time();
    CHECK(m.fail_progress_count() == 1);
    t.target_position = at(3.0f, 12.0f);
    m.handle_update_target(t);
    CHECK(m.previous_distance() == FLT_MAX);
    CHECK(m.previous_distance_time() == 1.5);
    h.clock = 3.0;
    m.use_time();
    CHECK(m.fail_progress_count() == 0);
    // Another object's update is ignored; the target gone cancels.
    t.object_id = 0x50000002u;
    t.status = 2;
    m.handle_update_target(t);
    CHECK(m.active());
    t.object_id = 0x50000001u;
    m.handle_update_target(t);
    CHECK_FALSE(m.active());
    CHECK(h.target == 0u); // CleanUp cleared the target
}

TEST_CASE("move to: CancelMoveTo stops the motions and forgets the nodes", "[motion][moveto]") {
    FakeHost h;
    MoveToManager m(h);
    h.manager = &m;
    h.face(180.0f);
    m.move_to_position(at(0.0f, 10.0f), MovementParameters{});
    REQUIRE(m.node_count() == 2);
    const int stops = h.stops;
    m.cancel_move_to(0x36);
    CHECK_FALSE(m.active());
    CHECK(m.node_count() == 0);
    CHECK(m.current_command() == 0u);
    REQUIRE_FALSE(h.stopped.empty());
    CHECK(h.stopped.back().first == kTurnRight);
    CHECK(h.stops == stops + 1);
    m.cancel_move_to(0x36); // nothing under way: nothing happens
    CHECK(h.stops == stops + 1);
}

TEST_CASE("move to: ACE's readings of UseTime, the steering snap and the defaults",
          "[motion][moveto][reading]") {
    // A turn begun while a MoveToObject still waits for its first update: retail's UseTime
    // does not serve it (a target, not initialised); ACE's inverted test does.
    for (const bool ace : {false, true}) {
        INFO("ace " << ace);
        const ReadingScope scope(ace ? Reading{}.with(ReadingSwitch::AceMoveToUseTime) : Reading{});
        FakeHost h;
        MoveToManager m(h);
        h.face(0.0f);
        m.move_to_object(0x50000001u, 0x50000001u, 0.5f, 1.8f, MovementParameters{});
        MovementParameters turn;
        turn.desired_heading = 90.0f;
        m.turn_to_heading(turn);
        REQUIRE(m.current_command() == kTurnRight);
        h.clock = 1.0;
        m.use_time(); // the heading has not moved: a served node counts a failure
        CHECK(m.fail_progress_count() == (ace ? 1 : 0));
    }
    // The steering turn ending inside the band: ACE sets the heading onto the target.
    for (const bool ace : {false, true}) {
        INFO("ace " << ace);
        const ReadingScope scope(ace ? Reading{}.with(ReadingSwitch::AceMoveToHeadingSnap)
                                     : Reading{});
        FakeHost h;
        MoveToManager m(h);
        h.manager = &m;
        h.face(0.0f);
        m.move_to_position(at(0.0f, 10.0f), MovementParameters{});
        h.face(330.0f);
        m.use_time();
        REQUIRE(m.aux_command() == kTurnRight);
        h.face(350.0f);
        m.use_time();
        CHECK(frame_heading(h.pos.frame) == Approx(ace ? 0.0f : 350.0f).margin(1e-3));
    }
    CHECK(MovementParameters::defaults().walk_run_threshold == 15.0f);
    CHECK((MovementParameters::defaults().bitfield & kCanCharge) == 0u);
    {
        const ReadingScope scope(*parse_reading("ace"));
        CHECK(MovementParameters::defaults().walk_run_threshold == 1.0f);
        CHECK((MovementParameters::defaults().bitfield & kCanCharge) != 0u);
    }
}
