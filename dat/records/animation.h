#pragma once
// Animation 0x03...... (client_portal.dat): the frames of one animation. Per frame, one Frame
// per part (where each part of the Setup sits) and the frame's hooks; with flag 0x1 a root
// motion Frame per frame too (PosFrames: how far the whole object moves from one frame to
// the next, which a creature's run gets part of its speed from). Layout: retail
// CAnimation::UnPack and AnimFrame::UnPack, ACE FileTypes/Animation.cs, DRW dats.xml
// Animation; docs/dat-format.md, "Animation".
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "dat/reader.h"
#include "dat/records/animation_hooks.h"

namespace sweeplab::dat {

struct AnimationFrame {          // AnimFrame
    std::vector<DatFrame> parts; // one per part
    std::vector<AnimationHook> hooks;
};

struct AnimationRecord {
    static constexpr std::uint32_t kPosFrames = 0x1u;

    std::uint32_t id = 0;
    std::uint32_t flags = 0;
    std::uint32_t num_parts = 0;
    std::vector<DatFrame> pos_frames; // one per frame with kPosFrames, else empty
    std::vector<AnimationFrame> frames;

    [[nodiscard]] bool has_pos_frames() const { return (flags & kPosFrames) != 0; }
};

[[nodiscard]] AnimationRecord parse_animation(std::span<const std::byte> data,
                                              const RecordName& name);

} // namespace sweeplab::dat
