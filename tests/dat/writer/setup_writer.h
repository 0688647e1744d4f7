#pragma once
// Encoders for Setup records and every animation hook type, through ByteWriter: the mirror
// of dat/records/setup and dat/records/animation_hooks.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "dat/records/animation_hooks.h"
#include "dat/records/setup.h"
#include "tests/dat/writer/byte_writer.h"

namespace sweeplab::dat::testing {

// Type, direction, the type's fields, padding to 4 (the writer must be 4-aligned, as it is
// inside a Setup).
void write_animation_hook(ByteWriter& w, const AnimationHook& h);
[[nodiscard]] std::vector<std::byte> encode_setup(const SetupRecord& s);

// A Setup of `parts` with one Default placement (each part at the origin) and nothing else.
[[nodiscard]] SetupRecord simple_setup(std::uint32_t id, const std::vector<std::uint32_t>& parts);

} // namespace sweeplab::dat::testing
