#pragma once
// The lab's simulation controls, without any GL or ImGui so tests can drive them: play the
// scene's script or the keyboard, pause, step one frame, step one transition sub-step,
// speed, restart, rewind (the last 30 s), the crowd panel, the readings of the physics (the
// avatar's and a ghost avatar's beside it, compared frame by frame) and the radial push-out
// switch. The window turns key presses into calls here.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <glm/vec3.hpp>

#include "physics/world/trace.h"
#include "scene/checks.h"
#include "scene/scene.h"
#include "sim/compare.h"
#include "sim/crowd.h"
#include "sim/frame_input.h"
#include "sim/projectiles.h"
#include "sim/recording.h"
#include "sim/rewind_buffer.h"
#include "sim/script_player.h"
#include "sim/sim_state.h"
#include "sim/simulation.h"

namespace sweeplab::app {

enum class InputSource { Script, Keyboard };

class LabController {
  public:
    // Loads and builds the scene; throws scene::SceneError. `options`: the command line's
    // --reading, --compare and --fps; they stay for every scene opened later (the readings as
    // the lab last set them).
    explicit LabController(const std::string& scene_path, const SimulationOptions& options = {});
    // A scene already loaded (a DAT location's, app/dat_run.h); `scene_path` is what Reload
    // and the scene picker know it by (empty: none). Throws as Simulation does.
    LabController(scene::Scene scene, const std::string& scene_path,
                  const SimulationOptions& options = {});

    void open(const std::string& scene_path); // throws scene::SceneError, keeps the old one
    void restart();                           // the same scene from frame 0
    // open() for a scene already loaded.
    void open(scene::Scene scene, const std::string& scene_path);
    // The same under other options (the readings and fps of a survey walk's replay,
    // survey/survey_replay.h); they stay for scenes opened later. Throws as open() does,
    // keeping the old scene and options.
    void open(scene::Scene scene, const std::string& scene_path, const SimulationOptions& options);

    // Real time passes: runs as many 30 Hz frames as `speed` and the pause allow; the
    // keyboard's jump (a press) goes to the first of them. Returns how many ran.
    int tick(double real_seconds, const FrameInput& keyboard);
    // One frame, paused or not.
    void step_frame(const FrameInput& keyboard);
    // The next transition sub-step of the current frame; past the last one, the next frame
    // (whose first sub-step is then shown).
    void step_substep(const FrameInput& keyboard);

    // The open scene; its warnings are the loader's, then its DAT world's (DatWorldDesc).
    [[nodiscard]] const scene::Scene& scene() const { return *scene_; }
    [[nodiscard]] const std::string& scene_path() const { return path_; }
    [[nodiscard]] Simulation& sim() { return *sim_; }
    [[nodiscard]] const Simulation& sim() const { return *sim_; }
    [[nodiscard]] const FrameOutput& output() const { return sim_->output(); }
    [[nodiscard]] const physics::FrameTrace& trace() const { return *trace_; }
    // The compare ghost's sub-steps of the same frame (empty without a compare ghost).
    [[nodiscard]] const physics::FrameTrace& ghost_trace() const { return *ghost_trace_; }
    [[nodiscard]] const scene::CheckEvaluator& checks() const { return *checks_; }
    [[nodiscard]] long script_frames() const { return script_->frames(); }
    // The input the next frame will use (the recorded one while replaying history).
    [[nodiscard]] FrameInput next_input(const FrameInput& keyboard) const;

    // ---- rewind (B / F, the scrubber). Every frame run records the state before it, its input
    // and its output; the last 900 frames (30 s) can be gone back to and re-simulated.
    // Going back lands on a frame by re-simulating it from its recorded state (so the trace
    // and last_transition() show that frame). Going forward inside the history re-simulates
    // with the recorded input (tick() and step_frame() do the same), firing again the shots
    // fired before a frame, and sets diverged() when the output is not the recorded one bit
    // for bit (RecordedOutput: the avatar's position, velocity, cell and contact, the eye,
    // the split view's free eye, every projectile, the ghosts' feet). Edits made through this
    // class while in the past (creatures, wander, push-out, readings, CollideCamera, a shot)
    // drop the recorded future: the run branches there.
    bool step_back();
    bool step_forward(const FrameInput& keyboard);
    bool rewind_to(long frame);
    void discard_future();
    [[nodiscard]] bool diverged() const { return diverged_frame_ >= 0; }
    [[nodiscard]] long diverged_frame() const { return diverged_frame_; } // first, or -1
    // What differed first at diverged_frame() ("position", "free eye", "projectiles", ...).
    [[nodiscard]] const char* diverged_what() const { return diverged_what_; }
    // The current frame as rewind compares it.
    [[nodiscard]] RecordedOutput recorded() const {
        RecordedOutput r = recorded_output(sim_->output(), *projectiles_);
        r.creatures = crowd_->positions_hash();
        return r;
    }
    [[nodiscard]] long frame() const { return sim_->output().frame; }
    [[nodiscard]] long history_first() const; // the earliest frame rewind_to reaches
    [[nodiscard]] long history_last() const { return rewind_->empty() ? frame() : rewind_->last(); }
    [[nodiscard]] bool in_past() const { return frame() < history_last(); }
    [[nodiscard]] const RewindBuffer& history() const { return *rewind_; }

    // ---- inspectors (the Inspector panel): the avatar's last transition (every ObjectInfo,
    // SpherePath and CollisionInfo field); null before the first.
    [[nodiscard]] const physics::Transition* last_transition() const {
        return sim_->player().last_transition();
    }

