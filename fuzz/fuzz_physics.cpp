// libFuzzer target: the physics entry point. Random small scenes through the loader and
// build_world, random movements (NaN, infinities, huge dt, kilometre moves, jump spam);
// physics_harness.h holds the case and its checks, the regression test replays findings.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <span>
#include <string>

#include "fuzz/physics_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string problem =
        sweeplab::fuzz::run_physics_case(std::span<const std::uint8_t>(data, size));
    if (!problem.empty()) {
        std::fprintf(stderr, "fuzz_physics: %s\n", problem.c_str());
        __builtin_trap();
    }
    return 0;
}
