// dat/records/setup and animation_hooks: Setups written by tests/dat/writer/setup_writer and
// read back, every animation hook type at retail's size, the EoR oracles 0x02000108 and
// 0x020019E3 reproduced, and every malformed input giving a one-line DatError.
#include <catch2/catch.hpp>

#include <limits>
#include <string>

#include "dat/records/setup.h"
#include "tests/dat/writer/cell_records_writer.h"
#include "tests/dat/writer/setup_writer.h"
#include "tests/support/errors.h"

using namespace sweeplab::dat;
using namespace sweeplab::dat::testing;
using sweeplab::testing::error_of;

namespace {

RecordName setup_name(std::uint32_t id) {
    return RecordName{"client_portal.dat", id, "Setup"};
}

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

void put_u32(std::vector<std::byte>& b, std::size_t at, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        b[at + static_cast<std::size_t>(i)] =
            static_cast<std::byte>((v >> (8u * static_cast<unsigned>(i))) & 0xFFu);
}

DatFrame frame_at(glm::vec3 o, glm::quat q = glm::quat(1.0f, 0.0f, 0.0f, 0.0f)) {
    DatFrame f;
    f.origin = o;
    f.orientation = q;
    return f;
}

AnimationHook make_hook(AnimationHookData data, std::int32_t direction = 1) {
    AnimationHook h;
    h.direction = direction;
    h.data = std::move(data);
    return h;
}

// One hook of every type, each with distinct values, in type order.
std::vector<AnimationHook> one_of_each_hook() {
    hook::CreateParticle cp;
    cp.emitter_info_id = 0x32000101u;
    cp.part_index = 2;
    cp.offset = frame_at({0.5f, -0.25f, 1.5f}, glm::quat(0.0f, 1.0f, 0.0f, 0.0f));
    cp.emitter_id = 7;
    hook::CreateBlockingParticle cbp;
    static_cast<hook::CreateParticle&>(cbp) = cp;
    cbp.emitter_id = 8;
    std::vector<AnimationHook> v = {
        make_hook(hook::NoOp{}),
        make_hook(hook::Sound{0x0A000123u}, -1),
        make_hook(hook::SoundTable{0x55u}),
        make_hook(hook::Attack{3, {0.1f, 0.2f}, {0.3f, 0.4f}, 1.25f, 2.5f}),
        make_hook(hook::AnimationDone{}, 0),
        make_hook(hook::ReplaceObject{4, 0x01001234u}),
        make_hook(hook::Ethereal{1}),
        make_hook(hook::TransparentPart{{5, 0.0f, 1.0f, 0.5f}}),
        make_hook(hook::Luminous{{0.1f, 0.9f, 2.0f}}),
        make_hook(hook::LuminousPart{{6, 0.2f, 0.8f, 3.0f}}),
        make_hook(hook::Diffuse{{0.3f, 0.7f, 4.0f}}),
        make_hook(hook::DiffusePart{{7, 0.4f, 0.6f, 5.0f}}),
        make_hook(hook::Scale{1.5f, 0.25f}),
        make_hook(cp),
        make_hook(hook::DestroyParticle{9}),
        make_hook(hook::StopParticle{10}),
        make_hook(hook::NoDraw{1}),
        make_hook(hook::DefaultScript{}),
        make_hook(hook::DefaultScriptPart{11}),
        make_hook(hook::CallPES{0x33000456u, 0.75f}),
        make_hook(hook::Transparent{{0.5f, 0.0f, 6.0f}}),
        make_hook(hook::SoundTweaked{0x0A000789u, 0.5f, 0.25f, 0.125f}),
        make_hook(hook::SetOmega{{0.0f, 0.0f, 3.14f}}),
        make_hook(hook::TextureVelocity{0.01f, -0.02f}),
        make_hook(hook::TextureVelocityPart{12, 0.03f, -0.04f}),
        make_hook(hook::SetLight{1}),
        make_hook(cbp),
    };
    return v;
}

// The payload size of each type after the 8-byte header and padding, from retail's UnPack
// functions (CAnimHook.c): the writer is checked against these, not against the reader.
constexpr std::array<std::size_t, kAnimationHookTypeCount> kRetailPayload = {
    0, 4, 4, 28, 0, 4, 4, 16, 12, 16, 12, 16, 8, 40, 4, 4, 4, 0, 4, 8, 12, 16, 12, 8, 12, 4, 40};

std::vector<std::byte> encode_hook(const AnimationHook& h) {
    ByteWriter w;
    write_animation_hook(w, h);
    return w.take();
}

// 0x02000108 as DRW's SetupTests pins it.
SetupRecord oracle_0108() {
    SetupRecord s = simple_setup(0x02000108u, {0x010008ABu});
    s.flags = SetupRecord::kHasPhysicsBSP;
    s.spheres = {{{0.0f, -0.1475f, 0.439f}, 0.439f}};
    s.height = 0.878f;
    s.radius = 0.5269661f;
    s.step_up_height = 0.3612f;
    s.step_down_height = 0.3612f;
    s.sorting_sphere = {{0.000971317f, -0.0658602f, 0.439f}, 0.520641f};
    s.selection_sphere = {{0.0f, 0.0f, 0.439f}, 0.5269661f};
    return s;
}

// Everything a Setup can hold: parents, scales, locations, several placements with every
// hook type, cylspheres and spheres after them, lights, default ids.
SetupRecord rich_setup() {
    SetupRecord s = simple_setup(0x02000240u, {0x01003769u, 0x0100376Au, 0x0100376Du});
    s.flags =
        SetupRecord::kHasParent | SetupRecord::kAllowFreeHeading | SetupRecord::kHasDefaultScale;
    s.parent_index = {SetupRecord::kNoParent, 0, 1};
    s.default_scale = {glm::vec3(0.532f), glm::vec3(1.0f), glm::vec3(0.795999f)};
    s.holding_locations = {
        {0, 9, frame_at({0.0f, 0.1f, 0.1825f})},
        {7, 12, frame_at({-0.045f, 0.0f, -0.076f}, glm::quat(0.707107f, 0.707107f, 0.0f, 0.0f))}};
    s.connection_points = {{1, 2, frame_at({1.0f, 2.0f, 3.0f})}};
    s.placement_frames[0].frames = {frame_at({0.0f, 0.0f, 0.5f}), frame_at({0.0f, 0.2f, 1.0f}),
                                    frame_at({0.1f, 0.0f, 1.5f})};
    s.placement_frames[0].hooks = one_of_each_hook();
    PlacementFrame resting;
    resting.key = 0x65;
    resting.frames = {frame_at({1.0f, 0.0f, 0.0f}), frame_at({2.0f, 0.0f, 0.0f}),
                      frame_at({3.0f, 0.0f, 0.0f})};
    resting.hooks = {make_hook(hook::ReplaceObject{1, 0x0100ABCDu}), make_hook(hook::Ethereal{0})};
    s.placement_frames.push_back(resting);
    s.cylspheres = {{{0.0f, 0.0f, 0.0f}, 2.597f, 0.256f}, {{1.0f, 1.0f, 0.0f}, 0.5f, 1.8f}};
    s.spheres = {{{0.0f, 0.0f, 0.5f}, 0.5f}, {{0.0f, 0.0f, 1.2f}, 0.4f}};
    s.height = 1.8f;
    s.radius = 0.6f;
    s.step_up_height = 0.4f;
    s.step_down_height = 0.5f;
    s.lights = {{0,
                 frame_at({-0.0325001f, 0.0525f, 0.4975f},
                          glm::quat(0.88112f, -0.277816f, 0.115075f, -0.364972f)),
                 0xFFFAC800u, 100.0f, 5.0f, -431602080.0f}};
    s.default_animation = 0x03000001u;
    s.default_script = 0x33000002u;
    s.default_motion_table = 0x09000003u;
    s.default_sound_table = 0x20000004u;
    s.default_script_table = 0x34000005u;
    return s;
}

} // namespace

