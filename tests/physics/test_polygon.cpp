// Retail CPolygon edge cases.
#include "physics/geometry/polygon.h"
#include "physics/math/constants.h"

#include <array>
#include <catch2/catch.hpp>
#include <cmath>

using namespace sweeplab::physics;

namespace {

// A 2 x 2 square in z = 0, centred on the origin, facing +z.
const std::array<glm::vec3, 4> kSquare{glm::vec3{-1, -1, 0}, glm::vec3{1, -1, 0},
                                       glm::vec3{1, 1, 0}, glm::vec3{-1, 1, 0}};

PolygonView square(Sides sides = Sides::Single) {
    return PolygonView{make_plane(kSquare), sides, kSquare};
}

} // namespace

TEST_CASE("make_plane: right-hand normal and average distance", "[polygon]") {
    const Plane p = make_plane(kSquare);
    CHECK(p.normal.z == Approx(1.0f));
    CHECK(p.d == Approx(0.0f));
    const std::array<glm::vec3, 3> tri{glm::vec3{0, 0, 2}, glm::vec3{0, 1, 2}, glm::vec3{1, 0, 2}};
    const Plane q = make_plane(tri);
    CHECK(q.normal.z == Approx(-1.0f));
    CHECK(q.d == Approx(2.0f));
}

TEST_CASE("make_plane: collinear points give a zero plane, not NaN", "[polygon]") {
    const std::array<glm::vec3, 3> line{glm::vec3{0, 0, 0}, glm::vec3{1, 0, 0}, glm::vec3{2, 0, 0}};
    const Plane p = make_plane(line);
    CHECK(p.normal == glm::vec3{0.0f});
    CHECK(p.d == 0.0f);
}

TEST_CASE("polygon_hits_sphere: reach is radius minus EPSILON", "[polygon]") {
    glm::vec3 contact{0.0f};
    const PolygonView sq = square();
    CHECK(polygon_hits_sphere(sq, Sphere{{0, 0, 0.4997f}, 0.5f}, contact));
    CHECK_FALSE(polygon_hits_sphere(sq, Sphere{{0, 0, 0.4999f}, 0.5f}, contact));
    CHECK(polygon_hits_sphere_slow_but_sure(sq, Sphere{{0, 0, -0.4997f}, 0.5f}, contact));
    CHECK(contact.z == Approx(0.0f).margin(1e-6));
}

TEST_CASE("polygon_hits_sphere: edges and corners", "[polygon]") {
    glm::vec3 contact{0.0f};
    const PolygonView sq = square();
    // Beside an edge, within reach of it.
    CHECK(polygon_hits_sphere(sq, Sphere{{1.3f, 0, 0}, 0.5f}, contact));
    CHECK(polygon_hits_sphere_slow_but_sure(sq, Sphere{{1.3f, 0, 0}, 0.5f}, contact));
    // Beside an edge, out of reach.
    CHECK_FALSE(polygon_hits_sphere(sq, Sphere{{1.6f, 0, 0}, 0.5f}, contact));
    CHECK_FALSE(polygon_hits_sphere_slow_but_sure(sq, Sphere{{1.6f, 0, 0}, 0.5f}, contact));
    // Diagonal off a corner: in reach of the corner, or not.
    CHECK(polygon_hits_sphere_slow_but_sure(sq, Sphere{{1.3f, 1.3f, 0}, 0.5f}, contact));
    CHECK_FALSE(polygon_hits_sphere_slow_but_sure(sq, Sphere{{1.4f, 1.4f, 0}, 0.5f}, contact));
    CHECK(hits_sphere(sq, Sphere{{0.2f, 0.1f, 0.3f}, 0.5f}));
}

TEST_CASE("polygon_hits_sphere and the slow variant agree on random spheres", "[polygon]") {
    glm::vec3 contact{0.0f};
    const PolygonView sq = square();
    std::uint32_t s = 12345u;
    auto rnd = [&s] {
        s = s * 1664525u + 1013904223u;
        return static_cast<float>(s >> 8) / 16777216.0f;
    };
    for (int i = 0; i < 20000; ++i) {
        const Sphere sp{{rnd() * 4 - 2, rnd() * 4 - 2, rnd() * 1.2f - 0.6f}, 0.05f + rnd() * 0.6f};
        REQUIRE(polygon_hits_sphere(sq, sp, contact) ==
                polygon_hits_sphere_slow_but_sure(sq, sp, contact));
    }
}

