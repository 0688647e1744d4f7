#include "sim/world_creatures.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "physics/world/enter_world.h"
#include "physics/world/world.h"
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

void WorldCreatures::set_wander(bool on) {
    if (on == wander_) return;
    wander_ = on;
    for (Member& m : members_) {
        if (on) {
            ensure_mover(m);
            // Its own shadows are skipped by id: the placement meets everything else.
            m.mover->place(m.placed.frame.origin, yaw_of(m.placed.frame), m.placed.objcell_id);
            m.frames_left = 0;
            file_at(m, m.mover->position());
        } else {
            file_placed(m);
        }
    }
    refresh_moves();
}

void WorldCreatures::set_reading(physics::Reading reading) {
    reading_ = reading;
    for (Member& m : members_)
        if (m.mover) m.mover->set_reading(reading);
}

void WorldCreatures::step(float dt) {
    if (!wander_) return;
    for (Member& m : members_) {
        next_wander_input(m.rng, m.frames_left, m.input);
        m.mover->update(dt, m.input);
        file_at(m, m.mover->position());
    }
    refresh_moves();
}

void WorldCreatures::refresh_moves() {
    moves_.clear();
    if (!wander_) return;
    for (const Member& m : members_)
        moves_.push_back(WorldObjectMove{m.world_object, m.mover->position().frame});
}

const physics::Mover* WorldCreatures::mover(std::uint32_t guid) const {
    for (const Member& m : members_)
        if (m.guid == guid) return m.mover.get();
    return nullptr;
}

void WorldCreatures::snapshot(WorldCreaturesState& out) const {
    out.wander = wander_;
    out.members.resize(members_.size());
    for (std::size_t i = 0; i < members_.size(); ++i) {
        const Member& m = members_[i];
        WorldCreaturesState::Member& o = out.members[i];
        if (m.mover) m.mover->save_state(o.mover);
        o.rng = m.rng;
        o.frames_left = m.frames_left;
        o.input = m.input;
    }
}

void WorldCreatures::restore(const WorldCreaturesState& in) {
    wander_ = in.wander;
    for (std::size_t i = 0; i < members_.size() && i < in.members.size(); ++i) {
        Member& m = members_[i];
        const WorldCreaturesState::Member& s = in.members[i];
        m.rng = s.rng;
        m.frames_left = s.frames_left;
        m.input = s.input;
        if (wander_) {
            ensure_mover(m);
            m.mover->restore_state(s.mover);
        }
    }
    refresh_moves();
}

void WorldCreatures::apply(const WorldCreaturesState& recorded) {
    if (recorded.wander == wander_) return;
    restore(recorded);
    // The shadows were where this run had them: put them where the recorded state says.
    for (const Member& m : members_) {
        if (wander_)
            file_at(m, m.mover->position());
        else
            file_placed(m);
    }
}

} // namespace sweeplab::app
