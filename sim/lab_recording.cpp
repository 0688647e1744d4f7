// LabController's recordings (docs/recordings.md): the start, the frames as they run, saving.
#include "sim/lab_controller.h"

#include <glm/trigonometric.hpp>

#include "physics/reading/reading.h"

namespace sweeplab::app {

void LabController::set_start(const glm::vec3& feet, float yaw_deg,
                              std::optional<std::uint32_t> cell) {
    scene_->player.position = feet;
    scene_->player.yaw_deg = yaw_deg;
    scene_->player.cell = cell;
}

void LabController::start_recording(const std::string& from) {
    // Restart from the start: the Simulation places the avatar at scene_->player, as a
    // headless run of the file will; the place's creatures start again from their spawns
    // doing what they do now, and the file says so (`dat.creatures`).
    if (scene_->dat)
        scene_->dat->creatures = world_creature_mode_name(crowd_->world_creatures().mode());
    // The scene's moving crowds do what the crowd does now (a crowd standing still in the lab
    // keeps what its scene said).
    if (crowd_->mode() != WorldCreatureMode::Stand)
        for (scene::CrowdSpec& c : scene_->crowds)
            if (c.moves != scene::CrowdMoves::Stand)
                c.moves = crowd_->mode() == WorldCreatureMode::Chase ? scene::CrowdMoves::Chase
                                                                     : scene::CrowdMoves::Wander;
    restart();
    const std::optional<physics::Reading> compare = compare_reading();
    recorder_.emplace(*scene_, sim_->frame_rate(), from.empty() ? path_ : from,
                      physics::reading_name(reading()),
                      compare ? physics::reading_name(*compare) : std::string());
    recording_ = true;
}

std::string LabController::save_recording(const std::string& path) const {
    if (!recorder_) return path + ": nothing recorded";
    return recorder_->save(path);
}

void LabController::discard_recording() {
    recorder_.reset();
    recording_ = false;
}

} // namespace sweeplab::app