TEST_CASE("setup: the EoR 0x02000108 oracle reproduced through the writer", "[dat][setup]") {
    const auto s = parse_setup(encode_setup(oracle_0108()), setup_name(0x02000108u));
    CHECK(s.id == 0x02000108u);
    CHECK(s.flags == SetupRecord::kHasPhysicsBSP);
    CHECK(s.has_physics_bsp());
    CHECK_FALSE(s.allow_free_heading());
    CHECK_FALSE(s.has_parent());
    CHECK_FALSE(s.has_default_scale());
    CHECK(s.parts == std::vector<std::uint32_t>{0x010008ABu});
    CHECK(s.parent_index.empty());
    CHECK(s.part_scale(0) == glm::vec3(1.0f));
    REQUIRE(s.placement_frames.size() == 1);
    const PlacementFrame* def = s.default_placement();
    REQUIRE(def != nullptr);
    REQUIRE(def->frames.size() == 1);
    CHECK(def->frames[0].origin == glm::vec3(0.0f));
    CHECK(def->frames[0].orientation.w == 1.0f);
    CHECK(def->hooks.empty());
    CHECK(s.cylspheres.empty());
    REQUIRE(s.spheres.size() == 1);
    CHECK(s.spheres[0].center == glm::vec3(0.0f, -0.1475f, 0.439f));
    CHECK(s.spheres[0].radius == 0.439f);
    CHECK(s.height == 0.878f);
    CHECK(s.radius == 0.5269661f);
    CHECK(s.step_up_height == 0.3612f);
    CHECK(s.step_down_height == 0.3612f);
    CHECK(s.sorting_sphere.center == glm::vec3(0.000971317f, -0.0658602f, 0.439f));
    CHECK(s.sorting_sphere.radius == 0.520641f);
    CHECK(s.selection_sphere.center == glm::vec3(0.0f, 0.0f, 0.439f));
    CHECK(s.selection_sphere.radius == 0.5269661f);
    CHECK(s.lights.empty());
}

