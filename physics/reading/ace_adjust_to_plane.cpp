// Reproduces ACE BSP/BSPTree.cs adjust_to_plane (reading ace.adjust_to_plane).
#include "physics/bsp/bsp_tree.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/geometry/polygon.h"
#include "physics/reading/ace_readings.h"

namespace sweeplab::physics {

namespace {

constexpr int kAceMaxIterations = 15;
constexpr double kAceStop = 0.02;

glm::vec3 along(const glm::vec3& start, const glm::vec3& movement, double t) {
    return start + movement * static_cast<float>(t);
}

} // namespace

// ACE's control flow, which differs from retail's in three places: the tangent search tests
// only when the touch time is exactly 1 (otherwise nothing changes and it spins through its
// 15 tries, then fails); the bisection sets the upper time when the sphere is FREE; and it
// fails as soon as the interval is below 0.02, succeeding only when 15 halvings never get
// there. Each stage has its own budget. The sphere stays where the last test put it.
bool ace_adjust_to_plane(const PhysicsBsp& tree, Sphere& check_pos, const glm::vec3& curr_pos,
                         std::int32_t hit_poly, glm::vec3& contact_pt) {
    const glm::vec3 movement = check_pos.center - curr_pos;
    double lower = 0.0;
    double upper = 1.0;
    for (int i = 0; i < kAceMaxIterations; ++i) {
        // ACE has no null polygon; the retail port answers 1 for one, and so does this.
        const double touch =
            hit_poly == kNoPolygon
                ? 1.0
                : adjust_sphere_to_poly(tree.polygon(hit_poly), check_pos, curr_pos, movement);
        if (touch == 1.0) {
            check_pos.center = along(curr_pos, movement, touch);
            if (!sphere_intersects_poly(tree, tree.root(), check_pos, movement, hit_poly,
                                        contact_pt)) {
                lower = touch;
                break;
            }
            upper = touch;
        }
        if (i == kAceMaxIterations - 1) return false;
    }
    for (int j = 0; j < kAceMaxIterations; ++j) {
        const double mid = (lower + upper) * 0.5;
        check_pos.center = along(curr_pos, movement, mid);
        if (!sphere_intersects_poly(tree, tree.root(), check_pos, movement, hit_poly, contact_pt))
            upper = mid;
        else
            lower = mid;
        if (upper - lower < kAceStop) return false;
    }
    return true;
}

} // namespace sweeplab::physics
