// Retail CPolygon plane construction and the plane-based sphere adjustments.
#include "physics/geometry/polygon.h"
#include "physics/math/constants.h"
#include "physics/reading/reading.h"

#include <cmath>

namespace sweeplab::physics {

// CPolygon::make_plane @ 0x005383D0
Plane make_plane(std::span<const glm::vec3> vertices) {
    const std::size_t n = vertices.size();
    glm::vec3 sum{0.0f};
    for (std::size_t i = 1; i + 1 < n; ++i) {
        sum += glm::cross(vertices[i] - vertices[0], vertices[i + 1] - vertices[0]);
    }
    const float len = std::sqrt(glm::dot(sum, sum));
    // Retail divides by zero here; a zero plane keeps degenerate input NaN-free.
    if (!(len > 0.0f)) return Plane{glm::vec3{0.0f}, 0.0f};
    const glm::vec3 normal = sum * (1.0f / len);
    float dist_sum = 0.0f;
    for (const glm::vec3& v : vertices)
        dist_sum += glm::dot(normal, v);
    return Plane{normal, -(dist_sum / static_cast<float>(n))};
}

// CPolygon::adjust_sphere_to_plane @ 0x00538210
bool adjust_sphere_to_plane(const PolygonView& poly, float& walk_interp, Sphere& valid_pos,
                            const glm::vec3& movement) {
    const float dist = poly.plane.dot_product(valid_pos.center);
    const float dp_move = glm::dot(poly.plane.normal, movement);
    float gap = 0.0f;
    if (dp_move <= kEpsilon) {
        if (dp_move >= -kEpsilon) return false;
        gap = dist - valid_pos.radius;
    } else {
        gap = -valid_pos.radius - dist;
    }
    const float back = gap / dp_move;
    const float interp = (1.0f - back) * walk_interp;
    if (interp >= walk_interp || interp < -0.5f) return false;
    valid_pos.center -= back * movement;
    walk_interp = interp;
    return true;
}

// CPolygon::adjust_sphere_to_poly @ 0x00538170
double adjust_sphere_to_poly(const PolygonView& poly, const Sphere& check_pos,
                             const glm::vec3& curr_pos, const glm::vec3& movement) {
    const float dist = poly.plane.dot_product(curr_pos);
    if (!(check_pos.radius <= std::fabs(dist))) return 1.0;
    const float dp_move = glm::dot(poly.plane.normal, movement);
    if (!(std::fabs(dp_move) >= kEpsilon)) return 0.0;
    // The decompiler lost the compare that picks the radius sign (flags c0|c3 only). We read
    // it as the sign of the start distance, so the result is the time the sphere becomes
    // tangent on the side it starts on. ACE tests |movement|^2 <= r^2 instead; GDLE leaves
    // the function unfinished. See docs/divergences.md.
    float target = check_pos.radius;
    if (reading_has(ReadingSwitch::AceAdjustSphereSign)) [[unlikely]] {
        // ACE flips on the movement's length, whatever side the start is on, in float.
        if (glm::dot(movement, movement) <= target * target) target = -target;
        return static_cast<double>((target - dist) / dp_move);
    }
    if (dist <= 0.0f) target = -target;
    return (static_cast<double>(target) - static_cast<double>(dist)) / static_cast<double>(dp_move);
}

// CPolygon::adjust_to_placement_poly @ 0x00538CE0
void adjust_to_placement_poly(const PolygonView& poly, Sphere& struck_sphere, Sphere& other_sphere,
                              float radius, bool center_solid, bool solid_check) {
    const float dist = poly.plane.dot_product(struck_sphere.center);
    float push = 0.0f;
    if (solid_check) {
        // Two independent flips: a solid centre and a back-side centre cancel out. ACE folds
        // them into one "or" (docs/divergences.md).
        float target = radius;
        if (center_solid) target = -target;
        if (dist <= 0.0f) target = -target;
        push = target - dist;
    } else {
        push = radius - dist;
    }
    const glm::vec3 offset = push * poly.plane.normal;
    struck_sphere.center += offset;
    other_sphere.center += offset;
}

} // namespace sweeplab::physics
