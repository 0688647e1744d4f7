#pragma once
// The --compare summary (docs/command-line.md, Readings): where the ghost avatar, run under a
// second reading from the same input, first parts from the avatar, and what each one's sub-step did
// there. The lab's "first parting" jump uses the same two functions.
#include <cstdint>
#include <string>

#include "physics/world/trace.h"
#include "sim/simulation.h"

namespace sweeplab::app {

// The two feet differ by more than this (metres) at the first parting frame.
inline constexpr float kPartingDistance = 0.001f;

// Within one frame's two sub-step traces: the first sub-step (from 0) whose branch or result
// differs, or whose position differs by more than kPartingDistance; failing that the first
// whose position differs at all; failing that the first one only one of them ran (or the
// last of both). `branch` / `ghost_branch` name what each sub-step did there.
struct SubstepParting {
    std::uint32_t index = 0;
    std::string branch;
    std::string ghost_branch;
};
[[nodiscard]] SubstepParting first_parting_substep(const physics::FrameTrace& avatar,
                                                   const physics::FrameTrace& ghost);

// What a sub-step did, for the summary: its dispatcher branch ("CSphere::slide_sphere/..."),
// or the shape family it hit, or "none".
[[nodiscard]] std::string substep_branch(const physics::SubstepTrace& s);

struct CompareResult {
    std::string reading;             // as given to --compare
    long first_frame = 0;            // 0: the feet never differ by more than kPartingDistance
    std::uint32_t first_substep = 0; // from 1, as the headless output counts
    std::string branch;
    std::string ghost_branch;
    float max_distance = 0.0f;
    float max_eye_distance = 0.0f; // the two chase cameras' eyes
};

class CompareTracker {
  public:
    explicit CompareTracker(std::string reading) { result_.reading = std::move(reading); }
    // After each frame: the frame's output (its ghost 0 is the --compare ghost) and both
    // sub-step traces of that frame.
    void add_frame(const FrameOutput& f, const physics::FrameTrace& avatar,
                   const physics::FrameTrace& ghost);
    [[nodiscard]] const CompareResult& result() const { return result_; }

  private:
    CompareResult result_;
};

} // namespace sweeplab::app
