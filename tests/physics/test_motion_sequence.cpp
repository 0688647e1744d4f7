// physics/motion/sequence: AnimSequenceNode's frame clamps and ends, CSequence's slice offset
// (root motion for every whole frame crossed, velocity x 1/framerate, the cycle's wrap that
// applies the first frame twice and the last never, backwards play subtracting), the frame
// operations, and remove_cyclic_anims / apricot. Every figure is derived by hand.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics/motion/sequence.h"

using namespace sweeplab::physics;
using namespace sweeplab::physics::motion;

namespace {

// An animation of `n` frames whose frame i moves the object `step(i)` along +Y.
Animation stepping(std::uint32_t n, float base, float per_frame = 0.0f) {
    Animation a;
    a.id = 0x03000001u;
    a.num_frames = n;
    for (std::uint32_t i = 0; i < n; ++i)
        a.pos_frames.push_back(
            Frame{{0.0f, base + per_frame * static_cast<float>(i), 0.0f}, glm::quat(1, 0, 0, 0)});
    return a;
}

} // namespace

TEST_CASE("motion sequence: a node's frames clamped as set_animation_id clamps them", "[motion]") {
    const Animation a = stepping(10, 0.1f);
    AnimNode n;
    n.set(AnimRef{&a, 0, -1, 30.0f}, 1.0f);
    CHECK(n.low_frame == 0);
    CHECK(n.high_frame == 9); // negative: the last frame
    n.set(AnimRef{&a, -1, 4, 30.0f}, 1.0f);
    CHECK(n.low_frame == 9);  // compared unsigned: -1 clamps to the last frame
    CHECK(n.high_frame == 9); // then low > high lifts high
    n.set(AnimRef{&a, 3, 40, 30.0f}, 2.0f);
    CHECK(n.high_frame == 9);
    CHECK(n.framerate == 60.0f); // the speed scales the framerate only
    CHECK(n.starting_frame() == 3.0);
    CHECK(n.ending_frame() == Approx(10.0 - 0.00019999999));
    n.multiply_framerate(-0.5f); // backwards: the ends swap
    CHECK(n.low_frame == 9);
    CHECK(n.high_frame == 3);
    CHECK(n.framerate == -30.0f);
    CHECK(n.starting_frame() == Approx(4.0 - 0.00019999999));
    CHECK(n.ending_frame() == 9.0);
    CHECK(n.pos_frame(10) == nullptr);
    CHECK(n.pos_frame(-1) == nullptr);
    REQUIRE(n.pos_frame(9) != nullptr);
    AnimNode none;
    none.set(AnimRef{nullptr, 0, -1, 30.0f}, 1.0f);
    CHECK(none.pos_frame(0) == nullptr);
}

TEST_CASE("motion sequence: one frame crossed gives its root motion and velocity / framerate",
          "[motion]") {
    const Animation a = stepping(10, 0.1f);
    Sequence s;
    s.append_animation(AnimRef{&a, 0, -1, 30.0f}, 1.0f);
    s.set_velocity({0.0f, 2.0f, 0.0f});
    CHECK(s.first_cyclic() == 0);
    CHECK(s.current() == 0);
    Frame offset;
    s.update(1.0 / 30.0, &offset);
    // Frame 0's root motion, then 2 m/s for 1/30 s.
    CHECK(offset.origin.y == Approx(0.1 + 2.0 / 30.0));
    CHECK(s.frame_number() == Approx(1.0));
    // Half a frame: nothing crossed, nothing moves (velocity comes in whole frames).
    Frame half;
    s.update(1.0 / 60.0, &half);
    CHECK(half.origin.y == 0.0f);
    // A second of slices: 30 frames of (0.1 + 2/30) = 5 m.
    Frame total;
    for (int i = 0; i < 30; ++i) {
        Frame o;
        s.update(1.0 / 30.0, &o);
        total.origin += o.origin;
    }
    CHECK(total.origin.y == Approx(5.0).epsilon(1e-4));
}

