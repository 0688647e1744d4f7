#pragma once
// The boom the window looks through: a head pivot above the feet, and an eye behind it at
// the camera's yaw (relative to the avatar's heading), pitch and distance. No GL.
#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>

namespace sweeplab::app {

struct Boom {
    float yaw_deg = 0.0f; // relative to the avatar's heading
    float pitch_deg = 20.0f;
    float distance = 4.0f;
    float pivot_height = 1.6f;
};

struct BoomPose {
    glm::vec3 pivot;
    glm::vec3 eye;
};

// Yaw 0 faces +Y and turns counter-clockwise about +Z.
glm::vec3 heading_dir(float yaw_deg);
BoomPose boom_pose(const glm::vec3& feet, float heading_deg, const Boom& boom);
glm::mat4 view_matrix(const glm::vec3& eye, const glm::vec3& target);
glm::mat4 projection_matrix(float aspect);

inline constexpr float kFovYDeg = 60.0f;

} // namespace sweeplab::app
