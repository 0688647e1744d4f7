#include "dat/reader.h"

#include <cmath>
#include <cstring>

namespace sweeplab::dat {

void Reader::need(std::size_t n, const char* field) {
    if (n > remaining())
        fail(std::string("truncated: ") + field + " needs " + std::to_string(n) +
             " bytes, the record has " + std::to_string(remaining()) + " left");
}

std::uint8_t Reader::u8() {
    need(1, "u8");
    return static_cast<std::uint8_t>(data_[pos_++]);
}

std::uint16_t Reader::u16() {
    need(2, "u16");
    const auto b0 = static_cast<std::uint16_t>(data_[pos_]);
    const auto b1 = static_cast<std::uint16_t>(data_[pos_ + 1]);
    pos_ += 2;
    return static_cast<std::uint16_t>(b0 | (b1 << 8u));
}

std::uint32_t Reader::u32() {
    need(4, "u32");
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i)
        v = (v << 8u) | static_cast<std::uint32_t>(data_[pos_ + static_cast<std::size_t>(i)]);
    pos_ += 4;
    return v;
}

float Reader::f32() {
    const std::uint32_t bits = u32();
    float f = 0.0f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

float Reader::finite_f32(const char* field) {
    const std::size_t at = pos_;
    const float f = f32();
    if (!std::isfinite(f)) {
        pos_ = at;
        fail(std::string(field) + " is not a finite number");
    }
    return f;
}

glm::vec3 Reader::vec3(const char* field) {
    const float x = finite_f32(field);
    const float y = finite_f32(field);
    const float z = finite_f32(field);
    return {x, y, z};
}

glm::quat Reader::quat(const char* field) {
    const float w = finite_f32(field);
    const float x = finite_f32(field);
    const float y = finite_f32(field);
    const float z = finite_f32(field);
    return glm::quat(w, x, y, z);
}

DatFrame Reader::frame(const char* field) {
    DatFrame f;
    f.origin = vec3(field);
    f.orientation = quat(field);
    return f;
}

DatPlane Reader::plane(const char* field) {
    DatPlane p;
    p.normal = vec3(field);
    p.d = finite_f32(field);
    return p;
}

DatSphere Reader::sphere(const char* field) {
    DatSphere s;
    s.center = vec3(field);
    s.radius = finite_f32(field);
    return s;
}

std::uint32_t Reader::compressed_u32() {
    const std::uint8_t b0 = u8();
    if ((b0 & 0x80u) == 0) return b0;
    const std::uint8_t b1 = u8();
    if ((b0 & 0x40u) == 0) return (static_cast<std::uint32_t>(b0 & 0x7Fu) << 8u) | b1;
    const std::uint16_t low = u16();
    return (((static_cast<std::uint32_t>(b0 & 0x3Fu) << 8u) | b1) << 16u) | low;
}

std::string Reader::pstring(const char* field) {
    std::uint32_t n = u16();
    if (n == 0xFFFFu) n = u32();
    const auto b = bytes(n, field);
    return std::string(reinterpret_cast<const char*>(b.data()), b.size());
}

void Reader::align4() {
    const std::size_t pad = (4u - (pos_ & 3u)) & 3u;
    need(pad, "alignment padding");
    pos_ += pad;
}

void Reader::skip(std::size_t n, const char* field) {
    need(n, field);
    pos_ += n;
}

std::span<const std::byte> Reader::bytes(std::size_t n, const char* field) {
    need(n, field);
    const auto out = data_.subspan(pos_, n);
    pos_ += n;
    return out;
}

std::uint32_t Reader::count(std::uint32_t n, std::size_t min_element_bytes, const char* field) {
    if (min_element_bytes == 0) min_element_bytes = 1;
    if (n > remaining() / min_element_bytes)
        fail(std::string(field) + " count " + std::to_string(n) +
             " cannot fit in the record's remaining " + std::to_string(remaining()) + " bytes");
    return n;
}

void Reader::fail(const std::string& problem) const {
    throw DatError(name_.file, name_.where(), problem + " (offset " + std::to_string(pos_) + ")");
}

void Reader::fail_plain(const std::string& problem) const {
    throw DatError(name_.file, name_.where(), problem);
}

} // namespace sweeplab::dat
