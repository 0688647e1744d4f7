#include "app/frame_builder.h"

#include <glm/gtc/quaternion.hpp>

#include "render/scene_geometry.h"

namespace sweeplab::app {

using render::palette::kCreature;
using render::palette::kCylinder;
using render::palette::kEthereal;
using render::palette::kSphere;

void add_scene_shapes(const scene::Scene& s, render::FrameDraw& out) {
    for (const scene::Object& o : s.objects) {
        // A moving crowd's members are the crowd's creatures, drawn where they stand now.
        if (scene::is_moving_crowd_member(s, o)) continue;
        const glm::vec4 solid = o.creature ? kCreature : kSphere;
        switch (o.kind) {
        case scene::ObjectKind::Sphere:
            out.spheres.push_back({o.position, o.radius, o.ethereal ? kEthereal : solid});
            break;
        case scene::ObjectKind::CylSphere:
            out.cylinders.push_back(
                {o.position, o.radius, o.height, o.ethereal ? kEthereal : kCylinder});
            break;
        case scene::ObjectKind::Creature: {
            const glm::quat q =
                glm::angleAxis(glm::radians(o.yaw_deg), glm::vec3(0.0f, 0.0f, 1.0f));
            for (const scene::BodySphere& b : o.spheres)
                out.spheres.push_back(
                    {o.position + q * b.center, b.radius, o.ethereal ? kEthereal : kCreature});
            break;
        }
        case scene::ObjectKind::Box:
        case scene::ObjectKind::Mesh:
            break; // static geometry, drawn by the scene renderer
        }
    }
}

void add_avatar(const scene::Scene& s, const AvatarPose& pose, render::FrameDraw& out) {
    const glm::quat q = glm::angleAxis(glm::radians(pose.yaw_deg), glm::vec3(0.0f, 0.0f, 1.0f));
    for (const scene::BodySphere& b : s.player.spheres)
        out.avatar.push_back({pose.feet + q * b.center, b.radius, render::palette::kAvatar});
    out.avatar_alpha = pose.alpha;
}

} // namespace sweeplab::app
