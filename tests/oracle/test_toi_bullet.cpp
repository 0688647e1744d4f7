// Swept time of impact against Bullet's convex cast (btGjkConvexCast), on seeded random
// cases: sphere vs sphere (CSphere::find_time_of_collision and the PerfectClip tail of
// CSphere::collide_with_point) and sphere vs cylinder (the PerfectClip tail of
// CCylSphere::collide_with_point). The retail cylinder family collides a sphere of radius r
// with the cylinder grown to radius R + r and extended by r above and below (flat caps, no
// rounded rim), so Bullet casts a point-sized sphere against exactly that cylinder.
//
// Bullet's conservative advancement stops once the shapes are within 1 mm, so the two times
// are compared as a distance along the contact normal: |t_ours - t_bullet| * |move . n|.
// Along the movement itself Bullet's error grows without bound at grazing incidence. Each
// cylinder impact point is also checked with Bullet's GJK distance query: on the surface.
#include <BulletCollision/NarrowPhaseCollision/btContinuousConvexCollision.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpaPenetrationDepthSolver.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkPairDetector.h>
#include <BulletCollision/NarrowPhaseCollision/btPointCollector.h>
#include <BulletCollision/NarrowPhaseCollision/btVoronoiSimplexSolver.h>
#include <btBulletCollisionCommon.h>
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include <glm/geometric.hpp>

#include "physics/collision/collision_info.h"
#include "physics/collision/cyl_sphere_collision.h"
#include "physics/collision/object_info.h"
#include "physics/collision/sphere_collision.h"
#include "physics/collision/sphere_path.h"
#include "physics/math/constants.h"

using namespace sweeplab::physics;

namespace {

constexpr int kCases = 10000;

btVector3 bt(const glm::vec3& v) {
    return btVector3(v.x, v.y, v.z);
}

constexpr double kBulletTolerance = 1.5e-3; // Bullet stops within 1 mm; some slack
// GJK on btCylinderShape's curved side converges to about 1.5 mm.
constexpr double kBulletCylinderTolerance = 2.5e-3;

// Bullet: the fraction of `from -> to` at which a sphere of radius `ra` first touches the
// convex `shape` placed at `at` (identity rotation), or -1 on no hit.
double bullet_cast(btConvexShape& moving, const glm::vec3& from, const glm::vec3& to,
                   btConvexShape& shape, const glm::vec3& at) {
    btVoronoiSimplexSolver simplex;
    btGjkEpaPenetrationDepthSolver epa;
    btContinuousConvexCollision cast(&moving, &shape, &simplex, &epa);
    btConvexCast::CastResult result;
    btTransform a0, a1, b;
    a0.setIdentity();
    a1.setIdentity();
    b.setIdentity();
    a0.setOrigin(bt(from));
    a1.setOrigin(bt(to));
    b.setOrigin(bt(at));
    if (!cast.calcTimeOfImpact(a0, a1, b, b, result)) return -1.0;
    return static_cast<double>(result.m_fraction);
}

// Bullet: the signed distance between `moving` at `pa` and `shape` at `pb` (GJK + EPA).
double bullet_distance(btConvexShape& moving, const glm::vec3& pa, btConvexShape& shape,
                       const glm::vec3& pb) {
    btVoronoiSimplexSolver simplex;
    btGjkEpaPenetrationDepthSolver epa;
    btGjkPairDetector gjk(&moving, &shape, &simplex, &epa);
    btGjkPairDetector::ClosestPointInput input;
    input.m_transformA.setIdentity();
    input.m_transformB.setIdentity();
    input.m_transformA.setOrigin(bt(pa));
    input.m_transformB.setOrigin(bt(pb));
    btPointCollector out;
    gjk.getClosestPoints(input, out, nullptr);
    return out.m_hasResult ? static_cast<double>(out.m_distance) : 1e9;
}

// A one-sphere PerfectClip mover going from `curr` to `check` (sphere centres).
struct Mover {
    ObjectInfo oi;
    SpherePath sp;
    CollisionInfo ci;
    Mover(const glm::vec3& curr, const glm::vec3& check, float r) {
        oi.state = ObjectInfoState::PathClipped | ObjectInfoState::PerfectClip;
        sp.num_sphere = 1;
        sp.global_sphere[0] = Sphere{check, r};
        sp.global_curr_center[0] = curr;
        sp.check_pos.frame.origin = check;
    }
    // The fraction of the movement the ADJUSTED check position sits at.
    [[nodiscard]] double fraction(const glm::vec3& curr, const glm::vec3& check) const {
        const glm::vec3 m = check - curr;
        return static_cast<double>(glm::dot(sp.global_sphere[0].center - curr, m) / glm::dot(m, m));
    }
};

glm::vec3 random_dir(std::mt19937& rng) {
    std::normal_distribution<float> n(0.0f, 1.0f);
    for (;;) {
        const glm::vec3 v(n(rng), n(rng), n(rng));
        const float l = glm::length(v);
        if (l > 1e-3f) return v / l;
    }
}

} // namespace

