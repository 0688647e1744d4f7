#include "sim/crowd.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "physics/world/world.h"
#include "sim/wander.h"

namespace sweeplab::app {

namespace {

physics::ObjectDesc creature_desc(std::uint32_t id, const physics::Position& pos,
                                  std::span<const physics::Sphere> spheres) {
    physics::ObjectDesc d;
    d.id = id;
    d.pos = pos;
    d.state = physics::PhysicsState::None; // a creature: not static, never stood on
    d.creature = true;
    d.spheres.assign(spheres.begin(), spheres.end());
    return d;
}

} // namespace

struct Crowd::Member {
    std::uint32_t id = 0;
    std::uint32_t index = 0; // registry index
    float radius = 0.0f;
    std::size_t spec = 0;    // into Crowd::specs_
    physics::Position spawn; // where it was placed: a chaser's home
    float spawn_yaw = 0.0f;
    std::unique_ptr<physics::Mover> mover;
    std::uint64_t rng = 0;
    int frames_left = 0;
    physics::MoverInput input{};
    bool present = false;
    WorldCreatureMode mode = WorldCreatureMode::Stand;
    std::unique_ptr<CrowdChaser> chaser; // made the first time it chases
};

Crowd::Crowd(physics::World& world, const physics::Mover& player, const scene::DatWorldDesc* dat)
    : world_(&world), player_(&player), dat_(dat), specs_(1), world_creatures_(world, dat) {}

Crowd::~Crowd() = default;

void Crowd::register_player() {
    if (player_index_ < 0) {
        const auto& spheres = player_->config().spheres;
        player_index_ = world_->add_dynamic_object(
            creature_desc(player_->config().id, player_->position(),
                          std::span<const physics::Sphere>(spheres.data(), spheres.size())));
    }
    world_->set_dynamic_object_removed(static_cast<std::uint32_t>(player_index_), false);
    sync_player();
}

void Crowd::sync_player() {
    if (player_index_ < 0) return;
    world_->move_dynamic_object(static_cast<std::uint32_t>(player_index_), player_->position());
}

std::uint32_t Crowd::add(const glm::vec3& feet, float radius, std::uint32_t seed) {
    const std::uint32_t id =
        add_member(feet, radius, seed,
                   kFirstCreatureId + static_cast<std::uint32_t>(members_.size()), 0, mode_);
    refresh_chase_views();
    return id;
}

std::uint32_t Crowd::adopt(const scene::Scene& scene) {
    std::uint32_t added = 0;
    // One copy of each moving crowd's figures (specs_ index, 0: not copied yet).
    std::vector<std::size_t> copied(scene.crowds.size(), 0);
    for (const scene::Object& o : scene.objects) {
        if (!scene::is_moving_crowd_member(scene, o)) continue;
        const auto c = static_cast<std::size_t>(o.crowd);
        const scene::CrowdSpec& spec = scene.crowds[c];
        const WorldCreatureMode mode = spec.moves == scene::CrowdMoves::Chase
                                           ? WorldCreatureMode::Chase
                                           : WorldCreatureMode::Wander;
        if (added == 0) mode_ = mode;
        if (copied[c] == 0) {
            copied[c] = specs_.size();
            specs_.push_back(spec);
        }
        // The generated sphere's centre rests `radius` above the crowd's height.
        add_member(o.position - glm::vec3(0.0f, 0.0f, o.radius), o.radius, 0, o.id, copied[c],
                   mode);
        ++added;
    }
    refresh_chase_views();
    return added;
}

// A member (the chase views are the caller's to refresh: once for many members).
std::uint32_t Crowd::add_member(const glm::vec3& feet, float radius, std::uint32_t seed,
                                std::uint32_t id, std::size_t spec, WorldCreatureMode mode) {
    register_player();
    radius = std::isfinite(radius) ? std::clamp(radius, 0.05f, 5.0f) : 0.5f;
    auto m = std::make_unique<Member>();
    m->id = id;
    m->radius = radius;
    m->spec = spec;
    physics::MoverConfig config = physics::MoverConfig::remote();
    config.id = m->id;
    config.spheres = {physics::Sphere{{0.0f, 0.0f, radius}, radius}};
    config.reading = reading_;
    m->mover = std::make_unique<physics::Mover>(*world_, config);
    const std::uint64_t s = seed != 0 ? seed : m->id;
    m->rng = s * 0x2545F4914F6CDD1Dull + 1u;
    const float yaw = uniform(m->rng) * 6.2831853f;
    m->mover->place(feet, yaw);
    m->spawn = m->mover->position();
    m->spawn_yaw = m->mover->yaw();
    m->index =
        world_->add_dynamic_object(creature_desc(m->id, m->mover->position(), config.spheres));
    m->present = true;
    members_.push_back(std::move(m));
    views_.emplace_back();
    ++present_;
    set_member_mode(*members_.back(), mode);
    refresh_view(members_.size() - 1);
    return members_.back()->id;
}

// Its crowd's MotionTable when the place has it (the DAT world builder read it), else the
// runner table.
std::unique_ptr<CrowdChaser> Crowd::make_chaser(const Member& m) const {
    const scene::CrowdSpec& spec = specs_[m.spec];
    const physics::motion::MotionTable* table = nullptr;
    if (spec.motion_table && dat_ != nullptr)
        if (const auto t = dat_->motion_tables.find(*spec.motion_table);
            t != dat_->motion_tables.end())
            table = t->second.get();
    return std::make_unique<CrowdChaser>(*world_, m.id, m.radius, spec, table, m.spawn, reading_);
}

// Into chase: from its spawn with a fresh monster. Out of chase: the mover takes over where
// the creature stands.
void Crowd::set_member_mode(Member& m, WorldCreatureMode mode) {
    if (mode == m.mode) return;
    if (m.mode == WorldCreatureMode::Chase && m.chaser) {
        const physics::Position& p = m.chaser->position();
        m.mover->place(p.frame.origin, m.chaser->creature().mover().yaw(), p.objcell_id);
    }
    m.mode = mode;
    if (mode == WorldCreatureMode::Chase) {
        if (!m.chaser) m.chaser = make_chaser(m);
        m.chaser->start(m.spawn_yaw);
    }
    m.frames_left = 0;
    if (m.present) world_->move_dynamic_object(m.index, at(m));
}

const physics::Position& Crowd::at(const Member& m) const {
    if (m.mode == WorldCreatureMode::Chase && m.chaser) return m.chaser->position();
    return m.mover->position();
}

void Crowd::set_mode(WorldCreatureMode mode) {
    mode_ = mode;
    if (mode != WorldCreatureMode::Stand) register_player();
    for (std::size_t i = 0; i < members_.size(); ++i) {
        set_member_mode(*members_[i], mode);
        refresh_view(i);
    }
    refresh_chase_views();
}

std::uint32_t Crowd::add_random(std::uint32_t count, const glm::vec3& centre, float spread,
                                float radius, std::uint32_t seed) {
    std::uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 7u;
    std::uint32_t added = 0;
    for (std::uint32_t i = 0; i < count && i < 100000u; ++i) {
        const float a = uniform(rng) * 6.2831853f;
        const float r = std::sqrt(uniform(rng)) * std::max(spread, 0.0f);
        add_member(centre + glm::vec3(r * std::cos(a), r * std::sin(a), 0.0f), radius,
                   static_cast<std::uint32_t>(next_u64(rng)) | 1u,
                   kFirstCreatureId + static_cast<std::uint32_t>(members_.size()), 0, mode_);
        ++added;
    }
    refresh_chase_views();
    return added;
}

bool Crowd::remove(std::uint32_t id) {
    for (std::size_t i = 0; i < members_.size(); ++i) {
        Member& m = *members_[i];
        if (m.id != id || !m.present) continue;
        world_->set_dynamic_object_removed(m.index, true);
        m.present = false;
        --present_;
        refresh_view(i);
        refresh_chase_views();
        return true;
    }
    return false;
}

void Crowd::remove_all() {
    for (const auto& m : members_)
        if (m->present) remove(m->id);
}

void Crowd::set_world_wander(bool on) {
    set_world_mode(on ? WorldCreatureMode::Wander : WorldCreatureMode::Stand);
}

void Crowd::set_world_mode(WorldCreatureMode mode) {
    // So that they collide with the avatar (and chase what they meet).
    if (mode != WorldCreatureMode::Stand) register_player();
    world_creatures_.set_mode(mode);
}

void Crowd::set_reading(physics::Reading reading) {
    reading_ = reading;
    world_creatures_.set_reading(reading);
    for (const auto& m : members_) {
        m->mover->set_reading(reading);
        if (m->chaser) m->chaser->set_reading(reading);
    }
}

const physics::Mover* Crowd::mover(std::uint32_t id) const {
    for (const auto& m : members_) {
        if (m->id != id) continue;
        if (m->mode == WorldCreatureMode::Chase && m->chaser) return &m->chaser->creature().mover();
        return m->mover.get();
    }
    return nullptr;
}

const creatures::Monster* Crowd::monster(std::uint32_t id) const {
    for (const auto& m : members_)
        if (m->id == id && m->present && m->mode == WorldCreatureMode::Chase && m->chaser)
            return &m->chaser->monster();
    return nullptr;
}

void Crowd::step(float dt) {
    sync_player();
    const creatures::TargetView target = avatar_target();
    for (std::size_t i = 0; i < members_.size(); ++i) {
        Member& m = *members_[i];
        if (!m.present || m.mode == WorldCreatureMode::Stand) continue;
        if (m.mode == WorldCreatureMode::Wander) {
            next_wander_input(m.rng, m.frames_left, m.input);
            m.mover->update(dt, m.input);
        } else {
            m.chaser->step(dt, target);
        }
        world_->move_dynamic_object(m.index, at(m));
        refresh_view(i);
    }
    refresh_chase_views();
    world_creatures_.step(dt, target);
}

void Crowd::refresh_chase_views() {
    chase_views_.clear();
    for (const auto& m : members_)
        if (m->present && m->mode == WorldCreatureMode::Chase && m->chaser)
            chase_views_.push_back(m->chaser->view());
}

// The avatar as the object a chasing creature sees: its id, where it is, its cylinder (the
// largest sphere's radius, the spheres' top), always in the world.
creatures::TargetView Crowd::avatar_target() const {
    creatures::TargetView t;
    t.id = player_->config().id;
    t.position = player_->position();
    t.present = true;
    float radius = 0.0f, top = 0.0f;
    for (const physics::Sphere& s : player_->config().spheres) {
        radius = std::max(radius, s.radius);
        top = std::max(top, s.center.z + s.radius);
    }
    if (radius > 0.0f) t.radius = radius;
    if (top > 0.0f) t.height = top;
    return t;
}

namespace {

void hash_bits(std::uint64_t& h, const float* v, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) {
        std::uint32_t bits = 0;
        std::memcpy(&bits, &v[i], sizeof bits);
        for (int b = 0; b < 4; ++b) {
            h ^= (bits >> (8 * b)) & 0xFFu;
            h *= 0x100000001B3ull;
        }
    }
}

} // namespace

