// Replays fuzz_physics inputs with a log: the decoded scene, then every frame's operation,
// input and result. Usage: replay_physics FILE...
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "fuzz/physics_harness.h"

int main(int argc, char** argv) {
    int failed = 0;
    for (int i = 1; i < argc; ++i) {
        std::ifstream f(argv[i], std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(f)),
                                std::istreambuf_iterator<char>());
        std::string log;
        const std::string problem = sweeplab::fuzz::run_physics_case(
            std::span<const std::uint8_t>(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                          bytes.size()),
            &log);
        std::printf("== %s\n%s-> %s\n", argv[i], log.c_str(),
                    problem.empty() ? "ok" : problem.c_str());
        failed += problem.empty() ? 0 : 1;
    }
    return failed == 0 ? 0 : 1;
}
