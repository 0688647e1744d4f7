#pragma once
// The physics fuzz case, shared by the libFuzzer target (fuzz_physics.cpp) and the regression
// test (tests/scene/test_soak_regressions.cpp), so a finding replays in the normal suite.
//
// The bytes decode into a small scene written as `sweeplab-scene/1` text (flat ground or a
// height field, a room cell with a portal, spheres, cylinders, boxes, creatures and a mesh of
// fuzzed vertices: zero-area, non-planar, collinear, NaN, infinite, zero and huge radii) and
// a run of frames of fuzzed movement (NaN and infinite keys, huge turn rates, dt of 0, -1,
// NaN, 1e6 s, jump spam, set_velocity of km/s, teleports kilometres away, move_to across the
// map). The scene goes through the loader and build_world exactly as a user's file does;
// degenerate input must stop there with one `FILE: PATH: problem` line. Then every frame:
// no NaN or infinite position, velocity or heading, bounded quanta and sub-steps, and on land
// the avatar never ends a frame more than 1 cm below the ground. A mesh of raw fuzzed floats
// also goes straight to compile_bsp, which must refuse it or return finite unit planes.
//
// run_physics_case returns "" when every check held, else what failed.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "physics/bsp/bsp_compiler.h"
#include "physics/camera/chase_camera.h"
#include "physics/camera/viewer_sweep.h"
#include "physics/math/constants.h"
#include "physics/reading/reading.h"
#include "physics/world/mover.h"
#include "physics/world/world.h"
#include "scene/loader.h"
#include "scene/world_builder.h"

namespace sweeplab::fuzz {

// Reads fuzz bytes; past the end every read is 0 (a short input is a valid, small case).
class ByteReader {
  public:
    explicit ByteReader(std::span<const std::uint8_t> data) : data_(data) {}
    std::uint8_t u8() { return pos_ < data_.size() ? data_[pos_++] : 0; }
    bool flag() { return (u8() & 1u) != 0; }
    std::uint32_t below(std::uint32_t n) { return n == 0 ? 0 : u8() % n; }
    float raw_float() {
        std::uint32_t bits = 0;
        for (int i = 0; i < 4; ++i)
            bits = (bits << 8) | u8();
        float f = 0.0f;
        std::memcpy(&f, &bits, sizeof f);
        return f;
    }
    template <std::size_t N>
    float pick(const std::array<float, N>& table) {
        return table[u8() % N];
    }

  private:
    std::span<const std::uint8_t> data_;
    std::size_t pos_ = 0;
};

inline constexpr float kInf = std::numeric_limits<float>::infinity();
inline constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

// Values the decoder draws from: mostly ordinary, a few hostile.
inline constexpr std::array<float, 16> kRadii = {0.48f, 0.5f, 0.05f, 1.0f,   2.597f, 0.001f,
                                                 1e-6f, 0.0f, -1.0f, 100.0f, 1e6f,   3e38f,
                                                 kInf,  0.3f, 0.25f, 5.0f};
inline constexpr std::array<float, 16> kCoords = {0.0f,  1.0f,  -1.0f, 2.0f,   0.5f,  -2.5f,
                                                  3.0f,  -4.0f, 10.0f, 0.001f, 1e-5f, 1000.0f,
                                                  -1e4f, 1e30f, 6.0f,  -0.75f};
inline constexpr std::array<float, 12> kHeights = {0.0f,  0.5f,  1.0f, -1.0f, 0.2f, 5.0f,
                                                   20.0f, -30.f, 0.0f, 2.0f,  1e6f, 0.1f};
inline constexpr std::array<float, 12> kKeys = {0.0f, 1.0f, -1.0f, 0.5f,  1.0f,  0.0f,
                                                kNaN, kInf, -kInf, 1e30f, -0.3f, 1.0f};
inline constexpr std::array<float, 12> kTurns = {0.0f,   90.0f, -90.0f, 720.0f, 0.0f,  1e9f,
                                                 -1e30f, kNaN,  kInf,   30.0f,  -5.0f, 180.0f};
inline constexpr std::array<float, 16> kDts = {
    1.0f / 30.0f, 1.0f / 30.0f, 1.0f / 30.0f, 1.0f / 60.0f, 0.0f, -1.0f, 1e-7f, 0.2f,
    0.25f,        1.9f,         2.0f,         1e6f,         kNaN, kInf,  0.1f,  1.0f / 30.0f};
inline constexpr std::array<float, 12> kFar = {1000.0f, -1000.0f, 5000.0f, 0.0f,  1e7f,  kNaN,
                                               kInf,    3.0f,     -7.0f,   1e30f, 24.0f, 0.5f};

// A JSON number; non-finite values are written so the parser or the loader must refuse them.
inline std::string num(float v) {
    if (std::isnan(v)) return "NaN";
    if (std::isinf(v)) return v > 0 ? "1e999" : "-1e999";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(v));
    return buf;
}
// Appended, not `"[" + num(x) + ...`: GCC 12 at -O3 turns operator+(const char*,
// std::string&&) into a false -Wrestrict, an error with warnings as errors.
inline std::string vec(float x, float y, float z) {
    std::string s = "[";
    s += num(x);
    s += ", ";
    s += num(y);
    s += ", ";
    s += num(z);
    s += ']';
    return s;
}

