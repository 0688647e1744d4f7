#include "app/sim/lab_controller.h"

#include "app/sim/headless_json.h"
#include "scene/loader.h"

namespace sweeplab::app {

LabController::LabController(const std::string& scene_path)
    : trace_(std::make_unique<physics::FrameTrace>()) {
    open(scene_path);
}

void LabController::open(const std::string& scene_path) {
    auto loaded = std::make_unique<scene::Scene>(scene::load_scene_file(scene_path));
    auto sim = std::make_unique<Simulation>(*loaded); // throws before anything is replaced
    const bool collide = sim_ ? sim_->camera_collide : camera_collide_setting(*loaded, -1);
    scene_ = std::move(loaded);
    sim_ = std::move(sim);
    path_ = scene_path;
    sim_->camera_collide = collide;
    script_ = std::make_unique<ScriptPlayer>(*scene_);
    checks_ = std::make_unique<scene::CheckEvaluator>(scene_->checks);
    trace_->clear();
    substep_cursor = -1;
    accumulator_ = 0.0;
}

void LabController::restart() {
    const bool collide = sim_->camera_collide;
    sim_ = std::make_unique<Simulation>(*scene_);
    sim_->camera_collide = collide;
    checks_ = std::make_unique<scene::CheckEvaluator>(scene_->checks);
    trace_->clear();
    substep_cursor = -1;
    accumulator_ = 0.0;
}

FrameInput LabController::next_input(const FrameInput& keyboard) const {
    if (source == InputSource::Keyboard) return keyboard;
    return script_->input(sim_->output().frame + 1);
}

void LabController::advance(const FrameInput& keyboard) {
    trace_->clear();
    sim_->step(next_input(keyboard), trace_.get());
    checks_->add_frame(frame_record(sim_->output()));
    substep_cursor = -1;
}

int LabController::tick(double real_seconds, const FrameInput& keyboard) {
    if (paused) return 0;
    accumulator_ += real_seconds * static_cast<double>(speed);
    int stepped = 0;
    // At most a few frames per tick: a stalled window must not spiral.
    while (accumulator_ >= 1.0 / kFrameRate && stepped < 4) {
        accumulator_ -= 1.0 / kFrameRate;
        advance(keyboard);
        ++stepped;
    }
    if (stepped == 4) accumulator_ = 0.0;
    return stepped;
}

void LabController::step_frame(const FrameInput& keyboard) {
    advance(keyboard);
}

void LabController::step_substep(const FrameInput& keyboard) {
    paused = true;
    const int n = static_cast<int>(trace_->count);
    if (substep_cursor >= 0 && substep_cursor + 1 < n) {
        ++substep_cursor;
        return;
    }
    advance(keyboard);
    substep_cursor = trace_->count > 0 ? 0 : -1;
}

} // namespace sweeplab::app
