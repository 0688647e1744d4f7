// The `polygon` family (docs/vectors.md): every case runs each CPolygon function of
// physics/geometry/polygon.h on one convex polygon and one sphere, each call on a fresh copy
// of the inputs. The modes place the sphere where the functions' branches part: inside, near
// an edge or a vertex, anywhere, and on the thresholds (a face at r and at r - F_EPSILON, an
// edge or a vertex at r, the centre on a vertex, an edge's midpoint, in the plane).
#include <array>
#include <cmath>
#include <cstdio>
#include <span>

#include <glm/geometric.hpp>

#include "physics/geometry/polygon.h"
#include "physics/math/constants.h"
#include "vectors/family.h"
#include "vectors/number_text.h"
#include "vectors/rng.h"

namespace sweeplab::vectors {

namespace {

constexpr const char* kKinds[] = {"floor", "ceiling", "wall", "slope", "random"};
constexpr const char* kModes[] = {"interior",
                                  "near_edge",
                                  "near_vertex",
                                  "scattered",
                                  "touch_face_dist_eq_r",
                                  "touch_face_dist_eq_r_minus_eps",
                                  "tangent_edge_inplane",
                                  "tangent_edge_3d",
                                  "center_on_vertex",
                                  "center_on_edge_midpoint",
                                  "center_in_plane_interior",
                                  "tangent_vertex"};
constexpr int kModeCount = 12;

struct PolygonIn {
    std::array<glm::vec3, 6> verts{};
    int n = 0;
    physics::Plane plane{};
    physics::Sphere sphere{};
    glm::vec3 up{0.0f, 0.0f, 1.0f};
    float walkable_allowance = 0.0f;
    glm::vec3 movement{0.0f};
    float walk_interp = 1.0f;
};

struct PolygonOut {
    bool phs = false, phs_cp_set = false;
    glm::vec3 phs_cp{0.0f};
    bool sbs = false, sbs_cp_set = false;
    glm::vec3 sbs_cp{0.0f};
    bool whs = false;
    bool pos = false, pos_cp_set = false;
    glm::vec3 pos_cp{0.0f};
    bool struck = false;
    bool csw = false, cw = false;
    bool fce = false, fce_n_set = false;
    glm::vec3 fce_n{0.0f};
    bool pip_pos = false, pip_neg = false;
    bool adj = false;
    glm::vec3 adj_center{0.0f};
    float adj_walk_interp = 0.0f;
};

// A vector a function did not write keeps this (NaN bits no result can have).
glm::vec3 unwritten() {
    return glm::vec3(std::nanf("0x5EA"));
}

bool written(const glm::vec3& v) {
    const glm::vec3 u = unwritten();
    return float_bits(v.x) != float_bits(u.x) || float_bits(v.y) != float_bits(u.y) ||
           float_bits(v.z) != float_bits(u.z);
}

PolygonOut run(const PolygonIn& in) {
    const physics::PolygonView poly{
        in.plane, physics::Sides::Single,
        std::span<const glm::vec3>(in.verts.data(), static_cast<std::size_t>(in.n))};
    PolygonOut o;
    glm::vec3 cp = unwritten();
    o.phs = physics::polygon_hits_sphere(poly, in.sphere, cp);
    o.phs_cp_set = written(cp);
    o.phs_cp = cp;
    cp = unwritten();
    o.sbs = physics::polygon_hits_sphere_slow_but_sure(poly, in.sphere, cp);
    o.sbs_cp_set = written(cp);
    o.sbs_cp = cp;
    o.whs = physics::walkable_hits_sphere(poly, in.walkable_allowance, in.sphere, in.up);
    cp = unwritten();
    std::int32_t struck = -1;
    o.pos = physics::pos_hits_sphere(poly, 0, in.sphere, in.movement, cp, struck);
    o.pos_cp_set = written(cp);
    o.pos_cp = cp;
    o.struck = struck == 0;
    o.csw = physics::check_small_walkable(poly, in.sphere, in.up);
    o.cw = physics::check_walkable(poly, in.sphere, in.up);
    glm::vec3 n = unwritten();
    o.fce = physics::find_crossed_edge(poly, in.sphere, in.up, n);
    o.fce_n_set = written(n);
    o.fce_n = n;
    o.pip_pos = physics::point_in_poly2D(poly, in.sphere.center, physics::Sidedness::Positive);
    o.pip_neg = physics::point_in_poly2D(poly, in.sphere.center, physics::Sidedness::Negative);
    float walk_interp = in.walk_interp;
    physics::Sphere s = in.sphere;
    o.adj = physics::adjust_sphere_to_plane(poly, walk_interp, s, in.movement);
    o.adj_center = s.center;
    o.adj_walk_interp = walk_interp;
    return o;
}

// The polygon's normal for its kind.
glm::vec3 kind_normal(Rng& rng, int kind) {
    const double deg = 3.14159265358979323846 / 180.0;
    const double az = rng.range(0.0, 360.0) * deg;
    double tilt = 0.0;
    switch (kind) {
    case 0:
        tilt = rng.range(0.0, 3.0) * deg;
        break; // floor
    case 1:
        return glm::vec3(0.0f, 0.0f, -1.0f); // ceiling
    case 2:                                  // wall
        if (rng.chance(0.4)) {
            const int k = rng.below(4);
            return glm::vec3(k == 0   ? 1.0f
                             : k == 1 ? -1.0f
                                      : 0.0f,
                             k == 2   ? 1.0f
                             : k == 3 ? -1.0f
                                      : 0.0f,
                             0.0f);
        }
        tilt = 90.0 * deg;
        break;
    case 3:
        tilt = rng.range(5.0, 75.0) * deg;
        break; // slope
    default:
        return rng.unit_vector(); // random
    }
    return glm::vec3(static_cast<float>(std::sin(tilt) * std::cos(az)),
                     static_cast<float>(std::sin(tilt) * std::sin(az)),
                     static_cast<float>(std::cos(tilt)));
}

glm::vec3 f3(double x, double y, double z) {
    return glm::vec3(static_cast<float>(x), static_cast<float>(y), static_cast<float>(z));
}

PolygonIn make_case(Rng& rng, int kind, int mode) {
    PolygonIn c;
    const glm::vec3 n = kind_normal(rng, kind);
    // A right-handed basis (e1, e2, n): vertices at increasing angles wind counter-clockwise
    // seen from the front.
    const glm::vec3 helper = std::fabs(n.z) < 0.9f ? glm::vec3(0, 0, 1) : glm::vec3(1, 0, 0);
    const glm::vec3 e1 = glm::normalize(glm::cross(helper, n));
    const glm::vec3 e2 = glm::cross(n, e1);
    const glm::vec3 centre = f3(rng.range(20.0, 170.0), rng.range(20.0, 170.0), rng.range(0, 60));
    const double a = rng.range(0.1, 4.0), b = rng.range(0.1, 4.0);
    if (rng.chance(0.3)) { // a rectangle
        c.n = 4;
        const double sx[] = {-1, 1, 1, -1}, sy[] = {-1, -1, 1, 1};
        for (int i = 0; i < 4; ++i)
            c.verts[static_cast<std::size_t>(i)] =
                centre + e1 * static_cast<float>(a * sx[i]) + e2 * static_cast<float>(b * sy[i]);
    } else { // points on an ellipse
        c.n = 3 + rng.below(4);
        const double step = 6.283185307179586 / c.n;
        const double start = rng.range(0.0, step);
        for (int i = 0; i < c.n; ++i) {
            const double t = start + step * (i + rng.range(0.0, 0.6));
            c.verts[static_cast<std::size_t>(i)] = centre +
                                                   e1 * static_cast<float>(a * std::cos(t)) +
                                                   e2 * static_cast<float>(b * std::sin(t));
        }
    }
    c.plane = physics::make_plane(
        std::span<const glm::vec3>(c.verts.data(), static_cast<std::size_t>(c.n)));
    const glm::vec3 pn = c.plane.normal;
    const float r = static_cast<float>(rng.range(0.05, 1.5));
    // An interior point (a convex combination of three vertices), an edge and its outward
    // in-plane normal.
    const auto& v = c.verts;
    const auto vi = [&](int i) { return v[static_cast<std::size_t>((i % c.n + c.n) % c.n)]; };
    const double w0 = rng.unit() + 0.05, w1 = rng.unit() + 0.05, w2 = rng.unit() + 0.05;
    const int k = rng.below(c.n);
    const glm::vec3 inside = (vi(0) * static_cast<float>(w0) + vi(k + 1) * static_cast<float>(w1) +
                              vi(k + 2) * static_cast<float>(w2)) /
                             static_cast<float>(w0 + w1 + w2);
    const int e = rng.below(c.n);
    const glm::vec3 ea = vi(e), eb = vi(e + 1);
    const glm::vec3 on_edge = ea + (eb - ea) * static_cast<float>(rng.unit());
    const glm::vec3 out_edge = glm::normalize(glm::cross(eb - ea, pn)); // away from the inside
    const float side = rng.chance(0.5) ? 1.0f : -1.0f;
    glm::vec3 p{0.0f};
    switch (mode) {
    case 0:
        p = inside + pn * (r * static_cast<float>(rng.range(-1.5, 1.5)));
        break;
    case 1:
        p = on_edge + out_edge * (r * static_cast<float>(rng.range(-0.5, 0.5))) +
            pn * (r * static_cast<float>(rng.range(-1.2, 1.2)));
        break;
    case 2:
        p = vi(e) + rng.unit_vector() * (r * static_cast<float>(rng.range(0.0, 1.5)));
        break;
    case 3:
        p = centre + rng.unit_vector() * static_cast<float>(rng.range(0.0, 1.5 * std::max(a, b)));
        break;
    case 4:
        p = inside + pn * (side * r);
        break;
    case 5:
        p = inside + pn * (side * (r - physics::kEpsilon));
        break;
    case 6:
        p = on_edge + out_edge * r;
        break;
    case 7: {
        const double phi = rng.range(-1.5, 1.5);
        p = on_edge + (out_edge * static_cast<float>(std::cos(phi)) +
                       pn * static_cast<float>(std::sin(phi))) *
                          r;
        break;
    }
    case 8:
        p = vi(e);
        break;
    case 9:
        p = (ea + eb) * 0.5f;
        break;
    case 10:
        p = inside;
        break;
    default: {
        glm::vec3 away = glm::normalize(vi(e) - inside) + pn * static_cast<float>(rng.range(-1, 1));
        p = vi(e) + glm::normalize(away) * r;
        break;
    }
    }
    c.sphere = physics::Sphere{p, r};
    const double u = rng.unit();
    c.up = u < 0.75 ? glm::vec3(0, 0, 1) : u < 0.875 ? rng.unit_vector() : pn;
    const double w = rng.unit();
    c.walkable_allowance = w < 0.4   ? physics::kFloorZ
                           : w < 0.7 ? physics::kLandingZ
                                     : static_cast<float>(rng.range(0.0, 1.0));
    c.movement = rng.unit_vector() * static_cast<float>(rng.range(0.02, 0.5));
    if (rng.chance(0.5) && glm::dot(c.movement, pn) > 0.0f) c.movement = -c.movement;
    c.walk_interp = rng.chance(0.5) ? 1.0f : static_cast<float>(rng.range(0.0, 1.0));
    return c;
}

void put_ret(std::string& out, bool v) {
    out += v ? '1' : '0';
}

void put_vec_or_null(std::string& out, bool set, const glm::vec3& v) {
    if (set)
        put_floats(out, &v.x, 3);
    else
        out += "null";
}

void write_out(std::string& out, const PolygonOut& o) {
    out += "\"polygon_hits_sphere\":[";
    put_ret(out, o.phs);
    out += ',';
    put_vec_or_null(out, o.phs_cp_set, o.phs_cp);
    out += "],\"polygon_hits_sphere_slow_but_sure\":[";
    put_ret(out, o.sbs);
    out += ',';
    put_vec_or_null(out, o.sbs_cp_set, o.sbs_cp);
    out += "],\"walkable_hits_sphere\":";
    put_ret(out, o.whs);
    out += ",\"pos_hits_sphere\":[";
    put_ret(out, o.pos);
    out += ',';
    put_vec_or_null(out, o.pos_cp_set, o.pos_cp);
    out += ',';
    put_ret(out, o.struck);
    out += "],\"check_small_walkable\":";
    put_ret(out, o.csw);
    out += ",\"check_walkable\":";
    put_ret(out, o.cw);
    out += ",\"find_crossed_edge\":[";
    put_ret(out, o.fce);
    out += ',';
    put_vec_or_null(out, o.fce_n_set, o.fce_n);
    out += "],\"point_in_poly2D\":[";
    put_ret(out, o.pip_pos);
    out += ',';
    put_ret(out, o.pip_neg);
    out += "],\"adjust_sphere_to_plane\":[";
    put_ret(out, o.adj);
    out += ',';
    put_floats(out, &o.adj_center.x, 3);
    out += ',';
    put_float(out, o.adj_walk_interp);
    out += ']';
}

void read_in(const JsonNode& in, PolygonIn& c) {
    const JsonNode& verts = member(in, "verts", "in");
    if (!verts.is_array() || verts.size() < 3 || verts.size() > c.verts.size())
        throw FormatError{"in.verts: not an array of 3 to 6 vertices"};
    c.n = static_cast<int>(verts.size());
    for (std::size_t i = 0; i < verts.size(); ++i)
        read_floats(verts[i], &c.verts[i].x, 3, FieldPath("in.verts").at(static_cast<int>(i)));
    float plane[4];
    read_floats(member(in, "plane", "in"), plane, 4, "in.plane");
    c.plane = physics::Plane{glm::vec3(plane[0], plane[1], plane[2]), plane[3]};
    float s[4];
    read_floats(member(in, "sphere", "in"), s, 4, "in.sphere");
    c.sphere = physics::Sphere{glm::vec3(s[0], s[1], s[2]), s[3]};
    read_floats(member(in, "up", "in"), &c.up.x, 3, "in.up");
    c.walkable_allowance =
        read_float(member(in, "walkable_allowance", "in"), "in.walkable_allowance");
    read_floats(member(in, "movement", "in"), &c.movement.x, 3, "in.movement");
    c.walk_interp = read_float(member(in, "walk_interp", "in"), "in.walk_interp");
}

const JsonNode* at(const JsonNode& v, std::size_t i) {
    return v.is_array() && i < v.size() ? &v[i] : nullptr;
}

// An array-valued output `[a, b, ...]` of exactly `n` elements, else the whole is different.
bool shape(Comparer& cmp, const JsonNode* v, std::size_t n, const FieldPath& field) {
    if (v != nullptr && v->is_array() && v->size() == n) return true;
    cmp.mismatch(v, "an array of " + std::to_string(n), field);
    return false;
}

} // namespace

bool polygon_owns(const JsonNode& in) {
    return in.is_object() && in.contains("verts");
}

void polygon_export(Places& /*places*/, std::uint64_t seed, int count, std::string& out) {
    Rng rng(seed ^ 0x706F6C79ull);
    for (int i = 0; i < count; ++i) {
        const int mode = i % kModeCount;
        const int kind = (i / kModeCount) % 5;
        const PolygonIn c = make_case(rng, kind, mode);
        const PolygonOut o = run(c);
        char head[128];
        std::snprintf(head, sizeof head,
                      "{\"id\":\"polygon-%d\",\"kind\":\"%s\",\"mode\":\"%s\",\"in\":{\"verts\":[",
                      i + 1, kKinds[kind], kModes[mode]);
        out += head;
        for (int k = 0; k < c.n; ++k) {
            if (k) out += ',';
            put_floats(out, &c.verts[static_cast<std::size_t>(k)].x, 3);
        }
        const float plane[4] = {c.plane.normal.x, c.plane.normal.y, c.plane.normal.z, c.plane.d};
        const float sphere[4] = {c.sphere.center.x, c.sphere.center.y, c.sphere.center.z,
                                 c.sphere.radius};
        out += "],\"plane\":";
        put_floats(out, plane, 4);
        out += ",\"sphere\":";
        put_floats(out, sphere, 4);
        out += ",\"up\":";
        put_floats(out, &c.up.x, 3);
        out += ",\"walkable_allowance\":";
        put_float(out, c.walkable_allowance);
        out += ",\"movement\":";
        put_floats(out, &c.movement.x, 3);
        out += ",\"walk_interp\":";
        put_float(out, c.walk_interp);
        out += "},\"out\":{";
        write_out(out, o);
        out += "}}\n";
    }
}

void polygon_check(const JsonNode& line, Places& /*places*/, Comparer& cmp, CaseResult& result) {
    result.id = case_id(line);
    const JsonNode* mode = line.find("mode");
    result.branch = mode != nullptr && mode->is_string() ? std::string(mode->text) : "";
    PolygonIn c;
    read_in(member(line, "in", "line"), c);
    const JsonNode& out = member(line, "out", "line");
    const PolygonOut o = run(c);
    const auto get = [&](const char* key) -> const JsonNode* { return out.find(key); };
    const auto pair_fn = [&](const char* key, bool ret, bool set, const glm::vec3& cp) {
        const FieldPath f("out.", key);
        const JsonNode* v = get(key);
        bool ok = shape(cmp, v, 2, f);
        ok = ok && cmp.integer(at(*v, 0), ret ? 1 : 0, f.at(0));
        ok = ok && cmp.null_or_floats(at(*v, 1), set, &cp.x, 3, f.at(1));
        result.functions.emplace_back(key, ok);
    };
    const auto ret_fn = [&](const char* key, bool ret) {
        result.functions.emplace_back(key,
                                      cmp.integer(get(key), ret ? 1 : 0, FieldPath("out.", key)));
    };
    pair_fn("polygon_hits_sphere", o.phs, o.phs_cp_set, o.phs_cp);
    pair_fn("polygon_hits_sphere_slow_but_sure", o.sbs, o.sbs_cp_set, o.sbs_cp);
    ret_fn("walkable_hits_sphere", o.whs);
    {
        const JsonNode* v = get("pos_hits_sphere");
        const FieldPath f("out.pos_hits_sphere");
        bool ok = shape(cmp, v, 3, f);
        ok = ok && cmp.integer(at(*v, 0), o.pos ? 1 : 0, f.at(0));
        ok = ok && cmp.null_or_floats(at(*v, 1), o.pos_cp_set, &o.pos_cp.x, 3, f.at(1));
        ok = ok && cmp.integer(at(*v, 2), o.struck ? 1 : 0, f.at(2));
        result.functions.emplace_back("pos_hits_sphere", ok);
    }
    ret_fn("check_small_walkable", o.csw);
    ret_fn("check_walkable", o.cw);
    pair_fn("find_crossed_edge", o.fce, o.fce_n_set, o.fce_n);
    {
        const JsonNode* v = get("point_in_poly2D");
        const FieldPath f("out.point_in_poly2D");
        bool ok = shape(cmp, v, 2, f);
        ok = ok && cmp.integer(at(*v, 0), o.pip_pos ? 1 : 0, f.at(0));
        ok = ok && cmp.integer(at(*v, 1), o.pip_neg ? 1 : 0, f.at(1));
        result.functions.emplace_back("point_in_poly2D", ok);
    }
    {
        const JsonNode* v = get("adjust_sphere_to_plane");
        const FieldPath f("out.adjust_sphere_to_plane");
        bool ok = shape(cmp, v, 3, f);
        ok = ok && cmp.integer(at(*v, 0), o.adj ? 1 : 0, f.at(0));
        ok = ok && cmp.floats(at(*v, 1), &o.adj_center.x, 3, f.at(1));
        ok = ok && cmp.float1(at(*v, 2), o.adj_walk_interp, f.at(2));
        result.functions.emplace_back("adjust_sphere_to_plane", ok);
    }
    static constexpr const char* kKeys[] = {
        "polygon_hits_sphere",   "polygon_hits_sphere_slow_but_sure",
        "walkable_hits_sphere",  "pos_hits_sphere",
        "check_small_walkable",  "check_walkable",
        "find_crossed_edge",     "point_in_poly2D",
        "adjust_sphere_to_plane"};
    for (std::size_t i = 0; i < out.size(); ++i) {
        bool known = false;
        for (const char* k : kKeys)
            known = known || out[i].key == k;
        if (!known) cmp.extra(out[i], "out." + std::string(out[i].key));
    }
}

} // namespace sweeplab::vectors
