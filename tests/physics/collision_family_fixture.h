#pragma once
// Shared set-up for the CSphere / CCylSphere family tests: a real Transition record with a
// mover placed by hand (no world is needed by the branches these tests reach).
#include <array>
#include <cstdint>
#include <memory>

#include <glm/vec3.hpp>

#include "physics/collision/object_info.h"
#include "physics/math/frame.h"
#include "physics/math/plane.h"
#include "physics/math/sphere.h"
#include "physics/transition/transition.h"

namespace sweeplab::physics::testing {

// The retail human body as other readings report it (docs/research/retail-reference.md,
// "Figures"): two spheres of
// radius 0.48 centred 0.475 m and 1.35 m above the feet.
inline const std::array<Sphere, 2> kHuman{Sphere{{0.0f, 0.0f, 0.475f}, 0.48f},
                                          Sphere{{0.0f, 0.0f, 1.35f}, 0.48f}};
inline constexpr std::uint32_t kCell = 0x0101u;
inline constexpr ObjectInfoState kGrounded = ObjectInfoState::Contact | ObjectInfoState::OnWalkable;
inline constexpr float kFootZ = 0.475f;
inline constexpr float kHeadZ = 1.35f;

// A mover whose feet go from `curr` to `check`, with `num` spheres (foot first).
inline std::unique_ptr<Transition> mover(const glm::vec3& curr, const glm::vec3& check,
                                         ObjectInfoState state, std::uint32_t num = 2) {
    auto t = std::make_unique<Transition>();
    t->init();
    t->object_info.state = state;
    t->object_info.step_up_height = 0.4f;
    SpherePath& sp = t->sphere_path;
    sp.init_sphere(num, kHuman.data(), 1.0f);
    const Position c{kCell, Frame{curr, {1.0f, 0.0f, 0.0f, 0.0f}}};
    const Position k{kCell, Frame{check, {1.0f, 0.0f, 0.0f, 0.0f}}};
    sp.init_path(kCell, &c, k);
    sp.set_check_pos(k, kCell);
    return t;
}

// Standing on flat ground at z = 0.
inline void on_ground(Transition& t) {
    t.collision_info.set_contact_plane(Plane{{0.0f, 0.0f, 1.0f}, 0.0f}, false);
    t.collision_info.contact_plane_cell_id = kCell;
}

inline glm::vec3 feet(const Transition& t) {
    return t.sphere_path.check_pos.frame.origin;
}

} // namespace sweeplab::physics::testing
