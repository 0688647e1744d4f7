#include "sim/wander.h"

namespace sweeplab::app {

std::uint64_t next_u64(std::uint64_t& s) {
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

float uniform(std::uint64_t& s) {
    return static_cast<float>(next_u64(s) >> 40) * (1.0f / 16777216.0f);
}

void next_wander_input(std::uint64_t& rng, int& frames_left, physics::MoverInput& input) {
    if (frames_left-- > 0) return;
    frames_left = 30 + static_cast<int>(uniform(rng) * 60.0f);
    const float pace = uniform(rng);
    input = physics::MoverInput{};
    input.forward = pace < 0.2f ? 0.0f : (pace < 0.6f ? 0.5f : 1.0f);
    input.turn = (uniform(rng) * 2.0f - 1.0f) * 90.0f;
}

} // namespace sweeplab::app
