#pragma once
// A recording (docs/recordings.md): a walk kept as a scene file that replays it bit for bit.
// The recorder copies the scene as it was at the start (its player the start the walk began
// from), takes each frame's input and output as the lab runs it, and writes the scene with
// the input as run-length script steps and checks made from what happened. GL-free.
#include <optional>
#include <string>
#include <vector>

#include "scene/scene.h"
#include "sim/frame_input.h"
#include "sim/simulation.h"

namespace sweeplab::app {

class Recorder {
  public:
    // `start`: the scene as the recording begins (player = the start, any script and checks
    // are dropped), `frame_rate` the rate it runs at, `from` what it was opened as (the scene
    // file or the DAT location), `reading` the avatar's reading (as its name), `compare` the
    // compare ghost's (empty: none).
    Recorder(const scene::Scene& start, double frame_rate, std::string from, std::string reading,
             std::string compare);

    // After each frame the lab runs: its number, the input it ran with and its output. A
    // frame at or before the last one recorded (the lab went back and ran again) cuts the
    // recording there first, so it always holds frames 1..frames() of one run.
    void add_frame(long frame, const FrameInput& input, const FrameOutput& out);
    [[nodiscard]] long frames() const { return static_cast<long>(frames_.size()); }

    // The recording as a scene: the start scene, the script, the generated checks
    // (`ends here`, `ends in cell 0x...`, `no penetration`, and the ghost's reading_parts or
    // reading_agrees), `fps` the rate it ran at.
    [[nodiscard]] scene::Scene scene() const;
    // The file's text (the scene and its `recorded` key).
    [[nodiscard]] std::string json() const;
    // Writes json() to `path`; the error as one line ("PATH: cannot write: reason"), else "".
    [[nodiscard]] std::string save(const std::string& path) const;

  private:
    struct Frame {
        FrameInput input;
        glm::vec3 feet{0.0f};
        std::uint32_t cell = 0;
        float penetration = 0.0f;
        float ghost_distance = 0.0f;
    };
    scene::Scene start_;
    double frame_rate_ = 30.0;
    std::string from_, reading_, compare_;
    std::vector<Frame> frames_;
};

// The input as script steps: consecutive equal frames are one step.
[[nodiscard]] std::vector<scene::ScriptStep> script_steps(const std::vector<FrameInput>& inputs);

// `recording-YYYYMMDD-HHMMSS.json` for the local time now.
[[nodiscard]] std::string default_recording_name();

} // namespace sweeplab::app
