#pragma once
// The checks the soak runs after every frame of a Simulation (docs/robustness.md): nothing
// NaN, max_penetration <= 1 cm into solid shapes (the land by the land rule: the feet never
// more than 1 cm below it outdoors), in a cell indoors, sub-steps per frame bounded. Shared by
// the soak and the fuzz regression scenes.
#include <array>
#include <cmath>
#include <cstdint>
#include <span>
#include <string>

#include "fuzz/physics_harness.h"
#include "physics/world/penetration.h"
#include "sim/simulation.h"

namespace sweeplab::soak {

inline constexpr float kMaxPenetration = 0.01f;
inline constexpr float kBelowGroundTolerance = 0.01f;

// "" when the frame is sane, else what is wrong.
inline std::string check_frame(const app::Simulation& sim) {
    const app::FrameOutput& o = sim.output();
    const physics::World& w = sim.world();
    const physics::MoverOutput& m = sim.player().output();
    if (!fuzz::finite3(o.position) || !fuzz::finite3(o.velocity) ||
        !fuzz::finite3(m.physics_velocity) || !std::isfinite(o.yaw_deg))
        return "non-finite avatar state";
    if (!fuzz::finite3(o.eye) || !fuzz::finite3(o.sought)) return "non-finite camera eye";
    // Retail tests the land with the foot sphere's lowest point on the triangle under it, so on
    // slopes and at creases the spheres overlap the land by design (docs/survey.md, "The land
    // rule"): the land is held to that rule below, every other shape to 1 cm.
    std::array<physics::Sphere, 2> body{};
    const std::uint32_t nb = sim.player().global_spheres(body);
    physics::PenetrationParts parts;
    (void)physics::max_penetration(w, std::span<const physics::Sphere>(body.data(), nb),
                                   sim.player().config().id, &parts);
    if (!std::isfinite(o.penetration) || !(parts.solid.depth <= kMaxPenetration))
        return "penetration " + std::to_string(parts.solid.depth) + " m";
    const float foot_r = sim.player().config().spheres[0].radius;
    if (m.quanta > 2 || m.substeps > fuzz::substep_bound(m.quanta, foot_r))
        return "sub-steps unbounded: " + std::to_string(m.substeps) + " in " +
               std::to_string(m.quanta) + " quanta";
    std::array<physics::Sphere, 2> spheres{};
    (void)sim.player().global_spheres(spheres);
    const glm::vec3 foot = spheres[0].center;
    if (m.cell == 0) return "in no cell";
    if (physics::is_indoor_cell(m.cell)) {
        if (!w.point_in_cell(m.cell, foot) && w.find_cell(foot) == 0)
            return "indoors but the foot sphere's centre is in no cell";
    } else {
        float land = 0.0f;
        if (fuzz::land_height(w, o.position.x, o.position.y, land) &&
            o.position.z < land - kBelowGroundTolerance)
            return "below the ground: feet z " + std::to_string(o.position.z) + ", ground " +
                   std::to_string(land);
    }
    return "";
}

} // namespace sweeplab::soak