TEST_CASE("sphere vs sphere: find_time_of_collision agrees with Bullet", "[oracle][toi]") {
    std::mt19937 rng(0x5EEDu);
    std::uniform_real_distribution<float> u01(0.0f, 1.0f);
    int hits = 0, compared = 0, mismatched = 0;
    double worst = 0.0;
    for (int i = 0; i < kCases; ++i) {
        const float ra = 0.1f + 0.9f * u01(rng); // mover
        const float rb = 0.1f + 2.0f * u01(rng); // object
        const float radsum = ra + rb;
        const glm::vec3 obj = random_dir(rng) * (5.0f * u01(rng));
        // Start outside by at least 5 cm, aim roughly at the object, travel 0..3 radsums.
        const glm::vec3 start = obj + random_dir(rng) * (radsum + 0.05f + 3.0f * u01(rng));
        const glm::vec3 aim = obj + random_dir(rng) * (1.5f * radsum * u01(rng)) - start;
        const glm::vec3 move = glm::normalize(aim) * (0.2f + 3.0f * radsum * u01(rng));
        // Skip grazing cases, where a 1e-3 perturbation flips hit/miss.
        const glm::vec3 rel = start - obj;
        const float along = -glm::dot(rel, move) / glm::dot(move, move);
        const glm::vec3 closest = rel + move * std::clamp(along, 0.0f, 1.0f);
        if (std::fabs(glm::length(closest) - radsum) < 2e-3f) continue;
        const double ours = csphere::find_time_of_collision(move, rel, radsum);
        const bool ours_hit = ours >= 0.0 && ours <= 1.0;
        btSphereShape a(ra), b(rb);
        const double theirs = bullet_cast(a, start, start + move, b, obj);
        ++compared;
        if (ours_hit != (theirs >= 0.0)) {
            ++mismatched;
            continue;
        }
        if (!ours_hit) continue;
        ++hits;
        const glm::vec3 n = glm::normalize(rel + move * static_cast<float>(ours));
        const double err =
            std::fabs(ours - theirs) * std::fabs(static_cast<double>(glm::dot(move, n)));
        worst = std::max(worst, err);
        // Bullet is conservative: it never reports a later contact.
        CHECK(theirs <= ours + 1e-4);
    }
    INFO("compared " << compared << ", hits " << hits << ", worst distance error " << worst);
    CHECK(compared > kCases * 9 / 10);
    CHECK(hits > kCases / 4);
    CHECK(mismatched == 0);
    CHECK(worst < kBulletTolerance);
}

TEST_CASE("sphere vs sphere: the PerfectClip tail lands at Bullet's time of impact",
          "[oracle][toi]") {
    std::mt19937 rng(0xC5u);
    std::uniform_real_distribution<float> u01(0.0f, 1.0f);
    double worst = 0.0;
    int adjusted = 0;
    for (int i = 0; i < kCases; ++i) {
        const float ra = 0.1f + 0.9f * u01(rng);
        const Sphere obj{random_dir(rng) * (3.0f * u01(rng)), 0.1f + 2.0f * u01(rng)};
        const float radsum = ra + obj.radius;
        // Start outside by 1 cm or more, end inside by 1 cm or more.
        const glm::vec3 curr = obj.center + random_dir(rng) * (radsum + 0.01f + 2.0f * u01(rng));
        const glm::vec3 check =
            obj.center + random_dir(rng) * ((radsum - 0.01f) * std::sqrt(u01(rng)));
        Mover m(curr, check, ra);
        const TransitionState ts = csphere::collide_with_point(
            obj, m.oi, m.sp, m.ci, m.sp.global_sphere[0], radsum - kEpsilon, 0);
        btSphereShape a(ra), b(obj.radius);
        const double theirs = bullet_cast(a, curr, check, b, obj.center);
        REQUIRE(theirs >= 0.0);
        // Retail refuses a time below epsilon (already touching): Bullet agrees it is ~0.
        if (ts != TransitionState::Adjusted) {
            CHECK(theirs < 2e-3);
            continue;
        }
        ++adjusted;
        const double err =
            std::fabs(m.fraction(curr, check) - theirs) *
            std::fabs(static_cast<double>(glm::dot(check - curr, m.ci.collision_normal)));
        worst = std::max(worst, err);
        // And the closed form itself: the centres end exactly radsum apart.
        CHECK(glm::length(m.sp.global_sphere[0].center - obj.center) ==
              Approx(radsum).margin(1e-4));
    }
    INFO("adjusted " << adjusted << ", worst distance error " << worst);
    CHECK(adjusted > kCases * 9 / 10);
    CHECK(worst < kBulletTolerance);
}

