#pragma once
// The Crowd panel's world creatures (docs/world-objects.md, "In the window"; docs/creatures.md,
// "In the lab"): the place's creatures (WorldObjectDesc::creature, not dropped) stand where
// placement put them, wander with the crowd's wander (sim/wander.h), or chase the avatar as
// the server moves them: each with its own physics creature (its Setup's spheres and steps,
// its scale, its motion table) driven by ACE's monster (creatures/monster.h) with the avatar
// as the target, on the monster's own 0.2 s tick. A creature's physics objects (its shadow
// objects, one per BSP part or one for its shapes, id = guid) follow it; switched to another
// mode, every creature starts again from where placement put it. Wander is not retail as a
// facility (docs/divergences.md, "Lab facilities"); chase is the server's movement.
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "creatures/monster.h"
#include "physics/math/frame.h"
#include "physics/motion/creature.h"
#include "physics/reading/reading.h"
#include "physics/world/mover.h"
#include "scene/dat_world_builder.h"
#include "sim/world_object_pick.h"

namespace sweeplab::physics {
class World;
}

namespace sweeplab::app {

enum class WorldCreatureMode : std::uint8_t { Stand, Wander, Chase };
[[nodiscard]] const char* world_creature_mode_name(WorldCreatureMode mode);
// The scene's `dat.creatures` ("stand", "wander", "chase"; anything else: stand).
[[nodiscard]] WorldCreatureMode world_creature_mode_of(std::string_view name);

// What a chasing creature is doing, as the view colours it.
enum class ChaseState : std::uint8_t {
    Idle,       // asleep at (or on its way to sleep at) home
    Chasing,    // awake, its MoveToObject toward the avatar under way or in reach
    NoProgress, // awake or going home, its MoveTo failing progress (CheckProgressMade)
    GoingHome,  // its MoveToPosition home under way
    SentHome    // ForceHome teleported it; asleep 0.5 s later
};
[[nodiscard]] const char* chase_state_name(ChaseState s);
// What a chasing creature's monster is doing.
[[nodiscard]] ChaseState chase_state_of(const creatures::Monster& monster);

// A chasing creature for the view and the inspector.
struct ChaseView {
    std::int32_t world_object = -1; // index into DatWorldDesc::world_objects; -1: a crowd member
    std::uint32_t guid = 0;
    glm::vec3 home{0.0f}, at{0.0f};
    ChaseState state = ChaseState::Idle;
    bool has_target = false; // the line to the avatar
    double clock = 0.0;      // the monster's clock (its deadlines are on it)
};

// Everything the world creatures change besides the world's dynamic objects (for rewind).
struct WorldCreaturesState {
    struct Member {
        physics::MoverState mover{};
        std::uint64_t rng = 0;
        int frames_left = 0;
        physics::MoverInput input{};
        physics::motion::CreatureState creature{};
        creatures::MonsterSnapshot monster{};
    };
    std::vector<Member> members;
    WorldCreatureMode mode = WorldCreatureMode::Stand;
    double time = 0.0; // the chase's clock
};

class WorldCreatures {
  public:
    // `desc` (null: no DAT world, no creatures) and `world` outlive this.
    WorldCreatures(physics::World& world, const scene::DatWorldDesc* desc);
    ~WorldCreatures();
    WorldCreatures(const WorldCreatures&) = delete;
    WorldCreatures& operator=(const WorldCreatures&) = delete;

    // The place's creatures (adopted or not), and those with a motion table (they chase).
    [[nodiscard]] std::size_t size() const { return members_.size(); }
    [[nodiscard]] std::size_t chasers() const;
    // Stand: each where placement put it. Wander, Chase: each starts from there (the mover's
    // placement may settle it); a creature without a motion table stands while the others
    // chase.
    void set_mode(WorldCreatureMode mode);
    [[nodiscard]] WorldCreatureMode mode() const { return mode_; }
    void set_wander(bool on) {
        set_mode(on ? WorldCreatureMode::Wander : WorldCreatureMode::Stand);
    }
    [[nodiscard]] bool wander() const { return mode_ == WorldCreatureMode::Wander; }
    void set_reading(physics::Reading reading);
    // One 30 Hz frame: a wandering creature's mover takes its wander input; a chasing one's
    // monster runs the ticks due (its physics advances on them) with `target` as the object
    // it may chase. Their shadows follow.
    void step(float dt, const creatures::TargetView& target);
    // Where the moving creatures stand now (the renderer draws these instead of their placed
    // drawing entries; the hover picks them).
    [[nodiscard]] std::span<const WorldObjectMove> moves() const { return moves_; }
    [[nodiscard]] std::span<const ChaseView> chase_views() const { return chase_views_; }
    [[nodiscard]] const physics::Mover* mover(std::uint32_t guid) const;
    // A chasing creature's monster (null when not chasing or it has no motion table).
    [[nodiscard]] const creatures::Monster* monster(std::uint32_t guid) const;
    [[nodiscard]] double time() const { return time_; }

    void snapshot(WorldCreaturesState& out) const;
    // After the world's dynamic objects were restored (they hold the shadows' positions).
    void restore(const WorldCreaturesState& in);
    // Rewind's replay: the mode as recorded before a frame (an edit made then).
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
        const physics::motion::MotionTable* table = nullptr; // null: it cannot chase
        std::unique_ptr<physics::motion::Creature> creature; // made the first time it chases
        std::unique_ptr<creatures::Monster> monster;
    };
    void ensure_mover(Member& m);
    void ensure_chaser(Member& m);
    [[nodiscard]] const physics::Position* now_at(const Member& m) const;
    void file_at(const Member& m, const physics::Position& at);
    void file_placed(const Member& m);
    void file_all();
    void refresh_moves();

    physics::World* world_;
    const scene::DatWorldDesc* desc_;
    physics::Reading reading_{};
    WorldCreatureMode mode_ = WorldCreatureMode::Stand;
    double time_ = 0.0;
    std::vector<Member> members_;
    std::vector<WorldObjectMove> moves_;
    std::vector<ChaseView> chase_views_;
};

} // namespace sweeplab::app