// Three reads in order (function arguments and `+` operands are unsequenced: every read
// below happens in its own statement so gcc and clang decode the same bytes alike).
template <std::size_t A, std::size_t B, std::size_t C>
std::string vec_read(ByteReader& in, const std::array<float, A>& ta, const std::array<float, B>& tb,
                     const std::array<float, C>& tc, float scale_xy = 1.0f) {
    const float x = in.pick(ta) * scale_xy;
    const float y = in.pick(tb) * scale_xy;
    const float z = in.pick(tc);
    return vec(x, y, z);
}

struct FuzzScene {
    std::string text;
    bool regular_body = true; // foot sphere centred radius above the feet: the ground check holds
};

inline std::string room_mesh(ByteReader& in) {
    const float hx = in.pick(kRadii), hy = in.pick(kRadii), hz = in.pick(kRadii);
    // A box seen from inside: faces wind clockwise from outside, so they face inward.
    std::string s = "\"room\": {\"vertices\": [" + vec(-hx, -hy, 0) + "," + vec(hx, -hy, 0) + "," +
                    vec(hx, hy, 0) + "," + vec(-hx, hy, 0) + "," + vec(-hx, -hy, 2 * hz) + "," +
                    vec(hx, -hy, 2 * hz) + "," + vec(hx, hy, 2 * hz) + "," + vec(-hx, hy, 2 * hz) +
                    "], \"polygons\": [";
    const char* faces[6] = {"[0,1,2,3]", "[7,6,5,4]", "[0,4,5,1]",
                            "[2,6,7,3]", "[1,5,6,2]", "[3,7,4,0]"};
    for (int i = 0; i < 6; ++i)
        s += std::string(i ? "," : "") + "{\"indices\": " + faces[i] + "}";
    return s + "]}";
}

inline std::string fuzzed_mesh(ByteReader& in) {
    const std::uint32_t nv = 3 + in.below(6);
    std::string s = "\"m\": {\"vertices\": [";
    for (std::uint32_t i = 0; i < nv; ++i) {
        float c[3];
        for (float& x : c) {
            x = in.pick(kCoords);
            if (!in.flag()) x += static_cast<float>(in.u8()) * 1e-4f;
        }
        s += std::string(i ? "," : "") + vec(c[0], c[1], c[2]);
    }
    s += "], \"polygons\": [";
    const std::uint32_t np = 1 + in.below(4);
    for (std::uint32_t p = 0; p < np; ++p) {
        const std::uint32_t k = 3 + in.below(3);
        s += std::string(p ? "," : "") + "{\"indices\": [";
        for (std::uint32_t i = 0; i < k; ++i)
            s += std::string(i ? "," : "") + std::to_string(in.below(nv + 1));
        s += std::string("], \"sides\": \"") + (in.flag() ? "double" : "single") + "\"}";
    }
    return s + "]}";
}