    // ---- crowd panel
    [[nodiscard]] Crowd& crowd() { return *crowd_; }
    [[nodiscard]] const Crowd& crowd() const { return *crowd_; }
    std::uint32_t add_creature(const glm::vec3& feet, float radius, std::uint32_t seed = 0);
    std::uint32_t add_creatures(std::uint32_t count, const glm::vec3& centre, float spread,
                                float radius, std::uint32_t seed);
    bool remove_creature(std::uint32_t id);
    void set_wander(bool on);
    // The crowd's members stand, wander or chase the avatar (Crowd::set_mode).
    void set_crowd_mode(WorldCreatureMode mode);
    // The DAT place's world creatures wander with the crowd (Crowd::set_world_wander).
    void set_world_wander(bool on);
    // The DAT place's world creatures stand, wander or chase the avatar (Crowd::set_world_mode).
    void set_world_mode(WorldCreatureMode mode);

    // ---- the projectile launcher (thin-wall scene): a 5 cm missile from the avatar's head
    // along its heading. Shots and flights are part of the rewind history.
    void fire_projectile();
    [[nodiscard]] const ProjectileLauncher& projectiles() const { return *projectiles_; }
    // ---- readings (docs/readings.md): the avatar's reading of the physics, and the compare
    // ghost's (Simulation ghost 0: the same input under another reading, drawn beside the avatar).
    // Both are edits (a rewound run branches there). A new ghost reading starts the ghost
    // from the avatar's state as it is now (A/B "from here on"); nullopt removes the ghost.
    // restart() and open() build the simulation with the readings set last.
    void set_reading(physics::Reading reading);
    [[nodiscard]] physics::Reading reading() const { return sim_->player().config().reading; }
    void set_compare(std::optional<physics::Reading> reading);
    [[nodiscard]] std::optional<physics::Reading> compare_reading() const;
    [[nodiscard]] const SimulationOptions& options() const { return options_; }
    // Where the compare ghost first parted from the avatar (CompareTracker: by more than
    // kPartingDistance) since the ghost or the avatar's reading last changed, or the run
    // restarted; null without a compare ghost. Each frame is counted once (a replay adds
    // nothing).
    [[nodiscard]] const CompareResult* compare_result() const {
        return compare_ ? &compare_->result() : nullptr;
    }
    // Rewinds (paused) to the first parting frame and puts the sub-step cursor on its first
    // parting sub-step; false when there is none or it is older than the history.
    bool goto_first_parting();

    // ---- switches
    void set_radial_pushout(bool on); // lab.radial_pushout: the hand-rolled push-out (off: retail)
    [[nodiscard]] bool radial_pushout() const {
        return reading().has(physics::ReadingSwitch::RadialPushout);
    }
    void set_camera_collide(bool on);

    bool paused = false;
    float speed = 1.0f;
    InputSource source = InputSource::Script;
    // Which sub-step of the current frame the inspectors show (-1: the frame's end).
    int substep_cursor = -1;

    // ---- recordings (docs/recordings.md; sim/lab_recording.cpp). start_recording()
    // restarts the run from its start (the scene's player, or where the avatar was last
    // teleported to: set_start) and records every frame from 1 until stop_recording(); the
    // recording stays until saved or discarded (or the next start_recording()). Going back
    // while recording cuts the recording at that frame; the frames run again are recorded.
    // `from`: what the recording was opened as ("" for the scene's path).
    void start_recording(const std::string& from = "");
    void stop_recording() { recording_ = false; }
    [[nodiscard]] bool recording() const { return recording_; }
    [[nodiscard]] const Recorder* recorder() const { return recorder_ ? &*recorder_ : nullptr; }
    // Writes the recording to `path`: "" when written, else the one-line error (the
    // recording is kept either way).
    [[nodiscard]] std::string save_recording(const std::string& path) const;
    void discard_recording();
    // Where a recording starts from now on: the avatar's new start (a teleport).
    void set_start(const glm::vec3& feet, float yaw_deg, std::optional<std::uint32_t> cell);

  private:
    void build();
    void advance(const FrameInput& keyboard);
    void run_frame(const FrameInput& input);
    void replay_next();
    void restore_entry(const RewindEntry& e);
    void before_edit();
    void reset_compare();

    std::unique_ptr<scene::Scene> scene_;
    std::string path_;
    std::unique_ptr<Simulation> sim_;
    std::unique_ptr<ScriptPlayer> script_;
    std::unique_ptr<scene::CheckEvaluator> checks_;
    std::unique_ptr<physics::FrameTrace> trace_; // 512 sub-steps: on the heap, once
    std::unique_ptr<physics::FrameTrace> ghost_trace_ = std::make_unique<physics::FrameTrace>();
    SimulationOptions options_;
    std::optional<CompareTracker> compare_;
    long compare_last_frame_ = 0; // the last frame the tracker saw
    double accumulator_ = 0.0;
    bool collide_ = true;
    std::unique_ptr<Crowd> crowd_;
    std::unique_ptr<ProjectileLauncher> projectiles_;
    std::unique_ptr<RewindBuffer> rewind_ = std::make_unique<RewindBuffer>(); // once
    long diverged_frame_ = -1;
    const char* diverged_what_ = "";
    std::optional<Recorder> recorder_;
    bool recording_ = false;
};

} // namespace sweeplab::app
