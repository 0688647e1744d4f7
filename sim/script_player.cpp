#include "sim/script_player.h"

#include <algorithm>

namespace sweeplab::app {

ScriptPlayer::ScriptPlayer(const scene::Scene& scene) : steps_(scene.script) {
    idle_.camera_yaw = scene.camera.yaw_deg;
    idle_.camera_pitch = scene.camera.pitch_deg;
    idle_.camera_distance = scene.camera.distance;
    long next = 1;
    for (const scene::ScriptStep& s : steps_) {
        first_frame_.push_back(next);
        next += s.frames;
    }
    total_ = next - 1;
    if (!steps_.empty()) {
        const scene::ScriptStep& last = steps_.back();
        idle_.camera_yaw = last.camera_yaw;
        idle_.camera_pitch = last.camera_pitch;
        idle_.camera_distance = last.camera_distance;
    }
}

FrameInput ScriptPlayer::input(long frame) const {
    if (frame < 1 || frame > total_) return idle_;
    const auto it = std::upper_bound(first_frame_.begin(), first_frame_.end(), frame);
    const std::size_t i = static_cast<std::size_t>(it - first_frame_.begin()) - 1;
    const scene::ScriptStep& s = steps_[i];
    FrameInput in;
    in.forward = s.forward;
    in.strafe = s.strafe;
    in.turn = s.turn;
    in.run = s.run;
    in.jump = s.jump && frame == first_frame_[i];
    in.camera_yaw = s.camera_yaw;
    in.camera_pitch = s.camera_pitch;
    in.camera_distance = s.camera_distance;
    return in;
}

} // namespace sweeplab::app
