#pragma once
// The lab's Crowd panel (docs/lab.md, "The lab"): creatures added and removed while the scene runs,
// each a dynamic shadow object of the world (World::add_dynamic_object: found outdoors by
// the broadphase, filed into the indoor cells it reaches each time it moves, as retail
// re-shadows a moving object), and, when wandering, each driven by
// a mover of its own (MoverConfig::remote() with one sphere of the creature's radius) through
// the same transitions as the avatar: it skips itself by id and collides with the avatar and
// every other creature. The avatar is registered as a dynamic object too (once the first
// creature arrives) so the creatures collide with it. Chasing, each is a creature ACE's monster
// drives (sim/crowd_chaser.h). A scene's moving crowds (scene `crowd` with `moves`) are adopted
// as members at the start. Not retail as a facility
// (docs/divergences.md, "Lab facilities"); the movement itself is the retail engine's.
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "physics/world/mover.h"
#include "physics/world/shadow_registry.h"
#include "scene/scene.h"
#include "sim/crowd_chaser.h"
#include "sim/world_creatures.h"

namespace sweeplab::physics {
class World;
}

namespace sweeplab::app {

// One creature as the panel and the renderer see it.
struct CreatureView {
    std::uint32_t id = 0;
    glm::vec3 position{0.0f}; // feet (the sphere's centre is radius above)
    float radius = 0.0f;
    float yaw = 0.0f; // radians
    bool present = false;
};

// Everything the crowd changes while the scene runs (for rewind). Reuse one across calls:
// after warm-up, snapshot() does not allocate.
struct CrowdState {
    struct Member {
        physics::MoverState mover{};
        std::uint64_t rng = 0;
        int frames_left = 0;
        physics::MoverInput input{};
        bool present = false;
        WorldCreatureMode mode = WorldCreatureMode::Stand;
        bool chaser = false; // `chase` holds its chaser's state
        CrowdChaseState chase{};
    };
    physics::ShadowDynamicState registry;
    std::vector<Member> members;
    WorldCreatureMode mode = WorldCreatureMode::Stand;
    bool player_registered = false;
    WorldCreaturesState world; // the place's world creatures (sim/world_creatures.h)
};

class Crowd {
  public:
    static constexpr std::uint32_t kFirstCreatureId = 0x60000001u;

    // The world outlives the crowd; `player` is the avatar's mover (registered lazily).
    // `dat`: the DAT place the world was built from, whose world creatures the crowd may
    // adopt (set_world_wander); null for none.
    Crowd(physics::World& world, const physics::Mover& player,
          const scene::DatWorldDesc* dat = nullptr);
    ~Crowd();
    Crowd(const Crowd&) = delete;
    Crowd& operator=(const Crowd&) = delete;

    // Adds a creature standing at `feet` (the placement transition may nudge it out of an
    // overlap), doing what the crowd does (mode()). `seed` seeds its wander input (0: derived
    // from its id). Returns its id.
    std::uint32_t add(const glm::vec3& feet, float radius, std::uint32_t seed = 0);
    // Adds the scene's moving crowd members (scene::is_moving_crowd_member), each with its
    // scene id, wandering or chasing as its crowd says from where the scene generated it; the
    // crowd's mode becomes the first such crowd's. Returns how many were added.
    std::uint32_t adopt(const scene::Scene& scene);
    // Adds `count` creatures at seeded random spots in the disc (centre, spread) on the
    // ground height `z`. Returns how many were added.
    std::uint32_t add_random(std::uint32_t count, const glm::vec3& centre, float spread,
                             float radius, std::uint32_t seed);
    // Removes a creature (false when unknown). Its slot stays, so rewind can bring it back.
    bool remove(std::uint32_t id);
    void remove_all();

    // Every member and those added later stand, wander or chase the avatar (as the place's
    // creatures chase it: each from its spawn, which is its home). A member that stops chasing
    // stays where it stands.
    void set_mode(WorldCreatureMode mode);
    [[nodiscard]] WorldCreatureMode mode() const { return mode_; }
    void set_wander(bool on) {
        set_mode(on ? WorldCreatureMode::Wander : WorldCreatureMode::Stand);
    }
    [[nodiscard]] bool wander() const { return mode_ == WorldCreatureMode::Wander; }
    // The place's world creatures wander with the crowd's wander (on), or stand where
    // placement put them (off); independent of wander(). They collide with the avatar, the
    // crowd and each other.
    void set_world_wander(bool on);
    // Stand, wander or chase the avatar (sim/world_creatures.h).
    void set_world_mode(WorldCreatureMode mode);
    [[nodiscard]] const WorldCreatures& world_creatures() const { return world_creatures_; }
    // The collision families' switches for the creatures' transitions.
    void set_reading(physics::Reading reading);

    // One 30 Hz frame, after the avatar moved: files the avatar's new position, then moves
    // every wandering creature in order, the crowd's then the place's (each sees the others
    // where they are now).
    void step(float dt);

    [[nodiscard]] std::size_t size() const { return present_; }
    [[nodiscard]] std::span<const CreatureView> creatures() const { return views_; }
    [[nodiscard]] const physics::Mover* mover(std::uint32_t id) const;
    // A chasing member's monster (null when it is not chasing).
    [[nodiscard]] const creatures::Monster* monster(std::uint32_t id) const;
    // The chasing members, for the view and the inspector (world_object -1, guid = id).
    [[nodiscard]] std::span<const ChaseView> chase_views() const { return chase_views_; }
    // FNV-1a over the bits of where every present creature of the crowd and every moving
    // world creature stands (rewind's check that a re-run frame moved them the same).
    [[nodiscard]] std::uint64_t positions_hash() const;

    void snapshot(CrowdState& out) const;
    void restore(const CrowdState& in);
    // Rewind's replay: bring slots present in `recorded` but absent here (or the reverse)
    // into line with it, leaving creatures present in both alone.
    void apply_presence(const CrowdState& recorded);

  private:
    struct Member;
    std::uint32_t add_member(const glm::vec3& feet, float radius, std::uint32_t seed,
                             std::uint32_t id, std::size_t spec, WorldCreatureMode mode);
    void set_member_mode(Member& m, WorldCreatureMode mode);
    void restore_mode(Member& m, const CrowdState::Member& s);
    [[nodiscard]] std::unique_ptr<CrowdChaser> make_chaser(const Member& m) const;
    [[nodiscard]] const physics::Position& at(const Member& m) const;
    void refresh_chase_views();
    void sync_player();
    [[nodiscard]] creatures::TargetView avatar_target() const;
    void register_player();
    void refresh_view(std::size_t slot);

    physics::World* world_;
    const physics::Mover* player_;
    const scene::DatWorldDesc* dat_;
    std::int64_t player_index_ = -1;
    WorldCreatureMode mode_ = WorldCreatureMode::Stand;
    std::size_t present_ = 0;
    physics::Reading reading_{};
    std::vector<std::unique_ptr<Member>> members_;
    std::vector<CreatureView> views_;
    std::vector<ChaseView> chase_views_;
    std::vector<scene::CrowdSpec> specs_; // [0]: the panel's (ACE's defaults); then the scene's
    WorldCreatures world_creatures_;
};

} // namespace sweeplab::app