TEST_CASE("pos_hits_sphere: records the struck polygon even when moving away", "[polygon]") {
    glm::vec3 contact{0.0f};
    std::int32_t struck = -1;
    const Sphere sp{{0, 0, 0.3f}, 0.5f};
    CHECK_FALSE(pos_hits_sphere(square(), 7, sp, {0, 0, 1}, contact, struck));
    CHECK(struck == 7);
    struck = -1;
    CHECK(pos_hits_sphere(square(), 7, sp, {0, 0, -1}, contact, struck));
    CHECK(struck == 7);
    struck = -1;
    CHECK_FALSE(pos_hits_sphere(square(), 7, sp, {1, 0, 0}, contact, struck)); // N.m == 0
    CHECK(struck == 7);
}

TEST_CASE("walkable_hits_sphere: strictly above the allowance", "[polygon]") {
    const Sphere sp{{0, 0, 0.3f}, 0.5f};
    CHECK(walkable_hits_sphere(square(), kFloorZ, sp, {0, 0, 1}));
    CHECK_FALSE(walkable_hits_sphere(square(), 1.0f, sp, {0, 0, 1}));
    CHECK_FALSE(walkable_hits_sphere(square(), kFloorZ, sp, {0, 0, -1}));
}

TEST_CASE("check_walkable and check_small_walkable", "[polygon]") {
    const glm::vec3 up{0, 0, 1};
    // Footprint centre off the edge by 0.4: within r = 0.5, not within r/2.
    const Sphere sp{{1.4f, 0, 3.0f}, 0.5f};
    CHECK(check_walkable(square(), sp, up));
    CHECK_FALSE(check_small_walkable(square(), sp, up));
    CHECK(check_small_walkable(square(), Sphere{{1.2f, 0, 3.0f}, 0.5f}, up));
    // Retail tests |N.up| < EPSILON, so a downward-facing plane still projects (ACE refuses).
    const std::array<glm::vec3, 4> down{kSquare[3], kSquare[2], kSquare[1], kSquare[0]};
    const PolygonView flipped{make_plane(down), Sides::Single, down};
    CHECK(check_walkable(flipped, Sphere{{0, 0, 3}, 0.5f}, up));
    // A vertical wall is edge-on to up: never walkable.
    const std::array<glm::vec3, 4> wall{glm::vec3{0, 0, 0}, glm::vec3{1, 0, 0}, glm::vec3{1, 0, 1},
                                        glm::vec3{0, 0, 1}};
    CHECK_FALSE(check_walkable(PolygonView{make_plane(wall), Sides::Single, wall},
                               Sphere{{0.5f, 0, 0.5f}, 0.5f}, up));
}

TEST_CASE("check_walkable: outside one edge but past its end keeps scanning", "[polygon]") {
    // Retail remembers "outside" and keeps testing later vertices; ACE returns false at once.
    // The footprint centre is outside the bottom edge, beyond its end, and within r of the
    // corner (1, -1), which a later edge's start vertex reaches.
    const Sphere sp{{1.2f, -1.2f, 1.0f}, 0.5f};
    CHECK(check_walkable(square(), sp, {0, 0, 1}));
}

TEST_CASE("find_crossed_edge: first edge the footprint is outside of", "[polygon]") {
    glm::vec3 n{0.0f};
    CHECK_FALSE(find_crossed_edge(square(), Sphere{{0, 0, 1}, 0.5f}, {0, 0, 1}, n));
    REQUIRE(find_crossed_edge(square(), Sphere{{1.5f, 0, 1}, 0.5f}, {0, 0, 1}, n));
    // The inward normal of the x = 1 edge.
    CHECK(n.x == Approx(-1.0f));
    CHECK(glm::length(n) == Approx(1.0f));
}

TEST_CASE("adjust_sphere_to_plane: backs off to tangency and tightens walk_interp", "[polygon]") {
    float interp = 1.0f;
    Sphere s{{0, 0, 0.3f}, 0.5f};
    REQUIRE(adjust_sphere_to_plane(square(), interp, s, {0, 0, -1}));
    CHECK(s.center.z == Approx(0.5f));
    CHECK(interp == Approx(0.8f));
    // Parallel movement and a would-be loosening both refuse without touching anything.
    Sphere t{{0, 0, 0.3f}, 0.5f};
    float interp2 = 1.0f;
    CHECK_FALSE(adjust_sphere_to_plane(square(), interp2, t, {1, 0, 0}));
    Sphere high{{0, 0, 1}, 0.5f};
    CHECK_FALSE(adjust_sphere_to_plane(square(), interp2, high, {0, 0, -1}));
    CHECK(high.center.z == 1.0f);
    CHECK(interp2 == 1.0f);
    // Below -0.5 refuses.
    float interp3 = 1.0f;
    Sphere u{{0, 0, -2.0f}, 0.5f};
    CHECK_FALSE(adjust_sphere_to_plane(square(), interp3, u, {0, 0, -1}));
}

