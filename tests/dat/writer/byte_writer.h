#pragma once
// The test side's little-endian record writer: the mirror of dat/reader.h. Each record
// family's encoder (tests/dat/writer/*_writer.*) writes through it, so every decoder is
// tested by writing a record and reading it back.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

namespace sweeplab::dat::testing {

class ByteWriter {
  public:
    void u8(std::uint8_t v) { out_.push_back(static_cast<std::byte>(v)); }
    void u16(std::uint16_t v) {
        u8(static_cast<std::uint8_t>(v & 0xFFu));
        u8(static_cast<std::uint8_t>(v >> 8u));
    }
    void u32(std::uint32_t v) {
        for (int i = 0; i < 4; ++i)
            u8(static_cast<std::uint8_t>((v >> (8u * static_cast<unsigned>(i))) & 0xFFu));
    }
    void i16(std::int16_t v) { u16(static_cast<std::uint16_t>(v)); }
    void i32(std::int32_t v) { u32(static_cast<std::uint32_t>(v)); }
    void f32(float f) {
        std::uint32_t bits = 0;
        std::memcpy(&bits, &f, sizeof bits);
        u32(bits);
    }
    void vec3(const glm::vec3& v) {
        f32(v.x);
        f32(v.y);
        f32(v.z);
    }
    // W, X, Y, Z as retail stores it.
    void quat(const glm::quat& q) {
        f32(q.w);
        f32(q.x);
        f32(q.y);
        f32(q.z);
    }
    void frame(const glm::vec3& origin, const glm::quat& q = glm::quat(1.0f, 0.0f, 0.0f, 0.0f)) {
        vec3(origin);
        quat(q);
    }
    void plane(const glm::vec3& n, float d) {
        vec3(n);
        f32(d);
    }
    void sphere(const glm::vec3& c, float r) {
        vec3(c);
        f32(r);
    }
    void compressed_u32(std::uint32_t v) {
        if (v < 0x80u) {
            u8(static_cast<std::uint8_t>(v));
        } else if (v < 0x4000u) {
            u8(static_cast<std::uint8_t>(0x80u | (v >> 8u)));
            u8(static_cast<std::uint8_t>(v & 0xFFu));
        } else {
            u8(static_cast<std::uint8_t>(0xC0u | ((v >> 24u) & 0x3Fu)));
            u8(static_cast<std::uint8_t>((v >> 16u) & 0xFFu));
            u16(static_cast<std::uint16_t>(v & 0xFFFFu));
        }
    }
    void pstring(const std::string& s) {
        if (s.size() >= 0xFFFFu) {
            u16(0xFFFFu);
            u32(static_cast<std::uint32_t>(s.size()));
        } else {
            u16(static_cast<std::uint16_t>(s.size()));
        }
        for (char c : s)
            u8(static_cast<std::uint8_t>(c));
    }
    // Pads with zeros to a multiple of 4 from the start of the record.
    void align4() {
        while (out_.size() % 4u != 0)
            u8(0);
    }
    void bytes(const std::vector<std::byte>& b) { out_.insert(out_.end(), b.begin(), b.end()); }
    // Big-endian-readable tags such as 'BPnn' are stored as the u32 0x42506E6E.
    void tag(std::uint32_t t) { u32(t); }

    [[nodiscard]] std::size_t size() const { return out_.size(); }
    [[nodiscard]] const std::vector<std::byte>& data() const { return out_; }
    std::vector<std::byte>& data() { return out_; }
    std::vector<std::byte> take() { return std::move(out_); }

  private:
    std::vector<std::byte> out_;
};

} // namespace sweeplab::dat::testing
