#pragma once
// Numbers as the conformance files print them (docs/vectors.md, "Conventions"): a float32 in
// the fewest digits that read back to the same float, a double in the fewest that read back
// to the same double, NaN and infinities as the strings "NaN", "Infinity", "-Infinity".
// Reading: parse as a double, then round to float32 for the exact bits.
#include <cstdint>
#include <string>

namespace sweeplab::vectors {

void put_float(std::string& out, float v);
void put_double(std::string& out, double v);
// "[x,y,z]" and "[x,y,z,r]".
void put_floats(std::string& out, const float* v, int n);

[[nodiscard]] std::uint32_t float_bits(float v);
[[nodiscard]] std::uint64_t double_bits(double v);

} // namespace sweeplab::vectors