TEST_CASE("setup: Holtburg's portal platform 0x020019E3, one cylsphere r 2.597 h 0.256",
          "[dat][setup]") {
    SetupRecord in = simple_setup(0x020019E3u, {0x01001F5Du});
    in.cylspheres = {{{0.0f, 0.0f, 0.0f}, 2.597f, 0.256f}};
    const auto s = parse_setup(encode_setup(in), setup_name(in.id));
    REQUIRE(s.cylspheres.size() == 1);
    CHECK(s.cylspheres[0].low_point == glm::vec3(0.0f));
    CHECK(s.cylspheres[0].radius == 2.597f);
    CHECK(s.cylspheres[0].height == 0.256f);
    CHECK(s.spheres.empty());
}

TEST_CASE("setup: every field round trips, and the shapes after the hooks are reached",
          "[dat][setup]") {
    const SetupRecord in = rich_setup();
    const auto bytes = encode_setup(in);
    const auto s = parse_setup(bytes, setup_name(in.id));
    CHECK(s.allow_free_heading());
    CHECK(s.has_parent());
    CHECK(s.has_default_scale());
    CHECK_FALSE(s.has_physics_bsp());
    CHECK(s.parts == in.parts);
    CHECK(s.parent_index == in.parent_index);
    CHECK(s.default_scale == in.default_scale);
    CHECK(s.part_scale(2) == glm::vec3(0.795999f));
    REQUIRE(s.holding_locations.size() == 2);
    CHECK(s.holding_locations[1].key == 7);
    CHECK(s.holding_locations[1].part_id == 12);
    CHECK(s.holding_locations[1].frame.origin == glm::vec3(-0.045f, 0.0f, -0.076f));
    CHECK(s.holding_locations[1].frame.orientation.x == 0.707107f);
    REQUIRE(s.connection_points.size() == 1);
    CHECK(s.connection_points[0].frame.origin == glm::vec3(1.0f, 2.0f, 3.0f));
    REQUIRE(s.placement_frames.size() == 2);
    CHECK(s.default_placement()->frames[2].origin == glm::vec3(0.1f, 0.0f, 1.5f));
    CHECK(s.default_placement()->hooks.size() == kAnimationHookTypeCount);
    const PlacementFrame* resting = s.placement(0x65);
    REQUIRE(resting != nullptr);
    CHECK(resting->frames[1].origin == glm::vec3(2.0f, 0.0f, 0.0f));
    REQUIRE(resting->hooks.size() == 2);
    CHECK(std::get<hook::ReplaceObject>(resting->hooks[0].data).gfx_obj_id == 0x0100ABCDu);
    CHECK(s.placement(0x66) == nullptr);
    REQUIRE(s.cylspheres.size() == 2);
    CHECK(s.cylspheres[0].radius == 2.597f);
    CHECK(s.cylspheres[0].height == 0.256f);
    CHECK(s.cylspheres[1].low_point == glm::vec3(1.0f, 1.0f, 0.0f));
    CHECK(s.cylspheres[1].height == 1.8f);
    REQUIRE(s.spheres.size() == 2);
    CHECK(s.spheres[1].center == glm::vec3(0.0f, 0.0f, 1.2f));
    CHECK(s.height == 1.8f);
    CHECK(s.radius == 0.6f);
    CHECK(s.step_up_height == 0.4f);
    CHECK(s.step_down_height == 0.5f);
    REQUIRE(s.lights.size() == 1);
    CHECK(s.lights[0].color == 0xFFFAC800u);
    CHECK(s.lights[0].intensity == 100.0f);
    CHECK(s.lights[0].falloff == 5.0f);
    CHECK(s.lights[0].cone_angle == -431602080.0f);
    CHECK(s.lights[0].frame.orientation.w == 0.88112f);
    CHECK(s.default_animation == 0x03000001u);
    CHECK(s.default_script == 0x33000002u);
    CHECK(s.default_motion_table == 0x09000003u);
    CHECK(s.default_sound_table == 0x20000004u);
    CHECK(s.default_script_table == 0x34000005u);
    // Written again, the decoded record gives the same bytes.
    CHECK(encode_setup(s) == bytes);
}