TEST_CASE("sphere vs cylinder: the PerfectClip tail lands at Bullet's time of impact",
          "[oracle][toi]") {
    std::mt19937 rng(0xC71u);
    std::uniform_real_distribution<float> u01(0.0f, 1.0f);
    std::uniform_real_distribution<float> sym(-1.0f, 1.0f);
    double worst = 0.0, worst_surface = 0.0;
    int adjusted = 0, side = 0, cap = 0, rim = 0;
    constexpr float kGap = 0.01f; // stay clear of the epsilon shell on both ends
    // Bullet's GJK is only accurate with real margins: a 5 cm sphere against the grown
    // cylinder shrunk by 5 cm with Bullet's default 4 cm margin. Their sum is the retail
    // volume with its rim rounded by 9 cm, so contacts within kRim of the rim are skipped.
    constexpr float kProbe = 0.05f;
    constexpr float kRim = 0.1f;
    for (int i = 0; i < kCases; ++i) {
        const float r = 0.1f + 0.9f * u01(rng);
        const CylSphere cyl{{sym(rng) * 3.0f, sym(rng) * 3.0f, sym(rng) * 2.0f},
                            0.2f + 2.8f * u01(rng),
                            0.1f + 2.9f * u01(rng)};
        const float grown_r = cyl.radius + r;
        const float bottom = cyl.low_pt.z - r;
        const float top = cyl.low_pt.z + cyl.height + r;
        // End inside the grown cylinder, at least kGap from its surface.
        const float ang = 6.2831853f * u01(rng);
        const float rho = (grown_r - kGap) * std::sqrt(u01(rng));
        const glm::vec3 check(cyl.low_pt.x + rho * std::cos(ang),
                              cyl.low_pt.y + rho * std::sin(ang),
                              bottom + kGap + (top - bottom - 2.0f * kGap) * u01(rng));
        // Start outside it, at least kGap away, in a random direction.
        const glm::vec3 mid(cyl.low_pt.x, cyl.low_pt.y, 0.5f * (bottom + top));
        glm::vec3 curr;
        for (;;) {
            curr = mid +
                   random_dir(rng) * ((grown_r + 0.5f * (top - bottom)) * 2.0f * u01(rng) + 0.05f);
            const glm::vec2 d(curr.x - cyl.low_pt.x, curr.y - cyl.low_pt.y);
            const float out_xy = glm::length(d) - grown_r;
            const float out_z = std::max(bottom - curr.z, curr.z - top);
            if (std::max(out_xy, out_z) > kGap) break;
        }
        Mover m(curr, check, r);
        const float radsum = cyl.radius - kEpsilon + r;
        const TransitionState ts = ccylsphere::collide_with_point(
            cyl, m.oi, m.sp, m.ci, m.sp.global_sphere[0], check - cyl.low_pt, radsum, 0);
        REQUIRE(ts == TransitionState::Adjusted);
        ++adjusted;
        const glm::vec3 hit = m.sp.global_sphere[0].center;
        const float hit_xy = std::hypot(hit.x - cyl.low_pt.x, hit.y - cyl.low_pt.y);
        // The closed form: the impact point is on the grown cylinder's surface.
        if (m.ci.collision_normal.z != 0.0f) {
            CHECK(std::min(std::fabs(hit.z - top), std::fabs(hit.z - bottom)) < 2e-4f);
            CHECK(hit_xy <= grown_r + 2e-4f);
        } else {
            CHECK(std::fabs(hit_xy - grown_r) < 2e-4f);
            CHECK(hit.z >= bottom - 2e-4f);
            CHECK(hit.z <= top + 2e-4f);
        }
        if (grown_r - hit_xy < kRim && std::min(hit.z - bottom, top - hit.z) < kRim) {
            ++rim;
            continue;
        }
        (m.ci.collision_normal.z != 0.0f ? cap : side) += 1;
        btSphereShape probe(kProbe);
        btCylinderShapeZ grown(
            btVector3(grown_r - kProbe, grown_r - kProbe, 0.5f * (top - bottom) - kProbe));
        const double theirs = bullet_cast(probe, curr, check, grown, mid);
        REQUIRE(theirs >= 0.0);
        const double err =
            std::fabs(m.fraction(curr, check) - theirs) *
            std::fabs(static_cast<double>(glm::dot(check - curr, m.ci.collision_normal)));
        worst = std::max(worst, err);
        // Bullet's distance query at our impact point: touching the grown cylinder.
        const double gap = bullet_distance(probe, hit, grown, mid);
        worst_surface = std::max(worst_surface, std::fabs(gap));
    }
    INFO("adjusted " << adjusted << " (side " << side << ", cap " << cap << ", rim " << rim
                     << "), worst distance error " << worst << ", worst surface gap "
                     << worst_surface);
    CHECK(side > kCases / 5);
    CHECK(cap > kCases / 5);
    CHECK(worst < kBulletCylinderTolerance);
    CHECK(worst_surface < kBulletCylinderTolerance);
}
