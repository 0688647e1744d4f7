#pragma once
// Animation hooks as Setup placement frames (and Animation frames) store them: u32 type,
// i32 direction, the type's fields, then padding to 4. Every retail type is parsed by its
// own layout, because the record goes on after the hooks (a Setup's cylspheres and spheres
// come after its placement frames) and hooks differ in size. Layouts: retail
// CAnimHook::UnPackHook (0x005271D0) and each hook's UnPack; ACE Entity/AnimationHook.cs and
// Entity/AnimationHooks/*; DRW dats.xml AnimationHook; GDLE AnimHooks.cpp. Where they
// disagree (ReplaceObject, CreateBlockingParticle, SoundTweaked) retail is followed:
// docs/dat-format.md.
#include <cstdint>
#include <string>
#include <variant>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "dat/reader.h"

namespace sweeplab::dat {

enum class AnimationHookType : std::uint32_t {
    NoOp = 0,
    Sound = 1,
    SoundTable = 2,
    Attack = 3,
    AnimationDone = 4,
    ReplaceObject = 5,
    Ethereal = 6,
    TransparentPart = 7,
    Luminous = 8,
    LuminousPart = 9,
    Diffuse = 10,
    DiffusePart = 11,
    Scale = 12,
    CreateParticle = 13,
    DestroyParticle = 14,
    StopParticle = 15,
    NoDraw = 16,
    DefaultScript = 17,
    DefaultScriptPart = 18,
    CallPES = 19,
    Transparent = 20,
    SoundTweaked = 21,
    SetOmega = 22,
    TextureVelocity = 23,
    TextureVelocityPart = 24,
    SetLight = 25,
    CreateBlockingParticle = 26,
};
inline constexpr std::uint32_t kAnimationHookTypeCount = 27;

// "Sound", "CreateBlockingParticle", ...; "unknown" past the last type.
[[nodiscard]] const char* animation_hook_type_name(std::uint32_t type);

// One struct per hook type, named as retail names the fields.
namespace hook {
struct NoOp {};
struct Sound {
    std::uint32_t sound_id = 0; // Wave 0x0A......
};
struct SoundTable {
    std::uint32_t sound_type = 0;
};
struct Attack { // AttackCone
    std::uint32_t part_index = 0;
    glm::vec2 left{0.0f};
    glm::vec2 right{0.0f};
    float radius = 0.0f;
    float height = 0.0f;
};
struct AnimationDone {};
struct ReplaceObject { // AnimPartChange: u8 part index, GfxObj id packed as a known-type id
    std::uint8_t part_index = 0;
    std::uint32_t gfx_obj_id = 0x01000000u;
};
struct Ethereal {
    std::int32_t ethereal = 0;
};
struct Fade { // start, end, time
    float start = 0.0f;
    float end = 0.0f;
    float time = 0.0f;
};
struct PartFade { // part, start, end, time
    std::uint32_t part_index = 0;
    float start = 0.0f;
    float end = 0.0f;
    float time = 0.0f;
};
struct TransparentPart : PartFade {};
struct Luminous : Fade {};
struct LuminousPart : PartFade {};
struct Diffuse : Fade {};
struct DiffusePart : PartFade {};
struct Scale {
    float end = 0.0f;
    float time = 0.0f;
};
struct CreateParticle {
    std::uint32_t emitter_info_id = 0; // ParticleEmitter 0x32......
    std::uint32_t part_index = 0;
    DatFrame offset;
    std::uint32_t emitter_id = 0;
};
struct DestroyParticle {
    std::uint32_t emitter_id = 0;
};
struct StopParticle {
    std::uint32_t emitter_id = 0;
};
struct NoDraw {
    std::uint32_t no_draw = 0;
};
struct DefaultScript {};
struct DefaultScriptPart {
    std::uint32_t part_index = 0;
};
struct CallPES {
    std::uint32_t pes_id = 0; // PhysicsScript 0x33......
    float pause = 0.0f;
};
struct Transparent : Fade {};
struct SoundTweaked { // retail reads the id, then prob, prio, vol
    std::uint32_t sound_id = 0;
    float probability = 0.0f;
    float priority = 0.0f;
    float volume = 0.0f;
};
struct SetOmega {
    glm::vec3 axis{0.0f};
};
struct TextureVelocity {
    float u_speed = 0.0f;
    float v_speed = 0.0f;
};
struct TextureVelocityPart {
    std::uint32_t part_index = 0;
    float u_speed = 0.0f;
    float v_speed = 0.0f;
};
struct SetLight {
    std::int32_t lights_on = 0;
};
// Retail: a CreateParticleHook subclass with its UnPack, so the same 40 bytes.
struct CreateBlockingParticle : CreateParticle {};
} // namespace hook

// The alternatives in type order: data.index() is the hook type.
using AnimationHookData =
    std::variant<hook::NoOp, hook::Sound, hook::SoundTable, hook::Attack, hook::AnimationDone,
                 hook::ReplaceObject, hook::Ethereal, hook::TransparentPart, hook::Luminous,
                 hook::LuminousPart, hook::Diffuse, hook::DiffusePart, hook::Scale,
                 hook::CreateParticle, hook::DestroyParticle, hook::StopParticle, hook::NoDraw,
                 hook::DefaultScript, hook::DefaultScriptPart, hook::CallPES, hook::Transparent,
                 hook::SoundTweaked, hook::SetOmega, hook::TextureVelocity,
                 hook::TextureVelocityPart, hook::SetLight, hook::CreateBlockingParticle>;
static_assert(std::variant_size_v<AnimationHookData> == kAnimationHookTypeCount);

struct AnimationHook {
    std::int32_t direction = 0; // 0 both, 1 forward, -1 backward
    AnimationHookData data;
    [[nodiscard]] AnimationHookType type() const {
        return static_cast<AnimationHookType>(data.index());
    }
};

// Reads one hook and the padding after it. DatError on truncation or a type retail does not
// have (naming the type and the hook's offset); every message starts with `context`, where
// the hook sits ("placement 0x00000000 hook 2").
[[nodiscard]] AnimationHook read_animation_hook(Reader& r, const std::string& context);

} // namespace sweeplab::dat
