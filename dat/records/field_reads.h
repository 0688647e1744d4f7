#pragma once
// Reads the cell-file and setup decoders share on top of dat/reader.h: each names the field
// when the record ends early (the reader's own scalar reads cannot), the record-id check,
// the trailing-bytes check, and frames read without the finite check for values that never
// become geometry (light and hook frames: retail stores uninitialised 0xCDCDCDCD there).
#include <cstddef>
#include <cstdint>
#include <string>

#include "dat/reader.h"

namespace sweeplab::dat::detail {

inline void need(Reader& r, std::size_t n, const char* field) {
    if (n > r.remaining())
        r.fail(std::string("truncated: ") + field + " needs " + std::to_string(n) +
               " bytes, the record has " + std::to_string(r.remaining()) + " left");
}

inline std::uint8_t u8(Reader& r, const char* field) {
    need(r, 1, field);
    return r.u8();
}
inline std::uint16_t u16(Reader& r, const char* field) {
    need(r, 2, field);
    return r.u16();
}
inline std::int16_t i16(Reader& r, const char* field) {
    need(r, 2, field);
    return r.i16();
}
inline std::uint32_t u32(Reader& r, const char* field) {
    need(r, 4, field);
    return r.u32();
}
inline std::int32_t i32(Reader& r, const char* field) {
    need(r, 4, field);
    return r.i32();
}
// Any bit pattern: for values sweeplab never computes with.
inline float raw_f32(Reader& r, const char* field) {
    need(r, 4, field);
    return r.f32();
}
inline float finite_f32(Reader& r, const char* field) {
    need(r, 4, field);
    return r.finite_f32(field);
}
inline glm::vec3 vec3(Reader& r, const char* field) {
    need(r, 12, field);
    return r.vec3(field);
}
inline DatFrame frame(Reader& r, const char* field) {
    need(r, 28, field);
    return r.frame(field);
}
inline DatSphere sphere(Reader& r, const char* field) {
    need(r, 16, field);
    return r.sphere(field);
}
// Origin then W, X, Y, Z, any bit pattern.
inline DatFrame raw_frame(Reader& r, const char* field) {
    need(r, 28, field);
    DatFrame f;
    f.origin.x = r.f32();
    f.origin.y = r.f32();
    f.origin.z = r.f32();
    f.orientation.w = r.f32();
    f.orientation.x = r.f32();
    f.orientation.y = r.f32();
    f.orientation.z = r.f32();
    return f;
}
inline void align4(Reader& r, const char* field) {
    need(r, (4u - (r.offset() & 3u)) & 3u, field);
    r.align4();
}

// An AC1 legacy string (the Region's name, a SkillTable's texts): u16 length (0xFFFF: a u32
// length follows), the bytes, zero padding to a multiple of 4 from the record's start.
inline std::string legacy_string(Reader& r, const char* field) {
    need(r, 2, field);
    std::string s = r.pstring(field);
    align4(r, field);
    return s;
}

// The u32 every record starts with must be the id the directory filed it under.
inline std::uint32_t record_id(Reader& r) {
    const std::uint32_t id = u32(r, "Id");
    if (id != r.name().id)
        r.fail_plain("the record's stored id " + hex32(id) + " is not its directory id " +
                     hex32(r.name().id));
    return id;
}

// Every field of the record has been read: anything left over means the layout was misread.
inline void expect_end(Reader& r) {
    if (!r.at_end())
        r.fail(std::to_string(r.remaining()) + " bytes left after the record's last field");
}

} // namespace sweeplab::dat::detail
