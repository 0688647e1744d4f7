#pragma once
// A bounded little-endian cursor over one record's bytes. Every read is checked against the
// end of the record; a read past it, a count the remaining bytes cannot hold, or a
// non-finite float where geometry is read throws DatError naming the file, the record
// (hex id and type) and the byte offset. Nothing here allocates except what a caller asks
// for through count()-checked sizes, so no input can make the reader allocate more than
// the record could hold.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "dat/errors.h"

namespace sweeplab::dat {

// Who the bytes belong to, for messages: "client_portal.dat", 0x0D00062E, "Environment".
struct RecordName {
    std::string file;
    std::uint32_t id = 0;
    std::string type;
    [[nodiscard]] std::string where() const { return hex32(id) + " " + type; }
};

// Retail Frame as stored: origin, then the quaternion W, X, Y, Z (28 bytes).
struct DatFrame {
    glm::vec3 origin{0.0f};
    glm::quat orientation{1.0f, 0.0f, 0.0f, 0.0f}; // glm's constructor order is (w, x, y, z)
};

struct DatPlane {
    glm::vec3 normal{0.0f};
    float d = 0.0f;
};

struct DatSphere {
    glm::vec3 center{0.0f};
    float radius = 0.0f;
};

class Reader {
  public:
    Reader(std::span<const std::byte> data, RecordName name)
        : data_(data), name_(std::move(name)) {}

    [[nodiscard]] std::size_t offset() const { return pos_; }
    [[nodiscard]] std::size_t size() const { return data_.size(); }
    [[nodiscard]] std::size_t remaining() const { return data_.size() - pos_; }
    [[nodiscard]] bool at_end() const { return pos_ == data_.size(); }
    [[nodiscard]] const RecordName& name() const { return name_; }

    std::uint8_t u8();
    std::uint16_t u16();
    std::uint32_t u32();
    std::int16_t i16() { return static_cast<std::int16_t>(u16()); }
    std::int32_t i32() { return static_cast<std::int32_t>(u32()); }
    float f32(); // any bit pattern
    // Floats that become geometry: NaN and infinity are refused, naming `field`.
    float finite_f32(const char* field);
    glm::vec3 vec3(const char* field);
    // W, X, Y, Z as stored.
    glm::quat quat(const char* field);
    DatFrame frame(const char* field);
    DatPlane plane(const char* field);
    DatSphere sphere(const char* field);
    // DRW ReadCompressedUInt / ACE ReadCompressedUInt32: 1, 2 or 4 bytes by the top bits.
    std::uint32_t compressed_u32();
    // The u16-length string (0xFFFF: a u32 length follows), as the Region's name.
    std::string pstring(const char* field);
    // Skips to the next multiple of 4 from the start of the record.
    void align4();
    void skip(std::size_t n, const char* field);
    std::span<const std::byte> bytes(std::size_t n, const char* field);

    // A count read from the record that is about to size a table of elements at least
    // `min_element_bytes` long: refused when the rest of the record cannot hold them.
    std::uint32_t count(std::uint32_t n, std::size_t min_element_bytes, const char* field);

    // Throws DatError(file, "0xID Type", problem + " (offset N)").
    [[noreturn]] void fail(const std::string& problem) const;
    // Throws without the offset (a semantic error found after reading).
    [[noreturn]] void fail_plain(const std::string& problem) const;

  private:
    void need(std::size_t n, const char* field);
    std::span<const std::byte> data_;
    std::size_t pos_ = 0;
    RecordName name_;
};

} // namespace sweeplab::dat
