// dat/records/motion_table and animation: MotionTables and Animations written by
// tests/dat/writer/motion_writer and read back field by field and byte for byte (stored
// order kept, not sorted), a MotionData pinned by bytes written by hand from retail's
// MotionData::UnPack, the cycle key and lookups, both records read through a DAT file in
// several blocks, and every malformed input giving a one-line DatError.
#include <catch2/catch.hpp>

#include <limits>
#include <string>

#include "dat/dat_file.h"
#include "dat/records/lookup.h"
#include "tests/dat/writer/byte_writer.h"
#include "tests/dat/writer/dat_writer.h"
#include "tests/dat/writer/motion_writer.h"
#include "tests/support/errors.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;
using sweeplab::testing::error_of;

namespace {

RecordName table_name(std::uint32_t id) {
    return RecordName{"client_portal.dat", id, "MotionTable"};
}
RecordName anim_name(std::uint32_t id) {
    return RecordName{"client_portal.dat", id, "Animation"};
}

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

MotionData motion(std::uint32_t anim, std::uint8_t bitfield, glm::vec3 v, glm::vec3 w,
                  std::size_t anims = 1) {
    MotionData m;
    m.bitfield = bitfield;
    for (std::size_t i = 0; i < anims; ++i)
        m.anims.push_back(AnimData{anim + static_cast<std::uint32_t>(i), static_cast<int>(i),
                                   -1 - static_cast<int>(i), 30.0f - 7.5f * static_cast<float>(i)});
    m.velocity = v;
    m.omega = w;
    if (v != glm::vec3(0.0f)) m.flags |= MotionData::kHasVelocity;
    if (w != glm::vec3(0.0f)) m.flags |= MotionData::kHasOmega;
    return m;
}

// Two styles, cycles in bucket order (not sorted; one with no animation, one with three), a
// combat style's key with bit 31 set, modifiers, links out of two substates.
MotionTableRecord rich_table() {
    MotionTableRecord t;
    t.id = 0x09000201u;
    t.default_style = kNonCombat;
    t.style_defaults = {{0x8000003Cu, kReady}, {kNonCombat, kReady}};
    t.cycles = {
        {MotionTableRecord::cycle_key(kNonCombat, kRunForward),
         motion(0x03000812u, 0x0, {0.0f, 3.42f, 0.0f}, glm::vec3(0.0f))},
        {MotionTableRecord::cycle_key(kNonCombat, kReady),
         motion(0x03000800u, 0x1, glm::vec3(0.0f), glm::vec3(0.0f), 3)},
        {MotionTableRecord::cycle_key(kNonCombat, kTurnRight),
         motion(0x03000810u, 0x2, glm::vec3(0.0f), {0.0f, 0.0f, -1.5f})},
        {MotionTableRecord::cycle_key(0x8000003Cu, kWalkForward),
         motion(0x03000900u, 0x0, {0.1f, 1.25f, -0.05f}, {0.0f, 0.0f, 0.25f})},
        {0xC0000000u, motion(0, 0x3, glm::vec3(0.0f), glm::vec3(0.0f), 0)},
    };
    t.modifiers = {{0x6500000Fu, motion(0x03000950u, 0x0, {1.25f, 0.0f, 0.0f}, glm::vec3(0.0f))}};
    MotionLinks ready;
    ready.key = MotionTableRecord::cycle_key(kNonCombat, kReady);
    ready.to = {{kWalkForward, motion(0x03000820u, 0, glm::vec3(0.0f), glm::vec3(0.0f), 2)},
                {kRunForward, motion(0x03000821u, 0, {0.0f, 0.5f, 0.0f}, glm::vec3(0.0f))}};
    MotionLinks walk;
    walk.key = MotionTableRecord::cycle_key(kNonCombat, kWalkForward);
    walk.to = {{kReady, motion(0x03000830u, 0, glm::vec3(0.0f), glm::vec3(0.0f))}};
    t.links = {ready, walk};
    return t;
}

void check_same(const MotionData& a, const MotionData& b) {
    CHECK(a.bitfield == b.bitfield);
    CHECK(a.flags == b.flags);
    CHECK(a.velocity == b.velocity);
    CHECK(a.omega == b.omega);
    REQUIRE(a.anims.size() == b.anims.size());
    for (std::size_t i = 0; i < a.anims.size(); ++i) {
        CHECK(a.anims[i].anim_id == b.anims[i].anim_id);
        CHECK(a.anims[i].low_frame == b.anims[i].low_frame);
        CHECK(a.anims[i].high_frame == b.anims[i].high_frame);
        CHECK(a.anims[i].framerate == b.anims[i].framerate);
    }
}

DatFrame frame_at(glm::vec3 o, glm::quat q = glm::quat(1.0f, 0.0f, 0.0f, 0.0f)) {
    DatFrame f;
    f.origin = o;
    f.orientation = q;
    return f;
}

// Three parts, four frames of root motion, hooks on two frames.
AnimationRecord rich_animation() {
    AnimationRecord a = stepping_animation(0x03000812u, 3, 4, 0.114f);
    a.pos_frames[2] = frame_at({0.01f, 0.12f, -0.002f}, glm::quat(0.999f, 0.0f, 0.0f, 0.0447f));
    for (std::size_t f = 0; f < a.frames.size(); ++f)
        for (std::size_t p = 0; p < 3; ++p)
            a.frames[f].parts[p] =
                frame_at({0.1f * static_cast<float>(p), 0.01f * static_cast<float>(f),
                          0.5f + 0.1f * static_cast<float>(p)},
                         glm::quat(0.92388f, 0.0f, 0.38268f * static_cast<float>(p % 2), 0.0f));
    AnimationHook sound;
    sound.direction = 1;
    sound.data = hook::Sound{0x0A000123u};
    AnimationHook done;
    done.direction = 0;
    done.data = hook::AnimationDone{};
    a.frames[1].hooks = {sound};
    a.frames[3].hooks = {sound, done};
    return a;
}

} // namespace

