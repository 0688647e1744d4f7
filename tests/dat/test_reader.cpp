// dat/reader.h: the bounded cursor every decoder reads through.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "dat/reader.h"
#include "tests/dat/writer/byte_writer.h"

using sweeplab::dat::DatError;
using sweeplab::dat::Reader;
using sweeplab::dat::RecordName;
using sweeplab::dat::testing::ByteWriter;

namespace {
RecordName name() {
    return RecordName{"client_cell_1.dat", 0xA9B40105u, "EnvCell"};
}
} // namespace

TEST_CASE("reader: little-endian scalars, compressed u32 and alignment round-trip",
          "[dat][reader]") {
    ByteWriter w;
    w.u8(0x12);
    w.u16(0xBEEF);
    w.u32(0xA9B40105u);
    w.f32(-1.8f);
    w.compressed_u32(0x7F);
    w.compressed_u32(0x1234);
    w.compressed_u32(0x12345678);
    w.align4();
    w.pstring("Dereth");
    w.frame({1.0f, 2.0f, 3.0f}, glm::quat(0.5f, 0.5f, 0.5f, 0.5f));
    Reader r(w.data(), name());
    CHECK(r.u8() == 0x12);
    CHECK(r.u16() == 0xBEEF);
    CHECK(r.u32() == 0xA9B40105u);
    CHECK(r.f32() == -1.8f);
    CHECK(r.compressed_u32() == 0x7Fu);
    CHECK(r.compressed_u32() == 0x1234u);
    CHECK(r.compressed_u32() == 0x12345678u);
    r.align4();
    CHECK(r.offset() % 4 == 0);
    CHECK(r.pstring("name") == "Dereth");
    const auto f = r.frame("frame");
    CHECK(f.origin == glm::vec3(1.0f, 2.0f, 3.0f));
    CHECK(f.orientation.w == 0.5f);
    CHECK(r.at_end());
}

TEST_CASE("reader: a read past the end names the file, the record and the offset",
          "[dat][reader]") {
    ByteWriter w;
    w.u16(7);
    Reader r(w.data(), name());
    try {
        (void)r.u32();
        FAIL("no throw");
    } catch (const DatError& e) {
        const std::string m = e.what();
        CHECK(m.rfind("client_cell_1.dat: 0xA9B40105 EnvCell: truncated", 0) == 0);
        CHECK(m.find("offset 0") != std::string::npos);
    }
}

TEST_CASE("reader: counts the record cannot hold and non-finite geometry are refused",
          "[dat][reader]") {
    ByteWriter w;
    w.u32(1000000);
    w.f32(std::numeric_limits<float>::quiet_NaN());
    Reader r(w.data(), name());
    const std::uint32_t n = r.u32();
    CHECK_THROWS_AS(r.count(n, 4, "vertices"), DatError);
    CHECK_THROWS_WITH(r.finite_f32("vertex 0"), Catch::Contains("vertex 0 is not a finite"));
}
