#pragma once
// Retail CPolygon: a convex planar polygon whose vertices live in a shared vertex stream.
// The functions below are the retail CPolygon members, ported as free functions over a
// lightweight view so they run directly on the flat BSP tables (no copies, no allocation).
#include "physics/math/plane.h"
#include "physics/math/sphere.h"

#include <cstdint>
#include <glm/vec3.hpp>
#include <span>

namespace sweeplab::physics {

// Retail sides_type: 0 single-sided, 1 double-sided sharing one surface, 2 double-sided with
// a separate back surface. Collision only distinguishes single from the other two.
enum class Sides : std::uint8_t { Single = 0, Double = 1, Both = 2 };

// Retail Sidedness, the argument of point_in_poly2D.
enum class Sidedness : std::uint8_t { Positive = 0, Negative = 1 };

// Retail Ray: a start point and a direction (not necessarily unit length).
struct Ray {
    glm::vec3 point{0.0f};
    glm::vec3 dir{0.0f, 0.0f, 1.0f};
};

// A non-owning view of one polygon: its stored plane (copied from the source, never
// recomputed at query time), its sidedness and its vertices in source order.
struct PolygonView {
    Plane plane{};
    Sides sides = Sides::Single;
    std::span<const glm::vec3> vertices{};
};

// CPolygon::make_plane @ 0x005383D0: Newell-style fan normal, d from the vertex average.
// Returns a zero plane (normal 0, d 0) instead of NaN when the fan normal vanishes.
[[nodiscard]] Plane make_plane(std::span<const glm::vec3> vertices);

// CPolygon::polygon_hits_sphere @ 0x005387C0.
[[nodiscard]] bool polygon_hits_sphere(const PolygonView& poly, const Sphere& object,
                                       glm::vec3& contact_pt);
// CPolygon::polygon_hits_sphere_slow_but_sure @ 0x00538A10.
[[nodiscard]] bool polygon_hits_sphere_slow_but_sure(const PolygonView& poly, const Sphere& object,
                                                     glm::vec3& contact_pt);
// CPolygon::hits_sphere @ 0x00539540.
[[nodiscard]] bool hits_sphere(const PolygonView& poly, const Sphere& object);
// CPolygon::pos_hits_sphere @ 0x005394F0. `struck` is set to `self_index` on any overlap,
// even when the movement test then rejects the hit (retail does the same).
[[nodiscard]] bool pos_hits_sphere(const PolygonView& poly, std::int32_t self_index,
                                   const Sphere& object, const glm::vec3& movement,
                                   glm::vec3& contact_pt, std::int32_t& struck);
// CPolygon::walkable_hits_sphere @ 0x00539560. `walkable_allowance` is
// SPHEREPATH::walkable_allowance.
[[nodiscard]] bool walkable_hits_sphere(const PolygonView& poly, float walkable_allowance,
                                        const Sphere& object, const glm::vec3& up);
// CPolygon::check_walkable @ 0x00538E60.
[[nodiscard]] bool check_walkable(const PolygonView& poly, const Sphere& sphere,
                                  const glm::vec3& up);
// CPolygon::check_small_walkable @ 0x005390B0.
[[nodiscard]] bool check_small_walkable(const PolygonView& poly, const Sphere& sphere,
                                        const glm::vec3& up);
// CPolygon::find_crossed_edge @ 0x00539300.
[[nodiscard]] bool find_crossed_edge(const PolygonView& poly, const Sphere& sphere,
                                     const glm::vec3& up, glm::vec3& normal);

// CPolygon::adjust_sphere_to_plane @ 0x00538210. `walk_interp` is SPHEREPATH::walk_interp.
[[nodiscard]] bool adjust_sphere_to_plane(const PolygonView& poly, float& walk_interp,
                                          Sphere& valid_pos, const glm::vec3& movement);
// CPolygon::adjust_sphere_to_poly @ 0x00538170 (see docs/divergences.md: the radius sign).
[[nodiscard]] double adjust_sphere_to_poly(const PolygonView& poly, const Sphere& check_pos,
                                           const glm::vec3& curr_pos, const glm::vec3& movement);
// CPolygon::adjust_to_placement_poly @ 0x00538CE0.
void adjust_to_placement_poly(const PolygonView& poly, Sphere& struck_sphere, Sphere& other_sphere,
                              float radius, bool center_solid, bool solid_check);

// CPolygon::point_in_polygon @ 0x00538D90.
[[nodiscard]] bool point_in_polygon(const PolygonView& poly, const glm::vec3& point);
// CPolygon::point_in_poly2D @ 0x00538060.
[[nodiscard]] bool point_in_poly2D(const PolygonView& poly, const glm::vec3& point, Sidedness side);
// Plane::compute_time_of_intersection @ 0x00538320.
[[nodiscard]] bool compute_time_of_intersection(const Plane& plane, const Ray& line, double& time);
// CPolygon::polygon_hits_ray @ 0x005395E0.
[[nodiscard]] bool polygon_hits_ray(const PolygonView& poly, const Ray& line, double& time);

} // namespace sweeplab::physics
