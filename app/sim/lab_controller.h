#pragma once
// The lab's simulation controls, without any GL or ImGui so tests can drive them: play the
// scene's script or the keyboard, pause, step one frame, step one transition sub-step,
// speed, restart. The window turns key presses into calls here.
#include <memory>
#include <string>

#include "app/sim/frame_input.h"
#include "app/sim/script_player.h"
#include "app/sim/simulation.h"
#include "physics/world/trace.h"
#include "scene/checks.h"
#include "scene/scene.h"

namespace sweeplab::app {

enum class InputSource { Script, Keyboard };

class LabController {
  public:
    // Loads and builds the scene; throws scene::SceneError.
    explicit LabController(const std::string& scene_path);

    void open(const std::string& scene_path); // throws scene::SceneError, keeps the old one
    void restart();                           // the same scene from frame 0

    // Real time passes: runs as many 30 Hz frames as `speed` and the pause allow.
    int tick(double real_seconds, const FrameInput& keyboard);
    // One frame, paused or not.
    void step_frame(const FrameInput& keyboard);
    // The next transition sub-step of the current frame; past the last one, the next frame
    // (whose first sub-step is then shown).
    void step_substep(const FrameInput& keyboard);

    [[nodiscard]] const scene::Scene& scene() const { return *scene_; }
    [[nodiscard]] const std::string& scene_path() const { return path_; }
    [[nodiscard]] Simulation& sim() { return *sim_; }
    [[nodiscard]] const Simulation& sim() const { return *sim_; }
    [[nodiscard]] const FrameOutput& output() const { return sim_->output(); }
    [[nodiscard]] const physics::FrameTrace& trace() const { return *trace_; }
    [[nodiscard]] const scene::CheckEvaluator& checks() const { return *checks_; }
    [[nodiscard]] long script_frames() const { return script_->frames(); }
    // The input the next frame will use.
    [[nodiscard]] FrameInput next_input(const FrameInput& keyboard) const;

    bool paused = false;
    float speed = 1.0f;
    InputSource source = InputSource::Script;
    // Which sub-step of the current frame the inspectors show (-1: the frame's end).
    int substep_cursor = -1;

  private:
    void build();
    void advance(const FrameInput& keyboard);

    std::unique_ptr<scene::Scene> scene_;
    std::string path_;
    std::unique_ptr<Simulation> sim_;
    std::unique_ptr<ScriptPlayer> script_;
    std::unique_ptr<scene::CheckEvaluator> checks_;
    std::unique_ptr<physics::FrameTrace> trace_; // 512 sub-steps: on the heap, once
    double accumulator_ = 0.0;
    bool collide_ = true;
};

} // namespace sweeplab::app