std::uint64_t Crowd::positions_hash() const {
    std::uint64_t h = 0xCBF29CE484222325ull;
    for (const CreatureView& v : views_)
        if (v.present) hash_bits(h, &v.position.x, 3);
    for (const WorldObjectMove& m : world_creatures_.moves()) {
        hash_bits(h, &m.frame.origin.x, 3);
        const float q[4] = {m.frame.orientation.w, m.frame.orientation.x, m.frame.orientation.y,
                            m.frame.orientation.z};
        hash_bits(h, q, 4);
    }
    return h;
}

void Crowd::refresh_view(std::size_t slot) {
    const Member& m = *members_[slot];
    CreatureView& v = views_[slot];
    const bool chasing = m.mode == WorldCreatureMode::Chase && m.chaser;
    v.id = m.id;
    v.position = at(m).frame.origin;
    v.radius = m.radius;
    v.yaw = chasing ? m.chaser->creature().mover().yaw() : m.mover->yaw();
    v.present = m.present;
}

// A member's mode and its chaser's state as recorded (the shadow is the caller's).
void Crowd::restore_mode(Member& m, const CrowdState::Member& s) {
    m.mode = s.mode;
    if (!s.chaser) return;
    if (!m.chaser) m.chaser = make_chaser(m);
    m.chaser->restore(s.chase);
}

