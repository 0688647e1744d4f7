// dat/records/skill_table: SkillTables written by tests/dat/writer/skill_writer and read back
// field by field and byte for byte (stored order kept), the strings' padding for every length
// mod 4 pinned by hand, the record read through a DAT file, and every malformed input giving
// a one-line DatError.
#include <catch2/catch.hpp>

#include <string>

#include "dat/dat_file.h"
#include "dat/records/lookup.h"
#include "tests/dat/writer/byte_writer.h"
#include "tests/dat/writer/dat_writer.h"
#include "tests/dat/writer/skill_writer.h"
#include "tests/support/errors.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;
using sweeplab::testing::error_of;

namespace {

RecordName table_name(std::uint32_t id = kSkillTableId) {
    return RecordName{"client_portal.dat", id, "SkillTable"};
}

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("skill table: round trips field by field and byte for byte", "[dat][skill]") {
    const SkillTableRecord in = retail_like_skill_table();
    const auto bytes = encode_skill_table(in);
    const SkillTableRecord t = parse_skill_table(bytes, table_name());
    CHECK(t.id == kSkillTableId);
    CHECK(t.buckets == 32);
    REQUIRE(t.skills.size() == 3);
    CHECK(t.skills[0].skill == 6); // stored order, not sorted
    const SkillBase* run = t.find(24);
    REQUIRE(run != nullptr);
    CHECK(run->name == "Run");
    CHECK(run->description == "How fast you run.");
    CHECK(run->min_level == 1);
    CHECK(run->formula.x == 1);
    CHECK(run->formula.z == 1);
    CHECK(run->formula.attr1 == 3);
    CHECK(run->formula.attr2 == 0);
    CHECK(run->upper_bound == 900.0);
    CHECK(run->learn_mod == 1.0);
    CHECK(t.find(22)->formula.z == 2);
    CHECK(t.find(99) == nullptr);
    CHECK(encode_skill_table(t) == bytes);
}

TEST_CASE("skill table: strings padded to 4 bytes from the record's start, pinned by hand",
          "[dat][skill]") {
    // One entry: Description "Run" (2 + 3 bytes, 3 of padding), Name "" (2, 2 of padding).
    ByteWriter w;
    w.u32(kSkillTableId);
    w.u16(1);
    w.u16(64);
    w.u32(24);
    w.u16(3);
    for (char c : std::string("Run"))
        w.u8(static_cast<std::uint8_t>(c));
    w.u8(0);
    w.u8(0);
    w.u8(0);
    w.u16(0);
    w.u16(0);
    for (std::uint32_t v : {0x06000123u, 4u, 8u, 2u, 1u, 1u, 0u, 1u, 0u, 1u, 3u, 0u})
        w.u32(v);
    for (int i = 0; i < 6; ++i)
        w.u32(0);
    const auto bytes = w.take();
    CHECK(bytes.size() == 8u + 4u + 8u + 4u + 48u + 24u);
    const SkillTableRecord t = parse_skill_table(bytes, table_name());
    REQUIRE(t.skills.size() == 1);
    CHECK(t.skills[0].description == "Run");
    CHECK(t.skills[0].name.empty());
    CHECK(t.skills[0].icon == 0x06000123u);
    CHECK(t.skills[0].formula.attr1 == 3);
    // Every length mod 4 reads back.
    for (const char* s : {"", "a", "ab", "abc", "abcd", "abcde"}) {
        SkillTableRecord one = retail_like_skill_table();
        one.skills[1].description = s;
        one.skills[1].name = std::string(s) + "x";
        const SkillTableRecord back = parse_skill_table(encode_skill_table(one), table_name());
        CHECK(back.skills[1].description == s);
        CHECK(back.skills[1].name == std::string(s) + "x");
        CHECK(back.skills[2].formula.attr1 == 3);
    }
}

TEST_CASE("skill table: read through a DAT file by its id, in several blocks", "[dat][skill]") {
    DatWriter w(DatKind::portal, 64); // 60 bytes a block: the record spans several
    w.add(kSkillTableId, encode_skill_table(retail_like_skill_table()));
    const DatFile f = DatFile::from_bytes(w.bytes(), "client_portal.dat");
    const SkillTableRecord t = read_record<SkillTableRecord>(f, kSkillTableId);
    CHECK(t.find(24)->formula.attr1 == 3);
    CHECK(t.find(6)->name == "Melee Defense");
}

TEST_CASE("skill table: truncation, absurd counts, trailing bytes and a wrong id", "[dat][skill]") {
    const auto good = encode_skill_table(retail_like_skill_table());
    for (std::size_t n = 0; n < good.size(); ++n) {
        const std::string m = error_of<DatError>(
            [&] { (void)parse_skill_table(std::span(good).first(n), table_name()); });
        INFO("prefix " << n << ": " << m);
        CHECK(m.rfind("client_portal.dat: 0x0E000004 SkillTable: ", 0) == 0);
        CHECK(m.find('\n') == std::string::npos);
    }
    auto b = good;
    for (int i = 0; i < 4; ++i)
        b.push_back(std::byte{0});
    CHECK(contains(error_of<DatError>([&] { (void)parse_skill_table(b, table_name()); }),
                   "4 bytes left after the record's last field"));
    b = good;
    b[4] = std::byte{0xFF}; // count 0xFFFF
    b[5] = std::byte{0xFF};
    CHECK(
        contains(error_of<DatError>([&] { (void)parse_skill_table(b, table_name()); }), "skills"));
    CHECK(contains(
        error_of<DatError>([&] { (void)parse_skill_table(good, table_name(0x0E000005u)); }),
        "is not its directory id"));
}
