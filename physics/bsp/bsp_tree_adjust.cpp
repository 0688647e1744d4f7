// Retail BSPTREE::adjust_to_plane and BSPTREE::placement_insert on the flat tree.
#include "physics/bsp/bsp_tree.h"
#include "physics/bsp/physics_bsp.h"
#include "physics/collision/sphere_path.h"
#include "physics/reading/ace_readings.h"
#include "physics/reading/reading.h"

namespace sweeplab::physics {

namespace {

constexpr int kAdjustIterations = 15;
constexpr double kAdjustStop = 0.02;
constexpr int kPlacementPasses = 20;

glm::vec3 along(const glm::vec3& start, const glm::vec3& movement, double t) {
    return start + static_cast<float>(t) * movement;
}

} // namespace

// BSPTREE::adjust_to_plane @ 0x00539BF0
bool adjust_to_plane(const PhysicsBsp& tree, Sphere& check_pos, const glm::vec3& curr_pos,
                     std::int32_t hit_poly, glm::vec3& contact_pt) {
    if (reading_has(ReadingSwitch::AceAdjustToPlane)) [[unlikely]]
        return ace_adjust_to_plane(tree, check_pos, curr_pos, hit_poly, contact_pt);
    const glm::vec3 movement = check_pos.center - curr_pos;
    double ltime = 0.0;
    double utime = 1.0;
    int iteration = 0;
    while (true) {
        const double touch =
            hit_poly == kNoPolygon
                ? 1.0
                : adjust_sphere_to_poly(tree.polygon(hit_poly), check_pos, curr_pos, movement);
        // The decompiler kept only the flags of this compare (c3|c2: equal or unordered). We
        // read it as touch == 1.0, adjust_sphere_to_poly's "already within a radius"
        // answer: then there is no tangent time to try and bisection starts from [0, 1].
        // ACE and GDLE run the body only when touch == 1.0 (docs/divergences.md).
        if (touch == 1.0 || touch != touch) break;
        check_pos.center = along(curr_pos, movement, touch);
        if (!sphere_intersects_poly(tree, tree.root(), check_pos, movement, hit_poly, contact_pt)) {
            ltime = touch;
            break;
        }
        ++iteration;
        utime = touch;
        if (iteration >= kAdjustIterations) return false;
    }
    // The bisection shares the iteration budget with the search above.
    while (iteration < kAdjustIterations) {
        const double mid = (ltime + utime) * 0.5;
        check_pos.center = along(curr_pos, movement, mid);
        if (sphere_intersects_poly(tree, tree.root(), check_pos, movement, hit_poly, contact_pt)) {
            utime = mid;
        } else {
            ltime = mid;
        }
        if (utime - ltime < kAdjustStop) break;
        ++iteration;
    }
    check_pos.center = along(curr_pos, movement, ltime);
    return true;
}

// BSPTREE::placement_insert @ 0x00539960
TransitionState placement_insert(const PhysicsBsp& tree, SpherePath& path) {
    Sphere valid_pos = path.localspace_sphere[0];
    // Retail leaves the second sphere uninitialised for one-sphere movers and writes into it
    // harmlessly; here it is a copy that nobody reads back.
    Sphere valid_pos2 = path.num_sphere > 1 ? path.localspace_sphere[1] : Sphere{};
    float radius = valid_pos.radius;
    const bool clear_cell = !path.bldg_check || !path.hits_interior_cell;
    std::int32_t hit_poly = kNoPolygon;
    bool center_solid = false;

    auto adjusted = [&path, &valid_pos] {
        const glm::vec3 local = valid_pos.center - path.localspace_sphere[0].center;
        // Retail inlines add_offset_to_check_pos on the one-sphere exit; same effect.
        path.add_offset_to_check_pos(path.localspace_pos.frame.local_to_global_vec(local));
        return TransitionState::Adjusted;
    };

    for (int i = 0; i < kPlacementPasses; ++i) {
        center_solid = false;
        bool struck = false;
        if (sphere_intersects_solid_poly(tree, tree.root(), valid_pos, radius, center_solid,
                                         hit_poly, clear_cell)) {
            if (hit_poly != kNoPolygon) {
                adjust_to_placement_poly(tree.polygon(hit_poly), valid_pos, valid_pos2, radius,
                                         center_solid, clear_cell);
                struck = true;
            }
        } else {
            if (path.num_sphere <= 1) return i == 0 ? TransitionState::OK : adjusted();
            if (!sphere_intersects_solid_poly(tree, tree.root(), valid_pos2, radius, center_solid,
                                              hit_poly, clear_cell)) {
                return i == 0 ? TransitionState::OK : adjusted();
            }
            if (hit_poly != kNoPolygon) {
                adjust_to_placement_poly(tree.polygon(hit_poly), valid_pos2, valid_pos, radius,
                                         center_solid, clear_cell);
                struck = true;
            }
        }
        if (struck) {
            // Retail forgets the polygon and returns to the true radius after every push.
            hit_poly = kNoPolygon;
            radius = valid_pos.radius;
        } else {
            radius += radius;
        }
    }
    return TransitionState::Collided;
}

} // namespace sweeplab::physics
