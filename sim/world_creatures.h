#pragma once
// The Crowd panel's "World creatures wander" (docs/world-objects.md, "In the window"): the
// place's world creatures (WorldObjectDesc::creature, not dropped) adopted by the crowd, each
// driven by a mover of its own with the crowd's wander (sim/wander.h) through the same
// transitions as the avatar. A creature's physics object (its shadow objects, one per BSP part
// or one for its shapes, id = guid) follows its mover; switched off, every creature stands
// again where placement put it. Not retail as a facility (docs/divergences.md, "Lab
// facilities"): the server moves its creatures by their AI.
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "physics/math/frame.h"
#include "physics/reading/reading.h"
#include "physics/world/mover.h"
#include "scene/dat_world_builder.h"
#include "sim/world_object_pick.h"

namespace sweeplab::physics {
class World;
}

namespace sweeplab::app {

// Everything the wandering changes besides the world's dynamic objects (for rewind).
struct WorldCreaturesState {
    struct Member {
        physics::MoverState mover{};
        std::uint64_t rng = 0;
        int frames_left = 0;
        physics::MoverInput input{};
    };
    std::vector<Member> members;
    bool wander = false;
};

class WorldCreatures {
  public:
    // `desc` (null: no DAT world, no creatures) and `world` outlive this.
    WorldCreatures(physics::World& world, const scene::DatWorldDesc* desc);
    ~WorldCreatures();
    WorldCreatures(const WorldCreatures&) = delete;
    WorldCreatures& operator=(const WorldCreatures&) = delete;

    // The place's creatures (adopted or not).
    [[nodiscard]] std::size_t size() const { return members_.size(); }
    // On: each creature starts from where placement put it (the mover's placement may settle
    // it). Off: each stands where placement put it again.
    void set_wander(bool on);
    [[nodiscard]] bool wander() const { return wander_; }
    void set_reading(physics::Reading reading);
    // One 30 Hz frame: each creature's mover takes its wander input, its shadows follow.
    void step(float dt);
    // Where the creatures stand now, off their placed frames only while wandering (the
    // renderer draws these instead of their placed drawing entries; the hover picks them).
    [[nodiscard]] std::span<const WorldObjectMove> moves() const { return moves_; }
    [[nodiscard]] const physics::Mover* mover(std::uint32_t guid) const;

    void snapshot(WorldCreaturesState& out) const;
    // After the world's dynamic objects were restored (they hold the shadows' positions).
    void restore(const WorldCreaturesState& in);
    // Rewind's replay: the switch as recorded before a frame (an edit made then).
    void apply(const WorldCreaturesState& recorded);

  private:
    struct Shadow {
        std::uint32_t index = 0;  // registry index
        physics::Position placed; // where placement filed it
        physics::Frame local;     // its frame in the creature's placed frame
    };
    struct Member {
        std::int32_t world_object = -1;
        std::uint32_t guid = 0;
        physics::Position placed; // the creature's placed frame and cell
        std::vector<Shadow> shadows;
        std::unique_ptr<physics::Mover> mover; // made the first time it wanders
        std::uint64_t rng = 0;
        int frames_left = 0;
        physics::MoverInput input{};
    };
    void ensure_mover(Member& m);
    void file_at(const Member& m, const physics::Position& at);
    void file_placed(const Member& m);
    void refresh_moves();

    physics::World* world_;
    const scene::DatWorldDesc* desc_;
    physics::Reading reading_{};
    bool wander_ = false;
    std::vector<Member> members_;
    std::vector<WorldObjectMove> moves_;
};

} // namespace sweeplab::app
