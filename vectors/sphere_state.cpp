#include "vectors/sphere_state.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <initializer_list>

#include <glm/geometric.hpp>

#include "physics/math/constants.h"
#include "vectors/number_text.h"

namespace sweeplab::vectors {

namespace {

constexpr std::uint32_t kContact = 0x1, kOnWalkable = 0x2, kPathClipped = 0x8, kPerfectClip = 0x40,
                        kIsPlayer = 0x100, kEdgeSlide = 0x200;
constexpr std::uint32_t kCell = 0xA9B4001Bu;

// A field's values flattened: at most two spheres of four (no allocation: a check runs
// hundreds of thousands of these a second).
struct Floats {
    std::array<float, 8> v{};
    int n = 0;
    Floats() = default;
    Floats(std::initializer_list<float> l) {
        for (const float x : l)
            v[static_cast<std::size_t>(n++)] = x;
    }
    void push(float x) { v[static_cast<std::size_t>(n++)] = x; }
    [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(n); }
    [[nodiscard]] const float* data() const { return v.data(); }
    float operator[](std::size_t i) const { return v[i]; }
};

// One tracked field before and after the call: its values flattened, and whether they are
// integers (flags, cells) or floats.
struct Field {
    const char* key;
    bool integer = false;
    int width = 0; // > 0: an array of arrays of `width` (the global spheres)
    Floats before, after;
    [[nodiscard]] bool changed() const {
        if (before.size() != after.size()) return true;
        for (std::size_t i = 0; i < before.size(); ++i)
            if (float_bits(before[i]) != float_bits(after[i])) return true;
        return false;
    }
};

Floats v3(const glm::vec3& v) {
    return {v.x, v.y, v.z};
}
Floats pl(const physics::Plane& p) {
    return {p.normal.x, p.normal.y, p.normal.z, p.d};
}
Floats spheres(const MoverIn& m) {
    Floats s;
    for (int i = 0; i < m.num_sphere && i < 2; ++i) {
        const physics::Sphere& g = m.gs[static_cast<std::size_t>(i)];
        for (const float x : {g.center.x, g.center.y, g.center.z, g.radius})
            s.push(x);
    }
    return s;
}
Floats flag(bool b) {
    return {b ? 1.0f : 0.0f};
}

constexpr std::size_t kNumFields = 22;

std::array<Field, kNumFields> fields(const MoverIn& m, const MoverOut& o) {
    const MoverIn& a = o.after;
    return {
        Field{"check", false, 0, v3(m.check), v3(a.check)},
        Field{"gs", false, 4, spheres(m), spheres(a)},
        Field{"collide", true, 0, flag(m.collide), flag(a.collide)},
        Field{"step_down", true, 0, flag(m.step_down), flag(a.step_down)},
        Field{"walk_interp", false, 0, {m.walk_interp}, {a.walk_interp}},
        Field{"walkable_allowance", false, 0, {m.walkable_allowance}, {a.walkable_allowance}},
        Field{"step_down_amt", false, 0, {m.step_down_amt}, {a.step_down_amt}},
        Field{"cp_valid", true, 0, flag(m.cp_valid), flag(a.cp_valid)},
        Field{"cp", false, 0, pl(m.cp), pl(a.cp)},
        Field{"cp_water", true, 0, flag(m.cp_water), flag(a.cp_water)},
        Field{"lk_valid", true, 0, flag(m.lk_valid), flag(a.lk_valid)},
        Field{"lk", false, 0, pl(m.lk), pl(a.lk)},
        Field{"lk_water", true, 0, flag(m.lk_water), flag(a.lk_water)},
        Field{"step_up", true, 0, flag(false), flag(o.step_up)},
        Field{"step_up_normal", false, 0, v3(glm::vec3(0.0f)), v3(o.step_up_normal)},
        Field{"backup_check", false, 0, v3(m.curr), v3(o.backup_check)},
        Field{"neg_poly_hit", true, 0, flag(false), flag(o.neg_poly_hit)},
        Field{"sn_valid", true, 0, flag(false), flag(o.sn_valid)},
        Field{"sn", false, 0, v3(glm::vec3(0.0f)), v3(o.sn)},
        Field{"cn_valid", true, 0, flag(false), flag(o.cn_valid)},
        Field{"cn", false, 0, v3(glm::vec3(0.0f)), v3(o.cn)},
        Field{"cp_cell",
              true,
              0,
              {static_cast<float>(kCell & 0xFFFFu)},
              {static_cast<float>(o.cp_cell & 0xFFFFu)}},
    };
}

void put_field(std::string& out, const Field& f, const Floats& v, std::uint32_t cp_cell) {
    if (std::string_view(f.key) == "cp_cell") {
        out += std::to_string(cp_cell);
        return;
    }
    if (f.integer) {
        out += v[0] != 0.0f ? '1' : '0';
        return;
    }
    if (f.width > 0) {
        out += '[';
        for (std::size_t i = 0; i < v.size(); i += static_cast<std::size_t>(f.width)) {
            if (i) out += ',';
            put_floats(out, v.data() + i, f.width);
        }
        out += ']';
        return;
    }
    if (v.size() == 1)
        put_float(out, v[0]);
    else
        put_floats(out, v.data(), static_cast<int>(v.size()));
}

glm::vec3 horizontal(Rng& rng) {
    const double a = rng.range(0.0, 6.283185307179586);
    return glm::vec3(static_cast<float>(std::cos(a)), static_cast<float>(std::sin(a)), 0.0f);
}

float f(double v) {
    return static_cast<float>(v);
}

// Rounds a generated coordinate to 0.1 mm (docs/vectors.md: contacts are "touching or up to
// ~10 % overlapping", not exact to the ulp).
float q(double v) {
    return f(std::round(v * 10000.0) / 10000.0);
}
glm::vec3 q3(const glm::vec3& v) {
    return glm::vec3(q(v.x), q(v.y), q(v.z));
}

bool sphere_overlap(const SphereCase& c, const physics::Sphere& s) {
    if (!c.cylinder)
        return glm::length(s.center - c.center) <= c.radius + s.radius - physics::kEpsilon;
    const float dx = s.center.x - c.low_pt.x, dy = s.center.y - c.low_pt.y;
    const float rr = c.radius + s.radius - physics::kEpsilon;
    return dx * dx + dy * dy <= rr * rr && std::fabs(c.height * 0.5f - (s.center.z - c.low_pt.z)) <=
                                               s.radius - physics::kEpsilon + c.height * 0.5f;
}

constexpr const char* kScenarios[] = {"placement",
                                      "step_down",
                                      "check_walkable",
                                      "collide_land_from_above",
                                      "contact_low_obstacle",
                                      "contact_tall_obstacle",
                                      "contact_upper_only",
                                      "contact_near_miss",
                                      "path_clipped_from_side",
                                      "path_clipped_perfect",
                                      "airborne_land_from_above",
                                      "airborne_upper_only",
                                      "airborne_near_miss",
                                      "stepup_onto_cap"};
constexpr int kScenarioCount = 14;

} // namespace

SphereCase make_sphere_case(Rng& rng, int i, bool cylinder) {
    SphereCase c;
    c.cylinder = cylinder;
    int scenario = i % kScenarioCount;
    if (!cylinder && scenario == 13) scenario = static_cast<int>(rng.below(13));
    c.scenario = kScenarios[scenario];
    MoverIn& m = c.mover;
    // The mover: a human (scaled 0.5-2) or a single sphere.
    const double kind = rng.unit();
    if (kind < 0.7 || scenario == 6 || scenario == 11) {
        const float s = kind < 0.4 ? 1.0f : f(rng.range(0.5, 2.0));
        m.num_sphere = 2;
        m.local[0] = physics::Sphere{glm::vec3(0, 0, 0.475f * s), 0.48f * s};
        m.local[1] = physics::Sphere{glm::vec3(0, 0, 1.35f * s), 0.48f * s};
        m.step_up_height = 0.4f * s;
    } else {
        const float r = q(rng.range(0.2, 1.0));
        m.num_sphere = 1;
        m.local[0] = physics::Sphere{glm::vec3(0, 0, r), r};
        m.step_up_height = q(rng.range(0.1, 0.6));
    }
    m.curr = glm::vec3(q(rng.range(40.0, 150.0)), q(rng.range(40.0, 150.0)), q(rng.range(0, 20)));
    const bool level = scenario >= 4 && scenario <= 9;
    const glm::vec3 dir = level ? horizontal(rng) : rng.unit_vector();
    const float step = f(rng.range(0.02, 0.5));
    m.check = q3(m.curr + dir * step);
    if (scenario == 3 || scenario == 10) // from above
        m.check =
            q3(m.curr + glm::vec3(dir.x * 0.3f, dir.y * 0.3f, -std::fabs(dir.z) - 0.05f) * step);
    if (scenario == 13) m.check = m.curr; // not lowered
    for (int k = 0; k < m.num_sphere; ++k) {
        const auto s = static_cast<std::size_t>(k);
        m.gcc[s] = m.curr + m.local[s].center;
        m.gs[s] = physics::Sphere{m.check + m.local[s].center, m.local[s].radius};
    }
    m.walk_interp = rng.chance(0.6) ? 1.0f : q(rng.range(0.05, 1.0));
    m.walkable_allowance = physics::kFloorZ;
    m.state = kIsPlayer | (rng.chance(0.5) ? kEdgeSlide : 0u);
    if (level || scenario == 13) {
        m.state |= kContact | (rng.chance(0.8) ? kOnWalkable : 0u);
        m.cp_valid = true;
        m.cp = physics::Plane{glm::vec3(0, 0, 1), -m.curr.z};
    }
    if (scenario == 8 || scenario == 9)
        m.state = kPathClipped | (scenario == 9 ? kPerfectClip : 0u);
    if (scenario == 11 && rng.chance(0.5)) m.state |= kPerfectClip; // airborne, perfect clip
    m.lk_valid = rng.chance(0.5);
    m.lk = physics::Plane{glm::vec3(0, 0, 1), -m.curr.z};
    if (scenario == 0) {
        if (rng.chance(0.7))
            m.insert_type = 1;
        else
            m.obstruction_ethereal = true;
    }
    if (scenario == 1 || scenario == 13) {
        m.step_down = true;
        m.step_down_amt = scenario == 13 ? m.step_up_height : q(rng.range(0.04, 0.6));
        if (scenario == 13) m.walk_interp = 1.0f;
    }
    if (scenario == 2) m.check_walkable = true;
    if (scenario == 3) m.collide = true;
    c.is_creature = !cylinder && rng.chance(scenario == 1 || scenario == 3 ? 0.3 : 0.2);

    // The target: against sphere k at a random fraction of the step, touching or overlapping
    // up to ~10 %, or just missing.
    const bool miss = scenario == 7 || scenario == 12 || rng.chance(0.15);
    const std::size_t k = (scenario == 6 || scenario == 11) ? 1u : 0u;
    const float frac = f(rng.unit());
    const glm::vec3 along = m.gcc[k] + (m.gs[k].center - m.gcc[k]) * frac;
    const float fit = miss ? f(rng.range(1.002, 1.08)) : f(rng.range(0.9, 1.0));
    const float rm = m.local[k].radius;
    glm::vec3 toward;
    if (scenario == 1 || scenario == 3 || scenario == 10 || scenario == 13)
        toward = glm::vec3(0, 0, -1) + horizontal(rng) * f(rng.range(0.0, 0.6)); // below
    else if (level)
        toward = dir + horizontal(rng) * f(rng.range(-0.4, 0.4));
    else
        toward = rng.unit_vector();
    toward = glm::normalize(toward);
    if (!cylinder) {
        c.radius = q(rng.range(0.2, 1.5));
        if (scenario == 4) c.radius = q(rng.range(0.1, 0.35)); // low: within the step height
        glm::vec3 centre = along + toward * ((c.radius + rm) * fit);
        if (scenario == 4) centre.z = m.curr.z + c.radius * f(rng.range(-0.6, 0.8));
        if (scenario == 6) centre.z = m.gs[1].center.z + f(rng.range(0.0, 0.4));
        c.center = q3(centre);
    } else {
        c.radius = q(rng.range(0.2, scenario == 13 ? 3.0 : 1.5));
        c.height = q(scenario == 4 || scenario == 13 ? rng.range(0.05, 0.35) : rng.range(0.3, 3.0));
        glm::vec3 low;
        const bool below = scenario == 1 || scenario == 3 || scenario == 10 || scenario == 13;
        if (below) {
            low = along + horizontal(rng) * (c.radius * f(rng.range(0.0, 0.9)));
            low.z = along.z - rm * fit - c.height;
        } else {
            const glm::vec3 h =
                glm::normalize(glm::vec3(toward.x, toward.y, 0.0f) + glm::vec3(1e-4f, 0.0f, 0.0f));
            low = along + h * ((c.radius + rm) * fit);
            low.z = scenario == 6 || scenario == 11 ? m.gs[1].center.z - 0.1f
                                                    : m.curr.z - f(rng.range(0.0, 0.1));
        }
        c.low_pt = q3(low);
    }
    return c;
}

std::string sphere_branch(const SphereCase& c, const MoverOut& o) {
    const MoverIn& m = c.mover;
    const bool s0 = sphere_overlap(c, m.gs[0]);
    const bool two = m.num_sphere > 1;
    const bool s1 = two && sphere_overlap(c, m.gs[1]);
    if (m.obstruction_ethereal || m.insert_type == 1)
        return s0 || s1 ? "placement_hit" : "placement_clear";
    if (m.step_down) {
        if (!c.cylinder && c.is_creature) return "step_down_creature";
        return s0 ? "step_down_s0" : "step_down_miss";
    }
    if (m.check_walkable) return s0 || s1 ? "check_walkable_hit" : "check_walkable_clear";
    if (m.collide) {
        if (!c.cylinder && c.is_creature) return "collide_creature";
        if (s0) return "collide_s0";
        if (s1) return "collide_s1only";
        return two ? "collide_clear" : "collide_s0miss_single_sphere";
    }
    if ((m.state & (kContact | kOnWalkable)) != 0u) {
        if (s0)
            return o.step_up_normal != glm::vec3(0.0f) ? "contact_s0_stepup" : "contact_s0_slide";
        return s1 ? "contact_s1_crease" : "contact_clear";
    }
    if ((m.state & kPathClipped) != 0u) {
        if (s0)
            return (m.state & kPerfectClip) != 0u ? "path_clipped_s0_perfect"
                                                  : "path_clipped_s0_plain";
        return "path_clipped_clear";
    }
    if (s0) return "airborne_land";
    if (s1)
        return (m.state & kPerfectClip) != 0u ? "airborne_s1_point_perfect"
                                              : "airborne_s1_point_plain";
    return "airborne_clear";
}

void write_sphere_case(std::string& out, const char* family, int number, const SphereCase& c,
                       const MoverOut& o) {
    const MoverIn& m = c.mover;
    char head[160];
    std::snprintf(head, sizeof head, "{\"id\":\"%s-%d\",\"branch\":\"%s\",\"scenario\":\"%s\",",
                  family, number, sphere_branch(c, o).c_str(), c.scenario.c_str());
    out += head;
    out += "\"in\":{";
    if (c.cylinder) {
        out += "\"low_pt\":";
        put_floats(out, &c.low_pt.x, 3);
        out += ",\"radius\":";
        put_float(out, c.radius);
        out += ",\"height\":";
        put_float(out, c.height);
    } else {
        out += "\"center\":";
        put_floats(out, &c.center.x, 3);
        out += ",\"radius\":";
        put_float(out, c.radius);
        out += c.is_creature ? ",\"is_creature\":1" : ",\"is_creature\":0";
    }
    out += ",\"num_sphere\":" + std::to_string(m.num_sphere) + ",\"local_sphere\":[";
    for (int k = 0; k < m.num_sphere; ++k) {
        const physics::Sphere& s = m.local[static_cast<std::size_t>(k)];
        const float v[4] = {s.center.x, s.center.y, s.center.z, s.radius};
        if (k) out += ',';
        put_floats(out, v, 4);
    }
    out += "],\"curr\":";
    put_floats(out, &m.curr.x, 3);
    out += ",\"gcc\":[";
    for (int k = 0; k < m.num_sphere; ++k) {
        if (k) out += ',';
        put_floats(out, &m.gcc[static_cast<std::size_t>(k)].x, 3);
    }
    out += "],\"check\":";
    put_floats(out, &m.check.x, 3);
    const std::array<Field, kNumFields> fs = fields(m, o);
    out += ",\"gs\":";
    put_field(out, fs[1], fs[1].before, kCell);
    out += ",\"state\":" + std::to_string(m.state) + ",\"step_up_height\":";
    put_float(out, m.step_up_height);
    out += m.obstruction_ethereal ? ",\"obstruction_ethereal\":1" : ",\"obstruction_ethereal\":0";
    out += m.check_walkable ? ",\"check_walkable\":1" : ",\"check_walkable\":0";
    out += m.collide ? ",\"collide\":1" : ",\"collide\":0";
    out += m.step_down ? ",\"step_down\":1" : ",\"step_down\":0";
    out += ",\"insert_type\":" + std::to_string(m.insert_type) + ",\"walk_interp\":";
    put_float(out, m.walk_interp);
    out += ",\"walkable_allowance\":";
    put_float(out, m.walkable_allowance);
    out += ",\"step_down_amt\":";
    put_float(out, m.step_down_amt);
    for (const char* key : {"cp_valid", "cp", "cp_water", "lk_valid", "lk", "lk_water"})
        for (const Field& fl : fs)
            if (std::string_view(fl.key) == key) {
                out += ",\"";
                out += key;
                out += "\":";
                put_field(out, fl, fl.before, kCell);
            }
    out += "},\"out\":{\"ts\":" + std::to_string(o.ts);
    for (const Field& fl : fs)
        if (fl.changed()) {
            out += ",\"";
            out += fl.key;
            out += "\":";
            put_field(out, fl, fl.after, o.cp_cell);
        }
    out += "}}\n";
}

SphereCase read_sphere_case(const JsonNode& line, bool cylinder, CaseResult& result) {
    result.id = case_id(line);
    const JsonNode* b = line.find("branch");
    result.branch = b != nullptr && b->is_string() ? std::string(b->text) : "";
    const JsonNode& in = member(line, "in", "line");
    SphereCase c;
    c.cylinder = cylinder;
    const auto flag_of = [&](const char* key) {
        return read_integer(member(in, key, "in"), FieldPath("in.", key)) != 0;
    };
    const auto float_of = [&](const char* key) {
        return read_float(member(in, key, "in"), FieldPath("in.", key));
    };
    if (cylinder) {
        read_floats(member(in, "low_pt", "in"), &c.low_pt.x, 3, "in.low_pt");
        c.height = float_of("height");
    } else {
        read_floats(member(in, "center", "in"), &c.center.x, 3, "in.center");
        c.is_creature = flag_of("is_creature");
    }
    c.radius = float_of("radius");
    MoverIn& m = c.mover;
    m.num_sphere = static_cast<int>(read_integer(member(in, "num_sphere", "in"), "in.num_sphere"));
    if (m.num_sphere < 1 || m.num_sphere > 2) throw FormatError{"in.num_sphere: not 1 or 2"};
    const auto per_sphere = [&](const char* key, int width, auto&& store) {
        const JsonNode& a = member(in, key, "in");
        if (!a.is_array() || static_cast<int>(a.size()) != m.num_sphere)
            throw FormatError{std::string("in.") + key + ": not one entry per mover sphere"};
        for (int k = 0; k < m.num_sphere; ++k) {
            float v[4];
            read_floats(a[static_cast<std::size_t>(k)], v, width, FieldPath("in.", key).at(k));
            store(static_cast<std::size_t>(k), v);
        }
    };
    per_sphere("local_sphere", 4, [&](std::size_t k, const float* v) {
        m.local[k] = physics::Sphere{glm::vec3(v[0], v[1], v[2]), v[3]};
    });
    per_sphere("gcc", 3,
               [&](std::size_t k, const float* v) { m.gcc[k] = glm::vec3(v[0], v[1], v[2]); });
    per_sphere("gs", 4, [&](std::size_t k, const float* v) {
        m.gs[k] = physics::Sphere{glm::vec3(v[0], v[1], v[2]), v[3]};
    });
    read_floats(member(in, "curr", "in"), &m.curr.x, 3, "in.curr");
    read_floats(member(in, "check", "in"), &m.check.x, 3, "in.check");
    m.state = static_cast<std::uint32_t>(read_integer(member(in, "state", "in"), "in.state"));
    m.step_up_height = float_of("step_up_height");
    m.obstruction_ethereal = flag_of("obstruction_ethereal");
    m.check_walkable = flag_of("check_walkable");
    m.collide = flag_of("collide");
    m.step_down = flag_of("step_down");
    m.insert_type =
        static_cast<int>(read_integer(member(in, "insert_type", "in"), "in.insert_type"));
    if (m.insert_type < 0 || m.insert_type > 2) throw FormatError{"in.insert_type: not 0, 1 or 2"};
    m.walk_interp = float_of("walk_interp");
    m.walkable_allowance = float_of("walkable_allowance");
    m.step_down_amt = float_of("step_down_amt");
    float p[4];
    m.cp_valid = flag_of("cp_valid");
    read_floats(member(in, "cp", "in"), p, 4, "in.cp");
    m.cp = physics::Plane{glm::vec3(p[0], p[1], p[2]), p[3]};
    m.cp_water = flag_of("cp_water");
    m.lk_valid = flag_of("lk_valid");
    read_floats(member(in, "lk", "in"), p, 4, "in.lk");
    m.lk = physics::Plane{glm::vec3(p[0], p[1], p[2]), p[3]};
    m.lk_water = flag_of("lk_water");
    return c;
}

void compare_sphere_out(const JsonNode& out, const SphereCase& c, const MoverOut& o, Comparer& cmp,
                        CaseResult& result, const char* function) {
    const auto find = [&](const char* key) -> const JsonNode* { return out.find(key); };
    bool ok = cmp.integer(find("ts"), o.ts, "out.ts");
    const std::array<Field, kNumFields> fs = fields(c.mover, o);
    for (const Field& fl : fs) {
        const JsonNode* v = find(fl.key);
        const FieldPath name("out.", fl.key);
        if (!fl.changed()) {
            if (v != nullptr) {
                cmp.extra(*v, name);
                ok = false;
            }
            continue;
        }
        if (std::string_view(fl.key) == "cp_cell") {
            ok = cmp.integer(v, o.cp_cell, name) && ok;
        } else if (fl.integer) {
            ok = cmp.integer(v, fl.after[0] != 0.0f ? 1 : 0, name) && ok;
        } else if (fl.width > 0) {
            const int n = static_cast<int>(fl.after.size()) / fl.width;
            if (v == nullptr || !v->is_array() || static_cast<int>(v->size()) != n) {
                cmp.mismatch(v, "an array of " + std::to_string(n), name);
                ok = false;
                continue;
            }
            for (int k = 0; k < n; ++k)
                ok = cmp.floats(&(*v)[static_cast<std::size_t>(k)], fl.after.data() + k * fl.width,
                                fl.width, FieldPath("out.", fl.key).at(k)) &&
                     ok;
        } else if (fl.after.size() == 1) {
            ok = cmp.float1(v, fl.after[0], name) && ok;
        } else {
            ok = cmp.floats(v, fl.after.data(), static_cast<int>(fl.after.size()), name) && ok;
        }
    }
    for (std::size_t i = 0; i < out.size(); ++i) {
        const std::string_view key = out[i].key;
        bool known = key == "ts";
        for (const Field& fl : fs)
            known = known || key == fl.key;
        if (!known) {
            cmp.extra(out[i], "out." + std::string(key));
            ok = false;
        }
    }
    result.functions.emplace_back(function, ok);
}

} // namespace sweeplab::vectors