TEST_CASE("motion table: every table round trips field by field and byte for byte",
          "[dat][motion]") {
    const MotionTableRecord in = rich_table();
    const auto bytes = encode_motion_table(in);
    const MotionTableRecord t = parse_motion_table(bytes, table_name(in.id));
    CHECK(t.id == in.id);
    CHECK(t.default_style == kNonCombat);
    CHECK(t.style_defaults == in.style_defaults);
    REQUIRE(t.cycles.size() == in.cycles.size());
    for (std::size_t i = 0; i < t.cycles.size(); ++i) {
        CHECK(t.cycles[i].first == in.cycles[i].first); // stored order, not sorted
        check_same(t.cycles[i].second, in.cycles[i].second);
    }
    REQUIRE(t.modifiers.size() == 1);
    check_same(t.modifiers[0].second, in.modifiers[0].second);
    REQUIRE(t.links.size() == 2);
    CHECK(t.links[0].key == in.links[0].key);
    REQUIRE(t.links[0].to.size() == 2);
    CHECK(t.links[0].to[1].first == kRunForward);
    check_same(t.links[0].to[1].second, in.links[0].to[1].second);
    CHECK(t.links[1].to[0].first == kReady);
    CHECK(encode_motion_table(t) == bytes);
}

TEST_CASE("motion table: a MotionData pinned by bytes written from retail's UnPack",
          "[dat][motion]") {
    // id, default style, 1 style default, 1 cycle: key, NumAnims 1, Bitfield 2, Flags 3, one
    // pad byte, AnimData (id, low, high, framerate), Velocity, Omega; no modifiers, no links.
    ByteWriter w;
    w.u32(0x09000007u);
    w.u32(kNonCombat);
    w.u32(1);
    w.u32(kNonCombat);
    w.u32(kReady);
    w.u32(1);
    w.u32(0x003D0007u);
    w.u8(1);
    w.u8(2);
    w.u8(3);
    w.u8(0xAB); // padding: any byte
    w.u32(0x03000812u);
    w.i32(2);
    w.i32(-1);
    w.f32(-15.0f);
    w.vec3({0.0f, 4.0f, 0.0f});
    w.vec3({0.0f, 0.0f, 1.5f});
    w.u32(0);
    w.u32(0);
    const MotionTableRecord t = parse_motion_table(w.data(), table_name(0x09000007u));
    REQUIRE(t.cycles.size() == 1);
    // NonCombat 0x8000003D with RunForward 0x44000007: the style's low 16 bits over 0x000007.
    CHECK(MotionTableRecord::cycle_key(kNonCombat, kRunForward) == 0x003D0007u);
    const MotionData* run = t.cycle(kNonCombat, kRunForward);
    REQUIRE(run != nullptr);
    CHECK(run->bitfield == 2);
    CHECK(run->flags == 3);
    REQUIRE(run->anims.size() == 1);
    CHECK(run->anims[0].anim_id == 0x03000812u);
    CHECK(run->anims[0].low_frame == 2);
    CHECK(run->anims[0].high_frame == -1);
    CHECK(run->anims[0].framerate == -15.0f);
    CHECK(run->velocity == glm::vec3(0.0f, 4.0f, 0.0f));
    CHECK(run->omega == glm::vec3(0.0f, 0.0f, 1.5f));
    CHECK(t.cycle(kNonCombat, kWalkForward) == nullptr);
    CHECK(t.style_default(kNonCombat) == kReady);
    CHECK(t.style_default(0x8000003Cu) == 0u);
}

