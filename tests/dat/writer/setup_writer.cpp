#include "tests/dat/writer/setup_writer.h"

#include <type_traits>

#include "tests/dat/writer/cell_records_writer.h"

namespace sweeplab::dat::testing {

namespace {

void write_payload(ByteWriter& w, const AnimationHookData& data) {
    std::visit(
        [&w](const auto& h) {
            using H = std::decay_t<decltype(h)>;
            if constexpr (std::is_base_of_v<hook::PartFade, H>) {
                w.u32(h.part_index);
                w.f32(h.start);
                w.f32(h.end);
                w.f32(h.time);
            } else if constexpr (std::is_base_of_v<hook::Fade, H>) {
                w.f32(h.start);
                w.f32(h.end);
                w.f32(h.time);
            } else if constexpr (std::is_base_of_v<hook::CreateParticle, H>) {
                w.u32(h.emitter_info_id);
                w.u32(h.part_index);
                write_frame(w, h.offset);
                w.u32(h.emitter_id);
            } else if constexpr (std::is_same_v<H, hook::Sound>) {
                w.u32(h.sound_id);
            } else if constexpr (std::is_same_v<H, hook::SoundTable>) {
                w.u32(h.sound_type);
            } else if constexpr (std::is_same_v<H, hook::Attack>) {
                w.u32(h.part_index);
                w.f32(h.left.x);
                w.f32(h.left.y);
                w.f32(h.right.x);
                w.f32(h.right.y);
                w.f32(h.radius);
                w.f32(h.height);
            } else if constexpr (std::is_same_v<H, hook::ReplaceObject>) {
                // u8 part index, then the id less 0x01000000 as one u16 below 0x8000 or as
                // two u16 with the top bit set on the first.
                w.u8(h.part_index);
                const std::uint32_t v = h.gfx_obj_id - 0x01000000u;
                if (v < 0x8000u) {
                    w.u16(static_cast<std::uint16_t>(v));
                } else {
                    w.u16(static_cast<std::uint16_t>(0x8000u | ((v >> 16u) & 0x3FFFu)));
                    w.u16(static_cast<std::uint16_t>(v & 0xFFFFu));
                }
            } else if constexpr (std::is_same_v<H, hook::Ethereal>) {
                w.i32(h.ethereal);
            } else if constexpr (std::is_same_v<H, hook::Scale>) {
                w.f32(h.end);
                w.f32(h.time);
            } else if constexpr (std::is_same_v<H, hook::DestroyParticle> ||
                                 std::is_same_v<H, hook::StopParticle>) {
                w.u32(h.emitter_id);
            } else if constexpr (std::is_same_v<H, hook::NoDraw>) {
                w.u32(h.no_draw);
            } else if constexpr (std::is_same_v<H, hook::DefaultScriptPart>) {
                w.u32(h.part_index);
            } else if constexpr (std::is_same_v<H, hook::CallPES>) {
                w.u32(h.pes_id);
                w.f32(h.pause);
            } else if constexpr (std::is_same_v<H, hook::SoundTweaked>) {
                w.u32(h.sound_id);
                w.f32(h.probability);
                w.f32(h.priority);
                w.f32(h.volume);
            } else if constexpr (std::is_same_v<H, hook::SetOmega>) {
                w.vec3(h.axis);
            } else if constexpr (std::is_same_v<H, hook::TextureVelocity>) {
                w.f32(h.u_speed);
                w.f32(h.v_speed);
            } else if constexpr (std::is_same_v<H, hook::TextureVelocityPart>) {
                w.u32(h.part_index);
                w.f32(h.u_speed);
                w.f32(h.v_speed);
            } else if constexpr (std::is_same_v<H, hook::SetLight>) {
                w.i32(h.lights_on);
            } else {
                // NoOp, AnimationDone, DefaultScript: the header only.
                static_assert(std::is_same_v<H, hook::NoOp> ||
                              std::is_same_v<H, hook::AnimationDone> ||
                              std::is_same_v<H, hook::DefaultScript>);
            }
        },
        data);
}

void write_locations(ByteWriter& w, const std::vector<SetupLocation>& locs) {
    w.u32(static_cast<std::uint32_t>(locs.size()));
    for (const auto& l : locs) {
        w.u32(l.key);
        w.i32(l.part_id);
        write_frame(w, l.frame);
    }
}

} // namespace

void write_animation_hook(ByteWriter& w, const AnimationHook& h) {
    w.u32(static_cast<std::uint32_t>(h.data.index()));
    w.i32(h.direction);
    write_payload(w, h.data);
    w.align4();
}

std::vector<std::byte> encode_setup(const SetupRecord& s) {
    ByteWriter w;
    w.u32(s.id);
    w.u32(s.flags);
    w.u32(static_cast<std::uint32_t>(s.parts.size()));
    for (auto p : s.parts)
        w.u32(p);
    if (s.has_parent())
        for (auto p : s.parent_index)
            w.u32(p);
    if (s.has_default_scale())
        for (const auto& v : s.default_scale)
            w.vec3(v);
    write_locations(w, s.holding_locations);
    write_locations(w, s.connection_points);
    w.u32(static_cast<std::uint32_t>(s.placement_frames.size()));
    for (const auto& p : s.placement_frames) {
        w.u32(p.key);
        for (const auto& f : p.frames)
            write_frame(w, f);
        w.u32(static_cast<std::uint32_t>(p.hooks.size()));
        for (const auto& h : p.hooks)
            write_animation_hook(w, h);
    }
    w.u32(static_cast<std::uint32_t>(s.cylspheres.size()));
    for (const auto& c : s.cylspheres) {
        w.vec3(c.low_point);
        w.f32(c.radius);
        w.f32(c.height);
    }
    w.u32(static_cast<std::uint32_t>(s.spheres.size()));
    for (const auto& sp : s.spheres)
        w.sphere(sp.center, sp.radius);
    w.f32(s.height);
    w.f32(s.radius);
    w.f32(s.step_up_height);
    w.f32(s.step_down_height);
    w.sphere(s.sorting_sphere.center, s.sorting_sphere.radius);
    w.sphere(s.selection_sphere.center, s.selection_sphere.radius);
    w.u32(static_cast<std::uint32_t>(s.lights.size()));
    for (const auto& l : s.lights) {
        w.u32(l.key);
        write_frame(w, l.frame);
        w.u32(l.color);
        w.f32(l.intensity);
        w.f32(l.falloff);
        w.f32(l.cone_angle);
    }
    w.u32(s.default_animation);
    w.u32(s.default_script);
    w.u32(s.default_motion_table);
    w.u32(s.default_sound_table);
    w.u32(s.default_script_table);
    w.align4();
    return w.take();
}

SetupRecord simple_setup(std::uint32_t id, const std::vector<std::uint32_t>& parts) {
    SetupRecord s;
    s.id = id;
    s.parts = parts;
    PlacementFrame def;
    def.key = 0;
    def.frames.resize(parts.size());
    s.placement_frames.push_back(def);
    return s;
}

SetupRecord person_setup(std::uint32_t id) {
    SetupRecord person = simple_setup(id, {});
    person.spheres.push_back(DatSphere{{0.0f, 0.0f, 0.475f}, 0.48f});
    person.spheres.push_back(DatSphere{{0.0f, 0.0f, 1.35f}, 0.48f});
    person.radius = 0.48f;
    person.height = 1.83f;
    person.step_up_height = 0.4f;
    person.step_down_height = 0.4f;
    return person;
}

} // namespace sweeplab::dat::testing