TEST_CASE("animation hooks: every type at retail's size, parsed back by its type", "[dat][setup]") {
    const auto hooks = one_of_each_hook();
    REQUIRE(hooks.size() == kAnimationHookTypeCount);
    for (std::uint32_t t = 0; t < kAnimationHookTypeCount; ++t) {
        INFO("hook type " << t << " " << animation_hook_type_name(t));
        const auto bytes = encode_hook(hooks[t]);
        CHECK(bytes.size() == 8 + kRetailPayload[t]);
        // Followed by a sentinel, the hook must stop exactly before it.
        ByteWriter w;
        w.bytes(bytes);
        w.u32(0xC0FFEE00u);
        Reader r(w.data(), setup_name(0x02000001u));
        const AnimationHook h = read_animation_hook(r, "test");
        CHECK(static_cast<std::uint32_t>(h.type()) == t);
        CHECK(h.direction == hooks[t].direction);
        CHECK(r.u32() == 0xC0FFEE00u);
        CHECK(encode_hook(h) == bytes);
    }
    CHECK(std::string(animation_hook_type_name(26)) == "CreateBlockingParticle");
    CHECK(std::string(animation_hook_type_name(27)) == "unknown");
}

TEST_CASE("animation hooks: the fields of each type land where retail reads them", "[dat][setup]") {
    const auto hooks = one_of_each_hook();
    const auto read_back = [](const AnimationHook& in) {
        const auto bytes = encode_hook(in);
        Reader r(bytes, setup_name(0x02000001u));
        return read_animation_hook(r, "test");
    };
    const auto a = std::get<hook::Attack>(read_back(hooks[3]).data);
    CHECK(a.part_index == 3);
    CHECK(a.left == glm::vec2(0.1f, 0.2f));
    CHECK(a.right == glm::vec2(0.3f, 0.4f));
    CHECK(a.radius == 1.25f);
    CHECK(a.height == 2.5f);
    const auto tp = std::get<hook::TransparentPart>(read_back(hooks[7]).data);
    CHECK(tp.part_index == 5);
    CHECK(tp.time == 0.5f);
    const auto cp = std::get<hook::CreateParticle>(read_back(hooks[13]).data);
    CHECK(cp.emitter_info_id == 0x32000101u);
    CHECK(cp.part_index == 2);
    CHECK(cp.offset.origin == glm::vec3(0.5f, -0.25f, 1.5f));
    CHECK(cp.offset.orientation.x == 1.0f);
    CHECK(cp.emitter_id == 7);
    const auto cbp = std::get<hook::CreateBlockingParticle>(read_back(hooks[26]).data);
    CHECK(cbp.emitter_info_id == 0x32000101u);
    CHECK(cbp.emitter_id == 8);
    const auto pes = std::get<hook::CallPES>(read_back(hooks[19]).data);
    CHECK(pes.pes_id == 0x33000456u);
    CHECK(pes.pause == 0.75f);
    const auto om = std::get<hook::SetOmega>(read_back(hooks[22]).data);
    CHECK(om.axis == glm::vec3(0.0f, 0.0f, 3.14f));
    const auto tv = std::get<hook::TextureVelocityPart>(read_back(hooks[24]).data);
    CHECK(tv.part_index == 12);
    CHECK(tv.v_speed == -0.04f);
    CHECK(std::get<hook::Sound>(read_back(hooks[1]).data).sound_id == 0x0A000123u);
    CHECK(read_back(hooks[1]).direction == -1);

    // SoundTweaked: SoundTweakedHook::UnPack reads the id, then prob, prio, vol.
    ByteWriter st;
    st.u32(21);
    st.u32(0);
    st.u32(0x0A000001u);
    st.f32(0.9f); // probability
    st.f32(0.1f); // priority
    st.f32(0.7f); // volume
    Reader r1(st.data(), setup_name(0x02000001u));
    const auto tw = std::get<hook::SoundTweaked>(read_animation_hook(r1, "test").data);
    CHECK(tw.probability == 0.9f);
    CHECK(tw.priority == 0.1f);
    CHECK(tw.volume == 0.7f);

    // ReplaceObject: AnimPartChange::UnPack, u8 part index then the packed GfxObj id, padded.
    ByteWriter ro;
    ro.u32(5);
    ro.u32(0);
    ro.u8(4);
    ro.u16(0x1234); // short form: 0x01000000 + 0x1234
    ro.u8(0xEE);    // padding
    ro.u32(5);
    ro.u32(0);
    ro.u8(9);
    ro.u16(0x8001); // long form: 0x01000000 + (0x0001 << 16 | 0xABCD)
    ro.u16(0xABCD);
    ro.u8(0);
    ro.u8(0);
    ro.u8(0);
    Reader r2(ro.data(), setup_name(0x02000001u));
    const auto short_form = std::get<hook::ReplaceObject>(read_animation_hook(r2, "a").data);
    CHECK(short_form.part_index == 4);
    CHECK(short_form.gfx_obj_id == 0x01001234u);
    CHECK(r2.offset() == 12);
    const auto long_form = std::get<hook::ReplaceObject>(read_animation_hook(r2, "b").data);
    CHECK(long_form.part_index == 9);
    CHECK(long_form.gfx_obj_id == 0x0101ABCDu);
    CHECK(r2.at_end());
    CHECK(encode_hook(make_hook(hook::ReplaceObject{9, 0x0101ABCDu}, 0)).size() == 16);
}

