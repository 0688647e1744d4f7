#pragma once
// A recording's scene replayed headless as `sweeplab --headless` runs it (the avatar's step,
// then the creatures the scene sets moving), each frame's feet and creatures' positions hash
// required to be the ones the lab recorded. Shared by the chase tests of the place's creatures
// and of a scene's crowd.
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <vector>

#include "sim/scene_creatures.h"
#include "sim/script_player.h"

namespace sweeplab::test {

// Returns how many frames moved the creatures.
inline int replay_headless_bit_for_bit(const scene::Scene& scene,
                                       const std::vector<glm::vec3>& feet,
                                       const std::vector<std::uint64_t>& creatures) {
    app::Simulation sim(scene);
    const std::unique_ptr<app::Crowd> crowd = app::scene_creatures(sim, scene);
    REQUIRE(crowd != nullptr);
    const app::ScriptPlayer script(scene);
    REQUIRE(static_cast<std::size_t>(script.frames()) == feet.size());
    int moved = 0;
    for (long f = 1; f <= script.frames(); ++f) {
        sim.step(script.input(f));
        crowd->step(sim.frame_dt());
        const auto i = static_cast<std::size_t>(f - 1);
        INFO("frame " << f);
        REQUIRE(sim.output().position == feet[i]);
        REQUIRE(crowd->positions_hash() == creatures[i]);
        moved += f > 1 && creatures[i] != creatures[i - 1] ? 1 : 0;
    }
    return moved;
}

} // namespace sweeplab::test
