// The acceptance-check evaluator: every kind passes and fails where the spec says, and
// names the first failing frame.
#include <catch2/catch.hpp>

#include "scene/checks.h"

using namespace sweeplab::scene;

namespace {

Check make(CheckKind kind) {
    Check c;
    c.name = std::string("check"); // (assigning a literal trips GCC 12's -Wrestrict)
    c.kind = kind;
    return c;
}

FrameRecord frame(int n, glm::vec3 feet = {0, 0, 0}) {
    FrameRecord f;
    f.frame = n;
    f.feet = feet;
    f.contact = f.on_walkable = true;
    return f;
}

CheckResult run(const Check& c, const std::vector<FrameRecord>& frames) {
    CheckEvaluator e({c});
    for (const FrameRecord& f : frames)
        e.add_frame(f);
    return e.finish()[0];
}

} // namespace

TEST_CASE("max_penetration fails at the first frame over the limit", "[checks]") {
    Check c = make(CheckKind::MaxPenetration);
    c.at_most = 0.01f;
    std::vector<FrameRecord> fs = {frame(1), frame(2), frame(3)};
    fs[1].penetration = 0.005f;
    CHECK(run(c, fs).state == CheckState::Passed);
    CHECK_THAT(run(c, fs).detail, Catch::Matchers::Contains("frame 2"));
    fs[2].penetration = 0.02f;
    const CheckResult r = run(c, fs);
    CHECK(r.state == CheckState::Failed);
    CHECK(r.first_failing_frame == 3);
    CHECK_THAT(r.detail, Catch::Matchers::Contains("0.0200 m"));
}

TEST_CASE("camera_max_penetration only counts frames with collision on", "[checks]") {
    Check c = make(CheckKind::CameraMaxPenetration);
    c.at_most = 0.01f;
    std::vector<FrameRecord> fs = {frame(1), frame(2)};
    fs[0].camera_penetration = 0.5f;
    fs[0].camera_collide = false;
    CHECK(run(c, fs).state == CheckState::Passed);
    fs[1].camera_penetration = 0.5f;
    CHECK(run(c, fs).first_failing_frame == 2);
}

TEST_CASE("reach passes when the feet enter the box, and honours by_frame", "[checks]") {
    Check c = make(CheckKind::Reach);
    c.min = {1, -1, -1};
    c.max = {2, 1, 1};
    const std::vector<FrameRecord> fs = {frame(1, {0, 0, 0}), frame(2, {0.5f, 0, 0}),
                                         frame(3, {1.5f, 0, 0})};
    CHECK(run(c, fs).state == CheckState::Passed);
    CHECK(run(c, fs).detail == "reached at frame 3");
    c.by_frame = 2;
    const CheckResult late = run(c, fs);
    CHECK(late.state == CheckState::Failed);
    CHECK(late.first_failing_frame == 2);
    CHECK_THAT(late.detail, Catch::Matchers::Contains("closest 0.5000 m"));
    c.by_frame.reset();
    const CheckResult never = run(c, {frame(1), frame(2)});
    CHECK(never.state == CheckState::Failed);
    CHECK_THAT(never.detail, Catch::Matchers::Contains("never reached"));
}

TEST_CASE("reach stays pending in the live view until decided", "[checks]") {
    Check c = make(CheckKind::Reach);
    c.min = {5, 5, 5};
    c.max = {6, 6, 6};
    CheckEvaluator e({c});
    e.add_frame(frame(1));
    CHECK(e.live()[0].state == CheckState::Pending);
    e.add_frame(frame(2, {5.5f, 5.5f, 5.5f}));
    CHECK(e.live()[0].state == CheckState::Passed);
}

TEST_CASE("avoid fails when the feet enter the box", "[checks]") {
    Check c = make(CheckKind::Avoid);
    c.min = {1, 1, 1};
    c.max = {2, 2, 2};
    CHECK(run(c, {frame(1), frame(2)}).state == CheckState::Passed);
    CHECK(run(c, {frame(1), frame(2, {1.5f, 1.5f, 1.5f})}).first_failing_frame == 2);
}

TEST_CASE("stay_in_cell checks its frame range only", "[checks]") {
    Check c = make(CheckKind::StayInCell);
    c.cell = 0x100;
    std::vector<FrameRecord> fs = {frame(1), frame(2), frame(3)};
    fs[1].player_cell = fs[2].player_cell = 0x100;
    CHECK(run(c, fs).first_failing_frame == 1);
    CHECK_THAT(run(c, fs).detail,
               Catch::Matchers::Contains("the avatar is outside, not in 0x0100"));
    c.frames = std::make_pair(2, 3);
    CHECK(run(c, fs).state == CheckState::Passed);
    c.frames = std::make_pair(2, 9);
    CHECK(run(c, fs).state == CheckState::Failed); // the range runs past the end
}

TEST_CASE("camera_in_cell with while_player_in", "[checks]") {
    Check c = make(CheckKind::CameraInCell);
    c.cell = 0x100;
    c.while_player_in = 0x100u;
    std::vector<FrameRecord> fs = {frame(1), frame(2)};
    fs[0].camera_cell = 0; // the avatar is outside: not checked
    fs[1].player_cell = 0x100;
    fs[1].camera_cell = 0x100;
    CHECK(run(c, fs).state == CheckState::Passed);
    fs[1].camera_cell = 0;
    CHECK(run(c, fs).first_failing_frame == 2);
    c.while_player_in.reset();
    fs[1].camera_cell = 0x100;
    CHECK(run(c, fs).first_failing_frame == 1);
}

TEST_CASE("grounded needs contact and a walkable surface", "[checks]") {
    Check c = make(CheckKind::Grounded);
    std::vector<FrameRecord> fs = {frame(1), frame(2)};
    CHECK(run(c, fs).state == CheckState::Passed);
    fs[1].on_walkable = false;
    CHECK(run(c, fs).first_failing_frame == 2);
    fs[1].contact = false;
    CHECK_THAT(run(c, fs).detail, Catch::Matchers::Contains("airborne"));
}

TEST_CASE("collides_with counts the starts of contact", "[checks]") {
    Check c = make(CheckKind::CollidesWith);
    c.id = 7;
    std::vector<FrameRecord> fs = {frame(1), frame(2), frame(3), frame(4), frame(5)};
    CHECK(run(c, fs).state == CheckState::Failed);
    fs[1].collisions = {7};
    fs[2].collisions = {3, 7}; // still touching: the same collision
    CHECK(run(c, fs).state == CheckState::Passed);
    CHECK(run(c, fs).detail == "collided 1 time");
    c.at_most_times = 1;
    CHECK(run(c, fs).state == CheckState::Passed);
    fs[4].collisions = {7}; // a second start
    const CheckResult r = run(c, fs);
    CHECK(r.state == CheckState::Failed);
    CHECK(r.first_failing_frame == 5);
}