inline FuzzScene decode_scene(ByteReader& in) {
    FuzzScene fs;
    std::string& s = fs.text;
    s = R"({"format": "sweeplab-scene/1", "name": "fuzz")";
    const std::uint32_t land = in.below(4); // 0 none, 1-2 ground, 3 terrain
    if (land == 1 || land == 2) {
        const float z = in.pick(kHeights);
        const float extent = in.pick(kRadii) * 20.0f;
        s += ", \"ground\": {\"z\": " + num(z) + ", \"extent\": " + num(extent) + "}";
    } else if (land == 3) {
        const std::uint32_t rows = 2 + in.below(3), cols = 2 + in.below(3);
        const float ox = -in.pick(kRadii) * 30.0f;
        const float oy = -in.pick(kRadii) * 30.0f;
        const float spacing = in.pick(kRadii) * 24.0f;
        s += ", \"terrain\": {\"origin\": [" + num(ox) + ", " + num(oy) +
             "], \"spacing\": " + num(spacing) + ", \"heights\": [";
        for (std::uint32_t r = 0; r < rows; ++r) {
            s += std::string(r ? "," : "") + "[";
            for (std::uint32_t c = 0; c < cols; ++c)
                s += std::string(c ? "," : "") + num(in.pick(kHeights));
            s += "]";
        }
        s += "]}";
    }
    const bool room = in.below(4) == 0, mesh = in.below(3) == 0;
    if (room || mesh) {
        s += ", \"meshes\": {";
        if (room) s += room_mesh(in);
        if (mesh) s += std::string(room ? ", " : "") + fuzzed_mesh(in);
        s += "}";
    }
    if (room) {
        s += ", \"cells\": [{\"id\": 256, \"mesh\": \"room\", \"position\": " +
             vec_read(in, kCoords, kCoords, kHeights);
        s += ", \"yaw\": " + num(in.pick(kTurns));
        if (in.flag())
            s += ", \"portals\": [{\"polygon\": " + std::to_string(in.below(7)) +
                 ", \"to\": \"outside\"}]";
        s += "}]";
    }
    const std::uint32_t nobj = in.below(6);
    s += ", \"objects\": [";
    for (std::uint32_t i = 0; i < nobj; ++i) {
        const std::uint32_t kind = in.below(5);
        s += std::string(i ? "," : "") + "{\"id\": " + std::to_string(i + 1) +
             ", \"position\": " + vec_read(in, kCoords, kCoords, kHeights);
        if (in.below(4) == 0) s += ", \"yaw\": " + num(in.pick(kTurns));
        if (in.below(4) == 0) s += ", \"ethereal\": true";
        if (in.below(4) == 0) s += ", \"creature\": true";
        if (kind == 0) s += ", \"kind\": \"sphere\", \"radius\": " + num(in.pick(kRadii));
        if (kind == 1) {
            const float r = in.pick(kRadii);
            const float h = in.pick(kRadii);
            s += ", \"kind\": \"cylsphere\", \"radius\": " + num(r) + ", \"height\": " + num(h);
        }
        if (kind == 2 || (kind == 3 && !mesh))
            s += ", \"kind\": \"box\", \"half_extents\": " + vec_read(in, kRadii, kRadii, kRadii);
        if (kind == 3 && mesh) s += ", \"kind\": \"mesh\", \"mesh\": \"m\"";
        if (kind == 4) {
            const float cz = in.pick(kRadii);
            const float r = in.pick(kRadii);
            s += ", \"kind\": \"creature\", \"spheres\": [{\"center\": " + vec(0, 0, cz) +
                 ", \"radius\": " + num(r) + "}]";
        }
        s += "}";
    }
    s += "], \"player\": {\"position\": " + vec_read(in, kCoords, kCoords, kHeights, 0.5f);
    if (in.below(4) == 0) s += ", \"yaw\": " + num(in.pick(kTurns));
    if (room && in.flag()) s += ", \"cell\": 256";
    if (in.below(3) == 0) {
        const float r0 = in.pick(kRadii), r1 = in.pick(kRadii);
        const bool regular = in.below(4) != 0;
        const float c0 = regular ? r0 : in.pick(kCoords);
        fs.regular_body = regular;
        s += ", \"spheres\": [{\"center\": " + vec(0, 0, c0) + ", \"radius\": " + num(r0) + "}";
        if (in.flag())
            s += ", {\"center\": " + vec(0, 0, c0 + r0 + r1) + ", \"radius\": " + num(r1) + "}";
        s += "]";
    }
    if (in.below(3) == 0) s += ", \"step_up_height\": " + num(in.pick(kRadii));
    if (in.below(3) == 0) s += ", \"step_down_height\": " + num(in.pick(kRadii));
    s += "}}";
    return fs;
}