TEST_CASE("setup: unknown hook types name the type and the hook's offset", "[dat][setup]") {
    SetupRecord in = oracle_0108();
    in.placement_frames[0].hooks = {make_hook(hook::Ethereal{1}), make_hook(hook::NoOp{})};
    auto bytes = encode_setup(in);
    // id, flags, part count, part, holding count, connection count, placement count, key,
    // one frame (28), hook count: the first hook at 64, the second at 64 + 12.
    put_u32(bytes, 76, 27);
    CHECK(error_of<DatError>([&] { (void)parse_setup(bytes, setup_name(in.id)); }) ==
          "client_portal.dat: 0x02000108 Setup: placement 0x00000000 hook 1: unknown animation "
          "hook type 27 (0x0000001B) at offset 76");
    put_u32(bytes, 76, 0xFFFFFFFFu);
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(bytes, setup_name(in.id)); }),
                   "unknown animation hook type 4294967295 (0xFFFFFFFF) at offset 76"));
    // A hook cut short says which hook it is.
    const auto whole = encode_setup(in);
    CHECK(error_of<DatError>([&] {
              (void)parse_setup(std::span(whole).first(80), setup_name(in.id));
          }) == "client_portal.dat: 0x02000108 Setup: placement 0x00000000 hook 1: truncated: hook "
                "direction needs 4 bytes, the record has 0 left (offset 80)");
}

