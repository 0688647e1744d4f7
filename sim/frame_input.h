#pragma once
// One frame of input, from the keyboard or a scene's script.
namespace sweeplab::app {

struct FrameInput {
    float forward = 0.0f; // [-1, 1]
    float strafe = 0.0f;  // [-1, 1], positive to the right
    float turn = 0.0f;    // degrees per second, positive turns left
    bool run = false;
    bool jump = false; // start a jump this frame (when on the ground)
    float camera_yaw = 0.0f;
    float camera_pitch = 20.0f;
    float camera_distance = 4.0f;
};

} // namespace sweeplab::app
