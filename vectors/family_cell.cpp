// The `cell` family (docs/vectors.md): CObjCell::find_cell_list (0x0052B4E0) for a cell and a
// mover's spheres: the cells it gathers (an indoor cell and the cells its portals lead to, or
// the land squares under the spheres and the buildings' cells they reach), the containment
// test of each in order and the cell it picks (the first indoor cell holding sphere 0's
// centre, else the last outdoor one).
#include <array>

#include "physics/world/cell_pick_trace.h"
#include "vectors/family.h"
#include "vectors/number_text.h"
#include "vectors/place_case.h"
#include "vectors/place_targets.h"

namespace sweeplab::vectors {

namespace {

struct CellIn {
    std::uint32_t cell = 0; // internal
    std::array<physics::Sphere, 2> spheres{};
    int num_spheres = 0;
};

struct CellOut {
    std::uint32_t picked = 0; // internal
    std::array<std::uint32_t, physics::CellArray::kCapacity> cells{};
    std::uint32_t num_cells = 0;
    std::array<std::uint32_t, physics::CellArray::kCapacity> tested{}, inside{};
    std::uint32_t num_tested = 0;
};

CellOut run(const OpenPlace& place, const CellIn& in, physics::CellPickTrace& trace) {
    physics::CellArray array;
    CellOut o;
    const physics::Position p{in.cell, physics::Frame{in.spheres[0].center, glm::quat(1, 0, 0, 0)}};
    place.world->find_cell_list(p, static_cast<std::uint32_t>(in.num_spheres), in.spheres.data(),
                                array, &o.picked, nullptr, &trace);
    o.num_cells = array.num_cells;
    for (std::uint32_t i = 0; i < array.num_cells; ++i)
        o.cells[i] = place.cell_out(array.cells[i].cell_id);
    o.num_tested = trace.num_tests;
    for (std::uint32_t i = 0; i < trace.num_tests; ++i) {
        o.tested[i] = place.cell_out(trace.tests[i].cell);
        o.inside[i] = trace.tests[i].inside ? 1u : 0u;
    }
    return o;
}

physics::CellPickTrace& scratch_trace() {
    static thread_local physics::CellPickTrace t;
    return t;
}

constexpr const char* kKinds[] = {"room", "doorway", "outdoor", "near_building", "wrong_cell"};
constexpr int kNumKinds = 5;

bool make_case(Rng& rng, const OpenPlace& place, const PlaceTargets& t, int kind, CellIn& in) {
    const physics::World& w = *place.world;
    in.num_spheres = static_cast<int>(std::min<std::size_t>(2, place.player.spheres.size()));
    const float scale = rng.chance(0.7) ? 1.0f : static_cast<float>(rng.range(0.5, 2.0));
    glm::vec3 feet{0.0f};
    const auto room = [&]() -> const PlaceTargets::Room* {
        if (t.rooms.empty()) return nullptr;
        return &t.rooms[static_cast<std::size_t>(rng.below(static_cast<int>(t.rooms.size())))];
    };
    const auto land_point = [&](glm::vec3& p) {
        if (t.land.empty()) return false;
        const physics::LandCell* l = w.land_cell(
            t.land[static_cast<std::size_t>(rng.below(static_cast<int>(t.land.size())))]);
        p = {static_cast<float>(rng.range(l->min.x, l->max.x)),
             static_cast<float>(rng.range(l->min.y, l->max.y)), 0.0f};
        return w.terrain_height(p.x, p.y, p.z);
    };
    switch (kind) {
    case 0: {
        const auto* r = room();
        if (r == nullptr) return false;
        feet = {static_cast<float>(rng.range(r->min.x, r->max.x)),
                static_cast<float>(rng.range(r->min.y, r->max.y)),
                static_cast<float>(rng.range(r->min.z, r->max.z))};
        in.cell = r->cell;
        break;
    }
    case 1: {
        if (t.doorways.empty()) return false;
        const auto& d =
            t.doorways[static_cast<std::size_t>(rng.below(static_cast<int>(t.doorways.size())))];
        const PlaceTargets::Room* from = nullptr;
        for (const auto& r : t.rooms)
            if (r.cell == d.from) from = &r;
        if (from == nullptr) return false;
        const glm::vec3 c = (from->min + from->max) * 0.5f;
        const glm::vec3 half = (from->max - from->min) * 0.5f;
        // Along the portal's normal from the room's middle, out to a little past its box.
        const float reach = std::max({half.x, half.y, half.z}) * 1.2f;
        feet = c + d.normal * static_cast<float>(rng.range(-reach, reach));
        feet.z = static_cast<float>(rng.range(from->min.z, from->min.z + 1.0));
        in.cell = from->cell;
        break;
    }
    case 2:
    case 3: {
        if (kind == 3) {
            if (t.buildings.empty()) return false;
            const auto& b = t.buildings[static_cast<std::size_t>(
                rng.below(static_cast<int>(t.buildings.size())))];
            feet = b.centre + glm::vec3(static_cast<float>(rng.range(-1.0, 1.0)),
                                        static_cast<float>(rng.range(-1.0, 1.0)), 0.0f) *
                                  b.radius;
            float z = 0.0f;
            if (w.terrain_height(feet.x, feet.y, z))
                feet.z = z + static_cast<float>(rng.range(0.0, 2.0));
        } else if (!land_point(feet)) {
            return false;
        }
        const physics::LandCell* l = w.land_cell_at(feet.x, feet.y);
        if (l == nullptr) return false;
        in.cell = l->id;
        break;
    }
    default: {
        const auto* r = room();
        if (r == nullptr || !land_point(feet)) return false;
        in.cell = r->cell; // a cell the point is not in
        break;
    }
    }
    for (int i = 0; i < in.num_spheres; ++i) {
        const physics::Sphere& s = place.player.spheres[static_cast<std::size_t>(i)];
        in.spheres[static_cast<std::size_t>(i)] =
            physics::Sphere{feet + s.center * scale, s.radius * scale};
    }
    return true;
}

void write_case(std::string& s, const OpenPlace& place, const CellIn& in, const CellOut& o) {
    s += ",\"cell\":";
    put_u32(s, place.cell_out(in.cell));
    s += ",\"spheres\":";
    put_spheres(s, std::span(in.spheres.data(), static_cast<std::size_t>(in.num_spheres)));
    s += "},\"out\":{\"cell\":";
    put_u32(s, place.cell_out(o.picked));
    s += ",\"cells\":";
    put_u32s(s, std::span(o.cells.data(), o.num_cells));
    s += ",\"tested\":[";
    for (std::uint32_t i = 0; i < o.num_tested; ++i) {
        if (i > 0) s += ',';
        s += '[';
        put_u32(s, o.tested[i]);
        s += ',';
        put_u32(s, o.inside[i]);
        s += ']';
    }
    s += "]}}\n";
}

} // namespace

bool cell_owns(const JsonNode& in) {
    return in.is_object() && in.contains("place") && in.contains("cell") &&
           in.contains("spheres") && !in.contains("end");
}

void cell_export(Places& places, std::uint64_t seed, int count, std::string& out) {
    Rng rng(seed ^ 0x63656C6Cull);
    export_at_places(places, "cell", count, kNumKinds,
                     [&](OpenPlace& place, const PlaceTargets& targets, int kind, int n) {
                         CellIn in;
                         if (!make_case(rng, place, targets, kind, in)) return false;
                         const CellOut o = run(place, in, scratch_trace());
                         put_case_head(out, "cell", n, kKinds[kind], place);
                         write_case(out, place, in, o);
                         return true;
                     });
}

void cell_check(const JsonNode& line, Places& places, Comparer& cmp, CaseResult& result) {
    label_case(line, result);
    const JsonNode& in = member(line, "in", "line");
    const OpenPlace& place = places.place_of(in);
    CellIn c;
    c.cell = read_cell(member(in, "cell", "in"), place, "in.cell");
    c.num_spheres = read_spheres(member(in, "spheres", "in"), c.spheres.data(), 2, "in.spheres");
    const CellOut o = run(place, c, scratch_trace());
    const JsonNode& out = member(line, "out", "line");
    bool ok =
        cmp.integer(out.find("cell"), place.cell_out(o.picked), "out.cell") &&
        compare_u32s(cmp, out.find("cells"), std::span(o.cells.data(), o.num_cells), "out.cells");
    if (ok) {
        const JsonNode* tested = out.find("tested");
        if (tested == nullptr || !tested->is_array() || tested->size() != o.num_tested) {
            cmp.mismatch(tested, std::to_string(o.num_tested) + " tests", "out.tested");
            ok = false;
        }
        for (std::uint32_t i = 0; ok && i < o.num_tested; ++i) {
            const std::uint32_t pair[2] = {o.tested[i], o.inside[i]};
            ok = compare_u32s(cmp, &(*tested)[i], pair,
                              FieldPath("out.tested").at(static_cast<int>(i)));
        }
    }
    ok = ok && no_other_keys(cmp, out, {"cell", "cells", "tested"});
    result.functions.emplace_back("CObjCell::find_cell_list", ok);
}

} // namespace sweeplab::vectors