inline bool finite3(const glm::vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// A mesh of raw floats straight into the BSP compiler: refused, or finite unit planes.
inline std::string check_raw_compile(ByteReader& in) {
    physics::MeshInput mesh;
    const std::uint32_t nv = 3 + in.below(5);
    for (std::uint32_t i = 0; i < nv; ++i) {
        glm::vec3 v;
        for (int k = 0; k < 3; ++k)
            v[k] = in.flag() ? in.raw_float() : in.pick(kCoords);
        mesh.vertices.push_back(v);
    }
    physics::MeshPolygon p;
    for (std::uint32_t k = 0, n = 3 + in.below(3); k < n; ++k)
        p.indices.push_back(in.below(nv + 1));
    mesh.polygons.push_back(p);
    physics::BspCompileOptions opt;
    opt.cell_tree = in.flag();
    const physics::BspCompileResult r = physics::compile_bsp(mesh, opt);
    if (!r.ok()) return r.error->message.empty() ? "compile_bsp: an error without a message" : "";
    for (const physics::BspPolygon& bp : r.trees.physics.polygons()) {
        const float len = glm::length(bp.plane.normal);
        if (!finite3(bp.plane.normal) || !std::isfinite(bp.plane.d) ||
            std::fabs(len - 1.0f) > 1e-3f)
            return "compile_bsp accepted a polygon with a degenerate plane";
    }
    return "";
}

// The bound on sub-steps of one quantum: the offset of a quantum (speed clamped to
// kMaxVelocity, root motion at most 4 m/s, gravity) over the foot sphere's radius.
inline std::uint32_t substep_bound(std::uint32_t quanta, float foot_radius) {
    constexpr float q = physics::kMaxQuantum + 1e-3f;
    const float reach = (physics::kMaxVelocity + 8.0f) * q + 0.5f * 9.8f * q * q;
    const float per = std::min(4096.0f, std::ceil(reach / foot_radius) + 1.0f);
    return quanta * static_cast<std::uint32_t>(per);
}

// The height of the land under (x, y) when the world has land there.
inline bool land_height(const physics::World& w, float x, float y, float& z) {
    physics::Plane plane;
    if (!w.terrain_plane(x, y, plane) || std::fabs(plane.normal.z) < 1e-3f) return false;
    // Where the land holds the feet: in water, the depth under it (World::rest_height).
    return w.rest_height(x, y, z) && std::isfinite(z);
}

// The input's reading for its second run: FNV-1a of the bytes picks any set of switches.
inline physics::Reading fuzz_reading(std::span<const std::uint8_t> data) {
    std::uint32_t h = 2166136261u;
    for (std::uint8_t b : data)
        h = (h ^ b) * 16777619u;
    return physics::Reading{h & ((1u << physics::kReadingSwitchCount) - 1u)};
}

// The movement part of a case: frames of random operations and input for the avatar (and
// its chase camera) under `reading`, each frame's result checked.
inline std::string run_moves(const physics::World& world, const scene::Scene& sc,
                             const FuzzScene& fs, ByteReader in, physics::Reading reading,
                             std::string* log) {
    physics::MoverConfig config = scene::player_config(sc);
    config.reading = reading;
    physics::Mover m(world, config);
    m.place(sc.player.position, glm::radians(sc.player.yaw_deg),
            scene::player_start_cell(sc, world));
    const float foot_r = m.config().spheres[0].radius;
    float start_land = 0.0f;
    bool ground_check =
        fs.regular_body &&
        land_height(world, sc.player.position.x, sc.player.position.y, start_land) &&
        sc.player.position.z >= start_land && sc.cells.empty();
    physics::ChaseCamera camera;
    physics::ViewerContext viewer;
    viewer.world = &world;
    viewer.avatar.id = m.config().id;
    viewer.avatar.state = m.config().state;
    viewer.avatar.is_player = true;
    const std::uint32_t frames = 1 + in.below(48);
    for (std::uint32_t f = 0; f < frames; ++f) {
        const std::string at = "frame " + std::to_string(f + 1) + ": ";
        const std::uint32_t op = in.below(16);
        if (op == 0) {
            m.set_velocity({in.pick(kFar), in.pick(kFar), in.pick(kFar)});
        } else if (op == 1) {
            const glm::vec3 to{in.pick(kFar), in.pick(kFar), in.pick(kFar)};
            m.place(to, 0.0f);
            ground_check = false;
        } else if (op == 2) {
            physics::Position target = m.position();
            target.frame.origin += glm::vec3{in.pick(kFar), in.pick(kFar), in.pick(kFar)};
            m.move_to(target);
            ground_check = false;
        }
        physics::MoverInput mi;
        mi.forward = in.pick(kKeys);
        mi.strafe = in.pick(kKeys);
        mi.turn = in.pick(kTurns);
        mi.run = in.flag();
        mi.jump = in.flag();
        const float dt = in.pick(kDts);
        m.update(dt, mi);
        const physics::MoverOutput& o = m.output();
        if (log != nullptr) {
            char line[320];
            std::snprintf(line, sizeof line,
                          "%sop %u fwd %g str %g turn %g run %d jump %d dt %g -> pos %g %g %g "
                          "vel %g %g %g yaw %g cell %x q %u sub %u\n",
                          at.c_str(), op, double(mi.forward), double(mi.strafe), double(mi.turn),
                          mi.run, mi.jump, double(dt), double(o.position.x), double(o.position.y),
                          double(o.position.z), double(o.physics_velocity.x),
                          double(o.physics_velocity.y), double(o.physics_velocity.z),
                          double(m.yaw()), o.cell, o.quanta, o.substeps);
            *log += line;
        }
        if (!finite3(o.position)) return at + "non-finite position";
        if (!finite3(o.physics_velocity)) return at + "non-finite velocity";
        if (!std::isfinite(m.yaw())) return at + "non-finite heading";
        std::array<physics::Sphere, 2> spheres{};
        for (std::uint32_t i = 0, n = m.global_spheres(spheres); i < n; ++i)
            if (!finite3(spheres[i].center)) return at + "non-finite sphere centre";
        // HugeQuantum / MaxQuantum quanta at most (2 s / 0.2 s; ACE's 0.1 s: 20), plus one.
        const std::uint32_t most = reading.has(physics::ReadingSwitch::AceMaxQuantum) ? 21 : 18;
        if (o.quanta > most) return at + "too many quanta: " + std::to_string(o.quanta);
        if (o.substeps > substep_bound(o.quanta, foot_r))
            return at + "sub-steps unbounded: " + std::to_string(o.substeps) + " in " +
                   std::to_string(o.quanta) + " quanta";
        float land = 0.0f;
        if (ground_check && world.external_cell_id(o.cell) == 0 &&
            land_height(world, o.position.x, o.position.y, land) && o.position.z < land - 0.01f)
            return at + "below the ground: feet z " + std::to_string(o.position.z) + ", ground " +
                   std::to_string(land);
        if (in.below(4) == 0) {
            physics::CameraBoom boom;
            boom.distance = in.pick(kRadii);
            boom.pitch = glm::radians(in.pick(kTurns));
            boom.yaw = glm::radians(in.pick(kTurns));
            viewer.avatar_cell = o.cell;
            const physics::ChaseCameraFrame& cam =
                camera.update(dt, o.position, m.yaw(), boom, in.flag(), viewer);
            const bool sane = std::isfinite(dt) && std::isfinite(boom.distance) &&
                              std::isfinite(boom.pitch) && std::isfinite(boom.yaw) &&
                              boom.distance < 1e4f;
            if (sane && !finite3(cam.eye)) return at + "non-finite camera eye";
        }
    }
    return "";
}

// `log`, when given, receives the scene text and every frame's operation and result (the
// replay tool: fuzz/replay_physics.cpp).
inline std::string run_physics_case(std::span<const std::uint8_t> data,
                                    std::string* log = nullptr) {
    ByteReader in(data);
    if (in.below(8) == 0) return check_raw_compile(in);
    const FuzzScene fs = decode_scene(in);
    if (log != nullptr) *log += fs.text + "\n";
    scene::Scene sc;
    try {
        sc = scene::load_scene_text(fs.text, "fuzz.json");
    } catch (const scene::SceneError& e) {
        const std::string what = e.what();
        if (what.rfind("fuzz.json: ", 0) != 0 || what.find('\n') != std::string::npos)
            return "loader error not of the form `FILE: PATH: problem`: " + what;
        return "";
    }
    scene::BuiltWorld built = scene::build_world(sc);
    if (!built.ok()) {
        if (built.error.empty() || built.error.find('\n') != std::string::npos)
            return "build_world error without one line: " + built.error;
        return "";
    }
    const physics::World& world = *built.world;
    // Every case runs under retail, then again from the same move bytes under a reading
    // picked by the input's hash (so the regressions cover the reading switches too).
    const ByteReader moves = in;
    const std::string problem = run_moves(world, sc, fs, moves, physics::Reading{}, log);
    if (!problem.empty()) return problem;
    const physics::Reading reading = fuzz_reading(data);
    if (reading.is_retail()) return "";
    const std::string other = run_moves(world, sc, fs, moves, reading, nullptr);
    if (other.empty()) return "";
    return "under reading " + physics::reading_name(reading) + ": " + other;
    return "";
}

} // namespace sweeplab::fuzz
