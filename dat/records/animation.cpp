#include "dat/records/animation.h"

#include <string>

#include "dat/records/field_reads.h"

namespace sweeplab::dat {

// CAnimation::UnPack: id, flags, part count, frame count, the root motion frames (flag 0x1),
// then each frame's AnimFrame::UnPack (0x0051F8E0): one Frame per part, u32 hook count, the
// hooks. Root motion and part frames move and place things: finite.
AnimationRecord parse_animation(std::span<const std::byte> data, const RecordName& name) {
    Reader r(data, name);
    AnimationRecord a;
    a.id = detail::record_id(r);
    a.flags = detail::u32(r, "Flags");
    a.num_parts = detail::u32(r, "NumParts");
    // A frame is at least its parts' frames and its hook count (and its root motion frame).
    const std::size_t frame_bytes =
        4u + 28u * std::size_t{a.num_parts} + (a.has_pos_frames() ? 28u : 0u);
    const std::uint32_t nf = r.count(detail::u32(r, "NumFrames"), frame_bytes, "Frames");
    if (a.has_pos_frames()) {
        a.pos_frames.resize(nf);
        for (DatFrame& f : a.pos_frames)
            f = detail::frame(r, "PosFrames");
    }
    a.frames.resize(nf);
    for (std::uint32_t i = 0; i < nf; ++i) {
        AnimationFrame& f = a.frames[i];
        f.parts.resize(a.num_parts);
        for (DatFrame& p : f.parts)
            p = detail::frame(r, "PartFrames");
        const std::uint32_t nh = r.count(detail::u32(r, "hook count"), 8, "hooks");
        f.hooks.reserve(nh);
        for (std::uint32_t h = 0; h < nh; ++h)
            f.hooks.push_back(read_animation_hook(r, "frame " + std::to_string(i) + " hook " +
                                                         std::to_string(h)));
    }
    detail::expect_end(r);
    return a;
}

} // namespace sweeplab::dat
