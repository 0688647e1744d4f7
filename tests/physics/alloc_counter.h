#pragma once
#include <cstddef>

// The one global operator new/delete replacement of the physics_tests executable
// (alloc_counter.cpp). Counting is opt-in: only between start() and stop(), so other tests
// are not disturbed. Reuse this from any test that pins "no allocation"; do not add a second
// replacement (it would not link).
namespace sweeplab::test {

struct AllocationCounter {
    // Starts counting from zero.
    static void start();
    // Stops counting and returns the number of operator new calls since start().
    static std::size_t stop();
};

} // namespace sweeplab::test
