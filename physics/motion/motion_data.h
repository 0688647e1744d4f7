#pragma once
// What the movement code reads of a creature's motion data (docs/creatures.md): its
// MotionTable's cycles, modifiers and links (retail CMotionTable's hashes, here lists in
// stored order) and the root motion of the animations they play. The physics knows nothing of
// DAT records: scene/ turns dat::MotionTableRecord and dat::AnimationRecord into these.
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include <glm/vec3.hpp>

#include "physics/math/frame.h"

namespace sweeplab::physics::motion {

// Motion commands (retail MotionCommand).
inline constexpr std::uint32_t kNonCombat = 0x8000003Du;
inline constexpr std::uint32_t kReady = 0x41000003u;
inline constexpr std::uint32_t kWalkForward = 0x45000005u;
inline constexpr std::uint32_t kWalkBackwards = 0x45000006u;
inline constexpr std::uint32_t kRunForward = 0x44000007u;
inline constexpr std::uint32_t kTurnRight = 0x6500000Du;
inline constexpr std::uint32_t kTurnLeft = 0x6500000Eu;
inline constexpr std::uint32_t kSideStepRight = 0x6500000Fu;
inline constexpr std::uint32_t kSideStepLeft = 0x65000010u;
// The command classes (the top bits of a command).
inline constexpr std::uint32_t kStyleBit = 0x80000000u;
inline constexpr std::uint32_t kSubstateBit = 0x40000000u;
inline constexpr std::uint32_t kModifierBit = 0x20000000u;
inline constexpr std::uint32_t kActionBit = 0x10000000u;

// CAnimation, what physics reads: its frame count and root motion (PosFrames; empty: none).
struct Animation {
    std::uint32_t id = 0;
    std::uint32_t num_frames = 0;
    std::vector<Frame> pos_frames;
};

// AnimData with its animation resolved (null: the animation is not loaded; retail's node
// then has no anim and is never appended).
struct AnimRef {
    const Animation* anim = nullptr;
    std::int32_t low_frame = 0;
    std::int32_t high_frame = -1;
    float framerate = 30.0f;
};

struct MotionData {
    std::uint8_t bitfield = 0;
    std::vector<AnimRef> anims;
    glm::vec3 velocity{0.0f};
    glm::vec3 omega{0.0f};
};

struct MotionLinks {
    std::uint32_t key = 0;
    std::vector<std::pair<std::uint32_t, MotionData>> to;
};

// CMotionTable. Built once and shared read-only by every creature that uses it.
struct MotionTable {
    std::uint32_t id = 0;
    std::uint32_t default_style = 0;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> style_defaults;
    std::vector<std::pair<std::uint32_t, MotionData>> cycles;
    std::vector<std::pair<std::uint32_t, MotionData>> modifiers;
    std::vector<MotionLinks> links;
    // The animations the tables' AnimRefs point into (owned here).
    std::vector<std::unique_ptr<Animation>> animations;

    [[nodiscard]] static constexpr std::uint32_t key(std::uint32_t style, std::uint32_t motion) {
        return (style << 16u) | (motion & 0xFFFFFFu);
    }
    // LongHash<MotionData>::lookup @ 0x00522680 over cycles / modifiers.
    [[nodiscard]] const MotionData* cycle(std::uint32_t key) const;
    [[nodiscard]] const MotionData* modifier(std::uint32_t key) const;
    // LongNIValHash::lookup over style_defaults: false when the style has none.
    bool style_default(std::uint32_t style, std::uint32_t& substate) const;
    // The link table out of `key`, then its entry for `motion`; null when either is missing.
    [[nodiscard]] const std::vector<std::pair<std::uint32_t, MotionData>>*
    links_from(std::uint32_t key) const;
};

} // namespace sweeplab::physics::motion
