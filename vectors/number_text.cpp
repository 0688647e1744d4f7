#include "vectors/number_text.h"

#include <charconv>
#include <cmath>
#include <cstring>

namespace sweeplab::vectors {

namespace {

template <class T>
void put(std::string& out, T v) {
    if (std::isnan(v)) {
        out += "\"NaN\"";
        return;
    }
    if (std::isinf(v)) {
        out += v > 0 ? "\"Infinity\"" : "\"-Infinity\"";
        return;
    }
    if (v == 0 && std::signbit(v)) {
        // "-0" reads back as the integer 0 in most JSON readers (nlohmann, Python's json):
        // "-0.0" keeps the sign bit.
        out += "-0.0";
        return;
    }
    char buf[40];
    // std::to_chars without a format: the shortest text that reads back to the same value.
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, r.ptr);
}

} // namespace

void put_float(std::string& out, float v) {
    put(out, v);
}

void put_double(std::string& out, double v) {
    put(out, v);
}

void put_floats(std::string& out, const float* v, int n) {
    out += '[';
    for (int i = 0; i < n; ++i) {
        if (i) out += ',';
        put_float(out, v[i]);
    }
    out += ']';
}

std::uint32_t float_bits(float v) {
    std::uint32_t u = 0;
    std::memcpy(&u, &v, sizeof u);
    return u;
}

std::uint64_t double_bits(double v) {
    std::uint64_t u = 0;
    std::memcpy(&u, &v, sizeof u);
    return u;
}

} // namespace sweeplab::vectors
