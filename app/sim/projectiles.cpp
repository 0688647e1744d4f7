#include "app/sim/projectiles.h"

#include <glm/geometric.hpp>

namespace sweeplab::app {

void ProjectileLauncher::fire(const glm::vec3& origin, const glm::vec3& direction) {
    const float len = glm::length(direction);
    if (!(len > 1e-6f)) return;
    if (movers_.size() < kMax) {
        physics::MoverConfig config = physics::MoverConfig::projectile();
        config.id += static_cast<std::uint32_t>(movers_.size()) * 0x10u; // unique per slot
        movers_.push_back(std::make_unique<physics::Mover>(*world_, config));
        next_ = movers_.size() - 1;
    }
    const std::size_t i = next_;
    next_ = (next_ + 1) % kMax;
    physics::Mover& m = *movers_[i];
    m.place(origin, 0.0f);
    m.set_velocity(direction / len * kSpeed);
    views_[i] = {m.output().position, 0.05f, true, false};
    age_[i] = 0.0f;
}

void ProjectileLauncher::step(float dt) {
    for (std::size_t i = 0; i < movers_.size(); ++i) {
        ProjectileView& v = views_[i];
        if (!v.active) continue;
        age_[i] += dt;
        if (age_[i] > kLifetime) {
            v.active = false;
            continue;
        }
        if (v.stopped) continue;
        physics::Mover& m = *movers_[i];
        m.update(dt, physics::MoverInput{});
        v.center = m.output().position;
        v.stopped = glm::length(m.output().physics_velocity) < 0.05f && m.output().contact;
    }
}

void ProjectileLauncher::clear() {
    for (ProjectileView& v : views_)
        v.active = false;
}

} // namespace sweeplab::app
