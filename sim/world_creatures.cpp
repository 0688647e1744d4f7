#include "sim/world_creatures.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "physics/world/enter_world.h"
#include "physics/world/world.h"
#include "scene/world_creature.h"
#include "sim/wander.h"

namespace sweeplab::app {

namespace {

// The mover of a world creature: the crowd's remote mover with what the server moves it
// with: its Setup's spheres x scale (the first two, as retail's SPHEREPATH holds), else the
// dummy sphere (never scaled), and its Setup's step heights.
physics::MoverConfig creature_config(const scene::WorldObjectDesc& w, physics::Reading reading) {
    physics::MoverConfig c = physics::MoverConfig::remote();
    c.id = w.guid;
    c.spheres.clear();
    for (std::size_t i = 0; i < w.spheres.size() && i < 2; ++i)
        c.spheres.push_back(
            physics::Sphere{w.spheres[i].center * w.scale, w.spheres[i].radius * w.scale});
    if (c.spheres.empty()) c.spheres.push_back(physics::kDummySphere);
    c.step_up_height = w.step_up_height;
    c.step_down_height = w.step_down_height;
    c.reading = reading;
    return c;
}

// A yaw about +Z (0 facing +Y) from a frame (Mover::yaw's).
float yaw_of(const physics::Frame& f) {
    const glm::vec3 fwd = f.local_to_global_vec(glm::vec3(0.0f, 1.0f, 0.0f));
    return std::atan2(-fwd.x, fwd.y);
}

} // namespace

const char* world_creature_mode_name(WorldCreatureMode mode) {
    switch (mode) {
    case WorldCreatureMode::Stand:
        return "stand";
    case WorldCreatureMode::Wander:
        return "wander";
    case WorldCreatureMode::Chase:
        return "chase";
    }
    return "stand";
}

WorldCreatureMode world_creature_mode_of(std::string_view name) {
    if (name == "wander") return WorldCreatureMode::Wander;
    if (name == "chase") return WorldCreatureMode::Chase;
    return WorldCreatureMode::Stand;
}

const char* chase_state_name(ChaseState s) {
    switch (s) {
    case ChaseState::Idle:
        return "idle";
    case ChaseState::Chasing:
        return "chasing";
    case ChaseState::NoProgress:
        return "making no progress";
    case ChaseState::GoingHome:
        return "going home";
    case ChaseState::SentHome:
        return "sent home";
    }
    return "idle";
}

WorldCreatures::WorldCreatures(physics::World& world, const scene::DatWorldDesc* desc)
    : world_(&world), desc_(desc) {
    if (desc == nullptr) return;
    // Each creature's shadows: the registry's objects with its guid for an id.
    std::unordered_map<std::uint32_t, std::size_t> by_guid;
    for (std::size_t i = 0; i < desc->world_objects.size(); ++i) {
        const scene::WorldObjectDesc& w = desc->world_objects[i];
        if (!w.creature || w.outcome == scene::SpawnOutcome::Dropped) continue;
        Member m;
        m.world_object = static_cast<std::int32_t>(i);
        m.guid = w.guid;
        m.placed.frame = w.placed_frame;
        m.rng = (static_cast<std::uint64_t>(w.guid) * 0x2545F4914F6CDD1Dull) + 1u;
        if (const auto t = desc->motion_tables.find(w.motion_table);
            w.motion_table != 0 && t != desc->motion_tables.end())
            m.table = t->second.get();
        by_guid.emplace(w.guid, members_.size());
        members_.push_back(std::move(m));
    }
    const auto objects = world.objects().objects();
    for (std::uint32_t i = 0; i < objects.size(); ++i) {
        const physics::ShadowObject& o = objects[i];
        if (o.dynamic_slot < 0) continue;
        const auto it = by_guid.find(o.desc.id);
        if (it == by_guid.end()) continue;
        Member& m = members_[it->second];
        const physics::Frame& at = m.placed.frame;
        m.placed.objcell_id = o.pos.objcell_id;
        m.shadows.push_back(
            Shadow{i, o.pos,
                   physics::Frame{at.global_to_local(o.pos.frame.origin),
                                  glm::inverse(at.orientation) * o.pos.frame.orientation}});
    }
}

WorldCreatures::~WorldCreatures() = default;

void WorldCreatures::ensure_mover(Member& m) {
    if (m.mover) return;
    const scene::WorldObjectDesc& w =
        desc_->world_objects[static_cast<std::size_t>(m.world_object)];
    m.mover = std::make_unique<physics::Mover>(*world_, creature_config(w, reading_));
}

void WorldCreatures::file_at(const Member& m, const physics::Position& at) {
    for (const Shadow& s : m.shadows)
        world_->move_dynamic_object(
            s.index, physics::Position{at.objcell_id,
                                       physics::Frame{at.frame.local_to_global(s.local.origin),
                                                      at.frame.orientation * s.local.orientation}});
}

void WorldCreatures::file_placed(const Member& m) {
    for (const Shadow& s : m.shadows)
        world_->move_dynamic_object(s.index, s.placed);
}

std::size_t WorldCreatures::chasers() const {
    std::size_t n = 0;
    for (const Member& m : members_)
        n += m.table != nullptr ? 1u : 0u;
    return n;
}

// The creature and its monster (ACE's figures; the weenie's awareness and home radius), the
// chase deadlines' draws seeded by its guid as the lure check's are.
void WorldCreatures::ensure_chaser(Member& m) {
    if (m.creature || m.table == nullptr) return;
    const scene::WorldObjectDesc& w =
        desc_->world_objects[static_cast<std::size_t>(m.world_object)];
    m.creature = std::make_unique<physics::motion::Creature>(
        *world_, scene::world_creature_config(w, m.table, reading_));
    creatures::MonsterConfig c;
    if (w.visual_awareness) c.visual_awareness = *w.visual_awareness;
    if (w.home_radius) c.home_radius = *w.home_radius;
    c.seed = w.guid;
    m.monster = std::make_unique<creatures::Monster>(*m.creature, m.placed, c);
}

// Where the member stands now in the current mode (null: where placement put it).
const physics::Position* WorldCreatures::now_at(const Member& m) const {
    if (mode_ == WorldCreatureMode::Wander) return &m.mover->position();
    if (mode_ == WorldCreatureMode::Chase && m.creature) return &m.creature->position();
    return nullptr;
}

void WorldCreatures::file_all() {
    for (const Member& m : members_) {
        if (const physics::Position* at = now_at(m))
            file_at(m, *at);
        else
            file_placed(m);
    }
}

void WorldCreatures::set_mode(WorldCreatureMode mode) {
    if (mode == mode_) return;
    mode_ = mode;
    time_ = 0.0;
    for (Member& m : members_) {
        // Its own shadows are skipped by id: the placement meets everything else.
        const glm::vec3 feet = m.placed.frame.origin;
        const float yaw = yaw_of(m.placed.frame);
        if (mode == WorldCreatureMode::Wander) {
            ensure_mover(m);
            m.mover->place(feet, yaw, m.placed.objcell_id);
            m.frames_left = 0;
        } else if (mode == WorldCreatureMode::Chase && m.table != nullptr) {
            ensure_chaser(m);
            m.creature->place(feet, yaw, m.placed.objcell_id);
            // A fresh monster: asleep, its clock and its deadlines' draws from the start.
            m.monster =
                std::make_unique<creatures::Monster>(*m.creature, m.placed, m.monster->config());
        }
    }
    file_all();
    refresh_moves();
}

void WorldCreatures::set_reading(physics::Reading reading) {
    reading_ = reading;
    for (Member& m : members_) {
        if (m.mover) m.mover->set_reading(reading);
        if (m.creature) m.creature->set_reading(reading);
    }
}

void WorldCreatures::step(float dt, const creatures::TargetView& target) {
    if (mode_ == WorldCreatureMode::Stand) return;
    time_ += static_cast<double>(dt);
    for (Member& m : members_) {
        if (mode_ == WorldCreatureMode::Wander) {
            next_wander_input(m.rng, m.frames_left, m.input);
            m.mover->update(dt, m.input);
            file_at(m, m.mover->position());
        } else if (m.monster) {
            m.monster->advance(time_, target);
            file_at(m, m.creature->position());
        }
    }
    refresh_moves();
}

ChaseState chase_state_of(const creatures::Monster& monster) {
    if (monster.sent_home()) return ChaseState::SentHome;
    if (monster.state() == creatures::MonsterState::Idle) return ChaseState::Idle;
    if (monster.is_moving() && monster.creature().move_to().fail_progress_count() > 0)
        return ChaseState::NoProgress;
    if (monster.state() == creatures::MonsterState::Return) return ChaseState::GoingHome;
    return ChaseState::Chasing;
}

void WorldCreatures::refresh_moves() {
    moves_.clear();
    chase_views_.clear();
    for (const Member& m : members_) {
        const physics::Position* at = now_at(m);
        if (at == nullptr) continue;
        moves_.push_back(WorldObjectMove{m.world_object, at->frame});
        if (!m.monster) continue;
        chase_views_.push_back(ChaseView{m.world_object, m.guid, m.placed.frame.origin,
                                         at->frame.origin, chase_state_of(*m.monster),
                                         m.monster->has_target(), time_});
    }
}

const physics::Mover* WorldCreatures::mover(std::uint32_t guid) const {
    for (const Member& m : members_) {
        if (m.guid != guid) continue;
        if (mode_ == WorldCreatureMode::Chase && m.creature) return &m.creature->mover();
        return m.mover.get();
    }
    return nullptr;
}

const creatures::Monster* WorldCreatures::monster(std::uint32_t guid) const {
    if (mode_ != WorldCreatureMode::Chase) return nullptr;
    for (const Member& m : members_)
        if (m.guid == guid) return m.monster.get();
    return nullptr;
}

void WorldCreatures::snapshot(WorldCreaturesState& out) const {
    out.mode = mode_;
    out.time = time_;
    out.members.resize(members_.size());
    for (std::size_t i = 0; i < members_.size(); ++i) {
        const Member& m = members_[i];
        WorldCreaturesState::Member& o = out.members[i];
        if (m.mover) m.mover->save_state(o.mover);
        o.rng = m.rng;
        o.frames_left = m.frames_left;
        o.input = m.input;
        if (m.creature) {
            m.creature->save_state(o.creature);
            m.monster->save(o.monster);
        }
    }
}

void WorldCreatures::restore(const WorldCreaturesState& in) {
    mode_ = in.mode;
    time_ = in.time;
    for (std::size_t i = 0; i < members_.size() && i < in.members.size(); ++i) {
        Member& m = members_[i];
        const WorldCreaturesState::Member& s = in.members[i];
        m.rng = s.rng;
        m.frames_left = s.frames_left;
        m.input = s.input;
        if (mode_ == WorldCreatureMode::Wander) {
            ensure_mover(m);
            m.mover->restore_state(s.mover);
        } else if (mode_ == WorldCreatureMode::Chase && m.table != nullptr) {
            ensure_chaser(m);
            m.creature->restore_state(s.creature);
            m.monster->restore(s.monster);
        }
    }
    refresh_moves();
}

void WorldCreatures::apply(const WorldCreaturesState& recorded) {
    if (recorded.mode == mode_) return;
    restore(recorded);
    // The shadows were where this run had them: put them where the recorded state says.
    file_all();
}

} // namespace sweeplab::app