TEST_CASE("setup: truncation, absurd counts, non-finite shapes and trailing bytes",
          "[dat][setup]") {
    const SetupRecord in = rich_setup();
    const auto name = setup_name(in.id);
    const auto good = encode_setup(in);
    for (std::size_t n = 0; n < good.size(); ++n) {
        const std::string m =
            error_of<DatError>([&] { (void)parse_setup(std::span(good).first(n), name); });
        INFO("prefix " << n << ": " << m);
        CHECK(m.rfind("client_portal.dat: 0x02000240 Setup: ", 0) == 0);
        CHECK(m.find('\n') == std::string::npos);
    }
    auto b = encode_setup(oracle_0108());
    const auto oname = setup_name(0x02000108u);
    put_u32(b, 8, 0xFFFFFFFFu); // part count
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(b, oname); }),
                   "Parts count 4294967295 cannot fit"));
    b = encode_setup(oracle_0108());
    put_u32(b, 16, 0x10000000u); // holding locations
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(b, oname); }),
                   "HoldingLocations count 268435456 cannot fit"));
    b = encode_setup(oracle_0108());
    put_u32(b, 24, 1000); // placements
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(b, oname); }),
                   "PlacementFrames count 1000 cannot fit"));
    b = encode_setup(oracle_0108());
    put_u32(b, 60, 0x20000000u); // hooks of the Default placement
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(b, oname); }),
                   "hooks count 536870912"));
    b = encode_setup(oracle_0108());
    put_u32(b, 64, 3); // cylspheres: 3 claimed, 1 present: the rest misreads into an error
    CHECK(error_of<DatError>([&] {
              (void)parse_setup(b, oname);
          }).rfind("client_portal.dat: 0x02000108 Setup: ", 0) == 0);
    b = encode_setup(oracle_0108());
    put_u32(b, 64, 100);
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(b, oname); }),
                   "CylSpheres count 100 cannot fit"));

    SetupRecord bad = oracle_0108();
    bad.spheres[0].radius = std::numeric_limits<float>::quiet_NaN();
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(encode_setup(bad), oname); }),
                   "Sphere is not a finite number"));
    bad = oracle_0108();
    bad.step_up_height = std::numeric_limits<float>::infinity();
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(encode_setup(bad), oname); }),
                   "StepUpHeight is not a finite number"));
    bad = oracle_0108();
    bad.placement_frames[0].frames[0].origin.z = std::numeric_limits<float>::quiet_NaN();
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(encode_setup(bad), oname); }),
                   "placement frame is not a finite number"));
    // Lights and the sorting sphere never become geometry: any bits are kept.
    bad = oracle_0108();
    bad.sorting_sphere.radius = std::numeric_limits<float>::quiet_NaN();
    bad.lights = {
        {0, frame_at({0.0f, 0.0f, 0.0f}), 0, 0.0f, 0.0f, std::numeric_limits<float>::quiet_NaN()}};
    CHECK(parse_setup(encode_setup(bad), oname).lights.size() == 1);

    auto trailing = encode_setup(oracle_0108());
    trailing.resize(trailing.size() + 4);
    CHECK(contains(error_of<DatError>([&] { (void)parse_setup(trailing, oname); }),
                   "4 bytes left after the record's last field"));
    CHECK(contains(error_of<DatError>([&] {
                       (void)parse_setup(encode_setup(oracle_0108()), setup_name(0x02000109u));
                   }),
                   "the record's stored id 0x02000108 is not its directory id 0x02000109"));
}

TEST_CASE("setup: any single corrupted byte gives a record or a DatError, nothing else",
          "[dat][setup]") {
    const SetupRecord in = rich_setup();
    const auto good = encode_setup(in);
    const auto name = setup_name(in.id);
    int refused = 0;
    for (const unsigned value : {0x00u, 0x01u, 0x1Bu, 0x7Fu, 0x80u, 0xFFu}) {
        for (std::size_t i = 0; i < good.size(); ++i) {
            auto b = good;
            b[i] = static_cast<std::byte>(value);
            try {
                (void)parse_setup(b, name);
            } catch (const DatError& e) {
                ++refused;
                CHECK(std::string(e.what()).find('\n') == std::string::npos);
            }
        }
    }
    CHECK(refused > 0);
}