TEST_CASE("motion table: the test creature's table as the synthetic place writes it",
          "[dat][motion]") {
    const MotionTableRecord in = creature_motion_table(0x09000100u, 0x03000100u, 1.25f, 4.0f, 1.5f);
    const MotionTableRecord t = parse_motion_table(encode_motion_table(in), table_name(in.id));
    const MotionData* run = t.cycle(kNonCombat, kRunForward);
    REQUIRE(run != nullptr);
    CHECK(run->velocity.y == 4.0f);
    CHECK(run->flags == MotionData::kHasVelocity);
    CHECK(t.cycle(kNonCombat, kTurnRight)->omega.z == -1.5f); // clockwise
    CHECK(t.cycle(kNonCombat, kReady)->bitfield == 1);
}

TEST_CASE("motion table: truncation, absurd counts, non-finite motion and trailing bytes",
          "[dat][motion]") {
    const MotionTableRecord in = rich_table();
    const auto name = table_name(in.id);
    const auto good = encode_motion_table(in);
    for (std::size_t n = 0; n < good.size(); ++n) {
        const std::string m =
            error_of<DatError>([&] { (void)parse_motion_table(std::span(good).first(n), name); });
        INFO("prefix " << n << ": " << m);
        CHECK(m.rfind("client_portal.dat: 0x09000201 MotionTable: ", 0) == 0);
        CHECK(m.find('\n') == std::string::npos);
    }
    auto b = good;
    b.push_back(std::byte{0});
    b.push_back(std::byte{0});
    b.push_back(std::byte{0});
    b.push_back(std::byte{0});
    CHECK(contains(error_of<DatError>([&] { (void)parse_motion_table(b, name); }),
                   "4 bytes left after the record's last field"));
    b = good;
    b[8] = std::byte{0xFF}; // the style defaults' count: 0x...FF
    b[11] = std::byte{0x7F};
    CHECK(contains(error_of<DatError>([&] { (void)parse_motion_table(b, name); }),
                   "StyleDefaults count"));
    CHECK(contains(
        error_of<DatError>([&] { (void)parse_motion_table(good, table_name(0x09000202u)); }),
        "is not its directory id"));
    MotionTableRecord bad = rich_table();
    bad.cycles[0].second.velocity.y = std::numeric_limits<float>::infinity();
    CHECK(contains(
        error_of<DatError>([&] { (void)parse_motion_table(encode_motion_table(bad), name); }),
        "Velocity is not a finite number"));
    bad = rich_table();
    bad.cycles[1].second.anims[1].framerate = std::numeric_limits<float>::quiet_NaN();
    CHECK(contains(
        error_of<DatError>([&] { (void)parse_motion_table(encode_motion_table(bad), name); }),
        "Framerate is not a finite number"));
}

