#pragma once
#include <glm/vec3.hpp>

namespace sweeplab::physics {

// Retail CCylSphere's data: an upright cylinder standing on low_pt, its axis along +Z.
// Retail stores low_pt, height, radius in that order; the collision functions live in
// collision/cyl_sphere_collision.*. As a collision volume against a sphere of radius r the
// family treats it as the cylinder of radius (radius + r) spanning
// [low_pt.z - r, low_pt.z + height + r] (flat caps, no rounded rim).
struct CylSphere {
    glm::vec3 low_pt{0.0f};
    float radius = 0.0f;
    float height = 0.0f;
};

} // namespace sweeplab::physics
