#pragma once
// The test creature's motion table, shared by physics_tests, creatures_tests and the
// benchmark: Ready, WalkForward 1.25 m/s, RunForward 4 m/s, TurnRight 1.5 rad/s as a cycle
// from standing and as the modifier beside a run, a 5-frame link from Ready to the run; no
// root motion.
#include <memory>

#include "physics/motion/motion_data.h"

namespace sweeplab::test {

inline physics::motion::MotionTable creature_table() {
    using namespace physics::motion;
    MotionTable t;
    auto add_anim = [&t](std::uint32_t frames) {
        auto a = std::make_unique<Animation>();
        a->num_frames = frames;
        const Animation* p = a.get();
        t.animations.push_back(std::move(a));
        return p;
    };
    const Animation* idle = add_anim(10);
    const Animation* run = add_anim(20);
    const Animation* link = add_anim(5);
    const auto data = [](const Animation* a, glm::vec3 v, glm::vec3 w, std::uint8_t bits) {
        MotionData m;
        m.bitfield = bits;
        if (a != nullptr) m.anims.push_back(AnimRef{a, 0, -1, 30.0f});
        m.velocity = v;
        m.omega = w;
        return m;
    };
    const auto k = [](std::uint32_t m) { return MotionTable::key(kNonCombat, m); };
    t.default_style = kNonCombat;
    t.style_defaults = {{kNonCombat, kReady}};
    t.cycles = {{k(kReady), data(idle, glm::vec3(0.0f), glm::vec3(0.0f), 1)},
                {k(kWalkForward), data(run, {0.0f, 1.25f, 0.0f}, glm::vec3(0.0f), 0)},
                {k(kRunForward), data(run, {0.0f, 4.0f, 0.0f}, glm::vec3(0.0f), 0)},
                {k(kTurnRight), data(idle, glm::vec3(0.0f), {0.0f, 0.0f, -1.5f}, 2)}};
    t.modifiers = {{k(kTurnRight), data(nullptr, glm::vec3(0.0f), {0.0f, 0.0f, -1.5f}, 0)}};
    MotionLinks l;
    l.key = k(kReady);
    l.to = {{kRunForward, data(link, glm::vec3(0.0f), glm::vec3(0.0f), 0)}};
    t.links = {l};
    return t;
}

} // namespace sweeplab::test
