// Frame::is_equal as retail's (0x00424C30), which validate_transition's "did it move" uses
// (docs/divergences.md, "Did it move"): origins within EPSILON inclusive, quaternions within
// EPSILON exclusive.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics/math/constants.h"
#include "physics/math/frame.h"

using namespace sweeplab::physics;

TEST_CASE("Frame::is_equal: a move of exactly EPSILON is no move", "[frame]") {
    const Frame a{{1.0f, 2.0f, 3.0f}, {1.0f, 0.0f, 0.0f, 0.0f}};
    Frame b = a;
    b.origin.x = 0.0f;
    Frame c = b;
    c.origin.x = kEpsilon; // |0 - EPSILON| == EPSILON exactly
    CHECK(c.is_equal(b));
    CHECK(b.is_equal(c));
    c.origin.x = std::nextafter(kEpsilon, 1.0f);
    CHECK_FALSE(c.is_equal(b));
    for (int axis = 0; axis < 3; ++axis) {
        Frame d = b;
        d.origin[axis] += 1e-3f;
        CHECK_FALSE(d.is_equal(b));
    }
}

TEST_CASE("Frame::is_equal: a quaternion component EPSILON apart differs", "[frame]") {
    const Frame a{{0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}};
    Frame b = a;
    b.orientation.w = kEpsilon; // exclusive: EPSILON apart is not equal
    CHECK_FALSE(b.is_equal(a));
    b.orientation.w = kEpsilon * 0.5f;
    CHECK(b.is_equal(a));
}
