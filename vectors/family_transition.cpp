// The `transition` family (docs/vectors.md): one whole CTransition at a place, as
// CPhysicsObj::transition (0x00512DC0) runs it for a mover going from a start to a wanted end
// (physics::Mover::move_to: make the transition, init the object, spheres and path,
// find_valid_position, then SetPositionInternal). The cases are generated around the place's
// objects, creatures, buildings, rooms, doorways and land creases, and falls onto them.
#include <algorithm>
#include <array>
#include <cmath>

#include <glm/geometric.hpp>

#include "physics/reading/reading.h"
#include "physics/transition/transition.h"
#include "physics/world/mover.h"
#include "scene/location.h"
#include "vectors/family.h"
#include "vectors/number_text.h"
#include "vectors/place_case.h"
#include "vectors/place_targets.h"

namespace sweeplab::vectors {

namespace {

using physics::PhysicsState;
using physics::TransientState;

struct TransitionIn {
    std::array<physics::Sphere, 2> spheres{};
    int num_spheres = 0;
    float step_up = 0.0f, step_down = 0.0f;
    std::uint32_t state = 0;
    bool is_player = true;
    std::uint32_t start_cell = 0; // internal ids here
    glm::vec3 start{0.0f};
    glm::quat rotation{1.0f, 0.0f, 0.0f, 0.0f};
    std::uint32_t transient = 0;
    physics::Plane contact_plane{};
    std::uint32_t contact_plane_cell = 0;
    glm::vec3 sliding_normal{0.0f};
    std::uint32_t end_cell = 0;
    glm::vec3 end{0.0f};
};

struct TransitionOut {
    bool moved = false;
    std::uint32_t ts = 0;
    std::uint32_t cell = 0; // internal
    glm::vec3 origin{0.0f};
    std::uint32_t transient = 0;
    bool cp_valid = false, cp_water = false, cn_valid = false, sn_valid = false, env = false;
    physics::Plane cp{};
    std::uint32_t cp_cell = 0; // internal
    glm::vec3 cn{0.0f}, sn{0.0f};
    std::array<std::uint32_t, physics::CollisionInfo::kMaxCollideObjects> hits{};
    std::uint32_t num_hits = 0;
    std::uint32_t substeps = 0;
};

physics::MoverConfig config_of(const OpenPlace& place, const TransitionIn& in) {
    physics::MoverConfig c = place.player;
    c.reading = physics::reading_in_force();
    c.spheres.assign(in.spheres.begin(), in.spheres.begin() + in.num_spheres);
    c.step_up_height = in.step_up;
    c.step_down_height = in.step_down;
    c.state = static_cast<PhysicsState>(in.state);
    c.is_player = in.is_player;
    return c;
}

// The mover at the start exactly as the case gives it, then CPhysicsObj::transition to the
// wanted end.
TransitionOut run(OpenPlace& place, physics::FrameTrace& trace, const TransitionIn& in) {
    physics::Mover m(*place.world, config_of(place, in));
    physics::MoverState st;
    m.save_state(st);
    st.pos = physics::Position{in.start_cell, physics::Frame{in.start, in.rotation}};
    st.transient = static_cast<TransientState>(in.transient);
    st.contact_plane = in.contact_plane;
    st.contact_plane_cell_id = in.contact_plane_cell;
    st.sliding_normal = in.sliding_normal;
    m.restore_state(st);
    TransitionOut o;
    o.moved =
        m.move_to(physics::Position{in.end_cell, physics::Frame{in.end, in.rotation}}, &trace);
    if (o.moved && trace.count > 0 && trace.dropped == 0)
        o.ts = static_cast<std::uint32_t>(trace.steps[trace.count - 1].result);
    else if (o.moved)
        o.ts = static_cast<std::uint32_t>(physics::TransitionState::OK);
    o.cell = m.position().objcell_id;
    o.origin = m.position().frame.origin;
    physics::MoverState after;
    m.save_state(after);
    o.transient = static_cast<std::uint32_t>(after.transient);
    if (const physics::Transition* t = m.last_transition()) {
        const physics::CollisionInfo& ci = t->collision_info;
        o.cp_valid = ci.contact_plane_valid;
        o.cp = ci.contact_plane;
        o.cp_cell = ci.contact_plane_cell_id;
        o.cp_water = ci.contact_plane_is_water;
        o.cn_valid = ci.collision_normal_valid;
        o.cn = ci.collision_normal;
        o.sn_valid = ci.sliding_normal_valid;
        o.sn = ci.sliding_normal;
        o.env = ci.collided_with_environment;
        o.num_hits = std::min<std::uint32_t>(ci.num_collide_object,
                                             static_cast<std::uint32_t>(o.hits.size()));
        std::copy_n(ci.collide_object.begin(), o.num_hits, o.hits.begin());
        o.substeps = t->num_substeps;
    }
    return o;
}

void put_plane(std::string& s, const physics::Plane& p) {
    const float f[4] = {p.normal.x, p.normal.y, p.normal.z, p.d};
    put_floats(s, f, 4);
}

void write_in(std::string& s, const OpenPlace& place, const TransitionIn& in) {
    s += ",\"spheres\":";
    put_spheres(s, std::span(in.spheres.data(), static_cast<std::size_t>(in.num_spheres)));
    put_steps_and_state(s, in.step_up, in.step_down, in.state);
    s += in.is_player ? ",\"is_player\":1" : ",\"is_player\":0";
    s += ",\"start\":{\"cell\":";
    put_u32(s, place.cell_out(in.start_cell));
    s += ",\"origin\":";
    put_vec(s, in.start);
    s += ",\"rotation\":";
    put_quat(s, in.rotation);
    s += "},\"transient\":";
    put_u32(s, in.transient);
    s += ",\"contact_plane\":";
    put_plane(s, in.contact_plane);
    s += ",\"contact_plane_cell\":";
    put_u32(s, place.cell_out(in.contact_plane_cell));
    s += ",\"sliding_normal\":";
    put_vec(s, in.sliding_normal);
    s += ",\"end\":{\"cell\":";
    put_u32(s, place.cell_out(in.end_cell));
    s += ",\"origin\":";
    put_vec(s, in.end);
    s += "}}";
}

void write_out(std::string& s, const OpenPlace& place, const TransitionOut& o) {
    s += ",\"out\":{\"moved\":";
    s += o.moved ? '1' : '0';
    s += ",\"ts\":";
    put_u32(s, o.ts);
    s += ",\"cell\":";
    put_u32(s, place.cell_out(o.cell));
    s += ",\"origin\":";
    put_vec(s, o.origin);
    s += ",\"transient\":";
    put_u32(s, o.transient);
    s += ",\"cp_valid\":";
    s += o.cp_valid ? '1' : '0';
    s += ",\"cp\":";
    put_plane(s, o.cp);
    s += ",\"cp_cell\":";
    put_u32(s, place.cell_out(o.cp_cell));
    s += ",\"cp_water\":";
    s += o.cp_water ? '1' : '0';
    s += ",\"cn_valid\":";
    s += o.cn_valid ? '1' : '0';
    s += ",\"cn\":";
    put_vec(s, o.cn);
    s += ",\"sn_valid\":";
    s += o.sn_valid ? '1' : '0';
    s += ",\"sn\":";
    put_vec(s, o.sn);
    s += ",\"env\":";
    s += o.env ? '1' : '0';
    s += ",\"hits\":";
    put_u32s(s, std::span(o.hits.data(), o.num_hits));
    s += ",\"substeps\":";
    put_u32(s, o.substeps);
    s += "}}\n";
}

// ---- generation

constexpr const char* kKinds[] = {"object",  "creature", "building", "room",
                                  "doorway", "crease",   "fall"};
constexpr int kNumKinds = 7;

glm::vec3 horizontal(Rng& rng) {
    const double a = rng.range(0.0, 6.283185307179586);
    return {static_cast<float>(std::cos(a)), static_cast<float>(std::sin(a)), 0.0f};
}

// The cell a point without one is in (the mover's own rule: sphere 0's centre, then the feet).
std::uint32_t cell_at(const physics::World& w, const TransitionIn& in, const glm::vec3& feet) {
    std::uint32_t c = w.find_cell(feet + in.spheres[0].center);
    return c != 0 ? c : w.find_cell(feet);
}

glm::vec3 in_box(Rng& rng, const glm::vec3& lo, const glm::vec3& hi) {
    return {static_cast<float>(rng.range(lo.x, hi.x)), static_cast<float>(rng.range(lo.y, hi.y)),
            lo.z + 0.05f};
}

// The mover's body: the place's player, scaled, or one sphere.
void make_body(Rng& rng, const OpenPlace& place, TransitionIn& in) {
    const physics::MoverConfig& p = place.player;
    const double pick = rng.unit();
    float scale = 1.0f;
    if (pick < 0.15) {
        const float r = static_cast<float>(rng.range(0.2, 0.8));
        in.num_spheres = 1;
        in.spheres[0] = physics::Sphere{{0.0f, 0.0f, r}, r};
        in.step_up = p.step_up_height;
        in.step_down = p.step_down_height;
    } else {
        if (pick < 0.3) scale = static_cast<float>(rng.range(0.5, 2.0));
        in.num_spheres = static_cast<int>(std::min<std::size_t>(2, p.spheres.size()));
        for (int i = 0; i < in.num_spheres; ++i) {
            const physics::Sphere& s = p.spheres[static_cast<std::size_t>(i)];
            in.spheres[static_cast<std::size_t>(i)] =
                physics::Sphere{s.center * scale, s.radius * scale};
        }
        in.step_up = p.step_up_height * scale;
        in.step_down = p.step_down_height * scale;
    }
    in.state = static_cast<std::uint32_t>(PhysicsState::Gravity);
    if (rng.chance(0.25)) in.state |= static_cast<std::uint32_t>(PhysicsState::EdgeSlide);
    in.is_player = rng.chance(0.8);
    in.rotation = random_heading(rng);
}

// The start, placed (or, for a fall, standing in the air), and the wanted end. False when the
// kind has nothing at this place or the start could not be placed.
bool make_case(Rng& rng, OpenPlace& place, const PlaceTargets& t, int kind, TransitionIn& in) {
    const physics::World& w = *place.world;
    make_body(rng, place, in);
    glm::vec3 feet{0.0f}, move{0.0f};
    std::uint32_t cell = 0;
    const auto thing_start = [&](const std::vector<PlaceTargets::Thing>& list) {
        if (list.empty()) return false;
        const PlaceTargets::Thing& th =
            list[static_cast<std::size_t>(rng.below(static_cast<int>(list.size())))];
        const glm::vec3 dir = horizontal(rng);
        const float dist = th.radius + static_cast<float>(rng.range(0.3, 3.0));
        feet = th.centre + dir * dist;
        float z = 0.0f;
        feet.z = w.terrain_height(feet.x, feet.y, z) ? z : th.centre.z - th.radius;
        const glm::vec3 aim = glm::normalize(-dir + horizontal(rng) * 0.3f);
        move = aim * static_cast<float>(rng.range(0.2, std::min(6.0, dist + 1.0)));
        return true;
    };
    switch (kind) {
    case 0:
        if (!thing_start(t.objects)) return false;
        break;
    case 1:
        if (!thing_start(t.creatures)) return false;
        break;
    case 2:
        if (!thing_start(t.buildings)) return false;
        break;
    case 3: {
        if (t.rooms.empty()) return false;
        const auto& r =
            t.rooms[static_cast<std::size_t>(rng.below(static_cast<int>(t.rooms.size())))];
        feet = in_box(rng, r.min, r.max);
        cell = r.cell;
        move = horizontal(rng) * static_cast<float>(rng.range(0.3, 4.0));
        break;
    }
    case 4: {
        if (t.doorways.empty()) return false;
        const auto& d =
            t.doorways[static_cast<std::size_t>(rng.below(static_cast<int>(t.doorways.size())))];
        const PlaceTargets::Room* from = nullptr;
        const PlaceTargets::Room* to = nullptr;
        for (const auto& r : t.rooms) {
            if (r.cell == d.from) from = &r;
            if (r.cell == d.to) to = &r;
        }
        if (from == nullptr) return false;
        feet = in_box(rng, from->min, from->max);
        cell = from->cell;
        if (to != nullptr) {
            move = in_box(rng, to->min, to->max) - feet;
        } else {
            glm::vec3 n{d.normal.x, d.normal.y, 0.0f};
            n = glm::length(n) > 0.1f ? glm::normalize(n) : horizontal(rng);
            move = n * static_cast<float>(rng.range(-6.0, 6.0));
        }
        move.z = 0.0f;
        if (glm::length(move) > 12.0f) move = glm::normalize(move) * 12.0f;
        break;
    }
    case 5: {
        if (t.creases.empty()) return false;
        const physics::LandCell* l = w.land_cell(
            t.creases[static_cast<std::size_t>(rng.below(static_cast<int>(t.creases.size())))]);
        feet = {static_cast<float>(rng.range(l->min.x, l->max.x)),
                static_cast<float>(rng.range(l->min.y, l->max.y)), 0.0f};
        float z = 0.0f;
        if (!w.terrain_height(feet.x, feet.y, z)) return false;
        feet.z = z;
        move = horizontal(rng) * static_cast<float>(rng.range(0.5, 6.0));
        break;
    }
    default: { // a fall onto whatever is near: a thing, a room's floor, the land
        const int pick = rng.below(3);
        if (pick == 0 && !t.objects.empty()) {
            if (!thing_start(t.objects)) return false;
            feet.z += static_cast<float>(rng.range(0.5, 3.0));
        } else if (pick == 1 && !t.rooms.empty()) {
            const auto& r =
                t.rooms[static_cast<std::size_t>(rng.below(static_cast<int>(t.rooms.size())))];
            feet = in_box(rng, r.min, r.max);
            feet.z += static_cast<float>(rng.range(0.3, 1.0));
        } else if (!t.land.empty()) {
            const physics::LandCell* l = w.land_cell(
                t.land[static_cast<std::size_t>(rng.below(static_cast<int>(t.land.size())))]);
            feet = {static_cast<float>(rng.range(l->min.x, l->max.x)),
                    static_cast<float>(rng.range(l->min.y, l->max.y)), 0.0f};
            float z = 0.0f;
            if (!w.terrain_height(feet.x, feet.y, z)) return false;
            feet.z = z + static_cast<float>(rng.range(0.3, 3.0));
        } else {
            return false;
        }
        move = horizontal(rng) * static_cast<float>(rng.range(0.0, 2.0));
        move.z = -static_cast<float>(rng.range(0.3, 4.0));
        in.start = feet;
        in.start_cell = cell_at(w, in, feet);
        if (in.start_cell == 0) return false;
        in.transient = static_cast<std::uint32_t>(TransientState::Active);
        in.end = feet + move;
        in.end_cell = cell_at(w, in, in.end);
        return in.end_cell != 0;
    }
    }
    // The start where placement puts the body (standing, its contact plane), then the end.
    physics::Mover m(w, config_of(place, in));
    if (!m.place(feet, scene::yaw_of(in.rotation), cell)) return false;
    physics::MoverState st;
    m.save_state(st);
    in.start = st.pos.frame.origin;
    in.rotation = st.pos.frame.orientation;
    in.start_cell = st.pos.objcell_id;
    in.transient = static_cast<std::uint32_t>(st.transient);
    in.contact_plane = st.contact_plane;
    in.contact_plane_cell = st.contact_plane_cell_id;
    in.sliding_normal = st.sliding_normal;
    in.end = in.start + move;
    in.end_cell = cell_at(w, in, in.end);
    return in.start_cell != 0 && in.end_cell != 0;
}

void read_in(const JsonNode& in, const OpenPlace& place, TransitionIn& c) {
    c.num_spheres = read_spheres(member(in, "spheres", "in"), c.spheres.data(), 2, "in.spheres");
    c.step_up = read_float(member(in, "step_up_height", "in"), "in.step_up_height");
    c.step_down = read_float(member(in, "step_down_height", "in"), "in.step_down_height");
    if (!(c.step_up >= 0.0f && c.step_up <= 100.0f))
        throw FormatError{"in.step_up_height: not in [0, 100] m"};
    if (!(c.step_down >= 0.0f && c.step_down <= 100.0f))
        throw FormatError{"in.step_down_height: not in [0, 100] m"};
    c.state = read_u32(member(in, "state", "in"), "in.state");
    c.is_player = read_u32(member(in, "is_player", "in"), "in.is_player") != 0;
    const JsonNode& start = member(in, "start", "in");
    c.start_cell = read_cell(member(start, "cell", "in.start"), place, "in.start.cell");
    c.start = read_vec(member(start, "origin", "in.start"), "in.start.origin");
    c.rotation = read_quat(member(start, "rotation", "in.start"), "in.start.rotation");
    c.transient = read_u32(member(in, "transient", "in"), "in.transient");
    float p[4];
    read_floats(member(in, "contact_plane", "in"), p, 4, "in.contact_plane");
    c.contact_plane = physics::Plane{{p[0], p[1], p[2]}, p[3]};
    c.contact_plane_cell =
        read_cell(member(in, "contact_plane_cell", "in"), place, "in.contact_plane_cell");
    c.sliding_normal = read_vec(member(in, "sliding_normal", "in"), "in.sliding_normal");
    const JsonNode& end = member(in, "end", "in");
    c.end_cell = read_cell(member(end, "cell", "in.end"), place, "in.end.cell");
    c.end = read_vec(member(end, "origin", "in.end"), "in.end.origin");
    if (c.start_cell == 0 || c.end_cell == 0) throw FormatError{"in.start.cell: 0 (none)"};
}

} // namespace

bool transition_owns(const JsonNode& in) {
    return in.is_object() && in.contains("place") && in.contains("end");
}

void transition_export(Places& places, std::uint64_t seed, int count, std::string& out) {
    Rng rng(seed ^ 0x7472616Eull);
    export_at_places(places, "transition", count, kNumKinds,
                     [&](OpenPlace& place, const PlaceTargets& targets, int kind, int n) {
                         TransitionIn in;
                         if (!make_case(rng, place, targets, kind, in)) return false;
                         const TransitionOut o = run(place, places.trace(), in);
                         put_case_head(out, "transition", n, kKinds[kind], place);
                         write_in(out, place, in);
                         write_out(out, place, o);
                         return true;
                     });
}

void transition_check(const JsonNode& line, Places& places, Comparer& cmp, CaseResult& result) {
    label_case(line, result);
    const JsonNode& in = member(line, "in", "line");
    OpenPlace& place = places.place_of(in);
    TransitionIn c;
    read_in(in, place, c);
    const TransitionOut o = run(place, places.trace(), c);
    const JsonNode& out = member(line, "out", "line");
    const float cp[4] = {o.cp.normal.x, o.cp.normal.y, o.cp.normal.z, o.cp.d};
    bool ok =
        cmp.integer(out.find("moved"), o.moved ? 1 : 0, "out.moved") &&
        cmp.integer(out.find("ts"), o.ts, "out.ts") &&
        cmp.integer(out.find("cell"), place.cell_out(o.cell), "out.cell") &&
        cmp.floats(out.find("origin"), &o.origin.x, 3, "out.origin") &&
        cmp.integer(out.find("transient"), o.transient, "out.transient") &&
        cmp.integer(out.find("cp_valid"), o.cp_valid ? 1 : 0, "out.cp_valid") &&
        cmp.floats(out.find("cp"), cp, 4, "out.cp") &&
        cmp.integer(out.find("cp_cell"), place.cell_out(o.cp_cell), "out.cp_cell") &&
        cmp.integer(out.find("cp_water"), o.cp_water ? 1 : 0, "out.cp_water") &&
        cmp.integer(out.find("cn_valid"), o.cn_valid ? 1 : 0, "out.cn_valid") &&
        cmp.floats(out.find("cn"), &o.cn.x, 3, "out.cn") &&
        cmp.integer(out.find("sn_valid"), o.sn_valid ? 1 : 0, "out.sn_valid") &&
        cmp.floats(out.find("sn"), &o.sn.x, 3, "out.sn") &&
        cmp.integer(out.find("env"), o.env ? 1 : 0, "out.env") &&
        compare_u32s(cmp, out.find("hits"), std::span(o.hits.data(), o.num_hits), "out.hits") &&
        cmp.integer(out.find("substeps"), o.substeps, "out.substeps");
    ok = ok &&
         no_other_keys(cmp, out,
                       {"moved", "ts", "cell", "origin", "transient", "cp_valid", "cp", "cp_cell",
                        "cp_water", "cn_valid", "cn", "sn_valid", "sn", "env", "hits", "substeps"});
    result.functions.emplace_back("CTransition (CPhysicsObj::transition)", ok);
}

} // namespace sweeplab::vectors