void Crowd::snapshot(CrowdState& out) const {
    world_->objects().snapshot_dynamic(out.registry);
    out.members.resize(members_.size());
    for (std::size_t i = 0; i < members_.size(); ++i) {
        const Member& m = *members_[i];
        CrowdState::Member& o = out.members[i];
        m.mover->save_state(o.mover);
        o.rng = m.rng;
        o.frames_left = m.frames_left;
        o.input = m.input;
        o.present = m.present;
        o.mode = m.mode;
        o.chaser = m.chaser != nullptr;
        if (m.chaser) m.chaser->save(o.chase);
    }
    out.mode = mode_;
    world_creatures_.snapshot(out.world);
    out.player_registered =
        player_index_ >= 0 &&
        !world_->objects().objects()[static_cast<std::size_t>(player_index_)].removed;
}

void Crowd::restore(const CrowdState& in) {
    world_->restore_dynamic_objects(in.registry);
    present_ = 0;
    for (std::size_t i = 0; i < members_.size(); ++i) {
        Member& m = *members_[i];
        if (i < in.members.size()) {
            const CrowdState::Member& s = in.members[i];
            m.mover->restore_state(s.mover);
            m.rng = s.rng;
            m.frames_left = s.frames_left;
            m.input = s.input;
            m.present = s.present;
            restore_mode(m, s);
        } else {
            m.present = false; // added after the state was taken
        }
        present_ += m.present ? 1u : 0u;
        refresh_view(i);
    }
    mode_ = in.mode;
    refresh_chase_views();
    world_creatures_.restore(in.world); // their shadows came back with the registry
}

void Crowd::apply_presence(const CrowdState& recorded) {
    if (recorded.player_registered && player_index_ >= 0)
        world_->set_dynamic_object_removed(static_cast<std::uint32_t>(player_index_), false);
    for (std::size_t i = 0; i < members_.size() && i < recorded.members.size(); ++i) {
        Member& m = *members_[i];
        const CrowdState::Member& s = recorded.members[i];
        if (m.present == s.present && m.mode == s.mode) continue;
        if (s.present) {
            m.mover->restore_state(s.mover);
            m.rng = s.rng;
            m.frames_left = s.frames_left;
            m.input = s.input;
            restore_mode(m, s);
            world_->move_dynamic_object(m.index, at(m));
        }
        world_->set_dynamic_object_removed(m.index, !s.present);
        if (m.present != s.present) present_ = s.present ? present_ + 1 : present_ - 1;
        m.present = s.present;
        refresh_view(i);
    }
    mode_ = recorded.mode;
    refresh_chase_views();
    world_creatures_.apply(recorded.world);
}

} // namespace sweeplab::app
