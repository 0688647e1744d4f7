#pragma once
// Heap-allocation counting for the benchmark binaries (alloc_hook.cpp): every operator new
// and every malloc/calloc/realloc/aligned_alloc of the process goes through the hook, which
// counts while counting is on. Link alloc_hook.cpp into one executable only.
#include <cstddef>

namespace sweeplab::bench {

struct AllocCounter {
    static void start(); // counts from zero
    static std::size_t stop();
    static std::size_t peek(); // the count so far, still counting
    // False in sanitizer builds, where only operator new is counted.
    static bool counts_malloc();
};

} // namespace sweeplab::bench
