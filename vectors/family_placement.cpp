// The `placement` family (docs/vectors.md): an object entering the world at a position,
// CPhysicsObj::enter_world (0x00516310) -> SetPosition (0x005160C0) with Placement | Slide:
// AdjustPosition's cell, the placement transition with the ring search and the step down
// (physics::EnterWorld). The outcome is where it ended (placed where asked, moved, or
// dropped) and why.
#include <array>
#include <cmath>

#include "physics/reading/reading.h"
#include "vectors/family.h"
#include "vectors/number_text.h"
#include "vectors/place_case.h"
#include "vectors/place_targets.h"

namespace sweeplab::vectors {

namespace {

using physics::PhysicsState;

constexpr int kMaxSpheres = 8;

struct PlacementIn {
    std::uint32_t id = 0;
    std::array<physics::Sphere, kMaxSpheres> spheres{};
    int num_spheres = 0; // 0: the dummy sphere
    float scale = 1.0f, step_up = 0.0f, step_down = 0.0f;
    std::uint32_t state = 0;
    bool has_weenie = false, is_creature = false, force_into_cell = false;
    std::uint32_t cell = 0; // internal
    glm::vec3 origin{0.0f};
    glm::quat rotation{1.0f, 0.0f, 0.0f, 0.0f};
};

// 0 placed where asked, 1 moved, 2 dropped.
int outcome_of(const physics::EnterWorldResult& r, const PlacementIn& in) {
    if (!r.entered()) return 2;
    return r.pos.frame.origin == in.origin ? 0 : 1;
}

physics::EnterWorldResult run(OpenPlace& place, const PlacementIn& in) {
    physics::PlacementObject o;
    o.desc.id = in.id;
    o.desc.state = static_cast<PhysicsState>(in.state);
    o.desc.scale = in.scale;
    o.desc.step_up_height = in.step_up;
    o.desc.step_down_height = in.step_down;
    o.desc.has_weenie = in.has_weenie;
    o.desc.is_creature = in.is_creature;
    o.spheres.assign(in.spheres.begin(), in.spheres.begin() + in.num_spheres);
    o.force_into_cell = in.force_into_cell;
    return place.placer->enter_world(
        o, physics::Position{in.cell, physics::Frame{in.origin, in.rotation}},
        physics::reading_in_force());
}

constexpr const char* kKinds[] = {"ground",      "air",  "below_ground", "on_object",
                                  "on_creature", "room", "off_land"};
constexpr int kNumKinds = 7;

bool make_case(Rng& rng, const OpenPlace& place, const PlaceTargets& t, int kind, int n,
               PlacementIn& in) {
    const physics::World& w = *place.world;
    in.id = 0x7A000000u + static_cast<std::uint32_t>(n);
    const double body = rng.unit();
    if (body < 0.4) {
        in.num_spheres = static_cast<int>(std::min<std::size_t>(2, place.player.spheres.size()));
        for (int i = 0; i < in.num_spheres; ++i)
            in.spheres[static_cast<std::size_t>(i)] =
                place.player.spheres[static_cast<std::size_t>(i)];
    } else if (body < 0.8) {
        in.num_spheres = 1 + rng.below(3);
        for (int i = 0; i < in.num_spheres; ++i) {
            const float r = static_cast<float>(rng.range(0.1, 1.5));
            in.spheres[static_cast<std::size_t>(i)] =
                physics::Sphere{{static_cast<float>(rng.range(-0.5, 0.5)),
                                 static_cast<float>(rng.range(-0.5, 0.5)), r},
                                r};
        }
    } // else none: the dummy sphere
    in.scale = rng.chance(0.7) ? 1.0f : static_cast<float>(rng.range(0.5, 3.0));
    in.step_up = rng.chance(0.5) ? 0.4f : static_cast<float>(rng.range(0.0, 2.0));
    in.step_down = rng.chance(0.5) ? 0.4f : static_cast<float>(rng.range(0.0, 2.0));
    const double st = rng.unit();
    in.state = st < 0.1   ? static_cast<std::uint32_t>(PhysicsState::Ethereal)
               : st < 0.2 ? static_cast<std::uint32_t>(PhysicsState::Missile)
                          : 0u;
    in.has_weenie = rng.chance(0.5);
    in.is_creature = in.has_weenie && rng.chance(0.5);
    in.force_into_cell = rng.chance(0.05);
    in.rotation = random_heading(rng);
    const auto ground_point = [&](glm::vec3& p) {
        if (t.land.empty()) return false;
        const physics::LandCell* l = w.land_cell(
            t.land[static_cast<std::size_t>(rng.below(static_cast<int>(t.land.size())))]);
        p = {static_cast<float>(rng.range(l->min.x, l->max.x)),
             static_cast<float>(rng.range(l->min.y, l->max.y)), 0.0f};
        // A position outdoors names the land cell under it, as every saved position does.
        const physics::LandCell* under = w.land_cell_at(p.x, p.y);
        in.cell = under != nullptr ? under->id : 0u;
        return under != nullptr && w.terrain_height(p.x, p.y, p.z);
    };
    const auto on_thing = [&](const std::vector<PlaceTargets::Thing>& list) {
        if (list.empty()) return false;
        const auto& th = list[static_cast<std::size_t>(rng.below(static_cast<int>(list.size())))];
        const glm::vec3 off{static_cast<float>(rng.range(-1.0, 1.0)),
                            static_cast<float>(rng.range(-1.0, 1.0)),
                            static_cast<float>(rng.range(-1.0, 0.5))};
        in.origin = th.centre + off * th.radius;
        in.cell = w.find_cell(in.origin);
        return true;
    };
    switch (kind) {
    case 0:
        if (!ground_point(in.origin)) return false;
        in.origin.z += static_cast<float>(rng.range(-0.05, 0.3));
        break;
    case 1:
        if (!ground_point(in.origin)) return false;
        in.origin.z += static_cast<float>(rng.range(1.0, 10.0));
        break;
    case 2:
        if (!ground_point(in.origin)) return false;
        in.origin.z -= static_cast<float>(rng.range(0.3, 3.0));
        break;
    case 3:
        if (!on_thing(t.objects.empty() ? t.buildings : t.objects)) return false;
        break;
    case 4:
        if (!on_thing(t.creatures)) return false;
        break;
    case 5: {
        if (t.rooms.empty()) return false;
        const auto& r =
            t.rooms[static_cast<std::size_t>(rng.below(static_cast<int>(t.rooms.size())))];
        in.origin = {static_cast<float>(rng.range(r.min.x - 0.5, r.max.x + 0.5)),
                     static_cast<float>(rng.range(r.min.y - 0.5, r.max.y + 0.5)),
                     static_cast<float>(rng.range(r.min.z, r.min.z + 1.0))};
        in.cell = rng.chance(0.7) ? r.cell : w.find_cell(in.origin);
        break;
    }
    default: {
        if (t.land.empty() && t.rooms.empty()) return false;
        // Beyond the loaded land: AdjustPosition finds no cell.
        float far = 0.0f;
        for (const physics::LandCell& l : w.land_cells())
            far = std::max({far, std::fabs(l.min.x), std::fabs(l.max.x), std::fabs(l.min.y),
                            std::fabs(l.max.y)});
        in.origin = {far + static_cast<float>(rng.range(5.0, 50.0)),
                     static_cast<float>(rng.range(-far, far)), 0.0f};
        in.cell = 0;
        break;
    }
    }
    return true;
}

void write_case(std::string& s, const OpenPlace& place, const PlacementIn& in,
                const physics::EnterWorldResult& r) {
    s += ",\"object\":{\"id\":";
    put_u32(s, in.id);
    s += ",\"spheres\":";
    put_spheres(s, std::span(in.spheres.data(), static_cast<std::size_t>(in.num_spheres)));
    s += ",\"scale\":";
    put_float(s, in.scale);
    put_steps_and_state(s, in.step_up, in.step_down, in.state);
    s += in.has_weenie ? ",\"has_weenie\":1" : ",\"has_weenie\":0";
    s += in.is_creature ? ",\"is_creature\":1" : ",\"is_creature\":0";
    s += in.force_into_cell ? ",\"force_into_cell\":1" : ",\"force_into_cell\":0";
    s += "},\"at\":{\"cell\":";
    put_u32(s, place.cell_out(in.cell));
    s += ",\"origin\":";
    put_vec(s, in.origin);
    s += ",\"rotation\":";
    put_quat(s, in.rotation);
    s += "}},\"out\":{\"outcome\":";
    put_u32(s, static_cast<std::uint32_t>(outcome_of(r, in)));
    s += ",\"error\":";
    put_u32(s, static_cast<std::uint32_t>(r.error));
    s += r.lost_cell ? ",\"lost_cell\":1" : ",\"lost_cell\":0";
    s += r.forced ? ",\"forced\":1" : ",\"forced\":0";
    s += ",\"adjusted_cell\":";
    put_u32(s, place.cell_out(r.adjusted_cell));
    s += ",\"cell\":";
    put_u32(s, r.entered() ? place.cell_out(r.pos.objcell_id) : 0u);
    s += ",\"origin\":";
    if (r.entered())
        put_vec(s, r.pos.frame.origin);
    else
        s += "null";
    s += ",\"hit_object\":";
    put_u32(s, r.hit_object);
    s += r.hit_environment ? ",\"hit_env\":1}}\n" : ",\"hit_env\":0}}\n";
}

void read_in(const JsonNode& in, const OpenPlace& place, PlacementIn& c) {
    const JsonNode& o = member(in, "object", "in");
    c.id = read_u32(member(o, "id", "in.object"), "in.object.id");
    const JsonNode& sp = member(o, "spheres", "in.object");
    c.num_spheres = sp.is_array() && sp.size() == 0
                        ? 0
                        : read_spheres(sp, c.spheres.data(), kMaxSpheres, "in.object.spheres");
    c.scale = read_float(member(o, "scale", "in.object"), "in.object.scale");
    if (!(c.scale > 0.0f) || c.scale > 1000.0f)
        throw FormatError{"in.object.scale: not in (0, 1000]"};
    c.step_up = read_float(member(o, "step_up_height", "in.object"), "in.object.step_up_height");
    c.step_down =
        read_float(member(o, "step_down_height", "in.object"), "in.object.step_down_height");
    if (!(c.step_up >= 0.0f && c.step_up <= 100.0f))
        throw FormatError{"in.object.step_up_height: not in [0, 100] m"};
    if (!(c.step_down >= 0.0f && c.step_down <= 100.0f))
        throw FormatError{"in.object.step_down_height: not in [0, 100] m"};
    c.state = read_u32(member(o, "state", "in.object"), "in.object.state");
    c.has_weenie = read_u32(member(o, "has_weenie", "in.object"), "in.object.has_weenie") != 0;
    c.is_creature = read_u32(member(o, "is_creature", "in.object"), "in.object.is_creature") != 0;
    c.force_into_cell =
        read_u32(member(o, "force_into_cell", "in.object"), "in.object.force_into_cell") != 0;
    const JsonNode& at = member(in, "at", "in");
    c.cell = read_cell(member(at, "cell", "in.at"), place, "in.at.cell");
    c.origin = read_vec(member(at, "origin", "in.at"), "in.at.origin");
    c.rotation = read_quat(member(at, "rotation", "in.at"), "in.at.rotation");
}

} // namespace

bool placement_owns(const JsonNode& in) {
    return in.is_object() && in.contains("place") && in.contains("object") && in.contains("at");
}

void placement_export(Places& places, std::uint64_t seed, int count, std::string& out) {
    Rng rng(seed ^ 0x706C6163ull);
    export_at_places(places, "placement", count, kNumKinds,
                     [&](OpenPlace& place, const PlaceTargets& targets, int kind, int n) {
                         PlacementIn in;
                         if (!make_case(rng, place, targets, kind, n, in)) return false;
                         const physics::EnterWorldResult r = run(place, in);
                         put_case_head(out, "placement", n, kKinds[kind], place);
                         write_case(out, place, in, r);
                         return true;
                     });
}

void placement_check(const JsonNode& line, Places& places, Comparer& cmp, CaseResult& result) {
    label_case(line, result);
    const JsonNode& in = member(line, "in", "line");
    OpenPlace& place = places.place_of(in);
    PlacementIn c;
    read_in(in, place, c);
    const physics::EnterWorldResult r = run(place, c);
    const JsonNode& out = member(line, "out", "line");
    bool ok = cmp.integer(out.find("outcome"), outcome_of(r, c), "out.outcome") &&
              cmp.integer(out.find("error"), static_cast<long long>(r.error), "out.error") &&
              cmp.integer(out.find("lost_cell"), r.lost_cell ? 1 : 0, "out.lost_cell") &&
              cmp.integer(out.find("forced"), r.forced ? 1 : 0, "out.forced") &&
              cmp.integer(out.find("adjusted_cell"), place.cell_out(r.adjusted_cell),
                          "out.adjusted_cell") &&
              cmp.integer(out.find("cell"), r.entered() ? place.cell_out(r.pos.objcell_id) : 0,
                          "out.cell") &&
              cmp.null_or_floats(out.find("origin"), r.entered(), &r.pos.frame.origin.x, 3,
                                 "out.origin") &&
              cmp.integer(out.find("hit_object"), r.hit_object, "out.hit_object") &&
              cmp.integer(out.find("hit_env"), r.hit_environment ? 1 : 0, "out.hit_env");
    ok = ok && no_other_keys(cmp, out,
                             {"outcome", "error", "lost_cell", "forced", "adjusted_cell", "cell",
                              "origin", "hit_object", "hit_env"});
    result.functions.emplace_back("CPhysicsObj::enter_world", ok);
}

} // namespace sweeplab::vectors
