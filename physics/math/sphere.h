#pragma once
#include <glm/vec3.hpp>

namespace sweeplab::physics {

// Retail CSphere's data: a centre and a radius (the collision functions live in
// collision/sphere_collision.*).
struct Sphere {
    glm::vec3 center{0.0f};
    float radius = 0.0f;
};

} // namespace sweeplab::physics
