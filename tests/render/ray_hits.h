#pragma once
// The ray tests the screenshot checkers share: whether a shape they expect at a pixel is
// hidden behind other geometry, seen from the eye. And the headless output's vectors.
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>
#include <nlohmann/json.hpp>

namespace sweeplab::test {

enum class Faces { Front, Both };

// Möller–Trumbore: the ray parameter of a hit on triangle (a, b, c), or -1. With
// Faces::Front a back-facing triangle (culled when drawn) is never hit.
inline float ray_triangle(const glm::vec3& o, const glm::vec3& d, const glm::vec3& a,
                          const glm::vec3& b, const glm::vec3& c, Faces faces) {
    const glm::vec3 e1 = b - a, e2 = c - a;
    const glm::vec3 p = glm::cross(d, e2);
    const float det = glm::dot(e1, p);
    if (faces == Faces::Front ? det < 1e-9f : std::fabs(det) < 1e-9f) return -1.0f;
    const glm::vec3 s = o - a;
    const float u = glm::dot(s, p) / det;
    if (u < 0.0f || u > 1.0f) return -1.0f;
    const glm::vec3 q = glm::cross(s, e1);
    const float v = glm::dot(d, q) / det;
    if (v < 0.0f || u + v > 1.0f) return -1.0f;
    return glm::dot(e2, q) / det;
}

// The ray parameter of the first hit on the sphere (c, r), or -1 (d is a unit vector).
inline float ray_sphere(const glm::vec3& o, const glm::vec3& d, const glm::vec3& c, float r) {
    const glm::vec3 m = o - c;
    const float b = glm::dot(m, d), cc = glm::dot(m, m) - r * r;
    const float disc = b * b - cc;
    if (disc < 0.0f) return -1.0f;
    return -b - std::sqrt(disc);
}

// [x, y, z] of the headless output.
inline glm::vec3 v3(const nlohmann::json& a) {
    return {a[0].get<float>(), a[1].get<float>(), a[2].get<float>()};
}

} // namespace sweeplab::test
