#include "app/sim/rewind_buffer.h"

#include <bit>

namespace sweeplab::app {

namespace {

bool same_bits(const glm::vec3& a, const glm::vec3& b) {
    return std::bit_cast<std::uint32_t>(a.x) == std::bit_cast<std::uint32_t>(b.x) &&
           std::bit_cast<std::uint32_t>(a.y) == std::bit_cast<std::uint32_t>(b.y) &&
           std::bit_cast<std::uint32_t>(a.z) == std::bit_cast<std::uint32_t>(b.z);
}

} // namespace

RecordedOutput recorded_output(const FrameOutput& f) {
    return RecordedOutput{f.position, f.velocity, f.cell, f.contact, f.eye};
}

bool same_output(const RecordedOutput& a, const RecordedOutput& b) {
    return same_bits(a.position, b.position) && same_bits(a.velocity, b.velocity) &&
           a.cell == b.cell && a.contact == b.contact && same_bits(a.eye, b.eye);
}

} // namespace sweeplab::app
