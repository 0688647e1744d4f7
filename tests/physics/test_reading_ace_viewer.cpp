// ace.viewer_walkable (ACE ObjectInfo.cs ValidateWalkable): the viewer branch of
// OBJECTINFO::validate_walkable lets a viewer above the plane through only when its path
// began indoors; retail lets it through wherever it began.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics/collision/collision_info.h"
#include "physics/collision/object_info.h"
#include "physics/collision/sphere_path.h"
#include "physics/reading/reading.h"

using namespace sweeplab::physics;

namespace {

struct ViewerCase {
    SpherePath sp;
    ObjectInfo oi;
    ViewerCase(std::uint32_t begin_cell, const glm::vec3& from) {
        const Sphere s0{{0.0f, 0.0f, 0.0f}, 0.3f};
        sp.init_sphere(1, &s0, 1.0f);
        Position p{begin_cell, Frame{}};
        p.frame.origin = from;
        sp.init_path(begin_cell, &p, p);
        sp.set_check_pos(p, begin_cell);
        PhysicsObjDesc viewer;
        oi.init(viewer, ObjectInfoState::IsViewer);
    }
    TransitionState check(const Sphere& at, const Plane& plane, CollisionInfo& ci) {
        return oi.validate_walkable(at, plane, false, 0.0f, sp, ci, 0x21u);
    }
};

} // namespace

TEST_CASE("ace.viewer_walkable: an outdoor viewer above the land is adjusted under ACE",
          "[reading][ace]") {
    const Plane land{{0.0f, 0.0f, 1.0f}, 0.0f};
    // The eye moves from 2 m up to 1 m up and out: well above the land all the way.
    const Sphere above{{1.0f, 0.0f, 1.0f}, 0.3f};
    {
        ViewerCase outdoor(0xA9B40021u, {0.0f, 0.0f, 2.0f});
        CollisionInfo ci;
        CHECK(outdoor.check(above, land, ci) == TransitionState::OK);
        CHECK_FALSE(ci.collision_normal_valid);
    }
    {
        const ReadingScope ace(Reading{}.with(ReadingSwitch::AceViewerWalkable));
        ViewerCase outdoor(0xA9B40021u, {0.0f, 0.0f, 2.0f});
        CollisionInfo ci;
        CHECK(outdoor.check(above, land, ci) == TransitionState::Adjusted);
        CHECK(ci.collision_normal_valid);
        CHECK(ci.collided_with_environment);
        CHECK(std::isfinite(outdoor.sp.check_pos.frame.origin.x));
        // Indoors ACE lets it through as retail does.
        ViewerCase indoor(0xA9B40105u, {0.0f, 0.0f, 2.0f});
        CollisionInfo ci2;
        CHECK(indoor.check(above, land, ci2) == TransitionState::OK);
        // A step parallel to the plane: ACE would divide by zero and send the eye to
        // infinity; the switch lets it through instead (never a NaN position).
        ViewerCase level(0xA9B40021u, {0.0f, 0.0f, 1.0f});
        CollisionInfo ci3;
        CHECK(level.check(above, land, ci3) == TransitionState::OK);
        CHECK(std::isfinite(level.sp.check_pos.frame.origin.x));
    }
}
