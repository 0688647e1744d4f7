#include "sim/projectiles.h"

#include <algorithm>

#include <glm/geometric.hpp>

namespace sweeplab::app {

void ProjectileLauncher::fire(const glm::vec3& origin, const glm::vec3& direction) {
    const float len = glm::length(direction);
    if (!(len > 1e-6f)) return;
    // Slots fill in order, then the oldest is reused. `built_`, not movers_.size(), decides:
    // after a rewind to before a slot was first used its mover still exists, and the slot
    // choice must be the one the recorded run made.
    if (built_ < kMax) {
        if (movers_.size() == built_) {
            physics::MoverConfig config = physics::MoverConfig::projectile();
            config.id += static_cast<std::uint32_t>(movers_.size()) * 0x10u; // unique per slot
            movers_.push_back(std::make_unique<physics::Mover>(*world_, config));
        }
        next_ = built_++;
    }
    const std::size_t i = next_;
    next_ = (next_ + 1) % kMax;
    physics::Mover& m = *movers_[i];
    m.place(origin, 0.0f);
    m.set_velocity(direction / len * kSpeed);
    views_[i] = {m.output().position, 0.05f, true, false};
    age_[i] = 0.0f;
    shot_[i] = ++shots_;
}

void ProjectileLauncher::step(float dt) {
    for (std::size_t i = 0; i < built_; ++i) {
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

void ProjectileLauncher::snapshot(ProjectileState& out) const {
    for (std::size_t i = 0; i < built_; ++i) {
        ProjectileState::Slot& s = out.slots[i];
        movers_[i]->save_state(s.mover);
        s.view = views_[i];
        s.age = age_[i];
        s.shot = shot_[i];
    }
    out.built = built_;
    out.next = next_;
    out.shots = shots_;
}

void ProjectileLauncher::restore_slot(std::size_t i, const ProjectileState::Slot& s) {
    movers_[i]->restore_state(s.mover);
    views_[i] = s.view;
    age_[i] = s.age;
    shot_[i] = s.shot;
}

void ProjectileLauncher::restore(const ProjectileState& in) {
    // A state is only ever taken from this launcher, so its built slots' movers exist.
    built_ = std::min(in.built, movers_.size());
    for (std::size_t i = 0; i < kMax; ++i) {
        if (i < built_) {
            restore_slot(i, in.slots[i]);
        } else {
            views_[i] = ProjectileView{};
            age_[i] = 0.0f;
            shot_[i] = 0;
        }
    }
    next_ = in.next;
    shots_ = in.shots;
}

void ProjectileLauncher::apply_shots(const ProjectileState& recorded) {
    const std::size_t built = std::min(recorded.built, movers_.size());
    for (std::size_t i = 0; i < built; ++i)
        if (recorded.slots[i].shot != shot_[i]) restore_slot(i, recorded.slots[i]);
    built_ = built;
    next_ = recorded.next;
    shots_ = recorded.shots;
}

} // namespace sweeplab::app
