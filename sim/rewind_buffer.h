#pragma once
// The lab's rewind history (B / F and the Simulation panel's scrubber): for each of the last 900
// frames (30 s at 30 Hz) the state before the frame (the avatar, both cameras, the crowd, the
// projectiles), the input it used and what it produced. Built once; recording a frame reuses its
// slot's storage. Not retail (docs/divergences.md, "Lab facilities").
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "sim/crowd.h"
#include "sim/frame_input.h"
#include "sim/projectiles.h"
#include "sim/sim_state.h"

namespace sweeplab::app {

// What a re-simulated frame must reproduce bit for bit: the avatar, the collided eye, the
// A/B split's uncollided eye, every projectile and the feet of the first kMaxGhosts ghost
// avatars (FrameOutput::ghosts order; a scene's checks name a few readings at most).
struct RecordedOutput {
    static constexpr std::size_t kMaxGhosts = 8;
    glm::vec3 position{0.0f};
    glm::vec3 velocity{0.0f};
    std::uint32_t cell = 0;
    bool contact = false;
    glm::vec3 eye{0.0f};
    glm::vec3 free_eye{0.0f};
    std::array<glm::vec3, ProjectileLauncher::kMax> projectiles{}; // centres, by slot
    std::uint32_t projectiles_active = 0;                          // a bit per slot
    std::uint32_t projectiles_stopped = 0;
    std::array<glm::vec3, kMaxGhosts> ghosts{};     // feet
    std::array<glm::vec3, kMaxGhosts> ghost_eyes{}; // each ghost's chase camera eye
    std::uint32_t ghost_count = 0;
    // The crowd's and the place's creatures where they stand after the frame, hashed
    // (Crowd::positions_hash): a chasing creature that re-runs differently shows here.
    std::uint64_t creatures = 0;
};

// The frame's output without projectiles (all inactive), and with the launcher's.
[[nodiscard]] RecordedOutput recorded_output(const FrameOutput& f);
[[nodiscard]] RecordedOutput recorded_output(const FrameOutput& f, const ProjectileLauncher& p);
// Bit-for-bit equality (so -0 differs from +0 and a NaN never matches).
[[nodiscard]] bool same_output(const RecordedOutput& a, const RecordedOutput& b);
// What differs first ("position", "eye", "free eye", "projectiles", "ghost position", ...;
// "" when nothing):
// the DIVERGED badge's tooltip.
[[nodiscard]] const char* first_difference(const RecordedOutput& a, const RecordedOutput& b);

struct RewindEntry {
    long frame = 0;                // the frame this entry re-runs (sim output frame after it)
    SimState pre{};                // the simulation before the frame
    CrowdState crowd{};            // the crowd before the frame
    ProjectileState projectiles{}; // the projectiles before the frame (after any shot)
    FrameInput input{};            // the input the frame used
    RecordedOutput out{};          // what it produced
};

class RewindBuffer {
  public:
    static constexpr long kCapacity = 900;

    // ~20 MB, allocated here once (per frame ~22 KB: two camera and one avatar transition
    // record, 16 projectile mover states; ~7 KB more per ghost avatar, allocated the first time
    // a slot records a frame with that many ghosts).
    RewindBuffer() : entries_(static_cast<std::size_t>(kCapacity)) {}

    // The slot for recording `frame` (one past last(), or any frame after a truncate); the
    // oldest frame drops out when the buffer is full.
    RewindEntry& record(long frame) {
        if (empty() || frame != last_ + 1)
            first_ = last_ = frame;
        else
            last_ = frame;
        if (last_ - first_ + 1 > kCapacity) first_ = last_ - kCapacity + 1;
        RewindEntry& e = slot(frame);
        e.frame = frame;
        return e;
    }
    [[nodiscard]] const RewindEntry* find(long frame) const {
        if (empty() || frame < first_ || frame > last_) return nullptr;
        return &entries_[static_cast<std::size_t>(frame % kCapacity)];
    }
    void truncate_after(long frame) {
        if (empty()) return;
        if (frame < first_)
            clear();
        else if (frame < last_)
            last_ = frame;
    }
    void clear() { first_ = 1, last_ = 0; }
    [[nodiscard]] bool empty() const { return last_ < first_; }
    [[nodiscard]] long first() const { return first_; }
    [[nodiscard]] long last() const { return last_; }

  private:
    RewindEntry& slot(long frame) { return entries_[static_cast<std::size_t>(frame % kCapacity)]; }
    std::vector<RewindEntry> entries_;
    long first_ = 1, last_ = 0;
};

// The distance between the avatar's and the compare ghost's feet after each recorded frame
// from `first` to `last` (0 for a frame that ran without a compare ghost) into `out`, as many
// as fit; returns how many it wrote. The Plots panel draws them: unlike its own samples they
// stay through a rewind, so the part of the run ahead of a rewound frame shows too.
std::size_t compare_distances(const RewindBuffer& buffer, long first, long last,
                              std::span<float> out);
// The same for the two chase cameras: the distance between the avatar's eye and the compare
// ghost's eye (GhostOutput::eye_distance) after each recorded frame.
std::size_t compare_eye_distances(const RewindBuffer& buffer, long first, long last,
                                  std::span<float> out);

} // namespace sweeplab::app
