#include "sim/view_camera.h"

#include <cmath>

#include <glm/gtc/matrix_transform.hpp>

namespace sweeplab::app {

glm::vec3 heading_dir(float yaw_deg) {
    const float y = glm::radians(yaw_deg);
    return {-std::sin(y), std::cos(y), 0.0f};
}

BoomPose boom_pose(const glm::vec3& feet, float heading_deg, const Boom& boom) {
    const glm::vec3 pivot = feet + glm::vec3(0.0f, 0.0f, boom.pivot_height);
    const glm::vec3 fwd = heading_dir(heading_deg + boom.yaw_deg);
    const float p = glm::radians(boom.pitch_deg);
    const glm::vec3 eye = pivot - fwd * (boom.distance * std::cos(p)) +
                          glm::vec3(0.0f, 0.0f, boom.distance * std::sin(p));
    return {pivot, eye};
}

glm::mat4 view_matrix(const glm::vec3& eye, const glm::vec3& target) {
    return glm::lookAt(eye, target, glm::vec3(0.0f, 0.0f, 1.0f));
}

glm::mat4 projection_matrix(float aspect) {
    return glm::perspective(glm::radians(kFovYDeg), aspect, 0.05f, 500.0f);
}

} // namespace sweeplab::app
