#include "tests/dat/writer/motion_writer.h"

#include "tests/dat/writer/byte_writer.h"
#include "tests/dat/writer/setup_writer.h"

namespace sweeplab::dat::testing {

namespace {

void write_frame(ByteWriter& w, const DatFrame& f) {
    w.frame(f.origin, f.orientation);
}

// MotionData after its key: the count, the two flag bytes, one byte of padding (the key and
// every table before leave these three at 1 mod 4), the anims, the flagged vectors.
void write_motion_data(ByteWriter& w, const MotionData& m) {
    w.u8(static_cast<std::uint8_t>(m.anims.size()));
    w.u8(m.bitfield);
    w.u8(m.flags);
    w.u8(0);
    for (const AnimData& a : m.anims) {
        w.u32(a.anim_id);
        w.i32(a.low_frame);
        w.i32(a.high_frame);
        w.f32(a.framerate);
    }
    if ((m.flags & MotionData::kHasVelocity) != 0) w.vec3(m.velocity);
    if ((m.flags & MotionData::kHasOmega) != 0) w.vec3(m.omega);
}

void write_table(ByteWriter& w, const std::vector<std::pair<std::uint32_t, MotionData>>& t) {
    w.u32(static_cast<std::uint32_t>(t.size()));
    for (const auto& [key, m] : t) {
        w.u32(key);
        write_motion_data(w, m);
    }
}

MotionData cycle(std::uint32_t anim, glm::vec3 velocity, glm::vec3 omega) {
    MotionData m;
    m.anims.push_back(AnimData{anim, 0, -1, 30.0f});
    m.velocity = velocity;
    m.omega = omega;
    if (velocity != glm::vec3(0.0f)) m.flags |= MotionData::kHasVelocity;
    if (omega != glm::vec3(0.0f)) m.flags |= MotionData::kHasOmega;
    return m;
}

} // namespace

std::vector<std::byte> encode_motion_table(const MotionTableRecord& t) {
    ByteWriter w;
    w.u32(t.id);
    w.u32(t.default_style);
    w.u32(static_cast<std::uint32_t>(t.style_defaults.size()));
    for (const auto& [style, substate] : t.style_defaults) {
        w.u32(style);
        w.u32(substate);
    }
    write_table(w, t.cycles);
    write_table(w, t.modifiers);
    w.u32(static_cast<std::uint32_t>(t.links.size()));
    for (const MotionLinks& l : t.links) {
        w.u32(l.key);
        write_table(w, l.to);
    }
    return w.take();
}

std::vector<std::byte> encode_animation(const AnimationRecord& a) {
    ByteWriter w;
    w.u32(a.id);
    w.u32(a.flags);
    w.u32(a.num_parts);
    w.u32(static_cast<std::uint32_t>(a.frames.size()));
    if (a.has_pos_frames())
        for (const DatFrame& f : a.pos_frames)
            write_frame(w, f);
    for (const AnimationFrame& f : a.frames) {
        for (const DatFrame& p : f.parts)
            write_frame(w, p);
        w.u32(static_cast<std::uint32_t>(f.hooks.size()));
        for (const AnimationHook& h : f.hooks)
            write_animation_hook(w, h);
    }
    return w.take();
}

MotionTableRecord creature_motion_table(std::uint32_t id, std::uint32_t anim, float walk_speed,
                                        float run_speed, float turn_omega,
                                        std::uint32_t still_anim) {
    const std::uint32_t still = still_anim != 0 ? still_anim : anim;
    MotionTableRecord t;
    t.id = id;
    t.default_style = kNonCombat;
    t.style_defaults = {{kNonCombat, kReady}};
    const auto key = [](std::uint32_t motion) {
        return MotionTableRecord::cycle_key(kNonCombat, motion);
    };
    t.cycles = {
        {key(kReady), cycle(still, glm::vec3(0.0f), glm::vec3(0.0f))},
        {key(kWalkForward), cycle(anim, {0.0f, walk_speed, 0.0f}, glm::vec3(0.0f))},
        {key(kRunForward), cycle(anim, {0.0f, run_speed, 0.0f}, glm::vec3(0.0f))},
        {key(kTurnRight), cycle(still, glm::vec3(0.0f), {0.0f, 0.0f, -turn_omega})},
    };
    t.cycles[0].second.bitfield = 0x1;
    // Turning is a cycle only from standing (bitfield 0x2: allowed from the style's default);
    // beside a walk or a run it is the modifier.
    t.cycles[3].second.bitfield = 0x2;
    t.modifiers = {{key(kTurnRight), cycle(0, glm::vec3(0.0f), {0.0f, 0.0f, -turn_omega})}};
    t.modifiers[0].second.anims.clear();
    MotionLinks ready;
    ready.key = key(kReady);
    ready.to = {{kRunForward, cycle(still, glm::vec3(0.0f), glm::vec3(0.0f))}};
    t.links = {ready};
    return t;
}

AnimationRecord stepping_animation(std::uint32_t id, std::uint32_t parts, std::uint32_t frames,
                                   float step) {
    AnimationRecord a;
    a.id = id;
    a.num_parts = parts;
    if (step != 0.0f) {
        a.flags = AnimationRecord::kPosFrames;
        a.pos_frames.assign(frames, DatFrame{{0.0f, step, 0.0f}, glm::quat(1, 0, 0, 0)});
    }
    a.frames.resize(frames);
    for (AnimationFrame& f : a.frames)
        f.parts.assign(parts, DatFrame{});
    return a;
}

} // namespace sweeplab::dat::testing
