#pragma once
// The lab's projectile launcher: 5 cm missiles (MoverConfig::projectile) fired from the
// avatar's head along its heading, each moving through the same transitions as everything
// else. The thin-wall scene shows whether a fast small sphere tunnels through thin geometry.
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include <glm/vec3.hpp>

#include "physics/world/mover.h"

namespace sweeplab::app {

struct ProjectileView {
    glm::vec3 center{0.0f};
    float radius = 0.05f;
    bool active = false;
    bool stopped = false; // came to rest (hit something and lost its speed)
};

class ProjectileLauncher {
  public:
    static constexpr std::size_t kMax = 16;
    static constexpr float kSpeed = 20.0f; // m/s
    static constexpr float kLifetime = 6.0f;

    explicit ProjectileLauncher(const physics::World& world) : world_(&world) {}

    // Fires one missile from `origin` along `direction` (normalised here). The oldest is
    // reused when all are in flight.
    void fire(const glm::vec3& origin, const glm::vec3& direction);
    void step(float dt);
    void clear();
    [[nodiscard]] const std::array<ProjectileView, kMax>& views() const { return views_; }

  private:
    const physics::World* world_;
    std::vector<std::unique_ptr<physics::Mover>> movers_; // built on first use, reused
    std::array<ProjectileView, kMax> views_{};
    std::array<float, kMax> age_{};
    std::size_t next_ = 0;
};

} // namespace sweeplab::app
