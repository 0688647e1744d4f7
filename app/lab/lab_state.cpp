#include "app/lab/lab_state.h"

namespace sweeplab::app {

Boom scene_boom(const scene::Scene& s) {
    return {s.camera.yaw_deg, s.camera.pitch_deg, s.camera.distance, s.camera.pivot_height};
}

} // namespace sweeplab::app