TEST_CASE("motion sequence: the cycle's wrap applies its first frame twice and its last never",
          "[motion]") {
    // Frame i moves 1 + i metres: the frames applied are told apart by their sum.
    const Animation a = stepping(4, 1.0f, 1.0f); // 1, 2, 3, 4
    Sequence s;
    s.append_animation(AnimRef{&a, 0, -1, 1.0f}, 1.0f); // one frame a second
    double y = 0.0;
    for (int i = 0; i < 8; ++i) {
        Frame o;
        s.update(1.0, &o);
        y += o.origin.y;
    }
    // Seconds 1-3 cross frames 0, 1, 2 (1 + 2 + 3); second 4 reaches high frame 3, advances
    // and wraps to frame 0, combining it on entry (1); seconds 5-7: 1, 2, 3 again; second 8
    // wraps again (1). Frame 3 (4 m) never.
    CHECK(y == Approx(6.0 + 1.0 + 6.0 + 1.0));
}

TEST_CASE("motion sequence: backwards play subtracts the frames it leaves", "[motion]") {
    const Animation a = stepping(4, 0.5f);
    Sequence s;
    s.append_animation(AnimRef{&a, 0, -1, -2.0f}, 1.0f); // backwards, 2 frames a second
    CHECK(s.frame_number() == Approx(4.0 - 0.00019999999));
    s.set_velocity({0.0f, -1.0f, 0.0f});
    Frame o;
    s.update(0.5, &o); // one frame back: frame 3's 0.5 m taken off, then -1 m/s x 0.5 s
    CHECK(o.origin.y == Approx(-0.5 - 0.5));
    CHECK(s.frame_number() == Approx(3.0 - 0.00019999999));
}

TEST_CASE("motion sequence: no animation, the velocity and omega over the whole slice",
          "[motion]") {
    Sequence s;
    s.set_velocity({1.0f, 0.0f, 0.0f});
    s.set_omega({0.0f, 0.0f, 1.5f});
    Frame o;
    s.update(0.2, &o);
    CHECK(o.origin.x == Approx(0.2));
    // Rotated 0.3 rad about +Z.
    CHECK(glm::angle(o.orientation) == Approx(0.3).epsilon(1e-5));
    CHECK(glm::axis(o.orientation).z == Approx(1.0));
}

TEST_CASE("motion sequence: the frame operations as retail composes them", "[motion]") {
    Frame f{{1.0f, 0.0f, 0.0f}, glm::angleAxis(glm::half_pi<float>(), glm::vec3(0, 0, 1))};
    const Frame step{{0.0f, 1.0f, 0.0f}, glm::quat(1, 0, 0, 0)};
    frame_combine(f, step); // +Y in f's frame is -X in the world
    CHECK(f.origin.x == Approx(0.0).margin(1e-6));
    CHECK(f.origin.y == Approx(0.0).margin(1e-6));
    frame_subtract1(f, step); // back where it was
    CHECK(f.origin.x == Approx(1.0));
    CHECK(f.origin.y == Approx(0.0).margin(1e-6));
    const glm::quat before = f.orientation;
    frame_rotate(f, {0.0f, 0.0f, 0.0001f}); // under EPSILON: no turn
    CHECK(f.orientation == before);
}

TEST_CASE("motion sequence: remove_cyclic_anims and apricot keep the links before the cycle",
          "[motion]") {
    const Animation link = stepping(2, 0.0f);
    const Animation cyc = stepping(5, 0.0f);
    Sequence s;
    s.append_animation(AnimRef{&link, 0, -1, 30.0f}, 1.0f);
    s.append_animation(AnimRef{&cyc, 0, -1, 30.0f}, 1.0f);
    CHECK(s.node_count() == 2);
    CHECK(s.first_cyclic() == 1);
    CHECK(s.links_pending());
    s.update(3.0 / 30.0, nullptr); // through the link's 2 frames into the cycle
    CHECK(s.current() == 0);       // apricot removed the spent link: the cycle is node 0
    CHECK(s.node_count() == 1);
    CHECK_FALSE(s.links_pending());
    s.remove_cyclic_anims();
    CHECK(s.node_count() == 0);
    CHECK(s.current() == -1);
    CHECK(s.first_cyclic() == -1);
    CHECK(s.frame_number() == 0.0);
    s.append_animation(AnimRef{nullptr, 0, -1, 30.0f}, 1.0f); // no animation: dropped
    CHECK(s.node_count() == 0);
}