TEST_CASE("animation: part frames, root motion and hooks round trip byte for byte",
          "[dat][motion]") {
    const AnimationRecord in = rich_animation();
    const auto bytes = encode_animation(in);
    // 16 header bytes, 4 root frames, 4 x (3 part frames + hook count), two Sound hooks (12
    // bytes) and an AnimationDone (8).
    CHECK(bytes.size() == 16u + 4u * 28u + 4u * (3u * 28u + 4u) + 2u * 12u + 8u);
    const AnimationRecord a = parse_animation(bytes, anim_name(in.id));
    CHECK(a.has_pos_frames());
    CHECK(a.num_parts == 3);
    REQUIRE(a.pos_frames.size() == 4);
    CHECK(a.pos_frames[0].origin == glm::vec3(0.0f, 0.114f, 0.0f));
    CHECK(a.pos_frames[2].orientation.z == 0.0447f);
    REQUIRE(a.frames.size() == 4);
    CHECK(a.frames[3].parts[2].origin == in.frames[3].parts[2].origin);
    CHECK(a.frames[0].hooks.empty());
    REQUIRE(a.frames[3].hooks.size() == 2);
    CHECK(std::get<hook::Sound>(a.frames[3].hooks[0].data).sound_id == 0x0A000123u);
    CHECK(encode_animation(a) == bytes);

    const AnimationRecord still = stepping_animation(0x03000100u, 1, 2, 0.0f);
    const auto sb = encode_animation(still);
    CHECK(sb.size() == 16u + 2u * (28u + 4u)); // no root motion stored without flag 0x1
    const AnimationRecord s = parse_animation(sb, anim_name(still.id));
    CHECK_FALSE(s.has_pos_frames());
    CHECK(s.pos_frames.empty());
    CHECK(s.frames.size() == 2);
}

TEST_CASE("animation: truncation, absurd counts, non-finite root motion, trailing bytes",
          "[dat][motion]") {
    const AnimationRecord in = rich_animation();
    const auto name = anim_name(in.id);
    const auto good = encode_animation(in);
    for (std::size_t n = 0; n < good.size(); ++n) {
        const std::string m =
            error_of<DatError>([&] { (void)parse_animation(std::span(good).first(n), name); });
        INFO("prefix " << n << ": " << m);
        CHECK(m.rfind("client_portal.dat: 0x03000812 Animation: ", 0) == 0);
        CHECK(m.find('\n') == std::string::npos);
    }
    auto b = good;
    b[12] = std::byte{0xFF}; // NumFrames 0x...FF
    b[15] = std::byte{0x0F};
    CHECK(contains(error_of<DatError>([&] { (void)parse_animation(b, name); }), "Frames count"));
    b = good;
    b[8] = std::byte{0xFF}; // NumParts: frames cannot fit
    b[10] = std::byte{0xFF};
    CHECK(contains(error_of<DatError>([&] { (void)parse_animation(b, name); }), "cannot fit"));
    AnimationRecord bad = rich_animation();
    bad.pos_frames[1].origin.x = std::numeric_limits<float>::quiet_NaN();
    CHECK(contains(error_of<DatError>([&] { (void)parse_animation(encode_animation(bad), name); }),
                   "PosFrames is not a finite number"));
    b = good;
    b.push_back(std::byte{1});
    CHECK(contains(error_of<DatError>([&] { (void)parse_animation(b, name); }),
                   "1 bytes left after the record's last field"));
}

TEST_CASE("motion records: read through a portal file in many small blocks", "[dat][motion]") {
    DatWriter w(DatKind::portal, 64); // 60 bytes a block: each record spans many blocks
    const MotionTableRecord t = rich_table();
    const AnimationRecord a = rich_animation();
    w.add(t.id, encode_motion_table(t));
    w.add(a.id, encode_animation(a), true); // and one compressed
    const DatFile f = DatFile::from_bytes(w.bytes(), "client_portal.dat");
    const MotionTableRecord t2 = read_record<MotionTableRecord>(f, t.id);
    CHECK(encode_motion_table(t2) == encode_motion_table(t));
    const AnimationRecord a2 = read_record<AnimationRecord>(f, a.id);
    CHECK(encode_animation(a2) == encode_animation(a));
    CHECK(contains(error_of<DatError>([&] { (void)read_record<AnimationRecord>(f, 0x03000999u); }),
                   "0x03000999 Animation: not in the directory"));
}
