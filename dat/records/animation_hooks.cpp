#include "dat/records/animation_hooks.h"

#include <array>

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

namespace {

constexpr std::array<const char*, kAnimationHookTypeCount> kNames = {"NoOp",
                                                                     "Sound",
                                                                     "SoundTable",
                                                                     "Attack",
                                                                     "AnimationDone",
                                                                     "ReplaceObject",
                                                                     "Ethereal",
                                                                     "TransparentPart",
                                                                     "Luminous",
                                                                     "LuminousPart",
                                                                     "Diffuse",
                                                                     "DiffusePart",
                                                                     "Scale",
                                                                     "CreateParticle",
                                                                     "DestroyParticle",
                                                                     "StopParticle",
                                                                     "NoDraw",
                                                                     "DefaultScript",
                                                                     "DefaultScriptPart",
                                                                     "CallPES",
                                                                     "Transparent",
                                                                     "SoundTweaked",
                                                                     "SetOmega",
                                                                     "TextureVelocity",
                                                                     "TextureVelocityPart",
                                                                     "SetLight",
                                                                     "CreateBlockingParticle"};

// Hook payload values are never geometry: every float is read as stored.
template <typename T>
T read_fade(Reader& r) {
    T h;
    h.start = detail::raw_f32(r, "hook Start");
    h.end = detail::raw_f32(r, "hook End");
    h.time = detail::raw_f32(r, "hook Time");
    return h;
}

template <typename T>
T read_part_fade(Reader& r) {
    T h;
    h.part_index = detail::u32(r, "hook PartIndex");
    h.start = detail::raw_f32(r, "hook Start");
    h.end = detail::raw_f32(r, "hook End");
    h.time = detail::raw_f32(r, "hook Time");
    return h;
}

// CreateParticleHook::UnPack (0x005278A0), shared by CreateBlockingParticleHook.
template <typename T>
T read_create_particle(Reader& r) {
    T h;
    h.emitter_info_id = detail::u32(r, "hook EmitterInfoId");
    h.part_index = detail::u32(r, "hook PartIndex");
    h.offset = detail::raw_frame(r, "hook Offset");
    h.emitter_id = detail::u32(r, "hook EmitterId");
    return h;
}

// AnimPartChange::UnPack (0x005ADA10): u8 part index, then Unpack_AsDataIDOfKnownType
// (0x01000000): a u16, and when its top bit is set a second u16, id = base +
// ((first & 0x3FFF) << 16 | second).
hook::ReplaceObject read_replace_object(Reader& r) {
    hook::ReplaceObject h;
    h.part_index = detail::u8(r, "hook PartIndex");
    const std::uint16_t first = detail::u16(r, "hook PartId");
    if ((first & 0x8000u) == 0) {
        h.gfx_obj_id = 0x01000000u + first;
    } else {
        const std::uint16_t second = detail::u16(r, "hook PartId");
        h.gfx_obj_id =
            0x01000000u + ((static_cast<std::uint32_t>(first & 0x3FFFu) << 16u) | second);
    }
    return h;
}

AnimationHookData read_payload(Reader& r, AnimationHookType type) {
    using T = AnimationHookType;
    switch (type) {
    case T::NoOp:
        return hook::NoOp{};
    case T::Sound:
        return hook::Sound{detail::u32(r, "hook SoundId")};
    case T::SoundTable:
        return hook::SoundTable{detail::u32(r, "hook SoundType")};
    case T::Attack: { // AttackCone::UnPack
        hook::Attack h;
        h.part_index = detail::u32(r, "hook PartIndex");
        h.left.x = detail::raw_f32(r, "hook Left");
        h.left.y = detail::raw_f32(r, "hook Left");
        h.right.x = detail::raw_f32(r, "hook Right");
        h.right.y = detail::raw_f32(r, "hook Right");
        h.radius = detail::raw_f32(r, "hook Radius");
        h.height = detail::raw_f32(r, "hook Height");
        return h;
    }
    case T::AnimationDone:
        return hook::AnimationDone{};
    case T::ReplaceObject:
        return read_replace_object(r);
    case T::Ethereal:
        return hook::Ethereal{detail::i32(r, "hook Ethereal")};
    case T::TransparentPart:
        return read_part_fade<hook::TransparentPart>(r);
    case T::Luminous:
        return read_fade<hook::Luminous>(r);
    case T::LuminousPart:
        return read_part_fade<hook::LuminousPart>(r);
    case T::Diffuse:
        return read_fade<hook::Diffuse>(r);
    case T::DiffusePart:
        return read_part_fade<hook::DiffusePart>(r);
    case T::Scale: {
        hook::Scale h;
        h.end = detail::raw_f32(r, "hook End");
        h.time = detail::raw_f32(r, "hook Time");
        return h;
    }
    case T::CreateParticle:
        return read_create_particle<hook::CreateParticle>(r);
    case T::DestroyParticle:
        return hook::DestroyParticle{detail::u32(r, "hook EmitterId")};
    case T::StopParticle:
        return hook::StopParticle{detail::u32(r, "hook EmitterId")};
    case T::NoDraw:
        return hook::NoDraw{detail::u32(r, "hook NoDraw")};
    case T::DefaultScript:
        return hook::DefaultScript{};
    case T::DefaultScriptPart:
        return hook::DefaultScriptPart{detail::u32(r, "hook PartIndex")};
    case T::CallPES: {
        hook::CallPES h;
        h.pes_id = detail::u32(r, "hook PES");
        h.pause = detail::raw_f32(r, "hook Pause");
        return h;
    }
    case T::Transparent:
        return read_fade<hook::Transparent>(r);
    case T::SoundTweaked: { // SoundTweakedHook::UnPack: id, prob, prio, vol
        hook::SoundTweaked h;
        h.sound_id = detail::u32(r, "hook SoundId");
        h.probability = detail::raw_f32(r, "hook Probability");
        h.priority = detail::raw_f32(r, "hook Priority");
        h.volume = detail::raw_f32(r, "hook Volume");
        return h;
    }
    case T::SetOmega: {
        hook::SetOmega h;
        h.axis.x = detail::raw_f32(r, "hook Axis");
        h.axis.y = detail::raw_f32(r, "hook Axis");
        h.axis.z = detail::raw_f32(r, "hook Axis");
        return h;
    }
    case T::TextureVelocity: {
        hook::TextureVelocity h;
        h.u_speed = detail::raw_f32(r, "hook USpeed");
        h.v_speed = detail::raw_f32(r, "hook VSpeed");
        return h;
    }
    case T::TextureVelocityPart: {
        hook::TextureVelocityPart h;
        h.part_index = detail::u32(r, "hook PartIndex");
        h.u_speed = detail::raw_f32(r, "hook USpeed");
        h.v_speed = detail::raw_f32(r, "hook VSpeed");
        return h;
    }
    case T::SetLight:
        return hook::SetLight{detail::i32(r, "hook LightsOn")};
    case T::CreateBlockingParticle:
        return read_create_particle<hook::CreateBlockingParticle>(r);
    }
    return hook::NoOp{}; // not reached: the caller checked the type
}

} // namespace

const char* animation_hook_type_name(std::uint32_t type) {
    return type < kAnimationHookTypeCount ? kNames[type] : "unknown";
}

// CAnimHook::UnPackHook (0x005271D0): type, direction, the type's UnPack, ALIGN_PTR.
// Retail silently drops a type it does not know after reading only the 8-byte header; a
// reader that cannot know such a hook's size refuses it instead (docs/dat-format.md).
AnimationHook read_animation_hook(Reader& r, const std::string& context) {
    try {
        const std::size_t at = r.offset();
        const std::uint32_t type = detail::u32(r, "hook type");
        if (type >= kAnimationHookTypeCount)
            r.fail_plain("unknown animation hook type " + std::to_string(type) + " (" +
                         hex32(type) + ") at offset " + std::to_string(at));
        AnimationHook h;
        h.direction = detail::i32(r, "hook direction");
        h.data = read_payload(r, static_cast<AnimationHookType>(type));
        detail::align4(r, "padding after hook");
        return h;
    } catch (const DatError& e) {
        // Every problem inside a hook says which hook it is.
        throw DatError(e.file(), e.where(), context + ": " + e.problem());
    }
}

} // namespace sweeplab::dat
