#pragma once
// Fills a FrameDraw from the scene's shapes and the avatar's pose.
#include "render/frame_draw.h"
#include "scene/scene.h"

namespace sweeplab::app {

struct AvatarPose {
    glm::vec3 feet{0.0f};
    float yaw_deg = 0.0f;
    float alpha = 1.0f; // the chase camera's fade: 1 opaque
};

void add_scene_shapes(const scene::Scene& scene, render::FrameDraw& out);
void add_avatar(const scene::Scene& scene, const AvatarPose& pose, render::FrameDraw& out);

} // namespace sweeplab::app
