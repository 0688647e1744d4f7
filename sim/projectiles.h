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

// Everything the launcher changes while the scene runs (for rewind): plain data of a fixed
// size, so copying it never allocates. Slots past `built` are unused.
struct ProjectileState {
    struct Slot {
        physics::MoverState mover{};
        ProjectileView view{};
        float age = 0.0f;
        std::uint32_t shot = 0; // which fire() put it there (0: never fired)
    };
    static constexpr std::size_t kMax = 16;
    std::array<Slot, kMax> slots{};
    std::size_t built = 0; // slots whose mover exists
    std::size_t next = 0;  // the slot the next fire() takes once all are built
    std::uint32_t shots = 0;
};

class ProjectileLauncher {
  public:
    static constexpr std::size_t kMax = ProjectileState::kMax;
    static constexpr float kSpeed = 20.0f; // m/s
    static constexpr float kLifetime = 6.0f;

    explicit ProjectileLauncher(const physics::World& world) : world_(&world) {}

    // Fires one missile from `origin` along `direction` (normalised here). The oldest is
    // reused when all are in flight.
    void fire(const glm::vec3& origin, const glm::vec3& direction);
    void step(float dt);
    void clear();
    [[nodiscard]] const std::array<ProjectileView, kMax>& views() const { return views_; }

    // Rewind. Neither allocates: a restored slot whose mover was built since is reused.
    void snapshot(ProjectileState& out) const;
    void restore(const ProjectileState& in);
    // Rewind's replay: the shots fired before the frame `recorded` was taken ahead of (slots
    // whose shot differs from ours) are fired again exactly as recorded; the projectiles
    // already in flight are left to the re-simulation.
    void apply_shots(const ProjectileState& recorded);

  private:
    void restore_slot(std::size_t i, const ProjectileState::Slot& s);

    const physics::World* world_;
    std::vector<std::unique_ptr<physics::Mover>> movers_; // built on first use, reused
    std::array<ProjectileView, kMax> views_{};
    std::array<float, kMax> age_{};
    std::array<std::uint32_t, kMax> shot_{};
    std::size_t built_ = 0; // as movers_.size() would be without rewind (slot choice)
    std::size_t next_ = 0;
    std::uint32_t shots_ = 0;
};

} // namespace sweeplab::app
