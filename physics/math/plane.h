#pragma once
#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

namespace sweeplab::physics {

// Retail Plane: N.p + d = 0. Positive distances lie on the front side.
struct Plane {
    glm::vec3 normal{0.0f, 0.0f, 1.0f};
    float d = 0.0f;

    // Plane::dot_product: signed distance for a unit normal.
    [[nodiscard]] float dot_product(const glm::vec3& p) const { return glm::dot(normal, p) + d; }

    static Plane from_point_normal(const glm::vec3& point, const glm::vec3& n) {
        return Plane{n, -glm::dot(n, point)};
    }
};

} // namespace sweeplab::physics