TEST_CASE("adjust_sphere_to_poly: the radius sign follows the start side", "[polygon]") {
    // Pins our reading of the lost compare at 0x00538170 (docs/divergences.md).
    const PolygonView sq = square();
    // Within one radius at the start: 1.
    CHECK(adjust_sphere_to_poly(sq, Sphere{{0, 0, 0}, 0.5f}, {0, 0, 0.3f}, {0, 0, -1}) == 1.0);
    // Parallel movement: 0.
    CHECK(adjust_sphere_to_poly(sq, Sphere{{0, 0, 0}, 0.5f}, {0, 0, 2}, {1, 0, 0}) == 0.0);
    // Front side, short step (|m| <= r, where ACE would flip): tangent at +r,
    // t = (0.5 - 2) / -0.4 = 3.75. ACE gives (-0.5 - 2) / -0.4 = 6.25.
    CHECK(adjust_sphere_to_poly(sq, Sphere{{0, 0, 0}, 0.5f}, {0, 0, 2}, {0, 0, -0.4f}) ==
          Approx(3.75));
    // Back side: tangent at -r, t = (-0.5 + 2) / 1 = 1.5.
    CHECK(adjust_sphere_to_poly(sq, Sphere{{0, 0, 0}, 0.5f}, {0, 0, -2}, {0, 0, 1}) == Approx(1.5));
}

TEST_CASE("adjust_to_placement_poly: two sign flips cancel", "[polygon]") {
    const PolygonView sq = square();
    Sphere a{{0, 0, -0.2f}, 0.5f}, b{{0, 0, 1.0f}, 0.5f};
    // Solid centre and behind the plane: retail's flips cancel, target +r. ACE gives -r.
    adjust_to_placement_poly(sq, a, b, 0.5f, true, true);
    CHECK(a.center.z == Approx(0.5f));
    CHECK(b.center.z == Approx(1.7f));
    Sphere c{{0, 0, 0.2f}, 0.5f}, d{};
    adjust_to_placement_poly(sq, c, d, 0.5f, false, false);
    CHECK(c.center.z == Approx(0.5f));
    Sphere e{{0, 0, -0.2f}, 0.5f}, f{};
    adjust_to_placement_poly(sq, e, f, 0.5f, false, true);
    CHECK(e.center.z == Approx(-0.5f));
}

TEST_CASE("point_in_polygon, point_in_poly2D and polygon_hits_ray", "[polygon]") {
    const PolygonView sq = square();
    CHECK(point_in_polygon(sq, {0.5f, 0.5f, 7.0f}));
    CHECK(point_in_polygon(sq, {1.0f, 0.0f, 0.0f})); // on an edge counts as inside
    CHECK_FALSE(point_in_polygon(sq, {1.01f, 0.0f, 0.0f}));
    // Retail walks the outline backwards, so a counter-clockwise (seen from +z) outline
    // contains its inside under the Positive test.
    CHECK(point_in_poly2D(sq, {0.5f, 0.5f, 0}, Sidedness::Positive));
    CHECK_FALSE(point_in_poly2D(sq, {0.5f, 0.5f, 0}, Sidedness::Negative));
    CHECK_FALSE(point_in_poly2D(sq, {1.5f, 0.5f, 0}, Sidedness::Positive));
    double t = -1.0;
    CHECK(polygon_hits_ray(sq, Ray{{0.2f, 0.2f, 5}, {0, 0, -1}}, t));
    CHECK(t == Approx(5.0));
    CHECK_FALSE(polygon_hits_ray(sq, Ray{{0.2f, 0.2f, -5}, {0, 0, 1}}, t)); // from behind
    CHECK(polygon_hits_ray(square(Sides::Double), Ray{{0.2f, 0.2f, -5}, {0, 0, 1}}, t));
    CHECK_FALSE(polygon_hits_ray(sq, Ray{{0.2f, 0.2f, 5}, {0, 0, 1}}, t)); // pointing away
    CHECK_FALSE(polygon_hits_ray(sq, Ray{{3, 0, 5}, {0, 0, -1}}, t));      // misses outline
    CHECK_FALSE(compute_time_of_intersection(sq.plane, Ray{{0, 0, 1}, {1, 0, 0}}, t));
}
