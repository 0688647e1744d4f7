#include "app/lab/lab_state.h"

namespace sweeplab::app {

void reset_to_scene(LabState& s) {
    s.avatar = {s.scene.player.position, s.scene.player.yaw_deg, 1.0f};
    s.boom = {s.scene.camera.yaw_deg, s.scene.camera.pitch_deg, s.scene.camera.distance,
              s.scene.camera.pivot_height};
    s.frame = 0;
}

} // namespace sweeplab::app
