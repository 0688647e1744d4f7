#include "sim/lab_controller.h"

#include <algorithm>
#include <cmath>

#include <glm/trigonometric.hpp>

#include "scene/dat_world_builder.h"
#include "scene/loader.h"
#include "sim/headless_json.h"

namespace sweeplab::app {

LabController::LabController(const std::string& scene_path, const SimulationOptions& options)
    : trace_(std::make_unique<physics::FrameTrace>()), options_(options) {
    open(scene_path);
}

LabController::LabController(scene::Scene scene, const std::string& scene_path,
                             const SimulationOptions& options)
    : trace_(std::make_unique<physics::FrameTrace>()), options_(options) {
    open(std::move(scene), scene_path);
}

void LabController::open(const std::string& scene_path) {
    scene::LoadOptions load;
    load.dat_dir = options_.dat_dir; // --dat wins for every scene the window opens
    open(scene::load_scene_file(scene_path, load), scene_path);
}

void LabController::open(scene::Scene scene, const std::string& scene_path) {
    auto loaded = std::make_unique<scene::Scene>(std::move(scene));
    // Throws before anything is replaced.
    auto sim = std::make_unique<Simulation>(*loaded, options_);
    // The DAT world's warnings join the scene's (the Scene panel and the window's stderr).
    if (const scene::DatWorldDesc* dat = sim->dat_world())
        loaded->warnings.insert(loaded->warnings.end(), dat->warnings.begin(), dat->warnings.end());
    const bool collide = sim_ ? sim_->camera_collide : camera_collide_setting(*loaded, -1);
    crowd_.reset();
    projectiles_.reset(); // it points into the old world
    scene_ = std::move(loaded);
    sim_ = std::move(sim);
    path_ = scene_path;
    sim_->camera_collide = collide;
    script_ = std::make_unique<ScriptPlayer>(*scene_);
    build();
}

void LabController::open(scene::Scene scene, const std::string& scene_path,
                         const SimulationOptions& options) {
    const SimulationOptions kept = options_;
    options_ = options;
    try {
        open(std::move(scene), scene_path);
    } catch (...) {
        options_ = kept;
        throw;
    }
}

void LabController::restart() {
    const bool collide = sim_->camera_collide;
    crowd_.reset();
    projectiles_.reset();
    sim_ = std::make_unique<Simulation>(*scene_, options_);
    sim_->camera_collide = collide;
    build();
}

// What open() and restart() share once sim_ is new.
void LabController::build() {
    crowd_ =
        std::make_unique<Crowd>(SimulationAccess::world(*sim_), sim_->player(), sim_->dat_world());
    projectiles_ = std::make_unique<ProjectileLauncher>(sim_->world());
    crowd_->set_reading(sim_->player().config().reading);
    // The scene's moving crowds, and the place's creatures as the scene says (a recording made
    // while they chased).
    crowd_->adopt(*scene_);
    if (scene_->dat) crowd_->set_world_mode(world_creature_mode_of(scene_->dat->creatures));
    checks_ = std::make_unique<scene::CheckEvaluator>(scene_->checks);
    trace_->clear();
    ghost_trace_->clear();
    reset_compare();
    substep_cursor = -1;
    accumulator_ = 0.0;
    rewind_->clear();
    diverged_frame_ = -1;
    diverged_what_ = "";
}

FrameInput LabController::next_input(const FrameInput& keyboard) const {
    const long next = sim_->output().frame + 1;
    if (const RewindEntry* e = rewind_->find(next)) return e->input;
    if (source == InputSource::Keyboard) return keyboard;
    return script_->input(next);
}

void LabController::run_frame(const FrameInput& input) {
    trace_->clear();
    ghost_trace_->clear();
    sim_->step(input, trace_.get(), sim_->has_compare() ? ghost_trace_.get() : nullptr);
    if (recording_) recorder_->add_frame(frame(), input, sim_->output());
    crowd_->step(sim_->frame_dt());
    projectiles_->step(sim_->frame_dt());
    substep_cursor = -1;
    // A replayed frame was counted when it first ran.
    if (compare_ && sim_->has_compare() && frame() > compare_last_frame_) {
        compare_->add_frame(sim_->output(), *trace_, *ghost_trace_);
        compare_last_frame_ = frame();
    }
}

// The tracker counts from the frame after this one.
void LabController::reset_compare() {
    compare_.reset();
    if (sim_->has_compare())
        compare_.emplace(physics::reading_name(sim_->ghost(0).config().reading));
    compare_last_frame_ = frame();
}

void LabController::advance(const FrameInput& keyboard) {
    const long next = sim_->output().frame + 1;
    if (rewind_->find(next) != nullptr) {
        replay_next();
        return;
    }
    const FrameInput input = next_input(keyboard);
    RewindEntry& e = rewind_->record(next);
    save_state(*sim_, e.pre);
    crowd_->snapshot(e.crowd);
    projectiles_->snapshot(e.projectiles);
    e.input = input;
    run_frame(input);
    e.out = recorded();
    checks_->add_frame(frame_record(sim_->output()));
}

// Re-simulates the next recorded frame with its recorded input; the crowd's recorded edits
// (creatures added or removed before the frame), the shots fired before it and the switches
// are applied first.
void LabController::replay_next() {
    const long next = sim_->output().frame + 1;
    const RewindEntry* e = rewind_->find(next);
    if (e == nullptr) return;
    crowd_->apply_presence(e->crowd);
    projectiles_->apply_shots(e->projectiles);
    sim_->camera_collide = e->pre.camera_collide;
    SimulationAccess::player(*sim_).set_reading(e->pre.player.state.reading);
    // A ghost reading changed before this frame: the ghost started again there.
    if (!same_ghosts(*sim_, e->pre)) restore_ghosts(*sim_, e->pre);
    run_frame(e->input);
    const char* what = first_difference(recorded(), e->out);
    if (*what != '\0' && diverged_frame_ < 0) {
        diverged_frame_ = next;
        diverged_what_ = what;
    }
}

void LabController::restore_entry(const RewindEntry& e) {
    restore_state(*sim_, e.pre);
    crowd_->restore(e.crowd);
    projectiles_->restore(e.projectiles);
    trace_->clear();
    ghost_trace_->clear();
    substep_cursor = -1;
    accumulator_ = 0.0;
}

long LabController::history_first() const {
    return rewind_->empty() ? frame() : rewind_->first() - 1;
}

bool LabController::rewind_to(long target) {
    const long now = frame();
    if (target == now) return true;
    if (target > now) {
        while (frame() < target && in_past())
            replay_next();
        return frame() == target;
    }
    diverged_frame_ = -1;
    diverged_what_ = "";
    if (const RewindEntry* e = rewind_->find(target)) {
        // Land on `target` by re-running it: the trace and the inspectors show that frame.
        restore_entry(*e);
        replay_next();
        return frame() == target;
    }
    if (const RewindEntry* e = rewind_->find(target + 1)) {
        restore_entry(*e); // the oldest reachable state (no trace for it)
        return true;
    }
    return false;
}

bool LabController::step_back() {
    paused = true;
    return frame() > history_first() && rewind_to(frame() - 1);
}

bool LabController::step_forward(const FrameInput& keyboard) {
    paused = true;
    advance(keyboard);
    return true;
}

void LabController::discard_future() {
    rewind_->truncate_after(frame());
}

void LabController::before_edit() {
    if (!in_past()) return;
    discard_future();
    // The frames after this one will run again, differently: a parting found among them no
    // longer stands, and they are counted again.
    if (compare_ &&
        (compare_->result().first_frame == 0 || compare_->result().first_frame > frame()))
        reset_compare();
    compare_last_frame_ = std::min(compare_last_frame_, frame());
}

std::uint32_t LabController::add_creature(const glm::vec3& feet, float radius, std::uint32_t seed) {
    before_edit();
    return crowd_->add(feet, radius, seed);
}

std::uint32_t LabController::add_creatures(std::uint32_t count, const glm::vec3& centre,
                                           float spread, float radius, std::uint32_t seed) {
    before_edit();
    return crowd_->add_random(count, centre, spread, radius, seed);
}

bool LabController::remove_creature(std::uint32_t id) {
    before_edit();
    return crowd_->remove(id);
}

void LabController::set_wander(bool on) {
    before_edit();
    crowd_->set_wander(on);
}

void LabController::set_crowd_mode(WorldCreatureMode mode) {
    before_edit();
    crowd_->set_mode(mode);
}

void LabController::set_world_wander(bool on) {
    before_edit();
    crowd_->set_world_wander(on);
}

void LabController::set_world_mode(WorldCreatureMode mode) {
    before_edit();
    crowd_->set_world_mode(mode);
}

void LabController::set_radial_pushout(bool on) {
    physics::Reading r = reading();
    r.set(physics::ReadingSwitch::RadialPushout, on);
    set_reading(r);
}

void LabController::set_reading(physics::Reading r) {
    before_edit();
    options_.reading = r;
    SimulationAccess::player(*sim_).set_reading(r);
    crowd_->set_reading(r);
    reset_compare(); // the two now differ by something else
}

void LabController::set_compare(std::optional<physics::Reading> r) {
    before_edit();
    options_.compare = r;
    app::set_compare(*sim_, r);
    ghost_trace_->clear();
    reset_compare();
}

std::optional<physics::Reading> LabController::compare_reading() const {
    if (!sim_->has_compare()) return std::nullopt;
    return sim_->ghost(0).config().reading;
}

bool LabController::goto_first_parting() {
    const CompareResult* r = compare_result();
    if (r == nullptr || r->first_frame == 0) return false;
    paused = true;
    if (!rewind_to(r->first_frame)) return false;
    const int n = static_cast<int>(trace_->count);
    substep_cursor = n == 0 ? -1 : std::min(static_cast<int>(r->first_substep) - 1, n - 1);
    return true;
}

void LabController::fire_projectile() {
    before_edit();
    const FrameOutput& o = sim_->output();
    const float yaw = glm::radians(o.yaw_deg);
    const glm::vec3 heading(-std::sin(yaw), std::cos(yaw), 0.0f);
    projectiles_->fire(o.pivot + heading * 0.6f, heading);
}

void LabController::set_camera_collide(bool on) {
    before_edit();
    sim_->camera_collide = on;
}

int LabController::tick(double real_seconds, const FrameInput& keyboard) {
    if (paused) return 0;
    accumulator_ += real_seconds * static_cast<double>(speed);
    int stepped = 0;
    // The keyboard's jump is a press: it goes to the first frame this tick runs only.
    FrameInput input = keyboard;
    // At most a few frames per tick: a stalled window must not spiral.
    while (accumulator_ >= 1.0 / sim_->frame_rate() && stepped < 4) {
        accumulator_ -= 1.0 / sim_->frame_rate();
        advance(input);
        input.jump = false;
        ++stepped;
    }
    if (stepped == 4) accumulator_ = 0.0;
    // Rendering faster than the 30 Hz simulation: retail sweeps the viewer every render
    // frame (SmartBox::DrawNoBlit) and seeks only on physics ticks.
    if (stepped == 0) sim_->resweep_camera();
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
