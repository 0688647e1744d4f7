#pragma once
// MotionTable 0x09...... (client_portal.dat): how a creature of a Setup moves. The default
// style and each style's default substate; the cycles (a style and a substate such as
// RunForward: the animations to loop and the Velocity and Omega that motion gives the
// object), the modifiers and the links (the animations between two motions). Every table is a
// u32 count then (key, value) pairs, kept in stored order (retail writes them in hash-bucket
// order, not sorted). A MotionData is its animation count, two flag bytes, padding to 4, the
// AnimData list, then Velocity (flag 0x1) and Omega (flag 0x2). Layout: retail
// CMotionTable::UnPack (0x005238C0), MotionData::UnPack (0x00526570), AnimData::UnPack
// (0x00525E50); ACE FileTypes/MotionTable.cs, Entity/MotionData.cs; DRW dats.xml MotionTable;
// docs/dat-format.md, "MotionTable".
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include <glm/vec3.hpp>

#include "dat/reader.h"

namespace sweeplab::dat {

struct AnimData {
    std::uint32_t anim_id = 0; // an Animation, 0x03......
    std::int32_t low_frame = 0;
    std::int32_t high_frame = -1; // negative: through the last frame
    float framerate = 30.0f;      // frames a second; negative plays backwards
};

struct MotionData {
    static constexpr std::uint8_t kHasVelocity = 0x1u;
    static constexpr std::uint8_t kHasOmega = 0x2u;
    // Bitfield 0x1: entering this cycle clears the modifiers (and modifiers apply only while
    // the cycle has it clear); 0x2: CMotionTable::is_allowed's test.
    std::uint8_t bitfield = 0;
    std::uint8_t flags = 0; // kHasVelocity, kHasOmega: which vectors are stored
    std::vector<AnimData> anims;
    glm::vec3 velocity{0.0f}; // (0, 0, 0) when not stored
    glm::vec3 omega{0.0f};
};

struct MotionLinks {       // the links out of one (style, substate)
    std::uint32_t key = 0; // (style << 16) | (from substate & 0xFFFFFF)
    std::vector<std::pair<std::uint32_t, MotionData>> to; // by the target motion
};

struct MotionTableRecord {
    std::uint32_t id = 0;
    std::uint32_t default_style = 0;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> style_defaults; // style -> substate
    std::vector<std::pair<std::uint32_t, MotionData>> cycles;            // by cycle_key
    std::vector<std::pair<std::uint32_t, MotionData>> modifiers;         // by cycle_key or motion
    std::vector<MotionLinks> links;

    // CMotionTable's cycle key: the style's low 16 bits over the motion's low 24.
    [[nodiscard]] static constexpr std::uint32_t cycle_key(std::uint32_t style,
                                                           std::uint32_t motion) {
        return (style << 16u) | (motion & 0xFFFFFFu);
    }
    // The cycle stored under (style, motion), or null.
    [[nodiscard]] const MotionData* cycle(std::uint32_t style, std::uint32_t motion) const;
    // The style's default substate, or 0 when the table has none.
    [[nodiscard]] std::uint32_t style_default(std::uint32_t style) const;
};

[[nodiscard]] MotionTableRecord parse_motion_table(std::span<const std::byte> data,
                                                   const RecordName& name);

} // namespace sweeplab::dat
