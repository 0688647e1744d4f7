#pragma once
// The exporters' random numbers: SplitMix64, written out here so that the same seed gives
// the same cases, and so the same bytes, on every machine and standard library (docs/
// vectors.md). Floats come from the top 24 bits, so they are exact.
#include <cmath>
#include <cstdint>

#include <glm/vec3.hpp>

namespace sweeplab::vectors {

class Rng {
  public:
    explicit Rng(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30u)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27u)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31u);
    }
    // [0, 1)
    double unit() { return static_cast<double>(next() >> 11u) * 0x1.0p-53; }
    double range(double lo, double hi) { return lo + (hi - lo) * unit(); }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
    bool chance(double p) { return unit() < p; }
    // A unit vector uniform on the sphere: z uniform in [-1, 1], an angle around it.
    glm::vec3 unit_vector() {
        const double z = range(-1.0, 1.0);
        const double a = range(0.0, 6.283185307179586);
        const double s = std::sqrt(1.0 - z * z);
        return glm::vec3(static_cast<float>(s * std::cos(a)), static_cast<float>(s * std::sin(a)),
                         static_cast<float>(z));
    }

  private:
    std::uint64_t state_;
};

} // namespace sweeplab::vectors
