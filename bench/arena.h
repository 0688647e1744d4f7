#pragma once
// The arena benchmark of docs/arena-benchmark.md, built to the bit: the scene,
// the mover, the input, the timed run and its five figures. Shared by the plain runner
// (arena_bench) and the Google Benchmark suite.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include <glm/vec3.hpp>

#include "physics/world/mover.h"
#include "physics/world/world.h"

namespace sweeplab::bench {

inline constexpr float kArenaHalf = 10.0f;      // floor [-10, 10]^2 at z = 0
inline constexpr float kWallThickness = 0.2f;   // walls at |x| or |y| in [10, 10.2]
inline constexpr float kWallHeight = 3.0f;      //
inline constexpr float kCrowdRadius = 0.5f;     // crowd spheres, centres at z = 0.5
inline constexpr float kMoverRadius = 0.48f;    // one sphere, centre 0.48 above the feet
inline constexpr float kArenaSpeed = 4.0f;      // m/s
inline constexpr float kArenaDt = 1.0f / 30.0f; // s per step
inline constexpr int kHeadingSteps = 60;        // a new heading every 60 steps
inline constexpr int kWarmupSteps = 300;        //
inline constexpr int kTimedSteps = 10000;       //
inline constexpr std::uint32_t kFirstCrowdId = 1000;

struct ArenaScene {
    std::unique_ptr<physics::World> world;
    std::vector<glm::vec3> crowd; // sphere centres, in placement order
};

// The crowd's centres: mt19937(12345), U(-9, 9), x then y, the clear circle, the 1 m spacing
// unless `overlap`, at most `n` accepted or 2,000,000 draws.
[[nodiscard]] std::vector<glm::vec3> arena_crowd(int n, bool overlap);
// Floor, four walls (static boxes), the crowd as static creature spheres; finalized.
[[nodiscard]] ArenaScene build_arena(int n, bool overlap);
// The arena mover: one sphere of radius 0.48 at (0, 0, 0.48), step-up 0.4, gravity, the
// player's motion table at run rate 1 (run speed 4.0 m/s).
[[nodiscard]] physics::MoverConfig arena_mover_config();

// The headings, in order: mt19937(777), U(0, 2 pi); the mover walks along
// (cos a, sin a) for 60 steps per draw.
class ArenaInput {
  public:
    // The next heading, radians from +X, counter-clockwise.
    float next() { return static_cast<float>(a_(rng_)); }

  private:
    std::mt19937 rng_{777};
    std::uniform_real_distribution<double> a_{0.0, 2.0 * 3.14159265358979323846};
};

struct ArenaFigures {
    std::size_t placed = 0;
    double us_per_step = 0.0;      // resolve time only
    double allocs_per_step = 0.0;  // operator new + malloc in the timed steps
    double path_length = 0.0;      // horizontal, over the timed steps (ideal 1,333 m)
    double overlap_fraction = 0.0; // steps ending > 1 cm inside a crowd sphere
    double stuck_fraction = 0.0;   // steps moving < 10% of 4 m/s x 1/30 s
    double max_penetration = 0.0;  // the deepest step (m), for the record
    // FNV-1a over the bits of every timed step's feet: equal before and after an
    // optimisation only when every step ends in exactly the same place.
    std::uint64_t trajectory_hash = 0;
};

// One full run: a fresh mover placed at the origin, 300 warm-up steps, 10,000 timed steps.
[[nodiscard]] ArenaFigures run_arena(const ArenaScene& scene, int warmup = kWarmupSteps,
                                     int steps = kTimedSteps);

// Points the mover along `heading` (radians from +X): retail Frame::set_heading on the
// object's frame, done through the mover's state copy (no transition, no allocation).
void set_mover_heading(physics::Mover& mover, float heading);

} // namespace sweeplab::bench
