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
// A person as retail's human Setup is shaped: no parts, foot and head spheres of 0.48 m at
// 0.475 and 1.35 m, 1.83 m tall, steps of 0.4 m up and down.
[[nodiscard]] SetupRecord person_setup(std::uint32_t id);

} // namespace sweeplab::dat::testing
